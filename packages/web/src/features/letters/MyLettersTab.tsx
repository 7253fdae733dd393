import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CalendarClock, Download, FileText, Mail, MessageSquareReply, Trash2 } from 'lucide-react';
import {
  letterMessages,
  letterOutcomes,
  type GeneratedLetter,
  type LetterOutcome,
  type LetterTrackingUpdate,
} from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Spinner } from '@/components/ui/Spinner';
import { formatDate } from '@/lib/format';
import type { LetterFormat } from './letters-api';
import { dueText, localIsoDate, outcomeLabels, recipientLabels, statusView } from './letters-view';

export interface LetterActions {
  download: (id: string, format: LetterFormat) => void;
  remove: (id: string) => void;
  track: (id: string, update: LetterTrackingUpdate) => void;
  busy: boolean;
}

export function MyLettersTab({
  letters,
  loading,
  failed,
  actions,
}: {
  letters: readonly GeneratedLetter[] | undefined;
  loading: boolean;
  failed: boolean;
  actions: LetterActions;
}) {
  if (loading && !letters) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your letters" />
      </div>
    );
  }
  if (failed && !letters) {
    return (
      <p role="alert" className="py-8 text-center text-red-800">
        Your letters could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!letters || letters.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        <Mail className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">{letterMessages.noLetters}</h3>
        <p className="text-slate-600">Pick a template and generate your first letter.</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="My letters">
      {letters.map((letter) => (
        <li key={letter.id}>
          <LetterRow letter={letter} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

function LetterRow({ letter, actions }: { letter: GeneratedLetter; actions: LetterActions }) {
  const status = statusView(letter);
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3" id={headingId} className="text-base">
            {letter.template_name}
          </CardTitle>
          <Badge variant={status.variant}>{status.text}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          To {letter.recipient_name} ({recipientLabels[letter.recipient_type]}) · created{' '}
          {formatDate(letter.created_at)}
        </p>
        <p className="text-sm text-slate-600">{letter.subject}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {letter.response_due ? (
          <p className="flex items-start gap-1.5 text-sm text-slate-800">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Answer due by {dueText(letter.response_due, localIsoDate(new Date()))}
              {letter.response_rule ? ` (${letter.response_rule})` : ''}.{' '}
              <Link href="/appeals" className="text-brand-700 underline">
                See it on your Appeals page
              </Link>
            </span>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => {
              actions.download(letter.id, 'doc');
            }}
            disabled={actions.busy}
          >
            <Download aria-hidden="true" />
            Download .docx
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              actions.download(letter.id, 'pdf');
            }}
            disabled={actions.busy}
          >
            <FileText aria-hidden="true" />
            Download .pdf
          </Button>
          {letter.status === 'draft' ? <MarkSentDialog letter={letter} actions={actions} /> : null}
          {letter.status === 'sent' ? <RecordAnswerDialog letter={letter} actions={actions} /> : null}
          <DeleteLetterDialog letter={letter} actions={actions} />
        </div>
      </CardContent>
    </Card>
  );
}

/** A calendar day (YYYY-MM-DD) no later than `today`. */
const isDayUpTo = (date: string, today: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today;

function DateField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        min={min}
        max={max}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
    </div>
  );
}

function MarkSentDialog({ letter, actions }: { letter: GeneratedLetter; actions: LetterActions }) {
  const today = localIsoDate(new Date());
  const [date, setDate] = useState(today);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <Mail aria-hidden="true" />
          Mark as sent
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>When did you send it?</DialogTitle>
        <DialogDescription>
          We work out when the answer is due and add it to your Appeals page and calendar feed.
        </DialogDescription>
        <div className="mt-4">
          <DateField label="Date sent" max={today} value={date} onChange={setDate} />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button
              disabled={!isDayUpTo(date, today)}
              onClick={() => {
                actions.track(letter.id, { status: 'sent', sentAt: date });
              }}
            >
              Mark as sent
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RecordAnswerDialog({ letter, actions }: { letter: GeneratedLetter; actions: LetterActions }) {
  const today = localIsoDate(new Date());
  const [date, setDate] = useState(today);
  const [outcome, setOutcome] = useState<LetterOutcome | ''>('');
  const outcomeId = useId();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <MessageSquareReply aria-hidden="true" />
          Record the answer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>What did they answer?</DialogTitle>
        <DialogDescription>
          Outcomes you report measure how well each template works for patients; nothing else is shared.
        </DialogDescription>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={outcomeId}>Outcome</Label>
            <NativeSelect
              id={outcomeId}
              value={outcome}
              onChange={(e) => {
                setOutcome(e.target.value as LetterOutcome | '');
              }}
            >
              <option value="">Choose...</option>
              {letterOutcomes.map((o) => (
                <option key={o} value={o}>
                  {outcomeLabels[o]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DateField
            label="Date of the answer"
            min={letter.sent_at ?? undefined}
            max={today}
            value={date}
            onChange={setDate}
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button
              disabled={outcome === '' || !isDayUpTo(date, today)}
              onClick={() => {
                if (outcome !== '')
                  actions.track(letter.id, { status: 'answered', answeredAt: date, outcome });
              }}
            >
              Save the answer
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeleteLetterDialog({ letter, actions }: { letter: GeneratedLetter; actions: LetterActions }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-red-800">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete this letter?</DialogTitle>
        <DialogDescription>
          The letter to {letter.recipient_name} and the details you typed into it are deleted for good.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button
              variant="destructive"
              onClick={() => {
                actions.remove(letter.id);
              }}
            >
              Delete letter
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
