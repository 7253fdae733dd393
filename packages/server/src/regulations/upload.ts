import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { RegulationUploadRow, RegulatoryUploadResponse } from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { regulations } from '../db/schema';
import { regulationsChanged } from './public-cache';
import { searchTextOf } from './views';

/**
 * POST /api/admin/upload/regulatory, once every row is valid: in one transaction, a row whose id is stored
 * replaces that regulation's fields (a deleted one comes back), any other row is added (id given or made).
 * A status of verified stamps verifiedAt.
 */
export async function applyRegulationUpload(
  ctx: AppContext,
  caller: AdminCaller,
  rows: readonly RegulationUploadRow[],
): Promise<RegulatoryUploadResponse> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const givenIds = rows.flatMap((r) => (r.id ? [r.id] : []));
    const stored = new Set(
      givenIds.length
        ? (
            await tx.select({ id: regulations.id }).from(regulations).where(inArray(regulations.id, givenIds))
          ).map((x) => x.id)
        : [],
    );
    let added = 0;
    let updated = 0;
    for (const row of rows) {
      const fields = {
        title: row.title,
        description: row.description,
        source: row.source ?? '',
        sourceUrl: row.sourceUrl ?? null,
        category: row.category,
        impactLevel: row.impactLevel,
        status: row.status,
        effectiveDate: row.effectiveDate ?? null,
        affectedPrograms: row.affectedPrograms,
        keyChanges: row.keyChanges,
        jurisdiction: row.jurisdiction,
        topics: row.topics,
        verifiedAt: row.status === 'verified' || row.status === 'implemented' ? now : null,
        searchText: searchTextOf({ ...row, source: row.source ?? '' }),
        updatedAt: now,
        deletedAt: null,
      };
      const id = row.id ?? `upload-${randomUUID()}`;
      if (stored.has(id)) updated++;
      else added++;
      await tx
        .insert(regulations)
        .values({ id, ...fields, origin: 'upload', createdAt: now })
        .onConflictDoUpdate({ target: regulations.id, set: fields });
    }
    await auditFor({ db: tx, clock: ctx.clock }, caller, 'regulations.uploaded', { type: 'regulations' });
    return {
      success: true as const,
      message: `Added ${added} and updated ${updated} regulation${added + updated === 1 ? '' : 's'}.`,
      added,
      updated,
    };
  });
  regulationsChanged(ctx);
  return result;
}
