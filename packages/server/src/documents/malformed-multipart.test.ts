import { expect, it } from 'vitest';
import { limits } from '@clearbill/shared';
import { createGuest } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { documentCounts } from '../test/documents';

const B = 'cbBoundary7MA4YWxkTrZu0gW';
const part = (name: string, body: string, file?: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n${body}\r\n`;
const whole =
  part('consentGiven', 'true') + part('document', 'Office visit 99213 $120.00', 'b.txt') + `--${B}--\r\n`;

// Bodies that break the multipart format in the ways a fuzzer (or a flaky connection) does. Each must be
// a 4xx with one of our messages, never a 500, and must leave nothing stored and the allowance untouched.
const bodies: [string, string, string][] = [
  ['a body cut inside a file part', `multipart/form-data; boundary=${B}`, whole.slice(0, whole.length - 40)],
  [
    'a body with no closing boundary',
    `multipart/form-data; boundary=${B}`,
    whole.replace(`--${B}--\r\n`, ''),
  ],
  [
    'a part header that is not a header',
    `multipart/form-data; boundary=${B}`,
    `--${B}\r\nthis is not a header at all\r\n\r\nx\r\n--${B}--\r\n`,
  ],
  ['a content type with no boundary', 'multipart/form-data', whole],
  ['a boundary that the body never uses', 'multipart/form-data; boundary=somethingElse', whole],
  ['an empty body', `multipart/form-data; boundary=${B}`, ''],
  ['binary noise', `multipart/form-data; boundary=${B}`, '\u0000\u0001\u00ff--\r\n\r\n\u0000'.repeat(50)],
  [
    'a field named like a prototype property',
    `multipart/form-data; boundary=${B}`,
    part('__proto__', 'x') + `--${B}--\r\n`,
  ],
];

describeEachDb('malformed multipart upload bodies', (h) => {
  for (const [title, contentType, payload] of bodies) {
    it(`answers ${title} with a 4xx, storing nothing`, async () => {
      const guest = await createGuest(h());
      const before = await documentCounts(h());
      const res = await h().request({
        method: 'POST',
        url: '/api/documents/upload',
        headers: { ...guest.headers, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json<{ message: string }>().message).toBeTruthy();
      expect(await documentCounts(h())).toEqual(before);
      const status = await h().request({
        method: 'GET',
        url: '/api/auth/guest/status',
        headers: guest.headers,
      });
      expect(status.json()).toMatchObject({ uploadsRemaining: limits.guestUploads });
    });
  }

  it('reads past file parts with other names without keeping them', async () => {
    const guest = await createGuest(h());
    const payload =
      part('other', 'x'.repeat(200_000), 'ignored.bin') +
      part('consentGiven', 'true') +
      part('document', 'Office visit 99213 $120.00', 'b.txt') +
      `--${B}--\r\n`;
    const res = await h().request({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...guest.headers, 'content-type': `multipart/form-data; boundary=${B}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ uploadsRemaining: number }>().uploadsRemaining).toBe(limits.guestUploads - 1);
  });
});
