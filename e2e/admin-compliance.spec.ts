import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { PageStats } from '@clearbill/shared';
import { adminTokenViaApi, expectNoSeriousViolations, screenshot, storeToken } from './support';

// Issue 16 items 3, 6 and 7: page analytics, the HIPAA Audit, Medical Codes and Letters tabs.
test.setTimeout(90_000);
test.describe.configure({ mode: 'serial' });

const shots = '.tmp/e2e-results/admin-compliance';

async function pageStats(request: APIRequestContext, token: string): Promise<PageStats> {
  const res = await request.get('/api/admin/page-stats?period=1d', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as PageStats;
}

test("a visitor's page views show up in page-stats, counted as one tab session", async ({
  browser,
  request,
}) => {
  const token = await adminTokenViaApi(request);
  const before = await pageStats(request, token);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  // What the browser reports: read off the wire, since other journeys may visit pages at the same time.
  const sent: { body: { path: string; sessionId: string }; headers: Record<string, string> }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/page-views')
      sent.push({ body: r.postDataJSON() as { path: string; sessionId: string }, headers: r.headers() });
  });
  await page.goto('/');
  await expect(page.locator('main').first()).toBeVisible();
  // A second page in the same tab: sessionStorage keeps the tab's id across the load.
  await page.goto('/patient-resources');
  await expect(page.locator('main').first()).toBeVisible();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent.map((s) => s.body.path)).toEqual(['/', '/patient-resources']);
  // One tab, one random id; no account, no cookie.
  expect(sent[0]?.body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]?.body.sessionId).toBe(sent[0]?.body.sessionId);
  for (const { headers } of sent) {
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
  }
  await expect
    .poll(async () => (await pageStats(request, token)).totalPageViews)
    .toBeGreaterThanOrEqual(before.totalPageViews + 2);
  const after = await pageStats(request, token);
  expect(after.uniqueVisitors).toBeGreaterThanOrEqual(before.uniqueVisitors + 1);
  expect(after.topPages.map((p) => p.path)).toContain('/');
  // Nothing identifying in the browser: no cookie was set for the reporting.
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();
});

test('an admin changes a HIPAA checklist item, runs the scan and downloads both reports', async ({
  page,
  request,
}) => {
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'HIPAA Audit' }).click();
  const panel = page.getByRole('tabpanel');
  const overall = panel.getByTestId('hipaa-overall');
  await expect(overall).toHaveText(/^\d+%$/);
  const before = await overall.textContent();

  const toggle = panel.getByRole('switch', { name: 'Compliant: Security awareness and training' });
  const wasOn = (await toggle.getAttribute('aria-checked')) === 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', wasOn ? 'false' : 'true');
  await expect(overall).not.toHaveText(before ?? '');
  await expect(panel.getByTestId('hipaa-workforceTraining')).toContainText(/Changed .* by e2e-admin/);

  await panel.getByRole('button', { name: 'Run Security Scan' }).click();
  await expect(panel.getByTestId('scan-results')).toContainText('Every admin enrolled in two-step sign-in');
  await expect(panel.getByTestId('scan-results')).toContainText('Sessions end after 30 minutes idle');

  for (const [button, name] of [
    ['Export Audit Report', /^hipaa-audit-report-\d{4}-\d{2}-\d{2}\.pdf$/],
    ['Generate Compliance Report', /^hipaa-compliance-report-\d{4}-\d{2}-\d{2}\.pdf$/],
  ] as const) {
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(name);
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  }

  await panel.getByRole('button', { name: 'HIPAA Education' }).click();
  await expect(page.getByRole('dialog', { name: 'HIPAA Education' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  await panel.getByRole('button', { name: 'Details: Security awareness and training' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Notes').fill('Training records checked for every admin.');
  await dialog.getByLabel('Evidence links (one per line)').fill('https://example.org/training-log');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole('button', { name: 'Details: Security awareness and training' }).click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: 'https://example.org/training-log' }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  // Put the item back as it was, for a second run on the same data.
  await toggle.click();
  await expect(overall).toHaveText(before ?? '');

  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/hipaa-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/hipaa-390.png`, fullPage: true });
});

test('an admin opens the Medical Codes and Letters tabs', async ({ page, request }) => {
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');

  await page.getByRole('tab', { name: 'Medical Codes' }).click();
  let panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Medical Codes' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Add 10K Codes - [\d.]+% to 275K$/ })).toBeVisible();
  const cards = panel.getByRole('list', { name: 'Codes by type' });
  for (const type of ['ICD-10-CM', 'ICD-10-PCS', 'CPT', 'HCPCS', 'DRG', 'NDC', 'REVENUE']) {
    await expect(cards.getByRole('button', { name: new RegExp(`^${type}`) })).toBeVisible();
  }
  await cards.getByRole('button', { name: /^DRG/ }).click();
  await expect(panel.getByLabel('Code type')).toHaveValue('DRG');
  await expect(
    panel.getByText(/codes, page 1 of|No medical codes found matching your search criteria\./).first(),
  ).toBeVisible();
  await panel.getByLabel('Code or words').fill('x');
  await expect(panel.getByText('Type at least 2 characters to search.')).toBeVisible();
  await panel.getByLabel('Code or words').fill('');
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/codes-1280.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Letters' }).click();
  panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Letter templates' })).toBeVisible();
  await panel.getByRole('button', { name: 'Seed Letter Templates' }).click();
  await expect(page.getByText('Letter Templates Seeded Successfully').first()).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Template categories' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Most recent templates' })).toBeVisible();
  await expect(panel.getByText(/Active|Inactive/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, { path: `${shots}/letters-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${shots}/letters-390.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Medical Codes' }).click();
  await screenshot(page, { path: `${shots}/codes-390.png`, fullPage: true });
});
