import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCodeSets, loadConfig, openContext } from '@clearbill/server';
import { X12_MARKER, writeFixtureCodesets } from '../../server/src/importers/test-fixtures';
import { referenceForDocument } from './reference-for-document';

const tmp = mkdtempSync(path.join(tmpdir(), 'cb-cli-reference-'));
const codesets = writeFixtureCodesets(path.join(tmp, 'codesets'));
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

describe('reference data for one document', () => {
  it("reads the publishers' files in CODESETS_DIR, only for the document's codes", async () => {
    const codes = ['27447', '27310', '20610', '80053', '82947', '99213', '71046'];
    const load = await referenceForDocument(codes, { CODESETS_DIR: codesets });
    expect(load.origin).toBe('codesets');
    const r = load.reference;
    const edits = await r.ncciEditsAmong(codes);
    expect(edits.map((e) => [e.column1, e.column2, e.modifierIndicator]).sort()).toEqual([
      ['27447', '20610', 1],
      ['27447', '27310', 0],
      ['80053', '82947', 0],
    ]);
    expect(edits[0]!.sourceVersion).toBe('NCCI copy 2026-04 (quarter unknown)');
    expect(await r.mue('99213')).toMatchObject({
      maxUnits: 1,
      adjudicationIndicator: 2,
      serviceType: 'unspecified',
    });
    expect(await r.medicareRate('71046', 'non_facility')).toMatchObject({
      amount: 36.23,
      basis: 'pfs',
      sourceVersion: 'CY2025 Oct',
    });
    expect(await r.medicareRate('71046', 'facility', '26')).toMatchObject({ amount: 14.56, modifier: '26' });
    expect(await r.medicareRate('71046', 'outpatient_hospital')).toMatchObject({
      amount: 92.23,
      basis: 'opps',
    });
    expect(await r.medicareRate('80053', 'lab')).toMatchObject({
      amount: 10.56,
      basis: 'clfs',
      sourceVersion: 'CY2026 Q3',
    });
    const carc = await r.carc('45');
    expect(carc?.explanation).toBeTruthy();
    expect(carc?.explanation).not.toContain(X12_MARKER);
    expect(await r.povertyGuideline(2026, 'contiguous')).toMatchObject({ base: 15960, perExtraPerson: 5680 });
  });

  it('leaves out codes the document does not have', async () => {
    const { reference } = await referenceForDocument(['80053'], { CODESETS_DIR: codesets });
    expect(await reference.mue('99213')).toBeNull();
    expect(await reference.medicareRate('71046', 'non_facility')).toBeNull();
    expect(await reference.ncciEditsAmong(['27447', '27310'])).toEqual([]);
  });

  it('without CODESETS_DIR: the database when it holds imported data, else none (never creating one)', async () => {
    const dataDir = path.join(tmp, 'data');
    const env = { DATA_DIR: dataDir, EXTERNAL_APIS: 'off' };
    const none = await referenceForDocument(['99213'], env);
    expect(none.origin).toBe('none');
    expect(none.note).toMatch(/No reference data/);
    expect(existsSync(dataDir)).toBe(false);

    // A database without imported reference tables is not used either.
    const created = await openContext(loadConfig(env));
    await created.database.close();
    expect((await referenceForDocument(['99213'], env)).origin).toBe('none');

    const opened = await openContext(loadConfig(env));
    await importCodeSets(opened.ctx, { dir: codesets, datasets: ['mue', 'carc'] });
    await opened.database.close();
    const load = await referenceForDocument(['99213'], env);
    try {
      expect(load.origin).toBe('database');
      expect(await load.reference.mue('99213')).toMatchObject({ maxUnits: 1 });
    } finally {
      await load.close();
    }
  }, 180_000);
});
