import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CPT_LICENSED_LABEL } from '@clearbill/shared';
import { describeEachDb } from '../test/harness';
import { importCodeSets } from './index';
import { queryRows } from './bulk';
import { createDbReferenceData } from './reference-data-db';
import { acquireImportLock, releaseImportLock } from './sources';
import { csvRecords, jsonArrayItems, splitCsvLine } from './streams';
import { AMA_MARKER, X12_MARKER, writeFixtureCodesets } from './test-fixtures';
import { sql } from 'drizzle-orm';

const dirs: string[] = [];
const fixtureDir = (o: Parameters<typeof writeFixtureCodesets>[1] = {}) => {
  const dir = writeFixtureCodesets(mkdtempSync(path.join(tmpdir(), 'cb-codesets-')), o);
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('parsers', () => {
  it('splits CSV lines with quotes, doubled quotes and skipped columns', () => {
    expect(splitCsvLine('a,"b, c","say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', '']);
    expect(splitCsvLine('99213,,"secret, text",A', new Set([2]))).toEqual(['99213', '', '', 'A']);
  });

  it('joins a quoted field that spans lines', async () => {
    async function* lines() {
      yield 'a,"line one';
      yield 'line two",b';
    }
    const rows = [];
    for await (const r of csvRecords(lines())) rows.push(r);
    expect(rows).toEqual([['a', 'line one\nline two', 'b']]);
  });

  it('streams the items of a JSON array across chunk boundaries', async () => {
    const json = JSON.stringify([['a', [['b', 1, 'x]"y']]], { k: 'v,}' }, ['c', []]]);
    const chunks = json.match(/.{1,3}/gs) ?? [];
    const items = [];
    for await (const item of jsonArrayItems(Readable.from(chunks))) items.push(item);
    expect(items).toEqual([['a', [['b', 1, 'x]"y']]], { k: 'v,}' }, ['c', []]]);
  });
});

describeEachDb('code-set import', (h) => {
  const count = async (q: ReturnType<typeof sql>) => Number((await queryRows(h().ctx.db, q))[0]?.n ?? 0);

  it('imports every format in a folder, codes first, recording each source', async () => {
    const dir = fixtureDir();
    const seen: string[] = [];
    const summary = await importCodeSets(h().ctx, {
      dir,
      onProgress: (p) => {
        if (p.status === 'done') seen.push(p.dataset);
      },
    });
    expect(summary.ran).toBe(true);
    expect(summary.results.filter((r) => r.status === 'failed')).toEqual([]);
    expect(seen.indexOf('icd10cm')).toBeLessThan(seen.indexOf('ncci_ptp'));
    expect(seen.slice(0, 3)).toEqual(['revenue', 'drg', 'hcpcs']);

    const byType = await queryRows(
      h().ctx.db,
      sql`SELECT code_type, count(*)::int AS n FROM medical_codes GROUP BY 1`,
    );
    expect(Object.fromEntries(byType.map((r) => [r.code_type, Number(r.n)]))).toEqual({
      'ICD-10-CM': 6,
      'ICD-10-PCS': 2,
      HCPCS: 3,
      CPT: 7,
      DRG: 2,
      REVENUE: 3,
      NDC: 1,
    });
    const sources = await queryRows(
      h().ctx.db,
      sql`SELECT dataset, source_version, status, row_count FROM reference_sources WHERE dataset = 'ncci_ptp'`,
    );
    expect(sources).toEqual([
      {
        dataset: 'ncci_ptp',
        source_version: 'NCCI copy 2026-04 (quarter unknown)',
        status: 'done',
        row_count: 4,
      },
    ]);
  });

  it('reads the billable flag and category from the order files', async () => {
    const rows = await queryRows(
      h().ctx.db,
      sql`SELECT code, code_key, billable_status, category, subcategory, source_version FROM medical_codes
          WHERE code_type = 'ICD-10-CM' AND code IN ('E11', 'E11.9') ORDER BY code`,
    );
    expect(rows).toEqual([
      {
        code: 'E11',
        code_key: 'E11',
        billable_status: false,
        category: 'Hormones, nutrition and metabolism',
        subcategory: 'Type 2 diabetes mellitus',
        source_version: 'FY2026',
      },
      {
        code: 'E11.9',
        code_key: 'E119',
        billable_status: true,
        category: 'Hormones, nutrition and metabolism',
        subcategory: 'Type 2 diabetes mellitus',
        source_version: 'FY2026',
      },
    ]);
  });

  it('stores CPT code numbers with our labels only, never the AMA or X12 text', async () => {
    const cpt = await queryRows(
      h().ctx.db,
      sql`SELECT code, title, description, category FROM medical_codes WHERE code_type = 'CPT' ORDER BY code`,
    );
    expect(cpt.map((r) => r.code)).toEqual(['0001F', '0001U', '0007M', '0042T', '27447', '71046', '99213']);
    expect(cpt.find((r) => r.code === '99213')).toMatchObject({
      title: 'Returning patient office visit, level 3 of 5',
      category: 'Visits and care management',
    });
    expect(cpt.find((r) => r.code === '0042T')).toMatchObject({
      title: CPT_LICENSED_LABEL,
      category: 'New technology (Category III)',
    });
    const leaked = await count(sql`SELECT count(*)::int AS n FROM (
      SELECT title || coalesce(description, '') || coalesce(subcategory, '') AS t FROM medical_codes
      UNION ALL SELECT explanation || coalesce(patient_action, '') FROM carc_codes) x
      WHERE t LIKE ${`%${AMA_MARKER}%`} OR t LIKE ${`%${X12_MARKER}%`}`);
    expect(leaked).toBe(0);
    const revenue = await queryRows(
      h().ctx.db,
      sql`SELECT code, title FROM medical_codes WHERE code = '0450'`,
    );
    expect(revenue).toEqual([{ code: '0450', title: 'Emergency room, general' }]);
  });

  it('computes national PFS amounts and skips the non-facility price CMS marks NA', async () => {
    const rows = await queryRows(
      h().ctx.db,
      sql`SELECT hcpcs, modifier, non_facility_amount, facility_amount FROM fee_schedule WHERE hcpcs IN ('99213', '27447') ORDER BY hcpcs`,
    );
    expect(
      rows.map((r) => [r.hcpcs, r.modifier, Number(r.non_facility_amount ?? NaN), Number(r.facility_amount)]),
    ).toEqual([
      ['27447', '', NaN, 1164.47],
      ['99213', '', 88.95, 63.4],
    ]);
  });

  it('skips a file it already imported (same checksum)', async () => {
    const dir = fixtureDir();
    const summary = await importCodeSets(h().ctx, { dir });
    expect(summary.results.every((r) => r.status === 'skipped')).toBe(true);
  });

  it('updates a set from a new version and expires the codes it dropped', async () => {
    const dir = fixtureDir({ cmYear: 2027 });
    const summary = await importCodeSets(h().ctx, { dir, datasets: ['icd10cm'] });
    expect(summary.results.map((r) => [r.dataset, r.status, r.sourceVersion])).toEqual([
      ['icd10cm', 'done', 'FY2027'],
    ]);
    const rows = await queryRows(
      h().ctx.db,
      sql`SELECT code, source_version, expiration_date IS NOT NULL AS expired FROM medical_codes
          WHERE code IN ('A00.1', 'A00.9', 'E11.9') ORDER BY code`,
    );
    expect(rows).toEqual([
      { code: 'A00.1', source_version: 'FY2026', expired: true },
      { code: 'A00.9', source_version: 'FY2027', expired: false },
      { code: 'E11.9', source_version: 'FY2027', expired: false },
    ]);
  });

  it('does nothing while another import holds the lock', async () => {
    const lock = await acquireImportLock(h().ctx);
    expect(lock).not.toBeNull();
    const summary = await importCodeSets(h().ctx, { dir: fixtureDir() });
    expect(summary.ran).toBe(false);
    await releaseImportLock(h().ctx, lock!, 0);
  });

  describe('ReferenceData over the tables', () => {
    const ref = () => createDbReferenceData(h().ctx.db);

    it('finds NCCI edits in either order and among a bill’s codes', async () => {
      expect(await ref().ncciEdit('20610', '27447')).toMatchObject({
        column1: '27447',
        column2: '20610',
        modifierIndicator: 1,
        sourceVersion: 'NCCI copy 2026-04 (quarter unknown)',
      });
      expect(await ref().ncciEdit('99213', '27447')).toBeNull();
      const among = await ref().ncciEditsAmong(['27447', '27310', '20610', '99213']);
      expect(among.map((e) => `${e.column1}/${e.column2}/${e.modifierIndicator}`)).toEqual([
        '27447/20610/1',
        '27447/27310/0',
      ]);
    });

    it('answers MUEs, Medicare rates by setting, CARC, poverty guidelines and codes', async () => {
      expect(await ref().mue('J1100', 'practitioner')).toMatchObject({
        maxUnits: 40,
        adjudicationIndicator: 3,
      });
      expect(await ref().medicareRate('99213', 'non_facility')).toMatchObject({
        amount: 88.95,
        basis: 'pfs',
        year: 2025,
        sourceVersion: 'CY2025 Oct',
      });
      expect(await ref().medicareRate('71046', 'facility', '26')).toMatchObject({
        amount: 14.56,
        modifier: '26',
      });
      expect(await ref().medicareRate('71046', 'outpatient_hospital')).toMatchObject({
        amount: 92.23,
        basis: 'opps',
        status: 'Q1',
      });
      expect(await ref().medicareRate('87635', 'lab', 'QW')).toMatchObject({
        amount: 51.31,
        basis: 'clfs',
        year: 2026,
      });
      expect(await ref().medicareRate('27447', 'non_facility')).toBeNull();
      expect((await ref().carc('45'))?.explanation).toMatch(/discount/);
      expect((await ref().carc('999'))?.explanation).toMatch(/adjusted this amount/);
      expect(await ref().povertyGuideline(2026, 'AK')).toMatchObject({ base: 19950, perExtraPerson: 7100 });
      expect(await ref().lookupCode('e119')).toMatchObject({
        code: 'E11.9',
        codeType: 'ICD-10-CM',
        billable: true,
      });
      expect(await ref().lookupCode('470', 'DRG')).toMatchObject({ category: 'Muscles, bones and joints' });
      expect(await ref().lookupCode('0002-3227-30', 'NDC')).toMatchObject({
        title: 'Strattera (atomoxetine hydrochloride) 10 mg/1 capsule',
      });
    });
  });
  it('marks NCCI pairs a new quarter dropped as deleted, and replaces MUEs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cb-ncci-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'ncci'));
    writeFileSync(
      path.join(dir, 'ncci/ptp_2026q3.json.gz'),
      gzipSync(JSON.stringify([['27447', [['20610', 0, 'Standards of medical/surgical practice']]]])),
    );
    writeFileSync(
      path.join(dir, 'ncci/mue_practitioner_2026q3.json.gz'),
      gzipSync(JSON.stringify([['99213', 2, 3, 'x']])),
    );
    const summary = await importCodeSets(h().ctx, { dir });
    expect(summary.results.map((r) => [r.dataset, r.status, r.sourceVersion])).toEqual([
      ['mue', 'done', 'NCCI 2026 Q3'],
      ['ncci_ptp', 'done', 'NCCI 2026 Q3'],
    ]);
    const edit = await createDbReferenceData(h().ctx.db).ncciEdit('27447', '20610');
    expect(edit).toMatchObject({ modifierIndicator: 0, deletionDate: null, sourceVersion: 'NCCI 2026 Q3' });
    const dropped = await createDbReferenceData(h().ctx.db).ncciEdit('27447', '27310');
    expect(dropped?.deletionDate).toBe(h().clock.now().toISOString().slice(0, 10));
    expect(await createDbReferenceData(h().ctx.db).mue('99213', 'practitioner')).toMatchObject({
      serviceType: 'practitioner',
      maxUnits: 2,
    });
    expect(await createDbReferenceData(h().ctx.db).mue('J1100')).toBeNull();
  });
});
