// Billing code shapes: CPT (5 digits, or 4 digits + F/T/U/M), HCPCS Level II (letter + 4 digits, CDT dental D0100-D9999 too), UB-04
// revenue codes (4 digits starting with 0), ICD-10-CM (letter, 2 characters, dot, up to 4), modifiers and
// claim adjustment codes (group + CARC). OCR look-alikes inside a code are read as digits.
import type { Adjustment } from '../analysis/types';
import { foldDigits } from './ocr-fold';

export interface ProcedureCode {
  code: string;
  codeType: 'CPT' | 'HCPCS';
  modifiers: string[];
}

/** First letters HCPCS Level II uses (not D, which are CDT dental codes, I, N, O, W, X, Y, Z). */
const HCPCS_LETTERS = 'ABCEGHJKLMPQRSTUV';

// Modifiers seen on professional and outpatient claims. Two-digit ones are listed so a count or a
// pointer is not taken for one; letter pairs follow the same idea.
const NUMERIC_MODIFIERS = new Set(
  '22 23 24 25 26 27 32 33 47 50 51 52 53 54 55 56 57 58 59 62 63 66 73 74 76 77 78 79 80 81 82 90 91 92 93 95 96 97 99'.split(
    ' ',
  ),
);
const LETTER_MODIFIERS = new Set(
  (
    'AA AD AE AF AG AH AI AJ AK AM AO AQ AR AS AT AZ BA BL BO BP BR BU CA CB CC CG CR CS CT DA EA EB EC ED EE ' +
    'EJ EM EP ER ET EX EY FA FB FC FP FQ FR FS FT FX FY GA GB GC GE GF GG GH GJ GK GL GM GN GO GP GQ GR GS GT ' +
    'GU GV GW GX GY GZ HA HB HC HD HE HF HG HH HI HJ HK HL HM HN HO HP HQ HR HS HT HU HV HW HX HY HZ JA JB JC ' +
    'JD JE JG JW JZ KA KB KC KD KE KF KH KI KJ KK KL KM KN KO KP KQ KR KS KT KU KV KW KX KY KZ LC LD LL LM LR ' +
    'LS LT MA MB MC MD ME MF MG MH MS NB NR NU PA PB PC PD PI PL PM PN PO PS PT Q0 Q1 Q2 Q3 Q4 Q5 Q6 Q7 Q8 Q9 ' +
    'QA QB QC QD QE QF QG QH QJ QK QL QM QN QP QQ QR QS QT QW QX QY QZ RA RB RC RD RE RI RR RT SA SB SC SD SE ' +
    'SF SG SH SJ SL SM SN SQ SS ST SU SV SW SY TA TB TC TD TE TF TG TH TJ TK TL TM TN TP TQ TR TS TT TU TV TW ' +
    'UA UB UC UD UE UF UG UH UJ UK UN UP UQ UR US V1 V2 V3 VM VP XE XP XS XU'
  ).split(' '),
);

/** A modifier as printed ('25', '-59', 'xu', 'E1', 'F5', 'T7'); null when it is not one. */
export function parseModifier(raw: string): string | null {
  const token = raw.replace(/^[-–]/, '').toUpperCase();
  if (!/^[A-Z0-9]{2}$/.test(token)) return null;
  if (/^\d\d$/.test(token)) return NUMERIC_MODIFIERS.has(token) ? token : null;
  if (LETTER_MODIFIERS.has(token)) return token;
  // Anatomic modifiers E1-E4, F1-F9, FA, T1-T9, TA and similar letter + digit forms.
  return /^[EFT][1-9]$/.test(token) ? token : null;
}

/** A procedure code, optionally with modifiers joined by '-' or ':' ('99213-25', '97140-59-GP'). */
export function parseProcedureCode(raw: string): ProcedureCode | null {
  const token = raw.replace(/^[([]|[)\],;:.]$/g, '');
  const [head, ...rest] = token.split(/[-–:]/);
  if (head === undefined || head.length !== 5) return null;
  const code = procedureCode(head);
  if (!code) return null;
  const modifiers: string[] = [];
  for (const part of rest) {
    const mod = parseModifier(part);
    if (!mod) return null;
    modifiers.push(mod);
  }
  return { ...code, modifiers };
}

