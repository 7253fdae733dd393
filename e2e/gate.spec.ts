import { expect, test } from '@playwright/test';
import { fillSignIn, signUpViaApi } from './support';

const gateText = 'Sign in to access your personalized dashboard and saved documents';

test('the dashboard gate sends a visitor to sign in and back again', async ({ page, request }) => {
  const user = await signUpViaApi(request, 'gate');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'ClearBill' })).toBeVisible();
  await expect(page.getByText(gateText)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload Bill' }).last()).toHaveAttribute('href', '/upload');
  await expect(page.getByRole('link', { name: 'Appeal Letter', exact: true })).toHaveAttribute(
    'href',
    '/appeal',
  );

  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${user.firstName}.`)).toBeVisible();
});

test('the redirect brings the user back to the screen they asked for', async ({ page, request }) => {
  const user = await signUpViaApi(request, 'gate-privacy');
  await page.goto('/medical-codes');
  await expect(page.getByText(gateText)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/medical-codes$/);
  // The privacy page sends a visitor to sign in by itself (01-patient-area.md §8), and back after it.
  await page.evaluate(() => {
    (globalThis as unknown as { localStorage: { removeItem(k: string): void } }).localStorage.removeItem(
      'authToken',
    );
  });
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprivacy$/);
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeVisible();
});

test('a redirect to another site is ignored', async ({ page, request, baseURL }) => {
  const user = await signUpViaApi(request, 'gate-offsite');
  await page.goto('/auth?redirect=%2F%2Fevil.example%2Fphish');
  await fillSignIn(page, user.email, user.password);
  // Same site, same origin: the dashboard, never evil.example.
  await expect(page).toHaveURL(`${baseURL ?? ''}/dashboard`);
});

test('/regulatory is public', async ({ page }) => {
  await page.goto('/regulatory');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulatory updates' })).toBeVisible();
  await expect(page.getByText(gateText)).toHaveCount(0);
});
