import { useQuery } from '@tanstack/react-query';
import { contactMessageListSchema, type ContactMessageList } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { apiRequest, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';

function fetchContactMessages(): Promise<ContactMessageList> {
  return apiRequest('/api/admin/contact-messages?limit=100', { schema: contactMessageListSchema });
}

/** The back office's list of contact-form messages, newest first (GET /api/admin/contact-messages). */
export function ContactMessagesSection() {
  const list = useQuery({ queryKey: queryKeys.admin.contactMessages, queryFn: fetchContactMessages });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Messages</CardTitle>
        <CardDescription>
          Sent through the contact form. Answer by e-mail; each message is deleted a year after it arrived.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? <Spinner showLabel label="Loading the messages" /> : null}
        {list.isError ? (
          <Alert variant="error">{errorMessage(list.error, 'The messages could not be loaded.')}</Alert>
        ) : null}
        {list.data && list.data.messages.length === 0 ? (
          <p className="text-slate-700">No messages yet.</p>
        ) : null}
        {list.data && list.data.messages.length > 0 ? (
          <>
            <p className="mb-3 text-sm text-slate-600">
              {list.data.total === list.data.messages.length
                ? `${list.data.total} messages`
                : `The newest ${list.data.messages.length} of ${list.data.total} messages`}
            </p>
            <ul className="flex flex-col divide-y divide-slate-200">
              {list.data.messages.map((m) => (
                <li key={m.id} className="flex flex-col gap-1 py-3">
                  <p className="flex flex-wrap justify-between gap-2 text-sm">
                    <span className="font-medium text-slate-900">
                      {m.name} · <span className="break-all">{m.email}</span>
                    </span>
                    <span className="text-slate-600">{formatDate(m.createdAt)}</span>
                  </p>
                  <p className="text-sm whitespace-pre-wrap text-slate-700">{m.message}</p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
