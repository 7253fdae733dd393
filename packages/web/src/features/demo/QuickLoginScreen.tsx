import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { DemoOffNotice, DevPage } from './DevPage';
import { useDemoMode, useTokenLogin } from './use-demo';

/** /quick-login: in demo mode, signs into the demo account and opens the dashboard. */
export function QuickLoginScreen() {
  const { demoMode, isLoading } = useDemoMode();
  return (
    <DevPage
      title="Quick sign-in"
      intro="Signs in to the demo account, which holds made-up sample bills only, and opens its dashboard."
    >
      {isLoading ? (
        <Spinner showLabel label="Checking whether demo mode is on" />
      ) : demoMode ? (
        <SignIn />
      ) : (
        <DemoOffNotice />
      )}
    </DevPage>
  );
}

function SignIn() {
  const [, navigate] = useLocation();
  const login = useTokenLogin();
  const started = useRef(false);
  const { mutate } = login;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: () => {
        navigate('/dashboard');
      },
    });
  }, [mutate, navigate]);
  const retry = () => {
    login.mutate(undefined, {
      onSuccess: () => {
        navigate('/dashboard');
      },
    });
  };
  if (login.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error" role="alert">
          {errorMessage(login.error, 'The demo sign-in failed.')}
        </Alert>
        <Button onClick={retry}>Try again</Button>
      </div>
    );
  return <Spinner showLabel label="Signing in to the demo account" />;
}
