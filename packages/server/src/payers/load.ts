import { count, inArray } from 'drizzle-orm';
import type { PayerExpandResponse, PayerSeedResponse } from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { payerCoverageDetails, payerDocuments, payers } from '../db/schema';
import type { PayerSource, SourceDocument } from './source';

interface Loaded {
  documentsAdded: number;
  newPayersAdded: number;
  totalDocuments: number;
  totalPayers: number;
}

/**
 * Adds the chosen documents (and their payers) that are not in the database yet, in one transaction:
 * rows already there are left as they are, so a repeated call adds nothing and a crash adds nothing.
 */
async function loadDocuments(
  ctx: AppContext,
  source: PayerSource,
  chosen: readonly SourceDocument[],
): Promise<Loaded> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const payerIds = [...new Set(chosen.map((d) => d.payerId))];
    const wantedPayers = source.payers.filter((p) => payerIds.includes(p.id));
    const addedPayers = wantedPayers.length
      ? await tx
          .insert(payers)
          .values(wantedPayers.map((p) => ({ id: p.id, name: p.name, category: p.category, loadedAt: now })))
          .onConflictDoNothing()
          .returning({ id: payers.id })
      : [];
    const addedDocs = chosen.length
      ? await tx
          .insert(payerDocuments)
          .values(
            chosen.map((d) => ({
              id: d.id,
              payerId: d.payerId,
              documentTitle: d.document_title,
              payerName: d.payer_name,
              documentType: d.document_type,
              planYear: d.plan_year,
              stateSpecific: d.state_specific,
              lastVerified: d.last_verified,
              documentUrl: d.document_url,
              summary: d.summary,
              loadedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: payerDocuments.id })
      : [];
    const added = new Set(addedDocs.map((r) => r.id));
    const details = chosen
      .filter((d) => added.has(d.id))
      .flatMap((d) =>
        d.coverageDetails.map((c, position) => ({
          documentId: d.id,
          position,
          serviceType: c.service_type,
          coverageCategory: c.coverage_category,
          copayment: c.copayment,
        })),
      );
    if (details.length) await tx.insert(payerCoverageDetails).values(details);
    const [docs] = await tx.select({ n: count() }).from(payerDocuments);
    const [ps] = await tx.select({ n: count() }).from(payers);
    return {
      documentsAdded: added.size,
      newPayersAdded: addedPayers.length,
      totalDocuments: docs?.n ?? 0,
      totalPayers: ps?.n ?? 0,
    };
  });
}

/** Documents whose payer is in the source (a document without its payer cannot be stored). */
function loadable(source: PayerSource): SourceDocument[] {
  const ids = new Set(source.payers.map((p) => p.id));
  return source.documents.filter((d) => ids.has(d.payerId));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** POST seed-fast: loads the first set (idempotent: a second call adds nothing). */
export async function seedPayerDocumentation(
  ctx: AppContext,
  caller: AdminCaller,
  source: PayerSource,
): Promise<PayerSeedResponse> {
  const result = await loadDocuments(
    ctx,
    source,
    loadable(source).filter((d) => d.firstSet),
  );
  await auditFor(ctx, caller, 'payers.seeded', { type: 'payer_documents' });
  return {
    success: true,
    message:
      result.documentsAdded > 0
        ? `Loaded ${plural(result.documentsAdded, 'payer document', 'payer documents')}: ${plural(result.totalDocuments, 'document', 'documents')} from ${plural(result.totalPayers, 'payer', 'payers')} in the database.`
        : `The first set is already loaded: ${plural(result.totalDocuments, 'document', 'documents')} from ${plural(result.totalPayers, 'payer', 'payers')} in the database.`,
    documentsAdded: result.documentsAdded,
    totalDocuments: result.totalDocuments,
    totalPayers: result.totalPayers,
  };
}

/** POST expand: loads every document of the library not loaded yet, and the payers they bring. */
export async function expandPayerDocumentation(
  ctx: AppContext,
  caller: AdminCaller,
  source: PayerSource,
): Promise<PayerExpandResponse> {
  const all = loadable(source);
  const present = all.length
    ? new Set(
        (
          await ctx.db
            .select({ id: payerDocuments.id })
            .from(payerDocuments)
            .where(
              inArray(
                payerDocuments.id,
                all.map((d) => d.id),
              ),
            )
        ).map((r) => r.id),
      )
    : new Set<string>();
  const result = await loadDocuments(
    ctx,
    source,
    all.filter((d) => !present.has(d.id)),
  );
  await auditFor(ctx, caller, 'payers.expanded', { type: 'payer_documents' });
  return {
    success: true,
    message:
      result.documentsAdded > 0
        ? `Added ${plural(result.documentsAdded, 'document', 'documents')} and ${plural(result.newPayersAdded, 'new payer', 'new payers')}.`
        : 'Every document of the library is already loaded.',
    stats: result,
  };
}
