import { and, asc, eq, inArray } from 'drizzle-orm';
import { ownerFilter } from '../access/owner-scope';
import { asCaller, type DataRightsEntry } from '../data-rights/registry';
import { analyses, documents } from '../db/schema';
import { viewOf } from './views';

const ownedDocumentIds = (owner: { userId: string }) => (db: Parameters<DataRightsEntry['erase']>[0]) =>
  db
    .select({ id: documents.id })
    .from(documents)
    .where(ownerFilter(asCaller(owner), documents));

/** Analyses are computed from redacted text only: the export holds them in full (the account's view). */
export const analysisData: DataRightsEntry = {
  name: 'analyses',
  description: 'Analysis results of your documents',
  processing: true,
  async export(ctx, owner) {
    const rows = await ctx.db
      .select({ analysis: analyses })
      .from(analyses)
      .innerJoin(documents, eq(documents.id, analyses.documentId))
      .where(ownerFilter(asCaller(owner), documents))
      .orderBy(asc(analyses.createdAt));
    return rows.map(({ analysis }) => viewOf(analysis, false));
  },
  async erase(tx, owner) {
    const gone = await tx
      .delete(analyses)
      .where(inArray(analyses.documentId, ownedDocumentIds(owner)(tx)))
      .returning({ id: analyses.documentId });
    return { rows: gone.length };
  },
};

/** Results the patient chose to keep (the analysis screen's Save). */
export const savedResultData: DataRightsEntry = {
  name: 'savedResults',
  description: 'Results you saved',
  processing: true,
  async export(ctx, owner) {
    const rows = await ctx.db
      .select({ documentId: analyses.documentId, analysedAt: analyses.createdAt })
      .from(analyses)
      .innerJoin(documents, eq(documents.id, analyses.documentId))
      .where(and(ownerFilter(asCaller(owner), documents), eq(analyses.saved, true)))
      .orderBy(asc(analyses.createdAt));
    return rows.map((r) => ({ documentId: r.documentId, analysedAt: r.analysedAt.toISOString() }));
  },
  // A flag on the analysis: erased with the analyses.
  erase: async () => ({ rows: 0 }),
};
