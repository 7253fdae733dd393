import { useId, useState } from 'react';
import { CalendarClock, ExternalLink, FileText, Scale } from 'lucide-react';
import {
  evidenceLineText,
  findingTypeLabels,
  formatUsd,
  recommendedActions,
  severityLabels,
  specificRecommendations,
  typicalRangeFor,
  typicalRangeSources,
  WHY_YOUR_RIGHT,
  type Finding,
  type RegulationCitation,
  type Severity,
} from '@clearbill/shared';
import { cn } from '@/lib/utils';
import { describeDeadline, evidencePage, evidenceShown, findingFooterParts } from './analysis-view';
import { rightsOf } from './finding-rights';
import { RecommendationText } from './RecommendationText';

/** Severity colours: red, amber, blue; each text colour is 4.5:1 or more on its background. */
export const severityStyles: Record<Severity, { stripe: string; badge: string }> = {
  high: { stripe: 'border-l-red-600', badge: 'bg-red-50 text-red-800 ring-red-200' },
  medium: { stripe: 'border-l-amber-500', badge: 'bg-amber-50 text-amber-900 ring-amber-300' },
  low: { stripe: 'border-l-sky-600', badge: 'bg-sky-50 text-sky-900 ring-sky-200' },
};

/** Evidence lines shown before 'Show all'. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        severityStyles[severity].badge,
      )}
    >
      {severityLabels[severity]}
    </span>
  );
}

/** One billing issue: what, how much, what to do, by when, the lines it rests on and the rule's source. */
export function FindingCard({
  finding,
  today,
  regulations,
}: {
  finding: Finding;
  today: string;
  /** The analysis's regulations: the rules behind its findings, with citations. */
  regulations?: readonly RegulationCitation[];
}) {
  const headingId = useId();
  const range = typicalRangeFor(finding);
  const deadline = finding.deadline ? describeDeadline(finding.deadline, today) : null;
  const savings = finding.savingsPotential !== null && finding.savingsPotential > 0;
  const steps = specificRecommendations(finding);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        severityStyles[finding.severity].stripe,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={finding.severity} />
        <span className="text-xs font-medium text-slate-600">{findingTypeLabels[finding.type]}</span>
      </div>
      <h3 id={headingId} className="mt-2 text-base font-semibold text-slate-900 sm:text-lg">
        {finding.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{finding.description}</p>

      {finding.amount !== null || savings ? (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {finding.amount !== null ? (
            <div className="flex gap-1.5">
              <dt className="text-slate-600">Amount</dt>
              <dd className="font-semibold text-slate-900">{formatUsd(finding.amount)}</dd>
            </div>
          ) : null}
          {savings ? (
            <div className="flex gap-1.5">
              <dt className="text-slate-600">Possible savings</dt>
              <dd className="font-semibold text-green-800">{formatUsd(finding.savingsPotential ?? 0)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {range ? (
        <p className="mt-1 text-xs text-slate-600">
          Typical range: {formatUsd(range.low)} to {formatUsd(range.high)} (a rough guide based on{' '}
          {typicalRangeSources}).
        </p>
      ) : null}

      {deadline ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Deadline: {deadline.date}</strong>
            {deadline.relative ? ` (${deadline.relative})` : null}
          </span>
        </p>
      ) : null}

      <div className="mt-3 text-sm">
        <p className="text-slate-900">
          <span className="font-semibold">Recommended action: </span>
          {recommendedActions[finding.severity]}
        </p>
        {steps.length > 0 ? (
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-slate-700 marker:text-slate-400">
            {steps.map((rec, i) => (
              <li key={i}>
                <RecommendationText text={rec} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <WhyYourRight finding={finding} regulations={regulations} />

      {finding.evidence.length > 0 ? <EvidenceList evidence={finding.evidence} /> : null}

      <FindingFooter finding={finding} />
    </article>
  );
}

/** "Why this is your right": the rules the finding rests on, each with its citation and official text. */
function WhyYourRight({
  finding,
  regulations,
}: {
  finding: Finding;
  regulations: readonly RegulationCitation[] | undefined;
}) {
  const headingId = useId();
  const rights = rightsOf(finding, regulations);
  if (rights.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <h4 id={headingId} className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Scale className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
        {WHY_YOUR_RIGHT}
      </h4>
      <ul className="mt-1 space-y-1">
        {rights.map((r) => (
          <li key={r.key} className="text-slate-700">
            <span>{r.title}</span>{' '}
            {r.href ? (
              <a
                href={r.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={r.linkLabel}
                className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {r.citation}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            ) : (
              <span className="font-medium whitespace-nowrap">{r.citation}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EvidenceList({ evidence }: { evidence: Finding['evidence'] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { shown, toggle } = evidenceShown(evidence, expanded);
  return (
    <div className="mt-3">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Lines on your bill</p>
      <ul
        id={listId}
        className="mt-1.5 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-slate-50"
      >
        {shown.map((ev, i) => {
          const page = evidencePage(ev);
          return (
            // Phones: the page follows the text inline, so the line keeps the full width.
            <li key={i} className="px-3 py-1.5 text-[13px] sm:flex sm:items-start sm:gap-2">
              <FileText
                className="mt-0.5 hidden size-4 shrink-0 text-slate-500 sm:block"
                aria-hidden="true"
              />
              <span className="break-words text-slate-900 tabular-nums sm:min-w-0 sm:flex-1">
                {evidenceLineText(ev.text)}
              </span>
              {page ? (
                <span className="ml-2 text-xs whitespace-nowrap text-slate-600 sm:ml-0 sm:shrink-0">
                  {page}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {toggle ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            setExpanded((v) => !v);
          }}
          className="mt-1 text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {toggle}
        </button>
      ) : null}
    </div>
  );
}

function FindingFooter({ finding }: { finding: Finding }) {
  const parts = findingFooterParts(finding);
  if (parts.length === 0) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-2 text-xs text-slate-600">
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </p>
  );
}
