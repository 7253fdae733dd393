import type { AppContext } from '../context';
import { countDistinct, count as countRows, isNull } from 'drizzle-orm';
import { countCodes } from '../codes/counts';
import { payerDocuments, regulations } from '../db/schema';

/** The overview figures that come from other domains' tables. */
export type OverviewCounterKey = 'regulations' | 'medicalCodes' | 'payerDocuments' | 'uniquePayers';

export interface OverviewCounter {
  key: OverviewCounterKey;
  /** The live count; `byType` for a per-type subtitle (medical codes). */
  count(ctx: AppContext): Promise<{ count: number; byType?: Record<string, number> }>;
}

/**
 * The registry of per-domain counters the overview asks (admin/analytics.ts). A domain joins with one
 * line; a key with no counter is answered 0 with `available: false` (the card says "not loaded yet",
 * never a sample figure).
 */
export const overviewCounters: readonly OverviewCounter[] = [
  {
    key: 'medicalCodes',
    count: async (ctx) => {
      const counts = await countCodes(ctx);
      return { count: counts.total, byType: counts.byType };
    },
  },
  {
    key: 'regulations',
    count: async (ctx) => {
      const [row] = await ctx.db
        .select({ n: countRows() })
        .from(regulations)
        .where(isNull(regulations.deletedAt));
      return { count: row?.n ?? 0 };
    },
  },
  {
    key: 'payerDocuments',
    count: async (ctx) => {
      const [row] = await ctx.db.select({ n: countRows() }).from(payerDocuments);
      return { count: row?.n ?? 0 };
    },
  },
  {
    key: 'uniquePayers',
    count: async (ctx) => {
      const [row] = await ctx.db.select({ n: countDistinct(payerDocuments.payerId) }).from(payerDocuments);
      return { count: row?.n ?? 0 };
    },
  },
];

export type OverviewCounts = Record<
  OverviewCounterKey,
  { count: number; available: boolean; byType: Record<string, number> }
>;

/** Every key's figure, asked of its counter when one is registered. */
export async function runOverviewCounters(
  ctx: AppContext,
  counters: readonly OverviewCounter[] = overviewCounters,
): Promise<OverviewCounts> {
  const keys: OverviewCounterKey[] = ['regulations', 'medicalCodes', 'payerDocuments', 'uniquePayers'];
  const entries = await Promise.all(
    keys.map(async (key) => {
      const counter = counters.find((c) => c.key === key);
      if (!counter) return [key, { count: 0, available: false, byType: {} }] as const;
      const result = await counter.count(ctx);
      return [key, { count: result.count, available: true, byType: result.byType ?? {} }] as const;
    }),
  );
  return Object.fromEntries(entries) as OverviewCounts;
}
