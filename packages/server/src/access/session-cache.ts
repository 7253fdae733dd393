import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { SessionSubject } from './sessions';

/** What a cached look-up may answer: the caller, and the session's limits to re-check on each hit. */
export interface CachedCaller {
  caller: SessionSubject;
  /** Clock times (ms) of the session's hard end and of its last recorded activity. */
  expiresAt: number;
  lastSeenAt: number;
  /** Whose session: sign-out of all of an admin's sessions forgets them here too. */
  userId: string | null;
  adminId: string | null;
}

interface Entry extends CachedCaller {
  /** performance.now() after which the database is asked again. */
  freshUntil: number;
}

/** Most tokens held at once; the oldest go first. */
const MAX_ENTRIES = 10_000;

/**
 * A few seconds' memory of bearer tokens this process has already resolved, keyed by the token's hash,
 * so a client searching codes does not cost a session read per request. Only successes are kept, and
 * only for `ttlMs` (real time, whatever the app's clock); each hit re-checks the session's idle and
 * hard limits on the app's clock; sign-out here (revokeSession, endAdminSessions), once written, forgets the
 * token at once. A sign-out on another instance, or by the operator CLI, reaches this one within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Moves on with every forget. A look-up notes it before reading the database and may only store its
   * answer if no sign-out happened meanwhile, so a read that raced a sign-out is never kept.
   */
  epoch = 0;

  constructor(private readonly ttlMs: number) {}

  get(tokenHash: string, nowMs: number, idleMs: number): SessionSubject | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (
      performance.now() >= entry.freshUntil ||
      nowMs >= entry.expiresAt ||
      nowMs - entry.lastSeenAt >= idleMs
    ) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.caller;
  }

  set(tokenHash: string, value: CachedCaller, epoch: number): void {
    if (this.ttlMs <= 0 || epoch !== this.epoch) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { ...value, freshUntil: performance.now() + this.ttlMs });
  }

  forget(tokenHash: string): void {
    this.epoch++;
    this.entries.delete(tokenHash);
  }

  forgetSubject(subject: { userId?: string; adminId?: string }): void {
    this.epoch++;
    for (const [hash, entry] of this.entries) {
      if (
        (subject.userId !== undefined && entry.userId === subject.userId) ||
        (subject.adminId !== undefined && entry.adminId === subject.adminId)
      ) {
        this.entries.delete(hash);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

// One per database handle, as the code index keeper: two app instances in one process (tests) each
// have their own, and copies of a context share theirs.
const caches = new WeakMap<Db, SessionCache>();

export function sessionCacheOf(ctx: Pick<AppContext, 'db' | 'config'>): SessionCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = new SessionCache(ctx.config.sessionCacheMs);
    caches.set(ctx.db, cache);
  }
  return cache;
}
