import { DocumentRejectedError, rejectionMessages } from '@clearbill/engine';
import { messages, type DocumentFormat } from '@clearbill/shared';
import { TimeBudgetExceededError } from './time-budget';

const imageFormats = new Set<DocumentFormat>(['png', 'jpeg']);

/**
 * The plain reason a document failed in the pipeline, from what went wrong: a damaged image, a
 * document that took too long, or one that could not be read. Null: not the document's fault as far as
 * we can tell (a database hiccup, a worker that died), so the attempt is retried. Never the error's own
 * text: extraction errors can quote the document.
 */
export function failureMessage(err: unknown, format: DocumentFormat): string | null {
  if (err instanceof TimeBudgetExceededError) return messages.documentTimedOut;
  if (!(err instanceof DocumentRejectedError)) return null;
  if (imageFormats.has(format) && err.reason === 'corrupt') return messages.imageDamaged;
  // By lookup rather than a switch: reasons the engine adds later fall back to the general message.
  const known = (rejectionMessages as Partial<Record<string, string>>)[err.reason];
  return known ?? messages.documentCorrupt;
}

/** The reason when every attempt failed, or a document crashed its worker: the file could not be read. */
export function exhaustedMessage(format: DocumentFormat): string {
  return imageFormats.has(format) ? messages.imageDamaged : messages.documentCorrupt;
}
