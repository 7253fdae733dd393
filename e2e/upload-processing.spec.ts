import { expect, test } from '@playwright/test';
import { billPng, dicomFile, sampleBillLines } from '../packages/engine/src/testing/fixtures';
import { expectNoSeriousViolations } from './support';
import { allowance, guestHeader, progressBar, uploadWithConsent } from './upload-support';

// A photo goes through OCR on a shared two-core machine.
test.setTimeout(120_000);

test('a photo of a bill: the page shows the server at work, polls, then asks to confirm what OCR found', async ({
  page,
}) => {
  // Make the upload answer 'still processing' whatever the server's wait, so the page has to poll
  // GET /api/documents/{id} (the real one) until the document is ready.
  await page.route('**/api/documents/upload', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown> & { document: Record<string, unknown> };
    await route.fulfill({
      response,
      json: {
        ...json,
        processing: true,
        redactions: [],
        document: { ...json.document, status: 'processing', redactions: [] },
      },
    });
  });
  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  const photo = Buffer.from(await billPng({ lines: sampleBillLines }));
  await uploadWithConsent(page, { name: 'bill-photo.png', mimeType: 'image/png', buffer: photo });

  await expect(page.getByRole('heading', { name: 'Checking your document' })).toBeVisible();
  await expect(page.getByText('Looking for personal information...').first()).toBeVisible();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '25');
  await expectNoSeriousViolations(page);

  await expect(page.getByText('Step 1 of 3')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Marlow Quist' }).first()).toContainText(
    'Name',
  );
  await dialog.getByRole('button', { name: 'Confirm and remove' }).click();
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]+$/, { timeout: 60_000 });
  const documentId = page.url().split('/').pop() ?? '';
  const kept = await page.request.get(`/api/documents/${documentId}`, { headers: await guestHeader(page) });
  const { redactedText } = (await kept.json()) as { redactedText: string };
  expect(redactedText).toContain('99213');
  expect(redactedText).not.toContain('Quist');
});

test('a DICOM file goes straight to complete, its identifying header fields removed', async ({ page }) => {
  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  const scan = Buffer.from(await dicomFile());
  await uploadWithConsent(page, { name: 'head-ct.dcm', mimeType: 'application/dicom', buffer: scan });

  await expect(page.getByRole('heading', { name: 'Processing complete' })).toBeVisible({ timeout: 60_000 });
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Step 1 of 3')).toHaveCount(0);
  await expect(page.getByText(/Removed: .*Name/)).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Quist');
  await expect(allowance(page)).toHaveText('4 of 5 free uploads left');
  await expectNoSeriousViolations(page);

  // No bill to analyse, so no move to the results: the page stays, and can start again.
  await page.waitForTimeout(2_000);
  await expect(page).toHaveURL(/\/upload$/);
  await page.getByRole('button', { name: 'Upload another' }).click();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
});
