import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { Admin } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { renewRecoveryCodes } from './admin-api';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpCodeForm } from './TotpCodeForm';

/**
 * Two-step sign-in of the signed-in admin. It is mandatory, so it cannot be turned off here; a lost
 * authenticator is replaced by the operator (`admin reset-totp`). The recovery codes can be renewed.
 */
export function SecuritySection({ admin }: { admin: Admin }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle as="h2">Two-step sign-in</CardTitle>
          <Badge variant="success">
            <ShieldCheck aria-hidden="true" />
            On
          </Badge>
        </div>
        <CardDescription>
          Signing in as {admin.username} needs your password and a 6-digit code from your authenticator app,
          or one of your recovery codes. It is required for every administrator.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RecoveryCodes left={admin.recoveryCodesLeft} />
      </CardContent>
    </Card>
  );
}

function RecoveryCodes({ left }: { left: number }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onMutate: () => {
      setFailure(null);
    },
    onSuccess: () => {
      toast({ title: 'New recovery codes', description: 'The old ones no longer work.' });
    },
    onError: (error) => {
      setFailure(errorMessage(error, 'That code did not work. Please try again.'));
    },
  });

  if (renew.data) {
    return (
      <RecoveryCodesList
        codes={renew.data.recoveryCodes}
        onDone={() => {
          renew.reset();
          void queryClient.invalidateQueries({ queryKey: queryKeys.admin.session });
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-semibold text-slate-900">Recovery codes</h3>
      <p className="text-sm text-slate-700" data-testid="recovery-codes-left">
        {left === 0
          ? 'You have no unused recovery codes.'
          : `You have ${left} unused recovery code${left === 1 ? '' : 's'}.`}{' '}
        A new set replaces the old one.
      </p>
      {left <= 2 ? (
        <Alert variant="warning">
          <p>Get a new set now, so that losing your phone does not lock you out.</p>
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="error" role="alert">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TotpCodeForm
        label="Code from the app"
        submitLabel="Get new recovery codes"
        pending={renew.isPending}
        onValid={(code) => {
          renew.mutate(code);
        }}
      />
    </div>
  );
}
