import { CircleCheck } from 'lucide-react';
import { formatUsd, type AnalysisItem } from '@clearbill/shared';
import { cn } from '@/lib/utils';
import { severityStyles, SeverityBadge } from './FindingCard';
import { RecommendationText } from './RecommendationText';
import { RiskGauge } from './RiskGauge';

/** Issues shown in the preview; the results screen lists them all. */
const PREVIEW_ISSUES = 3;

/**
 * The upload page's complete view (01-patient-area.md §2): the gauge, the first issues with their severity
 * colours and recommendations (at most 3 each), from the items start-analysis answered with.
 */
export function AnalysisPreview({ items }: { items: readonly AnalysisItem[] }) {
  if (items.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        We did not find billing problems in this document.
      </p>
    );
  }
  const shown = items.slice(0, PREVIEW_ISSUES);
  const more = items.length - shown.length;
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      <RiskGauge score={items[0]?.riskData.score} className="max-w-52 shrink-0" />
      <section aria-labelledby="preview-issues-heading" className="flex w-full min-w-0 flex-col gap-2">
        <h3 id="preview-issues-heading" className="text-sm font-semibold text-slate-900">
          Billing issues found: {items.length}
        </h3>
        <ul className="flex flex-col gap-2">
          {shown.map((item) => (
            <li
              key={item.id}
              className={cn(
                'rounded-lg border border-l-4 border-slate-200 bg-white p-3',
                severityStyles[item.severity].stripe,
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <SeverityBadge severity={item.severity} />
                {item.savingsPotential ? (
                  <span className="text-xs font-semibold text-green-800">
                    Possible savings {formatUsd(item.savingsPotential)}
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-sm font-semibold text-slate-900">{item.category}</p>
              {item.recommendations.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                  {item.recommendations.slice(0, 3).map((rec, i) => (
                    <li key={i}>
                      <RecommendationText text={rec} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p className="text-sm text-slate-600">
            and {more} more issue{more === 1 ? '' : 's'} on the results page.
          </p>
        ) : null}
      </section>
    </div>
  );
}
