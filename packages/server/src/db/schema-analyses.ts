import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnalysisResult, DocumentDates, Finding } from '@clearbill/shared';
import { documents } from './schema-documents';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The analysis of a de-identified document (one per document; re-running replaces it). Owner scoping
 * goes through the document. Holds no PHI: it is computed from the redacted text only.
 */
export const analyses = pgTable(
  'analyses',
  {
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
    /**
     * Kept by the database from `result`: the findings that can open a deadline (engine
     * deadlineFindingTypes) and the document's dates, so listing deadlines reads these small columns
     * and never the whole result.
     */
    deadlineFindings: jsonb('deadline_findings')
      .$type<Finding[]>()
      .generatedAlwaysAs(
        sql`jsonb_path_query_array(result, '$.findings[*] ? (@.type == "appeal_opportunity" || @.type == "surprise_billing" || @.type == "financial_assistance")')`,
      ),
    documentDates: jsonb('document_dates')
      .$type<DocumentDates>()
      .generatedAlwaysAs(sql`result -> 'documentDates'`),
  },
  // The back office: newest first and counts per week.
  (t) => [index('analyses_created_idx').on(t.createdAt)],
);
