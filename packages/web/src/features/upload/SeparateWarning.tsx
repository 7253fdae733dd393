import { TriangleAlert } from 'lucide-react';
import { separateReasonLabels, type SeparateReason } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

/**
 * Files sent as one document that seem to be separate documents (issue 10 item 7). Says why in
 * general terms only (never another patient's details) and offers to check each file on its own.
 */
export function SeparateWarning({
  reasons,
  onSplit,
  splitting,
}: {
  reasons: readonly SeparateReason[];
  /** Null when the files are no longer at hand (the flow was resumed elsewhere). */
  onSplit: (() => void) | null;
  splitting: boolean;
}) {
  const why = reasons.map((r) => separateReasonLabels[r]);
  const list = why.length > 1 ? `${why.slice(0, -1).join(', ')} and ${why.at(-1) ?? ''}` : (why[0] ?? '');
  return (
    <Alert variant="warning" role="status" aria-label="Your files may be separate documents">
      <TriangleAlert aria-hidden="true" />
      <div className="flex flex-col items-start gap-3">
        <div className="flex flex-col gap-1">
          <p className="font-medium">Your files may be separate documents</p>
          <p>
            We read them as one document, but {list}. Checked together, the results could be wrong. If they
            are separate bills or letters, check each on its own.
          </p>
        </div>
        {onSplit ? (
          <Button variant="secondary" onClick={onSplit} disabled={splitting}>
            {splitting ? 'Splitting…' : 'Check them as separate documents'}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
