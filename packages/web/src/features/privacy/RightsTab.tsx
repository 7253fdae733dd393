import { Download } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useAccountErasure, useComplianceReport, useDataExport } from './use-privacy';

export function RightsTab({ redirect, onErased }: { redirect: () => void; onErased: () => void }) {
  const report = useComplianceReport(redirect);
  const exportData = useDataExport(redirect);
  const erase = useAccountErasure(redirect, onErased);
  const r = report.data;
  return (
    <div className="flex flex-col gap-4">
      {r ? (
        <Card>
          <CardHeader>
            <CardTitle>Your data at a glance</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
              <Figure label="Documents held" value={r.dataRetentionStatus.activeDocuments} />
              <Figure
                label="Originals not yet deleted"
                value={r.dataRetentionStatus.originalsAwaitingDeletion}
              />
              <Figure label="Data exports requested" value={r.complianceMetrics.totalDataRequests} />
            </dl>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Right of access and portability</CardTitle>
          <CardDescription>
            Download everything ClearBill holds about you as one JSON file: your account, consents, documents
            (their details and redacted text, never the original files), analyses and activity log.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            onClick={() => {
              exportData.mutate();
            }}
            disabled={exportData.isPending}
          >
            <Download aria-hidden="true" />
            {exportData.isPending ? 'Preparing your file...' : 'Export My Data'}
          </Button>
        </CardContent>
      </Card>
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle>Right to erasure</CardTitle>
          <CardDescription>
            Delete your account and all associated data permanently. You will be signed out and cannot sign in
            again with this account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog
            deleting={erase.isPending}
            onConfirm={() => {
              erase.mutate();
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
