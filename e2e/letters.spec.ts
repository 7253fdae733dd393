import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, readStorage, toasts } from './support';

const savedKey = 'clearbill.savedInfo';

async function setViewport(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
}

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

test('/appeal passes axe at desktop and phone widths', async ({ page }) => {
  for (const width of [1280, 390]) {
    await setViewport(page, width);
    await page.goto('/appeal');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Appeal Form' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `.tmp/screens/appeal-${width}.png`, fullPage: true });
  }
});
