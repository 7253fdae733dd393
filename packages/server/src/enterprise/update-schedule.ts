import { and, asc, inArray } from 'drizzle-orm';
import type { CodeUpdateJob } from '@clearbill/shared';
import type { AppContext } from '../context';
import { codeUpdateJobs } from '../db/schema';
import { todayOf } from './validation';

/**
 * When each code set changes (03-feature-pages.md §2.8): CPT every January 1, ICD-10-CM every October 1, HCPCS
 * quarterly, and CPT Category III quarterly (the AMA releases it on January 1 and July 1; the spec
 * asks for a quarterly check).
 */
export const updateCalendar = [
  { codeSet: 'CPT', frequency: 'annual', months: [1] },
  { codeSet: 'ICD-10-CM', frequency: 'annual', months: [10] },
  { codeSet: 'HCPCS', frequency: 'quarterly', months: [1, 4, 7, 10] },
  { codeSet: 'Category-III', frequency: 'quarterly', months: [1, 4, 7, 10] },
] as const;

export const scheduleText =
  'CPT annually on January 1, ICD-10-CM annually on October 1, HCPCS quarterly (January 1, April 1, July 1, October 1), Category III quarterly.';

/** The first of the listed months falling on or after `today` (YYYY-MM-DD). */
export function nextUpdateDate(today: string, months: readonly number[]): string {
  const year = Number(today.slice(0, 4));
  const candidates = [year, year + 1].flatMap((y) =>
    months.map((m) => `${String(y)}-${String(m).padStart(2, '0')}-01`),
  );
  const next = candidates.sort().find((d) => d >= today);
  if (!next) throw new Error('no update date found');
  return next;
}

function toJob(row: typeof codeUpdateJobs.$inferSelect): CodeUpdateJob {
  return {
    id: row.id,
    codeSet: row.codeSet,
    frequency: row.frequency,
    scheduledFor: row.scheduledFor,
    status: row.status,
  };
}

/** Creates the next update job of each code set; calling it again adds nothing new. */
export async function scheduleCodeUpdates(
  ctx: AppContext,
): Promise<{ jobs: CodeUpdateJob[]; created: number }> {
  const today = todayOf(ctx);
  const planned = updateCalendar.map((entry) => ({
    codeSet: entry.codeSet,
    frequency: entry.frequency,
    scheduledFor: nextUpdateDate(today, entry.months),
    createdAt: ctx.clock.now(),
  }));
  const inserted = await ctx.db
    .insert(codeUpdateJobs)
    .values(planned)
    .onConflictDoNothing({ target: [codeUpdateJobs.codeSet, codeUpdateJobs.scheduledFor] })
    .returning({ id: codeUpdateJobs.id });
  const rows = await ctx.db
    .select()
    .from(codeUpdateJobs)
    .where(
      and(
        inArray(
          codeUpdateJobs.codeSet,
          planned.map((p) => p.codeSet),
        ),
        inArray(
          codeUpdateJobs.scheduledFor,
          planned.map((p) => p.scheduledFor),
        ),
      ),
    )
    .orderBy(asc(codeUpdateJobs.scheduledFor), asc(codeUpdateJobs.codeSet));
  const wanted = new Set(planned.map((p) => `${p.codeSet}|${p.scheduledFor}`));
  return {
    jobs: rows.filter((r) => wanted.has(`${r.codeSet}|${r.scheduledFor}`)).map(toJob),
    created: inserted.length,
  };
}

export async function listCodeUpdates(ctx: AppContext): Promise<CodeUpdateJob[]> {
  const rows = await ctx.db
    .select()
    .from(codeUpdateJobs)
    .orderBy(asc(codeUpdateJobs.scheduledFor), asc(codeUpdateJobs.codeSet))
    .limit(200);
  return rows.map(toJob);
}

export function scheduleMessage(created: number, total: number): string {
  if (created === 0)
    return `Code updates scheduled: all ${String(total)} upcoming updates were already planned.`;
  return `Code updates scheduled: ${String(created)} new of ${String(total)} upcoming updates.`;
}
