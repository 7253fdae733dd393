import { describe, expect, it } from 'vitest';
import type { ExtractedText, TextSegment } from '../extraction/types';
import { withClaimFormBoxes } from './claim-form-boxes';

/** A page of runs placed in PDF points on the 612 x 792 form (x, baseline y from the bottom). */
function page(runs: ([string, number, number] | [string, number, number, number])[]): ExtractedText {
  let text = '';
  const segments: TextSegment[] = [];
  runs.forEach(([run, x, y, size = 8], i) => {
    if (i > 0) text += '\n';
    const start = text.length;
    text += run;
    const box = { x: x / 612, y: (792 - y - size) / 792, width: (run.length * 4) / 612, height: size / 792 };
    segments.push({ start, end: text.length, page: 1, box });
  });
  return {
    format: 'pdf',
    text,
    segments,
    pages: [{ number: 1, width: 612, height: 792, ocr: false, ocrConfidence: null, textPath: 'text_layer' }],
    knownPhi: [],
  };
}

const form = page([
  ["2. PATIENT'S NAME (Last Name, First Name, Middle Initial)", 24, 666],
  ['Quist, Marlow', 27, 653],
  ['4417 Larkspur Ct', 27, 630],
  ['24. A. DATE(S) OF SERVICE', 24, 280],
  ['03 14 26 03 14 26 99213 A 240.00 5551234567', 22, 243],
  ['28. TOTAL CHARGE', 380, 114],
  ['Coastal Family Medicine (412) 555-0188', 374, 88],
]);
const at = (needle: string) => {
  const start = form.text.indexOf(needle);
  return { start, end: start + needle.length };
};

describe('withClaimFormBoxes', () => {
  it("adds the patient's boxes by position and drops detector spans in boxes that are not the patient's", () => {
    const detected = [
      // A charge beside an NPI is no phone number, and the billing provider's phone is not the patient's.
      { ...at('240.00 5551234567'), phiType: 'phone' as const, confidence: 0.8 },
      { ...at('(412) 555-0188'), phiType: 'phone' as const, confidence: 0.9 },
    ];
    const spans = withClaimFormBoxes(form, 'claim_form', detected);
    const found = spans.map((s) => [s.phiType, form.text.slice(s.start, s.end)]);
    expect(found).toEqual([
      ['name', 'Quist, Marlow'],
      ['address', '4417 Larkspur Ct'],
    ]);
  });

  it('leaves other documents to the detector', () => {
    const detected = [{ ...at('(412) 555-0188'), phiType: 'phone' as const, confidence: 0.9 }];
    expect(withClaimFormBoxes(form, 'bill', detected)).toEqual(detected);
  });
});

describe("the form's own captions in the patient's boxes", () => {
  // Captions in small type inside the boxes, the values in larger type (as on a filled, scanned form).
  const filled = page([
    ["2. PATIENT'S NAME (Last Name, First Name, Middle Initial)", 24, 666, 5],
    ['Stan, Marlow', 27, 653],
    ['CITY', 27, 632, 5],
    ['STATE', 180, 632, 5],
    ['Springfield', 27, 620],
    ['IL', 180, 620],
    ['TELEPHONE', 116, 586, 5],
    ['(Indude Area Code)', 160, 586, 5],
    ['217 555 0142', 120, 577],
    ['24. A. DATE(S) OF SERVICE', 24, 280],
    ['28. TOTAL CHARGE', 380, 114],
  ]);
  const where = (needle: string) => {
    const start = filled.text.indexOf(needle);
    return { start, end: start + needle.length };
  };

  it('are kept, OCR misreadings too; the values beside them are removed, even one that looks like a caption', () => {
    // The detector took the OCR'd caption for a name.
    const detected = [{ ...where('Indude Area Code'), phiType: 'name' as const, confidence: 0.7 }];
    const spans = withClaimFormBoxes(filled, 'claim_form', detected);
    const found = spans.map((s) => [s.phiType, filled.text.slice(s.start, s.end)]);
    expect(found).toEqual([
      ['name', 'Stan, Marlow'],
      ['address', 'Springfield'],
      ['address', 'IL'],
      ['phone', '217 555 0142'],
    ]);
  });

  it('a caption word written as large as the values is a value', () => {
    const big = page([
      ["2. PATIENT'S NAME (Last Name, First Name, Middle Initial)", 24, 666, 5],
      ['State', 27, 653],
      ['Code', 100, 653],
      ['24. A. DATE(S) OF SERVICE', 24, 280],
    ]);
    const spans = withClaimFormBoxes(big, 'claim_form', []);
    expect(spans.map((s) => big.text.slice(s.start, s.end))).toEqual(['State', 'Code']);
  });
});
