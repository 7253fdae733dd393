// Fillable claim forms keep what was typed in AcroForm fields named for their boxes. The field name says
// whose value it is: the patient's and insured's boxes (CMS-1500 1a, 2, 3, 4, 5, 7, 9, 9a, 11, 11a, 12,
// 13, 26) are PHI by name, whatever their value looks like; the provider's boxes are not.
import type { PhiType } from '@clearbill/shared';
import type { PositionedText } from './pdf-text-layer';

/** What we need of a pdfjs widget annotation. */
export interface FormWidget {
  subtype?: string;
  fieldName?: string;
  fieldType?: string;
  fieldValue?: unknown;
  rect?: number[];
}

/** Field names of the CMS-1500 (02/12) fillable form (the NUCC layout most fillable PDFs share). */
const CMS1500_FIELDS =
  /^(pt_name|ins_name|insurance_id|pt_account|t_charge|sv1_mm_from|cpt1|ch1|ins_policy|tax_id)$/;

const PHI_FIELDS: [RegExp, PhiType][] = [
  [/^insurance_id$|^ins_policy$|^other_ins_policy$/, 'insurance_id'], // 1a, 11, 9a
  [/^(pt|ins|other_ins)_name$/, 'name'], // 2, 4, 9
  [/^(pt|ins)_signature$/, 'name'], // 12, 13
  [/^birth_(mm|dd|yy)$|^ins_dob_(mm|dd|yy)$/, 'date_of_birth'], // 3, 11a
  [/^(pt|ins)_(street|city|state|zip)$/, 'address'], // 5, 7
  [/^(pt|ins)_?(phone|areacode)|^(pt|ins)_phone area$/i, 'phone'], // 5, 7
  [/^pt_account$/, 'account_number'], // 26
];

/** Captions the form prints as artwork, given as text next to the values we read by box. */
const CAPTIONS: Record<string, string> = {
  t_charge: '28. TOTAL CHARGE',
};
/** Captions printed above a box's first value line: [text, size]. */
const CAPTIONS_ABOVE: Record<string, string> = {
  fac_name: '32. SERVICE FACILITY LOCATION INFORMATION',
  doc_name: '33. BILLING PROVIDER INFO & PH #',
};

export const phiTypeOfField = (name: string): PhiType | null =>
  PHI_FIELDS.find(([re]) => re.test(name))?.[1] ?? null;

export function isCms1500Fillable(widgets: FormWidget[]): boolean {
  const names = new Set(widgets.map((w) => w.fieldName ?? '').filter((n) => CMS1500_FIELDS.test(n)));
  return names.size >= 5;
}

/**
 * Field values as positioned text. Unticked boxes ('Off') are not text. On a CMS-1500 the values of the
 * patient's and insured's boxes carry their PHI type, the form's name is given as a title line and the
 * totals get their box captions, so the text says what it is when the page draws its wording as artwork.
 */
export function formFieldTexts(widgets: FormWidget[], pageHeight: number): PositionedText[] {
  const claimForm = isCms1500Fillable(widgets);
  const out: PositionedText[] = [];
  for (const w of widgets) {
    if (w.subtype !== 'Widget' || typeof w.fieldValue !== 'string' || !w.rect) continue;
    const value = w.fieldValue.replace(/\s+/g, ' ').trim();
    if (!value || (w.fieldType === 'Btn' && value === 'Off')) continue;
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = w.rect;
    const size = Math.min(Math.abs(y1 - y0) * 0.7, 12);
    const left = Math.min(x0, x1) + 2;
    const base = Math.min(y0, y1) + Math.abs(y1 - y0) * 0.25;
    const phiType = claimForm && w.fieldName ? phiTypeOfField(w.fieldName) : null;
    const caption = claimForm && w.fieldName ? CAPTIONS[w.fieldName] : undefined;
    if (caption) {
      // Small, in the blank space left of the value, on its line.
      const width = caption.length * 3;
      out.push({ str: caption, transform: [6, 0, 0, 6, left - width - 6, base], width });
    }
    const above = claimForm && w.fieldName ? CAPTIONS_ABOVE[w.fieldName] : undefined;
    if (above) {
      const top = Math.max(y0, y1);
      out.push({ str: above, transform: [5, 0, 0, 5, left, top + 1.5], width: above.length * 2.5 });
    }
    out.push({
      str: value,
      transform: [size, 0, 0, size, left, base],
      // A little short of the field's box, so neighbouring boxes stay separate columns.
      width: Math.abs(x1 - x0) - 6,
      ...(phiType
        ? { phi: { phiType, confidence: 0.99, source: `CMS-1500 field ${w.fieldName ?? ''}` } }
        : {}),
    });
  }
  if (claimForm && out.length) {
    // The form's own heading, as printed on every CMS-1500 (02/12).
    out.push(
      { str: 'HEALTH INSURANCE CLAIM FORM', transform: [9, 0, 0, 9, 24, pageHeight - 14], width: 140 },
      {
        str: 'APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12',
        transform: [5, 0, 0, 5, 24, pageHeight - 22],
        width: 160,
      },
    );
  }
  return out;
}
