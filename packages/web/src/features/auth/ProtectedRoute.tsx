import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { FileText, LogIn, Upload } from 'lucide-react';
import { messages } from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { LoadingScreen } from '@/components/layout/LoadingScreen';
import { LogoMark } from '@/components/layout/Logo';
import { authPathWithRedirect } from '@/lib/safe-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDemoMode } from '@/features/demo/use-demo';
import { useAuth } from './use-auth';

/** 01-patient-area.md §2 'Protected-route gate': signed-in users see the screen, everyone else the gate. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen label="Checking your session" />;
  if (!user) return <SignInGate />;
  return children;
}

function SignInGate() {
  const [path] = useLocation();
  const search = useSearch();
  const { demoMode } = useDemoMode();
  useDocumentTitle('Sign in');
  const back = search ? `${path}?${search}` : path;
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <Card>
        <CardContent className="flex flex-col items-center gap-5 pt-8 text-center sm:pt-8">
          <LogoMark className="size-12 [&_svg]:size-7" />
          <h1 className="text-2xl font-semibold text-slate-900">ClearBill</h1>
          <p className="text-slate-700">{messages.gateText}</p>
          <Button asChild size="lg" className="w-full">
            <Link href={authPathWithRedirect(back)}>
              <LogIn aria-hidden="true" />
              {/* The demo half only when this server has a demo account (DEMO_MODE=on). */}
              {demoMode ? 'Sign In / Try Demo' : 'Sign In'}
            </Link>
          </Button>
          <div className="grid w-full grid-cols-2 gap-3">
            <Button asChild variant="secondary">
              <Link href="/upload">
                <Upload aria-hidden="true" />
                Upload Bill
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href="/appeal">
                <FileText aria-hidden="true" />
                Appeal Letter
              </Link>
            </Button>
          </div>
          <p className="text-sm text-slate-600">No account needed to upload: guests get free checks.</p>
        </CardContent>
      </Card>
    </div>
  );
}
