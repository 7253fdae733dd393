import { useRef } from 'react';
import { Lock, ShieldCheck, Timer } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { useSessionInfo } from '@/features/demo/use-demo';
import { useAuth } from '@/features/auth/use-auth';
import { useGuestSession } from '@/features/auth/use-guest-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BetaCodeBox } from './BetaCodeBox';
import { FlowAfterUpload } from './FlowAfterUpload';
import { GuestUploadCounter } from './GuestUploadCounter';
import { uploadAllowance } from './upload-allowance';
import { progressOf, statusTextOf } from './upload-flow-state';
import { UploadProgressCard } from './UploadProgressCard';
import { UploadStage } from './UploadStage';
import { useStageFocus } from './use-stage-focus';
import { useUploadFlow } from './use-upload-flow';

const promises = [
  {
    icon: ShieldCheck,
    text: 'You see every piece of personal information we find, and confirm it is removed.',
  },
  { icon: Lock, text: 'Your file is encrypted while it is stored, and only the redacted text is analysed.' },
  {
    icon: Timer,
    text: 'The original is deleted when you confirm, or at the latest when the time you choose ends.',
  },
] as const;

/** /upload (01-patient-area.md §2 'Upload page', §4 'Upload flow stages'). */
export function UploadScreen() {
  useDocumentTitle('Upload a bill');
  const { user, guest, isGuest } = useAuth();
  const guestSession = useGuestSession({ autoCreate: true });
  const flow = useUploadFlow({
    source: 'upload',
    returnPath: '/upload',
    renewGuestSession: guestSession.renew,
  });
  const userUploads = useSessionInfo(user !== null).data?.uploadsRemaining;
  const allowance = uploadAllowance(user, guest, undefined, userUploads);
  const { state } = flow;
  const contentRef = useRef<HTMLDivElement>(null);
  useStageFocus(state.stage, contentRef, { skip: state.stage === 'redacting' && state.dialogOpen });
  const choosing = state.stage === 'upload' || state.stage === 'consent';
  // A beta code matters before an upload; during one it would only crowd the flow on a phone.
  const showBetaCode = choosing && !user && allowance.kind !== 'unlimited';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Upload a bill</h1>
          <p className="max-w-2xl text-slate-700">
            We find the personal information in your document, show it to you, and remove it before anything
            is checked.
          </p>
        </div>
        <GuestUploadCounter allowance={allowance} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-6">
          <UploadProgressCard
            stage={state.stage}
            progress={progressOf(state)}
            statusText={statusTextOf(state)}
          />
          <div ref={contentRef} className="flex flex-col gap-6">
            {choosing ? (
              <UploadStage flow={flow} allowance={allowance} />
            ) : (
              <FlowAfterUpload flow={flow} isGuest={isGuest} signUpHref="/auth?tab=signup" />
            )}
          </div>
        </div>
        <aside aria-label="About your upload" className="flex flex-col gap-6">
          {showBetaCode ? (
            <BetaCodeBox
              pending={guestSession.applyDiscount.isPending}
              onApply={(code, done) => {
                guestSession.applyDiscount.mutate({ code }, { onSuccess: done });
              }}
            />
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-base">
                How your information is protected
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-3">
                {promises.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex gap-3 text-sm text-slate-700">
                    <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                    {text}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
