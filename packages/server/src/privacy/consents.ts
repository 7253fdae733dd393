import { desc, eq, sql } from 'drizzle-orm';
import {
  AppError,
  consentTypes,
  messages,
  PROCESSING_WITHDRAWAL_GRACE_HOURS,
  type ConsentType,
} from '@clearbill/shared';
import type { PatientCaller } from '../access/caller';
import type { AppContext } from '../context';
import { hours } from '../clock';
import type { Db } from '../db/client';
import { consentRecords, users } from '../db/schema';

export type ConsentRow = typeof consentRecords.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The state of one consent: the newest record of its type, or the default when there is none. */
export interface ConsentState {
  consentType: ConsentType;
  consentGiven: boolean;
  grantedAt: Date | null;
  withdrawnAt: Date | null;
}

/**
 * With no record: data_processing counts as given (every upload asks for it, and without it nothing
 * could be checked), research_use and communications as not given (they are opt-in).
 */
const defaultState = (consentType: ConsentType): ConsentState => ({
  consentType,
  consentGiven: consentType === 'data_processing',
  grantedAt: null,
  withdrawnAt: null,
});

/** All records of a person, newest first. */
export function consentHistory(db: Db | Tx, userId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.id));
}

/** The current state of each consent, in `consentTypes` order, from the history (newest first). */
export function currentStates(history: ConsentRow[]): ConsentState[] {
  return consentTypes.map((type) => {
    const newest = history.find((r) => r.consentType === type);
    return newest
      ? {
          consentType: type,
          consentGiven: newest.consentGiven,
          grantedAt: newest.grantedAt,
          withdrawnAt: newest.withdrawnAt,
        }
      : defaultState(type);
  });
}

/** When the documents and analyses go after data_processing was withdrawn; null while it is given. */
export function deletionDueAt(states: ConsentState[]): Date | null {
  const processing = states.find((s) => s.consentType === 'data_processing');
  if (!processing || processing.consentGiven || !processing.withdrawnAt) return null;
  return new Date(processing.withdrawnAt.getTime() + hours(PROCESSING_WITHDRAWAL_GRACE_HOURS));
}

/**
 * Records a change, serialised per person (the account row is locked), and returns the new state and
 * whether anything changed: repeating the recorded choice records nothing. A withdrawal row carries
 * the grant it ends.
 */
export async function recordConsent(
  ctx: AppContext,
  userId: string,
  consentType: ConsentType,
  consentGiven: boolean,
): Promise<{ state: ConsentState; changed: boolean; states: ConsentState[] }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
    const before = currentStates(await consentHistory(tx, userId));
    const current = before.find((s) => s.consentType === consentType) ?? defaultState(consentType);
    // A default (no record yet) is always recorded, so an explicit choice has its date.
    const recorded = current.grantedAt !== null || current.withdrawnAt !== null;
    if (recorded && current.consentGiven === consentGiven)
      return { state: current, changed: false, states: before };
    const now = ctx.clock.now();
    const row = consentGiven
      ? { consentGiven: true, grantedAt: now, withdrawnAt: null }
      : { consentGiven: false, grantedAt: current.grantedAt, withdrawnAt: now };
    await tx.insert(consentRecords).values({ userId, consentType, recordedAt: now, ...row });
    const state: ConsentState = { consentType, ...row };
    return { state, changed: true, states: before.map((s) => (s.consentType === consentType ? state : s)) };
  });
}

/**
 * New processing (an upload, a confirmation that starts the analysis) needs the data_processing
 * consent: an account that withdrew it gets a clear 403 until it turns it back on. Called by the
 * routes before anything is read or stored. Guests have no consent records: their consent is the
 * upload's own checkbox.
 */
export async function assertMayProcess(ctx: AppContext, caller: PatientCaller): Promise<void> {
  if (caller.kind === 'user') await assertProcessingAllowed(ctx, caller.userId);
}

async function assertProcessingAllowed(ctx: AppContext, userId: string): Promise<void> {
  const [newest] = await ctx.db
    .select({ consentGiven: consentRecords.consentGiven })
    .from(consentRecords)
    .where(sql`${consentRecords.userId} = ${userId} AND ${consentRecords.consentType} = 'data_processing'`)
    .orderBy(desc(consentRecords.id))
    .limit(1);
  if (newest && !newest.consentGiven) throw new AppError('forbidden', messages.processingConsentWithdrawn);
}
