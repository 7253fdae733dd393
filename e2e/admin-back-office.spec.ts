import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { admin, expectNoSeriousViolations, freshAdminCode, toasts } from './support';

/**
 * The back office on live data (issue 16 items 1-5): the admin signs in with two-step sign-in, opens the
 * Overview and Users tabs and the four management pages, creates a second admin, finds that in the
 * audit log, and the second admin enrols two-step sign-in at their first sign-in.
 */
const second = { username: `second-${randomBytes(3).toString('hex')}`, password: 'second-admin-password-9' };

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('an admin runs the back office on live data and creates a second admin, who enrols', async ({
  page,
}) => {
  test.setTimeout(180_000); // a fresh admin code may take up to 30 s
  await signIn(page, admin.username, admin.password);
  await page.getByLabel('6-digit code').fill(await freshAdminCode());
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('tab', { name: 'Overview' }).click();
  const counts = page.getByRole('list', { name: 'Live counts' });
  await expect(counts.getByRole('link', { name: /Total users/ })).toHaveAttribute('href', '/admin/users');
  await expect(counts.getByRole('link', { name: /Regulations tracked/ })).toContainText(
    /Regulations tracked\s*\d/,
  );
  await expect(page.getByRole('heading', { name: 'Top billing errors' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Admins' })).toContainText(admin.username);
  const form = page.getByRole('form', { name: 'Create an admin' });
  await form.getByLabel('Username').fill(second.username);
  await form.getByLabel('Temporary password').fill(second.password);
  await form.getByLabel('First name (optional)').fill('Sam');
  await form.getByRole('button', { name: 'Create admin' }).click();
  await expect(toasts(page).getByText('Admin created')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Admins' })).toContainText(second.username);
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel(/Filter by action/).fill('admins');
  const log = page.getByRole('region', { name: 'Audit log table' });
  await expect(log.getByRole('row', { name: /POST \/api\/admin\/admins/ }).first()).toContainText(
    admin.username,
  );
  await expectNoSeriousViolations(page);

  for (const [path, heading] of [
    ['/admin/users', 'User Management'],
    ['/admin/documents', 'Document Management'],
    ['/admin/analyses', 'Analysis Management'],
    ['/admin/letters', 'Appeal Letter Management'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
  await page.goto('/admin/medical-codes');
  await expect(page.getByRole('tab', { name: 'Medical Codes' })).toHaveAttribute('aria-selected', 'true');

  // The second admin: password only at first, then the two-step set-up before anything else.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await signIn(page, second.username, second.password);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Code from the app').fill(authenticator.generate());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(toasts(page).getByText('Two-step sign-in is on')).toBeVisible();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('tab', { name: 'Audit log' })).toBeVisible();
});
