import { Link } from 'wouter';
import { FileCheck2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      className={cn('flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white', className)}
    >
      <FileCheck2 className="size-5" aria-hidden="true" />
    </span>
  );
}

/** The logo and name, linking home. */
export function LogoLink({ href = '/', suffix }: { href?: string; suffix?: string }) {
  return (
    <Link href={href} className="flex items-center gap-2 rounded-lg text-lg font-semibold text-slate-900">
      <LogoMark />
      <span>
        ClearBill
        {suffix ? <span className="font-normal text-slate-600"> {suffix}</span> : null}
      </span>
    </Link>
  );
}
