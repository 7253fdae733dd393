import type { SeparateReason } from '@clearbill/shared';
import { PhiConfirmationDialog } from './PhiConfirmationDialog';
import { SeparateWarning } from './SeparateWarning';
import { PrivacyCheckCard } from './PrivacyCheckCard';
import { ProcessingCard } from './ProcessingCard';
import { ProcessingComplete } from './ProcessingComplete';
import { statusTextOf } from './upload-flow-state';
import type { UploadFlow } from './use-upload-flow';
import { VerificationQuestionnaire } from './VerificationQuestionnaire';

const readingNote =
  'A text PDF takes a few seconds. Photos and scanned pages are read with text recognition and can take up to a minute.';

/**
 * Everything after the files are sent, shared by the upload page and the wizard: the wait, the
 * questionnaire (upload page only), the privacy check with its dialog, and the end.
 */
export function FlowAfterUpload({
  flow,
  isGuest,
  signUpHref,
}: {
  flow: UploadFlow;
  isGuest: boolean;
  signUpHref: string;
}) {
  const { state } = flow;
  switch (state.stage) {
    case 'upload':
    case 'consent':
      return null;
    case 'analyzing':
      return (
        <ProcessingCard
          heading="Checking your document"
          text={statusTextOf(state)}
          note={readingNote}
          onCancel={() => void flow.cancel()}
          cancelling={flow.discarding}
        />
      );
    case 'validation':
      return (
        <>
          {separate(flow, state.document.seemsSeparate)}
          <VerificationQuestionnaire
            initialAnswers={state.answers}
            busy={flow.discarding}
            onComplete={(answers) => void flow.completeQuestionnaire(answers)}
            onBackToUpload={() => void flow.cancel()}
          />
        </>
      );
    case 'redacting':
      return (
        <>
          {state.confirming ? null : separate(flow, state.document.seemsSeparate)}
          {state.confirming ? (
            <ProcessingCard
              heading="Privacy check"
              text={statusTextOf(state)}
              note="The original file is deleted once this is done."
            />
          ) : (
            <PrivacyCheckCard
              count={state.redactions.length}
              onReview={flow.openDialog}
              onDiscard={() => void flow.cancel()}
              discarding={flow.discarding}
            />
          )}
          <PhiConfirmationDialog
            open={state.dialogOpen}
            documentId={state.document.id}
            redactions={state.redactions}
            addedIds={state.addedIds}
            onAdded={flow.redactionsAdded}
            onOpenChange={(open) => {
              if (open) flow.openDialog();
              else flow.closeDialog();
            }}
            onToggle={(id, approved) => void flow.toggleRedaction(id, approved)}
            onConfirm={() => void flow.confirmRedactions()}
            onCancel={() => void flow.cancel()}
            confirmBlocked={flow.confirmBlocked}
            cancelling={flow.discarding}
          />
        </>
      );
    case 'complete':
      return (
        <ProcessingComplete
          document={state.document}
          analyses={state.analyses}
          isGuest={isGuest}
          signUpHref={signUpHref}
          onUploadAnother={flow.startOver}
          nextCount={flow.queuedCount}
          onNextDocument={flow.nextDocument}
        />
      );
  }
}

function separate(flow: UploadFlow, reasons: readonly SeparateReason[] | undefined) {
  if (!reasons || reasons.length === 0) return null;
  return (
    <SeparateWarning
      reasons={reasons}
      onSplit={flow.canSplit ? () => void flow.splitDocuments() : null}
      splitting={flow.discarding}
    />
  );
}
