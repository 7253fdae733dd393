import { Link } from 'wouter';
import { messages } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { ConsentOptions } from './ConsentOptions';
import { uploadFileRules } from './file-rules';
import { canUpload, type UploadAllowance } from './upload-allowance';
import { UploadDropzone } from './UploadDropzone';
import { YesNoQuestion } from './YesNoQuestion';
import type { UploadFlow } from './use-upload-flow';

/** Steps 1 and 2 of the upload page: choose the files, then consent and storage. */
export function UploadStage({ flow, allowance }: { flow: UploadFlow; allowance: UploadAllowance }) {
  const { state } = flow;
  const files = state.stage === 'consent' ? state.files : [];
  const allowed = canUpload(allowance);
  const outOfUploads = allowance.kind !== 'pending' && !allowed;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Choose your document</h2>
        <CardDescription>
          A medical bill, an explanation of benefits (EOB) or a denial letter. Several photos of one bill are
          read together as one document; for several files we ask.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {outOfUploads ? (
          <Alert variant="warning" role="status">
            <p>
              {allowance.kind === 'user' ? messages.userQuotaReached : messages.guestQuotaReached}{' '}
              {allowance.kind === 'guest' ? (
                <Link href="/auth?tab=signup" className="font-medium underline underline-offset-4">
                  Create a free account
                </Link>
              ) : null}
            </p>
          </Alert>
        ) : null}
        <UploadDropzone
          files={files}
          onChange={flow.chooseFiles}
          rules={uploadFileRules}
          disabled={outOfUploads}
          title="Drop clear images here"
          hint="PDF, JPEG, PNG, DICOM (.dcm), DOCX • Up to 10MB each • Up to 10 files"
        />
        {state.stage === 'consent' && state.files.length > 1 ? (
          <YesNoQuestion
            legend={`Are these ${state.files.length} files one document?`}
            hint="Several photos or pages of one bill are one document. Different bills, EOBs or letters are separate documents: each is checked on its own and uses one upload."
            value={state.grouping === null ? null : state.grouping === 'one'}
            onChange={(one) => flow.chooseGrouping(one ? 'one' : 'separate')}
            yesLabel="Pages of one document"
            noLabel="Separate documents"
          />
        ) : null}
        {state.stage === 'consent' ? (
          <ConsentOptions
            disabled={!allowed || state.grouping === null}
            disabledReason={
              allowance.kind === 'pending'
                ? 'Starting your guest session…'
                : state.grouping === null
                  ? 'First tell us whether your files are one document.'
                  : undefined
            }
            onSubmit={(options) => {
              void flow.upload(options);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
