import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { isErrorBody, messages } from '@clearbill/shared';
import { createGuest } from '../test/factories';
import { multipartBody, uploadFields } from '../test/fuzz/multipart-cases';
import { describeEachDb } from '../test/harness';
import { requestMessages, sqlState, toAppError } from './error-handler';

async function rejection(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected the database to refuse');
}

describeEachDb('error handler: bad input is a 4xx in the one error body', (h) => {
  it('answers a URL that is not valid percent-encoding with 400, without echoing it', async () => {
    for (const url of ['/api/documents/%ZZ', '/api/documents/%C3%28/report', '/api/%ED%A0%80']) {
      const res = await h().request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'validation_failed', message: requestMessages.badUrl });
    }
  });

  it('answers a path parameter past the router limit with 400', async () => {
    const res = await h().request({ method: 'GET', url: `/api/documents/${'x'.repeat(3_000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('xxxx');
    expect(isErrorBody(res.json())).toBe(true);
  });

  it('answers malformed multipart framing with 400 (busboy errors were 500s)', async () => {
    const guest = await createGuest(h());
    const good = multipartBody(
      [{ name: 'document', fileName: 'a.txt', value: 'Visit 99213 $50.00' }, ...uploadFields()],
      'XYZ',
    );
    for (const [label, type, body] of [
      ['boundary mismatch', 'multipart/form-data; boundary=other', good],
      ['cut short', 'multipart/form-data; boundary=XYZ', good.subarray(0, 70)],
      ['no boundary', 'multipart/form-data', good],
    ] as const) {
      const res = await h().request({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...guest.headers, 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toEqual({
        error: 'validation_failed',
        message: messages.malformedUpload,
      });
    }
    const health = await h().request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers prototype keys, wrong content types and wrong methods in the one error body', async () => {
    const proto = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}',
    });
    expect(proto.statusCode).toBe(400);
    expect(isErrorBody(proto.json())).toBe(true);
    const xml = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toBe('unsupported_media_type');
    const put = await h().request({ method: 'PUT', url: '/api/health' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe('not_found');
  });

  it('maps database data exceptions (class 22) to 400 and leaves our own faults at 500', async () => {
    const nul = await rejection(() => h().ctx.sql('SELECT $1::text AS t', ['a\u0000b']));
    expect(sqlState(nul)).toMatch(/^22/);
    expect(toAppError(nul)?.status).toBe(400);
    expect(toAppError(nul)?.message).toBe(requestMessages.unstorableValue);
    // Through drizzle, which wraps the driver's error.
    const badUuid = await rejection(() => h().ctx.db.execute(sql`SELECT ${'not-a-uuid'}::uuid`));
    expect(sqlState(badUuid)).toBe('22P02');
    expect(toAppError(badUuid)?.toBody()).toEqual({
      error: 'validation_failed',
      message: requestMessages.unstorableValue,
    });
    const divide = await rejection(() => h().ctx.sql('SELECT 1 / $1::int AS x', [0]));
    expect(sqlState(divide)).toBe('22012');
    expect(toAppError(divide)).toBeNull();
    const missingTable = await rejection(() => h().ctx.sql('SELECT * FROM no_such_table_here'));
    expect(toAppError(missingTable)).toBeNull();
  });
});
