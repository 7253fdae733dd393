import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, CircleAlert, CircleCheck, FilePen, Upload } from 'lucide-react';
import { documentTypeLabels, messages, type DocumentAnalysisResponse } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountPromptDialog, LimitedAnalysisPromo } from './AccountPrompt';
import { useAuth } from '@/features/auth/use-auth';
import { appealHref, documentDisplayName, localToday, needsAppeal, sortFindings } from './analysis-view';
import { FindingCard } from './FindingCard';
import { HelpResources } from './HelpResources';
import { ReadingNotice } from './ReadingNotice';
import { KeyFindingsCard, NextStepsCard, RiskCard, SaveButton } from './SummaryCards';
import { useAnalysisActions, useDocumentAnalysis, type AnalysisActions } from './use-analysis';

/** /analysis/{id} (01-patient-area.md §2 'Analysis results'): id is the document's id. */
export function AnalysisScreen({ id }: { id: string }) {
  useDocumentTitle('Analysis results');
  const query = useDocumentAnalysis(id);
  if (query.isPending) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-6xl justify-center px-4 py-20">
        <Spinner label="Loading your analysis results..." showLabel />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Analysis results</h1>
        <Alert variant="error" role="alert" className="w-full text-left">
          <CircleAlert aria-hidden="true" />
          <div>
            <p className="font-medium">{messages.analysisLoadFailed}</p>
            <p className="mt-1">
              The document may have been deleted, or it may belong to another account or guest session.
            </p>
          </div>
        </Alert>
        <Button asChild size="lg">
          <Link href="/upload">
            <Upload aria-hidden="true" />
            Upload New Document
          </Link>
        </Button>
      </div>
    );
  }
  return <AnalysisResults id={id} data={query.data} />;
}

function AnalysisResults({ id, data }: { id: string; data: DocumentAnalysisResponse }) {
  const { analysis, document } = data;
  const actions = useAnalysisActions(id);
  const signedIn = useAuth().user !== null;
  const findings = useMemo(() => sortFindings(analysis.findings), [analysis.findings]);
  const today = localToday();
  const returnTo = `/analysis/${id}`;
  const type = document.documentType ?? analysis.documentType;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After the redirect nothing has focus: start screen readers at the document's name.
  useEffect(() => {
    if (window.document.activeElement === window.document.body)
      headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-6 sm:px-6 sm:pt-8">
      <div>
        {/* A guest has no dashboard: their way back is the upload page. */}
        <Link
          href={signedIn ? '/dashboard' : '/upload'}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {signedIn ? 'Back to dashboard' : 'Back to upload'}
        </Link>
      </div>
      <header className="flex flex-col gap-2">
        <Badge variant="success" className="self-start">
          <CircleCheck aria-hidden="true" />
          Analysis Complete
        </Badge>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight break-words text-slate-900 outline-none sm:text-3xl"
        >
          {documentDisplayName(document)}
        </h1>
        <p className="text-sm text-slate-600">
          {type ? `${documentTypeLabels[type]} · ` : null}
          Analysed {formatDate(analysis.createdAt)}
        </p>
      </header>

      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <RiskCard analysis={analysis} />
        <KeyFindingsCard analysis={analysis} />
        <div className="md:col-span-2 lg:col-span-1">
          <NextStepsCard documentId={id} analysis={analysis} actions={actions} />
        </div>
      </div>

      {analysis.limited ? <LimitedAnalysisPromo returnTo={returnTo} /> : null}

      <ReadingNotice notice={analysis.readingNotice} />

      <section aria-labelledby="issues-heading" className="flex flex-col gap-3">
        <h2 id="issues-heading" className="text-xl font-semibold text-slate-900">
          Billing Issues Found
          <span className="ml-2 text-base font-normal text-slate-600">({findings.length})</span>
        </h2>
        {findings.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
            We did not find billing problems in this document. Keep it with your records, and ask the provider
            for an itemized bill if something still looks wrong to you.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {findings.map((finding) => (
              <li key={finding.id}>
                <FindingCard finding={finding} today={today} regulations={analysis.regulations} />
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-600">
          ClearBill gives general information, not legal or medical advice. Check each issue against your bill
          and your plan documents before you act.
        </p>
      </section>

      <HelpResources findings={analysis.findings} />

      <MobileActionBar
        id={id}
        appeal={needsAppeal(analysis.findings)}
        saved={analysis.saved}
        actions={actions}
      />
      <AccountPromptDialog
        message={actions.accountPrompt}
        returnTo={returnTo}
        onClose={actions.closeAccountPrompt}
      />
    </div>
  );
}

/** Phones: the two main actions stay in reach at the bottom while the list scrolls. */
function MobileActionBar({
  id,
  appeal,
  saved,
  actions,
}: {
  id: string;
  appeal: boolean;
  saved: boolean;
  actions: AnalysisActions;
}) {
  const signedIn = useAuth().user !== null;
  return (
    <nav
      aria-label="Quick actions"
      className="sticky bottom-0 z-20 -mx-4 flex sm:-mx-6 gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:hidden"
    >
      {appeal ? (
        <Button asChild className="flex-1">
          <Link href={appealHref(id, signedIn)}>
            <FilePen aria-hidden="true" />
            Generate Appeal
          </Link>
        </Button>
      ) : null}
      <SaveButton saved={saved} actions={actions} label="Save Results" className="flex-1" />
    </nav>
  );
}
