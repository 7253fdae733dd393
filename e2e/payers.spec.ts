import { expect, test } from '@playwright/test';
import {
  adminTokenViaApi,
  expectNoSeriousViolations,
  screenshot,
  signUpViaApi,
  storeToken,
  toasts,
} from './support';
import { uploadAndConfirm } from './upload-support';

// An admin loads and browses the payer documentation; a patient's appeal draft names the payer's address.
test.setTimeout(90_000);
test.describe.configure({ mode: 'serial' });

const shots = '.tmp/e2e-results/payers';

test('an admin seeds the payer docs, expands them, is told there is no network, and opens a document', async ({
  page,
  request,
}) => {
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Payer Docs' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Database Management' })).toBeVisible();

  await panel.getByRole('button', { name: 'Seed Payer Documentation Database' }).click();
  await expect(toasts(page).getByText('Payer Documentation Seeding Complete')).toBeVisible();
  const status = panel.getByRole('region', { name: 'Payer Documentation' });
  const byPayer = status.getByRole('button', { name: /^Show UnitedHealthcare: \d+ documents?$/ });
  await expect(byPayer).toBeVisible();
  await panel.getByRole('button', { name: 'Expand Database' }).click();
  await expect(toasts(page).getByText('Database Expanded Successfully')).toBeVisible();

  // The journeys run with EXTERNAL_APIS=off: nothing is fetched, nothing is hidden, and it says so.
  await panel.getByRole('button', { name: 'Validate URLs' }).click();
  await expect(toasts(page).getByText('Validation Failed')).toBeVisible();
  await expect(toasts(page).getByText('No network: links were not checked')).toBeVisible();

  // A count by payer runs a search for that payer's documents.
  await byPayer.click();
  await expect(panel.getByText(/\d+ documents? from UnitedHealthcare/)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Commercial' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/payer-docs-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/payer-docs-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('tab', { name: 'Payer Documents Viewer' }).click();
  const viewer = page.getByRole('tabpanel');
  await viewer.getByLabel('Payer name').fill('united');
  await expect(viewer.getByText(/^\d+ documents? found$/)).toBeVisible();
  await viewer
    .getByRole('button', { name: 'Open Your Appeal and Grievance Rights (UnitedHealthcare)' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Your Appeal and Grievance Rights' })).toBeVisible();
  await expect(dialog.getByText('All States')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /View Original Document/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(dialog.getByRole('heading', { name: /Coverage details/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/viewer-dialog-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/viewer-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });

  // A coverage summary loaded by Expand: the first 5 coverage details, then how many more.
  await viewer.getByLabel('Payer name').fill('priority health');
  await viewer.getByLabel('Plan year').fill('2026');
  await viewer.getByRole('button', { name: /^Open 2026 PriorityMedicare Value/ }).click();
  await expect(dialog.getByText('Plan year')).toBeVisible();
  await expect(dialog.getByText(/^\+\d+ more coverage details$/)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(5);
  await screenshot(page, { path: `${shots}/viewer-coverage-1280.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/admin/payer-docs');
  const table = page.getByRole('region', { name: 'Payer documents table' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await page.getByLabel('Payer name').fill('zzzz-no-such-payer');
  await expect(page.getByText('No documents found matching your criteria.')).toBeVisible();
  await page.getByLabel('Payer name').fill('aetna');
  await expect(table.getByRole('cell', { name: 'Aetna' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/table-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/table-390.png`, fullPage: true });
});

// A denial notice from a payer of the library, whose reason opens an appeal route.
const denial = [
  'Notice of Adverse Benefit Determination',
  'Health plan: UnitedHealthcare',
  'Date of notice: March 2, 2026',
  '',
  'Your claim for procedure 73610, date of service February 10, 2026, billed $240.00, was denied.',
  'Reason: prior authorization was not obtained before the service. Denial code CO-197.',
  '',
].join('\n');

test('the appeal draft for a denial from a known payer shows its appeal address and where it came from', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, 'payers');
  const id = await uploadAndConfirm(request, denial, { authorization: `Bearer ${user.token}` });
  await storeToken(page, 'authToken', user.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/letters?document=${id}`);
  const note = page.getByRole('group', { name: 'Where to send your appeal to UnitedHealthcare' });
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expect(note.getByText(/P\.O\. Box 30573/)).toBeVisible();
  await expect(note.getByRole('link', { name: /Your Appeal and Grievance Rights/ })).toHaveAttribute(
    'href',
    /welcometouhcglobal\.com/,
  );
  await expect(page.getByLabel(/Recipient name/)).toHaveValue('UnitedHealthcare');
  await expectNoSeriousViolations(page);
  await note.scrollIntoViewIfNeeded();
  await screenshot(page, { path: `${shots}/letter-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/letter-390.png`, fullPage: true });
});
