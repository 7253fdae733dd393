import { AdminLayout } from '@/features/admin/AdminLayout';
import { AnalysesScreen } from '@/features/admin/back-office/AnalysesScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/analyses (03-feature-pages.md §2.10) on live data. */
export default function AdminAnalysesPage() {
  useDocumentTitle('Analysis Management');
  return <AdminLayout>{() => <AnalysesScreen />}</AdminLayout>;
}
