/** The columns of uploads, templates and exports, in order. */
export const codeColumns = [
  'code',
  'codeType',
  'title',
  'description',
  'category',
  'subcategory',
  'billableStatus',
  'genderSpecific',
  'ageRestrictions',
  'laterality',
  'officialSource',
  'sourceVersion',
  'effectiveDate',
  'expirationDate',
] as const;
export type CodeColumn = (typeof codeColumns)[number];
