import { Info } from 'lucide-react';
import { readingNoticeDetail, readingNoticeSteps, type ReadingNotice as Notice } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';

/**
 * We could not read every line of the document: said calmly, with the amounts and what to do. The
 * difference is never shown as a billing error (it may be our misreading).
 */
export function ReadingNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert variant="info" role="note" aria-labelledby="reading-notice-title">
      <Info aria-hidden="true" />
      <div className="flex flex-col gap-1.5">
        <p id="reading-notice-title" className="font-semibold">
          {notice.message}
        </p>
        <p>{readingNoticeDetail(notice)}</p>
        <ul className="list-disc pl-5">
          {readingNoticeSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
