import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT lets two checkouts run their journeys side by side.
const port = process.env.E2E_PORT ?? '5055';

/**
 * Chromium features turned off. Playwright passes its own --disable-features list and Chromium reads only
 * the last one given, so its list is repeated here before ours.
 * Ours: Debian's Chromium builds the address bar's popup as two hidden web pages in every new window (one
 * per browser context, so one per test); without them a context and its first page cost 2.4 CPU-seconds
 * instead of 4.2 on this machine.
 */
const disabledFeatures = [
  // Playwright 1.65's list (playwright-core chromiumSwitches).
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // Ours.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Journeys against the built app, served by `npm start` on its own port with a fresh data folder,
 * in Debian's Chromium (no browser download).
 */
export default defineConfig({
  testDir: '.',
  outputDir: fileURLToPath(new URL('../.tmp/e2e-results', import.meta.url)),
  // Two browsers at once: a journey spends part of its time waiting on the server, a timer or the other
  // process, which the second one fills (both cores stay busy). Journeys sharing the e2e admin take turns
  // through e2e/admin-auth.ts's lock; E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
    // A trace is recorded only with E2E_TRACE=1 (kept for failed tests): recording one for every test,
    // even with screenshots off, made the route sweep 30-60% slower on this 2-core machine (2026-11-28:
    // 231 s with screenshots and snapshots, 174 s with snapshots only, 135-143 s without). A failure
    // still prints its error and the call log.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // The app's reduced-motion styles: no spinner or transition keeps the compositor busy between steps.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: '.tmp/e2e-data',
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-password-123',
      // Two-step sign-in is mandatory for admins: the journeys compute the codes (e2e/admin-auth.ts).
      ADMIN_TOTP_SECRET: 'KRSXG5CTMVRXEZLUKN2XAZLDOJSXIZLT',
      E2E_RESET_DATA: '1',
      EXTERNAL_APIS: 'off',
      // Every journey comes from 127.0.0.1 and many start guests or accounts: raise the per-address
      // limits (their own tests run in the server suite); sign-in keeps its real throttle.
      GUEST_SESSIONS_PER_ADDRESS_HOUR: '100000',
      GUEST_UPLOADS_PER_ADDRESS_DAY: '100000',
      SIGNUPS_PER_ADDRESS_HOUR: '100000',
      PAGE_VIEWS_PER_ADDRESS_10MIN: '100000',
    },
  },
});
