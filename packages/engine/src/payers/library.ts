import { bluePlans } from './groups/blue-plans';
import { governmentPlans } from './groups/government-plans';
import { medicare } from './groups/medicare';
import { nationalCommercial } from './groups/national-commercial';
import { regional } from './groups/regional';
import { findPayerByName, matchPayers, type PayerMatch } from './match';
import type { Payer, PayerDocument, PayerGroup } from './types';

const groups: readonly PayerGroup[] = [nationalCommercial, medicare, governmentPlans, bluePlans, regional];

/** Every payer of the library. */
export const payerLibrary: readonly Payer[] = groups.flatMap((g) => g.payers);

/** Every payer document of the library. */
export const payerDocuments: readonly PayerDocument[] = groups.flatMap((g) => g.documents);

const byId = new Map(payerLibrary.map((p) => [p.id, p]));
const documentById = new Map(payerDocuments.map((d) => [d.id, d]));

export function payerById(id: string): Payer | null {
  return byId.get(id) ?? null;
}

export function payerDocumentById(id: string): PayerDocument | null {
  return documentById.get(id) ?? null;
}

export function documentsForPayer(payerId: string): PayerDocument[] {
  return payerDocuments.filter((d) => d.payerId === payerId);
}

/** The payer a name printed on a bill or EOB refers to ("UHC", "BCBS of Texas"), or null. */
export function payerByName(name: string): Payer | null {
  return findPayerByName(payerLibrary, name);
}

/** Every payer named in a text, most specific first. */
export function payersNamedIn(text: string): PayerMatch[] {
  return matchPayers(payerLibrary, text);
}

/** The appeal facts of a payer with the document they came from, for a letter; null when none were verified. */
export function appealContactFor(
  payer: Payer,
): { appeals: NonNullable<Payer['appeals']>; document: PayerDocument } | null {
  if (!payer.appeals) return null;
  const document = documentById.get(payer.appeals.documentId);
  return document ? { appeals: payer.appeals, document } : null;
}
