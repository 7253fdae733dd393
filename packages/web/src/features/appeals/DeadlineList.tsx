import { CalendarClock, ExternalLink } from 'lucide-react';
import type { Deadline } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { dueText, kindLabels, longDay, urgencyOf } from './appeals-view';

const urgencyVariant = { passed: 'danger', soon: 'warning', later: 'neutral' } as const;

/** Each deadline with its date, how soon it is, what to do and the rule it comes from. */
export function DeadlineList({ deadlines, today }: { deadlines: Deadline[]; today: string }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Deadlines">
      {deadlines.map((d) => (
        <li key={d.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                {kindLabels[d.kind]}
              </span>
              <h3 className="font-semibold break-words text-slate-900">{d.title}</h3>
            </div>
            <div className="flex flex-col items-start gap-1 sm:items-end">
              <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
                <CalendarClock className="size-4" aria-hidden="true" />
                <time dateTime={d.dueDate}>{longDay(d.dueDate)}</time>
              </span>
              <Badge variant={urgencyVariant[urgencyOf(d.dueDate, today)]}>{dueText(d.dueDate, today)}</Badge>
            </div>
          </div>
          <p className="mt-2 text-sm text-slate-700">{d.whatToDo}</p>
          <p className="mt-2 text-xs text-slate-600">
            {d.basis === 'notice' ? 'Date from your notice. ' : `Counted from ${longDay(d.startDate)}. `}
            <a
              href={d.ruleSource.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-0.5 text-brand-700 underline underline-offset-2"
            >
              {d.ruleSource.label}
              <ExternalLink className="size-3" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
