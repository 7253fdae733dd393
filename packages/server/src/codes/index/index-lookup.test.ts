import { expect, it } from 'vitest';
import { codeKeyOf, codeTypes } from '@clearbill/shared';
import { medicalCodes } from '../../db/schema-codes';
import { createDbReferenceData } from '../../importers/reference-data-db';
import { describeEachDb } from '../../test/harness';
import { fixtureCodes, insertFixtures } from '../test/fixtures';
import { lookupInIndex } from './index-lookup';
import { waitForCodeIndex } from './index-keeper';

describeEachDb('code look-up from the in-memory index', (h) => {
  it('gives the same row as the SQL look-up for every code and type, including an ended twin', async () => {
    await insertFixtures(h().ctx);
    const now = new Date();
    // The same key twice (as printed two ways): an ended row and a current one, read first; an ended one alone.
    await h()
      .ctx.db.insert(medicalCodes)
      .values(
        [
          ['Z00.00', '2020-09-30', 'Ended twin'],
          ['Z0000', null, 'Current twin'],
          ['Z99.81', '2019-09-30', 'Ended alone'],
        ].map(([code, expirationDate, title]) => ({
          code: code ?? '',
          codeType: 'ICD-10-CM',
          codeKey: codeKeyOf(code ?? ''),
          title: title ?? '',
          officialSource: 'test',
          sourceVersion: '2026',
          expirationDate,
          updatedAt: now,
        })),
      );
    const ix = await waitForCodeIndex(h().ctx);
    const reference = createDbReferenceData(h().ctx.db);
    const codes = [...fixtureCodes.map(([code]) => code), 'Z00.00', 'Z99.81', 'NOPE1'];
    let compared = 0;
    for (const code of codes) {
      for (const type of codeTypes) {
        const fromSql = await reference.lookupCode(code, type);
        const row = lookupInIndex(ix, codeKeyOf(code), type);
        expect(row?.code ?? null, `${code} ${type}`).toBe(fromSql?.code ?? null);
        if (fromSql && row) {
          expect(row.title).toBe(fromSql.title);
          expect(row.codeType).toBe(fromSql.codeType);
          expect(row.expirationDate?.slice(0, 10) ?? null).toBe(fromSql.expirationDate);
          expect(row.sourceVersion).toBe(fromSql.sourceVersion);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(fixtureCodes.length);
    expect(lookupInIndex(ix, 'Z0000', 'ICD-10-CM')?.title).toBe('Current twin');
    expect(lookupInIndex(ix, 'Z9981', 'ICD-10-CM')?.title).toBe('Ended alone');
  });
});
