import { AdminLoginForm } from '@/features/admin/AdminLoginForm';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AdminLoginPage() {
  useDocumentTitle('Admin sign in');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <AdminLoginForm />
    </main>
  );
}
