import { clampRiskScore, riskBandFor, riskLevelFor, type RiskBand, type RiskLevel } from '@clearbill/shared';
import { cn } from '@/lib/utils';

/** Band colours: the arc (3:1 against white at least) and the text (4.5:1 at least). */
export const bandStyles: Record<RiskBand, { arc: string; tint: string; text: string; pill: string }> = {
  low: { arc: '#16a34a', tint: '#dcfce7', text: 'text-green-800', pill: 'bg-green-50 ring-green-200' },
  medium: { arc: '#d97706', tint: '#fef3c7', text: 'text-amber-800', pill: 'bg-amber-50 ring-amber-200' },
  high: { arc: '#dc2626', tint: '#fee2e2', text: 'text-red-800', pill: 'bg-red-50 ring-red-200' },
};

const CX = 100;
const CY = 100;
const R = 80;

/** The point on the half circle for a score: 0 at the left end, 100 at the right. */
function pointAt(score: number): { x: number; y: number } {
  const theta = Math.PI * (1 - score / 100);
  return { x: CX + R * Math.cos(theta), y: CY - R * Math.sin(theta) };
}

function arc(from: number, to: number): string {
  const a = pointAt(from);
  const b = pointAt(to);
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${R} ${R} 0 0 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
}

const bandSpans: { band: RiskBand; from: number; to: number }[] = [
  { band: 'low', from: 0, to: 33.5 },
  { band: 'medium', from: 33.5, to: 66.5 },
  { band: 'high', from: 66.5, to: 100 },
];

export interface RiskGaugeProps {
  /** 0..100; a missing score shows the spec's default of 75. */
  score: number | null | undefined;
  /** The level and band the analysis states; derived from the score when not given. */
  level?: RiskLevel | undefined;
  band?: RiskBand | undefined;
  /** The accessible name. */
  label?: string;
  className?: string;
}

/**
 * The half-circle risk gauge (01-patient-area.md §2): the score 0-100, its band colour (0-33 low, 34-66 medium,
 * 67-100 high) and its level in words. Exposed to assistive technology as a meter.
 */
export function RiskGauge({ score, level, band, label = 'Risk score', className }: RiskGaugeProps) {
  const value = clampRiskScore(score);
  const shownBand = band ?? riskBandFor(value);
  const shownLevel = level ?? riskLevelFor(value);
  const style = bandStyles[shownBand];
  const marker = pointAt(value);
  const levelText = `${shownLevel} Risk`;

  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value} out of 100, ${levelText}`}
      className={cn('flex w-full max-w-64 flex-col items-center', className)}
    >
      <svg viewBox="0 0 200 116" className="w-full" aria-hidden="true" focusable="false">
        {bandSpans.map((span) => (
          <path
            key={span.band}
            d={arc(span.from, span.to)}
            fill="none"
            stroke={bandStyles[span.band].tint}
            strokeWidth={16}
          />
        ))}
        {value > 0 ? (
          <path d={arc(0, value)} fill="none" stroke={style.arc} strokeWidth={16} strokeLinecap="round" />
        ) : null}
        <circle cx={marker.x} cy={marker.y} r={9} fill="#ffffff" stroke={style.arc} strokeWidth={4} />
        <text x={CX} y={CY - 8} textAnchor="middle" className="fill-slate-900 text-[34px] font-bold">
          {value}
        </text>
        <text x={CX} y={CY + 10} textAnchor="middle" className="fill-slate-600 text-[12px]">
          out of 100
        </text>
      </svg>
      <p
        className={cn(
          'mt-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
          style.pill,
          style.text,
        )}
      >
        {levelText}
      </p>
    </div>
  );
}
