import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Upload } from 'lucide-react';
import { defaultRetentionHours, messages, type RetentionHours } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';

const retentionChoices: ReadonlyArray<{ hours: RetentionHours; label: string }> = [
  { hours: 4, label: '4 hours' },
  { hours: 24, label: '24 hours (default)' },
  { hours: 168, label: '7 days' },
];

/** Step 2 of the upload page: consent and how long the original may be kept (01-patient-area.md §2, §9). */
export function ConsentOptions({
  onSubmit,
  disabled,
  disabledReason,
}: {
  onSubmit: (options: { retentionHours: RetentionHours }) => void;
  disabled: boolean;
  disabledReason?: string | undefined;
}) {
  const id = useId();
  const consentRef = useRef<HTMLInputElement>(null);
  const [consent, setConsent] = useState(false);
  const [showError, setShowError] = useState(false);
  const [retentionHours, setRetentionHours] = useState<RetentionHours>(defaultRetentionHours);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consent) {
      setShowError(true);
      consentRef.current?.focus();
      return;
    }
    onSubmit({ retentionHours });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Consent and storage" className="flex flex-col gap-5">
      <Checkbox
        ref={consentRef}
        checked={consent}
        onCheckedChange={(checked) => {
          setConsent(checked);
          if (checked) setShowError(false);
        }}
        label="I agree that ClearBill may read this document to find and remove my personal information and to check it for billing errors."
        error={showError ? messages.consentRequired : undefined}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">Keep the original file for</legend>
        <p id={`${id}-retention-hint`} className="text-xs text-slate-600">
          The original is deleted as soon as you confirm what to remove, or when this time ends, whichever
          comes first.
        </p>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {retentionChoices.map((choice) => (
            <label
              key={choice.hours}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-retention`}
                value={choice.hours}
                checked={retentionHours === choice.hours}
                aria-describedby={`${id}-retention-hint`}
                onChange={() => {
                  setRetentionHours(choice.hours);
                }}
                className="size-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" disabled={disabled} className="w-full sm:w-auto sm:self-start">
          <Upload aria-hidden="true" />
          Upload and check
        </Button>
        {disabled && disabledReason ? <p className="text-sm text-slate-700">{disabledReason}</p> : null}
      </div>
    </form>
  );
}
