import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, screenshot } from './support';
import {
  answerQuestionsQuickly,
  guestHeader,
  patientLines,
  textPdf,
  uploadWithConsent,
} from './upload-support';

test.setTimeout(120_000);

/** A bill whose notes call the patient by a nickname the PHI check has no label for, twice. */
function billWithNickname(): Promise<Buffer> {
  return textPdf([
    'RIVERSIDE COMMUNITY HOSPITAL',
    'Patient Statement',
    ...patientLines,
    '',
    'Date of Service   CPT     Description                       Charge',
    '01/15/2025        99213   Office visit, established patient  $180.00',
    'Total Charges: $180.00',
    'Patient Balance: $180.00',
    'Notes: Mari Q. asked for a payment plan.',
    'Reminder sent to MARI Q. on 02/01/2025.',
  ]);
}

/**
 * Selects `text` inside the dialog's document text, as a patient dragging over it would. Written as
 * browser script text: the journeys are compiled without the DOM's types.
 */
async function selectInDocumentText(page: Page, text: string): Promise<void> {
  const script = `(() => {
    const wanted = ${JSON.stringify(text)};
    const pre = document.querySelector('pre[aria-label^="Your document"]');
    const node = pre && pre.firstChild;
    const at = node ? node.textContent.indexOf(wanted) : -1;
    if (at < 0) throw new Error('text not shown');
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + wanted.length);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    pre.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  })()`;
  await page.evaluate(script);
}

test('the patient adds a name we missed: selected in the text, removed everywhere it appears', async ({
  page,
}) => {
  await page.goto('/upload');
  const { documentId } = await uploadWithConsent(page, {
    name: 'nickname-bill.pdf',
    mimeType: 'application/pdf',
    buffer: await billWithNickname(),
  });
  await answerQuestionsQuickly(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Add something we missed' }).click();
  const docText = dialog.getByLabel("Your document's text");
  await expect(docText).toContainText('Mari Q. asked for a payment plan');
  await expectNoSeriousViolations(page);

  // Nothing chosen yet: a clear message, nothing sent.
  await dialog.getByRole('button', { name: 'Remove everywhere' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Type or select at least 2 characters to remove.');

  // Text that is not in the document: the server says so.
  await dialog.getByLabel('Text to remove').fill('Zebediah Frumkin');
  await dialog.getByLabel('What is it?').selectOption('name');
  await dialog.getByRole('button', { name: 'Remove everywhere' }).click();
  await expect(dialog.getByRole('alert')).toContainText('does not appear in this document');

  await selectInDocumentText(page, 'Mari Q');
  await expect(dialog.getByLabel('Text to remove')).toHaveValue('Mari Q');
  await dialog.getByLabel('What is it?').selectOption('name');
  await dialog.getByRole('button', { name: 'Remove everywhere' }).click();
  await expect(dialog.getByText('Added. It will be removed in 2 places.')).toBeVisible();
  const added = dialog
    .getByRole('list', { name: 'Personal information found' })
    .getByRole('listitem')
    .filter({ hasText: 'Added by you' });
  await expect(added).toHaveCount(2);
  await expect(added.first()).toContainText('Name');
  await expect(added.first().getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousViolations(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await dialog.getByRole('heading', { name: 'Add something we missed' }).scrollIntoViewIfNeeded();
    await screenshot(page, { path: `.tmp/e2e-results/missed-phi-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Confirm and remove' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis complete' })).toBeVisible({ timeout: 30_000 });
  const kept = await page.request.get(`/api/documents/${documentId}`, { headers: await guestHeader(page) });
  const { redactedText } = (await kept.json()) as { redactedText: string };
  expect(redactedText).toContain('Notes: [NAME]. asked for a payment plan.');
  expect(redactedText).not.toMatch(/mari/i);
});
