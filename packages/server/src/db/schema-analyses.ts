import { boolean, doublePrecision, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisResult } from '@clearbill/shared';
import { documents } from './schema-documents';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The analysis of a de-identified document (one per document; re-running replaces it). Owner scoping
 * goes through the document. Holds no PHI: it is computed from the redacted text only.
 */
export const analyses = pgTable('analyses', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  result: jsonb('result').$type<Omit<AnalysisResult, 'saved' | 'limited'>>().notNull(),
  riskScore: integer('risk_score').notNull(),
  potentialSavings: doublePrecision('potential_savings').notNull(),
  findingCount: integer('finding_count').notNull(),
  highCount: integer('high_count').notNull(),
  saved: boolean('saved').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});
