import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import type { VerificationAnswers } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { MoreDetailsStep, PersonalInfoStep, ServicesStep } from './QuestionnaireSteps';
import { canAdvance, draftFromAnswers, toAnswers, type QuestionnaireStep } from './questionnaire';

const stepTitles: Record<QuestionnaireStep, string> = {
  1: 'Your personal information',
  2: 'The services on the bill',
  3: 'A few more details',
};

/**
 * The three-step verification questionnaire (01-patient-area.md §2, §4). Next on step 1 waits for the yes/no,
 * on step 2 for the received-all-services answer; step 3 can always finish. Back on step 1 leaves
 * the questions and returns to the upload (the parent discards the document).
 */
export function VerificationQuestionnaire({
  initialAnswers,
  onComplete,
  onBackToUpload,
  busy,
}: {
  initialAnswers: VerificationAnswers | null;
  onComplete: (answers: VerificationAnswers) => void;
  onBackToUpload: () => void;
  busy: boolean;
}) {
  const [step, setStep] = useState<QuestionnaireStep>(initialAnswers ? 3 : 1);
  const [draft, setDraft] = useState(() => draftFromAnswers(initialAnswers));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Take keyboard and screen reader users to the new step's title, but not on first render.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const ready = canAdvance(step, draft);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    moved.current = true;
    if (step === 3) onComplete(toAnswers(draft));
    else setStep((step + 1) as QuestionnaireStep);
  };

  const back = () => {
    moved.current = true;
    if (step === 1) onBackToUpload();
    else setStep((step - 1) as QuestionnaireStep);
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} aria-labelledby="questionnaire-heading">
        <CardHeader>
          <p className="text-sm font-medium text-brand-800">Step {step} of 3</p>
          <h2
            id="questionnaire-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900"
          >
            {stepTitles[step]}
          </h2>
          <CardDescription>
            Your answers help us check the bill against what happened. Nothing here is required except the
            yes/no questions.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {step === 1 ? <PersonalInfoStep draft={draft} onChange={setDraft} /> : null}
          {step === 2 ? <ServicesStep draft={draft} onChange={setDraft} /> : null}
          {step === 3 ? <MoreDetailsStep draft={draft} onChange={setDraft} /> : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="secondary" onClick={back} disabled={busy}>
              <ArrowLeft aria-hidden="true" />
              {step === 1 ? 'Back to upload' : 'Back'}
            </Button>
            <div className="flex flex-col items-stretch gap-1 sm:items-end">
              <Button type="submit" disabled={!ready || busy} aria-describedby="questionnaire-next-hint">
                {step === 3 ? (
                  <>
                    <Check aria-hidden="true" />
                    Finish
                  </>
                ) : (
                  <>
                    Next
                    <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Button>
              <p id="questionnaire-next-hint" className="text-xs text-slate-600">
                {ready ? '' : 'Answer the yes/no question to continue.'}
              </p>
            </div>
          </div>
          {step === 1 ? (
            <p className="text-xs text-slate-600">Going back to the upload discards this document.</p>
          ) : null}
        </CardContent>
      </form>
    </Card>
  );
}
