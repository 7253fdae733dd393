import type { HybridResult } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { confidenceBand, formatCodeDate } from './code-helpers';

const bandVariant = { High: 'success', Medium: 'warning', Low: 'neutral' } as const;

/** One hybrid search result with every field of 03-feature-pages.md §3. */
export function ResultCard({ result }: { result: HybridResult }) {
  const band = confidenceBand(result.confidence);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg font-semibold text-slate-900">{result.code}</span>
        <Badge variant="brand">{result.codeType}</Badge>
        <Badge>{result.source === 'database' ? 'Database' : 'Live API'}</Badge>
        <Badge variant={bandVariant[band]}>
          {band} confidence ({Math.round(result.confidence * 100)}%)
        </Badge>
      </div>
      <p className="mt-2 font-medium text-slate-900">{result.title}</p>
      {result.description && result.description !== result.title ? (
        <p className="mt-1 text-sm text-slate-700">{result.description}</p>
      ) : null}
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Field label="Category" value={result.category ?? 'Not given'} />
        <Field label="Official source" value={result.officialSource ?? 'Not given'} />
        <Field label="API source" value={result.apiSource ?? 'None (our database)'} />
        <Field label="Last updated" value={formatCodeDate(result.lastUpdated)} />
      </dl>
    </li>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="text-slate-800">{value}</dd>
    </div>
  );
}
