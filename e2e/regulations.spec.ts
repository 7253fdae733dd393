import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminTokenViaApi, expectNoSeriousViolations, screenshot, storeToken, toasts } from './support';

// A visitor filters the public regulatory updates; an admin edits a regulation, verifies it and finds the
// change on the public page. The journeys' own rows are uploaded with titles that say they are test rows.
test.setTimeout(180_000);
test.describe.configure({ mode: 'serial' });

const shots = '.tmp/e2e-results/regulations';

const rows = [
  'id,title,category,description,status,effectiveDate,affectedPrograms,keyChanges,sourceUrl',
  'e2e-telehealth,E2E test telehealth rule,telehealth,A journey test row about telehealth.,verified,2031-05-01,Program one; Program two; Program three; Program four,Change one; Change two; Change three; Change four; Change five,https://example.org/e2e-telehealth',
  'e2e-prior-auth,E2E test prior authorization rule,prior_authorization,A journey test row about prior authorization.,verified,2020-01-01,,,',
  'e2e-pending,E2E test pending rule,denied_services,A journey test row still waiting for review.,pending,2030-01-01,,Not reviewed yet,',
].join('\n');

async function loadRegulations(request: APIRequestContext): Promise<string> {
  const token = await adminTokenViaApi(request);
  const auth = { authorization: `Bearer ${token}` };
  const seed = await request.post('/api/admin/regulatory/seed-all', { headers: auth });
  expect(seed.status(), await seed.text()).toBe(200);
  const upload = await request.post('/api/admin/upload/regulatory', {
    headers: auth,
    multipart: { file: { name: 'e2e-regulations.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return token;
}

const cards = (page: Page) => page.getByTestId('regulation-card');

test('a visitor filters the regulatory updates by category and effective date', async ({ page, request }) => {
  await loadRegulations(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/regulatory');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulatory updates' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  // Not an admin: no research button. A pending row is not public.
  await expect(page.getByRole('button', { name: 'Update Research' })).toHaveCount(0);
  await expect(page.getByText('E2E test pending rule')).toHaveCount(0);

  await page.getByLabel('Category').selectOption({ label: 'Telehealth' });
  const telehealth = cards(page).filter({ hasText: 'E2E test telehealth rule' });
  await expect(telehealth).toBeVisible();
  await expect(page.getByText('E2E test prior authorization rule')).toHaveCount(0);
  // Up to three programs and three key changes, then "+N more".
  await expect(telehealth.getByText('+1 more')).toBeVisible();
  await expect(telehealth.getByText('+2 more')).toBeVisible();
  await expect(telehealth.getByText('Change four')).toHaveCount(0);

  await page.getByLabel('Effective After').fill('2031-05-01');
  await expect(page.getByText('No updates found')).toBeVisible();
  await page.getByLabel('Effective After').fill('2031-04-30');
  await expect(telehealth).toBeVisible();

  await page.getByLabel('Category').selectOption({ label: 'Prior authorization' });
  await page.getByLabel('Effective After').fill('');
  await expect(cards(page).filter({ hasText: 'E2E test prior authorization rule' })).toBeVisible();
  await page.getByLabel('Search updates').fill('no rule says this');
  await expect(page.getByText('No updates found')).toBeVisible();
  await page.getByLabel('Search updates').fill('');

  // The accessibility scan on a short list: the whole library is about a hundred cards, slow to scan on a
  // loaded machine (the a11y sweep scans the page too).
  await page.getByLabel('Category').selectOption({ label: 'Telehealth' });
  await expect(telehealth).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Category').selectOption({ label: 'All categories' });
  await expect(cards(page).first()).toBeVisible();
  await screenshot(page, { path: `${shots}/public-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/public-390.png`, fullPage: true });
});

test('an admin edits a regulation, verifies it and sees it on the public page', async ({ page, request }) => {
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Regulations' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: /Regulations/ }).first()).toBeVisible();

  await panel.getByLabel('Filter by title or description').fill('E2E test pending');
  const card = cards(page).filter({ hasText: 'E2E test pending rule' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Regulation' });
  await edit.getByLabel('Title').fill('E2E test pending rule, reviewed');
  await edit.getByLabel('Impact level').selectOption('high');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Regulation Updated')).toBeVisible();

  const reviewed = cards(page).filter({ hasText: 'E2E test pending rule, reviewed' });
  await expect(reviewed.getByText('High impact')).toBeVisible();
  await reviewed.getByRole('button', { name: /^Details/ }).click();
  const detail = page.getByRole('dialog', { name: 'E2E test pending rule, reviewed' });
  await detail.getByLabel('Status', { exact: true }).selectOption('verified');
  await detail.getByLabel('Notes (optional)').fill('Checked in the journey');
  await detail.getByRole('button', { name: 'Update Status' }).click();
  // The toast region is hidden from assistive tech while the dialog is open; the dialog says it too.
  await expect(detail.getByRole('status')).toHaveText('Status Updated');
  await expect(detail.getByRole('list', { name: 'Status history' })).toContainText('pending → verified');
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/admin-detail-1280.png` });
  await detail.getByRole('button', { name: 'Close' }).first().click();

  // The delete confirmation says the spec's words; cancelling keeps the regulation.
  await reviewed.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete this regulation? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(reviewed).toBeVisible();
  await panel.getByLabel('Filter by title or description').fill('');
  await screenshot(page, { path: `${shots}/admin-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/admin-390.png`, fullPage: true });

  await page.goto('/regulatory');
  await page.getByLabel('Search updates').fill('reviewed');
  const pub = cards(page).filter({ hasText: 'E2E test pending rule, reviewed' });
  await expect(pub).toBeVisible();
  await expect(pub.getByText('High impact')).toBeVisible();
  await expect(pub.getByText('verified')).toBeVisible();
  // An admin of this browser sees the research button.
  await expect(page.getByRole('button', { name: 'Update Research' })).toBeVisible();
});

test('an admin opens the management page and its statistics', async ({ page, request }) => {
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/regulatory-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulation management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public regulatory updates' })).toHaveAttribute(
    'href',
    '/regulatory',
  );
  await page.getByLabel('Search regulations').fill('E2E test');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cards(page).filter({ hasText: 'E2E test telehealth rule' })).toBeVisible();
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'By category' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/management-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Search' }).click();
  await screenshot(page, { path: `${shots}/management-390.png`, fullPage: true });
});
