import { AdminLayout } from '@/features/admin/AdminLayout';
import { DocumentsScreen } from '@/features/admin/back-office/DocumentsScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/documents (03-feature-pages.md §2.10) on live data. */
export default function AdminDocumentsPage() {
  useDocumentTitle('Document Management');
  return <AdminLayout>{() => <DocumentsScreen />}</AdminLayout>;
}
