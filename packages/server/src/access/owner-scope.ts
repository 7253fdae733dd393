import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Caller } from './caller';

/** A table whose rows belong to a patient: an account, and (for what guests may hold) a guest session. */
export interface OwnedTable {
  ownerUserId: AnyColumn;
  ownerGuestId?: AnyColumn;
}

/**
 * The WHERE condition that keeps a query to the caller's own rows. A guest owns nothing in a table
 * without a guest owner column; an admin owns no patient's rows (back-office reads go through their
 * own admin services, never through this filter).
 */
export function ownerFilter(caller: Caller, table: OwnedTable): SQL {
  if (caller.kind === 'user') return eq(table.ownerUserId, caller.userId);
  if (caller.kind === 'guest' && table.ownerGuestId) return eq(table.ownerGuestId, caller.guestId);
  return sql`false`;
}

/** The owner columns of a new row the caller creates. */
export function ownerValues(caller: Caller): { ownerUserId: string | null; ownerGuestId: string | null } {
  if (caller.kind === 'user') return { ownerUserId: caller.userId, ownerGuestId: null };
  if (caller.kind === 'guest') return { ownerUserId: null, ownerGuestId: caller.guestId };
  throw new Error('An admin owns no patient data.');
}
