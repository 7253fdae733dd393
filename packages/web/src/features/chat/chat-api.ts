import { CHAT_CONTEXT_PUBLIC, chatResponseSchema, type ChatResponse } from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

/** POST /api/chat/enhanced-public: public; a signed-in patient's or guest's credential is sent when present. */
export function postChatMessage(
  message: string,
  sessionId: string | null,
  signal?: AbortSignal,
): Promise<ChatResponse> {
  return apiRequest('/api/chat/enhanced-public', {
    method: 'POST',
    body: { message, context: CHAT_CONTEXT_PUBLIC, ...(sessionId ? { sessionId } : {}) },
    schema: chatResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
