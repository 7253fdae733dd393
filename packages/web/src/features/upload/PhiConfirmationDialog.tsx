import { useId, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { AddMissedPhiResponse, PatientPhiKind, Redaction } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Switch } from '@/components/ui/Switch';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/Dialog';
import { cn } from '@/lib/utils';
import { AddMissedPhi } from './AddMissedPhi';
import { phiDialogSummary, redactionItemView } from './phi-dialog-view';

/**
 * The PHI confirmation dialog (01-patient-area.md §2 step 4, issue 4 §5): every item found, with its type,
 * the text itself (only the document's owner ever receives it) and the detector's confidence, each
 * with a switch that keeps it removed (on by default). Confirm removes what is switched on and
 * deletes the original; Cancel discards the whole document. Closing the dialog discards nothing.
 */
export function PhiConfirmationDialog({
  open,
  documentId,
  redactions,
  addedIds,
  onAdded,
  onOpenChange,
  onToggle,
  onConfirm,
  onCancel,
  confirmBlocked,
  cancelling,
}: {
  open: boolean;
  documentId: string;
  redactions: readonly Redaction[];
  /** Items the patient added themselves. */
  addedIds: readonly string[];
  onAdded: (result: AddMissedPhiResponse) => void;
  onOpenChange: (open: boolean) => void;
  onToggle: (id: string, approved: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
  confirmBlocked: boolean;
  cancelling: boolean;
}) {
  // The kind the patient chose for each item they added ("Something else" has no PHI type of its own).
  const [addedKinds, setAddedKinds] = useState<Record<string, PatientPhiKind>>({});
  const added = new Set(addedIds);
  const summary = phiDialogSummary(redactions, addedIds);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[92dvh] max-w-2xl flex-col p-5 sm:p-6">
        <DialogTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          Confirm the personal information to remove
        </DialogTitle>
        <DialogDescription>{summary.found}</DialogDescription>
        {/* The list and the addition scroll together, so neither is squeezed on a small screen. */}
        <div className="-mx-1 mt-4 flex min-h-0 flex-1 flex-col overflow-y-auto px-1 py-1">
          <ul aria-label="Personal information found" className="flex flex-col gap-2">
            {redactions.map((redaction) => (
              <RedactionItem
                key={redaction.id}
                redaction={redaction}
                onToggle={onToggle}
                addedAs={added.has(redaction.id) ? (addedKinds[redaction.id] ?? null) : undefined}
              />
            ))}
          </ul>
          <AddMissedPhi
            documentId={documentId}
            onAdded={(result, kind) => {
              setAddedKinds((kinds) => ({
                ...kinds,
                ...Object.fromEntries(result.addedIds.map((addedId) => [addedId, kind])),
              }));
              onAdded(result);
            }}
          />
        </div>
        {summary.kept ? (
          <p role="status" className="mt-3 text-sm text-amber-900">
            {summary.kept}
          </p>
        ) : null}
        <DialogFooter className="mt-4">
          <Button variant="secondary" onClick={onCancel} disabled={cancelling}>
            {cancelling ? 'Discarding…' : 'Cancel'}
          </Button>
          <Button onClick={onConfirm} disabled={confirmBlocked || cancelling}>
            Confirm and remove
          </Button>
        </DialogFooter>
        <p className="mt-3 text-xs text-slate-600 sm:text-right">
          Cancel discards this document. Closing this window keeps it for now.
        </p>
      </DialogContent>
    </Dialog>
  );
}

function RedactionItem({
  redaction,
  onToggle,
  addedAs,
}: {
  redaction: Redaction;
  onToggle: (id: string, approved: boolean) => void;
  /** Set when the patient added it: the kind they chose (null when not known here). */
  addedAs?: PatientPhiKind | null | undefined;
}) {
  const id = useId();
  const view = redactionItemView(redaction, addedAs);
  const on = redaction.approved;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3',
        on ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{view.label}</Badge>
          <span className="text-xs text-slate-600">{view.note}</span>
        </div>
        <span id={`${id}-text`} className="font-mono text-sm break-words text-slate-900">
          {redaction.originalText}
        </span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Switch
          checked={on}
          onCheckedChange={(approved) => {
            onToggle(redaction.id, approved);
          }}
          label={view.switchLabel}
          hideLabel
          describedBy={`${id}-text`}
        />
        <span aria-hidden="true" className={cn('text-xs', on ? 'text-slate-700' : 'text-amber-900')}>
          {view.state}
        </span>
      </div>
    </li>
  );
}
