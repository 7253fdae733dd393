import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './schema';
import { documents } from './schema-documents';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every request an admin session made to an admin route (admin/audit-log.ts writes it from one
 * onResponse hook): who, what (method and route pattern), which ids, the answer's status, when and from
 * which address. Never a body, a query string, a token or a hash. Kept when the admin is removed.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: ts('occurred_at').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Kept as it was when the action happened, so the log still reads after a rename or removal. */
    adminUsername: text('admin_username'),
    action: text('action').notNull(),
    /** The route's path parameters (ids, keys) as `name=value` pairs; null when it has none. */
    target: text('target'),
    statusCode: integer('status_code').notNull(),
    ipAddress: text('ip_address').notNull(),
  },
  (t) => [
    index('admin_audit_log_time_idx').on(t.occurredAt),
    index('admin_audit_log_admin_idx').on(t.adminId, t.occurredAt),
  ],
);

/**
 * One row per finding of an analysis, kept by a database trigger from `analyses.result`
 * (db/analysis-findings-trigger.ts), so the back office's top-5 lists group small indexed columns and
 * never read whole results. Only de-identified fields: the finding's type, severity and amount, and the
 * payer and provider names as the analysis stored them.
 */
export const analysisFindings = pgTable(
  'analysis_findings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    findingType: text('finding_type').notNull(),
    severity: text('severity').notNull(),
    amount: doublePrecision('amount'),
    reasonClass: text('reason_class'),
    documentType: text('document_type'),
    payerName: text('payer_name'),
    providerName: text('provider_name'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('analysis_findings_document_idx').on(t.documentId),
    index('analysis_findings_type_idx').on(t.findingType, t.severity),
  ],
);

/**
 * The findings counted per (type, severity, document type, payer, provider, reason class), kept by a
 * trigger on analysis_findings (+1 on insert, -1 on delete; db/analysis-findings-trigger.ts), so the
 * overview's top-5 lists read a few hundred rows instead of grouping every finding. Absent values are ''.
 */
export const findingRollups = pgTable(
  'finding_rollups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    findingType: text('finding_type').notNull(),
    severity: text('severity').notNull(),
    documentType: text('document_type').notNull(),
    payerName: text('payer_name').notNull(),
    providerName: text('provider_name').notNull(),
    reasonClass: text('reason_class').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    amountSum: doublePrecision('amount_sum').notNull(),
    amountN: bigint('amount_n', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('finding_rollups_key_idx').on(
      t.findingType,
      t.severity,
      t.documentType,
      t.payerName,
      t.providerName,
      t.reasonClass,
    ),
  ],
);
