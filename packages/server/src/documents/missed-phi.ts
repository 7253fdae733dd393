import { and, asc, count, eq } from 'drizzle-orm';
import { locate } from '@clearbill/engine';
import {
  AppError,
  messages,
  missedPhiLimits,
  type AddMissedPhiRequest,
  type AddMissedPhiResponse,
  type ReviewTextResponse,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { PatientCaller } from '../access/caller';
import type { AppContext } from '../context';
import { auditEvents, documentRedactions } from '../db/schema';
import { ownedDocument } from './service';
import { openPending } from './pending-content';
import { toRedaction } from './views';

const ADDED_ACTION = 'redaction.added';
/** More places than this: the text is too common to be one person's detail (e.g. "the"). */
const MAX_OCCURRENCES = 200;
/** The review text sent to the browser: enough for any bill, bounded for a 200-page statement. */
const REVIEW_TEXT_CHARS = 200_000;

/**
 * Every place `text` occurs: case-insensitive, any run of whitespace (spaces, line breaks) between
 * its words, and never inside a longer word ("Ann" does not match "Annual").
 */
export function findOccurrences(haystack: string, text: string): { start: number; end: number }[] {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [];
  const body = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('\\s+');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
  const found: { start: number; end: number }[] = [];
  for (const match of haystack.matchAll(pattern)) {
    found.push({ start: match.index, end: match.index + match[0].length });
    if (found.length > MAX_OCCURRENCES) break;
  }
  return found;
}

async function awaitingDocument(ctx: AppContext, caller: PatientCaller, id: string) {
  const row = await ownedDocument(ctx, caller, id);
  if (row.status !== 'awaiting_confirmation' || !row.pendingEnc) {
    throw new AppError('conflict', messages.documentNotAwaitingConfirmation);
  }
  return { row, pending: openPending(ctx, row.pendingEnc) };
}

/** The text as read, shown to its owner in the dialog so they can select what we missed. */
export async function reviewText(
  ctx: AppContext,
  caller: PatientCaller,
  id: string,
): Promise<ReviewTextResponse> {
  const { pending } = await awaitingDocument(ctx, caller, id);
  await auditFor(ctx, caller, 'document.text_viewed', { type: 'document', id });
  const truncated = pending.text.length > REVIEW_TEXT_CHARS;
  return { text: truncated ? pending.text.slice(0, REVIEW_TEXT_CHARS) : pending.text, truncated };
}

/**
 * The patient adds something we missed: it must occur in the document, and every occurrence becomes
 * an approved redaction (an existing one at the same place is switched back on instead). The rows
 * and the audit event (ids only, never the text) are written in one transaction.
 */
export async function addMissedPhi(
  ctx: AppContext,
  caller: PatientCaller,
  id: string,
  request: AddMissedPhiRequest,
): Promise<AddMissedPhiResponse> {
  const { row, pending } = await awaitingDocument(ctx, caller, id);
  const places = findOccurrences(pending.text, request.text);
  if (places.length === 0) throw new AppError('validation_failed', messages.missedPhiNotInDocument);
  if (places.length > MAX_OCCURRENCES) {
    throw new AppError('validation_failed', messages.missedPhiTooManyPlaces);
  }
  const phiType = request.kind;
  const addedIds = await ctx.db.transaction(async (tx) => {
    const [added] = await tx
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, ADDED_ACTION), eq(auditEvents.resourceId, id)));
    if ((added?.n ?? 0) >= missedPhiLimits.perDocument) {
      throw new AppError('validation_failed', messages.missedPhiTooMany);
    }
    const existing = await tx.select().from(documentRedactions).where(eq(documentRedactions.documentId, id));
    const ids: string[] = [];
    const fresh = [];
    for (const place of places) {
      const same = existing.find((r) => r.start === place.start && r.end === place.end);
      if (same) {
        await tx.update(documentRedactions).set({ approved: true }).where(eq(documentRedactions.id, same.id));
        ids.push(same.id);
        continue;
      }
      fresh.push({
        documentId: id,
        phiType,
        confidence: 1,
        start: place.start,
        end: place.end,
        originalEnc: ctx.encryptor.encrypt(pending.text.slice(place.start, place.end)),
        location: locate({ ...pending, format: row.format, knownPhi: [] }, place.start, place.end),
        approved: true,
      });
    }
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(documentRedactions)
        .values(fresh)
        .returning({ id: documentRedactions.id });
      ids.push(...inserted.map((r) => r.id));
    }
    await auditFor({ db: tx, clock: ctx.clock }, caller, ADDED_ACTION, { type: 'document', id });
    return ids;
  });
  const rows = await ctx.db
    .select()
    .from(documentRedactions)
    .where(eq(documentRedactions.documentId, id))
    .orderBy(asc(documentRedactions.start));
  return {
    success: true,
    occurrences: places.length,
    addedIds,
    redactions: rows.map((r) => toRedaction(ctx, r)),
  };
}
