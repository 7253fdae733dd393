import { and, desc, eq, sql } from 'drizzle-orm';
import type { ExternalApiName } from '@clearbill/shared';
import type { AppContext } from '../../context';
import { externalApiUsage } from '../../db/schema-codes';

/** The budget day: UTC. */
export function usageDay(ctx: AppContext): string {
  return ctx.clock.now().toISOString().slice(0, 10);
}

/**
 * Takes one request from today's budget, atomically across instances: the row is created or
 * incremented only while under the budget. False means the budget is spent and no call may be made.
 */
export async function reserveRequest(ctx: AppContext, api: ExternalApiName): Promise<boolean> {
  const budget = ctx.config.externalApis.dailyBudget;
  if (budget <= 0) return false;
  const taken = await ctx.db
    .insert(externalApiUsage)
    .values({ api, day: usageDay(ctx), requests: 1, failures: 0 })
    .onConflictDoUpdate({
      target: [externalApiUsage.api, externalApiUsage.day],
      set: { requests: sql`${externalApiUsage.requests} + 1` },
      setWhere: sql`${externalApiUsage.requests} < ${budget}`,
    })
    .returning({ requests: externalApiUsage.requests });
  return taken.length > 0;
}

export type CallOutcome = 'ok' | 'timeout' | 'error';

export async function recordOutcome(
  ctx: AppContext,
  api: ExternalApiName,
  outcome: CallOutcome,
): Promise<void> {
  await ctx.db
    .update(externalApiUsage)
    .set({
      failures: sql`${externalApiUsage.failures} + ${outcome === 'ok' ? 0 : 1}`,
      lastStatus: outcome,
      lastCheckedAt: ctx.clock.now(),
    })
    .where(and(eq(externalApiUsage.api, api), eq(externalApiUsage.day, usageDay(ctx))));
}

export interface UsageSnapshot {
  requestsToday: number;
  lastStatus: string | null;
  lastCheckedAt: Date | null;
}

/** Today's count and the most recent outcome (from any day) of each API. */
export async function usageSnapshot(ctx: AppContext): Promise<Map<string, UsageSnapshot>> {
  const today = usageDay(ctx);
  const rows = await ctx.db.select().from(externalApiUsage).orderBy(desc(externalApiUsage.day)).limit(100);
  const out = new Map<string, UsageSnapshot>();
  for (const row of rows) {
    const seen = out.get(row.api);
    if (!seen) {
      out.set(row.api, {
        requestsToday: row.day === today ? row.requests : 0,
        lastStatus: row.lastStatus,
        lastCheckedAt: row.lastCheckedAt,
      });
    } else if (!seen.lastStatus && row.lastStatus) {
      seen.lastStatus = row.lastStatus;
      seen.lastCheckedAt = row.lastCheckedAt;
    }
  }
  return out;
}
