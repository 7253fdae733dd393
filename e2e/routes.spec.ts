import { expect, test, type Page } from '@playwright/test';
import { adminTokenViaApi, signUpViaApi, storeToken } from './support';

// The whole route table of 03-feature-pages.md §2.1.
const publicRoutes = [
  '/',
  '/home',
  '/auth',
  '/auth-new',
  '/test',
  '/token-test',
  '/quick-login',
  '/debug-auth',
  '/upload',
  '/upload-old',
  '/gauge-demo',
  '/appeal',
  '/patient-resources',
  '/demo',
  '/terms',
  '/contact',
  '/analysis/3f1c2a9e-0000-4000-8000-000000000001',
  '/regulatory',
];
const protectedRoutes = [
  '/old-dashboard',
  '/dashboard',
  '/documents',
  '/analytics',
  '/privacy',
  '/letters',
  '/appeals',
  '/medical-codes',
  '/enterprise-coding',
  '/regulatory-management',
];
const adminRoutes = [
  '/admin/dashboard',
  '/admin-dashboard',
  '/admin',
  '/admin/regulations',
  '/admin/users',
  '/admin/documents',
  '/admin/analyses',
  '/admin/letters',
  '/admin/payer-docs',
  '/admin/medical-codes',
];
// Each sweep opens up to 17 pages, each a fresh load of the app: a per-page budget, not the default 30 s
// for the whole test, which a loaded 2-core machine running two browsers exceeds.
test.describe.configure({ timeout: 90_000 });

const gateText = 'Sign in to access your personalized dashboard and saved documents';

async function expectOwnScreen(page: Page, route: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
  await expect(page.getByText('404 Page Not Found'), route).toHaveCount(0);
}

test('every public route renders its own screen', async ({ page }) => {
  for (const route of publicRoutes) {
    await page.goto(route);
    await expectOwnScreen(page, route);
  }
});

test('every protected route shows the sign-in gate to a visitor, and its screen once signed in', async ({
  page,
  request,
}) => {
  for (const route of protectedRoutes) {
    await page.goto(route);
    // The privacy page tells a visitor they are logged out and sends them to sign in (01-patient-area.md §8).
    if (route === '/privacy') await expect(page, route).toHaveURL(/\/auth\?redirect=%2Fprivacy$/);
    else await expect(page.getByText(gateText), route).toBeVisible();
  }
  const user = await signUpViaApi(request, 'routes');
  await storeToken(page, 'authToken', user.token);
  for (const route of protectedRoutes) {
    await page.goto(route);
    await expectOwnScreen(page, route);
    await expect(page.getByText(gateText), route).toHaveCount(0);
  }
});

test('every admin route sends a visitor to /admin/login, and opens for a signed-in admin', async ({
  page,
  request,
}) => {
  for (const route of adminRoutes) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/admin\/login$/);
  }
  const token = await adminTokenViaApi(request);
  await storeToken(page, 'adminToken', token);
  for (const route of adminRoutes) {
    await page.goto(route);
    await expect(page, route).not.toHaveURL(/\/admin\/login$/);
    await expectOwnScreen(page, route);
  }
});
