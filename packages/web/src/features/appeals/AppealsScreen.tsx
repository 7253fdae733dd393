import { Link } from 'wouter';
import { ArrowLeft, CalendarPlus, FileText } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { escalationSteps, lettersInOrder, localToday } from './appeals-view';
import { DeadlineList } from './DeadlineList';
import { LetterTracking } from './LetterTracking';
import { useCalendarDownload, useDeadlines, useMyLetters } from './use-appeals';

/** /appeals: the letters you sent and every deadline, with what to do when no answer comes. */
export default function AppealsScreen() {
  useDocumentTitle('Appeals and deadlines');
  const deadlines = useDeadlines();
  const letters = useMyLetters();
  const calendar = useCalendarDownload();
  const today = localToday();
  const list = deadlines.data?.deadlines ?? [];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3">
        <Link
          href="/dashboard"
          className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to your dashboard
        </Link>
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Appeals and deadlines</h1>
        <p className="text-slate-700">
          The last day for each step your bills and letters open, counted from the dates on your documents.
        </p>
      </div>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle as="h2">Deadlines</CardTitle>
          <Button
            variant="secondary"
            disabled={calendar.isPending || list.length === 0}
            onClick={() => {
              calendar.mutate();
            }}
          >
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </Button>
        </CardHeader>
        <CardContent>
          {deadlines.isPending ? (
            <Spinner label="Loading your deadlines" />
          ) : deadlines.isError ? (
            <Alert variant="error">
              {errorMessage(deadlines.error, 'Your deadlines could not be loaded.')}
            </Alert>
          ) : list.length === 0 ? (
            <p className="text-slate-700">
              No deadlines yet. They appear when an analysis finds a denial or another route with a time
              limit, and when you mark a letter as sent.
            </p>
          ) : (
            <DeadlineList deadlines={list} today={today} />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Your letters</CardTitle>
        </CardHeader>
        <CardContent>
          {letters.isPending ? (
            <Spinner label="Loading your letters" />
          ) : letters.isError ? (
            <Alert variant="error">{errorMessage(letters.error, 'Your letters could not be loaded.')}</Alert>
          ) : letters.data.letters.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-slate-700">
                No letters yet. Write one from an analysis or from the templates.
              </p>
              <Button asChild variant="secondary">
                <Link href="/letters">
                  <FileText aria-hidden="true" />
                  Letter templates
                </Link>
              </Button>
            </div>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Letters">
              {lettersInOrder(letters.data.letters).map((l) => (
                <LetterTracking key={l.id} letter={l} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">When no answer comes</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-slate-800">
            {escalationSteps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
