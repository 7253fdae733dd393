import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { messages, type Admin } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { enableTotp, startTotpSetup } from './admin-api';
import { QrCode } from './QrCode';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpCodeForm } from './TotpCodeForm';

/**
 * What an admin without an authenticator sees in place of every admin screen: two-step sign-in is
 * mandatory, and the server opens nothing else until it is set up.
 */
export function EnrolmentRequired({ admin }: { admin: Admin }) {
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <h1 className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
          <ShieldCheck className="size-6 text-brand-700" aria-hidden="true" />
          Set up two-step sign-in
        </h1>
        <CardDescription>
          {messages.totpEnrolmentRequired} Administrators of ClearBill sign in with their password and a
          6-digit code from an authenticator app on their phone, so a leaked password alone is not enough to
          reach {admin.username}&apos;s account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TotpEnrolment />
      </CardContent>
    </Card>
  );
}

/** Scan (or type) the secret, confirm with a code, then save the recovery codes. */
function TotpEnrolment() {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
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
    onSuccess: (result) => {
      toast({
        title: 'Two-step sign-in is on',
        description: 'You will be asked for a code each time you sign in.',
      });
      // The session is refreshed only once the codes are saved: refreshing opens the dashboard.
      setRecoveryCodes(result.recoveryCodes);
    },
    onError: (error) => {
      setFailure(errorMessage(error, 'That code did not work. Please try again.'));
    },
  });

  if (recoveryCodes) {
    return (
      <RecoveryCodesList
        codes={recoveryCodes}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.admin.session });
        }}
      />
    );
  }

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
            <h2 className="font-semibold text-slate-900">1. Add ClearBill to your authenticator app</h2>
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
            <h2 className="font-semibold text-slate-900">2. Confirm with a code</h2>
            <TotpCodeForm
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
