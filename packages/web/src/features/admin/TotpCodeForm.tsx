import { useState, type SubmitEvent } from 'react';
import { totpCodeRequestSchema } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

/** A 6-digit code field that validates with the shared schema before `onValid` runs. */
export function TotpCodeForm({
  label,
  submitLabel,
  pending,
  onValid,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onValid: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = totpCodeRequestSchema.safeParse({ code });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onValid(result.data.code);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:max-w-xs">
      <FormField label={label} error={error} hint="The 6 digits your authenticator app shows now.">
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="tracking-[0.3em]"
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? 'Checking…' : submitLabel}
      </Button>
    </form>
  );
}
