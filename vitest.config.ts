import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./packages/web/src', import.meta.url)) },
  },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    pool: 'forks',
    // Migrated template databases, built once: each test database is a copy (packages/server/src/test/db-templates.ts).
    globalSetup: ['packages/server/src/test/global-setup.ts'],
    // Vitest's default on a 2-core machine is one file at a time; most files wait on a database, a
    // child process or a timer, so a third fork overlaps those waits (the suite must stay under 15 min).
    maxWorkers: 3,
    // One module graph per worker, not per file: importing the app, the engine and its data again for
    // each of 216 files was over half the run (816 s; 460 s without). Test files keep no state in
    // shared modules: each builds its own app, context and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
