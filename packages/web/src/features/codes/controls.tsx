import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';
import { LockKeyhole } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { inputClasses } from '@/components/ui/Input';
import { cn } from '@/lib/utils';

/** A native select in the app's input style: the platform's own picker on phones, keyboard-ready. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, 'h-10 pr-8', className)} {...props} />;
}

/** An on/off switch with its label; announces itself as a switch with its state. */
export function Toggle({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => {
          onChange(!checked);
        }}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          checked ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}

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
