import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sweepExpiredSessions } from '../auth/sweep';
import { createLogger } from '../http/logging';
import { startSweeps } from '../sweeps';
import { createGuest, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { billText, confirmAll, patient, upload } from '../test/documents';
import { sweepOrphanOriginals } from './originals';
import { sweepExpiredDocuments } from './retention';

/** The folder holding one document's sealed originals on PGlite (none on PostgreSQL). */
const originalsOf = (h: Harness, documentId: string) => path.join(h.dataDir, 'originals', documentId);

const storedFiles = (h: Harness, documentId: string): string[] => {
  const dir = originalsOf(h, documentId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function fileRows(h: Harness, documentId: string) {
  const { rows } = await h.ctx.sql(
    `SELECT storage, sealed IS NULL AS "noBytes" FROM document_files WHERE document_id = $1`,
    [documentId],
  );
  return rows as { storage: string; noBytes: boolean }[];
}

/** A document waiting for its owner's confirmation, its original kept. */
async function waiting(h: Harness, headers: Record<string, string>) {
  const up = await upload(h, { headers });
  expect(up.res.statusCode, up.res.body).toBe(201);
  expect(up.body().document.status).toBe('awaiting_confirmation');
  return up.body();
}

/** Makes a folder of originals look `minutes` old to the orphan sweep. */
function age(dir: string, minutes: number): void {
  const then = new Date(Date.now() - minutes * 60_000);
  utimesSync(dir, then, then);
}

describeEachDb('originals: files in the data folder on PGlite, gone after every deletion path', (h) => {
  it('keeps a waiting original sealed: a 0600 file without plain bytes on PGlite, the row on PostgreSQL', async () => {
    const guest = await createGuest(h());
    const { documentId } = await waiting(h(), guest.headers);

    if (h().kind === 'pglite') {
      expect(await fileRows(h(), documentId)).toEqual([{ storage: 'file', noBytes: true }]);
      expect(storedFiles(h(), documentId)).toEqual(['0.sealed']);
      const file = path.join(originalsOf(h(), documentId), '0.sealed');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const stored = readFileSync(file);
      for (const clear of [patient.name, patient.memberId, 'ITEMIZED STATEMENT', 'Lakeside']) {
        expect(stored.includes(clear)).toBe(false);
        expect(stored.includes(Buffer.from(clear, 'utf16le'))).toBe(false);
      }
      // It is the upload, sealed with the key.
      expect(h().ctx.encryptor.openBytes(stored).toString('utf8')).toBe(billText());
    } else {
      expect(await fileRows(h(), documentId)).toEqual([{ storage: 'database', noBytes: false }]);
      expect(existsSync(path.join(h().dataDir, 'originals'))).toBe(false);
    }
  });

  it('removes the original at confirmation', async () => {
    const guest = await createGuest(h());
    const up = await waiting(h(), guest.headers);
    const confirm = await confirmAll(h(), up, guest.headers);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await fileRows(h(), up.documentId)).toEqual([]);
    expect(existsSync(originalsOf(h(), up.documentId))).toBe(false);
  });

  it('removes the original when the owner discards the document', async () => {
    const user = await createUser(h());
    const { documentId } = await waiting(h(), user.auth);
    const res = await h().request({
      method: 'DELETE',
      url: `/api/documents/${documentId}`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await fileRows(h(), documentId)).toEqual([]);
    expect(existsSync(originalsOf(h(), documentId))).toBe(false);
  });

  it('removes the original when its retention window ends', async () => {
    const user = await createUser(h());
    const { documentId } = await waiting(h(), user.auth);
    if (h().kind === 'pglite') expect(storedFiles(h(), documentId)).toEqual(['0.sealed']);
    h().clock.advance(25 * 3600_000);
    expect((await sweepExpiredDocuments(h().ctx)).deleted).toBeGreaterThanOrEqual(1);
    expect(existsSync(originalsOf(h(), documentId))).toBe(false);
  });

  it('removes the original when the document cannot be read', async () => {
    const guest = await createGuest(h());
    const up = await upload(h(), {
      headers: guest.headers,
      files: [{ name: 'blank.txt', bytes: ' \n\n   \n', type: 'text/plain' }],
    });
    expect(up.res.statusCode, up.res.body).toBe(201);
    expect(up.body().document.status).toBe('failed');
    expect(await fileRows(h(), up.body().documentId)).toEqual([]);
    expect(existsSync(originalsOf(h(), up.body().documentId))).toBe(false);
  });

  it('removes the originals of a guest session that went with its documents, at the next orphan sweep', async () => {
    const guest = await createGuest(h());
    const { documentId } = await waiting(h(), guest.headers);
    h().clock.advance(30 * 24 * 3600_000);
    expect((await sweepExpiredSessions(h().ctx)).guests).toBeGreaterThanOrEqual(1);
    expect(await fileRows(h(), documentId)).toEqual([]);
    if (h().kind === 'pglite') {
      age(originalsOf(h(), documentId), 10);
      expect(await sweepOrphanOriginals(h().ctx)).toBeGreaterThanOrEqual(1);
    }
    expect(existsSync(originalsOf(h(), documentId))).toBe(false);
  });

  it('sweeps originals a crash left without a row once they are minutes old, never a live or a fresh one', async () => {
    if (h().kind !== 'pglite') return;
    const user = await createUser(h());
    const live = await waiting(h(), user.auth);
    const crashed = randomUUID();
    const writing = randomUUID();
    await h().ctx.originals.write(crashed, 0, h().ctx.encryptor.sealBytes(Buffer.from('left by a crash')));
    await h().ctx.originals.write(writing, 0, h().ctx.encryptor.sealBytes(Buffer.from('commit pending')));
    age(originalsOf(h(), crashed), 10);
    age(originalsOf(h(), live.documentId), 10);

    expect(await sweepOrphanOriginals(h().ctx)).toBe(1);

    expect(existsSync(originalsOf(h(), crashed))).toBe(false);
    expect(storedFiles(h(), writing)).toEqual(['0.sealed']);
    expect(storedFiles(h(), live.documentId)).toEqual(['0.sealed']);
    // No temporary file is left beside a written one.
    expect(readdirSync(originalsOf(h(), writing)).some((n) => n.endsWith('.tmp'))).toBe(false);
  });

  it('sweeps an orphan left by a crash as soon as the sweeps start, as at every server start', async () => {
    if (h().kind !== 'pglite') return;
    const crashed = randomUUID();
    await h().ctx.originals.write(crashed, 0, h().ctx.encryptor.sealBytes(Buffer.from('left by a crash')));
    age(originalsOf(h(), crashed), 10);
    const stop = startSweeps(h().ctx, createLogger('silent'));
    try {
      for (let i = 0; i < 100 && existsSync(originalsOf(h(), crashed)); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      stop();
    }
    expect(existsSync(originalsOf(h(), crashed))).toBe(false);
  });
});
