import { expect, test, type Page } from '@playwright/test';
import { TOTP, URI } from 'otpauth';
import { admin, readStorage, storeToken, toasts } from './support';

// One admin account shared by the steps below, so they run in order and stop at the first failure.
test.describe.configure({ mode: 'serial' });

async function submitCredentials(page: Page, password: string): Promise<void> {
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

let authenticator: TOTP | null = null;
/** The session from the last sign-in, reused so later steps need not wait for another code. */
let adminToken: string | null = null;
/** The time step of the last code the server accepted; it refuses a code from that step again. */
let lastUsedStep = 0;

function currentStep(): number {
  return Math.floor(Date.now() / 1000 / 30);
}

/** A code the server has not seen yet: waits for the next 30-second step when needed. */
async function freshCode(page: Page): Promise<string> {
  if (!authenticator) throw new Error('No authenticator enrolled yet');
  while (currentStep() <= lastUsedStep) await page.waitForTimeout(500);
  lastUsedStep = currentStep();
  return authenticator.generate();
}

test('the admin area sends a visitor without a session to the admin sign-in', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'ClearBill admin sign in' })).toBeVisible();
});

test('a wrong admin password is refused', async ({ page }) => {
  await page.goto('/admin/login');
  await submitCredentials(page, 'not-the-admin-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the admin signs in, enrols an authenticator and signs out', async ({ page }) => {
  await page.goto('/admin/login');
  await submitCredentials(page, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toasts(page).getByText('Login Successful')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('ClearBill - Admin');
  await expect(page.getByText('Two-step sign-in is off for your account.')).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const uri = await page.getByTestId('totp-uri').getAttribute('href');
  const secret = await page.getByTestId('totp-secret').textContent();
  const parsed = URI.parse(uri ?? '');
  if (!(parsed instanceof TOTP)) throw new Error(`Not a TOTP URI: ${uri ?? ''}`);
  expect(parsed.secret.base32).toBe(secret?.trim());
  authenticator = parsed;

  await page.getByLabel('Code from the app').fill('12345');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('That code is not valid', { exact: false })).toBeVisible();

  await page.getByLabel('Code from the app').fill(await freshCode(page));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(toasts(page).getByText('Two-step sign-in is on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Two-step sign-in is off for your account.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await readStorage(page, 'adminToken')).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('signing in again asks for the code from the authenticator', async ({ page }) => {
  test.setTimeout(90_000); // may wait up to 30 s for a code the server has not seen
  await page.goto('/admin/login');
  await submitCredentials(page, admin.password);
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await codeField.fill(await freshCode(page));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
  adminToken = await readStorage(page, 'adminToken');
});

test('the admin creates and revokes a beta code', async ({ page }) => {
  if (!adminToken) throw new Error('No admin session from the previous step');
  await storeToken(page, 'adminToken', adminToken);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Beta codes' }).click();
  const code = `E2E-${Date.now()}`;
  await page.getByLabel('Code (optional)').fill(code.toLowerCase());
  await page.getByLabel('Valid for (days)').fill('7');
  await page.getByLabel('Maximum uses').fill('3');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(toasts(page).getByText(`${code} is ready to share.`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 of 3');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Revoke ${code}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke code' }).click();
  await expect(row).toContainText('Revoked');
});

// Last step: later journeys sign the same admin in with a password only.
test('the admin turns two-step sign-in off again with a current code', async ({ page }) => {
  test.setTimeout(90_000); // may wait up to 30 s for a code the server has not seen
  if (!adminToken) throw new Error('No admin session from the previous step');
  await storeToken(page, 'adminToken', adminToken);
  await page.goto('/admin/dashboard');
  await page.getByLabel('Code from the app').fill(await freshCode(page));
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(toasts(page).getByText('Two-step sign-in is off')).toBeVisible();
  await expect(page.getByText('Two-step sign-in is off for your account.')).toBeVisible();
});
