import { and, desc, eq, sql } from 'drizzle-orm';
import { PROCESSING_WITHDRAWAL_GRACE_HOURS } from '@clearbill/shared';
import { hours } from '../clock';
import type { AppContext } from '../context';
import type { DataRightsRegistry } from '../data-rights/registry';
import { consentRecords, users } from '../db/schema';
import { audit } from './caller';

/** Thrown inside the erasure transaction when the consent was given again meanwhile. */
class ConsentGivenAgain extends Error {}

/**
 * The grace period's end: for every account whose newest data_processing record is a withdrawal
 * older than 24 hours and that still has documents, the processing data (the registry's
 * `processing` entries: documents, their files, analyses) is deleted. Re-checked inside the deleting
 * transaction, so giving the consent again at the last moment still wins. Idempotent: any instance
 * may run it at any time (sweeps.ts, every 5 minutes).
 */
export async function sweepWithdrawnProcessing(
  ctx: AppContext,
  rights: DataRightsRegistry,
): Promise<{ accounts: number }> {
  const cutoff = new Date(ctx.clock.now().getTime() - hours(PROCESSING_WITHDRAWAL_GRACE_HOURS));
  const due = await ctx.sql(
    `SELECT c.user_id AS "userId" FROM (
       SELECT DISTINCT ON (user_id) user_id, consent_given, withdrawn_at FROM consent_records
       WHERE consent_type = 'data_processing' ORDER BY user_id, id DESC
     ) c
     WHERE NOT c.consent_given AND c.withdrawn_at <= $1
       AND EXISTS (SELECT 1 FROM documents d WHERE d.owner_user_id = c.user_id)`,
    [cutoff.toISOString()],
  );
  let accounts = 0;
  for (const { userId } of due.rows as { userId: string }[]) {
    try {
      await rights.erase(
        ctx,
        { userId },
        {
          only: (entry) => entry.processing === true,
          first: async (tx) => {
            await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
            const [newest] = await tx
              .select({ given: consentRecords.consentGiven, withdrawnAt: consentRecords.withdrawnAt })
              .from(consentRecords)
              .where(
                and(eq(consentRecords.userId, userId), eq(consentRecords.consentType, 'data_processing')),
              )
              .orderBy(desc(consentRecords.id))
              .limit(1);
            if (!newest || newest.given || !newest.withdrawnAt || newest.withdrawnAt > cutoff) {
              throw new ConsentGivenAgain();
            }
          },
        },
      );
      accounts++;
      await audit(ctx, {
        actor: { type: 'system', id: null },
        subjectUserId: userId,
        action: 'consent.processing_data_deleted',
        resourceType: 'documents',
      });
    } catch (err) {
      if (!(err instanceof ConsentGivenAgain)) throw err;
    }
  }
  return { accounts };
}
