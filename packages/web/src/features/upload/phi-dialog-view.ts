import { patientPhiKindLabels, phiTypeLabels, type PatientPhiKind, type Redaction } from '@clearbill/shared';

export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

function items(n: number): string {
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}

export interface PhiDialogSummary {
  /** 'We found 2 items of personal information. ...': what the detector found (not what was added). */
  found: string;
  /** Set when some items are switched off: they stay in the text that is analysed. */
  kept: string | null;
}

/** The dialog's counts in words. Items the patient added count as removed, not as found. */
export function phiDialogSummary(
  redactions: readonly Pick<Redaction, 'id' | 'approved'>[],
  addedIds: readonly string[],
): PhiDialogSummary {
  const added = new Set(addedIds);
  const found = redactions.filter((r) => !added.has(r.id)).length;
  const kept = redactions.filter((r) => !r.approved).length;
  return {
    found: `We found ${items(found)} of personal information. Items switched on are removed before your bill is checked, and the original file is then deleted. Only you can see this list.`,
    kept: kept > 0 ? `${items(kept)} will be kept in the text that is analysed.` : null,
  };
}

/**
 * One item's label and note: the detector's type and confidence, or, for an item the patient added,
 * the kind they chose ("Something else" has no PHI type of its own) and 'Added by you'.
 * `addedAs`: undefined when the detector found it; null when added but the kind is not known here.
 */
export function redactionItemView(
  redaction: Pick<Redaction, 'phiType' | 'confidence' | 'approved'>,
  addedAs: PatientPhiKind | null | undefined,
): { label: string; note: string; switchLabel: string; state: string } {
  const label = addedAs ? patientPhiKindLabels[addedAs] : phiTypeLabels[redaction.phiType];
  return {
    label,
    note: addedAs === undefined ? `${confidencePercent(redaction.confidence)} confidence` : 'Added by you',
    switchLabel: `Remove ${label}`,
    state: redaction.approved ? 'Remove' : 'Keep',
  };
}
