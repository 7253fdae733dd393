import { expect, test } from '@playwright/test';
import { signUpViaApi, toasts, uniqueEmail } from './support';

const commonPasswordMessage =
  'This password is too easy to guess: it is a common password or has appeared in a data breach. Choose another.';

test('sign-up shows each field rule, then creates the account and opens the dashboard', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form.getByText('At least 12 characters, and not a common password.')).toBeVisible();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 12 characters')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();

  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('password');
  await expect(form.getByText('First name is required')).toBeHidden();
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 12 characters')).toBeVisible();

  // Long enough, but one of the first an attacker tries: the server refuses it by the field.
  await form.getByLabel('Email').fill(uniqueEmail('signup'));
  await form.getByLabel('Password', { exact: true }).fill('Password1234!');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText(commonPasswordMessage)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

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
