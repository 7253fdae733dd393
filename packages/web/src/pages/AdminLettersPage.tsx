import { AdminLayout } from '@/features/admin/AdminLayout';
import { LettersScreen } from '@/features/admin/back-office/LettersScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/letters (03-feature-pages.md §2.10) on live data. */
export default function AdminLettersPage() {
  useDocumentTitle('Appeal Letter Management');
  return <AdminLayout>{() => <LettersScreen />}</AdminLayout>;
}
