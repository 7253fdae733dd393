import { AdminLayout } from '@/features/admin/AdminLayout';
import { PayerDocumentsTableScreen } from '@/features/payers/PayerDocumentsTableScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/payer-docs (02-admin-back-office.md §2): the payer documents table. */
export default function AdminPayerDocsPage() {
  useDocumentTitle('Payer documents');
  return <AdminLayout>{() => <PayerDocumentsTableScreen />}</AdminLayout>;
}
