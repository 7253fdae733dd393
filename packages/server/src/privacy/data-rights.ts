import { eq } from 'drizzle-orm';
import type { DataRightsEntry } from '../data-rights/registry';
import { consentRecords } from '../db/schema';
import { consentHistory } from './consents';
import { toConsentRecord } from './views';

/** Consent records, with their whole history. */
export const consentData: DataRightsEntry = {
  name: 'consents',
  description: 'Consent records (what you agreed to and when)',
  async export(ctx, owner) {
    const rows = await consentHistory(ctx.db, owner.userId);
    return rows.reverse().map(toConsentRecord);
  },
  async erase(tx, owner) {
    const gone = await tx
      .delete(consentRecords)
      .where(eq(consentRecords.userId, owner.userId))
      .returning({ id: consentRecords.id });
    return { rows: gone.length };
  },
};
