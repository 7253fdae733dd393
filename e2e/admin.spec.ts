import { expect, test, type Page } from '@playwright/test';
import { admin, adminTokenViaApi, freshAdminCode, readStorage, storeToken, toasts } from './support';

// The provisioned e2e admin (ADMIN_TOTP_SECRET): the steps share its recovery codes, so they run in
// order and stop at the first failure.
test.describe.configure({ mode: 'serial' });

async function submitCredentials(page: Page, password: string): Promise<void> {
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Recovery codes the admin asked for in an earlier step. */
let recoveryCodes: string[] = [];

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

test('the admin signs in with the password and the code from the authenticator, then signs out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // may wait up to 30 s for a code the server has not seen
  await page.goto('/admin/login');
  await submitCredentials(page, admin.password);
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('That code is not valid', { exact: false })).toBeVisible();

  await codeField.fill(await freshAdminCode());
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toasts(page).getByText('Login Successful')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('ClearBill - Admin');
  await expect(page.getByText('Two-step sign-in', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Turn off/ })).toHaveCount(0);

  // Sign Out is a navigation to /api/logout, which ends the session on the server and goes to /.
  const token = await readStorage(page, 'adminToken');
  expect(token).not.toBeNull();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await readStorage(page, 'adminToken')).toBeNull();
  const ended = await request.get('/api/admin/session', { headers: { authorization: `Bearer ${token}` } });
  expect(ended.status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

// Before the recovery-code journey, which signs out: this one reuses the session signed in earlier
// instead of waiting for the next 30-second code.
test('the admin creates and revokes a beta code', async ({ page, request }) => {
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
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

test('the admin gets recovery codes and signs in with one, once', async ({ page, request }) => {
  test.setTimeout(90_000);
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('recovery-codes-left')).toContainText('no unused recovery codes');
  await page.getByLabel('Code from the app').fill(await freshAdminCode());
  await page.getByRole('button', { name: 'Get new recovery codes' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByTestId('recovery-codes-left')).toContainText('You have 10 unused recovery codes.');

  // The page's session is the one the other journeys share: sign out of one of this test's own
  // instead (opened with the last recovery code), so they need no new code from the authenticator.
  const own = await request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password, recoveryCode: recoveryCodes[9] },
  });
  expect(own.status(), await own.text()).toBe(200);
  await storeToken(page, 'adminToken', ((await own.json()) as { token: string }).token);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('recovery-codes-left')).toContainText('You have 9 unused recovery codes.');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/admin/login');
  await submitCredentials(page, admin.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recoveryField = page.getByLabel('Recovery code');
  await expect(recoveryField).toBeFocused();
  await recoveryField.fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('recovery-codes-left')).toContainText('You have 8 unused recovery codes.');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/admin/login');
  await submitCredentials(page, admin.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That recovery code is not valid or has already been used.',
  );
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('unknown admin API paths answer 401 to a visitor and 404 only to the admin', async ({ request }) => {
  const anonymous = await request.get('/api/admin/no-such-list');
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['cache-control']).toBe('no-store');
  const token = await adminTokenViaApi(request);
  const asAdmin = await request.get('/api/admin/no-such-list', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(asAdmin.status()).toBe(404);
});
