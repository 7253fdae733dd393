import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { invalidFileTypeBody, invalidFileTypeTitle, regulationMessages as m } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { inputClasses } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { isCsvOrJson } from '@/features/codes/code-helpers';
import { uploadRegulations } from '../regulations-api';

/**
 * Spec 03 §2.3 Upload (§5: CSV or JSON; title, category and description required). The server checks every
 * row; one bad row rejects the file, and each bad row is listed here.
 */
export function UploadRegulationsTab() {
  const ids = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: uploadRegulations,
    onSuccess: async (result) => {
      toast({ title: m.uploadSuccessful, description: result.message });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      await queryClient.invalidateQueries({ queryKey: queryKeys.regulations.all });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: m.uploadFailed,
        description: errorMessage(error, 'Upload failed'),
      });
    },
  });
  const rowIssues = isApiError(upload.error) ? (upload.error.body?.issues ?? []) : [];

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
    if (file) upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-file`}>Regulations file (CSV or JSON)</Label>
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
            Title, category and description are required on every row. A row with the id of a stored
            regulation replaces it; other rows are added as new. One bad row stops the whole file, so nothing
            is half loaded. The Download Templates tab has the columns.
          </p>
        </div>
        <div>
          <Button type="submit" disabled={!file || upload.isPending} className="w-full sm:w-auto">
            <Upload aria-hidden="true" />
            {upload.isPending ? 'Uploading…' : 'Upload regulations'}
          </Button>
        </div>
      </form>
      {upload.data ? (
        <Alert variant="info" role="status">
          <p>{upload.data.message}</p>
        </Alert>
      ) : null}
      {rowIssues.length > 0 ? (
        <section aria-labelledby={`${ids}-issues`}>
          <h2 id={`${ids}-issues`} className="text-sm font-semibold text-slate-900">
            Rows to fix (nothing was loaded)
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
            {rowIssues.map((i) => (
              <li key={i.path}>
                {i.path}: {i.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
