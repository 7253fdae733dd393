import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Wrench } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The frame of a developer page: its title, a plain label saying what it is, and its content. */
export function DevPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <Badge variant="neutral" className="self-start">
          <Wrench aria-hidden="true" />
          Developer page
        </Badge>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="max-w-prose text-slate-700">{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** What a developer page says when demo mode is off: what it is for, and no sign-in shortcut. */
export function DemoOffNotice() {
  return (
    <Alert role="note">
      <div className="flex flex-col gap-2">
        <p>
          This page is for development. Demo mode is off on this server, so there is no demo account and no
          sign-in shortcut here.
        </p>
        <p>
          To try ClearBill,{' '}
          <Link href="/upload" className="font-medium underline underline-offset-4">
            upload a bill as a guest
          </Link>{' '}
          or{' '}
          <Link href="/auth" className="font-medium underline underline-offset-4">
            sign in or create an account
          </Link>
          .
        </p>
      </div>
    </Alert>
  );
}
