import { AppError, formatWait, messages } from '@clearbill/shared';

const WINDOW_MS = 60_000;
/** Keys kept at most; past it the least recently used are dropped (a flood of addresses cannot grow it). */
const MAX_KEYS = 100_000;

/**
 * The assistant's per-minute limits (30 messages per conversation and per address), counted in this
 * process's memory: the chat is the busiest public call, and the shared database counter (limits/) took
 * most of a message's time on PGlite. With several instances each counts its own share, so a caller
 * spread across N instances could send up to N times the limit (docs/decisions/0016-assistant.md).
 */
export class ChatLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly max: () => number) {}

  /** Counts one message against every key, or throws rate_limited (429, Retry-After) counting none. */
  take(now: Date, keys: readonly string[]): void {
    const t = now.getTime();
    let wait = 0;
    const lists = keys.map((key) => {
      const recent = (this.hits.get(key) ?? []).filter((at) => at > t - WINDOW_MS);
      if (recent.length >= this.max()) {
        const oldest = recent[recent.length - this.max()] ?? t;
        wait = Math.max(wait, Math.ceil((oldest + WINDOW_MS - t) / 1000));
      }
      return { key, recent };
    });
    if (wait > 0) {
      for (const { key, recent } of lists) this.keep(key, recent);
      throw new AppError('rate_limited', messages.tooManyChatMessages(formatWait(wait)), {
        retryAfterSeconds: wait,
      });
    }
    for (const { key, recent } of lists) this.keep(key, [...recent, t]);
  }

  private keep(key: string, list: number[]): void {
    this.hits.delete(key);
    if (list.length > 0) this.hits.set(key, list);
    if (this.hits.size > MAX_KEYS) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
  }
}
