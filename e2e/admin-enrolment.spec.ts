import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousViolations, readStorage, toasts } from './support';

// An install started without ADMIN_TOTP_SECRET: its first admin has no authenticator, and must enrol
// one before anything else. The shared e2e server has one provisioned, so this journey starts its own.
const root = fileURLToPath(new URL('..', import.meta.url));
const fresh = { username: 'first-admin', password: 'first-admin-password-1' } as const;

let server: ChildProcess | null = null;
let base = '';
let dataDir = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

test.beforeAll(async () => {
  // A start on a loaded 2-core machine (migrations, job queue, OCR warm-up) can take a minute or more.
  test.setTimeout(300_000);
  const port = await freePort();
  dataDir = `.tmp/e2e-enrol-data-${port}`;
  removeInstall(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: fresh.username,
    ADMIN_PASSWORD: fresh.password,
    EXTERNAL_APIS: 'off',
    LOG_LEVEL: 'warn',
  };
  delete env.ADMIN_TOTP_SECRET;
  delete env.DATABASE_URL;
  delete env.ENCRYPTION_KEY;
  delete env.ENCRYPTION_KEY_FILE;
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 280_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The second server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) removeInstall(dataDir);
});

/** This install's data folder and its key file (beside the folder): only for this journey. */
function removeInstall(dir: string): void {
  if (!/^\.tmp\/e2e-enrol-data-\d+$/.test(dir)) throw new Error(`Refusing to remove ${dir}`);
  rmSync(new URL(`../${dir}`, import.meta.url), { recursive: true, force: true });
  rmSync(new URL(`../${dir}.key`, import.meta.url), { force: true });
}

test('a first admin without an authenticator is walked through enrolment before anything else', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Username').fill(fresh.username);
  await page.getByLabel('Password', { exact: true }).fill(fresh.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Beta codes' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The server agrees: this session opens nothing but the enrolment.
  const token = await readStorage(page, 'adminToken');
  const locked = await request.get(`${base}/api/admin/beta-codes`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(locked.status()).toBe(403);
  expect(await locked.json()).toEqual({
    error: 'totp_enrolment_required',
    message: 'Set up two-step sign-in to continue.',
  });

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await expectNoSeriousViolations(page);

  const codeField = page.getByLabel('Code from the app');
  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('That code is not valid', { exact: false })).toBeVisible();
  await codeField.fill(authenticator.generate());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(toasts(page).getByText('Two-step sign-in is on')).toBeVisible();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.first().textContent()) ?? '').trim();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('tab', { name: 'Beta codes' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes-left')).toContainText('You have 10 unused recovery codes.');

  // From now on the password alone is not enough.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Username').fill(fresh.username);
  await page.getByLabel('Password', { exact: true }).fill(fresh.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery.toUpperCase());
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('recovery-codes-left')).toContainText('You have 9 unused recovery codes.');
});
