import { AdminLayout } from '@/features/admin/AdminLayout';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';
import { adminLinks } from '@/features/admin/admin-links';

export default function AdminUsersPage() {
  return <AdminLayout>{() => <NotBuiltPage screen="adminUsers" links={adminLinks} />}</AdminLayout>;
}
