import { csvLine } from '../csv';
import { codeColumns } from '../upload/code-columns';

/** Two real codes with our own wording: the columns an upload takes, filled in. */
export const templateRows = [
  {
    code: 'E11.9',
    codeType: 'ICD-10-CM',
    title: 'Type 2 diabetes with no complications recorded',
    description: 'Adult-onset (type 2) diabetes where the record notes no complication.',
    category: 'Endocrine, nutritional and metabolic diseases',
    subcategory: 'Diabetes mellitus',
    billableStatus: true,
    genderSpecific: null,
    ageRestrictions: null,
    laterality: null,
    officialSource: 'CDC/NCHS ICD-10-CM',
    sourceVersion: 'FY2026',
    effectiveDate: '2025-10-01',
    expirationDate: null,
  },
  {
    code: 'A0428',
    codeType: 'HCPCS',
    title: 'Basic ambulance trip, not an emergency',
    description: 'Ground ambulance at the basic life support level for a scheduled, non-emergency trip.',
    category: 'Transportation services',
    subcategory: 'Ambulance',
    billableStatus: true,
    genderSpecific: null,
    ageRestrictions: null,
    laterality: null,
    officialSource: 'CMS HCPCS Level II',
    sourceVersion: '2025',
    effectiveDate: '2025-01-01',
    expirationDate: null,
  },
];

export function csvTemplate(): string {
  return csvLine([...codeColumns]) + templateRows.map((r) => csvLine(codeColumns.map((c) => r[c]))).join('');
}

export function jsonTemplate(): string {
  return `${JSON.stringify(templateRows, null, 2)}\n`;
}
