import { AdminLayout } from '@/features/admin/AdminLayout';
import { NotBuiltPage } from '@/features/placeholder/NotBuiltPage';
import { adminLinks } from '@/features/admin/admin-links';

export default function AdminLettersPage() {
  return <AdminLayout>{() => <NotBuiltPage screen="adminLetters" links={adminLinks} />}</AdminLayout>;
}
