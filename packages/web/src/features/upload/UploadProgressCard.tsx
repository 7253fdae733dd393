import { Check } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/Card';
import { cn } from '@/lib/utils';
import { progressStepOf, progressSteps, type FlowStage } from './upload-flow-state';

/**
 * The progress card of 01-patient-area.md §2: the four steps (upload, verification, privacy check, complete),
 * the progress value of §4 and one line on what is happening now.
 */
export function UploadProgressCard({
  stage,
  progress,
  statusText,
  steps = progressSteps,
}: {
  stage: FlowStage;
  progress: number;
  statusText: string;
  steps?: ReadonlyArray<{ key: string; label: string }>;
}) {
  const currentKey = progressStepOf(stage);
  const currentIndex = Math.max(
    0,
    steps.findIndex((s) => s.key === currentKey),
  );
  const done = stage === 'complete';
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
        <ol className="grid grid-cols-4 gap-2" aria-label="Steps">
          {steps.map((step, index) => {
            const complete = index < currentIndex || done;
            const current = index === currentIndex && !done;
            return (
              <li
                key={step.key}
                aria-current={current ? 'step' : undefined}
                className="flex flex-col items-center gap-1.5 text-center"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                    complete && 'border-brand-700 bg-brand-700 text-white',
                    current && 'border-brand-700 bg-white text-brand-800',
                    !complete && !current && 'border-slate-300 bg-white text-slate-500',
                  )}
                >
                  {complete ? <Check className="size-4" /> : index + 1}
                </span>
                <span
                  className={cn(
                    'text-xs leading-tight sm:text-sm',
                    current ? 'font-semibold text-slate-900' : 'text-slate-700',
                  )}
                >
                  {step.label}
                  {complete ? <span className="sr-only"> (done)</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <p role="status" aria-live="polite" className="font-medium text-slate-800">
              {statusText}
            </p>
            <span className="shrink-0 text-slate-600 tabular-nums">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width] duration-500"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
