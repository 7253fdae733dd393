import { AdminLayout } from '@/features/admin/AdminLayout';
import { BackToDashboard } from '@/features/admin/back-office/ListParts';
import { UsersTab } from '@/features/admin/back-office/UsersTab';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/users (03-feature-pages.md §2.10) on live data. */
export default function AdminUsersPage() {
  useDocumentTitle('User Management');
  return (
    <AdminLayout>
      {() => (
        <div className="flex flex-col gap-6">
          <BackToDashboard />
          <h1 className="text-2xl font-semibold text-slate-900">User Management</h1>
          <UsersTab />
        </div>
      )}
    </AdminLayout>
  );
}
