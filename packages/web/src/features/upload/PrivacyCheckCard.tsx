import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';

/** Behind the PHI dialog, and in its place when it is closed: the decision still waiting. */
export function PrivacyCheckCard({
  count,
  onReview,
  onDiscard,
  discarding,
}: {
  count: number;
  onReview: () => void;
  onDiscard: () => void;
  discarding: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
          Privacy check
        </h2>
        <CardDescription>
          We found {count} {count === 1 ? 'item' : 'items'} of personal information. Confirm what to remove
          before we continue. Nothing is analysed until you do.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={onReview}>Review what we found</Button>
        <Button variant="secondary" onClick={onDiscard} disabled={discarding}>
          {discarding ? 'Discarding…' : 'Discard this document'}
        </Button>
      </CardContent>
    </Card>
  );
}
