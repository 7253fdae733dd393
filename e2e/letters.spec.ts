import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoSeriousViolations,
  readStorage,
  screenshot,
  signUpViaApi,
  storeToken,
  toasts,
} from './support';
import { lakesideStatementPdf, officeVisitTwice, patient, uploadWithConsent } from './upload-support';

const savedKey = 'clearbill.savedInfo';

async function setViewport(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
}

/** A statement with the same office visit billed twice. */
function duplicateBillPdf(): Promise<Buffer> {
  return lakesideStatementPdf(
    [...officeVisitTwice, '02/10/2025        80053   Comprehensive metabolic panel     $95.00'],
    '$455.00',
  );
}

/** Upload with the insurer's denial (CO-50) reported in the questions; resolves on /analysis/{id}. */
async function uploadWithDenial(page: Page): Promise<string> {
  await page.goto('/upload');
  const { documentId } = await uploadWithConsent(page, {
    name: 'lakeside-statement.pdf',
    mimeType: 'application/pdf',
    buffer: await duplicateBillPdf(),
  });
  await expect(page.getByText('Step 1 of 3')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('My insurance denied all or part of the claim').check();
  await page.getByLabel('Denial codes (optional)').fill('CO-50');
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm and remove' }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/${documentId}$`), { timeout: 30_000 });
  return documentId;
}

/** Types into every empty control of a group, by the kind of input. */
async function fillEmpty(group: Locator): Promise<void> {
  const controls = group.locator('input, textarea');
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    if ((await control.inputValue()) !== '') continue;
    const type = await control.getAttribute('type');
    const name = (await control.getAttribute('name')) ?? '';
    const value =
      type === 'date'
        ? '2025-02-10'
        : type === 'tel'
          ? '555-0142'
          : type === 'email'
            ? 'robin@example.com'
            : /NUMBER|_ID$/.test(name)
              ? 'W778123'
              : name.includes('ADDRESS')
                ? '12 Elm Street, Springfield'
                : 'Robin Tester';
    await control.fill(value);
  }
}

