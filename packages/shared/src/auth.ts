import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/** A string field that says `missing` when absent or blank and `tooLong` past `max`. */
const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const loginRequestSchema = z.object({
  email: text(messages.emailRequired, limits.emailMax, messages.emailTooLong).toLowerCase(),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(limits.passwordMax, messages.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * A password being set (sign-up, admin passwords): 12 to 200 characters. The server also refuses
 * common and breached passwords; that list is too large for the web bundle, so it is not here.
 */
export const newPasswordSchema = z
  .string({ error: messages.passwordMin })
  .min(limits.userPasswordMin, messages.passwordMin)
  .max(limits.passwordMax, messages.passwordTooLong);

export const signupRequestSchema = z.object({
  email: z
    .string({ error: messages.validEmailRequired })
    .trim()
    .toLowerCase()
    .max(limits.emailMax, messages.emailTooLong)
    .pipe(z.email({ error: messages.validEmailRequired })),
  password: newPasswordSchema,
  firstName: text(messages.firstNameRequired, limits.nameMax, messages.nameTooLong),
  lastName: text(messages.lastNameRequired, limits.nameMax, messages.nameTooLong),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  /** When the token stops working at the latest (24 hours); idle time ends it sooner. */
  expiresAt: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

// Guest sessions (01-patient-area.md §3, §7)

export const guestSessionInfoSchema = z.object({
  hasUnlimitedAccess: z.boolean(),
  /** null when the guest has unlimited access. */
  uploadsRemaining: z.number().int().nullable(),
});
export type GuestSessionInfo = z.infer<typeof guestSessionInfoSchema>;

export const guestSessionResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  message: z.string(),
  expiresAt: z.string(),
  session: guestSessionInfoSchema,
});
export type GuestSessionResponse = z.infer<typeof guestSessionResponseSchema>;

export const guestStatusSchema = z.object({
  hasGuestSession: z.literal(true),
  uploadsRemaining: z.number().int().nullable(),
  hasUnlimitedAccess: z.boolean(),
});
export type GuestStatus = z.infer<typeof guestStatusSchema>;

export const applyDiscountRequestSchema = z.object({
  code: text(messages.codeRequired, limits.betaCodeMax, messages.invalidCodeBody).toUpperCase(),
});
export type ApplyDiscountRequest = z.infer<typeof applyDiscountRequestSchema>;

export const applyDiscountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  session: guestSessionInfoSchema,
});
export type ApplyDiscountResponse = z.infer<typeof applyDiscountResponseSchema>;

export const GUEST_SESSION_HEADER = 'x-guest-session';
