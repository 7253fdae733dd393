import { and, isNull, lte } from 'drizzle-orm';
import { audit } from '../access/audit';
import type { AppContext } from '../context';
import { documents } from '../db/schema';
import { releaseOriginals } from './originals';

/**
 * The retention promise: an original not confirmed by the end of the window its owner chose
 * (4 h, 24 h, 7 days) is deleted with everything derived from it. Confirmed documents lost their
 * originals at confirmation. Idempotent: any instance may run it at any time.
 */
export async function sweepExpiredDocuments(ctx: AppContext): Promise<{ deleted: number }> {
  const now = ctx.clock.now();
  const gone = await ctx.db
    .delete(documents)
    .where(and(lte(documents.originalExpiresAt, now), isNull(documents.originalDeletedAt)))
    .returning({ id: documents.id, ownerUserId: documents.ownerUserId });
  // The original rows went with their documents (cascade); now their bytes.
  await releaseOriginals(
    ctx,
    gone.map((row) => row.id),
  );
  for (const row of gone) {
    await audit(ctx, {
      actor: { type: 'system', id: null },
      subjectUserId: row.ownerUserId,
      action: 'document.expired_deleted',
      resourceType: 'document',
      resourceId: row.id,
    });
  }
  return { deleted: gone.length };
}
