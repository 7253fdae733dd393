// Claim-form PHI by position. A CMS-1500 (02/12) or a UB-04 prints every box at the same place, so on a flat PDF or
// an image of the form the patient's and insured's boxes (1a, 2, 3, 4, 5, 7, 9, 9a, 11, 11a, 12, 13, 26)
// are found by where their text sits, whatever it looks like, and the boxes that are not the patient's
// (service lines, charges, totals, provider and facility) are kept from the free-text detector, which
// would otherwise take a charge beside an NPI for a phone number or the provider's tax ID for an account.
import type { DocumentType, PhiType } from '@clearbill/shared';
import type { ExtractedText, TextSegment } from '../extraction/types';
import { registerCms1500, type Registration } from './claim-form-register';
import type { PhiSpan } from './types';

/** A box in PDF points on the 612 x 792 form, origin bottom-left: [x0, y0, x1, y1]. */
type Rect = [number, number, number, number];

const FORM_WIDTH = 612;
const FORM_HEIGHT = 792;

/** Value areas of the patient's and insured's boxes (from the NUCC fillable form's field rectangles). */
const CMS1500_PHI: [Rect, PhiType][] = [
  [[377, 672, 590, 688], 'insurance_id'], // 1a insured's ID
  [[22, 649, 226, 665], 'name'], // 2 patient's name
  [[234, 647, 309, 663], 'date_of_birth'], // 3 birth date
  [[374, 648, 590, 664], 'name'], // 4 insured's name
  [[22, 601, 226, 642], 'address'], // 5 street, city, state
  [[22, 575, 113, 591], 'address'], // 5 ZIP
  [[114, 575, 226, 591], 'phone'], // 5 phone
  [[374, 601, 590, 642], 'address'], // 7 street, city, state
  [[374, 575, 462, 591], 'address'], // 7 ZIP
  [[463, 575, 590, 591], 'phone'], // 7 phone
  [[22, 552, 226, 568], 'name'], // 9 other insured's name
  [[22, 529, 226, 545], 'insurance_id'], // 9a other insured's policy or group number
  [[374, 552, 590, 569], 'insurance_id'], // 11 insured's policy group or FECA number
  [[391, 525, 474, 541], 'date_of_birth'], // 11a insured's birth date
  [[50, 411, 240, 427], 'name'], // 12 patient's signature
  [[408, 411, 590, 427], 'name'], // 13 insured's signature
  [[176, 96, 284, 114], 'account_number'], // 26 patient's account number
];

/** Boxes that are not the patient's: heading and payer, service lines, totals, provider and facility. */
const CMS1500_KEEP: Rect[] = [
  [0, 700, 612, 792], // form heading, carrier block
  [228, 455, 372, 643], // 6 relationship, 8 reserved, 10 condition related (check boxes, never a value)
  [18, 119, 590, 265], // 24 A-J service lines
  [18, 96, 175, 114], // 25 federal tax ID
  [285, 96, 590, 114], // 27-30 assignment, total charge, amount paid
  [18, 28, 590, 96], // 31-33 physician, facility, billing provider (and its phone)
];

/** A UB-04 box given from the top of the page, as its printed positions are usually measured. */
const top = (x0: number, top0: number, x1: number, top1: number): Rect => [x0, 792 - top1, x1, 792 - top0];

/** UB-04 (CMS-1450) form locators of the patient and insured (3a, 3b, 8-10, 58-62). */
const UB04_PHI: [Rect, PhiType][] = [
  [top(395, 12, 566, 28), 'account_number'], // 3a patient control number
  [top(395, 27, 566, 37.5), 'mrn'], // 3b medical record number
  [top(88, 56, 228, 74), 'name'], // 8a patient ID
  [top(13, 74, 228, 85.5), 'name'], // 8b patient name
  [top(300, 56, 600, 74), 'address'], // 9a street
  [top(229, 74, 600, 85.5), 'address'], // 9b-e city, state, ZIP, country
  [top(13, 94, 75, 109), 'date_of_birth'], // 10 birth date
  [top(13, 551, 198, 592), 'name'], // 58 insured's name
  [top(222, 551, 365, 592), 'insurance_id'], // 60 insured's unique ID
  [top(366, 551, 473, 592), 'insurance_id'], // 61 group name
  [top(474, 551, 600, 592), 'insurance_id'], // 62 insurance group number
];

const UB04_KEEP: Rect[] = [
  top(0, 0, 372, 56), // 1-2 provider and pay-to names and addresses
  top(372, 38, 612, 56), // 4-7 type of bill, tax number, statement period
  top(0, 205, 612, 497), // 42-49 service lines and totals
  top(0, 497, 612, 549), // 50-57 payer, NPI
  top(372, 675, 612, 780), // 76-79 attending and other physicians
];

