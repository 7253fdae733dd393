import { Link } from 'wouter';
import { ChevronRight } from 'lucide-react';
import { formatUsd, riskBandFor, riskLevelFor } from '@clearbill/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { bandStyles } from './RiskGauge';
import { useAnalysisList } from './use-analysis';

/** 01-patient-area.md §9: the dashboard lists the three most recent. */
const RECENT = 3;

/** Dashboard: the analyses kept with 'Save to Dashboard', newest first, each opening its results. */
export function RecentAnalyses() {
  const query = useAnalysisList(true);
  const saved = (query.data?.analyses ?? []).filter((a) => a.saved).slice(0, RECENT);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Recent analysis results</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading your analyses" showLabel />
        ) : query.isError ? (
          <p className="text-sm text-red-800">Your analyses could not be loaded. Please try again later.</p>
        ) : saved.length === 0 ? (
          <p className="text-sm text-slate-700">
            Analyses you keep with &lsquo;Save to Dashboard&rsquo; appear here.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {saved.map((a) => {
              const band = bandStyles[riskBandFor(a.riskScore)];
              return (
                <li key={a.documentId}>
                  <Link
                    href={`/analysis/${encodeURIComponent(a.documentId)}`}
                    className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">
                        {a.originalFileName || 'Medical Bill Analysis'}
                      </span>
                      <span className="block text-sm text-slate-600">
                        {formatDate(a.createdAt)} · {a.findingCount} issue{a.findingCount === 1 ? '' : 's'}
                        {a.potentialSavings > 0 ? ` · ${formatUsd(a.potentialSavings)} possible savings` : ''}
                      </span>
                    </span>
                    <span
                      className={cn(
                        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                        band.pill,
                        band.text,
                      )}
                    >
                      {a.riskScore} · {riskLevelFor(a.riskScore)}
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
