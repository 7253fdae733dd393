import { expect, test } from '@playwright/test';
import { readStorage, signUpViaApi, storeToken, toasts } from './support';

test('signing out ends the session on the server and in the browser', async ({ page, request }) => {
  const user = await signUpViaApi(request, 'signout');
  await storeToken(page, 'authToken', user.token);
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome, ${user.firstName}.`)).toBeVisible();

  await page.getByRole('button', { name: 'My Dashboard' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await readStorage(page, 'authToken')).toBeNull();

  const check = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(check.status()).toBe(401);

  await page.goto('/dashboard');
  await expect(
    page.getByText('Sign in to access your personalized dashboard and saved documents'),
  ).toBeVisible();
});
