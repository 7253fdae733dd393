import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError, messages, type Admin, type AdminLoginRequest } from '@clearbill/shared';
import { audit } from '../access/audit';
import {
  assertNotThrottled,
  clearFailures,
  lockKeys,
  recordFailure,
  type SignInAttempt,
} from '../auth/login-throttle';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { sessionCacheOf } from '../access/session-cache';
import { createSession, revokeSession } from '../access/sessions';
import type { AppContext } from '../context';
import { admins, sessions } from '../db/schema';
import {
  consumeRecoveryCode,
  deleteRecoveryCodes,
  issueRecoveryCodes,
  recoveryCodesLeft,
} from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

type AdminRow = typeof admins.$inferSelect;

/** The admin as the API shows it (never the secret). */
export async function toAdmin(ctx: AppContext, row: AdminRow): Promise<Admin> {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    totpEnabled: row.totpSecretEnc !== null,
    recoveryCodesLeft: await recoveryCodesLeft(ctx.db, row.id),
  };
}

export async function getAdmin(ctx: AppContext, adminId: string): Promise<AdminRow> {
  const [row] = await ctx.db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!row) throw new AppError('unauthorized', messages.notSignedIn);
  return row;
}

export async function createAdmin(
  ctx: AppContext,
  input: { username: string; password: string; firstName?: string | null; totpSecret?: string | undefined },
): Promise<AdminRow | null> {
  await assertPasswordAllowed(input.password);
  const [row] = await ctx.db
    .insert(admins)
    .values({
      username: input.username.trim(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? null,
      totpSecretEnc: input.totpSecret ? ctx.encryptor.encrypt(input.totpSecret) : null,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: admins.username })
    .returning();
  return row ?? null;
}

export type BootstrapResult =
  | { created: false }
  | { created: true; username: string; generatedPassword: string | null; totpProvisioned: boolean };

/**
 * When no admin exists, creates one from ADMIN_USERNAME / ADMIN_PASSWORD, or with a random password
 * that the caller prints once; ADMIN_TOTP_SECRET (base32) gives it its authenticator, for automated
 * set-ups (otherwise the admin enrols at first sign-in). Safe when several instances start together:
 * only one insert wins.
 */
export async function bootstrapAdmin(
  ctx: AppContext,
  env: { username: string | undefined; password: string | undefined; totpSecret?: string | undefined },
): Promise<BootstrapResult> {
  const [existing] = await ctx.db.select({ id: admins.id }).from(admins).limit(1);
  if (existing) return { created: false };
  const username = env.username ?? 'admin';
  const generatedPassword = env.password ? null : randomBytes(18).toString('base64url');
  const row = await createAdmin(ctx, {
    username,
    password: env.password ?? generatedPassword ?? '',
    totpSecret: env.totpSecret,
  }).catch((err: unknown) => {
    // Start-up stops here: say which setting to fix (the password itself is never printed).
    if (err instanceof AppError && env.password)
      throw new Error(`ADMIN_PASSWORD was refused: ${err.message}`);
    throw err;
  });
  if (!row) return { created: false };
  await audit(ctx, {
    actor: { type: 'system', id: null },
    action: 'admin.create',
    resourceType: 'admin',
    resourceId: row.id,
  });
  return { created: true, username, generatedPassword, totpProvisioned: Boolean(env.totpSecret) };
}

type Attempt = { ok: true; row: AdminRow } | { ok: false; error: AppError };

/**
 * Admin sign-in: the password, then a TOTP code (or a one-time recovery code) once the admin has an
 * authenticator. An admin without one gets a session that opens only the enrolment routes
 * (http/admin-gate.ts), so multi-factor is never optional.
 */
export async function adminLogIn(
  ctx: AppContext,
  input: AdminLoginRequest,
  ip: string,
): Promise<{ token: string; expiresAt: Date; admin: Admin }> {
  const throttle: SignInAttempt = { realm: 'admin', account: input.username, ip };
  const attempt = await ctx.db.transaction(async (tx): Promise<Attempt> => {
    await lockKeys(tx, ctx, throttle);
    await assertNotThrottled(tx, ctx, throttle);
    const [row] = await tx.select().from(admins).where(eq(admins.username, input.username)).limit(1);
    const fail = async (error: AppError): Promise<Attempt> => {
      await recordFailure(tx, ctx, throttle);
      return { ok: false, error };
    };
    if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) {
      return fail(new AppError('invalid_credentials', messages.adminInvalidCredentials));
    }
    let step: number | null = null;
    if (row.totpSecretEnc) {
      if (input.recoveryCode) {
        if (!(await consumeRecoveryCode(tx, row.id, input.recoveryCode, ctx.clock.now()))) {
          return fail(new AppError('invalid_totp', messages.invalidRecoveryCode));
        }
      } else {
        // The password was right: asking for the code is not a failed attempt.
        if (!input.totpCode)
          return { ok: false, error: new AppError('totp_required', messages.totpRequired) };
        step = matchTotp(ctx.encryptor.decrypt(row.totpSecretEnc), input.totpCode, ctx.clock.now());
        if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) {
          return fail(new AppError('invalid_totp', messages.invalidTotp));
        }
      }
    }
    await clearFailures(tx, ctx, throttle);
    await tx
      .update(admins)
      .set({ lastLoginAt: ctx.clock.now(), ...(step !== null ? { totpLastStep: step } : {}) })
      .where(eq(admins.id, row.id));
    return { ok: true, row };
  });
  if (!attempt.ok) throw attempt.error;
  const session = await createSession(ctx, { kind: 'admin', adminId: attempt.row.id });
  await audit(ctx, {
    actor: { type: 'admin', id: attempt.row.id },
    action: 'admin.session.create',
    resourceType: 'session',
  });
  return { ...session, admin: await toAdmin(ctx, attempt.row) };
}

