import { publicStatsMinimumDocuments, type PublicStats } from '@clearbill/shared';
import type { AppContext } from '../context';

/**
 * Rounded figures shown only from the minimum count up. Documents counted once analysed, and
 * never the demo account's sample bills.
 */
export function roundStats(raw: {
  documents: number;
  savings: number;
  medianSeconds: number | null;
}): PublicStats {
  const shown = raw.documents >= publicStatsMinimumDocuments;
  return {
    minimumDocuments: publicStatsMinimumDocuments,
    documentsChecked: shown ? Math.floor(raw.documents / 10) * 10 : null,
    savingsIdentified: shown ? Math.floor(raw.savings / 100) * 100 : null,
    medianSecondsToFindings:
      shown && raw.medianSeconds !== null ? Math.max(5, Math.round(raw.medianSeconds / 5) * 5) : null,
  };
}

/** GET /api/stats/public: aggregates over every analysis; nothing about any one person. */
export async function publicStats(ctx: AppContext): Promise<PublicStats> {
  const { rows } = await ctx.sql(
    `SELECT count(*)::int AS documents,
            coalesce(sum(a.potential_savings), 0)::float8 AS savings,
            percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM (a.created_at - d.created_at))
            )::float8 AS "medianSeconds"
       FROM analyses a
       JOIN documents d ON d.id = a.document_id
       LEFT JOIN users u ON u.id = d.owner_user_id
      WHERE u.is_demo IS NOT TRUE`,
  );
  const row = rows[0] as { documents: number; savings: number; medianSeconds: number | null };
  return roundStats(row);
}
