import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { adminLoginRequestSchema, messages, type AdminLoginRequest } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { LogoMark } from '@/components/layout/Logo';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { storageKeys, writeStored } from '@/lib/storage';
import { useSchemaForm, validateWithSchema } from '@/lib/use-schema-form';
import { adminLogin } from './admin-api';

type Field = 'username' | 'password' | 'totpCode' | 'recoveryCode';
/** The second step, once the password is accepted: the app's code, or a recovery code instead. */
type SecondStep = 'totp' | 'recovery' | null;

/** The message for a failed admin sign-in (02-admin-back-office.md §5, §8). */
function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return messages.adminConnectionError;
    return error.body?.message ?? messages.adminInvalidCredentials;
  }
  return messages.adminInvalidCredentials;
}

export function AdminLoginForm() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const codeRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<SecondStep>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, formRef, bind, handleSubmit } = useSchemaForm(
    // A code is only checked (and sent) once the server has asked for it.
    (values: Record<Field, string>) =>
      validateWithSchema(adminLoginRequestSchema, {
        username: values.username,
        password: values.password,
        totpCode: step === 'totp' ? values.totpCode : undefined,
        recoveryCode: step === 'recovery' ? values.recoveryCode : undefined,
      }),
    { username: '', password: '', totpCode: '', recoveryCode: '' },
    // Errors stay as the last attempt left them until the next one.
    { revalidateOnChange: false },
  );

  const login = useMutation({
    mutationFn: (input: AdminLoginRequest) => adminLogin(input),
    onSuccess: (response) => {
      writeStored(storageKeys.adminToken, response.token);
      queryClient.removeQueries({ queryKey: queryKeys.admin.all });
      toast({
        title: messages.adminLoginSuccess,
        description: response.admin.totpEnabled
          ? `Welcome, ${response.admin.firstName ?? 'Admin'}.`
          : 'Set up two-step sign-in to continue.',
      });
      // Without an authenticator the admin screens show the set-up first (AdminLayout).
      navigate('/admin/dashboard');
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'totp_required') {
        // Password accepted; ask for the code and resend.
        setStep('totp');
        setFailure(null);
        return;
      }
      setFailure(failureMessage(error));
    },
  });

  // The code field appears once the server asks for it; take the admin straight there.
  useEffect(() => {
    if (step) codeRef.current?.focus();
  }, [step]);

  const submit = handleSubmit((data) => {
    login.mutate(data);
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    setFailure(null);
    submit(event);
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <LogoMark className="size-12 [&_svg]:size-7" />
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">ClearBill admin sign in</h1>
        <CardDescription>For ClearBill staff only.</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {failure ? (
            <Alert variant="error" role="alert">
              <p>{failure}</p>
            </Alert>
          ) : null}
          <FormField label="Username" error={errors.username}>
            {(control) => (
              <Input {...control} {...bind('username')} autoComplete="username" autoCapitalize="none" />
            )}
          </FormField>
          <FormField label="Password" error={errors.password}>
            {(control) => (
              <PasswordInput {...control} {...bind('password')} autoComplete="current-password" />
            )}
          </FormField>
          {step === 'totp' ? (
            <div className="flex flex-col gap-3">
              <Alert role="status">
                <KeyRound aria-hidden="true" />
                <p>{messages.totpRequired}</p>
              </Alert>
              <FormField label="6-digit code" error={errors.totpCode}>
                {(control) => (
                  <Input
                    {...control}
                    {...bind('totpCode')}
                    ref={codeRef}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    pattern="[0-9]*"
                    className="tracking-[0.3em]"
                  />
                )}
              </FormField>
              <SwitchStep
                label="Use a recovery code instead"
                onClick={() => {
                  setStep('recovery');
                }}
              />
            </div>
          ) : null}
          {step === 'recovery' ? (
            <div className="flex flex-col gap-3">
              <FormField
                label="Recovery code"
                error={errors.recoveryCode}
                hint="One of the codes you saved when you set up two-step sign-in. Each works once."
              >
                {(control) => (
                  <Input
                    {...control}
                    {...bind('recoveryCode')}
                    ref={codeRef}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    className="font-mono"
                  />
                )}
              </FormField>
              <SwitchStep
                label="Use the code from your app instead"
                onClick={() => {
                  setStep('totp');
                }}
              />
            </div>
          ) : null}
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign In'}
          </Button>
        </form>
        <Link
          href="/"
          className="mt-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to main site
        </Link>
      </CardContent>
    </Card>
  );
}

function SwitchStep({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="self-start text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {label}
    </button>
  );
}
