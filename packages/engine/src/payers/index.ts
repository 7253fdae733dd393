export * from './types';
export { normalizeName, matchPayers, findPayerByName, type PayerMatch } from './match';
export {
  payerLibrary,
  payerDocuments,
  payerById,
  payerDocumentById,
  documentsForPayer,
  payerByName,
  payersNamedIn,
  appealContactFor,
} from './library';