function procedureCode(head: string): { code: string; codeType: 'CPT' | 'HCPCS' } | null {
  const upper = head.toUpperCase();
  if (/^\d{5}$/.test(upper)) return { code: upper, codeType: 'CPT' };
  if (/^\d{4}[FTUM]$/.test(upper)) return { code: upper, codeType: 'CPT' };
  const first = upper[0] ?? '';
  if (HCPCS_LETTERS.includes(first) && /^\d{4}$/.test(upper.slice(1)))
    return { code: upper, codeType: 'HCPCS' };
  // CDT dental codes D0100-D9999 are HCPCS Level II's D section (the ADA's codes): read as HCPCS.
  if (/^D(?!00)\d{4}$/.test(upper)) return { code: upper, codeType: 'HCPCS' };
  // OCR: 'JI885' for J1885; 'O' for '0' and 'l' for '1' are common, a letter read for a letter is not.
  const letter = head.slice(0, 1);
  if (HCPCS_LETTERS.includes(letter) && letter !== 'S' && letter !== 'B') {
    const tail = foldDigits(head.slice(1), 2);
    if (tail && /^\d{4}$/.test(tail)) return { code: letter + tail, codeType: 'HCPCS' };
  }
  const folded = foldDigits(head, 3);
  if (folded && /^\d{5}$/.test(folded)) return { code: folded, codeType: 'CPT' };
  if (folded && /^\d{4}[FTUM]$/.test(folded)) return { code: folded, codeType: 'CPT' };
  return null;
}

/** A UB-04 revenue code: four digits starting with 0 ('0450', OCR 'O450'). */
export function parseRevenueCode(raw: string): string | null {
  const token = raw.replace(/[,;:]$/, '');
  if (token.length !== 4) return null;
  const folded = foldDigits(token, 2);
  // 0001 is the UB-04 total line, not a service.
  return folded && /^0\d{3}$/.test(folded) && folded !== '0000' && folded !== '0001' ? folded : null;
}

/** ICD-10-CM with its dot ('J45.909', 'R07.9'); without the dot it cannot be told from other codes. */
export function parseIcd10(raw: string): string | null {
  const token = raw.replace(/[,;:)]$/, '').toUpperCase();
  return /^[A-TV-Z]\d[0-9A-Z]\.[0-9A-Z]{1,4}$/.test(token) ? token : null;
}

const GROUPS = ['CO', 'PR', 'OA', 'PI', 'CR'] as const;
const CARC_TOKEN = /^(CO|PR|OA|PI|CR)\s?[-–:]?\s?([A-Z]?\d{1,3})$/;

/** A group code with its CARC ('CO-45', 'PR 2', 'oa23'). */
export function parseAdjustmentCode(raw: string): Omit<Adjustment, 'amount'> | null {
  const m = CARC_TOKEN.exec(raw.replace(/[,;:.]$/, ''));
  const [, rawGroup, rawCarc] = m ?? [];
  if (!rawGroup || !rawCarc) return null;
  const group = rawGroup.toUpperCase() as Adjustment['group'];
  if (!GROUPS.includes(group)) return null;
  const carc = foldDigits(rawCarc.toUpperCase(), 1) ?? rawCarc.toUpperCase();
  return { group, carc: carc.replace(/^0+(?=\d)/, '') };
}

/** Every group-CARC pair in a stretch of text ('CO-45, PR-2'). */
export function adjustmentCodesIn(text: string): Omit<Adjustment, 'amount'>[] {
  const out: Omit<Adjustment, 'amount'>[] = [];
  for (const m of text.matchAll(/\b(CO|PR|OA|PI|CR)\s?[-–:]?\s?([A-Z]?\d{1,3})\b/g)) {
    const adj = parseAdjustmentCode(m[0]);
    if (adj) out.push(adj);
  }
  return out;
}

const STATES =
  'AL|AK|AZ|AR|CA|CO|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR';
// 'Dallas, TX 75201', 'Dallas TX 75201'; 'CT' only after a comma, since 'CT 70450' is a scan.
const ZIP_BEFORE = new RegExp(`(?:(?:,\\s*|[a-z]\\s+)(?:${STATES})|,\\s*CT)\\.?,?\\s+$`);

/** The text just before a five-digit number makes it a ZIP code. */
export const zipContext = (before: string): boolean => ZIP_BEFORE.test(before.slice(-16));
