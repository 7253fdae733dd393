import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, screenshot } from './support';

// The patient resources directory (issue 13 item 5, spec 03 §2.7): public, the crisis card first,
// filter by a state, the empty state's Clear Filters, axe at desktop and phone widths.
test('a visitor finds the crisis line, filters by a state and clears an empty search', async ({ page }) => {
  test.setTimeout(60_000); // two axe scans over up to 100 cards (the directory grew with the state agencies)
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/patient-resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient resources' })).toBeVisible();
  const crisis = page.getByTestId('crisis-card');
  await expect(crisis).toContainText('988 Suicide & Crisis Lifeline');
  await expect(crisis.getByRole('link', { name: /Call or text 988/ })).toHaveAttribute('href', 'tel:988');
  await expect(page.getByText('Resources in the directory')).toBeVisible();

  const list = page.getByRole('list', { name: 'Patient resources' });
  await expect(list.getByRole('heading', { name: 'No Surprises Help Desk (CMS)' })).toBeVisible();
  await page.getByLabel('State', { exact: true }).selectOption('TX');
  await expect(page).toHaveURL(/\/patient-resources/);
  await expect(list.getByRole('heading', { name: 'Medicare (1-800-MEDICARE)' })).toBeVisible();
  await expect(list.getByRole('link', { name: '1-800-985-3059' })).toHaveAttribute('href', 'tel:18009853059');
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: '.tmp/shots/patient-resources-1280.png', fullPage: true });

  await page.getByLabel('Search resources').fill('nothing matches this zzz');
  await expect(page.getByRole('heading', { name: 'No resources found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('all');
  await expect(list.getByRole('heading', { name: 'No Surprises Help Desk (CMS)' })).toBeVisible();
  await expect(crisis).toBeVisible();
  // The whole directory a page of cards at a time, not one 50,000-pixel list on a phone.
  await expect(page.getByText(/^Showing 24 of \d+ resources/)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(24);
  await page.getByRole('button', { name: 'Show 24 more resources' }).click();
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(48);
  await expect(page.getByText(/^Showing 48 of \d+ resources/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(crisis).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: '.tmp/shots/patient-resources-390.png', fullPage: true });
});