/** Captions of the form's front side: a page with two of them is the form itself (not its back). */
const UB04_CAPTIONS = [
  /PATIENTNAME/,
  /PATIENTADDRESS/,
  /REV\.?CD/,
  /INSURED'?SNAME/,
  /SERV\.?DATE/,
  /BIRTHDATE/,
];
const FRONT_CAPTIONS = [
  /PATIENT'?SNAME/,
  /INSURED'?SI\.?D\.?NUMBER/,
  /DATE\(?S\)?OFSERVICE/,
  /FEDERALTAXI\.?D/,
  /TOTALCHARGE/,
  /DAYSORUNITS/,
  /PATIENT'?SACCOUNT/,
  /OTHERINSURED'?SNAME/,
  /INSURED'?SPOLICYGROUP/,
  /READBACKOFFORM/,
  /REFERRINGPROVIDER/,
  /HOSPITALIZATIONDATES/,
];

/**
 * Words the forms print as captions in the patient's and insured's boxes ('CITY', 'STATE', 'ZIP CODE',
 * 'TELEPHONE (Include Area Code)'). A caption sits in the box with the value, in smaller type.
 */
const CAPTION_WORDS = [
  'CITY',
  'STATE',
  'ZIP',
  'CODE',
  'TELEPHONE',
  'INCLUDE',
  'AREA',
  'NAME',
  'LAST',
  'FIRST',
  'MIDDLE',
  'INITIAL',
  'ADDRESS',
  'STREET',
  'PATIENTS',
  'INSUREDS',
  'SIGNED',
  'DATE',
  'BIRTH',
  'SEX',
  'POLICY',
  'GROUP',
  'NUMBER',
];

/** Edit distance, stopping early past `most`. */
function within(a: string, b: string, most: number): boolean {
  if (Math.abs(a.length - b.length) > most) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    if (Math.min(...row) > most) return false;
    prev = row;
  }
  return (prev[b.length] ?? most + 1) <= most;
}

/** A caption word as OCR reads it ('Indude' for INCLUDE, 'cry' for CITY): one edit, two on longer words. */
function isCaptionWord(text: string): boolean {
  const word = text.toUpperCase().replace(/[^A-Z]/g, '');
  if (word.length < 3) return false;
  return CAPTION_WORDS.some(
    (c) => within(word, c, c.length >= 4 && word.length >= 3 ? 2 : 1) && word[0] === c[0],
  );
}

/** Text made of caption words only ('(Include Area Code)'); short words ('No.', 'S') go with them. */
function isCaptionText(text: string): boolean {
  const words = (text.match(/[A-Za-z]+/g) ?? []).filter((w) => w.length >= 3);
  return words.length > 0 && words.every(isCaptionWord);
}

const FORM_NAMES = /\b(?:CMS|HCFA)[- ]?(?:1500|1450)\b|\bUB[- ]?04\b|\bNUCC\b|\(?0[28]\/(?:12|05)\)?/gi;

interface Pt {
  x: number;
  y: number;
}

const centre = (s: TextSegment): Pt | null =>
  s.box ? { x: s.box.x + s.box.width / 2, y: s.box.y + s.box.height / 2 } : null;

/** Whether a point (page fractions, origin top-left) lies in a form rectangle. */
const inside = (p: Pt, [x0, y0, x1, y1]: Rect): boolean =>
  p.x * FORM_WIDTH >= x0 &&
  p.x * FORM_WIDTH <= x1 &&
  (1 - p.y) * FORM_HEIGHT >= y0 &&
  (1 - p.y) * FORM_HEIGHT <= y1;

interface Grid {
  phi: [Rect, PhiType][];
  keep: Rect[];
  register?: typeof registerCms1500;
}
const GRIDS: Record<'cms1500' | 'ub04', Grid> = {
  cms1500: { phi: CMS1500_PHI, keep: CMS1500_KEEP, register: registerCms1500 },
  ub04: { phi: UB04_PHI, keep: UB04_KEEP },
};

