import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, messages.invalidTotp);

export const adminLoginRequestSchema = z.object({
  username: z
    .string({ error: messages.usernameRequired })
    .trim()
    .min(1, messages.usernameRequired)
    .max(limits.usernameMax, messages.adminInvalidCredentials),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(limits.passwordMax, messages.passwordTooLong),
  /** Required once the admin has enrolled a TOTP second factor (or a recovery code instead). */
  totpCode: totpCode.optional(),
  /** One of the admin's one-time recovery codes, in place of a TOTP code. */
  recoveryCode: z
    .string()
    .trim()
    .min(1, messages.invalidRecoveryCode)
    .max(64, messages.invalidRecoveryCode)
    .optional(),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  /** Two-step sign-in is mandatory: until it is on, only the enrolment routes answer this admin. */
  totpEnabled: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  admin: adminSchema,
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const adminSessionResponseSchema = z.object({
  authenticated: z.literal(true),
  admin: adminSchema,
  expiresAt: z.string(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpCodeRequestSchema = z.object({ code: totpCode });
export type TotpCodeRequest = z.infer<typeof totpCodeRequestSchema>;

/** Ten one-time codes, shown once (at enrolment, or when the admin asks for a new set). */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

// Beta (discount) codes that admins create for guests.

export const betaCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  expiresAt: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type BetaCode = z.infer<typeof betaCodeSchema>;

export const createBetaCodeRequestSchema = z.object({
  /** Left out: the server makes a random code. Stored trimmed and upper-cased. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,64}$/, 'Codes are 4 to 64 letters, digits or dashes')
    .optional(),
  validForDays: z.number().int().min(1).max(365).default(30),
  maxUses: z.number().int().min(1).max(100000).nullable().default(null),
});
export type CreateBetaCodeRequest = z.input<typeof createBetaCodeRequestSchema>;

export const betaCodeListSchema = z.object({ codes: z.array(betaCodeSchema) });
