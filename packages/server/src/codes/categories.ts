import { sql } from 'drizzle-orm';
import type { CodeCategories } from '@clearbill/shared';
import type { AppContext } from '../context';
import { queryRows } from './sql-rows';

/** The categories of the loaded codes per type (our own labels; read from the (code_type, category) index). */
export async function codeCategories(ctx: AppContext): Promise<CodeCategories> {
  const rows = await queryRows(
    ctx.db,
    sql`SELECT code_type, category, count(*)::int AS n FROM medical_codes
        WHERE category IS NOT NULL AND category <> '' GROUP BY code_type, category ORDER BY code_type, category`,
  );
  const byType: CodeCategories['byType'] = {};
  for (const r of rows) {
    const type = String(r.code_type);
    (byType[type] ??= []).push({ category: String(r.category), count: Number(r.n) });
  }
  return { byType };
}
