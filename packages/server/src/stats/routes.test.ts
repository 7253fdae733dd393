import { describe, expect, it } from 'vitest';
import { publicStatsMinimumDocuments, publicStatsSchema } from '@clearbill/shared';
import { analysedDocument } from '../test/documents';
import { createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { roundStats } from './service';

describe('rounding of the public figures', () => {
  it('shows nothing below the minimum count', () => {
    expect(
      roundStats({ documents: publicStatsMinimumDocuments - 1, savings: 12_345, medianSeconds: 12 }),
    ).toEqual({
      minimumDocuments: publicStatsMinimumDocuments,
      documentsChecked: null,
      savingsIdentified: null,
      medianSecondsToFindings: null,
    });
  });

  it('rounds counts down to tens, dollars down to hundreds and seconds to fives', () => {
    expect(roundStats({ documents: 1234, savings: 98_765.4, medianSeconds: 12.6 })).toMatchObject({
      documentsChecked: 1230,
      savingsIdentified: 98_700,
      medianSecondsToFindings: 15,
    });
    expect(roundStats({ documents: 50, savings: 0, medianSeconds: 0.4 })).toMatchObject({
      documentsChecked: 50,
      savingsIdentified: 0,
      medianSecondsToFindings: 5,
    });
  });
});

describeEachDb('GET /api/stats/public', (h) => {
  it('answers anyone, and holds back figures while few documents are analysed', async () => {
    const user = await createUser(h());
    await analysedDocument(h(), user.auth);
    for (const headers of [{}, user.auth, { authorization: 'Bearer nope' }]) {
      const res = await h().request({ method: 'GET', url: '/api/stats/public', headers });
      expect(res.statusCode).toBe(200);
      expect(publicStatsSchema.parse(res.json())).toEqual({
        minimumDocuments: publicStatsMinimumDocuments,
        documentsChecked: null,
        savingsIdentified: null,
        medianSecondsToFindings: null,
      });
    }
  });

  it('counts analysed documents once past the minimum', async () => {
    // Rows copied from one real analysis: the figures are aggregates, the copies stand for other patients.
    await h().ctx.sql(
      `WITH src AS (SELECT d.* FROM documents d JOIN analyses a ON a.document_id = d.id LIMIT 1),
            n AS (SELECT generate_series(1, $1::int) AS i)
       INSERT INTO documents SELECT (jsonb_populate_record(NULL::documents,
         to_jsonb(src) || jsonb_build_object('id', gen_random_uuid()))).* FROM src, n`,
      [publicStatsMinimumDocuments + 5],
    );
    // Every column but the ones PostgreSQL computes (GENERATED ... STORED cannot be written).
    const { rows } = await h().ctx.sql(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'analyses' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    );
    const columns = rows.map((r) => `"${String(r.column_name)}"`).join(', ');
    await h().ctx.sql(
      `INSERT INTO analyses (${columns}) SELECT ${columns} FROM (SELECT (jsonb_populate_record(NULL::analyses,
         to_jsonb(a) || jsonb_build_object('document_id', d.id))).*
       FROM documents d CROSS JOIN LATERAL (SELECT * FROM analyses LIMIT 1) a
       WHERE NOT EXISTS (SELECT 1 FROM analyses x WHERE x.document_id = d.id)) copy`,
    );
    const res = await h().request({ method: 'GET', url: '/api/stats/public' });
    const body = publicStatsSchema.parse(res.json());
    expect(body.documentsChecked).toBe(Math.floor((publicStatsMinimumDocuments + 6) / 10) * 10);
    expect(body.savingsIdentified).not.toBeNull();
    expect(body.medianSecondsToFindings).toBeGreaterThanOrEqual(5);
  });
});
