import { Link } from 'wouter';
import { FileSearch, FileText, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { LoadingScreen } from '@/components/layout/LoadingScreen';
import { Alert } from '@/components/ui/Alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthTabs } from './AuthTabs';
import { useSignOut } from './use-auth';
import { useAuthRedirect } from './use-auth-redirect';

const sidePoints = [
  {
    icon: FileSearch,
    title: 'Bill checks',
    text: 'ClearBill reads the service lines of a bill or EOB and looks for duplicate charges, coding mismatches and prices far outside the usual range.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy first',
    text: 'Personal health information is removed before analysis, uploads are encrypted and deleted within 24 hours, and you are signed out after 30 minutes of inactivity.',
  },
  {
    icon: FileText,
    title: 'Appeal letters',
    text: 'When something looks wrong, ClearBill helps you write an appeal or billing-dispute letter to send yourself.',
  },
] as const;

/** /auth: sign-in and sign-up tabs with a side panel about the service (01-patient-area.md §2, variant 1). */
export function AuthPageClassic() {
  const { target, initialTab, user, isLoading } = useAuthRedirect();
  const signOut = useSignOut();
  useDocumentTitle('Sign in');

  if (isLoading) return <LoadingScreen label="Checking your session" />;

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1fr] lg:py-16">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Welcome to ClearBill</h1>
        <p className="text-slate-700">Sign in to keep your bill checks and letters in one place.</p>
        {user ? (
          <Alert role="status">
            <div className="flex flex-col gap-3">
              <p>
                You are already signed in as <strong>{user.email}</strong>.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <Link href={target}>Continue</Link>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    void signOut();
                  }}
                >
                  Sign out
                </Button>
              </div>
            </div>
          </Alert>
        ) : (
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <AuthTabs initialTab={initialTab} />
            </CardContent>
          </Card>
        )}
        <p className="text-sm text-slate-700">
          Just want to try it?{' '}
          <Link href="/upload" className="font-medium text-brand-700 underline underline-offset-4">
            Upload a bill as a guest
          </Link>
          , no account needed.
        </p>
      </div>
      <aside aria-labelledby="auth-side-heading" className="flex flex-col gap-4">
        <h2 id="auth-side-heading" className="sr-only">
          About ClearBill
        </h2>
        {sidePoints.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader className="flex-row items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="flex flex-col gap-1">
                <CardTitle>{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </div>
            </CardHeader>
          </Card>
        ))}
      </aside>
    </div>
  );
}
