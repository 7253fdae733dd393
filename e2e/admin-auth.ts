import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The e2e admin: provisioned at the server's first start from ADMIN_USERNAME, ADMIN_PASSWORD and
 * ADMIN_TOTP_SECRET (e2e/playwright.config.ts). Two-step sign-in is mandatory, so every sign-in needs
 * a code computed here, as an authenticator app would.
 */
export const admin = {
  username: 'e2e-admin',
  password: 'e2e-admin-password-123',
  totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLDOJSXIZLT',
} as const;

const authenticator = new TOTP({
  issuer: 'ClearBill',
  label: admin.username,
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  secret: Secret.fromBase32(admin.totpSecret),
});

// The server takes each 30-second code once. Spec files run one after another (workers: 1) but in
// fresh module scopes, so the last step used and the session to reuse are kept in a file.
const port = process.env.E2E_PORT ?? '5055';
const stateFile = fileURLToPath(new URL(`../.tmp/e2e-admin-${port}.json`, import.meta.url));

interface AdminState {
  lastStep: number;
  token: string | null;
}

function readState(): AdminState {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as AdminState;
  } catch {
    return { lastStep: 0, token: null };
  }
}

function writeState(state: AdminState): void {
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state));
}

const currentStep = () => Math.floor(Date.now() / 1000 / 30);

/** A code the server has not accepted yet: waits for the next 30-second step when needed. */
export async function freshAdminCode(): Promise<string> {
  const state = readState();
  if (currentStep() <= state.lastStep) {
    // Waiting for the next step may take up to 30 s: give the running test or hook that long too.
    const info = test.info();
    if (info.timeout > 0) info.setTimeout(info.timeout + 35_000);
  }
  while (currentStep() <= state.lastStep) await new Promise((r) => setTimeout(r, 500));
  const step = currentStep();
  writeState({ ...state, lastStep: step });
  return authenticator.generate({ timestamp: step * 30_000 });
}

/**
 * The e2e admin's token: the session signed in earlier in this run while it still answers, else a new
 * sign-in through the API with a fresh code (which may wait up to 30 s).
 */
export async function adminTokenViaApi(request: APIRequestContext): Promise<string> {
  const { token } = readState();
  if (token) {
    const check = await request.get('/api/admin/session', { headers: { authorization: `Bearer ${token}` } });
    if (check.ok()) return token;
  }
  const response = await request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password, totpCode: await freshAdminCode() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const fresh = ((await response.json()) as { token: string }).token;
  writeState({ ...readState(), token: fresh });
  return fresh;
}
