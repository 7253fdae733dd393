import { CPT_LICENSED_LABEL, codeTypeSchema, type MedicalCode } from '@clearbill/shared';
import type { medicalCodes } from '../db/schema-codes';

export type CodeRow = typeof medicalCodes.$inferSelect;

/** Longest own label we accept for a CPT code; anything longer is likely the AMA's descriptor. */
export const CPT_TITLE_MAX = 60;

/** Built once: a schema built per row cost more than the rest of the row's conversion. */
const storedCodeType = codeTypeSchema.catch('ICD-10-CM');

/**
 * A stored row as the API shows it. CPT rows never show more than our own short label: a long
 * title or any description (which could only be the AMA's text) is replaced, whatever the table holds.
 */
export function toMedicalCode(row: CodeRow): MedicalCode {
  const codeType = storedCodeType.parse(row.codeType);
  const isCpt = codeType === 'CPT';
  return {
    id: row.id,
    code: row.code,
    codeType,
    title: isCpt && row.title.length > CPT_TITLE_MAX ? CPT_LICENSED_LABEL : row.title,
    description: isCpt ? null : row.description,
    category: row.category,
    subcategory: row.subcategory,
    billableStatus: row.billableStatus,
    genderSpecific: row.genderSpecific,
    ageRestrictions: row.ageRestrictions,
    laterality: row.laterality,
    officialSource: row.officialSource,
    sourceVersion: row.sourceVersion,
    effectiveDate: row.effectiveDate,
    expirationDate: row.expirationDate,
  };
}
