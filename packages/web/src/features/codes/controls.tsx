import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LockKeyhole } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';

/** The calm note shown where an admin session is needed and there is none. */
export function AdminSignInNote({ children }: { children: ReactNode }) {
  return (
    <Alert variant="info">
      <LockKeyhole aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <p>{children}</p>
        <p>
          <Link href="/admin/login" className="font-medium text-brand-800 underline underline-offset-4">
            Sign in as an administrator
          </Link>
        </p>
      </div>
    </Alert>
  );
}

/** A figure with its label, for counts. */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}
