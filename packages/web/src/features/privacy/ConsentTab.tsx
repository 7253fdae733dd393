import { Switch } from '@/components/ui/Switch';
import { useState } from 'react';
import { CircleAlert } from 'lucide-react';
import {
  PROCESSING_WITHDRAWAL_GRACE_HOURS,
  type ConsentRecord,
  type ConsentsResponse,
  type ConsentType,
} from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime } from './format';
import { useConsents, useConsentUpdate } from './use-privacy';

const consentText: Record<ConsentType, { title: string; description: string }> = {
  data_processing: {
    title: 'Data processing',
    description: `Needed to read and check the documents you upload. If you turn it off, new uploads are refused and your documents and analyses are deleted after ${PROCESSING_WITHDRAWAL_GRACE_HOURS} hours, unless you turn it back on before then.`,
  },
  research_use: {
    title: 'Research use',
    description:
      'Allow de-identified results (never your name or documents) to be used to improve how bills are checked.',
  },
  communications: {
    title: 'Communications',
    description: 'Receive e-mails about your analyses, appeal deadlines and product updates.',
  },
};

export function ConsentTab({ redirect }: { redirect: () => void }) {
  const query = useConsents(redirect);
  const update = useConsentUpdate(redirect);
  if (query.isPending) return <Spinner label="Loading your consent choices" showLabel />;
  if (query.isError) {
    return (
      <Alert variant="error" role="alert">
        <CircleAlert aria-hidden="true" />
        <p>Your consent choices could not be loaded. Please reload the page.</p>
      </Alert>
    );
  }
  const pendingType = update.isPending ? update.variables.consentType : null;
  return (
    <div className="flex flex-col gap-4">
      <PendingDeletion data={query.data} />
      <Card>
        <CardHeader>
          <CardTitle>Consent Management</CardTitle>
          <CardDescription>
            Choose what ClearBill may do with your data. Changes apply at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-200">
            {query.data.consents.map((consent) => (
              <ConsentRow
                key={consent.consentType}
                consent={consent}
                saving={pendingType === consent.consentType}
                onChange={(consentGiven) => {
                  update.mutate({ consentType: consent.consentType, consentGiven });
                }}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
      {query.data.history.length > 0 ? <ConsentHistory history={query.data.history} /> : null}
    </div>
  );
}

function ConsentRow({
  consent,
  saving,
  onChange,
}: {
  consent: ConsentRecord;
  saving: boolean;
  onChange: (given: boolean) => void;
}) {
  const text = consentText[consent.consentType];
  const id = `consent-${consent.consentType}`;
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-slate-900">
          {text.title}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {text.description}
        </p>
        <p className="mt-1 text-xs text-slate-600">{stateLine(consent)}</p>
      </div>
      <Switch
        id={id}
        label={text.title}
        hideLabel
        checked={consent.consentGiven}
        disabled={saving}
        onCheckedChange={onChange}
        describedBy={`${id}-hint`}
      />
    </li>
  );
}

function stateLine(consent: ConsentRecord): string {
  if (consent.consentGiven) {
    return consent.grantedAt
      ? `Given on ${formatDateTime(consent.grantedAt)}`
      : 'Given when you upload a document';
  }
  return consent.withdrawnAt ? `Withdrawn on ${formatDateTime(consent.withdrawnAt)}` : 'Not given';
}

function PendingDeletion({ data }: { data: ConsentsResponse }) {
  // The time the page was opened is close enough to tell "will be" from "were".
  const [openedAt] = useState(() => Date.now());
  if (!data.pendingDeletion) return null;
  const at = data.pendingDeletion.scheduledFor;
  const past = new Date(at).getTime() <= openedAt;
  return (
    <Alert variant="warning" role="status">
      <CircleAlert aria-hidden="true" />
      <p>
        {past
          ? `Data processing is off: your documents and analyses were deleted after ${formatDateTime(at)}. New uploads stay refused until you turn it back on.`
          : `Data processing is off: your documents and analyses will be deleted on ${formatDateTime(at)}. Turn it back on before then to keep them.`}
      </p>
    </Alert>
  );
}

function ConsentHistory({ history }: { history: ConsentRecord[] }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-medium text-slate-900">Consent history</summary>
      <ul className="mt-3 flex flex-col gap-2 text-slate-700">
        {history.map((r, i) => (
          <li key={`${r.consentType}-${i}`}>
            {consentText[r.consentType].title}:{' '}
            {r.consentGiven
              ? `given ${r.grantedAt ? formatDateTime(r.grantedAt) : ''}`
              : `withdrawn ${r.withdrawnAt ? formatDateTime(r.withdrawnAt) : ''}`}
          </li>
        ))}
      </ul>
    </details>
  );
}
