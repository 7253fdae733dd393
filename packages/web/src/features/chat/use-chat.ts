import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { welcomeMessage } from './canned-replies';
import { ChatRefusal, getChatReply } from './reply-source';
import type { ChatMessage } from './types';

let messageCounter = 0;
function newId(prefix: string): string {
  messageCounter += 1;
  return `${prefix}-${messageCounter}`;
}

function makeWelcome(): ChatMessage {
  return {
    id: 'welcome',
    type: 'bot',
    content: welcomeMessage.response,
    suggestions: welcomeMessage.suggestions,
    timestamp: new Date(),
  };
}

/** The state of one chat panel: messages, the draft, and whether a reply is on its way. */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [makeWelcome()]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const sessionId = useRef<string | null>(null);

  const send = useCallback(async (): Promise<void> => {
    const text = draft.trim();
    if (text === '' || pending) return;
    setMessages((current) => [
      ...current,
      { id: newId('user'), type: 'user', content: text, timestamp: new Date() },
    ]);
    setDraft('');
    setPending(true);
    try {
      const reply = await getChatReply({ message: text, sessionId: sessionId.current });
      if (reply.source === 'server') sessionId.current = reply.sessionId;
      const { response, source: _source, sessionId: _id, ...extras } = reply;
      setMessages((current) => [
        ...current,
        { id: newId('bot'), type: 'bot', content: response, timestamp: new Date(), ...extras },
      ]);
    } catch (error) {
      if (!(error instanceof ChatRefusal)) console.error('Chat reply failed');
      toast({
        variant: 'destructive',
        title: 'Chat Error',
        description:
          error instanceof ChatRefusal ? error.message : 'Failed to send message. Please try again.',
      });
    } finally {
      setPending(false);
    }
  }, [draft, pending]);

  return { messages, draft, setDraft, pending, send };
}
