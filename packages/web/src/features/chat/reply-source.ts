import { isApiError } from '@/lib/api';
import { cannedReplies, pickTopic } from './canned-replies';
import { postChatMessage } from './chat-api';
import type { ChatReply, ChatReplyRequest } from './types';

// A short pause so an instant local answer still reads as a reply rather than a page jump.
const LOCAL_REPLY_DELAY_MS = 600;
// The server answers in milliseconds; past this the prepared answer is better than waiting.
const SERVER_TIMEOUT_MS = 15_000;

/** The refusals the patient can act on (too long, too many): shown as they are, no fallback. */
export class ChatRefusal extends Error {}

async function fallbackReply(request: ChatReplyRequest): Promise<ChatReply> {
  await new Promise((resolve) => setTimeout(resolve, LOCAL_REPLY_DELAY_MS));
  const reply = cannedReplies[pickTopic(request.message)];
  return {
    response: reply.response,
    suggestions: reply.suggestions,
    sessionId: request.sessionId,
    source: 'fallback',
  };
}

async function serverReply(message: string, sessionId: string | null): Promise<ChatReply> {
  const r = await postChatMessage(message, sessionId, AbortSignal.timeout(SERVER_TIMEOUT_MS));
  return { ...r, source: 'server' };
}

/**
 * Where chat answers come from: the assistant on the server (POST /api/chat/enhanced-public); the prepared
 * answers in this folder when it cannot be reached (01-patient-area.md §8). A conversation the server no
 * longer knows (404) starts a new one; a message it refuses (400, 429) is reported, not replaced.
 */
export async function getChatReply(request: ChatReplyRequest): Promise<ChatReply> {
  try {
    return await serverReply(request.message, request.sessionId);
  } catch (error) {
    if (isApiError(error) && error.kind === 'http') {
      if (error.status === 400 || error.status === 429) throw new ChatRefusal(error.message);
      if (error.status === 404 && request.sessionId) {
        try {
          return await serverReply(request.message, null);
        } catch {
          return fallbackReply({ ...request, sessionId: null });
        }
      }
    }
    return fallbackReply(request);
  }
}
