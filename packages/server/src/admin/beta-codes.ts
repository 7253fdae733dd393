import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { AppError, type BetaCode, type CreateBetaCodeRequest } from '@clearbill/shared';
import { createBetaCodeRequestSchema } from '@clearbill/shared';
import { audit } from '../access/audit';
import type { AppContext } from '../context';
import { betaCodes } from '../db/schema';

type Row = typeof betaCodes.$inferSelect;

const toBetaCode = (r: Row): BetaCode => ({
  id: r.id,
  code: r.code,
  expiresAt: r.expiresAt.toISOString(),
  maxUses: r.maxUses,
  uses: r.uses,
  createdAt: r.createdAt.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

// No 0/O or 1/I, so codes read aloud or typed from paper come out right.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = () =>
  `BETA-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export async function listBetaCodes(ctx: AppContext): Promise<BetaCode[]> {
  const rows = await ctx.db.select().from(betaCodes).orderBy(desc(betaCodes.createdAt));
  return rows.map(toBetaCode);
}

export async function createBetaCode(
  ctx: AppContext,
  /** null when created from the command line. */
  adminId: string | null,
  request: CreateBetaCodeRequest,
): Promise<BetaCode> {
  const input = createBetaCodeRequestSchema.parse(request);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(betaCodes)
    .values({
      code: input.code ?? randomCode(),
      expiresAt: new Date(now.getTime() + input.validForDays * 24 * 60 * 60 * 1000),
      maxUses: input.maxUses,
      createdByAdminId: adminId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: betaCodes.code })
    .returning();
  if (!row) throw new AppError('conflict', 'A beta code with this text already exists.');
  await audit(ctx, {
    actor: { type: adminId ? 'admin' : 'system', id: adminId },
    action: 'beta_code.create',
    resourceType: 'beta_code',
    resourceId: row.id,
  });
  return toBetaCode(row);
}

export async function revokeBetaCode(ctx: AppContext, adminId: string, id: string): Promise<void> {
  const [row] = await ctx.db
    .update(betaCodes)
    .set({ revokedAt: ctx.clock.now() })
    .where(eq(betaCodes.id, id))
    .returning({ id: betaCodes.id });
  if (!row) throw new AppError('not_found', 'No beta code with this id.');
  await audit(ctx, {
    actor: { type: 'admin', id: adminId },
    action: 'beta_code.revoke',
    resourceType: 'beta_code',
    resourceId: id,
  });
}
