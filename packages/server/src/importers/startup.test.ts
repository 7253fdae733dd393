import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logging';
import { LogCapture, startHarness, type Harness } from '../test/harness';
import { testDatabaseKinds } from '../test/test-db';
import { startBackgroundImport } from './startup';
import { writeFixtureCodesets } from './test-fixtures';
import type { AppContext } from '../context';

for (const kind of testDatabaseKinds()) {
  describe(`start-up import [${kind}]`, () => {
    let h: Harness;
    const dir = writeFixtureCodesets(mkdtempSync(path.join(tmpdir(), 'cb-startup-')));
    beforeAll(async () => {
      h = await startHarness(kind, { CODESETS_DIR: dir });
    });
    afterAll(async () => {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('does nothing without CODESETS_DIR', async () => {
      const logs = new LogCapture();
      const ctx: AppContext = { ...h.ctx, config: { ...h.ctx.config, codesetsDir: undefined } };
      expect(await startBackgroundImport(ctx, createLogger('info', logs))).toBeNull();
    });

    it('imports in the background once; a second instance starting together does not import too', async () => {
      const logs = new LogCapture();
      const other: AppContext =
        kind === 'postgres' ? { ...h.ctx, db: (await h.testDb.openAnother()).db } : h.ctx;
      const [a, b] = await Promise.all([
        startBackgroundImport(h.ctx, createLogger('info', logs)),
        startBackgroundImport(other, createLogger('info', logs)),
      ]);
      const results = await Promise.all([a?.run, b?.run]);
      expect(results.map((r) => r?.ran).sort()).toEqual([false, true]);
      expect(logs.text()).toMatch(/another instance is importing/);
      // Imported now: a restart does not import again.
      expect(await startBackgroundImport(h.ctx, createLogger('info', logs))).toBeNull();
    });
  });
}
