import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { Regulation } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import {
  categoryLabels,
  formatRegulationDate,
  impactLabels,
  impactVariant,
  preview,
  statusVariant,
} from './regulations-view';

/** A source citation, linked to the official text when there is one (opens in a new tab). */
export function SourceLink({ regulation }: { regulation: Pick<Regulation, 'source' | 'sourceUrl'> }) {
  const text = regulation.source || (regulation.sourceUrl ? 'Official text' : 'Not given');
  if (!regulation.sourceUrl) return <span>{text}</span>;
  return (
    <a
      href={regulation.sourceUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-brand-800 underline-offset-4 hover:underline"
    >
      {text}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A short list: up to three items, then '+N more'. */
export function PreviewList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  const { shown, more } = preview(items);
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5 text-sm text-slate-800">
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-0.5 pl-5 text-xs text-slate-600">+{more} more</p> : null}
    </div>
  );
}

/** One regulation as a card (spec 02 §2 and 03 §2.3, §2.4); `actions` adds the admin's buttons. */
export function RegulationCard({
  regulation: r,
  actions,
  headingLevel = 'h3',
}: {
  regulation: Regulation;
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <Card className="flex h-full flex-col" data-testid="regulation-card">
      <CardHeader className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={impactVariant[r.impactLevel]}>{impactLabels[r.impactLevel]}</Badge>
          <Badge variant={statusVariant[r.status]}>{r.status}</Badge>
          <Badge variant="neutral">{categoryLabels[r.category]}</Badge>
          {r.jurisdiction !== 'federal' ? <Badge variant="neutral">{r.jurisdiction}</Badge> : null}
        </div>
        <Heading className="text-base leading-snug font-semibold text-slate-900">{r.title}</Heading>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="text-sm text-slate-700">{r.description}</p>
        <dl className="grid grid-cols-1 gap-1 text-sm">
          <div className="flex flex-wrap gap-x-1">
            <dt className="font-medium text-slate-900">Source:</dt>
            <dd className="text-slate-700">
              <SourceLink regulation={r} />
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="font-medium text-slate-900">Effective:</dt>
            <dd className="text-slate-700">{formatRegulationDate(r.effectiveDate)}</dd>
          </div>
        </dl>
        <PreviewList label="Affected programs" items={r.affectedPrograms} />
        <PreviewList label="Key changes" items={r.keyChanges} />
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </CardContent>
    </Card>
  );
}

/** The loading state: six grey cards (spec 03 §2.4). */
export function RegulationSkeletons() {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li
          key={i}
          className="h-64 animate-pulse rounded-xl border border-slate-200 bg-slate-100"
          data-testid="regulation-skeleton"
        />
      ))}
    </ul>
  );
}
