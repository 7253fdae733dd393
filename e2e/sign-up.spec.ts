import { expect, test } from '@playwright/test';
import { signUpViaApi, toasts, uniqueEmail } from './support';

test('sign-up shows each field rule, then creates the account and opens the dashboard', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();

  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await expect(form.getByText('First name is required')).toBeHidden();
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

  await form.getByLabel('Email').fill(uniqueEmail('signup'));
  await form.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Ada.')).toBeVisible();
  await expect(toasts(page).getByText('Your account has been created successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Dashboard' })).toBeVisible();
});

test('sign-up with an address already in use says so', async ({ page, request }) => {
  const existing = await signUpViaApi(request, 'taken');
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(existing.email);
  await form.getByLabel('Password', { exact: true }).fill('another-pass-2');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(toasts(page).getByText('Registration failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
