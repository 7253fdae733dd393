// Test fixtures for every accepted format and every way an upload can be refused. Generated in code:
// no binary files in the repository. Imported by tests as '@clearbill/engine/testing'.
export { billJpeg, billPng, gifImage, hugePngHeader, type DrawnPageOptions } from './image-fixtures';
export {
  corruptPdf,
  encryptedPdf,
  scannedPdf,
  textPdf,
  truncatedPdf,
  type TextPdfOptions,
} from './pdf-fixtures';
export {
  bareDicom,
  dicomFile,
  docxDocument,
  docxZipBomb,
  plainZip,
  truncatedDicom,
  type DicomOptions,
  type DocxOptions,
} from './document-fixtures';
export { zipEntries, type ZipEntryInput } from './zip-writer';
export {
  corruptVariants,
  seededRandom,
  type CorruptVariant,
  type CorruptVariantOptions,
} from './corrupt-variants';

/** A short itemized bill, made up, with the kinds of PHI bills carry. '\t' separates columns. */
export const sampleBillLines = [
  'Lakeshore Community Hospital',
  'PATIENT STATEMENT',
  'Patient Name: Marlow Quist\tAccount Number: 55012345',
  'Date of Birth: 04/08/1972\tMember ID: ZQH123456789',
  'Date\tCode\tDescription\tCharges',
  '01/15/2025  99213  Office visit, established patient  $145.00',
  '01/15/2025  85025  Complete blood count  $32.50',
  'Total Charges $177.50',
  'Amount Due $177.50',
  'Please pay by 02/15/2025',
];
