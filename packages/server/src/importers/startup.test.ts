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
      // Imported now: a restart checks the files and imports nothing again.
      const again = await startBackgroundImport(h.ctx, createLogger('info', logs));
      const summary = await again?.run;
      expect(summary?.ran).toBe(true);
      expect(summary?.rows).toBe(0);
    });

    it('finishes on restart an import that a stopped process left half done', async () => {
      // A process stopped during the DRG import 11 minutes ago: its lock is stale, DRG never landed.
      await h.testDb.database.execute(`DELETE FROM reference_sources WHERE dataset = 'drg'`);
      await h.testDb.database.execute(`DELETE FROM medical_codes WHERE code_type = 'DRG'`);
      await h.testDb.database.execute(
        `INSERT INTO reference_sources (dataset, source_file, source_version, checksum, row_count, status, started_at)
         VALUES ('_import', '', '', '', 0, 'running', $1)`,
        [new Date(h.clock.now().getTime() - 11 * 60 * 1000)],
      );
      const logs = new LogCapture();
      const summary = await (await startBackgroundImport(h.ctx, createLogger('info', logs)))?.run;
      expect(summary?.ran).toBe(true);
      const { rows } = await h.testDb.database.execute(
        `SELECT count(*)::int AS n FROM medical_codes WHERE code_type = 'DRG'`,
      );
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    });
  });
}
