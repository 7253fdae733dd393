import { expect, test, type Page } from '@playwright/test';
import {
  adminTokenViaApi,
  expectNoSeriousViolations,
  readStorage,
  screenshot,
  signUpViaApi,
  storeToken,
} from './support';

// The e2e server runs with demo mode off (the default): the developer pages say what they are for and
// offer no sign-in shortcut. Demo mode on is covered by the server's tests (src/demo/routes.test.ts).
const shots = '.tmp/screens';
const devOnly = /This page is for development\. Demo mode is off on this server/;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The first view of each page here is read by axe, signed out and in, at both widths, in routes.spec.ts.
test('with demo mode off, the developer pages say they are for development and sign no one in', async ({
  page,
}) => {
  const config = await page.request.get('/api/config');
  expect(await config.json()).toEqual({ demoMode: false });
  expect((await page.request.post('/api/token-login')).status()).toBe(404);

  for (const [route, title] of [
    ['/quick-login', 'Quick sign-in'],
    ['/token-test', 'Token sign-in test'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(devOnly)).toBeVisible();
    await expect(page.getByRole('button', { name: /token-login|sign in/i })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    expect(await readStorage(page, 'authToken')).toBeNull();
  }
  await shoot(page, 'token-test');

  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Test page' })).toBeVisible();

  await page.goto('/debug-auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in diagnostics' })).toBeVisible();
  await expect(page.getByText('Nobody: not signed in and no guest session')).toBeVisible();
  await shoot(page, 'debug-auth');

  // The gate offers no demo when there is none.
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText('Try Demo')).toHaveCount(0);
});

test('the older routes open their current screens', async ({ page }) => {
  await page.goto('/upload-old');
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a bill' })).toBeVisible();
  await page.goto('/old-dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('The older dashboard layout is gone').first()).toBeVisible();
});

test('terms and privacy notice render, with the retention the server enforces', async ({ page }) => {
  await page.goto('/');
  // The home page loads lazily: click the footer's link once the page has rendered, not while it swaps in.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and privacy notice' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terms of use and privacy notice' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not medical, legal or financial advice' })).toBeVisible();
  await expect(page.getByText(/deleted after 30 minutes without activity or 24 hours in all/)).toBeVisible();
  await expect(page.getByText(/Contact messages: deleted 365 days after they arrive/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'terms');
});

test('the contact form asks for no health information, checks its fields and sends', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByText(/Please do not include health information/)).toBeVisible();
  await shoot(page, 'contact');

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByText('Please enter your name')).toBeVisible();

  await page.getByLabel('Your name').fill('Robin Tester');
  await page.getByLabel('Your e-mail address').fill('robin.tester@example.com');
  await page.getByLabel('Message').fill('Where can I read how long you keep what I upload?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you. Your message has reached the ClearBill team.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('');

  // The admins read it in the back office.
  await storeToken(page, 'adminToken', await adminTokenViaApi(page.request));
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByText('Where can I read how long you keep what I upload?')).toBeVisible();
  await expect(page.getByText(/Robin Tester/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the demo walks a guest through a real analysis of the sample bill', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'See a sample analysis' })).toBeVisible();
  await expect(page.getByText(/uses one of your free uploads/)).toBeVisible();
  await shoot(page, 'demo');
  await page.getByRole('button', { name: 'Check this sample bill' }).click();
  await expect(page).toHaveURL(/\/analysis\/[0-9a-f-]{36}$/, { timeout: 90_000 });
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Back to upload' })).toHaveAttribute('href', '/upload');
  await shoot(page, 'demo-result');
});

test('the landing pages show live figures only above the minimum count', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'ClearBill so far' })).toBeVisible();
  await expect(
    page.getByText(/Live figures appear here once at least 50 documents have been checked/),
  ).toBeVisible();
  await shoot(page, 'home-figures');
});

test('sign-in diagnostics show a signed-in session without its token', async ({ page, request }) => {
  const user = await signUpViaApi(request, 'debug-auth');
  await storeToken(page, 'authToken', user.token);
  await page.goto('/debug-auth');
  await expect(page.getByText('A signed-in account')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText(/any request resets it/)).toBeVisible();
  await expect(page.getByText('No documents.')).toBeVisible();
  expect(await page.content()).not.toContain(user.token);
  await expectNoSeriousViolations(page);
  await shoot(page, 'debug-auth-signed-in');
});
