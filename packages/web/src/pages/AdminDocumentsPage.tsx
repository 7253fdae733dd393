import { AdminLayout } from '@/features/admin/AdminLayout';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';
import { adminLinks } from '@/features/admin/admin-links';

export default function AdminDocumentsPage() {
  return <AdminLayout>{() => <NotBuiltPage screen="adminDocuments" links={adminLinks} />}</AdminLayout>;
}