test('a signed-in patient turns the analysis into a letter, downloads the .docx, marks it sent, sees the deadline in /appeals and the calendar, and records the answer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await signUpViaApi(request, 'letters');
  await storeToken(page, 'authToken', user.token);
  const id = await uploadWithDenial(page);

  await page.getByRole('link', { name: 'Generate Appeal Letter' }).click();
  await expect(page).toHaveURL(new RegExp(`/letters\\?document=${id}$`));
  const routes = page.getByRole('region', { name: 'Letters for your bill' });
  await expect(routes).toBeVisible();
  const form = page.locator('form').first();
  await expect(form).toBeVisible();
  // Pre-filled from the analysis (nothing personal: the PHI was removed before it).
  const required = form.getByRole('group', { name: 'Required details' });
  const prefilled = await required
    .locator('input, textarea')
    .evaluateAll(
      (els) => els.filter((el) => (el as unknown as { value: string }).value.trim() !== '').length,
    );
  expect(prefilled).toBeGreaterThan(0);
  await screenshot(page, { path: '.tmp/screens/letters-draft-1280.png', fullPage: true });
  await expect(page.locator('main')).not.toContainText(patient.memberId);

  // Generating without a recipient is refused with the spec's words.
  await form.getByLabel(/Recipient name/).fill('');
  await fillEmpty(form.getByRole('group', { name: 'Your details' }));
  await fillEmpty(required);
  await form.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(toasts(page)).toContainText('Missing Recipient Information');
  await form.getByLabel(/Recipient name/).fill('Harbor Health Plan');
  await form.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(toasts(page)).toContainText('Letter Generated Successfully');

  // Back on My Letters (03-feature-pages.md §4).
  await expect(page.getByRole('tab', { name: /My Letters/, selected: true })).toBeVisible();
  const letter = page.getByRole('article').first();
  await expect(letter).toContainText('Harbor Health Plan');
  await expect(letter).toContainText('Draft');

  const downloadEvent = page.waitForEvent('download');
  await letter.getByRole('button', { name: 'Download .docx' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^letter-[\w-]+\.docx$/);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const text = xml.replace(/<[^>]+>/g, '');
  expect(text).toContain('Harbor Health Plan');
  expect(text).toContain('Robin Tester');

  await letter.getByRole('button', { name: 'Mark as sent' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as sent' }).click();
  await expect(toasts(page)).toContainText('Marked as Sent');
  await expect(letter).toContainText(/Sent [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await screenshot(page, { path: '.tmp/screens/my-letters-1280.png' });
  await expect(letter.getByRole('link', { name: 'See it on your Appeals page' })).toHaveAttribute(
    'href',
    '/appeals',
  );

  // Sent: the plan's answer is now a deadline, on /appeals and in the calendar file.
  await letter.getByRole('link', { name: 'See it on your Appeals page' }).click();
  const deadlines = page.getByRole('list', { name: 'Deadlines' }).getByRole('listitem');
  await expect(deadlines.filter({ hasText: 'Waiting for an answer' })).toHaveCount(1);
  const listed = await deadlines.count();
  const calendar = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = await readFile(await (await calendar).path(), 'utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(listed);
  expect(ics.match(/TRIGGER:-P7D/g)).toHaveLength(listed);
  await page.goBack();
  await page.getByRole('tab', { name: /My Letters/ }).click();

  // The answer: outcomes measure each template's success rate.
  await letter.getByRole('button', { name: 'Record the answer' }).click();
  const answer = page.getByRole('dialog');
  await answer.getByLabel('Outcome').selectOption('won');
  await answer.getByRole('button', { name: 'Save the answer' }).click();
  await expect(toasts(page)).toContainText('Answer Recorded');
  await expect(letter).toContainText('Answered: Won');
});

test("a guest's Generate Appeal Letter opens the smart appeal form filled from the analysis", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const id = await uploadWithDenial(page);
  await page.getByRole('link', { name: 'Generate Appeal Letter' }).click();
  await expect(page).toHaveURL(new RegExp(`/appeal\\?document=${id}$`));
  await expect(page.getByText('The issue, amounts and dates come from your analysis.')).toBeVisible();
  await expect(page.getByLabel('What is wrong with the bill')).toHaveValue(/denied/);
  await expect(page.getByLabel('What is wrong with the bill')).toHaveValue(/Charged twice/);
  await expect(page.getByLabel('Date of service')).toHaveValue('2025-02-10');
  await expect(page.getByLabel('Amount billed')).not.toHaveValue('');
  // Nothing personal comes from the server: the patient types it.
  await expect(page.getByLabel('Patient name')).toHaveValue('');
});

test('a visitor fills the smart appeal form and downloads the .rtf letter', async ({ page }) => {
  // Details a previous visit saved in this browser are filled in (01-patient-area.md §3, 03 §2.6).
  await page.goto('/');
  await page.evaluate(
    ([key, value]) => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key, value);
    },
    [
      savedKey,
      JSON.stringify({
        createdAt: Date.now(),
        expiresAt: Date.now() + 3_600_000,
        values: { patientName: 'Dana Whitfield', phone: '555-0142', memberId: '123-45-6789' },
      }),
    ] as const,
  );
  await page.goto('/appeal');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Appeal Form' })).toBeVisible();
  await expect(page.getByLabel('Patient name')).toHaveValue('Dana Whitfield');
  await expect(page.getByLabel('Phone')).toHaveValue('555-0142');
  // An SSN-looking value is never used, even when something wrote it.
  await expect(page.getByLabel('Member ID')).toHaveValue('');
  const card = page.getByRole('region', { name: 'Saved in this browser' });
  await expect(card).toContainText(/\d+ min left/);

  await page.getByLabel('Member ID').fill('W778123');
  await page.getByLabel('Provider or insurer').fill('Harbor {Health} Plan');
  await page.getByLabel('Amount billed').fill('240');
  await page
    .getByLabel('What is wrong with the bill')
    .fill('The visit on 2/10 was billed twice.\nPlease remove one.');
  // Remembering saves what was typed, never the SSN-looking value.
  await expect.poll(async () => readStorage(page, savedKey)).toContain('W778123');

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Appeal Letter' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^Appeal_Letter_\d{4}-\d{2}-\d{2}\.rtf$/);
  const rtf = await readFile(await download.path(), 'utf8');
  expect(rtf.startsWith('{\\rtf1')).toBe(true);
  expect(rtf).toContain('Dana Whitfield');
  expect(rtf).toContain('Harbor \\{Health\\} Plan');
  expect(rtf).toContain('Amount billed: $240.00');
  expect(rtf).toContain('billed twice.\\line Please remove one.');
  await expect(toasts(page)).toContainText('Download Started');
  // 03-feature-pages.md §4: stored data is cleared when the form is submitted.
  expect(await readStorage(page, savedKey)).toBeNull();
  await expect(card).toContainText('Nothing is saved in this browser.');
});

for (const width of [1280, 390]) {
  test(`/letters passes axe at ${width} px`, async ({ page, request }) => {
    // Two axe passes (the form, My Letters).
    test.setTimeout(45_000);
    const user = await signUpViaApi(request, 'letters-axe');
    await storeToken(page, 'authToken', user.token);
    await setViewport(page, width);
    await page.goto('/letters');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Medical Billing Advocacy Letters' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Letter templates' })).toBeVisible();
    // The list as it first opens is read by axe in routes.spec.ts; here the form and My Letters.
    await screenshot(page, { path: `.tmp/screens/letters-${width}.png` });
    await page
      .getByRole('button', { name: /^Use template:/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Generate Letter' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, { path: `.tmp/screens/letters-detail-${width}.png` });
    await page.getByRole('tab', { name: /My Letters/ }).click();
    await expect(page.getByText('No Letters Yet')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
