import { AdminLayout } from '@/features/admin/AdminLayout';
import { AdminDashboard } from '@/features/admin/AdminDashboard';
import type { AdminTab } from '@/features/admin/admin-tabs';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/dashboard, /admin-dashboard, /admin and /admin/regulations (02-admin-back-office.md §2). */
export default function AdminDashboardPage({ initialTab = 'security' }: { initialTab?: AdminTab }) {
  useDocumentTitle('Admin dashboard');
  return (
    <AdminLayout>{(session) => <AdminDashboard session={session} initialTab={initialTab} />}</AdminLayout>
  );
}
