import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { cn } from '@/lib/utils';
import { Checkbox } from '@/components/ui/Checkbox';
import { formatFileSize, wizardFileRules } from './file-rules';
import { UploadDropzone } from './UploadDropzone';

type WizardStep = 1 | 2 | 3;

const stepLabels: Record<WizardStep, string> = { 1: 'Choose a file', 2: 'Consent', 3: 'Submit' };

const privacyPoints = [
  'Personal information (names, addresses, dates of birth, ID numbers) is found and shown to you, and removed once you confirm.',
  'Your file is encrypted while stored and deleted within 24 hours, or as soon as you confirm.',
  'Only de-identified billing data is kept.',
] as const;

const termsPoints = [
  'ClearBill gives information, not medical or legal advice, and results are not guaranteed.',
  'You upload only documents you are entitled to share.',
  'In an emergency, call 911.',
] as const;

/**
 * The wizard's three steps (01-patient-area.md §2 'Upload wizard', §4 'Wizard'): one PDF, JPG or PNG; consent
 * to the privacy policy and to the terms of service; submit. Unmounted once submitted, so a new
 * upload starts again at step 1.
 */
export function WizardSteps({
  files,
  onFilesChange,
  onSubmit,
  canSubmit,
  submitBlockedReason,
}: {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  onSubmit: () => void;
  canSubmit: boolean;
  submitBlockedReason: string | null;
}) {
  const [step, setStep] = useState<WizardStep>(1);
  const [privacy, setPrivacy] = useState(false);
  const [terms, setTerms] = useState(false);
  const file = files[0];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const go = (to: WizardStep) => {
    moved.current = true;
    setStep(to);
  };
  const ready = step === 1 ? files.length === 1 : step === 2 ? privacy && terms : canSubmit;
  const blockedHint =
    step === 1
      ? 'Choose a file to continue.'
      : step === 2
        ? 'Agree to both to continue.'
        : submitBlockedReason;

  const next = () => {
    if (!ready) return;
    if (step === 3) onSubmit();
    else go((step + 1) as WizardStep);
  };

  return (
    <Card>
      <CardHeader className="gap-4">
        <ol aria-label="Steps" className="grid grid-cols-3 gap-2">
          {([1, 2, 3] as const).map((n) => (
            <li
              key={n}
              aria-current={n === step ? 'step' : undefined}
              className={cn(
                'flex flex-col gap-1 border-t-4 pt-2 text-xs sm:text-sm',
                n <= step ? 'border-brand-700 text-slate-900' : 'border-slate-200 text-slate-600',
                n === step && 'font-semibold',
              )}
            >
              <span>Step {n}</span>
              <span>{stepLabels[n]}</span>
            </li>
          ))}
        </ol>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {stepLabels[step]}
        </h2>
        {step === 1 ? (
          <CardDescription>One PDF, JPG or PNG file of your bill, EOB or denial letter.</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {step === 1 ? (
          <UploadDropzone
            files={files}
            onChange={onFilesChange}
            rules={wizardFileRules}
            title="Your bill, EOB or denial letter"
            hint="PDF, JPG or PNG • One file • Up to 10MB"
          />
        ) : null}
        {step === 2 ? (
          <div className="flex flex-col gap-5">
            <ConsentBlock title="Privacy policy" points={privacyPoints}>
              <Checkbox
                checked={privacy}
                onCheckedChange={setPrivacy}
                label="I agree to the privacy policy"
              />
            </ConsentBlock>
            <ConsentBlock title="Terms of service" points={termsPoints}>
              <Checkbox checked={terms} onCheckedChange={setTerms} label="I agree to the terms of service" />
            </ConsentBlock>
          </div>
        ) : null}
        {step === 3 && file ? (
          <div className="flex flex-col gap-3 text-sm text-slate-800">
            <p>
              <span className="font-medium">File:</span> {file.name} ({formatFileSize(file.size)})
            </p>
            <p>
              <span className="font-medium">Consent:</span> privacy policy and terms of service accepted
            </p>
            <p className="text-slate-700">
              Analysis takes about 60 seconds. You will be asked to confirm the personal information we
              remove.
            </p>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          {step > 1 ? (
            <Button
              variant="secondary"
              onClick={() => {
                go((step - 1) as WizardStep);
              }}
            >
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          <div className="flex flex-col items-stretch gap-1 sm:items-end">
            <Button
              onClick={next}
              disabled={!ready}
              size={step === 3 ? 'lg' : 'md'}
              aria-describedby="wizard-hint"
            >
              {step === 3 ? (
                <>
                  <Send aria-hidden="true" />
                  Submit for analysis
                </>
              ) : (
                <>
                  Next
                  <ArrowRight aria-hidden="true" />
                </>
              )}
            </Button>
            <p id="wizard-hint" className="text-xs text-slate-600">
              {ready ? '' : blockedHint}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-700">
          Want to keep your results?{' '}
          <Link href="/auth-new" className="font-medium text-brand-700 underline underline-offset-4">
            Create a free account
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}

function ConsentBlock({
  title,
  points,
  children,
}: {
  title: string;
  points: readonly string[];
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}
