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

// An admin on the Patient Resources tab, then a patient's result page with its matching organizations.
test.setTimeout(60_000);
test.describe.configure({ mode: 'serial' });

const shots = '.tmp/e2e-results/resources-admin';

test('an admin sees the directory, reloads it and is told there is no network for the link check', async ({
  page,
  request,
}) => {
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Patient Resources' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: /Patient Resources/ })).toBeVisible();
  const table = panel.getByRole('region', { name: 'Patient resources table' });
  await expect(table.getByRole('rowheader', { name: /988 Suicide & Crisis Lifeline/ })).toBeVisible();
  for (const counter of ['Billing advocacy', 'Financial assistance', 'Crisis support']) {
    await expect(panel.getByRole('term').filter({ hasText: counter })).toBeVisible();
  }
  await expect(table.getByRole('link', { name: /Visit Site: 988/ })).toHaveAttribute('href', /988lifeline/);

  await panel.getByRole('button', { name: 'Seed Patient Resources Database' }).click();
  await expect(toasts(page).getByText('Resources Seeded Successfully')).toBeVisible();
  await panel.getByRole('button', { name: /^Load Enhanced Resources/ }).click();
  await expect(toasts(page).getByText('Enhanced Resources Loaded Successfully')).toBeVisible();

  // The journeys run with EXTERNAL_APIS=off: nothing is fetched, nothing is hidden, and it says so.
  await panel.getByRole('button', { name: 'Validate URLs' }).click();
  await expect(toasts(page).getByText('Validation Failed')).toBeVisible();
  await expect(toasts(page).getByText('No network: links were not checked')).toBeVisible();
  await expect(table.getByText('Not checked').first()).toBeVisible();
  await expect(table.getByRole('link', { name: /Visit Site: 988/ })).toBeVisible();

  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/admin-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/admin-390.png`, fullPage: true });
});

// A denial notice whose reason opens an appeal route.
const denial = [
  'Acme Health Plan',
  'Notice of Adverse Benefit Determination',
  'Date of notice: March 2, 2026',
  '',
  'Your claim for procedure 73610, date of service February 10, 2026, billed $240.00, was denied.',
  'Reason: prior authorization was not obtained before the service. Denial code CO-197.',
  'You may request an appeal within 60 days of the date of this notice.',
  '',
].join('\n');

test('the result page of an appealable denial lists organizations that help, with the chosen state kept', async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, 'resources');
  const id = await uploadAndConfirm(request, denial, { authorization: `Bearer ${user.token}` });
  await storeToken(page, 'authToken', user.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/analysis/${id}`);
  const help = page.getByRole('region', { name: 'Who can help' });
  await expect(help).toBeVisible({ timeout: 20_000 });
  const appeal = help.getByRole('list', { name: 'Help with an appeal or complaint' });
  await expect(appeal.getByText('No Surprises Help Desk (CMS)')).toBeVisible();
  expect(await appeal.getByRole('listitem').count()).toBeLessThanOrEqual(3);

  await help.getByLabel('Your state (optional)').selectOption('CA');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Who can help' }).getByLabel('Your state (optional)'),
  ).toHaveValue('CA');
  await expectNoSeriousViolations(page);
  await help.scrollIntoViewIfNeeded();
  await screenshot(page, { path: `${shots}/result-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/result-390.png`, fullPage: true });
});
