import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { invalidFileTypeBody, invalidFileTypeTitle, type CodeUploadResponse } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { inputClasses } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { uploadCodes } from './codes-api';
import { isCsvOrJson, numberFormat } from './code-helpers';
import { AdminSignInNote } from './controls';
import { queryKeys } from '@/lib/query-keys';
import { useAdminPresent } from './use-admin-present';

/** 03-feature-pages.md §2.2 Upload: CSV or JSON files of codes, checked here and again by the server. */
export function UploadTab() {
  const ids = useId();
  const { isAdmin } = useAdminPresent();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: uploadCodes,
    onSuccess: async (result) => {
      toast({ title: 'Upload Successful', description: summary(result) });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      await queryClient.invalidateQueries({ queryKey: queryKeys.codes.all });
    },
    onError: (error) => {
      // 03-feature-pages.md §8: 'Upload failed: ' and the status text (the server's message when it gave one).
      const detail = errorMessage(error, 'Request failed');
      toast({ variant: 'destructive', title: 'Upload Failed', description: `Upload failed: ${detail}` });
    },
  });

  const choose = (chosen: File | null) => {
    upload.reset();
    if (chosen && !isCsvOrJson(chosen)) {
      toast({ variant: 'destructive', title: invalidFileTypeTitle, description: invalidFileTypeBody });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (file && isAdmin) upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-file`}>Codes file (CSV or JSON)</Label>
          <input
            ref={inputRef}
            id={`${ids}-file`}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={`${ids}-hint`}
            className={cn(
              inputClasses,
              'file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-900',
            )}
            onChange={(e) => {
              choose(e.target.files?.[0] ?? null);
            }}
          />
          <p id={`${ids}-hint`} className="text-xs text-slate-600">
            One code per row with the columns code, codeType and title; description, category and the other
            fields are optional. The Download tab has templates.
          </p>
        </div>
        {isAdmin ? (
          <div>
            <Button type="submit" disabled={!file || upload.isPending} className="w-full sm:w-auto">
              <Upload aria-hidden="true" />
              {upload.isPending ? 'Uploading…' : 'Upload codes'}
            </Button>
          </div>
        ) : (
          <AdminSignInNote>
            Adding codes changes the shared code database, so it needs an administrator. Sign in as an
            administrator in this browser to upload.
          </AdminSignInNote>
        )}
      </form>
      {upload.data ? <UploadReport result={upload.data} /> : null}
    </div>
  );
}

function summary(result: CodeUploadResponse): string {
  const parts = [
    `${numberFormat.format(result.inserted)} added`,
    `${numberFormat.format(result.updated)} updated`,
  ];
  if (result.rejected.length) parts.push(`${numberFormat.format(result.rejected.length)} rejected`);
  return `${parts.join(', ')}.`;
}

function UploadReport({ result }: { result: CodeUploadResponse }) {
  return (
    <section aria-label="Upload result" className="flex flex-col gap-3">
      <Alert variant="info" role="status">
        <p>{result.message || summary(result)}</p>
      </Alert>
      {result.rejected.length ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Rows not imported</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
            {result.rejected.slice(0, 100).map((r) => (
              <li key={r.row}>
                Row {r.row}: {r.reason}
              </li>
            ))}
          </ul>
          {result.rejected.length > 100 ? (
            <p className="mt-1 text-xs text-slate-600">
              And {numberFormat.format(result.rejected.length - 100)} more.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
