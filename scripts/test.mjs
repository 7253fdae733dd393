// `npm test`: typecheck and lint, then the unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the Playwright journeys against the built app in Debian's Chromium.
//
// One after the other: every step keeps both cores of the CI machine busy (the journeys' Chromium too), so
// running two at once only adds contention. Measured on 2026-11-27 on this 2-core machine: side by side the
// tests and journeys took 1,326 s; alone 452 s and 686 s (1,138 s), and the journeys' time-outs held.
// `TEST_PARALLEL=1` runs the tests and the journeys side by side (the journeys' output then goes to
// .tmp/e2e-output.log and is printed when they end, so the two logs do not interleave), for a machine with
// more cores.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale, root, run } from './lib.mjs';

const e2eLog = path.join(root, '.tmp/e2e-output.log');

function typecheckAndLint() {
  // `npm run check`'s four parts at once: each is one single-threaded process.
  return Promise.all([
    run('npm', ['run', '--silent', 'typecheck']),
    run('npx', ['eslint', '.', '--ignore-pattern', 'packages/web/**', '--max-warnings', '0']),
    run('npx', ['eslint', 'packages/web', '--max-warnings', '0']),
    run('npx', ['prettier', '--check', '.', '--log-level', 'warn']),
  ]);
}

const vitest = () => run('npx', ['vitest', 'run']);
const journeysArgs = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];

/** The journeys with their output in a file, printed when they end (pass or fail). */
async function journeysToLog() {
  mkdirSync(path.dirname(e2eLog), { recursive: true });
  const out = createWriteStream(e2eLog);
  await new Promise((resolve) => out.once('open', resolve));
  try {
    await run('npx', journeysArgs, { stdio: ['ignore', out, out] });
  } finally {
    out.end();
    await new Promise((resolve) => out.once('close', resolve));
    console.log('\n--- Browser journeys (Playwright, Chromium): output ---');
    process.stdout.write(readFileSync(e2eLog, 'utf8'));
    console.log('--- end of the journeys output ---');
  }
}

async function timed(name, step) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  await step();
  console.log(`=== ${name}: done in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
}

const steps = [
  ['Typecheck and lint', typecheckAndLint],
  ['Web build', () => buildWebIfStale()],
];
if (process.env.TEST_PARALLEL !== '1') {
  steps.push(['Unit and integration tests', vitest]);
  steps.push(['Browser journeys (Playwright, Chromium)', () => run('npx', journeysArgs)]);
} else {
  steps.push([
    'Unit and integration tests, with the browser journeys alongside',
    // Both run to the end even when one fails, so one run reports every failure.
    async () => {
      const results = await Promise.allSettled([
        timed('Unit and integration tests', vitest),
        timed('Browser journeys (Playwright, Chromium), output in .tmp/e2e-output.log', journeysToLog),
      ]);
      const failed = results.filter((r) => r.status === 'rejected');
      if (failed.length > 0)
        throw new Error(failed.map((r) => String(r.reason?.message ?? r.reason)).join('; '));
    },
  ]);
}

const started = Date.now();
for (const [name, step] of steps) {
  try {
    await timed(name, step);
  } catch (err) {
    console.error(`\n${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
