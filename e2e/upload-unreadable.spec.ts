import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, toasts } from './support';
import { allowance, progressBar, textPdf, uploadWithConsent } from './upload-support';

// A blank scan: the page is rendered and OCR'd, which takes a few seconds.
test.setTimeout(120_000);

test('a document with nothing readable ends in a clear Analysis Failed state, never a spinner', async ({
  page,
}) => {
  const blank = await textPdf([]);

  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  await uploadWithConsent(page, { name: 'blank-scan.pdf', mimeType: 'application/pdf', buffer: blank });

  const toast = toasts(page);
  await expect(toast).toContainText('Analysis Failed', { timeout: 60_000 });
  await expect(toast).toContainText(
    'We could not read any text in this document. Try a clearer scan or photo.',
  );
  // Back at the start, ready for another file: no progress left spinning.
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.locator('input[type="file"]')).toBeAttached();
  await expectNoSeriousViolations(page);
});
