import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';

/** Shown while the server works: what it is doing, and a way out. */
export function ProcessingCard({
  heading,
  text,
  note,
  onCancel,
  cancelling = false,
}: {
  heading: string;
  text: string;
  note?: string;
  onCancel?: (() => void) | undefined;
  cancelling?: boolean;
}) {
  return (
    <Card aria-busy="true">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center sm:py-12">
        <LoaderCircle className="size-10 animate-spin text-brand-700" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
        <p className="text-slate-700">{text}</p>
        {note ? <p className="max-w-md text-sm text-slate-600">{note}</p> : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={cancelling} className="mt-2">
            {cancelling ? 'Cancelling…' : 'Cancel'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
