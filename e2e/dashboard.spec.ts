import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, screenshot, signUpViaApi, storeToken, toasts } from './support';
import {
  answerQuestionsQuickly,
  lakesideStatementPdf,
  officeVisitTwice,
  uploadWithConsent,
} from './upload-support';

const shots = '.tmp/e2e-results/dashboard';

/** A statement with the same office visit billed twice: one finding with savings. */
function duplicateBillPdf(): Promise<Buffer> {
  return lakesideStatementPdf([...officeVisitTwice], '$360.00');
}

async function analyseBill(page: Page): Promise<string> {
  await page.goto('/upload');
  const { documentId } = await uploadWithConsent(page, {
    name: 'lakeside-statement.pdf',
    mimeType: 'application/pdf',
    buffer: await duplicateBillPdf(),
  });
  await answerQuestionsQuickly(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm and remove' }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/${documentId}$`), { timeout: 60_000 });
  return documentId;
}

test('a new patient sees their analysed bill on the dashboard, lists, deletes it and reads the analytics', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await signUpViaApi(request, 'dashboard');
  await storeToken(page, 'authToken', user.token);

  // Before any upload: zeros, never sample figures.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Robin.' })).toBeVisible();
  await expect(page.getByText('Upload a bill to see what you could save.')).toBeVisible();
  const impact = page.getByRole('region', { name: 'Your Impact' });
  await expect(impact.getByText('Bills Analyzed')).toBeVisible();

  const id = await analyseBill(page);
  await page.goto('/dashboard');
  await expect(page.getByText(/We have identified \$\d+ in possible savings across 1 bill\./)).toBeVisible();
  const tiles = page.locator('dl').first();
  await expect(tiles.locator('div').filter({ hasText: 'Bills Analyzed' }).locator('dd')).toHaveText('1');
  await expect(tiles.locator('div').filter({ hasText: 'Active Appeals' }).locator('dd')).toHaveText('0');
  await expect(page.getByRole('link', { name: /View Analysis of lakeside-statement\.pdf/ })).toHaveAttribute(
    'href',
    `/analysis/${id}`,
  );
  await expect(page.getByRole('heading', { name: 'Billing assistant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved in this browser' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, { path: `${shots}/dashboard-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/dashboard-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Analytics: the month's figures, charts and the table view.
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your savings over time' })).toBeVisible();
  await expect(page.getByRole('img', { name: /savings identified and recovered per month/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/analytics-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Table view' }).click();
  const months = page.getByRole('table', { name: 'Savings per month' });
  await expect(months.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Findings by type' })).toContainText('1');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/analytics-table-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Documents: listed with its figures; delete asks first.
  await page.goto('/documents');
  const row = page
    .getByRole('list', { name: 'Documents' })
    .getByRole('listitem')
    .filter({ hasText: 'lakeside' });
  await expect(row).toContainText('Analyzed');
  await expect(row).toContainText(/1 finding/);
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/documents-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/documents-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: /Delete lakeside/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Delete this document?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Delete lakeside/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete document' }).click();
  await expect(toasts(page).getByText('Document deleted')).toBeVisible();
  await expect(page.getByText('No documents yet. Upload a bill to get started.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('Upload a bill to see what you could save.')).toBeVisible();
});
