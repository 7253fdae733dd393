import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export { admin, adminTokenViaApi, freshAdminCode } from './admin-auth';

let counter = 0;
/** An address no other test (or earlier run) has used. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** Creates an account through the API, for journeys that are not about signing up. */
export async function signUpViaApi(request: APIRequestContext, tag: string): Promise<TestUser> {
  const user = {
    email: uniqueEmail(tag),
    password: 'correct-horse-1',
    firstName: 'Robin',
    lastName: 'Tester',
  };
  const response = await request.post('/api/auth/signup', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string };
  return { ...user, token: body.token };
}

/** The Radix toast region; toasts are read inside it (Radix also announces them elsewhere). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /notifications/i });
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

// The root tsconfig has no DOM types, so the page's storage is described here. The callbacks run in
// the browser, which is why each one names `localStorage` itself rather than sharing a helper.
interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
type WithStorage = { localStorage: PageStorage };

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as WithStorage).localStorage.getItem(k), key);
}

/** Stores a user token the way a sign-in would, then the next navigation starts signed in. */
export async function storeToken(
  page: Page,
  key: 'authToken' | 'adminToken' | 'guestSessionId',
  value: string,
): Promise<void> {
  // A same-origin page where the app does not run: on '/' the app's own session check could still be in
  // flight when the test navigates on, and a request cut off by that navigation must not race the token.
  await page.goto('/api/health');
  await page.evaluate(
    ([k, v]) => {
      (globalThis as unknown as WithStorage).localStorage.setItem(k, v);
    },
    [key, value] as const,
  );
}

/** axe over the page as it is now: no serious or critical violation, each listed if there are. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Each pass takes 1-3 s on a quiet 2-core machine and several times that on a busy one: the test gets
  // that time on top of its own budget rather than failing for the machine's load.
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + 20_000);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // axe runs in the page itself: the app has no frames, and the default mode opens a second page to
    // merge the frames' results, which doubled each pass here (2026-11-28: 1.3-3.1 s against 0.6-1.3 s,
    // with the same violations found).
    .setLegacyMode(true)
    // Only violations are read: axe then skips describing every passing node (15-35% of its time here).
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact ?? ''}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * A screenshot for a person to look at (`.tmp/…`), taken only when E2E_SCREENSHOTS=1: a full-page capture
 * of a long screen costs seconds of CPU (4 s for the resources directory), which the test run does not
 * need. `E2E_SCREENSHOTS=1 npm run test:e2e` takes them all, at the widths each journey sets.
 */
export async function screenshot(page: Page, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot(options);
}
