import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  AppError,
  payerMessages,
  type LoadedPayer,
  type PayerDocumentDetailResponse,
  type PayerDocumentsQuery,
  type PayerDocumentsResponse,
  type PayerStatsResponse,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { payerCoverageDetails, payerDocuments, payers } from '../db/schema';
import { payerLinkState } from './link-state';
import type { PayerSource } from './source';
import { coverageDetailView, payerDocumentView } from './views';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/admin/payer-documents: search over title, payer, type and summary; payerName exact (any case). */
export async function listPayerDocuments(
  ctx: AppContext,
  query: PayerDocumentsQuery,
): Promise<PayerDocumentsResponse> {
  const d = payerDocuments;
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const payerName = query.payerName && query.payerName.toLowerCase() !== 'all' ? query.payerName : null;
  const rows = await ctx.db
    .select()
    .from(d)
    .where(
      and(
        search
          ? or(
              ilike(d.documentTitle, search),
              ilike(d.payerName, search),
              ilike(d.documentType, search),
              ilike(d.summary, search),
            )
          : undefined,
        payerName ? eq(sql`lower(${d.payerName})`, payerName.toLowerCase()) : undefined,
      ),
    )
    .orderBy(asc(d.payerName), asc(d.documentTitle), asc(d.id))
    .limit(query.limit);
  const links = await payerLinkState(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    success: true,
    data: rows.map((r) =>
      payerDocumentView(r, links.latest(r.id, r.documentUrl), links.isGone(r.id, r.documentUrl)),
    ),
  };
}

/** GET /api/admin/payer-documents/{id}: the document and its coverage details in the summary's order. */
export async function payerDocumentDetail(ctx: AppContext, id: string): Promise<PayerDocumentDetailResponse> {
  const [row] = await ctx.db.select().from(payerDocuments).where(eq(payerDocuments.id, id));
  if (!row) throw new AppError('not_found', payerMessages.documentNotFound);
  const details = await ctx.db
    .select()
    .from(payerCoverageDetails)
    .where(eq(payerCoverageDetails.documentId, id))
    .orderBy(asc(payerCoverageDetails.position));
  const links = await payerLinkState(ctx, [id]);
  return {
    success: true,
    document: payerDocumentView(row, links.latest(id, row.documentUrl), links.isGone(id, row.documentUrl)),
    coverageDetails: details.map(coverageDetailView),
  };
}

/** GET /api/admin/payer-stats: counts by type and by payer, the loaded payers, what Expand would add. */
export async function payerStats(ctx: AppContext, source: PayerSource): Promise<PayerStatsResponse> {
  const d = payerDocuments;
  const [byType, byPayer, loadedPayers, docs] = await Promise.all([
    ctx.db.select({ key: d.documentType, n: count() }).from(d).groupBy(d.documentType),
    ctx.db
      .select({ id: payers.id, name: payers.name, category: payers.category, n: count(d.id) })
      .from(payers)
      .leftJoin(d, eq(d.payerId, payers.id))
      .groupBy(payers.id, payers.name, payers.category)
      .orderBy(asc(payers.name)),
    ctx.db.select({ id: payers.id }).from(payers),
    ctx.db.select({ id: d.id, url: d.documentUrl }).from(d),
  ]);
  const links = await payerLinkState(ctx);
  const loaded = new Set(docs.map((r) => r.id));
  const totalDocuments = docs.length;
  const payerList: LoadedPayer[] = byPayer.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    documentCount: p.n,
  }));
  return {
    success: true,
    stats: {
      totalDocuments,
      documentTypeCounts: Object.fromEntries(
        byType.sort((a, b) => b.n - a.n || a.key.localeCompare(b.key)).map((r) => [r.key, r.n]),
      ),
      payerCounts: Object.fromEntries(
        payerList
          .filter((p) => p.documentCount > 0)
          .sort((a, b) => b.documentCount - a.documentCount || a.name.localeCompare(b.name))
          .map((p) => [p.name, p.documentCount]),
      ),
      totalPayers: loadedPayers.length,
      notYetLoaded: source.documents.filter((doc) => !loaded.has(doc.id)).length,
      hiddenDocuments: docs.filter((r) => links.isGone(r.id, r.url)).length,
    },
    payers: payerList,
  };
}
