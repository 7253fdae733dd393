import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Bot, Send, User } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Textarea } from '@/components/ui/Input';
import { cn } from '@/lib/utils';
import { ChatExtras, UrgentBanner } from './ChatExtras';
import { withoutSourcesLine } from './chat-view';
import type { ChatMessage } from './types';
import { useChat } from './use-chat';

/**
 * The billing assistant (01-patient-area.md §2 'Public chat panel', §4 'Chat'). The panel is 600 px tall and
 * grows to 1200 px after the first exchange (the dashboard's: 400 to 800); Enter sends, Shift+Enter starts
 * a new line.
 */
export function ChatPanel({
  title,
  headingId,
  compact = false,
}: {
  title: string;
  headingId: string;
  /** The dashboard's panel: 400 px, 800 px after the first reply. */
  compact?: boolean;
}) {
  const { messages, draft, setDraft, pending, send } = useChat();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const onlyWelcome = messages.length === 1;
  const latest = messages.at(-1);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending]);

  const submit = () => {
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pickSuggestion = (text: string) => {
    setDraft(text);
    inputRef.current?.focus();
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-[height] duration-300',
        compact ? (onlyWelcome ? 'h-[400px]' : 'h-[800px]') : onlyWelcome ? 'h-[600px]' : 'h-[1200px]',
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-brand-50 px-5 py-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-700">
            Answers from our code database and guides, with their sources. Not medical, legal or financial
            advice.
          </p>
        </div>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className="flex flex-1 flex-col gap-4 overflow-y-auto px-4 py-5 sm:px-5"
      >
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {pending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <span className="sr-only">The assistant is typing</span>
            <span aria-hidden="true" className="flex gap-1 rounded-2xl bg-slate-100 px-4 py-3">
              {[0, 1, 2].map((i) => (
                <span
                  key={i}
                  className="size-2 rounded-full bg-slate-500"
                  style={{ animation: `typing-dot 1.2s ${i * 0.2}s infinite` }}
                />
              ))}
            </span>
          </p>
        ) : null}
        {latest?.type === 'bot' && latest.suggestions && !pending ? (
          <div className="flex flex-col gap-2">
            <p className="text-xs font-medium text-slate-600">Suggested questions</p>
            <ul className="flex flex-wrap gap-2">
              {latest.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1.5 text-left text-sm text-brand-900 hover:border-brand-600"
                    onClick={() => {
                      pickSuggestion(suggestion);
                    }}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3 sm:p-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <Textarea
          id={inputId}
          ref={inputRef}
          rows={2}
          value={draft}
          disabled={pending}
          placeholder="Ask about a charge, a denial, an EOB…"
          className="min-h-12 flex-1 resize-none"
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="icon" disabled={pending || draft.trim() === ''} aria-label="Send message">
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const isUser = message.type === 'user';
  return (
    <div className={cn('flex items-start gap-2', isUser && 'flex-row-reverse')}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          isUser ? 'bg-slate-200 text-slate-700' : 'bg-brand-100 text-brand-800',
        )}
      >
        {isUser ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed',
          isUser ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900',
          message.urgent && 'border-2 border-red-300 bg-red-50',
        )}
      >
        {message.urgent ? <UrgentBanner /> : null}
        <p className="whitespace-pre-line">
          <span className="sr-only">{isUser ? 'You said: ' : 'Assistant: '}</span>
          {isUser ? message.content : withoutSourcesLine(message.content, (message.sources ?? []).length > 0)}
        </p>
        {isUser ? null : <ChatExtras message={message} />}
      </div>
    </div>
  );
}
