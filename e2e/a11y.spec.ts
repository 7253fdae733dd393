import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support';

const pages = [
  { name: 'landing', path: '/', ready: 'Check your medical bill for errors, privately' },
  { name: 'home', path: '/home', ready: 'Find the mistakes in your medical bill before you pay it' },
  { name: 'auth', path: '/auth', ready: 'Welcome to ClearBill' },
  { name: 'auth-new', path: '/auth-new', ready: 'Sign in to ClearBill' },
  { name: 'admin login', path: '/admin/login', ready: 'ClearBill admin sign in' },
  { name: 'gate', path: '/dashboard', ready: 'ClearBill' },
  { name: 'regulatory updates', path: '/regulatory', ready: 'Regulatory updates' },
  { name: 'not found', path: '/no-such-page', ready: '404 Page Not Found' },
] as const;

for (const { name, path, ready } of pages) {
  test(`${name} (${path}) has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
