import { expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { documentCounts, upload } from '../test/documents';
import { sweepExpiredDocuments } from './retention';

describeEachDb('retention: originals never outlive the window chosen at upload', (h) => {
  it('deletes an unconfirmed document when its window ends, and not before', async () => {
    const user = await createUser(h());
    const short = (await upload(h(), { headers: user.auth, fields: { retentionHours: '4' } })).body();
    const day = (await upload(h(), { headers: user.auth })).body();
    expect(short.document.status).toBe('awaiting_confirmation');
    expect(day.document.retentionHours).toBe(24);

    h().clock.advance(3 * 3600_000 + 59 * 60_000);
    expect((await sweepExpiredDocuments(h().ctx)).deleted).toBe(0);
    h().clock.advance(60_000);
    expect((await sweepExpiredDocuments(h().ctx)).deleted).toBe(1);
    const { rows: left } = await h().ctx.sql('SELECT id FROM documents WHERE id = ANY($1::uuid[])', [
      [short.documentId, day.documentId],
    ]);
    expect(left).toEqual([{ id: day.documentId }]);
    const { rows } = await h().ctx.sql(
      `SELECT actor_type FROM audit_events WHERE resource_id = $1 AND action = 'document.expired_deleted'`,
      [short.documentId],
    );
    expect(rows).toEqual([{ actor_type: 'system' }]);

    h().clock.advance(20 * 3600_000);
    expect((await sweepExpiredDocuments(h().ctx)).deleted).toBe(1);
    expect(await documentCounts(h())).toMatchObject({ files: 0, redactions: 0 });
  });

  it('refuses a retention window that is not offered', async () => {
    const user = await createUser(h());
    const before = await documentCounts(h());
    const r = await upload(h(), { headers: user.auth, fields: { retentionHours: '720' } });
    expect(r.res.statusCode).toBe(400);
    expect(await documentCounts(h())).toEqual(before);
  });
});
