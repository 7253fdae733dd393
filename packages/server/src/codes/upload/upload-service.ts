import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError, type CodeUploadResponse } from '@clearbill/shared';
import type { AppContext } from '../../context';
import { medicalCodes } from '../../db/schema-codes';
import { codesChanged } from '../index/index-keeper';
import { invalidateVocabulary } from '../vocabulary';
import { validateRow, type ValidRow } from './validate-rows';

const CHUNK = 500;

/**
 * Validates every row, then upserts the valid ones in one transaction. A file with no valid row is a 400
 * and changes nothing. A code already stored (whatever its dot or dash form) is updated in place.
 */
export async function uploadCodes(
  ctx: AppContext,
  rawRows: Record<string, unknown>[],
): Promise<CodeUploadResponse> {
  const rejected: { row: number; reason: string }[] = [];
  const byKey = new Map<string, ValidRow>();
  rawRows.forEach((raw, i) => {
    // Row numbers as a person counts them in the file: the first data row is 1.
    const check = validateRow(raw);
    if (!check.ok) {
      rejected.push({ row: i + 1, reason: check.reason });
      return;
    }
    const k = `${check.row.codeType}|${check.row.codeKey}`;
    if (byKey.has(k)) rejected.push({ row: i + 1, reason: `${check.row.code} appears earlier in the file` });
    else byKey.set(k, check.row);
  });
  const valid = [...byKey.values()];
  if (valid.length === 0) {
    throw new AppError('validation_failed', 'No row of the file could be imported; nothing was changed.', {
      issues: rejected.slice(0, 50).map((r) => ({ path: `row ${r.row}`, message: r.reason })),
    });
  }

  const now = ctx.clock.now();
  const counts = await ctx.db.transaction(async (tx) => {
    let updated = 0;
    const types = [...new Set(valid.map((r) => r.codeType))];
    for (const type of types) {
      const ofType = valid.filter((r) => r.codeType === type);
      for (let i = 0; i < ofType.length; i += CHUNK) {
        const chunk = ofType.slice(i, i + CHUNK);
        const existing = await tx
          .select({ code: medicalCodes.code, codeKey: medicalCodes.codeKey })
          .from(medicalCodes)
          .where(
            and(
              eq(medicalCodes.codeType, type),
              inArray(
                medicalCodes.codeKey,
                chunk.map((r) => r.codeKey),
              ),
            ),
          );
        const stored = new Map(existing.map((e) => [e.codeKey, e.code]));
        for (const r of chunk) {
          const code = stored.get(r.codeKey);
          if (code !== undefined) {
            r.code = code;
            updated++;
          }
        }
        await tx
          .insert(medicalCodes)
          .values(chunk.map((r) => ({ ...r, updatedAt: now })))
          .onConflictDoUpdate({
            target: [medicalCodes.codeType, medicalCodes.code],
            set: {
              title: sql`excluded.title`,
              description: sql`excluded.description`,
              category: sql`excluded.category`,
              subcategory: sql`excluded.subcategory`,
              billableStatus: sql`excluded.billable_status`,
              genderSpecific: sql`excluded.gender_specific`,
              ageRestrictions: sql`excluded.age_restrictions`,
              laterality: sql`excluded.laterality`,
              officialSource: sql`excluded.official_source`,
              sourceVersion: sql`excluded.source_version`,
              effectiveDate: sql`excluded.effective_date`,
              expirationDate: sql`excluded.expiration_date`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    }
    return { inserted: valid.length - updated, updated };
  });
  invalidateVocabulary(ctx);
  codesChanged(ctx.db);
  const parts = [`${counts.inserted} added`, `${counts.updated} updated`];
  if (rejected.length > 0) parts.push(`${rejected.length} rejected`);
  return {
    success: true,
    message: `Upload Successful: ${parts.join(', ')}.`,
    inserted: counts.inserted,
    updated: counts.updated,
    rejected,
  };
}
