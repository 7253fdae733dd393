/** A message in a chat panel (01-patient-area.md §3 'Chat message (client side)'), the parts we show today. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: Date;
  suggestions?: readonly string[];
}

export interface ChatReplyRequest {
  message: string;
  /** Kept from the first reply and sent with later messages. */
  sessionId: string | null;
}

export interface ChatReply {
  response: string;
  suggestions: readonly string[];
  sessionId: string | null;
}
