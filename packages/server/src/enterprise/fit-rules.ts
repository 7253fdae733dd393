/**
 * Which diagnoses usually go with a procedure: a small rule set of our own, by CPT surgery section
 * (the AMA's published ranges) against ICD-10-CM chapters (by first letter). Evaluation and
 * management, radiology, laboratory and medicine codes are not checked: almost any diagnosis can
 * lead to them. Symptom (R) and factor (Z) codes and neoplasms (C, D) and injuries (S, T) fit any
 * surgery section, since they are common reasons for an operation anywhere in the body.
 */
interface SurgeryFamily {
  from: number;
  to: number;
  name: string;
  /** ICD-10-CM first letters (or two-character prefixes) that fit. */
  fits: string[];
}

const anySection = ['C', 'D', 'R', 'S', 'T', 'Z'];

export const surgeryFamilies: SurgeryFamily[] = [
  { from: 10004, to: 19499, name: 'skin and breast surgery', fits: ['L', 'N6'] },
  { from: 20100, to: 29999, name: 'musculoskeletal surgery', fits: ['M', 'Q6', 'Q7'] },
  { from: 30000, to: 32999, name: 'respiratory surgery', fits: ['J'] },
  { from: 33016, to: 37799, name: 'heart and blood vessel surgery', fits: ['I', 'Q2'] },
  { from: 38100, to: 38999, name: 'blood and lymphatic surgery', fits: ['D', 'I8'] },
  { from: 39000, to: 39599, name: 'mediastinum and diaphragm surgery', fits: ['J', 'K4'] },
  { from: 40490, to: 49999, name: 'digestive system surgery', fits: ['K', 'Q3', 'Q4'] },
  { from: 50010, to: 53899, name: 'urinary system surgery', fits: ['N0', 'N1', 'N2', 'N3', 'Q6'] },
  { from: 54000, to: 55899, name: 'male genital surgery', fits: ['N4', 'N5', 'Q5'] },
  { from: 56405, to: 58999, name: 'female genital surgery', fits: ['N7', 'N8', 'N9', 'O', 'Q5'] },
  { from: 59000, to: 59899, name: 'maternity care and delivery', fits: ['O', 'Z3'] },
  { from: 60000, to: 60699, name: 'endocrine surgery', fits: ['E'] },
  { from: 61000, to: 64999, name: 'nervous system surgery', fits: ['G', 'M4', 'M5'] },
  { from: 65091, to: 68899, name: 'eye surgery', fits: ['H0', 'H1', 'H2', 'H3', 'H4', 'H5'] },
  { from: 69000, to: 69979, name: 'ear surgery', fits: ['H6', 'H7', 'H8', 'H9'] },
];

/** The surgery section of a five-digit CPT code, or null when our rules do not check it. */
export function surgeryFamilyOf(cptCode: string): SurgeryFamily | null {
  if (!/^[0-9]{5}$/.test(cptCode)) return null;
  const n = Number(cptCode);
  return surgeryFamilies.find((f) => n >= f.from && n <= f.to) ?? null;
}

export function diagnosisFits(family: SurgeryFamily, icd10Code: string): boolean {
  const key = icd10Code.toUpperCase();
  return [...family.fits, ...anySection].some((prefix) => key.startsWith(prefix));
}
