import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startHarness, type Harness } from '../../server/src/test/harness';
import { queryRows } from '../../server/src/importers/bulk';
import { orderLine, writeFixtureCodesets, zipBuffer } from '../../server/src/importers/test-fixtures';
import { importCommand } from './import-command';
import { ProgressBar } from './import-progress';
import { loadManifest, manifestProblems } from './import-download';

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: { log: (s: string) => lines.push(s), error: (s: string) => errors.push(s) } };
}

describe('npm run cli -- import', () => {
  let h: Harness;
  let server: Server;
  let base: string;
  const tmp = mkdtempSync(path.join(tmpdir(), 'cb-cli-import-'));
  let requests: string[] = [];

  beforeAll(async () => {
    h = await startHarness('pglite');
    const files: Record<string, Buffer> = {
      '/cms/icd10cm.zip': zipBuffer({
        'icd10cm_order_2026.txt': [
          orderLine(1, 'E11', false, 'Type 2 diabetes mellitus'),
          orderLine(2, 'E119', true, 'Type 2 diabetes mellitus without complications'),
        ].join('\r\n'),
      }),
      '/cms/rvu.zip': zipBuffer({
        'PPRRVU2025_Oct.csv': readFileSync(
          path.join(writeFixtureCodesets(path.join(tmp, 'src')), 'pfs/PPRRVU2025_Oct.csv'),
          'utf8',
        ),
        'readme.txt': 'not imported',
      }),
    };
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const body = files[req.url ?? ''];
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/zip' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('imports a folder with --from and prints one line per dataset', async () => {
    const dir = writeFixtureCodesets(path.join(tmp, 'from'));
    const c = capture();
    const code = await importCommand(h.ctx, { from: dir, datasets: 'icd10cm,carc' }, c.out);
    expect(code).toBe(0);
    expect(c.lines.map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'icd10cm done',
      'carc done',
      'Total: 9',
    ]);
  });

  it('refuses an unknown dataset and a folder without code sets', async () => {
    const c = capture();
    expect(await importCommand(h.ctx, { from: tmp, datasets: 'nope' }, c.out)).toBe(1);
    expect(c.errors[0]).toMatch(/Unknown dataset/);
    const empty = mkdtempSync(path.join(tmp, 'empty-'));
    expect(await importCommand(h.ctx, { from: empty }, c.out)).toBe(1);
    expect(c.errors.at(-1)).toMatch(/No known code set files/);
  });

  it('downloads the manifest files from a (local) server into the cache, unpacks, and imports them', async () => {
    requests = [];
    const manifest = path.join(tmp, 'manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        files: [
          { dataset: 'icd10cm', url: `${base}/cms/icd10cm.zip`, path: 'icd10/icd10cm_2027.zip' },
          { dataset: 'pfs', url: `${base}/cms/rvu.zip`, path: 'pfs/rvu.zip', extract: ['PPRRVU*.csv'] },
          { dataset: 'ndc', url: `${base}/missing.zip`, path: 'ndc/ndctext.zip' },
        ],
      }),
    );
    const cache = path.join(tmp, 'cache');
    const c = capture();
    const code = await importCommand(
      h.ctx,
      { download: true, cacheDir: cache, manifest, datasets: 'icd10cm,cpt,pfs' },
      c.out,
    );
    expect(code).toBe(0);
    expect(requests).toEqual(['/cms/icd10cm.zip', '/cms/rvu.zip', '/missing.zip']);
    expect(c.errors.filter((e) => e.startsWith('failed'))).toHaveLength(1);
    expect(c.lines.map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'cpt done',
      'icd10cm done',
      'pfs done',
      'Total: 16',
    ]);
    const rows = await queryRows(
      h.ctx.db,
      sql`SELECT source_version FROM medical_codes WHERE code = 'E11.9'`,
    );
    expect(rows).toEqual([{ source_version: 'FY2027' }]);
    // A second run uses the cache and skips what it already imported.
    requests = [];
    const again = capture();
    expect(
      await importCommand(
        h.ctx,
        { download: true, cacheDir: cache, manifest, datasets: 'icd10cm' },
        again.out,
      ),
    ).toBe(0);
    expect(requests).toEqual(['/missing.zip']);
    expect(again.lines[0]).toMatch(/^icd10cm\s+skipped/);
  });

  it('checks a manifest and reads the shipped one', async () => {
    expect(
      manifestProblems({ files: [{ dataset: 'x', url: 'ftp://a', path: '../etc/passwd', extract: [1] }] }),
    ).toEqual([
      'files[0].url must be an http(s) URL',
      'files[0].path must be a relative path inside the cache',
      'files[0].extract must be a list of file name patterns',
    ]);
    expect(manifestProblems({})).toEqual(['"files" must be a list']);
    const { defaultManifestPath } = await import('./import-download');
    const shipped = await loadManifest(defaultManifestPath);
    expect(shipped.files.map((f) => f.dataset)).toEqual(['icd10cm', 'icd10pcs', 'pfs', 'ndc']);
  });

  it('draws a progress bar on a terminal and plain lines otherwise', () => {
    const written: string[] = [];
    const stream = { isTTY: false, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream;
    const bar = new ProgressBar(2, stream, 10);
    const p = { dataset: 'icd10cm', label: 'x', sourceFile: 'f', rows: 5, seconds: 1 };
    bar.update({ ...p, status: 'rows' });
    bar.update({ ...p, status: 'done' });
    expect(written).toEqual(['[#####-----] 1/2 icd10cm             5 rows 1.0 s done\n']);
  });
});
