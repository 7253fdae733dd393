import { Infinity as InfinityIcon, Upload } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import type { UploadAllowance } from './upload-allowance';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function allowanceText(allowance: UploadAllowance): string {
  switch (allowance.kind) {
    case 'user':
      return `${allowance.remaining} uploads remaining`;
    case 'unlimited':
      return 'Unlimited uploads (beta code)';
    case 'guest':
      return `${allowance.remaining} of ${plural(allowance.total, 'free upload')} left`;
    case 'pending':
      return 'Starting your guest session…';
  }
}

/** The remaining uploads, as a badge the page title sits beside. */
export function GuestUploadCounter({ allowance }: { allowance: UploadAllowance }) {
  const empty = allowance.kind === 'guest' && allowance.remaining === 0;
  return (
    <Badge
      variant={empty ? 'warning' : 'brand'}
      className="self-start px-3 py-1 text-sm sm:self-auto"
      data-testid="upload-allowance"
    >
      {allowance.kind === 'unlimited' ? <InfinityIcon aria-hidden="true" /> : <Upload aria-hidden="true" />}
      {allowanceText(allowance)}
    </Badge>
  );
}
