import { sql } from 'drizzle-orm';
import type { AppContext } from './context';

/** Records the start and end of a periodic sweep (sweeps.ts), for the security scan's "sweeps ran" check. */
export async function recordSweepRun(
  ctx: Pick<AppContext, 'db'>,
  name: string,
  startedAt: Date,
  finishedAt: Date,
  ok: boolean,
): Promise<void> {
  await ctx.db.execute(sql`
    INSERT INTO sweep_runs (name, last_started_at, last_finished_at, last_ok)
    VALUES (${name}, ${startedAt.toISOString()}, ${finishedAt.toISOString()}, ${ok})
    ON CONFLICT (name) DO UPDATE SET last_started_at = excluded.last_started_at,
      last_finished_at = excluded.last_finished_at, last_ok = excluded.last_ok`);
}

/** The name the retention sweeps record under. */
export const RETENTION_SWEEP = 'retention';
