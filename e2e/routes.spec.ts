import { expect, test, type Page } from '@playwright/test';
import { adminTokenViaApi, expectNoSeriousViolations, screenshot, signUpViaApi, storeToken } from './support';

/**
 * Every route of the spec's route table (03-feature-pages.md §2.1) and the links on its screens, visited
 * signed out and signed in, at desktop and phone width: each shows its own screen (never a placeholder or
 * the 404 page) and axe finds no serious issue on it.
 *
 * Signed out, the ten protected routes all show the one sign-in gate and the admin routes all go to the
 * one admin sign-in: each visit checks that it is that screen, and axe reads it once per width.
 */

interface Route {
  path: string;
  /** The level-1 heading the screen shows a visitor, where one is fixed. */
  heading?: string;
}

const publicRoutes: Route[] = [
  { path: '/', heading: 'Check your medical bill for errors, privately' },
  { path: '/home', heading: 'Find the mistakes in your medical bill before you pay it' },
  { path: '/auth', heading: 'Welcome to ClearBill' },
  { path: '/auth-new', heading: 'Sign in to ClearBill' },
  { path: '/test' },
  { path: '/token-test' },
  { path: '/quick-login' },
  { path: '/debug-auth' },
  { path: '/upload' },
  { path: '/upload-old' },
  { path: '/gauge-demo' },
  { path: '/appeal' },
  { path: '/patient-resources' },
  { path: '/demo' },
  { path: '/terms' },
  { path: '/contact' },
  // An analysis that does not exist: the result screen says so, it is not the 404 page.
  { path: '/analysis/3f1c2a9e-0000-4000-8000-000000000001' },
  { path: '/regulatory', heading: 'Regulatory updates' },
];
const protectedRoutes: Route[] = [
  { path: '/old-dashboard' },
  { path: '/dashboard' },
  { path: '/documents' },
  { path: '/analytics' },
  { path: '/privacy' },
  { path: '/letters' },
  { path: '/appeals' },
  { path: '/medical-codes' },
  { path: '/enterprise-coding' },
  { path: '/regulatory-management' },
];
const adminRoutes: Route[] = [
  { path: '/admin/dashboard' },
  { path: '/admin-dashboard' },
  { path: '/admin' },
  { path: '/admin/regulations' },
  { path: '/admin/users' },
  { path: '/admin/documents' },
  { path: '/admin/analyses' },
  { path: '/admin/letters' },
  { path: '/admin/payer-docs' },
  { path: '/admin/medical-codes' },
];

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const gateText = 'Sign in to access your personalized dashboard and saved documents';

/** The route's own screen: its heading, no 404 page, no placeholder, no sign-in gate. */
async function expectOwnScreen(page: Page, route: Route, signedOut = false): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, route.path).toBeVisible();
  if (signedOut && route.heading) await expect(heading, route.path).toHaveText(route.heading);
  await expect(page.getByText('404 Page Not Found'), route.path).toHaveCount(0);
  await expect(page.getByText(/coming soon|not built yet/i), route.path).toHaveCount(0);
  await expect(page.getByText(gateText), route.path).toHaveCount(0);
}

/**
 * Opens each route and checks its screen, then axe on it, or on the first route only (the loading screens
 * are awaited first). With
 * E2E_SCREENSHOTS=1 each screen is saved as `.tmp/screens/routes/<who>-<width>-<route>.png` to look at.
 */
async function visitEach(
  page: Page,
  routes: Route[],
  who: string,
  { signedOut = false, axe = 'every' }: { signedOut?: boolean; axe?: 'every' | 'first' } = {},
): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const [index, route] of routes.entries()) {
    await page.goto(route.path);
    await expectOwnScreen(page, route, signedOut);
    // Signed in, no screen sends the caller to a sign-in page.
    if (!signedOut) await expect(page, route.path).not.toHaveURL(/\/admin\/login$|\/auth\?redirect=/);
    await expect(page.getByRole('status', { name: /^Checking|^Loading/ }), route.path).toHaveCount(0);
    if (axe === 'every' || index === 0) await expectNoSeriousViolations(page);
    const slug = route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    await screenshot(page, { path: `.tmp/screens/routes/${who}-${width}-${slug}.png`, fullPage: true });
  }
}

// Each test opens up to 28 screens, each a fresh load of the app with an axe pass (which adds its own time).
// The six sweeps are independent: with two browsers they run side by side.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('signed out: every public route shows its own screen, the others the sign-in they need', async ({
      page,
    }) => {
      await visitEach(page, publicRoutes, 'visitor', { signedOut: true });

      for (const [index, route] of protectedRoutes.entries()) {
        await page.goto(route.path);
        // The privacy page tells a visitor they are signed out and sends them to sign in (01-patient-area.md §8).
        if (route.path === '/privacy') {
          await expect(page, route.path).toHaveURL(/\/auth\?redirect=%2Fprivacy$/);
          continue;
        }
        await expect(page.getByText(gateText), route.path).toBeVisible();
        if (index === 0) await expectNoSeriousViolations(page);
      }

      for (const [index, route] of adminRoutes.entries()) {
        await page.goto(route.path);
        await expect(page, route.path).toHaveURL(/\/admin\/login$/);
        await expect(page.getByRole('heading', { level: 1, name: 'ClearBill admin sign in' })).toBeVisible();
        if (index === 0) await expectNoSeriousViolations(page);
      }

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('signed in as a patient: every public and protected route shows its own screen', async ({
      page,
      request,
    }) => {
      const user = await signUpViaApi(request, `routes-${name}`);
      await storeToken(page, 'authToken', user.token);
      // A signed-in patient asking for the sign-in pages is sent on to the dashboard (01-patient-area.md §2).
      // The public screens are the ones axe read signed out, under the signed-in header: axe reads that
      // header once (a pass costs 1.5-4 s of CPU), and every protected screen.
      await visitEach(page, publicRoutes, 'patient', { axe: 'first' });
      await visitEach(page, protectedRoutes, 'patient');
    });

    test('signed in as an admin: every admin route opens its screen', async ({ page, request }) => {
      await storeToken(page, 'adminToken', await adminTokenViaApi(request));
      await visitEach(page, adminRoutes, 'admin');
    });
  });
}
