import { z } from 'zod';
import { authResponseSchema } from './auth';

/** GET /api/config: what the web app needs to know about this deployment before anyone signs in. */
export const publicConfigSchema = z.object({
  /** DEMO_MODE=on: a demo account with sample bills exists and POST /api/token-login signs into it. */
  demoMode: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** POST /api/token-login (demo mode only): a session for the demo account. */
export const tokenLoginResponseSchema = authResponseSchema.extend({
  /** Always true: everything in this account is made-up sample data. */
  demo: z.literal(true),
});
export type TokenLoginResponse = z.infer<typeof tokenLoginResponseSchema>;

/** GET /api/auth/session: the signed-in session's limits, never its token. */
export const sessionInfoSchema = z.object({
  /** When the session ends at the latest. */
  expiresAt: z.string(),
  /** When it ends if nothing more is done (idle limit). */
  idleExpiresAt: z.string(),
  /** The account is the demo account. */
  demo: z.boolean(),
  /** Uploads this account may still make (the server's count, not a constant). */
  uploadsRemaining: z.number().int(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const demoMessages = {
  demoLoginBody: 'Signed in to the demo account. Everything in it is made-up sample data.',
  demoOff: 'Demo mode is off on this server.',
} as const;
