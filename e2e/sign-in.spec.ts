import { expect, test } from '@playwright/test';
import { fillSignIn, readStorage, signUpViaApi, storeToken, toasts } from './support';

test('a wrong password is refused; the right one signs in and survives a reload', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, 'signin');
  await page.goto('/auth');

  await fillSignIn(page, user.email, 'not-the-password');
  await expect(toasts(page).getByText('Login failed')).toBeVisible();
  await expect(toasts(page).getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText(`Welcome, ${user.firstName}.`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Welcome, ${user.firstName}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
});

test('five wrong passwords pause sign-in to that account from here, not to another account', async ({
  page,
  request,
}) => {
  const target = await signUpViaApi(request, 'guessed');
  const other = await signUpViaApi(request, 'neighbour');
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/auth/login', {
      data: { email: target.email, password: `not-the-password-${i}` },
    });
    expect(res.status()).toBe(401);
  }
  await page.goto('/auth');
  await fillSignIn(page, target.email, target.password);
  await expect(
    toasts(page).getByText(/Too many failed sign-in attempts\. .* Try again in 15 minutes\./),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(other.email);
  await page.getByLabel('Password', { exact: true }).fill(other.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-in form asks for both fields before calling the server', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('a signed-in visitor opening /auth goes to the dashboard', async ({ page, request }) => {
  const user = await signUpViaApi(request, 'already');
  await storeToken(page, 'authToken', user.token);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a stored token the server no longer accepts is dropped silently', async ({ page }) => {
  await storeToken(page, 'authToken', 'cbu_not-a-real-token');
  await page.goto('/dashboard');
  await expect(
    page.getByText('Sign in to access your personalized dashboard and saved documents'),
  ).toBeVisible();
  expect(await readStorage(page, 'authToken')).toBeNull();
});
