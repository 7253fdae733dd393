import { Link } from 'wouter';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { isApiError } from '@/lib/api';
import { formatDateTime } from './time';
import { DemoOffNotice, DevPage } from './DevPage';
import { useDemoMode, useTokenLogin } from './use-demo';

/** /token-test: sends POST /api/token-login and shows what came back (never the token itself). */
export function TokenTestScreen() {
  const { demoMode, isLoading } = useDemoMode();
  const login = useTokenLogin();
  return (
    <DevPage
      title="Token sign-in test"
      intro="Sends POST /api/token-login, which exists only in demo mode, and shows the answer. The token is stored like any sign-in and never shown."
    >
      {isLoading ? <Spinner showLabel label="Checking whether demo mode is on" /> : null}
      {!isLoading && !demoMode ? <DemoOffNotice /> : null}
      {!isLoading && demoMode ? (
        <div className="flex flex-col items-start gap-4">
          <Button
            onClick={() => {
              login.mutate();
            }}
            disabled={login.isPending}
          >
            {login.isPending ? 'Sending…' : 'Send POST /api/token-login'}
          </Button>
          {login.isError ? (
            <Alert variant="error" role="alert">
              {isApiError(login.error) && login.error.status
                ? `The server answered ${login.error.status}: ${login.error.message}`
                : 'The request failed.'}
            </Alert>
          ) : null}
          {login.data ? (
            <Card className="w-full" role="status">
              <CardContent className="pt-6 sm:pt-6">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="font-medium text-slate-900">Answer</dt>
                  <dd className="text-slate-700">200, signed in (token stored, not shown)</dd>
                  <dt className="font-medium text-slate-900">Account</dt>
                  <dd className="break-all text-slate-700">{login.data.user.email} (demo data)</dd>
                  <dt className="font-medium text-slate-900">Session ends</dt>
                  <dd className="text-slate-700">{formatDateTime(login.data.expiresAt)} at the latest</dd>
                </dl>
                <p className="mt-4 text-sm">
                  <Link
                    href="/debug-auth"
                    className="font-medium text-brand-800 underline underline-offset-4"
                  >
                    See the session in sign-in diagnostics
                  </Link>
                </p>
              </CardContent>
            </Card>
          ) : null}
        </div>
      ) : null}
    </DevPage>
  );
}
