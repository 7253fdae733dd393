import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning icon with a text for screen readers; `label` can be shown as well. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}
