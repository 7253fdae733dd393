import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, screenshot } from './support';
import { allowance, answerQuestionsQuickly, progressBar, textPdf } from './upload-support';

test.setTimeout(180_000);

/** An EOB-like statement for one made-up patient. */
function statement(name: string, account: string, date: string) {
  return textPdf([
    'LAKESIDE MEDICAL GROUP',
    'Patient Statement',
    `Patient Name: ${name}`,
    `Account Number: ${account}`,
    'Insurance: Blue Cross Blue Shield',
    '',
    'Date of Service   CPT     Description                       Charge',
    `${date}        99213   Office visit, established patient  $180.00`,
    'Total Charges: $180.00',
    'Patient Balance: $180.00',
  ]);
}

const files = async () => [
  {
    name: 'statement-march.pdf',
    mimeType: 'application/pdf',
    buffer: await statement('Odalys Brenneman', '88120455', '03/04/2025'),
  },
  {
    name: 'statement-october.pdf',
    mimeType: 'application/pdf',
    buffer: await statement('Cornelius Ashworth', '44019876', '10/21/2025'),
  },
];

test('several files: asked whether they are one document, warned when they seem separate, split and checked one by one', async ({
  page,
}) => {
  await page.goto('/upload');
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');
  await page.locator('input[type="file"]').setInputFiles(await files());

  const question = page.getByRole('group', { name: 'Are these 2 files one document?' });
  await expect(question).toBeVisible();
  await page.getByLabel(/I agree that ClearBill/).check();
  await expect(page.getByRole('button', { name: 'Upload and check' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await question.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `.tmp/e2e-results/several-files-question-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sent as one document: the server sees two patients and the page says so, naming no one.
  await question.getByRole('radio', { name: 'Pages of one document' }).check();
  await page.getByRole('button', { name: 'Upload and check' }).click();
  const warning = page.getByRole('status', { name: 'Your files may be separate documents' });
  await expect(warning).toBeVisible({ timeout: 60_000 });
  await expect(warning).toContainText('different patients');
  await expect(warning).not.toContainText('Ashworth');
  await expect(allowance(page)).toHaveText('4 of 5 free uploads left');
  await expectNoSeriousViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await warning.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `.tmp/e2e-results/several-files-warning-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Split: that document is discarded (its upload given back), the files come back as separate.
  await warning.getByRole('button', { name: 'Check them as separate documents' }).click();
  await expect(page.getByRole('radio', { name: 'Separate documents' })).toBeChecked();
  await expect(allowance(page)).toHaveText('5 of 5 free uploads left');

  for (const [index, left] of [
    [0, '4 of 5'],
    [1, '3 of 5'],
  ] as const) {
    await page.getByLabel(/I agree that ClearBill/).check();
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await answerQuestionsQuickly(page);
    await expect(page.getByRole('status', { name: 'Your files may be separate documents' })).toHaveCount(0);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm and remove' }).click();
    await expect(page.getByRole('heading', { name: 'Analysis complete' })).toBeVisible({ timeout: 30_000 });
    await expect(allowance(page)).toHaveText(`${left} free uploads left`);
    if (index === 0) {
      await expect(page.getByText('One more file is waiting to be checked')).toBeVisible();
      await page.getByRole('button', { name: 'Check the next document' }).click();
      await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '10');
      await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('statement-october.pdf');
    }
  }
});
