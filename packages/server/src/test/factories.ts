import { randomBytes } from 'node:crypto';
import type {
  AuthResponse,
  BetaCode,
  CreateBetaCodeRequest,
  GuestSessionResponse,
  SignupRequest,
} from '@clearbill/shared';
import { createAdmin } from '../admin/service';
import { newTotpSecret, totpCodeAt } from '../admin/totp';
import type { Harness } from './harness';

const unique = () => randomBytes(5).toString('hex');

export function signupInput(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    email: `patient-${unique()}@example.org`,
    password: `pw-${unique()}-secret`,
    firstName: 'Jordan',
    lastName: 'Rivera',
    ...overrides,
  };
}

/** A patient account created through the real sign-up route. */
export async function createUser(h: Harness, overrides: Partial<SignupRequest> = {}) {
  const input = signupInput(overrides);
  const res = await h.request({ method: 'POST', url: '/api/auth/signup', payload: input });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return { ...input, token: body.token, user: body.user, auth: { authorization: `Bearer ${body.token}` } };
}

/**
 * An admin signed in through the real route. By default with an authenticator (two-step sign-in is
 * mandatory, so only such an admin reaches the admin routes); `enrolled: false` gives the session of
 * an admin who must still enrol, which opens only the enrolment routes.
 */
export async function createAdminSession(
  h: Harness,
  overrides: { username?: string; password?: string; enrolled?: boolean } = {},
) {
  const username = overrides.username ?? `admin-${unique()}`;
  const password = overrides.password ?? `admin-password-${unique()}`;
  const totpSecret = overrides.enrolled === false ? null : newTotpSecret();
  const row = await createAdmin(h.ctx, {
    username,
    password,
    firstName: 'Alex',
    totpSecret: totpSecret ?? undefined,
  });
  if (!row) throw new Error('admin already exists');
  const totpCode = totpSecret ? totpCodeAt(totpSecret, h.clock.now()) : undefined;
  const res = await h.request({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password, ...(totpCode ? { totpCode } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ token: string }>().token;
  return { id: row.id, username, password, totpSecret, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createGuest(h: Harness) {
  const res = await h.request({ method: 'POST', url: '/api/auth/guest' });
  if (res.statusCode !== 201) throw new Error(`guest failed: ${res.statusCode} ${res.body}`);
  const body = res.json<GuestSessionResponse>();
  return { sessionId: body.sessionId, headers: { 'x-guest-session': body.sessionId } };
}

export async function createBetaCodeViaApi(
  h: Harness,
  admin: { auth: Record<string, string> },
  input: CreateBetaCodeRequest = {},
): Promise<BetaCode> {
  const res = await h.request({
    method: 'POST',
    url: '/api/admin/beta-codes',
    headers: admin.auth,
    payload: input,
  });
  if (res.statusCode !== 201) throw new Error(`beta code failed: ${res.statusCode} ${res.body}`);
  return res.json<BetaCode>();
}
