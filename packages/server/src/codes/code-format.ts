import { codeKeyOf, type CodeType } from '@clearbill/shared';

/** A single token that could be a code or the start of one (E11, e11.9, 0SR, 0002-3227). */
export function codeLikeKey(query: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9.-]{0,14}$/.test(query)) return null;
  const key = codeKeyOf(query);
  return key.length > 0 ? key : null;
}

/** The form we store: upper case; ICD-10-CM with its dot; revenue codes as four digits. */
export function canonicalCode(codeType: CodeType, code: string): string {
  const upper = code.trim().toUpperCase();
  switch (codeType) {
    case 'ICD-10-CM': {
      const key = codeKeyOf(upper);
      return key.length > 3 ? `${key.slice(0, 3)}.${key.slice(3)}` : key;
    }
    case 'REVENUE':
      return upper.padStart(4, '0');
    case 'ICD-10-PCS':
    case 'CPT':
    case 'HCPCS':
    case 'DRG':
    case 'NDC':
      return upper;
  }
}
