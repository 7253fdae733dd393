import { useId } from 'react';
import { Link } from 'wouter';
import { Clock, FilePen, Lock, MessageSquare, ShieldCheck, Upload, UserCheck } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuth } from '@/features/auth/use-auth';
import { ChatPanel } from '@/features/chat/ChatPanel';
import { SavedInfoCard } from '@/features/letters/SavedInfoCard';
import { useSavedInfo } from '@/features/letters/use-saved-info';
import {
  ImpactTiles,
  RecentActivity,
  RecentDocuments,
  RecentResults,
  UpcomingDeadlines,
} from './DashboardSections';
import { savingsHeadline } from './dashboard-view';
import { greetingName } from './greeting';
import { useOverview } from './use-dashboard';

/** /dashboard (01-patient-area.md §2 Dashboard): the signed-in patient's home, on their own data. */
export default function DashboardScreen() {
  useDocumentTitle('Your dashboard');
  const { user } = useAuth();
  const overview = useOverview();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Welcome, {greetingName(user)}.</h1>
        <p className="text-lg text-slate-700">{savingsHeadline(overview.data)}</p>
      </header>

      <PrivacyBanner />
      <QuickActions />

      {overview.isPending ? (
        <Spinner label="Loading your figures" showLabel />
      ) : overview.isError ? (
        <Alert variant="error" role="alert">
          {errorMessage(overview.error, 'Your dashboard could not be loaded. Please try again later.')}
        </Alert>
      ) : (
        <>
          <ImpactTiles overview={overview.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RecentActivity overview={overview.data} />
            <RecentDocuments overview={overview.data} />
            <RecentResults overview={overview.data} />
            <UpcomingDeadlines overview={overview.data} />
          </div>
        </>
      )}

      <LetterPromo />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <div id="assistant" className="scroll-mt-24">
          <ChatPanel title="Billing assistant" headingId="dashboard-assistant-heading" compact />
        </div>
        <SavedInfo />
      </div>
    </div>
  );
}

function PrivacyBanner() {
  const items = [
    { icon: Lock, text: 'Encrypted at rest' },
    { icon: Clock, text: 'Originals deleted within 24 hours by default' },
    { icon: ShieldCheck, text: 'Personal health information removed before analysis' },
    { icon: UserCheck, text: 'Your GDPR rights: export or erase your data' },
  ];
  return (
    <section
      aria-label="How your data is protected"
      className="flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6"
    >
      {items.map(({ icon: Icon, text }) => (
        <span key={text} className="flex items-center gap-2 text-sm text-green-900">
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {text}
        </span>
      ))}
      <Link href="/privacy" className="text-sm font-medium text-green-900 underline underline-offset-4">
        Privacy settings
      </Link>
    </section>
  );
}

function QuickActions() {
  const actions = [
    { href: '/upload', icon: Upload, title: 'Upload a bill', text: 'Check a bill, EOB or denial letter.' },
    { href: '/letters', icon: FilePen, title: 'Letter generator', text: 'Disputes, appeals and requests.' },
    {
      href: '#assistant',
      icon: MessageSquare,
      title: 'Billing assistant',
      text: 'Ask about a charge or a code.',
    },
    { href: '/privacy', icon: ShieldCheck, title: 'Privacy settings', text: 'Consents, export and erasure.' },
  ];
  return (
    <section aria-labelledby="quick-actions-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
          Quick Actions
        </h2>
        <Button asChild>
          <Link href="/appeal">Create Appeal Letter</Link>
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ href, icon: Icon, title, text }) => (
          <li key={title}>
            {href.startsWith('#') ? (
              <a href={href} className={quickCard}>
                <QuickBody icon={Icon} title={title} text={text} />
              </a>
            ) : (
              <Link href={href} className={quickCard}>
                <QuickBody icon={Icon} title={title} text={text} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const quickCard =
  'flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50';

function QuickBody({ icon: Icon, title, text }: { icon: typeof Upload; title: string; text: string }) {
  return (
    <>
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        <span className="block font-medium text-slate-900">{title}</span>
        <span className="block text-sm text-slate-700">{text}</span>
      </span>
    </>
  );
}

function LetterPromo() {
  const kinds = [
    { title: 'Appeal letters', text: 'Ask your plan to reconsider a denied claim.' },
    { title: 'Billing disputes', text: 'Challenge duplicate or wrong charges with the provider.' },
    { title: 'Prior authorization', text: 'Request approval before a planned service.' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Letters that do the asking for you</CardTitle>
        <CardDescription>Filled in from your analysis; you review every word before sending.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="grid gap-3 sm:grid-cols-3">
          {kinds.map((k) => (
            <li key={k.title} className="rounded-lg bg-slate-50 p-3">
              <span className="block font-medium text-slate-900">{k.title}</span>
              <span className="block text-sm text-slate-700">{k.text}</span>
            </li>
          ))}
        </ul>
        <Button asChild variant="secondary" className="w-fit">
          <Link href="/letters">Browse letters</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The saved-info card without a form beside it: unticking "remember" deletes what is saved. */
function SavedInfo() {
  const info = useSavedInfo();
  const id = useId();
  return (
    <div id={id}>
      <SavedInfoCard
        info={info}
        remember={info.saved !== null}
        onRememberChange={(value) => {
          if (!value) info.clear();
        }}
      />
    </div>
  );
}
