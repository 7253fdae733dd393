import { cannedReplies, pickTopic } from './canned-replies';
import type { ChatReply, ChatReplyRequest } from './types';

// A short pause so an instant local answer still reads as a reply rather than a page jump.
const LOCAL_REPLY_DELAY_MS = 600;

/**
 * Where chat answers come from. Today: the prepared answers in this folder. When the chat API
 * (POST /api/chat/enhanced-public) exists, this function calls it and keeps the prepared answers as
 * the fallback the spec asks for (01 §8).
 */
export async function getChatReply(request: ChatReplyRequest): Promise<ChatReply> {
  await new Promise((resolve) => setTimeout(resolve, LOCAL_REPLY_DELAY_MS));
  const reply = cannedReplies[pickTopic(request.message)];
  return { response: reply.response, suggestions: reply.suggestions, sessionId: request.sessionId };
}
