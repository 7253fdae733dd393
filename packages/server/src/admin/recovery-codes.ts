import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sha256 } from '../crypto/tokens';
import { adminRecoveryCodes } from '../db/schema';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
type Db = AppContext['db'] | Tx;

export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16; // 80 random bits
const CODE_SHAPE = /^[0-9a-hjkmnp-tv-z]{16}$/;

/** `abcd-efgh-jkmn-pqrs`: 16 characters of 5 random bits each. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(LENGTH);
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** What a person may type: any case, spaces or dashes, and the letters Crockford reads as digits. */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

function hashCode(code: string): string {
  return sha256(`admin-recovery:${normaliseRecoveryCode(code)}`);
}

/** Replaces the admin's codes with a new set; returns the codes in clear, to be shown once. */
export async function issueRecoveryCodes(db: Db, adminId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: hashCode(code), createdAt: now })));
  return codes;
}

/** Marks a matching unused code used; one conditional UPDATE, so a code cannot work twice in parallel. */
export async function consumeRecoveryCode(
  db: Db,
  adminId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code);
  if (!CODE_SHAPE.test(normalised)) return false;
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashCode(normalised)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, adminId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Db, adminId: string): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}
