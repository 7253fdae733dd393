import { asc, count, eq, sql } from 'drizzle-orm';
import {
  AppError,
  reviewPriorities,
  type ManualReviewFlagRequest,
  type ReviewFlag,
  type ReviewFlagUpdate,
  type ReviewQueueSummary,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { codeReviewFlags } from '../db/schema';
import type { AccountCaller } from '../access/caller';
import { normaliseInput } from './code-formats';

type FlagRow = typeof codeReviewFlags.$inferSelect;
type FlagInput = ManualReviewFlagRequest & { priority: NonNullable<ManualReviewFlagRequest['priority']> };

function toFlag(row: FlagRow): ReviewFlag {
  return {
    id: row.id,
    code: row.code,
    codeType: row.codeType,
    reason: row.reason as ReviewFlag['reason'],
    description: row.description,
    priority: row.priority,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export async function flagCode(
  ctx: AppContext,
  caller: AccountCaller,
  input: FlagInput,
): Promise<ReviewFlag> {
  const [row] = await ctx.db
    .insert(codeReviewFlags)
    .values({
      code: normaliseInput(input.code),
      codeType: input.codeType,
      reason: input.reason,
      description: input.description,
      priority: input.priority,
      createdByUserId: caller.kind === 'user' ? caller.userId : null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toFlag(row);
}

/** urgent first, then high, medium, low; within a priority the oldest first. */
const priorityRank = sql`case ${codeReviewFlags.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

export async function listFlags(
  ctx: AppContext,
  status: ReviewFlag['status'] | undefined,
): Promise<ReviewFlag[]> {
  const rows = await ctx.db
    .select()
    .from(codeReviewFlags)
    .where(status ? eq(codeReviewFlags.status, status) : undefined)
    .orderBy(priorityRank, asc(codeReviewFlags.createdAt), asc(codeReviewFlags.id))
    .limit(500);
  return rows.map(toFlag);
}

export async function updateFlag(ctx: AppContext, id: string, update: ReviewFlagUpdate): Promise<ReviewFlag> {
  const [row] = await ctx.db
    .update(codeReviewFlags)
    .set({ status: update.status, resolvedAt: update.status === 'resolved' ? ctx.clock.now() : null })
    .where(eq(codeReviewFlags.id, id))
    .returning();
  if (!row) throw new AppError('not_found', 'No review flag with this id.');
  return toFlag(row);
}

export async function queueSummary(ctx: AppContext): Promise<ReviewQueueSummary> {
  const rows = await ctx.db
    .select({ status: codeReviewFlags.status, priority: codeReviewFlags.priority, n: count() })
    .from(codeReviewFlags)
    .groupBy(codeReviewFlags.status, codeReviewFlags.priority);
  const byPriority = Object.fromEntries(
    reviewPriorities.map((p) => [p, 0]),
  ) as ReviewQueueSummary['byPriority'];
  let open = 0;
  let inReview = 0;
  for (const row of rows) {
    if (row.status === 'resolved') continue;
    if (row.status === 'open') open += row.n;
    else inReview += row.n;
    byPriority[row.priority] += row.n;
  }
  return { open, inReview, byPriority };
}
