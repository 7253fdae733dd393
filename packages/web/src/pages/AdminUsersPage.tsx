import { AdminLayout } from '@/features/admin/AdminLayout';
import { UsersScreen } from '@/features/admin/back-office/UsersScreen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/users (03-feature-pages.md §2.10) on live data. */
export default function AdminUsersPage() {
  useDocumentTitle('User Management');
  return <AdminLayout>{() => <UsersScreen />}</AdminLayout>;
}
