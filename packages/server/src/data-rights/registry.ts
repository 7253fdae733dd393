import type { UserCaller } from '../access/caller';
import type { AppContext } from '../context';
import type { Db } from '../db/client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose data: an account holder (guests' data goes with their session, see documents/retention.ts). */
export interface DataOwner {
  userId: string;
}

/** The owner as a caller, for the access module's owner scope (`ownerFilter`). */
export const asCaller = (owner: DataOwner): UserCaller => ({ kind: 'user', userId: owner.userId });

/** What one entry's erasure did: rows removed, and work for after the transaction committed (files). */
export interface ErasedPart {
  rows: number;
  afterCommit?: () => Promise<void>;
}

/**
 * One kind of personal data a domain holds. A domain joins the registry with one of these
 * (composed in `registered-data.ts`); the privacy routes, the consent sweep and the erasure test go
 * through the registry only, so a new domain's data is exported and erased without changing them.
 */
export interface DataRightsEntry {
  /** The key of this part in the export file (camelCase). */
  name: string;
  /** In plain words, for the deletion dialog's list and the export's index. */
  description: string;
  /**
   * Data produced by processing documents: erased too when the data_processing consent is
   * withdrawn and its grace period has ended (the account itself stays).
   */
  processing?: boolean;
  /** Everything this entry holds for the owner, as plain JSON; never decrypted originals. */
  export(ctx: AppContext, owner: DataOwner): Promise<unknown>;
  /** Deletes it inside the caller's transaction. Entries are erased in reverse registration order. */
  erase(tx: Tx, owner: DataOwner, ctx: AppContext): Promise<ErasedPart>;
}

export class DataRightsRegistry {
  private readonly list: DataRightsEntry[] = [];

  register(entry: DataRightsEntry): this {
    if (this.list.some((e) => e.name === entry.name)) {
      throw new Error(`data-rights entry registered twice: ${entry.name}`);
    }
    this.list.push(entry);
    return this;
  }

  entries(): readonly DataRightsEntry[] {
    return this.list;
  }

  /** Every part, keyed by entry name. Parts are read one after another (one connection on PGlite). */
  async exportAll(ctx: AppContext, owner: DataOwner): Promise<Record<string, unknown>> {
    const parts: Record<string, unknown> = {};
    for (const entry of this.list) parts[entry.name] = await entry.export(ctx, owner);
    return parts;
  }

  /**
   * Erases the chosen entries (all by default) in one transaction, dependants first (reverse order).
   * `first` runs before them in the same transaction (a lock, a last check that may throw to abort, a
   * record to write). File removal and cache clearing run after commit.
   */
  async erase(
    ctx: AppContext,
    owner: DataOwner,
    options: { only?: (entry: DataRightsEntry) => boolean; first?: (tx: Tx) => Promise<void> } = {},
  ): Promise<Record<string, number>> {
    const chosen = this.list.filter(options.only ?? (() => true)).reverse();
    const after: (() => Promise<void>)[] = [];
    const counts: Record<string, number> = {};
    await ctx.db.transaction(async (tx) => {
      if (options.first) await options.first(tx);
      for (const entry of chosen) {
        const part = await entry.erase(tx, owner, ctx);
        counts[entry.name] = part.rows;
        if (part.afterCommit) after.push(part.afterCommit);
      }
    });
    for (const run of after) await run();
    return counts;
  }
}
