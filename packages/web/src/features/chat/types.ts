import type {
  ChatExternalData,
  ChatMedicalCode,
  ChatResource,
  ChatSource,
  PatientResource,
} from '@clearbill/shared';

/** What a bot message may carry besides its text (01-patient-area.md §3 'Chat message (client side)'). */
export interface ChatReplyExtras {
  medicalCodes?: readonly ChatMedicalCode[];
  externalData?: ChatExternalData;
  resources?: readonly ChatResource[];
  patientResources?: readonly PatientResource[];
  /** A crisis answer: 988 and 911 first, shown as urgent. */
  urgent?: boolean;
  sources?: readonly ChatSource[];
}

/** A message in a chat panel. */
export interface ChatMessage extends ChatReplyExtras {
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

export interface ChatReply extends ChatReplyExtras {
  response: string;
  suggestions: readonly string[];
  sessionId: string | null;
  /** 'server': the assistant answered; 'fallback': the prepared answers (the server could not be reached). */
  source: 'server' | 'fallback';
}
