import { codeKeyOf, type ValidationCodeType } from '@clearbill/shared';

export function normaliseInput(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The code keys a typed code may be stored under. A dashed NDC also matches its 11-digit (5-4-2)
 * form, the one billing uses, whichever way the importer stored it.
 */
export function lookupKeys(code: string, codeType: ValidationCodeType): string[] {
  const input = normaliseInput(code);
  const keys = new Set([codeKeyOf(input)]);
  if (codeType === 'NDC' && input.includes('-')) {
    const parts = input.split('-');
    const [labeler = '', product = '', pack = ''] = parts;
    keys.add(`${labeler.padStart(5, '0')}${product.padStart(4, '0')}${pack.padStart(2, '0')}`);
  }
  return [...keys];
}

/** Which rows of medical_codes a validation type is looked up in: Category III codes are CPT codes. */
export function storedTypeOf(codeType: ValidationCodeType): string {
  return codeType === 'Category-III' ? 'CPT' : codeType;
}