export async function adminLogOut(ctx: AppContext, token: string): Promise<void> {
  await revokeSession(ctx, token);
}

/** Starts enrolment: a new secret, kept pending until a code from it is confirmed. */
export async function startTotpEnrolment(
  ctx: AppContext,
  adminId: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  const admin = await getAdmin(ctx, adminId);
  // Replacing an authenticator goes through the operator's `admin reset-totp`, never a session alone.
  if (admin.totpSecretEnc) throw new AppError('conflict', messages.totpAlreadyEnrolled);
  const secret = newTotpSecret();
  await ctx.db
    .update(admins)
    .set({ totpPendingEnc: ctx.encryptor.encrypt(secret) })
    .where(eq(admins.id, adminId));
  return { secret, otpauthUrl: otpauthUrl(secret, admin.username) };
}

/** Confirms the pending authenticator with a code from it; returns the recovery codes, shown once. */
export async function confirmTotpEnrolment(
  ctx: AppContext,
  adminId: string,
  code: string,
): Promise<string[]> {
  const admin = await getAdmin(ctx, adminId);
  if (admin.totpSecretEnc) throw new AppError('conflict', messages.totpAlreadyEnrolled);
  if (!admin.totpPendingEnc) throw new AppError('conflict', messages.totpNoPendingSetup);
  const step = matchTotp(ctx.encryptor.decrypt(admin.totpPendingEnc), code, ctx.clock.now());
  if (step === null) throw new AppError('invalid_totp', messages.invalidTotp);
  const codes = await ctx.db.transaction(async (tx) => {
    // Conditional on "still not enrolled", so two confirmations racing cannot both issue codes.
    const updated = await tx
      .update(admins)
      .set({ totpSecretEnc: admin.totpPendingEnc, totpPendingEnc: null, totpLastStep: step })
      .where(and(eq(admins.id, adminId), isNull(admins.totpSecretEnc)))
      .returning({ id: admins.id });
    if (updated.length === 0) return null;
    return issueRecoveryCodes(tx, adminId, ctx.clock.now());
  });
  if (!codes) throw new AppError('conflict', messages.totpAlreadyEnrolled);
  await audit(ctx, {
    actor: { type: 'admin', id: adminId },
    action: 'admin.totp.enable',
    resourceType: 'admin',
    resourceId: adminId,
  });
  return codes;
}

/** A new set of recovery codes (the old ones stop working), against a current authenticator code. */
export async function renewRecoveryCodes(ctx: AppContext, adminId: string, code: string): Promise<string[]> {
  const admin = await getAdmin(ctx, adminId);
  if (!admin.totpSecretEnc) throw new AppError('totp_enrolment_required', messages.totpEnrolmentRequired);
  const step = matchTotp(ctx.encryptor.decrypt(admin.totpSecretEnc), code, ctx.clock.now());
  if (step === null || (admin.totpLastStep !== null && step <= admin.totpLastStep)) {
    throw new AppError('invalid_totp', messages.invalidTotp);
  }
  const codes = await ctx.db.transaction(async (tx) => {
    await tx.update(admins).set({ totpLastStep: step }).where(eq(admins.id, adminId));
    return issueRecoveryCodes(tx, adminId, ctx.clock.now());
  });
  await audit(ctx, {
    actor: { type: 'admin', id: adminId },
    action: 'admin.recovery_codes.renew',
    resourceType: 'admin',
    resourceId: adminId,
  });
  return codes;
}

async function adminByUsername(ctx: AppContext, username: string): Promise<AdminRow> {
  const [row] = await ctx.db.select().from(admins).where(eq(admins.username, username.trim())).limit(1);
  if (!row) throw new AppError('not_found', `No admin named ${username}.`);
  return row;
}

async function endAdminSessions(ctx: AppContext, adminId: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)));
  sessionCacheOf(ctx).forgetSubject({ adminId });
}

/** Operator recovery: a new password (12+ characters) ends the admin's open sessions. */
export async function setAdminPassword(ctx: AppContext, username: string, password: string): Promise<void> {
  await assertPasswordAllowed(password);
  const admin = await adminByUsername(ctx, username);
  await ctx.db
    .update(admins)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(admins.id, admin.id));
  await endAdminSessions(ctx, admin.id);
  await audit(ctx, {
    actor: { type: 'system', id: null },
    action: 'admin.password.reset',
    resourceType: 'admin',
    resourceId: admin.id,
  });
}

/**
 * Operator recovery for a lost authenticator: removes it and its recovery codes and ends the admin's
 * sessions; at the next sign-in the admin must enrol a new one before anything else opens.
 */
export async function resetAdminTotp(ctx: AppContext, username: string): Promise<void> {
  const admin = await adminByUsername(ctx, username);
  await ctx.db
    .update(admins)
    .set({ totpSecretEnc: null, totpPendingEnc: null, totpLastStep: null })
    .where(eq(admins.id, admin.id));
  await deleteRecoveryCodes(ctx.db, admin.id);
  await endAdminSessions(ctx, admin.id);
  await audit(ctx, {
    actor: { type: 'system', id: null },
    action: 'admin.totp.reset',
    resourceType: 'admin',
    resourceId: admin.id,
  });
}
