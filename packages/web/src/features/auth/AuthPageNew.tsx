import { Link } from 'wouter';
import { BellRing, History, Lock, Save } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Card, CardContent } from '@/components/ui/Card';
import { LoadingScreen } from '@/components/layout/LoadingScreen';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthTabs } from './AuthTabs';
import { useAuthRedirect } from './use-auth-redirect';

const reasons = [
  { icon: Save, text: 'Save and track your bill checks in one place.' },
  { icon: History, text: 'Check new bills faster, with your earlier results at hand.' },
  { icon: BellRing, text: 'Keep an eye on the status of your appeals.' },
] as const;

/** /auth-new: the same tabs with a privacy banner and reasons to create an account (variant 2). */
export function AuthPageNew() {
  const { initialTab, isLoading } = useAuthRedirect();
  useDocumentTitle('Sign in');

  if (isLoading) return <LoadingScreen label="Checking your session" />;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <Alert>
        <Lock aria-hidden="true" />
        <p>
          <strong className="font-semibold">Your health information stays private.</strong> Personal details
          are removed before a bill is analyzed, uploads are encrypted and deleted within 24 hours, and you
          are signed out after 30 minutes of inactivity.
        </p>
      </Alert>
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Sign in to ClearBill</h1>
        <p className="mt-2 text-slate-700">Or create a free account in under a minute.</p>
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <AuthTabs initialTab={initialTab} />
        </CardContent>
      </Card>
      <section aria-labelledby="why-account" className="flex flex-col gap-3">
        <h2 id="why-account" className="text-lg font-semibold text-slate-900">
          Why create an account?
        </h2>
        <ul className="flex flex-col gap-3">
          {reasons.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-slate-700">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">
          Not ready?{' '}
          <Link href="/upload" className="font-medium text-brand-700 underline underline-offset-4">
            Upload a bill as a guest
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
