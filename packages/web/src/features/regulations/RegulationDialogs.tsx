import { useId, useState, type SubmitEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  impactLevels,
  regulationMessages as m,
  regulationStatuses,
  type ImpactLevel,
  type Regulation,
  type RegulationStatus,
} from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input, Textarea } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { toast } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { SourceLink } from './RegulationCard';
import { deleteRegulation, editRegulation, fetchRegulation, setRegulationStatus } from './regulations-api';
import {
  categoryLabels,
  formatRegulationDate,
  impactLabels,
  impactVariant,
  linesToList,
  statusVariant,
} from './regulations-view';

/** After any change: every regulations list, count and the public page are out of date. */
function useRefreshRegulations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.regulations.all });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-slate-900">{label}</dt>
      <dd className="text-sm text-slate-700">{children}</dd>
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <span>None listed</span>;
  return (
    <ul className="list-disc pl-5">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

/** Spec 02 §2: the detail dialog, with a status control (the status call of spec 02 §7) and its history. */
export function RegulationDetailDialog({
  regulation,
  onClose,
  onEdit,
}: {
  regulation: Regulation | null;
  onClose: () => void;
  onEdit: (r: Regulation) => void;
}) {
  const open = regulation !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      {regulation ? (
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
          <DialogTitle>{regulation.title}</DialogTitle>
          <DialogDescription>{regulation.description}</DialogDescription>
          <dl className="mt-4 flex flex-col gap-2">
            <Row label="Source">
              <SourceLink regulation={regulation} />
            </Row>
            <Row label="Category">{categoryLabels[regulation.category]}</Row>
            <Row label="Effective date">{formatRegulationDate(regulation.effectiveDate)}</Row>
            <Row label="Impact">
              <Badge variant={impactVariant[regulation.impactLevel]}>
                {impactLabels[regulation.impactLevel]}
              </Badge>
            </Row>
            <Row label="Status">
              <Badge variant={statusVariant[regulation.status]}>{regulation.status}</Badge>
            </Row>
            <Row label="Affected programs">
              <List items={regulation.affectedPrograms} />
            </Row>
            <Row label="Key changes">
              <List items={regulation.keyChanges} />
            </Row>
            <Row label="Researched">
              {regulation.researchedAt ? formatRegulationDate(regulation.researchedAt) : 'Not recorded'}
            </Row>
            <Row label="Verified">
              {regulation.verifiedAt ? formatRegulationDate(regulation.verifiedAt) : 'Not verified'}
            </Row>
            <Row label="Link check">
              {regulation.linkStatus
                ? `${regulation.linkStatus} (${formatRegulationDate(regulation.linkCheckedAt)})`
                : 'Not checked yet'}
            </Row>
          </dl>
          <StatusSection key={regulation.id} regulation={regulation} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button
              onClick={() => {
                onEdit(regulation);
              }}
            >
              Edit Regulation
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function StatusSection({ regulation }: { regulation: Regulation }) {
  const refresh = useRefreshRegulations();
  const [status, setStatus] = useState<RegulationStatus>(regulation.status);
  const [notes, setNotes] = useState('');
  const detail = useQuery({
    queryKey: queryKeys.regulations.detail(regulation.id),
    queryFn: () => fetchRegulation(regulation.id),
  });
  const change = useMutation({
    mutationFn: () => setRegulationStatus(regulation.id, { status, ...(notes.trim() ? { notes } : {}) }),
    onSuccess: async () => {
      toast({ title: m.statusUpdated });
      setNotes('');
      await refresh();
    },
    onError: () => {
      toast({ variant: 'destructive', title: m.statusUpdateFailed, description: m.statusUpdateFailedBody });
    },
  });
  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    change.mutate();
  };
  const history = detail.data?.history ?? [];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Review status
      </h3>
      <form
        onSubmit={onSubmit}
        className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
      >
        <FormField label="Status">
          {(p) => (
            <NativeSelect
              {...p}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as RegulationStatus);
              }}
            >
              {regulationStatuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Notes (optional)">
          {(p) => (
            <Input
              {...p}
              value={notes}
              maxLength={2000}
              onChange={(e) => {
                setNotes(e.target.value);
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          Update Status
        </Button>
      </form>
      {/* The toast sits outside the dialog, which hides the rest of the page from screen readers. */}
      {change.isSuccess ? (
        <p role="status" className="mt-2 text-sm font-medium text-green-800">
          {m.statusUpdated}
        </p>
      ) : null}
      {history.length > 0 ? (
        <ol className="mt-3 flex flex-col gap-1 text-xs text-slate-700" aria-label="Status history">
          {history.map((h) => (
            <li key={`${h.changedAt}-${h.toStatus}`}>
              {formatRegulationDate(h.changedAt)}: {h.fromStatus ?? 'new'} → {h.toStatus}
              {h.changedBy ? ` by ${h.changedBy}` : ''}
              {h.notes ? ` (${h.notes})` : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** Spec 02 §2 and §5: title, description and impact level; key changes and programs one per line. */
export function RegulationEditDialog({
  regulation,
  onClose,
}: {
  regulation: Regulation | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={regulation !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      {regulation ? (
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
          <DialogTitle>Edit Regulation</DialogTitle>
          <DialogDescription>Changes show on every page that lists this regulation.</DialogDescription>
          <EditForm key={regulation.id} regulation={regulation} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditForm({ regulation, onDone }: { regulation: Regulation; onDone: () => void }) {
  const refresh = useRefreshRegulations();
  const [title, setTitle] = useState(regulation.title);
  const [description, setDescription] = useState(regulation.description);
  const [impactLevel, setImpactLevel] = useState<ImpactLevel>(regulation.impactLevel);
  const [keyChanges, setKeyChanges] = useState(regulation.keyChanges.join('\n'));
  const [programs, setPrograms] = useState(regulation.affectedPrograms.join('\n'));
  const missing = !title.trim() || !description.trim();
  const save = useMutation({
    mutationFn: () =>
      editRegulation(regulation.id, {
        title: title.trim(),
        description: description.trim(),
        impactLevel,
        keyChanges: linesToList(keyChanges),
        affectedPrograms: linesToList(programs),
      }),
    onSuccess: async () => {
      toast({ title: m.updated });
      await refresh();
      onDone();
    },
    onError: () => {
      toast({ variant: 'destructive', title: m.updateFailed, description: m.updateFailedBody });
    },
  });
  return (
    <form
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!missing) save.mutate();
      }}
    >
      <FormField label="Title" error={title.trim() ? undefined : 'A title is required.'}>
        {(p) => (
          <Input
            {...p}
            value={title}
            maxLength={300}
            onChange={(e) => {
              setTitle(e.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label="Description" error={description.trim() ? undefined : 'A description is required.'}>
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            value={description}
            maxLength={5000}
            onChange={(e) => {
              setDescription(e.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label="Impact level">
        {(p) => (
          <NativeSelect
            {...p}
            value={impactLevel}
            onChange={(e) => {
              setImpactLevel(e.target.value as ImpactLevel);
            }}
          >
            {impactLevels.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Key changes" hint="One per line.">
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            value={keyChanges}
            onChange={(e) => {
              setKeyChanges(e.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label="Affected programs" hint="One per line.">
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={programs}
            onChange={(e) => {
              setPrograms(e.target.value);
            }}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" type="button">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={missing || save.isPending}>
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Spec 02 §5: the confirmation before a delete, in the spec's words. */
export function RegulationDeleteDialog({
  regulation,
  onClose,
}: {
  regulation: Regulation | null;
  onClose: () => void;
}) {
  const refresh = useRefreshRegulations();
  const remove = useMutation({
    mutationFn: (id: string) => deleteRegulation(id),
    onSuccess: async () => {
      toast({ title: m.deleted });
      onClose();
      await refresh();
    },
    onError: () => {
      toast({ variant: 'destructive', title: m.deleteFailed, description: m.deleteFailedBody });
    },
  });
  return (
    <Dialog
      open={regulation !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      {regulation ? (
        <DialogContent role="alertdialog">
          <DialogTitle>Delete regulation</DialogTitle>
          <DialogDescription>{m.deleteConfirm}</DialogDescription>
          <p className="mt-3 text-sm font-medium text-slate-900">{regulation.title}</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                remove.mutate(regulation.id);
              }}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
