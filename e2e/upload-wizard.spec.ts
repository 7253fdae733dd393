import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support';
import { allowance, guestHeader, patient, pdfFile } from './upload-support';

test.setTimeout(120_000);

// /upload-old now opens the current upload (issue 15 item 5, decision 0018), so the wizard has no route:
// skipped until the lead removes the wizard or gives it one.
test.skip('the wizard: one file, both consents, submit, confirm the PHI, then the results', async ({ page }) => {
  await page.goto('/upload-old');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick upload' })).toBeVisible();
  await expect(page.getByText(/about 60 seconds/).first()).toBeVisible();
  await expect(allowance(page)).toHaveText('3 of 3 free uploads left');
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/auth-new',
  );
  await expectNoSeriousViolations(page);

  // Step 1: exactly one PDF, JPG or PNG.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  const input = page.locator('input[type="file"]');
  await expect(input).not.toHaveAttribute('multiple', '');
  await input.setInputFiles({
    name: 'letter.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK\x03\x04', 'binary'),
  });
  await expect(page.getByRole('alert')).toContainText('The quick upload accepts one PDF, JPG or PNG file.');
  await expect(next).toBeDisabled();
  await input.setInputFiles(await pdfFile('wizard-bill.pdf'));
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('wizard-bill.pdf');
  await next.click();

  // Step 2: both consents.
  await expect(page.getByRole('heading', { name: 'Consent', exact: true })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('I agree to the privacy policy').check();
  await expect(next).toBeDisabled();
  await page.getByLabel('I agree to the terms of service').check();
  await expect(next).toBeEnabled();
  await expectNoSeriousViolations(page);
  await next.click();

  // Step 3: submit.
  await expect(page.getByText('wizard-bill.pdf')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Submit for analysis' }).click();

  // No questionnaire in the wizard: straight to the PHI confirmation.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  const items = dialog.getByRole('list', { name: 'Personal information found' }).getByRole('listitem');
  await expect(items.filter({ hasText: patient.name }).first()).toContainText('Name');
  await expect(items.filter({ hasText: patient.memberId }).first()).toContainText(/\d{1,3}% confidence/);
  await expectNoSeriousViolations(page);
  const confirm = page.waitForRequest((r) => r.url().endsWith('/start-analysis'));
  await dialog.getByRole('button', { name: 'Confirm and remove' }).click();
  const started = await confirm;
  // The canonical name (the server still takes the spec wizard's `confirmedRedactions`).
  const body = started.postDataJSON() as { redactions?: unknown[] };
  expect(body.redactions?.length).toBeGreaterThan(0);
  const documentId = /\/api\/documents\/([^/]+)\/start-analysis$/.exec(started.url())?.[1] ?? '';

  // Complete, then the results screen after 1.5 s; the PHI is gone from what is kept.
  await expect(page.getByRole('heading', { name: 'Analysis complete' })).toBeVisible({ timeout: 30_000 });
  await expect(allowance(page)).toHaveText('2 of 3 free uploads left');
  await expect(page).toHaveURL(new RegExp(`/analysis/${documentId}$`), { timeout: 10_000 });
  await expect(page.getByRole('meter', { name: 'Risk score' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Quintanilla');
  const kept = await page.request.get(`/api/documents/${documentId}`, { headers: await guestHeader(page) });
  const { redactedText } = (await kept.json()) as { redactedText: string };
  expect(redactedText).not.toContain('Quintanilla');
  expect(redactedText).toContain('80053');
});
