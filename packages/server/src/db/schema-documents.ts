import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentType, ExtractedData, PhiType, TextLocation } from '@clearbill/shared';
import { guestSessions, users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** bytea as a Buffer on both drivers (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One uploaded document (all files of one upload). Owned by a user or a guest session; a guest's
 * documents go when the guest session is swept. Never holds PHI in clear: the file name, the text
 * before confirmation and the questionnaire's free text are encrypted; after confirmation only the
 * redacted text and de-identified fields remain.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerGuestId: uuid('owner_guest_id').references(() => guestSessions.id, { onDelete: 'cascade' }),
    /** AES-256-GCM: file names often carry the patient's name. */
    fileNameEnc: text('file_name_enc').notNull(),
    format: text('format', { enum: ['pdf', 'jpeg', 'png', 'dicom', 'docx', 'text'] }).notNull(),
    source: text('source', { enum: ['upload', 'wizard', 'api'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    pageCount: integer('page_count'),
    status: text('status', {
      enum: ['processing', 'awaiting_confirmation', 'analysing', 'analyzed', 'failed'],
    }).notNull(),
    documentType: text('document_type').$type<DocumentType>(),
    retentionHours: integer('retention_hours').notNull(),
    originalExpiresAt: ts('original_expires_at').notNull(),
    originalDeletedAt: ts('original_deleted_at'),
    /** Extracted text, segments and pages before confirmation (encrypted JSON); null afterwards. */
    pendingEnc: text('pending_enc'),
    /** Questionnaire answers as given (encrypted JSON: they name the patient); null after confirmation. */
    answersEnc: text('answers_enc'),
    /** De-identified answers kept for the analysis. */
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    redactedText: text('redacted_text'),
    /** Page and box of each line of the redacted text, for pointing at evidence. */
    layout: jsonb('layout').$type<{ start: number; end: number; location: TextLocation }[]>(),
    removedPhi: jsonb('removed_phi').$type<{ phiType: PhiType; count: number }[]>(),
    extractedData: jsonb('extracted_data').$type<ExtractedData>(),
    /** One of our fixed messages; never document content. */
    errorMessage: text('error_message'),
    timings: jsonb('timings').$type<Record<string, number>>(),
    /**
     * Pipeline attempts started and finished (returned or threw). Counted in the database before the
     * job body runs, so an attempt that killed its process still counts: started minus finished is
     * the number of crashes, and a document that crashed its worker twice is failed, never run again.
     */
    pipelineAttempts: integer('pipeline_attempts').notNull().default(0),
    pipelineAttemptsFinished: integer('pipeline_attempts_finished').notNull().default(0),
    /** Whose upload allowance this document used (null: none, or already refunded when it failed). */
    allowanceChargedTo: text('allowance_charged_to', { enum: ['guest', 'user'] }),
    createdAt: ts('created_at').notNull(),
    /** Uploaded as a guest, then moved to the account at sign-up or sign-in (spec: guest pre-auth analyses). */
    adoptedFromGuestAt: ts('adopted_from_guest_at'),
    processedAt: ts('processed_at'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    index('documents_user_idx').on(t.ownerUserId, t.createdAt),
    index('documents_guest_idx').on(t.ownerGuestId, t.createdAt),
    index('documents_original_expiry_idx').on(t.originalExpiresAt),
    // The back office: newest first, counts per week and per status.
    index('documents_created_idx').on(t.createdAt),
    index('documents_status_idx').on(t.status),
  ],
);

/**
 * The uploaded files, encrypted (AES-256-GCM), deleted at confirmation or at the retention window's end.
 * Read and deleted only through documents/originals.ts, which keeps the bytes on disk in step.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    format: text('format').notNull(),
    /**
     * Where the sealed bytes are: 'database' in `sealed` (PostgreSQL), 'file' in the data folder
     * (PGlite; `sealed` is null). See storage/original-store.ts.
     */
    storage: text('storage', { enum: ['database', 'file'] })
      .notNull()
      .default('database'),
    sealed: bytea('sealed'),
  },
  (t) => [index('document_files_document_idx').on(t.documentId, t.position)],
);

/** PHI found in a document and awaiting the owner's confirmation. Deleted at confirmation. */
export const documentRedactions = pgTable(
  'document_redactions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    phiType: text('phi_type').$type<PhiType>().notNull(),
    confidence: doublePrecision('confidence').notNull(),
    start: integer('start_offset').notNull(),
    end: integer('end_offset').notNull(),
    originalEnc: text('original_enc').notNull(),
    location: jsonb('location').$type<TextLocation | null>(),
    approved: boolean('approved').notNull().default(true),
  },
  (t) => [index('document_redactions_document_idx').on(t.documentId, t.start)],
);
