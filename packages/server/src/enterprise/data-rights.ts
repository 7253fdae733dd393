import { asc, eq } from 'drizzle-orm';
import type { DataRightsEntry } from '../data-rights/registry';
import { codeReviewFlags } from '../db/schema';

/**
 * Codes this person flagged for manual review. The flags are shared work (a code, a reason), so
 * erasure keeps them and removes who raised them.
 */
export const reviewFlagData: DataRightsEntry = {
  name: 'codeReviewFlags',
  description: 'Codes you flagged for manual review (kept without your name)',
  async export(ctx, owner) {
    const rows = await ctx.db
      .select()
      .from(codeReviewFlags)
      .where(eq(codeReviewFlags.createdByUserId, owner.userId))
      .orderBy(asc(codeReviewFlags.createdAt));
    return rows.map((f) => ({
      id: f.id,
      code: f.code,
      codeType: f.codeType,
      reason: f.reason,
      description: f.description,
      priority: f.priority,
      status: f.status,
      createdAt: f.createdAt.toISOString(),
      resolvedAt: f.resolvedAt?.toISOString() ?? null,
    }));
  },
  async erase(tx, owner) {
    const changed = await tx
      .update(codeReviewFlags)
      .set({ createdByUserId: null })
      .where(eq(codeReviewFlags.createdByUserId, owner.userId))
      .returning({ id: codeReviewFlags.id });
    return { rows: changed.length };
  },
};
