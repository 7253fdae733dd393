import { expect, test } from '@playwright/test';
import { adminTokenViaApi, storeToken } from './support';

test('screenshots', async ({ page, request }) => {
  test.setTimeout(240_000);
  await storeToken(page, 'adminToken', await adminTokenViaApi(request));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/dashboard');
    for (const tab of ['Overview', 'Users', 'Audit log']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `.tmp/shots/${tab.replace(' ', '-')}-${width}.png`, fullPage: true });
    }
    for (const p of ['documents', 'analyses', 'letters', 'users']) {
      await page.goto(`/admin/${p}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `.tmp/shots/${p}-${width}.png`, fullPage: true });
    }
  }
});
