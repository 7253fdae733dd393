import { letterText, type RenderedLetter } from '@clearbill/engine';
import type { GeneratedLetter } from '@clearbill/shared';
import type { AppContext } from '../context';
import type { generatedLetters } from '../db/schema';

export type LetterRow = typeof generatedLetters.$inferSelect;

/** The rendered letter kept with the row (decrypted). */
export function renderedOf(ctx: AppContext, row: LetterRow): RenderedLetter {
  return JSON.parse(ctx.encryptor.decrypt(row.letterEnc)) as RenderedLetter;
}

/** Row -> contract. Decrypts the recipient and the letter: for the owner only. */
export function toLetter(
  ctx: AppContext,
  row: LetterRow,
  template: { name: string; categoryId: string },
): GeneratedLetter {
  const letter = renderedOf(ctx, row);
  return {
    id: row.id,
    template_id: row.templateId,
    template_name: template.name,
    category_id: template.categoryId,
    recipient_type: row.recipientType,
    recipient_name: ctx.encryptor.decrypt(row.recipientNameEnc),
    subject: letter.subject,
    content: letterText(letter),
    document_id: row.documentId,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    sent_at: row.sentAt,
    answered_at: row.answeredAt,
    outcome: row.outcome,
    response_kind: row.responseKind,
    response_due: row.responseDue,
    response_rule: row.responseRule,
    downloaded: row.downloadedAt !== null,
  };
}
