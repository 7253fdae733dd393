import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileDown, GraduationCap, ShieldCheck } from 'lucide-react';
import {
  defaultRetentionHours,
  hipaaGroupInfo,
  hipaaGroups,
  limits,
  type HipaaChecklistItem,
  type HipaaChecklistUpdate,
  type SecurityScan,
} from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/Dialog';
import { Textarea } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { Switch } from '@/components/ui/Switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { downloadAdminFile } from '../codes/download';
import { changedByText, hipaaStatusLabels, hipaaStatusVariant, parseEvidenceLinks } from './hipaa-view';
import { fetchHipaaChecklist, runSecurityScan, updateHipaaItem } from './ops-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The HIPAA Audit tab (spec 02 §2, §3): the stored checklist, the security scan and the reports. */
export function HipaaAuditTab() {
  const queryClient = useQueryClient();
  const checklist = useQuery({
    queryKey: queryKeys.admin.hipaaChecklist,
    queryFn: fetchHipaaChecklist,
    staleTime: 0,
  });
  const [details, setDetails] = useState<string | null>(null);
  const [education, setEducation] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.hipaaChecklist });
  const update = useMutation({
    mutationFn: ({ key, body }: { key: string; body: HipaaChecklistUpdate }) => updateHipaaItem(key, body),
    onSuccess: async (item) => {
      toast({ title: 'Checklist updated', description: `${item.title}: ${hipaaStatusLabels[item.status]}` });
      await refresh();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description: errorMessage(error, 'The item was not saved.'),
      });
    },
  });
  const scan = useMutation({
    mutationFn: runSecurityScan,
    onSuccess: async (result) => {
      toast({
        title: 'Security scan complete',
        description: `${result.passed} of ${result.total} checks passed.`,
      });
      await refresh();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Scan Failed',
        description: errorMessage(error, 'The scan did not run.'),
      });
    },
  });
  const report = useMutation({
    mutationFn: (kind: 'audit' | 'compliance') =>
      downloadAdminFile(`/api/admin/hipaa/reports/${kind}`, `hipaa-${kind}-report.pdf`),
    onSuccess: (name) => {
      toast({ title: 'Report ready', description: `${name} downloaded.` });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Report Failed',
        description: errorMessage(error, 'The report was not made.'),
      });
    },
  });

  if (checklist.isPending) return <Spinner label="Loading the HIPAA checklist" showLabel />;
  if (checklist.isError) {
    return (
      <Alert variant="error" role="alert">
        <p>{errorMessage(checklist.error, 'Could not load the HIPAA checklist.')}</p>
      </Alert>
    );
  }
  const data = checklist.data;
  const shown = data.items.find((i) => i.key === details) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle as="h2">HIPAA Security Rule self-audit</CardTitle>
            <CardDescription>
              Overall compliance: the share of the 15 requirements marked compliant. Every change is recorded
              with who made it and when.
            </CardDescription>
            <p className="text-4xl font-semibold text-slate-900 tabular-nums" aria-live="polite">
              <span className="sr-only">Overall compliance </span>
              <span data-testid="hipaa-overall">{data.overallPercent}%</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setEducation(true);
              }}
            >
              <GraduationCap aria-hidden="true" />
              HIPAA Education
            </Button>
            <Button
              onClick={() => {
                scan.mutate();
              }}
              disabled={scan.isPending}
            >
              {scan.isPending ? <Spinner label="Scanning" /> : <ShieldCheck aria-hidden="true" />}
              Run Security Scan
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                report.mutate('audit');
              }}
              disabled={report.isPending}
            >
              <FileDown aria-hidden="true" />
              Export Audit Report
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                report.mutate('compliance');
              }}
              disabled={report.isPending}
            >
              <FileDown aria-hidden="true" />
              Generate Compliance Report
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-3">
            {data.groups.map((g) => (
              <div key={g.group} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
                <dt className="text-sm text-slate-700">
                  {g.label} ({g.citation})
                </dt>
                <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{g.percent}% compliant</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      {hipaaGroups.map((group) => (
        <Card key={group}>
          <CardHeader>
            <CardTitle as="h2">
              {hipaaGroupInfo[group].label} safeguards ({hipaaGroupInfo[group].citation})
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-200">
              {data.items
                .filter((i) => i.group === group)
                .map((item) => (
                  <ChecklistRow
                    key={item.key}
                    item={item}
                    busy={update.isPending}
                    onChange={(body) => {
                      update.mutate({ key: item.key, body });
                    }}
                    onDetails={() => {
                      setDetails(item.key);
                    }}
                  />
                ))}
            </ul>
          </CardContent>
        </Card>
      ))}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Action items</CardTitle>
            <CardDescription>
              Not compliant: due 14 days after. Unverified: due 30 days after.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {data.actionItems.length === 0 ? (
              <p className="text-slate-700">No open action items.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {data.actionItems.map((a) => (
                  <li key={a.key} className="rounded-lg border border-slate-200 p-3">
                    <p className="font-medium text-slate-900">{a.title}</p>
                    <p className="text-sm text-slate-700">{a.reason}</p>
                    <p className="text-sm text-slate-700">Due {formatDate(`${a.dueDate}T12:00:00Z`)}</p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <ScanCard scan={data.lastScan} />
      </div>

      <ItemDialog
        item={shown}
        busy={update.isPending}
        onClose={() => {
          setDetails(null);
        }}
        onSave={(body) => {
          if (shown)
            update.mutate(
              { key: shown.key, body },
              {
                onSuccess: () => {
                  setDetails(null);
                },
              },
            );
        }}
      />
      <EducationDialog open={education} onOpenChange={setEducation} />
    </div>
  );
}

function ChecklistRow({
  item,
  busy,
  onChange,
  onDetails,
}: {
  item: HipaaChecklistItem;
  busy: boolean;
  onChange: (body: HipaaChecklistUpdate) => void;
  onDetails: () => void;
}) {
  return (
    <li
      className="flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between"
      data-testid={`hipaa-${item.key}`}
    >
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {item.title}
          <span className="text-sm font-normal text-slate-600">{item.citation}</span>
          <Badge variant={hipaaStatusVariant[item.status]}>{hipaaStatusLabels[item.status]}</Badge>
        </p>
        <p className="text-xs text-slate-600">{changedByText(item, when)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Switch
          label={`Compliant: ${item.title}`}
          hideLabel
          checked={item.compliant}
          disabled={busy}
          onCheckedChange={(compliant) => {
            onChange({ compliant, verified: compliant ? item.verified : false });
          }}
        />
        <span className="text-sm text-slate-700" aria-hidden="true">
          Compliant
        </span>
        <Switch
          label={`Verified: ${item.title}`}
          hideLabel
          checked={item.verified}
          disabled={busy}
          onCheckedChange={(verified) => {
            onChange({ compliant: item.compliant, verified });
          }}
        />
        <span className="text-sm text-slate-700" aria-hidden="true">
          Verified
        </span>
        <Button variant="secondary" size="sm" onClick={onDetails} aria-label={`Details: ${item.title}`}>
          Details
        </Button>
      </div>
    </li>
  );
}

function ItemDialog({
  item,
  busy,
  onClose,
  onSave,
}: {
  item: HipaaChecklistItem | null;
  busy: boolean;
  onClose: () => void;
  onSave: (body: HipaaChecklistUpdate) => void;
}) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        {item ? <ItemForm key={item.key} item={item} busy={busy} onSave={onSave} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ItemForm({
  item,
  busy,
  onSave,
}: {
  item: HipaaChecklistItem;
  busy: boolean;
  onSave: (body: HipaaChecklistUpdate) => void;
}) {
  const ids = useId();
  const [notes, setNotes] = useState(item.notes ?? '');
  const [links, setLinks] = useState(item.evidenceLinks.join('\n'));
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({
          compliant: item.compliant,
          verified: item.verified,
          notes: notes.trim() || null,
          evidenceLinks: parseEvidenceLinks(links),
        });
      }}
    >
      <DialogTitle>
        {item.title} ({item.citation})
      </DialogTitle>
      <DialogDescription>{item.explanation}</DialogDescription>
      <p className="text-sm text-slate-700">
        {hipaaStatusLabels[item.status]} · {changedByText(item, when)}
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-notes`}>Notes</Label>
        <Textarea
          id={`${ids}-notes`}
          value={notes}
          maxLength={2000}
          onChange={(e) => {
            setNotes(e.target.value);
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-links`}>Evidence links (one per line)</Label>
        <Textarea
          id={`${ids}-links`}
          value={links}
          placeholder="https://…"
          onChange={(e) => {
            setLinks(e.target.value);
          }}
        />
      </div>
      {item.evidenceLinks.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {item.evidenceLinks.map((l) => (
            <li key={l}>
              <a
                href={l}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-800 underline underline-offset-4"
              >
                {l}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Close
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

function ScanCard({ scan }: { scan: SecurityScan | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Security scan</CardTitle>
        <CardDescription>
          {scan
            ? `Last run ${when(scan.ranAt)}${scan.ranBy ? ` by ${scan.ranBy}` : ''}: ${scan.passed} of ${scan.total} passed.`
            : 'Not run yet. The scan checks the running service itself.'}
        </CardDescription>
      </CardHeader>
      {scan ? (
        <CardContent>
          <ul className="flex flex-col gap-2" data-testid="scan-results">
            {scan.checks.map((c) => (
              <li key={c.key} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <Badge variant={c.passed ? 'success' : 'danger'}>{c.passed ? 'Pass' : 'Fail'}</Badge>
                  {c.label}
                </p>
                <p className="text-sm text-slate-700">{c.detail}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** Spec 02 §2: static training text; its three buttons do nothing, so they are not offered. */
function EducationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>HIPAA Education</DialogTitle>
        <DialogDescription>
          What every admin should know about how ClearBill protects health information.
        </DialogDescription>
        <div className="flex flex-col gap-3 text-sm text-slate-800">
          <p>
            Protected health information (PHI) is anything that ties a person to their health, care or payment
            for care: names, addresses, dates, account and member numbers, together with what the bill says.
          </p>
          <ul className="list-disc pl-5">
            <li>
              Passwords are at least {limits.adminPasswordMin} characters; admins also sign in with an
              authenticator code.
            </li>
            <li>
              Sign-in stops after {limits.loginMaxFailures} failed attempts in {limits.loginWindowMs / 60_000}{' '}
              minutes; sessions end after {limits.sessionIdleMs / 60_000} idle minutes.
            </li>
            <li>
              Uploaded originals are encrypted and deleted at the end of the window the patient chose (
              {defaultRetentionHours} hours unless they pick another), or as soon as they confirm the
              redaction.
            </li>
            <li>
              Never copy a patient’s document or details into e-mail, chat or a ticket; refer to ids only.
            </li>
            <li>Report anything that looks like a breach to the security officer at once.</li>
          </ul>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