/** Pages that show a form's front, with its grid: field values marked as PHI, or two of its captions. */
function formPages(extracted: ExtractedText): Map<number, Grid> {
  const pages = new Map<number, Grid>();
  const byPage = new Map<number, TextSegment[]>();
  for (const s of extracted.segments) {
    const list = byPage.get(s.page) ?? [];
    list.push(s);
    byPage.set(s.page, list);
  }
  for (const [page, segments] of byPage) {
    if (segments.every((s) => !s.box)) continue;
    const fieldPhi = extracted.knownPhi.some((k) => segments.some((s) => s.start === k.start));
    const text = segments
      .map((s) => extracted.text.slice(s.start, s.end))
      .join('')
      .toUpperCase()
      .replace(/\s+/g, '');
    const cms = FRONT_CAPTIONS.filter((re) => re.test(text)).length;
    const ub = UB04_CAPTIONS.filter((re) => re.test(text)).length;
    if (ub >= 2 && ub > cms) pages.set(page, GRIDS.ub04);
    else if (fieldPhi || cms >= 2) pages.set(page, GRIDS.cms1500);
  }
  return pages;
}

export interface ClaimFormBoxes {
  /** Text in the patient's and insured's boxes. */
  phi: PhiSpan[];
  /** Text in boxes that are not the patient's, which the free-text detector must leave alone. */
  keep: { start: number; end: number }[];
  /** The form's printed captions in the patient's boxes ('CITY', 'TELEPHONE (Include Area Code)'). */
  captions: { start: number; end: number }[];
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The boxes of a claim form's front pages, by position (page fractions against the printed grid). */
export function claimFormBoxes(extracted: ExtractedText): ClaimFormBoxes {
  const pages = formPages(extracted);
  const phi: PhiSpan[] = [];
  const keep: { start: number; end: number }[] = [];
  const captions: { start: number; end: number }[] = [];
  const registered = new Map<number, Registration | undefined>();
  for (const [page, grid] of pages) registered.set(page, grid.register?.(extracted, page));
  const placed: { s: TextSegment; grid: Grid; hit: [Rect, PhiType] | undefined; p: Pt; text: string }[] = [];
  for (const s of extracted.segments) {
    const grid = pages.get(s.page);
    if (!grid) continue;
    const onPage = centre(s);
    const reg = registered.get(s.page);
    const p = onPage && reg ? { x: reg.x(onPage.x), y: reg.y(onPage.y) } : onPage;
    const text = extracted.text.slice(s.start, s.end).trim();
    // The form's own small captions inside a box ('MM DD YY') are not values.
    // Nor are the one-letter line markers of a box ('a', 'b').
    if (!p || !text || /^(MM|DD|YY|CCYY|[a-e])$/.test(text)) continue;
    placed.push({ s, grid, hit: grid.phi.find(([rect]) => inside(p, rect)), p, text });
  }
  // Values are written larger than the form's captions: a caption word in small type is the form's.
  const valueHeight = new Map<number, number>();
  for (const page of pages.keys()) {
    const heights = placed
      .filter((x) => x.s.page === page && x.hit && x.s.box && !isCaptionText(x.text))
      .map((x) => x.s.box?.height ?? 0);
    valueHeight.set(page, median(heights));
  }
  const isCaption = (s: TextSegment, text: string) =>
    !!s.box && s.box.height < 0.8 * (valueHeight.get(s.page) ?? 0) && isCaptionText(text);
  for (const { s, grid, hit, p, text } of placed) {
    if (isCaption(s, text)) captions.push({ start: s.start, end: s.end });
    else if (hit) phi.push({ start: s.start, end: s.end, phiType: hit[1], confidence: 0.95 });
    else if (grid.keep.some((rect) => inside(p, rect))) keep.push({ start: s.start, end: s.end });
  }
  return { phi, keep, captions };
}

/**
 * The detector's spans on a claim form, with the form's own knowledge applied: spans touching a kept box
 * are dropped, the patient's and insured's boxes are added. Other documents pass through unchanged.
 */
export function withClaimFormBoxes(
  extracted: ExtractedText,
  documentType: DocumentType,
  detected: PhiSpan[],
): PhiSpan[] {
  if (documentType !== 'claim_form') return detected;
  const boxes = claimFormBoxes(extracted);
  // The form's own names are printed on it, never the patient's identifiers.
  for (const m of extracted.text.matchAll(FORM_NAMES)) {
    boxes.keep.push({ start: m.index, end: m.index + m[0].length });
  }
  // A span made only of the form's captions ('Include Area Code' read as a name) is the form's.
  const onlyCaptions = (d: PhiSpan) => {
    const words = [...extracted.text.slice(d.start, d.end).matchAll(/[A-Za-z]+/g)];
    return (
      words.length > 0 &&
      words.every((w) =>
        boxes.captions.some((c) => c.start <= d.start + w.index && d.start + w.index + w[0].length <= c.end),
      )
    );
  };
  const kept = detected.filter(
    (d) => !boxes.keep.some((k) => d.start < k.end && k.start < d.end) && !onlyCaptions(d),
  );
  return [...kept, ...boxes.phi];
}
