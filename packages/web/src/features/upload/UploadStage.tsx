import { Link } from 'wouter';
import { messages } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { ConsentOptions } from './ConsentOptions';
import { uploadFileRules } from './file-rules';
import { canUpload, type UploadAllowance } from './upload-allowance';
import { UploadDropzone } from './UploadDropzone';
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
          read together as one document.
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
        {state.stage === 'consent' ? (
          <ConsentOptions
            disabled={!allowed}
            disabledReason={allowance.kind === 'pending' ? 'Starting your guest session…' : undefined}
            onSubmit={(options) => {
              void flow.upload(options);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
