import { useState, type SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import type { CodeValidationResponse, ValidationCodeType } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { CodeTypeSelect, validationTypeLabel } from './CodeTypeSelect';
import { validateCode } from './enterprise-api';

export function ValidationTab() {
  const [code, setCode] = useState('');
  const [codeType, setCodeType] = useState<ValidationCodeType | ''>('');
  const [serviceDate, setServiceDate] = useState('');
  const [missing, setMissing] = useState(false);
  const validation = useMutation({
    mutationFn: validateCode,
    onError: () => {
      toast({ variant: 'destructive', title: 'Validation Error', description: 'Failed to validate code' });
    },
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!code.trim() || !codeType) {
      setMissing(true);
      return;
    }
    setMissing(false);
    validation.mutate({ code: code.trim(), codeType, ...(serviceDate ? { serviceDate } : {}) });
  };
  const missingText = missing ? 'Please enter both code and code type' : undefined;

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Code" error={missing && !code.trim() ? missingText : undefined}>
            {(field) => (
              <Input
                {...field}
                value={code}
                autoComplete="off"
                placeholder="For example E11.9"
                onChange={(e) => {
                  setCode(e.target.value);
                }}
              />
            )}
          </FormField>
          <FormField label="Code type" error={missing && !codeType ? missingText : undefined}>
            {(field) => <CodeTypeSelect {...field} value={codeType} onValueChange={setCodeType} />}
          </FormField>
          <FormField label="Date of service (optional)" hint="Today when left empty">
            {(field) => (
              <Input
                {...field}
                type="date"
                value={serviceDate}
                onChange={(e) => {
                  setServiceDate(e.target.value);
                }}
              />
            )}
          </FormField>
        </div>
        <div>
          <Button type="submit" disabled={validation.isPending} className="w-full sm:w-auto">
            <ShieldCheck aria-hidden="true" />
            {validation.isPending ? 'Validating…' : 'Validate code'}
          </Button>
        </div>
      </form>
      {validation.data ? <ValidationResult result={validation.data} /> : null}
    </div>
  );
}

function ValidationResult({ result }: { result: CodeValidationResponse['validation'] }) {
  const checks = [
    result.formatValid,
    result.exists,
    result.billable ?? false,
    result.effectiveOnDate ?? false,
  ];
  return (
    <section aria-label="Validation result" className="flex flex-col gap-3">
      <Alert variant={result.isValid ? 'info' : 'warning'} role="status">
        {result.isValid ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
        <div>
          <p className="font-semibold">
            {result.code} ({validationTypeLabel(result.codeType)}) is {result.isValid ? 'valid' : 'not valid'}
          </p>
          {result.title ? <p>{result.title}</p> : null}
        </div>
      </Alert>
      <ol className="flex flex-col gap-2">
        {result.messages.map((message, i) => {
          const passed = checks[i] ?? false;
          return (
            <li key={message} className="flex items-start gap-2 text-sm text-slate-800">
              {passed ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Passed" />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Did not pass" />
              )}
              <span>{message}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
