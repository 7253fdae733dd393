import type { Regulation, RegulationStatusHistoryEntry } from '@clearbill/shared';
import {
  impactLevelSchema,
  regulationCategorySchema,
  regulationStatusSchema,
  regulationTopicSchema,
} from '@clearbill/shared';
import type { regulations, regulationStatusChanges } from '../db/schema';

export type RegulationRow = typeof regulations.$inferSelect;
export type StatusChangeRow = typeof regulationStatusChanges.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored row as the contract has it. Values were checked on the way in; parse keeps the enums honest. */
export function regulationView(row: RegulationRow): Regulation {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    source: row.source,
    sourceUrl: row.sourceUrl,
    category: regulationCategorySchema.parse(row.category),
    impactLevel: impactLevelSchema.parse(row.impactLevel),
    status: regulationStatusSchema.parse(row.status),
    effectiveDate: row.effectiveDate,
    affectedPrograms: row.affectedPrograms,
    keyChanges: row.keyChanges,
    researchedAt: iso(row.researchedAt),
    verifiedAt: iso(row.verifiedAt),
    jurisdiction: row.jurisdiction,
    topics: row.topics.flatMap((t) => {
      const parsed = regulationTopicSchema.safeParse(t);
      return parsed.success ? [parsed.data] : [];
    }),
    origin: row.origin,
    linkStatus: row.linkStatus,
    linkCheckedAt: iso(row.linkCheckedAt),
  };
}

export function statusHistoryView(
  row: StatusChangeRow,
  usernames: ReadonlyMap<string, string>,
): RegulationStatusHistoryEntry {
  return {
    fromStatus: row.fromStatus ? regulationStatusSchema.parse(row.fromStatus) : null,
    toStatus: regulationStatusSchema.parse(row.toStatus),
    notes: row.notes,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.adminId ? (usernames.get(row.adminId) ?? null) : null,
  };
}

/** What the searches match: title, description, key changes and the citation, lower-cased. */
export function searchTextOf(r: {
  title: string;
  description: string;
  keyChanges: readonly string[];
  source: string;
}): string {
  return [r.title, r.description, ...r.keyChanges, r.source].join('\n').toLowerCase();
}
