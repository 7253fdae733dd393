import type { PayerAppeal } from '@clearbill/shared';
import { matchPayers } from '../payers/match';
import type { Payer, PayerDocument } from '../payers/types';

/** The payer data a letter draft may draw on, and the documents it must not (their page was found gone). */
export interface PayerAppealData {
  payers: readonly Payer[];
  documents: readonly PayerDocument[];
  hiddenDocumentIds?: ReadonlySet<string>;
}

/**
 * The appeal facts of the payer a document names, with the page they come from, or null. Never a guess:
 * no name, no match, two different payers named, a payer without checked appeal facts, or a source page
 * found gone all give null, and the patient fills the address in.
 */
export function payerAppealFor(name: string | null | undefined, data: PayerAppealData): PayerAppeal | null {
  if (!name?.trim()) return null;
  const matches = matchPayers(data.payers, name);
  const [match] = matches;
  if (!match || matches.length > 1) return null;
  const { payer } = match;
  const appeals = payer.appeals;
  if (!appeals) return null;
  if (data.hiddenDocumentIds?.has(appeals.documentId)) return null;
  const document = data.documents.find((d) => d.id === appeals.documentId && d.payerId === payer.id);
  if (!document) return null;
  const fill: PayerAppeal = {
    payerId: payer.id,
    payerName: payer.name,
    matchedName: name.trim(),
    mailingAddress: appeals.mailingAddress ?? null,
    fax: appeals.fax ?? null,
    phone: appeals.phone ?? null,
    timeLimitDays: appeals.timeLimitDays ?? null,
    timeLimitText: appeals.timeLimitText ?? null,
    source: {
      documentId: document.id,
      title: document.document_title,
      url: document.document_url,
      lastVerified: document.last_verified,
    },
  };
  const saysSomething =
    fill.mailingAddress ?? fill.fax ?? fill.phone ?? fill.timeLimitText ?? fill.timeLimitDays;
  return saysSomething === null ? null : fill;
}
