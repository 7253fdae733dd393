import { expect, test } from '@playwright/test';

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
