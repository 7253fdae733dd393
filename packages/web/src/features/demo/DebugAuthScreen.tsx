import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/Alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth/use-auth';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { fetchDocumentList } from './demo-api';
import { DevPage } from './DevPage';
import { formatDateTime, formatSpan } from './time';
import { useDemoMode, useSessionInfo } from './use-demo';

/** Re-renders every second, for the countdowns. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr] sm:gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-900">{term}</dt>
          <dd className="mb-2 break-words text-slate-700 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /debug-auth: what the app knows about the session (never a token), and the documents list. */
export function DebugAuthScreen() {
  const { user, guest, isLoading } = useAuth();
  const { demoMode } = useDemoMode();
  const session = useSessionInfo(user !== null);
  const documents = useQuery({
    queryKey: queryKeys.auth.debugDocuments,
    queryFn: fetchDocumentList,
    enabled: user !== null || guest !== null,
  });
  const now = useNow();
  let who = 'Nobody: not signed in and no guest session';
  if (user) who = 'A signed-in account';
  else if (guest) who = 'A guest session';
  return (
    <DevPage
      title="Sign-in diagnostics"
      intro="What the app knows about your session right now. It never shows a token."
    >
      {isLoading ? <Spinner showLabel label="Checking your session" /> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Session</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts
            rows={[
              ['Who', who],
              ['Demo mode on this server', demoMode ? 'On' : 'Off'],
              ...(user
                ? ([
                    ['User', `${user.firstName} ${user.lastName}`.trim()],
                    ['E-mail', user.email],
                    ['User id', user.id],
                    [
                      'Demo account',
                      session.data ? (session.data.demo ? 'Yes: sample data only' : 'No') : '…',
                    ],
                    [
                      'Session ends',
                      session.data ? `${formatDateTime(session.data.expiresAt)} at the latest` : '…',
                    ],
                    [
                      'Idle time left',
                      session.data
                        ? `${formatSpan(new Date(session.data.idleExpiresAt).getTime() - now)} (any request resets it)`
                        : '…',
                    ],
                    ['Uploads left', session.data ? String(session.data.uploadsRemaining) : '…'],
                  ] as [string, ReactNode][])
                : []),
              ...(guest
                ? ([
                    [
                      'Guest uploads left',
                      guest.hasUnlimitedAccess || guest.uploadsRemaining === null
                        ? 'Unlimited (beta code)'
                        : String(guest.uploadsRemaining),
                    ],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
          {session.isError ? (
            <Alert variant="error" className="mt-4">
              {errorMessage(session.error, 'The session details could not be read.')}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Documents (GET /api/documents)</CardTitle>
        </CardHeader>
        <CardContent>
          {!user && !guest ? (
            <p className="text-sm text-slate-700">No session, so no documents to list.</p>
          ) : null}
          {documents.isPending && (user || guest) ? (
            <Spinner showLabel label="Loading the documents" />
          ) : null}
          {documents.isError ? (
            <Alert variant="error">
              {errorMessage(documents.error, 'The documents could not be listed.')}
            </Alert>
          ) : null}
          {documents.data ? (
            documents.data.documents.length === 0 ? (
              <p className="text-sm text-slate-700">No documents.</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {documents.data.documents.map((d) => (
                  <li
                    key={d.id}
                    className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2"
                  >
                    <span className="break-all text-slate-900">{d.originalFileName}</span>
                    <span className="text-slate-600">
                      {d.status} · {formatDateTime(d.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </CardContent>
      </Card>
    </DevPage>
  );
}
