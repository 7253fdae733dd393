import { useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { activityLabel, actorLabels } from './activity-labels';
import { formatDateTime } from './format';
import { ACTIVITY_PAGE_SIZE } from './privacy-api';
import { useActivity } from './use-privacy';

/** Every read or change of the person's data, newest first, 20 a page. */
export function ActivityTab({ redirect }: { redirect: () => void }) {
  const [page, setPage] = useState(1);
  const query = useActivity(page, redirect);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / ACTIVITY_PAGE_SIZE)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity Log</CardTitle>
        <CardDescription>Every time your data was read or changed, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? <Spinner label="Loading your activity" showLabel /> : null}
        {query.isError ? (
          <Alert variant="error" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>Your activity could not be loaded. Please reload the page.</p>
          </Alert>
        ) : null}
        {query.data ? (
          <>
            {query.data.events.length === 0 ? (
              <p className="text-sm text-slate-600">No activity yet.</p>
            ) : null}
            <ol className="divide-y divide-slate-200" aria-busy={query.isFetching}>
              {query.data.events.map((event, i) => (
                <li
                  key={`${event.timestamp}-${i}`}
                  className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4"
                >
                  <span className="font-medium text-slate-900">{activityLabel(event)}</span>
                  <span className="text-sm text-slate-600">
                    {actorLabels[event.actor]} ·{' '}
                    <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
                  </span>
                </li>
              ))}
            </ol>
            {pages > 1 ? (
              <nav aria-label="Activity pages" className="mt-4 flex items-center justify-between gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => {
                    setPage((p) => p - 1);
                  }}
                >
                  Newer
                </Button>
                <span className="text-sm text-slate-700" aria-live="polite">
                  Page {page} of {pages}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => {
                    setPage((p) => p + 1);
                  }}
                >
                  Older
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
