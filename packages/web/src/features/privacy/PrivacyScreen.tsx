import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Clock, Lock, ShieldCheck, UserCheck } from 'lucide-react';
import { LoadingScreen } from '@/components/layout/LoadingScreen';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent } from '@/components/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useAuth } from '@/features/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActivityTab } from './ActivityTab';
import { ConsentTab } from './ConsentTab';
import { RightsTab } from './RightsTab';
import { useSignedOutRedirect } from './use-privacy';

const statusCards = [
  {
    icon: Lock,
    title: 'Encrypted',
    text: 'Uploaded files are encrypted at rest (AES-256) and deleted once you confirm what personal information to remove.',
  },
  {
    icon: Clock,
    title: '24h Auto-Delete',
    text: 'Originals you do not confirm are deleted when the time you chose ends: 24 hours unless you picked otherwise.',
  },
  {
    icon: UserCheck,
    title: 'GDPR Rights',
    text: 'Export everything we hold about you, change your consents or delete your account at any time.',
  },
] as const;

/** /privacy (01-patient-area.md §2 Privacy Settings): consents, data rights and the activity log. */
export default function PrivacyScreen() {
  useDocumentTitle('Privacy settings');
  const { user, isLoading } = useAuth();
  const redirect = useSignedOutRedirect();
  const erased = useRef(false);
  const onErased = useCallback(() => {
    erased.current = true;
  }, []);
  useEffect(() => {
    if (!isLoading && !user && !erased.current) redirect();
  }, [isLoading, user, redirect]);
  if (isLoading) return <LoadingScreen label="Checking your session" />;
  if (!user) {
    return (
      <p role="status" className="px-4 py-20 text-center text-slate-700">
        You are logged out. Logging in again...
      </p>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3">
        <Link
          href="/"
          className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Privacy Settings</h1>
          <Badge variant="success">
            <ShieldCheck aria-hidden="true" />
            GDPR Compliant
          </Badge>
        </div>
        <p className="text-slate-700">Manage your consents, export your data, or delete your account.</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="How your data is protected">
        {statusCards.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardContent className="flex gap-3 pt-5 sm:pt-5">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-slate-900">{title}</p>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Tabs defaultValue="consent">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="consent">Consent Management</TabsTrigger>
          <TabsTrigger value="rights">GDPR Rights</TabsTrigger>
          <TabsTrigger value="activity">Activity Log</TabsTrigger>
        </TabsList>
        <TabsContent value="consent">
          <ConsentTab redirect={redirect} />
        </TabsContent>
        <TabsContent value="rights">
          <RightsTab redirect={redirect} onErased={onErased} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab redirect={redirect} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
