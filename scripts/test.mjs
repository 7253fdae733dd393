// `npm test`: typecheck and lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the Playwright journeys against the built app in Debian's Chromium.
import { buildWebIfStale, run } from './lib.mjs';

const steps = [
  // `npm run check`'s four parts at once: each is one single-threaded process, and the machine has cores.
  [
    'Typecheck and lint',
    () =>
      Promise.all([
        run('npm', ['run', '--silent', 'typecheck']),
        run('npx', ['eslint', '.', '--ignore-pattern', 'packages/web/**', '--max-warnings', '0']),
        run('npx', ['eslint', 'packages/web', '--max-warnings', '0']),
        run('npx', ['prettier', '--check', '.', '--log-level', 'warn']),
      ]),
  ],
  ['Unit and integration tests', () => run('npx', ['vitest', 'run'])],
  ['Web build', () => buildWebIfStale()],
  [
    'Browser journeys (Playwright, Chromium)',
    () => run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
  ],
];

const started = Date.now();
for (const [name, step] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await step();
  } catch (err) {
    console.error(`\n${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  console.log(`=== ${name}: done in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
