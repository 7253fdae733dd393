import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, screenshot, toasts, uniqueEmail } from './support';
import { answerQuestionsQuickly, patient, pdfFile, uploadWithConsent } from './upload-support';

// Sign-up, an upload with PHI detection and its analysis take a few seconds.
test.setTimeout(120_000);

const shots = '.tmp/e2e-results/privacy';

test('a patient signs up, uploads, manages consents, exports their data and deletes the account', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('privacy');
  const password = 'correct-horse-privacy-1';
  await page.goto('/auth?tab=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Upload and analyse.
  await page.goto('/upload');
  const { documentId } = await uploadWithConsent(page, await pdfFile('privacy-bill.pdf'));
  await answerQuestionsQuickly(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').filter({ hasText: patient.name }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm and remove' }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/${documentId}$`), { timeout: 60_000 });

  // The privacy page.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Settings' })).toBeVisible();
  await expect(page.getByText('GDPR Compliant')).toBeVisible();
  for (const card of ['Encrypted', '24h Auto-Delete', 'GDPR Rights']) {
    await expect(
      page.getByRole('list', { name: 'How your data is protected' }).getByText(card, { exact: true }),
    ).toBeVisible();
  }
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, { path: `${shots}/privacy-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/privacy-consents-390.png`, fullPage: true });
  await expectNoSeriousViolations(page);

  // Toggle a consent.
  const research = page.getByRole('switch', { name: 'Research use' });
  await expect(research).toHaveAttribute('aria-checked', 'false');
  await research.click();
  await expect(toasts(page).getByText('Your privacy preferences have been updated.')).toBeVisible();
  await expect(research).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Data processing' })).toHaveAttribute('aria-checked', 'true');

  // The activity log shows it, newest first.
  await page.getByRole('tab', { name: 'Activity Log' }).click();
  const events = page.getByRole('tabpanel').getByRole('listitem');
  await expect(events.first()).toContainText('Consent given: research use');
  await expect(page.getByRole('tabpanel')).toContainText('Document uploaded');

  // Export: the file downloads.
  await page.getByRole('tab', { name: 'GDPR Rights' }).click();
  await expect(page.getByText('Documents held')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/privacy-390.png`, fullPage: true });
  await expectNoSeriousViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export My Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clearbill-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    parts: { account: { email: string }; documents: { id: string }[]; consents: { consentType: string }[] };
  };
  expect(exported.parts.account.email).toBe(email);
  expect(exported.parts.documents.map((d) => d.id)).toEqual([documentId]);
  expect(JSON.stringify(exported)).not.toContain(patient.name);
  await expect(toasts(page).getByText('Your data has been exported and downloaded.')).toBeVisible();

  // Delete the account: the dialog lists what goes; Cancel keeps it, Delete Account deletes it.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  for (const item of ['documents', 'account information', 'consent records', 'activity logs']) {
    await expect(confirm.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  }
  await screenshot(page, { path: `${shots}/privacy-delete-390.png` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete Account' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    toasts(page).getByText('Your account and all associated data have been permanently deleted.'),
  ).toBeVisible();

  // Signing in is no longer possible.
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(401);
});

test('a signed-out visitor is told and sent to /auth after 500 ms, to come back after signing in', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(toasts(page).getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprivacy$/);
});
