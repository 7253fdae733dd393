import { randomUUID } from 'node:crypto';
import { asc, eq, lt, sql } from 'drizzle-orm';
import { answerQuestion, detectPhi, redactText } from '@clearbill/engine';
import {
  AppError,
  chatLimits,
  messages,
  type ChatRequestParsed,
  type ChatResponse,
  type PatientResource,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { PatientCaller } from '../access/caller';
import { recordCrisisResponse } from './crisis-events';
import type { AppContext } from '../context';
import { chatMessages, chatSessions } from '../db/schema';
import { addressKey } from '../limits/address';
import { asPublicResources } from '../resources/service';
import { knowledgeFor } from './knowledge';
import type { ChatLimiter } from './limiter';
import { llmRewrite } from './llm';

type SessionRow = typeof chatSessions.$inferSelect;

const RETENTION_MS = chatLimits.visitorRetentionHours * 60 * 60 * 1000;

/** The message with the PHI detector's findings replaced by markers: all that is ever stored or sent on. */
export function scrubMessage(text: string): string {
  return redactText(text, detectPhi(text));
}

/** Whether the caller may use the conversation: its owner, or anyone holding the id of a visitor's. */
function mayUse(session: SessionRow, caller: PatientCaller | null): boolean {
  if (session.ownerUserId) return caller?.kind === 'user' && caller.userId === session.ownerUserId;
  if (session.ownerGuestId) return caller?.kind === 'guest' && caller.guestId === session.ownerGuestId;
  return true;
}

async function sessionFor(
  ctx: AppContext,
  caller: PatientCaller | null,
  id: string | null | undefined,
): Promise<{ session: SessionRow; created: boolean }> {
  const now = ctx.clock.now();
  if (id) {
    const [found] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
    if (found && !(found.expiresAt && found.expiresAt <= now)) {
      // Someone else's conversation is answered as if it did not exist.
      if (!mayUse(found, caller)) throw new AppError('not_found', messages.chatSessionNotFound);
      return { session: found, created: false };
    }
  }
  const session: SessionRow = {
    id: randomUUID(),
    ownerUserId: caller?.kind === 'user' ? caller.userId : null,
    ownerGuestId: caller?.kind === 'guest' ? caller.guestId : null,
    createdAt: now,
    lastMessageAt: now,
    expiresAt: caller?.kind === 'user' ? null : new Date(now.getTime() + RETENTION_MS),
  };
  return { session, created: true };
}

/**
 * Keeps one exchange (the scrubbed question and the answer) in one statement: the conversation created,
 * or its last-message time and expiry moved on, and both messages added. One statement instead of a
 * transaction of four: PGlite serves one query at a time, and a transaction held it across every round
 * trip. A conversation deleted (by its owner or the sweep) while this message was answered is not
 * brought back: the update finds nothing and no message is added.
 */
async function storeExchange(
  ctx: AppContext,
  session: SessionRow,
  created: boolean,
  message: string,
  response: string,
): Promise<void> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const expiresAt = session.expiresAt ? new Date(now.getTime() + RETENTION_MS).toISOString() : null;
  const target = created
    ? sql`INSERT INTO chat_sessions (id, owner_user_id, owner_guest_id, created_at, last_message_at, expires_at)
          VALUES (${session.id}::uuid, ${session.ownerUserId}::uuid, ${session.ownerGuestId}::uuid,
                  ${session.createdAt.toISOString()}::timestamptz, ${at}::timestamptz, ${expiresAt}::timestamptz)
          RETURNING id`
    : sql`UPDATE chat_sessions SET last_message_at = ${at}::timestamptz, expires_at = ${expiresAt}::timestamptz
          WHERE id = ${session.id}::uuid RETURNING id`;
  await ctx.db.execute(
    sql`WITH target AS (${target})
        INSERT INTO chat_messages (session_id, role, content, created_at)
        SELECT target.id, m.role, m.content, ${at}::timestamptz
        FROM target CROSS JOIN (VALUES (1, 'user', ${message}), (2, 'bot', ${response})) AS m(n, role, content)
        ORDER BY m.n`,
  );
}

/**
 * One message to the billing assistant (POST /api/chat/enhanced-public). The message is de-identified
 * first; only that text reaches the assistant, the optional language model, the database and the logs.
 */
export async function sendChatMessage(
  ctx: AppContext,
  caller: PatientCaller | null,
  ip: string,
  input: ChatRequestParsed,
  directory: readonly PatientResource[],
  limiter: ChatLimiter,
): Promise<ChatResponse> {
  const message = scrubMessage(input.message);
  const { session, created } = await sessionFor(ctx, caller, input.sessionId);
  limiter.take(ctx.clock.now(), [`session:${session.id}`, `address:${addressKey(ip)}`]);

  const answer = await answerQuestion(message, knowledgeFor(ctx, caller, directory));
  let response = answer.response;
  if (ctx.config.llm && !answer.urgent) {
    const written = await llmRewrite(ctx.config.llm, message, answer);
    if (written) response = written;
  }

  await storeExchange(ctx, session, created, message, response);
  if (answer.urgent) await recordCrisisResponse(ctx);

  return {
    response,
    suggestions: answer.suggestions,
    medicalCodes: answer.medicalCodes,
    externalData: answer.externalData,
    resources: answer.resources,
    // As the directory page shows them: a website the link check found gone is left out.
    patientResources: await asPublicResources(ctx, answer.patientResources),
    sessionId: session.id,
    ...(answer.urgent ? { urgent: true } : {}),
    sources: answer.sources,
  };
}

/** Deletes a conversation: its owner's, or a visitor's by its id. Others' are answered 404. */
export async function deleteChatSession(
  ctx: AppContext,
  caller: PatientCaller | null,
  id: string,
): Promise<void> {
  const [found] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
  if (!found || !mayUse(found, caller)) throw new AppError('not_found', messages.chatSessionNotFound);
  await ctx.db.delete(chatSessions).where(eq(chatSessions.id, id));
  if (caller) await auditFor(ctx, caller, 'chat.session_deleted', { type: 'chat_session', id });
}

/** The messages of a conversation, oldest first (the owner's export). */
export async function sessionMessages(ctx: AppContext, sessionId: string) {
  return ctx.db
    .select({ role: chatMessages.role, content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.id));
}

/** Deletes visitors' and guests' conversations 24 hours after their last message. Idempotent. */
export async function sweepExpiredChats(ctx: AppContext): Promise<number> {
  const gone = await ctx.db
    .delete(chatSessions)
    .where(lt(chatSessions.expiresAt, ctx.clock.now()))
    .returning({ id: chatSessions.id });
  return gone.length;
}
