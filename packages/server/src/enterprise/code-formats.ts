import type { ValidationCodeType } from '@clearbill/shared';

/** Upper-case without spaces, dots or dashes: how medical_codes.code_key stores a code. */
export function codeKeyOf(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
}

interface FormatRule {
  pattern: RegExp;
  /** The shape in plain words, for the explanation. */
  shape: string;
}

/** The published shapes of each code set; the input is trimmed and upper-cased first. */
const formats: Record<ValidationCodeType, FormatRule> = {
  'ICD-10-CM': {
    pattern: /^[A-Z][0-9][0-9A-Z](\.?[0-9A-Z]{1,4})?$/,
    shape:
      'a letter, a digit and a letter or digit, then up to 4 more letters or digits (A00.0 to Z99.9; the dot is optional)',
  },
  'ICD-10-PCS': {
    // PCS never uses the letters I and O, so they cannot be mistaken for 1 and 0.
    pattern: /^[0-9A-HJ-NP-Z]{7}$/,
    shape: '7 letters or digits (never the letters I or O)',
  },
  CPT: {
    pattern: /^[0-9]{4}[0-9FTUM]$/,
    shape: '5 digits, or 4 digits followed by F, T, U or M',
  },
  'Category-III': {
    pattern: /^[0-9]{4}T$/,
    shape: '4 digits followed by T (for example 0042T)',
  },
  HCPCS: {
    pattern: /^[A-V][0-9]{4}$/,
    shape: 'a letter from A to V followed by 4 digits (for example J1100)',
  },
  DRG: {
    pattern: /^[0-9]{3}$/,
    shape: '3 digits (for example 470)',
  },
  NDC: {
    pattern:
      /^([0-9]{10,11}|[0-9]{4}-[0-9]{4}-[0-9]{2}|[0-9]{5}-[0-9]{3}-[0-9]{2}|[0-9]{5}-[0-9]{4}-[0-9]{1,2})$/,
    shape: '10 or 11 digits, written 4-4-2, 5-3-2, 5-4-1 or 5-4-2 when dashed',
  },
  REVENUE: {
    pattern: /^[0-9]{4}$/,
    shape: '4 digits (for example 0450)',
  },
};

export function normaliseInput(code: string): string {
  return code.trim().toUpperCase();
}

export function formatRule(codeType: ValidationCodeType): FormatRule {
  return formats[codeType];
}

export function hasValidFormat(code: string, codeType: ValidationCodeType): boolean {
  return formats[codeType].pattern.test(normaliseInput(code));
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
