import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Plus } from 'lucide-react';
import {
  missedPhiLimits,
  patientPhiKindLabels,
  patientPhiKinds,
  type AddMissedPhiResponse,
  type PatientPhiKind,
} from '@clearbill/shared';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { errorMessage } from '@/lib/api';
import { addMissedPhi, fetchReviewText } from './upload-api';

type TextState =
  { kind: 'idle' | 'loading' | 'failed' } | { kind: 'ready'; text: string; truncated: boolean };

/**
 * "Add something we missed" (issue 10 item 6): the patient selects text in the document's text, or
 * types it, says what it is, and the server removes it everywhere it appears. The text is the
 * patient's own document, shown only to them while it awaits confirmation.
 */
export function AddMissedPhi({
  documentId,
  onAdded,
}: {
  documentId: string;
  onAdded: (result: AddMissedPhiResponse, kind: PatientPhiKind) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [docText, setDocText] = useState<TextState>({ kind: 'idle' });
  const [text, setText] = useState('');
  const [kind, setKind] = useState<PatientPhiKind | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const textRef = useRef<HTMLPreElement>(null);

  const expand = async () => {
    setOpen(true);
    if (docText.kind === 'ready' || docText.kind === 'loading') return;
    setDocText({ kind: 'loading' });
    try {
      const review = await fetchReviewText(documentId);
      setDocText({ kind: 'ready', text: review.text, truncated: review.truncated });
    } catch {
      setDocText({ kind: 'failed' });
    }
  };

  /** The selection inside the document text becomes the text to remove. */
  const takeSelection = () => {
    const selection = window.getSelection();
    const node = selection?.anchorNode ?? null;
    if (!selection || !node || !textRef.current?.contains(node)) return;
    const picked = selection.toString().replace(/\s+/g, ' ').trim();
    if (picked.length > 0) {
      setText(picked.slice(0, missedPhiLimits.maxLength));
      setError(null);
      setDone(null);
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    if (text.trim().length < missedPhiLimits.minLength) {
      setError('Type or select at least 2 characters to remove.');
      return;
    }
    if (kind === '') {
      setError('Choose what kind of information it is.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await addMissedPhi(documentId, { text: text.trim(), kind });
      onAdded(result, kind);
      const places = result.occurrences === 1 ? '1 place' : `${result.occurrences} places`;
      setDone(`Added. It will be removed in ${places}.`);
      setText('');
      setKind('');
    } catch (err) {
      setError(errorMessage(err, 'We could not add that. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button
        variant="secondary"
        className="mt-3 self-start"
        onClick={() => void expand()}
        aria-expanded={false}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add something we missed
      </Button>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        Add something we missed
      </h3>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        Select it in your document's text below, or type it. We remove it everywhere it appears.
      </p>
      {docText.kind === 'loading' ? <p className="mt-2 text-sm text-slate-600">Loading the text…</p> : null}
      {docText.kind === 'failed' ? (
        <p className="mt-2 text-sm text-slate-700">The text could not be shown. You can still type it.</p>
      ) : null}
      {docText.kind === 'ready' ? (
        <pre
          ref={textRef}
          tabIndex={0}
          aria-label="Your document's text"
          onMouseUp={takeSelection}
          onKeyUp={takeSelection}
          onTouchEnd={takeSelection}
          className="mt-2 max-h-36 overflow-auto rounded-md border border-slate-300 bg-white p-2 font-mono text-xs whitespace-pre-wrap text-slate-900 sm:max-h-44"
        >
          {docText.text}
          {docText.truncated ? '\n…' : ''}
        </pre>
      ) : null}
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Label htmlFor={`${id}-text`}>Text to remove</Label>
          <Input
            id={`${id}-text`}
            value={text}
            maxLength={missedPhiLimits.maxLength}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            aria-invalid={error !== null && text.trim().length < missedPhiLimits.minLength}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
              setDone(null);
            }}
          />
        </div>
        <div className="flex flex-col gap-1 sm:w-44">
          <Label htmlFor={`${id}-kind`}>What is it?</Label>
          <NativeSelect
            id={`${id}-kind`}
            value={kind}
            aria-invalid={error !== null && kind === ''}
            onChange={(e) => {
              setKind(e.target.value as PatientPhiKind | '');
              setError(null);
            }}
          >
            <option value="">Choose</option>
            {patientPhiKinds.map((k) => (
              <option key={k} value={k}>
                {patientPhiKindLabels[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Remove everywhere'}
        </Button>
      </form>
      <div aria-live="polite" className="mt-2 text-sm">
        {error ? (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        ) : null}
        {done ? <p className="text-slate-800">{done}</p> : null}
      </div>
    </section>
  );
}
