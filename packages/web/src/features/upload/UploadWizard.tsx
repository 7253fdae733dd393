import { useRef } from 'react';
import { Link } from 'wouter';
import { limits } from '@clearbill/shared';
import { useSessionInfo } from '@/features/demo/use-demo';
import { useAuth } from '@/features/auth/use-auth';
import { useGuestSession } from '@/features/auth/use-guest-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FlowAfterUpload } from './FlowAfterUpload';
import { GuestUploadCounter } from './GuestUploadCounter';
import { canUpload, uploadAllowance } from './upload-allowance';
import { useStageFocus } from './use-stage-focus';
import { useUploadFlow } from './use-upload-flow';
import { WizardSteps } from './WizardSteps';

/** /upload-old: the three-step upload wizard (01-patient-area.md §2 'Upload wizard'). */
export function UploadWizard() {
  useDocumentTitle('Quick upload');
  const { user, guest, isGuest } = useAuth();
  const guestSession = useGuestSession({ autoCreate: true });
  const flow = useUploadFlow({
    source: 'wizard',
    returnPath: '/upload-old',
    renewGuestSession: guestSession.renew,
  });
  const userUploads = useSessionInfo(user !== null).data?.uploadsRemaining;
  const allowance = uploadAllowance(user, guest, limits.guestWizardUploads, userUploads);
  const { state } = flow;
  const contentRef = useRef<HTMLDivElement>(null);
  useStageFocus(state.stage, contentRef, { skip: state.stage === 'redacting' && state.dialogOpen });
  const allowed = canUpload(allowance);
  const blockedReason =
    allowance.kind === 'pending'
      ? 'Starting your guest session…'
      : allowance.kind === 'guest' && !allowed
        ? 'You have used your free quick uploads. Create a free account to upload more.'
        : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Quick upload</h1>
        <p className="text-slate-700">
          Three steps: choose your file, agree to how we handle it, and submit. Analysis takes about 60
          seconds.{' '}
          {user ? null : (
            <>
              <Link href="/auth-new" className="font-medium text-brand-700 underline underline-offset-4">
                Free account
              </Link>{' '}
              holders keep their results.
            </>
          )}
        </p>
        <div>
          <GuestUploadCounter allowance={allowance} />
        </div>
      </div>
      <div ref={contentRef}>
        {state.stage === 'upload' || state.stage === 'consent' ? (
          <WizardSteps
            files={state.stage === 'consent' ? state.files : []}
            onFilesChange={flow.chooseFiles}
            canSubmit={allowed}
            submitBlockedReason={blockedReason}
            onSubmit={() => void flow.upload()}
          />
        ) : (
          <FlowAfterUpload flow={flow} isGuest={isGuest} signUpHref="/auth-new" />
        )}
      </div>
    </div>
  );
}
