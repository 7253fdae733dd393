import type { ValidationCodeType } from './codes';

/**
 * How codes are compared everywhere (storage key, prefix search, look-ups, reference data): upper
 * case without dots, dashes or spaces, so 'e11.9', 'E11.9' and 'E119' are one code.
 */
export function codeKeyOf(code: string): string {
  return code.toUpperCase().replace(/[\s.-]/g, '');
}

export interface CodeFormat {
  pattern: RegExp;
  /** The shape in plain words, for explanations and rejected rows. */
  shape: string;
}

/** The published shape of each code set, checked on the trimmed, upper-cased code as written. */
export const codeFormats: Record<ValidationCodeType, CodeFormat> = {
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
    // Category I (5 digits), II (F), III (T), PLA (U) and MAAA (M).
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

export function hasValidCodeFormat(codeType: ValidationCodeType, code: string): boolean {
  return codeFormats[codeType].pattern.test(code.trim().toUpperCase());
}
