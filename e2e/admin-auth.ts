import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

// The server takes each 30-second code once. Spec files run in two worker processes, so the last step
// used and the session to reuse are kept in a file, read and written under a lock (a folder made with
// mkdir, which only one process can create).
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
const lockDir = `${stateFile}.lock`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Gives the running test or hook more time: waiting for the lock or the next 30-second step. */
function allowWait(): void {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + 40_000);
}

/** Runs `work` while this worker holds the admin lock; a lock left by a killed worker expires after 2 min. */
async function withAdminLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  let waited = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > 120_000)
          rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      if (!waited) allowWait();
      waited = true;
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** A code not used yet in this run; the caller holds the lock. */
async function nextCode(): Promise<string> {
  const state = readState();
  if (currentStep() <= state.lastStep) allowWait();
  while (currentStep() <= state.lastStep) await sleep(500);
  const step = currentStep();
  writeState({ ...state, lastStep: step });
  return authenticator.generate({ timestamp: step * 30_000 });
}

/** A code the server has not accepted yet: waits for the next 30-second step when needed. */
export function freshAdminCode(): Promise<string> {
  return withAdminLock(nextCode);
}

/**
 * The e2e admin's token: the session signed in earlier in this run while it still answers, else a new
 * sign-in through the API with a fresh code (which may wait up to 30 s).
 */
export function adminTokenViaApi(request: APIRequestContext): Promise<string> {
  return withAdminLock(async () => {
    const { token } = readState();
    if (token) {
      const check = await request.get('/api/admin/session', {
        headers: { authorization: `Bearer ${token}` },
      });
      if (check.ok()) return token;
    }
    const response = await request.post('/api/admin/login', {
      data: { username: admin.username, password: admin.password, totpCode: await nextCode() },
    });
    expect(response.status(), await response.text()).toBe(200);
    const fresh = ((await response.json()) as { token: string }).token;
    writeState({ ...readState(), token: fresh });
    return fresh;
  });
}
