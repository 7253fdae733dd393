import { sql } from 'drizzle-orm';
import { codeTypes, type CodeCounts } from '@clearbill/shared';
import type { AppContext } from '../context';
import { queryRows } from './sql-rows';

/** Codes per type, all seven types present (zero when none are loaded). */
export async function countCodes(ctx: AppContext): Promise<CodeCounts> {
  const rows = await queryRows(
    ctx.db,
    sql`SELECT code_type, count(*)::int AS n FROM medical_codes GROUP BY code_type`,
  );
  const byType: Record<string, number> = Object.fromEntries(codeTypes.map((t) => [t, 0]));
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    byType[String(row.code_type)] = n;
    total += n;
  }
  return { total, byType };
}
