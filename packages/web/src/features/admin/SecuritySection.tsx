import { useState, type SubmitEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { totpCodeRequestSchema, type Admin } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { disableTotp, enableTotp, startTotpSetup } from './admin-api';
import { QrCode } from './QrCode';

/** Two-step sign-in (TOTP) for the signed-in admin: set up, confirm with a code, or turn off. */
export function SecuritySection({ admin }: { admin: Admin }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle as="h2">Two-step sign-in</CardTitle>
          {admin.totpEnabled ? (
            <Badge variant="success">
              <ShieldCheck aria-hidden="true" />
              On
            </Badge>
          ) : (
            <Badge variant="warning">
              <ShieldOff aria-hidden="true" />
              Off
            </Badge>
          )}
        </div>
        <CardDescription>
          With two-step sign-in, signing in as {admin.username} also needs a 6-digit code from an
          authenticator app on your phone, so a leaked password alone is not enough.
        </CardDescription>
      </CardHeader>
      <CardContent>{admin.totpEnabled ? <DisableTotp /> : <EnrolTotp />}</CardContent>
    </Card>
  );
}

function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.adminSession });
}

/** A 6-digit code field that validates with the shared schema before `onValid` runs. */
function CodeForm({
  label,
  submitLabel,
  pending,
  destructive = false,
  onValid,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  destructive?: boolean;
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
      <FormField label={label} error={error}>
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
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'primary'}
        disabled={pending}
        className="self-start"
      >
        {pending ? 'Checking…' : submitLabel}
      </Button>
    </form>
  );
}

function EnrolTotp() {
  const refreshSession = useRefreshSession();
  const [failure, setFailure] = useState<string | null>(null);
  const setup = useMutation({
    mutationFn: startTotpSetup,
    onMutate: () => {
      setFailure(null);
    },
    onError: (error) => {
      setFailure(errorMessage(error, 'Could not start the set-up. Please try again.'));
    },
  });
  const enable = useMutation({
    mutationFn: enableTotp,
    onMutate: () => {
      setFailure(null);
    },
    onSuccess: async () => {
      toast({
        title: 'Two-step sign-in is on',
        description: 'You will be asked for a code each time you sign in.',
      });
      await refreshSession();
      setup.reset();
    },
    onError: (error) => {
      setFailure(errorMessage(error, 'That code did not work. Please try again.'));
    },
  });

  return (
    <div className="flex flex-col gap-5">
      {failure ? (
        <Alert variant="error" role="alert">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {setup.data ? (
        <ol className="flex flex-col gap-6">
          <li className="flex flex-col gap-3">
            <h3 className="font-semibold text-slate-900">1. Add ClearBill to your authenticator app</h3>
            <p className="text-sm text-slate-700">
              Scan this code with an app such as Google Authenticator, Microsoft Authenticator or 1Password.
            </p>
            <QrCode value={setup.data.otpauthUrl} label="QR code to add ClearBill to an authenticator app" />
            <div className="flex flex-col gap-1">
              <p className="text-sm text-slate-700">Cannot scan it? Enter this key in the app instead:</p>
              <code
                data-testid="totp-secret"
                className="self-start rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
              >
                {setup.data.secret}
              </code>
              <a
                href={setup.data.otpauthUrl}
                data-testid="totp-uri"
                className="self-start text-sm font-medium text-brand-700 underline underline-offset-4"
              >
                Open in an authenticator app on this device
              </a>
            </div>
          </li>
          <li className="flex flex-col gap-3">
            <h3 className="font-semibold text-slate-900">2. Confirm with a code</h3>
            <CodeForm
              label="Code from the app"
              submitLabel="Turn on two-step sign-in"
              pending={enable.isPending}
              onValid={(code) => {
                enable.mutate(code);
              }}
            />
          </li>
        </ol>
      ) : (
        <Button
          className="self-start"
          disabled={setup.isPending}
          onClick={() => {
            setup.mutate();
          }}
        >
          {setup.isPending ? 'Starting…' : 'Set up two-step sign-in'}
        </Button>
      )}
    </div>
  );
}

function DisableTotp() {
  const refreshSession = useRefreshSession();
  const [failure, setFailure] = useState<string | null>(null);
  const disable = useMutation({
    mutationFn: disableTotp,
    onMutate: () => {
      setFailure(null);
    },
    onSuccess: async () => {
      toast({ title: 'Two-step sign-in is off', description: 'Your password alone now signs you in.' });
      await refreshSession();
    },
    onError: (error) => {
      setFailure(errorMessage(error, 'That code did not work. Please try again.'));
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        To turn two-step sign-in off, enter a current code from your authenticator app.
      </p>
      {failure ? (
        <Alert variant="error" role="alert">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <CodeForm
        label="Code from the app"
        submitLabel="Turn off two-step sign-in"
        destructive
        pending={disable.isPending}
        onValid={(code) => {
          disable.mutate(code);
        }}
      />
    </div>
  );
}
