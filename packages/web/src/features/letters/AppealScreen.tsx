import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useSearch } from 'wouter';
import { FileDown } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input, Textarea } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { saveFile } from '@/features/analysis/analysis-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  appealFields,
  appealFileName,
  appealLabels,
  buildAppealRtf,
  emptyAppeal,
  type AppealField,
  type AppealValues,
} from './appeal-letter';
import { initialAppeal, savedFromAppeal } from './appeal-prefill';
import { factsFromDraft } from './draft-view';
import { useLetterDraft } from './use-letters';
import { SavedInfoCard } from './SavedInfoCard';
import { useSavedInfo } from './use-saved-info';

const inputTypes: Partial<Record<AppealField, string>> = {
  patientPhone: 'tel',
  dateOfService: 'date',
};
const autoComplete: Partial<Record<AppealField, string>> = {
  patientName: 'name',
  patientAddress: 'street-address',
  patientPhone: 'tel',
};

/**
 * /appeal, the smart appeal form (03-feature-pages.md §2.6): open to everyone, filled from the browser-saved
 * details and, with ?document={id}, from that analysis; the letter is written in the browser as RTF and the
 * saved details are cleared once it is made (§4).
 */
export default function AppealScreen() {
  useDocumentTitle('Appeal letter');
  const documentId = new URLSearchParams(useSearch()).get('document');
  const info = useSavedInfo();
  const [remember, setRemember] = useState(() => info.saved !== null);
  const [values, setValues] = useState<AppealValues>(() =>
    initialAppeal(emptyAppeal, info.saved?.values ?? null, null),
  );
  const draft = useLetterDraft(documentId);
  const appliedDraft = useRef(false);
  useEffect(() => {
    if (!draft.data || appliedDraft.current) return;
    appliedDraft.current = true;
    const facts = factsFromDraft(draft.data);
    setValues((current) => initialAppeal(current, null, facts));
  }, [draft.data]);

  const change = (field: AppealField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (remember) info.save({ ...info.saved?.values, ...savedFromAppeal(next) });
  };

  const onRememberChange = (value: boolean) => {
    setRemember(value);
    if (value) info.save({ ...info.saved?.values, ...savedFromAppeal(values) });
    else info.clear();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const today = new Date();
    const fileName = appealFileName(today);
    saveFile({ blob: new Blob([buildAppealRtf(values, today)], { type: 'application/rtf' }), fileName });
    // 03-feature-pages.md §4: stored data is cleared when the form is submitted.
    info.clear();
    setRemember(false);
    toast({ title: 'Download Started', description: `${fileName} is in your downloads.` });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Smart Appeal Form</h1>
        <p className="text-slate-700">
          Fill in what you know and download a letter asking for the bill to be reviewed and corrected. The
          letter is written in your browser: nothing you type here is sent to us.
        </p>
      </div>
      {documentId ? <DraftNotice status={draft.status} /> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your letter</CardTitle>
            <CardDescription>
              Every field is optional; what you leave empty is left out of the letter.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form className="flex flex-col gap-4" onSubmit={submit} aria-label="Appeal letter">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {appealFields
                  .filter((field) => field !== 'issueDescription')
                  .map((field) => (
                    <FormField key={field} label={appealLabels[field]}>
                      {(control) =>
                        field === 'patientAddress' ? (
                          <Textarea
                            {...control}
                            rows={2}
                            value={values[field]}
                            autoComplete={autoComplete[field]}
                            onChange={(e) => {
                              change(field, e.target.value);
                            }}
                          />
                        ) : (
                          <Input
                            {...control}
                            type={inputTypes[field] ?? 'text'}
                            inputMode={field === 'billAmount' ? 'decimal' : undefined}
                            value={values[field]}
                            autoComplete={autoComplete[field]}
                            onChange={(e) => {
                              change(field, e.target.value);
                            }}
                          />
                        )
                      }
                    </FormField>
                  ))}
              </div>
              <FormField
                label={appealLabels.issueDescription}
                hint="For example: the same service billed twice, a charge for care you did not receive, a denied claim."
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={6}
                    value={values.issueDescription}
                    onChange={(e) => {
                      change('issueDescription', e.target.value);
                    }}
                  />
                )}
              </FormField>
              <Button type="submit" size="lg" className="w-full sm:w-fit">
                <FileDown aria-hidden="true" />
                Download Appeal Letter
              </Button>
            </form>
          </CardContent>
        </Card>
        <SavedInfoCard info={info} remember={remember} onRememberChange={onRememberChange} />
      </div>
    </div>
  );
}

function DraftNotice({ status }: { status: 'pending' | 'error' | 'success' }) {
  if (status === 'pending') {
    return (
      <p role="status" className="text-sm text-slate-700">
        Reading your analysis...
      </p>
    );
  }
  if (status === 'error') {
    return (
      <Alert variant="warning">
        We could not read that analysis, so the form starts empty. You can still fill it in yourself.
      </Alert>
    );
  }
  return (
    <Alert variant="info">
      The issue, amounts and dates come from your analysis. Check them and add your own details.
    </Alert>
  );
}
