import { useId, useState } from 'react';
import { Link } from 'wouter';
import { riskBandFor, riskLevelFor } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RiskGauge } from './RiskGauge';

/** 03-feature-pages.md §9: the demo's scores. */
const demoScores = [60, 25, 50, 85] as const;

const bands = [
  { range: '0 to 33', band: 'Low', levels: 'Very Low, Low', swatch: 'bg-green-600' },
  { range: '34 to 66', band: 'Medium', levels: 'Moderate', swatch: 'bg-amber-600' },
  { range: '67 to 100', band: 'High', levels: 'High, Very High', swatch: 'bg-red-600' },
] as const;

/** /gauge-demo: the results screen's gauge at the spec's sample scores, and one to try. */
export function GaugeDemoScreen() {
  useDocumentTitle('Risk gauge');
  const [score, setScore] = useState(40);
  const sliderId = useId();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Risk gauge</h1>
        <p className="max-w-prose text-slate-700">
          Each analysis gives your bill a risk score from 0 to 100: how likely it is to contain errors worth
          raising. These are sample scores, not a real bill.
        </p>
      </header>

      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Sample scores">
        {demoScores.map((value) => (
          <li key={value}>
            <Card className="flex h-full flex-col items-center gap-2 p-3 sm:p-5">
              <RiskGauge score={value} label={`Sample risk score ${value}`} />
              <p className="text-center text-sm text-slate-600">
                {riskBandFor(value) === 'low'
                  ? 'Few signs of errors'
                  : riskBandFor(value) === 'medium'
                    ? 'Some charges worth checking'
                    : 'Likely errors: worth acting on'}
              </p>
            </Card>
          </li>
        ))}
      </ul>

      <Card>
        <CardContent className="flex flex-col items-center gap-6 pt-5 sm:flex-row sm:items-center sm:pt-6">
          <RiskGauge score={score} label="Your chosen score" className="max-w-56" />
          <div className="flex w-full flex-col gap-2">
            <label htmlFor={sliderId} className="font-medium text-slate-900">
              Try a score
            </label>
            <input
              id={sliderId}
              type="range"
              min={0}
              max={100}
              value={score}
              aria-valuetext={`${score}, ${riskLevelFor(score)} Risk`}
              onChange={(e) => {
                setScore(Number(e.target.value));
              }}
              className="w-full accent-brand-700"
            />
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="bands-heading" className="flex flex-col gap-3">
        <h2 id="bands-heading" className="text-xl font-semibold text-slate-900">
          What the colours mean
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {bands.map((b) => (
            <li
              key={b.band}
              className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              <span className={`mt-1 size-3 shrink-0 rounded-full ${b.swatch}`} aria-hidden="true" />
              <span className="text-sm text-slate-700">
                <span className="block font-semibold text-slate-900">
                  {b.band}: {b.range}
                </span>
                Shown as {b.levels}.
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div>
        <Button asChild size="lg">
          <Link href="/upload">Check your own bill</Link>
        </Button>
      </div>
    </div>
  );
}
