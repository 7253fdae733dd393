import type { CodeType } from '@clearbill/shared';

/** What prefix search compares: upper case, no dots, dashes or spaces ('E119' for E11.9). */
export function codeKeyOf(code: string): string {
  return code.toUpperCase().replace(/[.\-\s]/g, '');
}

/** A single token that could be a code or the start of one (E11, e11.9, 0SR, 0002-3227). */
export function codeLikeKey(query: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9.-]{0,14}$/.test(query)) return null;
  const key = codeKeyOf(query);
  return key.length > 0 ? key : null;
}

/** The shape of a code of each type, on the upper-cased code as written (dots and dashes allowed). */
const formats: Record<CodeType, RegExp> = {
  'ICD-10-CM': /^[A-Z][0-9][0-9A-Z](\.?[0-9A-Z]{1,4})?$/,
  'ICD-10-PCS': /^[0-9A-HJ-NP-Z]{7}$/,
  // Category I (5 digits), II (4 digits + F), III (4 digits + T), PLA (4 digits + U).
  CPT: /^[0-9]{4}[0-9FTU]$/,
  HCPCS: /^[A-V][0-9]{4}$/,
  DRG: /^[0-9]{3}$/,
  NDC: /^([0-9]{4}-[0-9]{4}-[0-9]{2}|[0-9]{5}-[0-9]{3}-[0-9]{2}|[0-9]{5}-[0-9]{4}-[0-9]{1,2}|[0-9]{4,5}-[0-9]{3,4}|[0-9]{10,11})$/,
  REVENUE: /^[0-9]{3,4}$/,
};

export const codeFormatHelp: Record<CodeType, string> = {
  'ICD-10-CM': 'a letter, two characters and up to four more after an optional dot (E11.9)',
  'ICD-10-PCS': 'seven letters or digits (0SR90J9)',
  CPT: 'four digits and a digit, F, T or U (99213)',
  HCPCS: 'a letter A to V and four digits (J1100)',
  DRG: 'three digits (470)',
  NDC: '10 or 11 digits, with or without dashes (0002-3227-30)',
  REVENUE: 'three or four digits (0450)',
};

export function isValidCodeFormat(codeType: CodeType, code: string): boolean {
  return formats[codeType].test(code.trim().toUpperCase());
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
