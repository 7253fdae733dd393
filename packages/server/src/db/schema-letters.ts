import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  Citation,
  ComplexityLevel,
  LetterOutcome,
  LetterStatus,
  RecipientType,
  ResponseKind,
} from '@clearbill/shared';
import { users } from './schema';
import { documents } from './schema-documents';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Letter categories, seeded from the engine's library (letters/seed.ts; idempotent). */
export const letterCategories = pgTable('letter_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon'),
  sortOrder: integer('sort_order').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * The template catalogue, seeded from the engine's library: what lists, filters and counts read. The
 * letter text itself lives in the engine (versioned with the code), rendered at generation.
 */
export const letterTemplates = pgTable(
  'letter_templates',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => letterCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    useCase: text('use_case').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    complexityLevel: text('complexity_level').$type<ComplexityLevel>().notNull(),
    targetAudience: text('target_audience').notNull(),
    estimatedTime: text('estimated_time').notNull(),
    requiredFields: jsonb('required_fields').$type<string[]>().notNull(),
    optionalFields: jsonb('optional_fields').$type<string[]>().notNull(),
    citations: jsonb('citations').$type<Citation[]>().notNull(),
    responseKind: text('response_kind').$type<ResponseKind>().notNull(),
    recipientType: text('recipient_type').$type<RecipientType>().notNull(),
    /** False once a template leaves the engine's library (kept for the letters made from it). */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('letter_templates_category_idx').on(t.categoryId)],
);

/**
 * A letter a signed-in patient generated. Everything personal is AES-256-GCM encrypted like documents:
 * the recipient's name, the fields typed (userData) and the rendered letter (which carries them).
 */
export const generatedLetters = pgTable(
  'generated_letters',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => letterTemplates.id),
    /** The analysed document the letter acts on, when it came from a draft. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    recipientType: text('recipient_type').$type<RecipientType>().notNull(),
    recipientNameEnc: text('recipient_name_enc').notNull(),
    userDataEnc: text('user_data_enc').notNull(),
    /** The rendered letter (engine RenderedLetter) as encrypted JSON: the downloads are built from it. */
    letterEnc: text('letter_enc').notNull(),
    status: text('status').$type<LetterStatus>().notNull().default('draft'),
    sentAt: date('sent_at', { mode: 'string' }),
    answeredAt: date('answered_at', { mode: 'string' }),
    outcome: text('outcome').$type<LetterOutcome>(),
    responseKind: text('response_kind').$type<ResponseKind>().notNull(),
    responseDue: date('response_due', { mode: 'string' }),
    responseRule: text('response_rule'),
    downloadedAt: ts('downloaded_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('generated_letters_owner_idx').on(t.ownerUserId, t.createdAt),
    index('generated_letters_template_idx').on(t.templateId),
  ],
);

/**
 * Outcomes patients reported, without who reported them: the measured success rate of each template.
 * Kept when the letter or the account is erased (nothing here identifies anyone).
 */
export const letterOutcomes = pgTable(
  'letter_outcomes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    templateId: text('template_id')
      .notNull()
      .references(() => letterTemplates.id),
    outcome: text('outcome').$type<LetterOutcome>().notNull(),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [index('letter_outcomes_template_idx').on(t.templateId)],
);
