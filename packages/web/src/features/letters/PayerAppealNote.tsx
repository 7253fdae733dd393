import { ExternalLink, Mail } from 'lucide-react';
import type { PayerAppeal } from '@clearbill/shared';
import { formatDay } from '@/features/payers/payers-view';

/**
 * Where an appeal goes and by when, from the payer's own page (issue 14 item 6): shown with that page and
 * the day we checked it, so the patient can confirm it against their own denial notice.
 */
export function PayerAppealNote({ appeal }: { appeal: PayerAppeal }) {
  return (
    <div
      className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      role="group"
      aria-label={`Where to send your appeal to ${appeal.payerName}`}
    >
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Mail className="size-4" aria-hidden="true" />
        Send your appeal to {appeal.payerName}
      </p>
      {appeal.mailingAddress ? (
        <address className="mt-1 whitespace-pre-line not-italic">{appeal.mailingAddress}</address>
      ) : null}
      {appeal.fax ? <p className="mt-1">Fax: {appeal.fax}</p> : null}
      {appeal.phone ? <p className="mt-1">Phone: {appeal.phone}</p> : null}
      {appeal.timeLimitText ? <p className="mt-1">Time limit: {appeal.timeLimitText}</p> : null}
      <p className="mt-2 text-xs text-slate-700">
        From{' '}
        <a
          className="inline-flex items-center gap-0.5 font-medium text-brand-800 underline underline-offset-2"
          href={appeal.source.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {appeal.source.title}
          <ExternalLink className="size-3" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        , checked {formatDay(appeal.source.lastVerified)}. Your plan documents or denial notice may give a
        different address or limit; theirs comes first.
      </p>
    </div>
  );
}
