import { z } from 'zod';
import { codeTypeSchema, CPT_LICENSED_LABEL, type CodeType } from '@clearbill/shared';
import { codeFormats, codeKeyOf, hasValidCodeFormat } from '@clearbill/shared';
import { canonicalCode } from '../code-format';
import { CPT_TITLE_MAX } from '../rows';

const text = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(max).optional(),
  );
const isoDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.iso.date('Dates are written YYYY-MM-DD').optional(),
);
const bool = z.preprocess((v) => {
  if (typeof v !== 'string' && typeof v !== 'number') return v ?? undefined;
  const s = String(v).trim().toLowerCase();
  if (s === '') return undefined;
  if (['true', 'yes', '1', 'y', 'billable'].includes(s)) return true;
  if (['false', 'no', '0', 'n', 'non-billable'].includes(s)) return false;
  return v;
}, z.boolean('billableStatus is true or false').optional());

const rowSchema = z.object({
  code: z.string('code is required').trim().min(1, 'code is required').max(20),
  codeType: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(codeTypeSchema.options, 'codeType is one of ICD-10-CM, ICD-10-PCS, CPT, HCPCS, DRG, NDC, REVENUE'),
  ),
  title: text(500),
  description: text(4000),
  category: text(200),
  subcategory: text(200),
  billableStatus: bool,
  genderSpecific: text(20),
  ageRestrictions: text(100),
  laterality: text(20),
  officialSource: text(200),
  sourceVersion: text(50),
  effectiveDate: isoDate,
  expirationDate: isoDate,
});

export interface ValidRow {
  code: string;
  codeType: CodeType;
  codeKey: string;
  title: string;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  billableStatus: boolean;
  genderSpecific: string | null;
  ageRestrictions: string | null;
  laterality: string | null;
  officialSource: string;
  sourceVersion: string;
  effectiveDate: string | null;
  expirationDate: string | null;
}

export type RowCheck = { ok: true; row: ValidRow } | { ok: false; reason: string };

/**
 * One uploaded row: the fields' types, the code's format for its type, and the CPT rule: CPT rows carry
 * the code number with our own short title at most; a description (which could only be the AMA's
 * descriptor) or a longer title is refused.
 */
export function validateRow(raw: unknown): RowCheck {
  const parsed = rowSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    return { ok: false, reason: issue ? `${where ? `${where}: ` : ''}${issue.message}` : 'Invalid row' };
  }
  const r = parsed.data;
  // Checked in the stored form, so a revenue code written '450' passes as 0450.
  if (!hasValidCodeFormat(r.codeType, canonicalCode(r.codeType, r.code))) {
    return {
      ok: false,
      reason: `${r.code} is not a valid ${r.codeType} code: expected ${codeFormats[r.codeType].shape}`,
    };
  }
  if (r.codeType === 'CPT') {
    if (r.description) {
      return {
        ok: false,
        reason:
          'CPT descriptions are licensed by the AMA and are not stored: upload the code with a short title of your own',
      };
    }
    if (r.title && r.title.length > CPT_TITLE_MAX) {
      return {
        ok: false,
        reason: `CPT titles are our own short labels of at most ${CPT_TITLE_MAX} characters`,
      };
    }
  } else if (!r.title) {
    return { ok: false, reason: 'title is required' };
  }
  const code = canonicalCode(r.codeType, r.code);
  return {
    ok: true,
    row: {
      code,
      codeType: r.codeType,
      codeKey: codeKeyOf(code),
      title: r.title ?? CPT_LICENSED_LABEL,
      description: r.description ?? null,
      category: r.category ?? null,
      subcategory: r.subcategory ?? null,
      billableStatus: r.billableStatus ?? true,
      genderSpecific: r.genderSpecific ?? null,
      ageRestrictions: r.ageRestrictions ?? null,
      laterality: r.laterality ?? null,
      officialSource: r.officialSource ?? 'Admin upload',
      sourceVersion: r.sourceVersion ?? 'upload',
      effectiveDate: r.effectiveDate ?? null,
      expirationDate: r.expirationDate ?? null,
    },
  };
}
