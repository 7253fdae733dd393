import { AdminLayout } from '@/features/admin/AdminLayout';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';
import { adminLinks } from '@/features/admin/admin-links';

export default function AdminAnalysesPage() {
  return <AdminLayout>{() => <NotBuiltPage screen="adminAnalyses" links={adminLinks} />}</AdminLayout>;
}
