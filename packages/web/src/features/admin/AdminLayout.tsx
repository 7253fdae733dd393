import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { LoadingScreen } from '@/components/layout/LoadingScreen';
import { LogoLink } from '@/components/layout/Logo';
import { SkipLink } from '@/components/layout/SkipLink';
import { EnrolmentRequired } from './TotpEnrolment';
import { signOutAdmin, useAdminSession } from './use-admin-session';
import type { AdminSessionResponse } from '@clearbill/shared';

/**
 * The admin gate and frame (02-admin-back-office.md §2): nothing is shown until the session check succeeds; then a
 * header with the admin's first name and Sign Out. An admin without an authenticator sees only the
 * two-step set-up, whichever admin screen they opened (the server opens nothing else to them).
 */
export function AdminLayout({ children }: { children: (session: AdminSessionResponse) => ReactNode }) {
  const session = useAdminSession();

  if (!session) {
    return (
      <main id="main" className="min-h-dvh">
        <LoadingScreen label="Checking your admin session" />
      </main>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <LogoLink href="/admin/dashboard" suffix="- Admin" />
          <div className="ml-auto flex items-center gap-3">
            <span className="hidden text-sm text-slate-700 sm:inline">
              Signed in as <strong className="font-semibold">{session.admin.firstName ?? 'Admin'}</strong>
            </span>
            <Button variant="secondary" size="sm" onClick={signOutAdmin}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {session.admin.totpEnabled ? children(session) : <EnrolmentRequired admin={session.admin} />}
      </main>
    </div>
  );
}
