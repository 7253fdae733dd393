import { asc, eq } from 'drizzle-orm';
import type { DataRightsEntry } from '../data-rights/registry';
import { generatedLetters, letterTemplates } from '../db/schema';
import { toLetter } from './views';

/**
 * Letters the patient generated, with the fields they typed (decrypted for the owner's export). Erasure
 * deletes them; the outcomes reported for success rates hold nothing that identifies anyone and stay.
 */
export const letterData: DataRightsEntry = {
  name: 'letters',
  description: 'Letters you generated, with the details you typed into them',
  async export(ctx, owner) {
    const rows = await ctx.db
      .select({
        letter: generatedLetters,
        name: letterTemplates.name,
        categoryId: letterTemplates.categoryId,
      })
      .from(generatedLetters)
      .innerJoin(letterTemplates, eq(letterTemplates.id, generatedLetters.templateId))
      .where(eq(generatedLetters.ownerUserId, owner.userId))
      .orderBy(asc(generatedLetters.createdAt));
    return rows.map((r) => ({
      ...toLetter(ctx, r.letter, r),
      userData: JSON.parse(ctx.encryptor.decrypt(r.letter.userDataEnc)) as Record<string, string>,
    }));
  },
  async erase(tx, owner) {
    const gone = await tx
      .delete(generatedLetters)
      .where(eq(generatedLetters.ownerUserId, owner.userId))
      .returning({ id: generatedLetters.id });
    return { rows: gone.length };
  },
};
