// `npm test`: typecheck and lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the Playwright journeys against the built app in Debian's Chromium.
import { buildWebIfStale, run } from './lib.mjs';

const steps = [
  ['Typecheck and lint', () => run('npm', ['run', '--silent', 'check'])],
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
