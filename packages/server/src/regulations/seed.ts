import { count, isNull } from 'drizzle-orm';
import { REGULATION_SEED_BATCH, regulationMessages, type RegulatorySeedResponse } from '@clearbill/shared';
import { regulationLibrary, type RegulationSeed } from '@clearbill/engine';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { regulations } from '../db/schema';
import { regulationsChanged } from './public-cache';
import { searchTextOf } from './views';

/** Our library, or the entries a test hands in. */
export function librarySources(ctx: AppContext): readonly RegulationSeed[] {
  return ctx.regulationSources ? ctx.regulationSources() : regulationLibrary;
}

/** A day of the library (YYYY-MM-DD) as the start of that day in UTC. */
const dayStart = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);

export function seedRow(entry: RegulationSeed, now: Date): typeof regulations.$inferInsert {
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    source: entry.source,
    sourceUrl: entry.sourceUrl,
    category: entry.category,
    impactLevel: entry.impactLevel,
    status: entry.status,
    effectiveDate: entry.effectiveDate,
    affectedPrograms: [...entry.affectedPrograms],
    keyChanges: [...entry.keyChanges],
    jurisdiction: entry.jurisdiction,
    topics: [...entry.topics],
    origin: 'library',
    researchedAt: dayStart(entry.researchedAt),
    verifiedAt: dayStart(entry.verifiedAt),
    searchText: searchTextOf(entry),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * POST /api/admin/regulatory/seed (a batch) and /seed-all (everything missing): adds library entries whose
 * id is not stored yet, deleted ones included (an admin's delete stands). Idempotent: a second call adds
 * nothing and says 'Database Already Complete!'. Concurrent calls cannot add a row twice (ON CONFLICT).
 */
export async function seedRegulations(
  ctx: AppContext,
  caller: AdminCaller,
  scope: 'batch' | 'all',
): Promise<RegulatorySeedResponse> {
  const library = librarySources(ctx);
  const now = ctx.clock.now();
  const added = await ctx.db.transaction(async (tx) => {
    const stored = new Set((await tx.select({ id: regulations.id }).from(regulations)).map((x) => x.id));
    const missing = library.filter((e) => !stored.has(e.id));
    const chosen = scope === 'batch' ? missing.slice(0, REGULATION_SEED_BATCH) : missing;
    if (chosen.length === 0) return 0;
    const inserted = await tx
      .insert(regulations)
      .values(chosen.map((e) => seedRow(e, now)))
      .onConflictDoNothing()
      .returning({ id: regulations.id });
    await auditFor(
      { db: tx, clock: ctx.clock },
      caller,
      scope === 'batch' ? 'regulations.seeded' : 'regulations.seeded_all',
      {
        type: 'regulations',
      },
    );
    return inserted.length;
  });
  if (added > 0) regulationsChanged(ctx);
  const stored = new Set((await ctx.db.select({ id: regulations.id }).from(regulations)).map((x) => x.id));
  const remaining = library.filter((e) => !stored.has(e.id)).length;
  const [total] = await ctx.db.select({ n: count() }).from(regulations).where(isNull(regulations.deletedAt));
  const databaseTotal = total?.n ?? 0;
  const message =
    added === 0
      ? `${regulationMessages.alreadyComplete} All ${library.length} library regulations are loaded.`
      : `Added ${added} regulation${added === 1 ? '' : 's'}; ${databaseTotal} in the database${
          remaining > 0 ? `, ${remaining} more in the library` : ''
        }.`;
  return { success: true, message, added, remaining, totalRegulations: library.length, databaseTotal };
}
