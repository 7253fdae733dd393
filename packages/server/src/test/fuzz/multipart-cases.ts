// Broken multipart bodies for the upload routes: framing errors, hostile field names and values, and
// damaged files. Built by hand (not with FormData) so that the framing itself can be wrong.
import type { Random } from './random';

export interface RawBody {
  label: string;
  contentType: string | undefined;
  body: Buffer;
}

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

const CRLF = '\r\n';

/** A well-framed multipart body of the given parts. */
export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(head.join(CRLF) + CRLF + CRLF, 'utf8'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    chunks.push(Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

/** The fields the upload form sends, as the web app sends them. */
export function uploadFields(overrides: Record<string, string> = {}): Part[] {
  const fields = { consentGiven: 'true', fileCount: '1', ...overrides };
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

const hostileFieldValues = [
  '\u0000',
  'true\u0000',
  '{"a":"\\u0000"}',
  '{"patientName":"\\u0000\\ud800"}',
  '{"__proto__":{"x":1}}',
  '[1,2,',
  '-1',
  '1e400',
  '99999999999999999999',
  'NaN',
  '',
  '\ud800',
  'x'.repeat(70_000),
];

const hostileFieldNames = [
  '__proto__',
  'constructor',
  'prototype',
  'document_99',
  'document_-1',
  '\u0000',
  '',
];
const hostileFileNames = [
  '../../../etc/passwd',
  'bill\u0000.pdf',
  'a'.repeat(5_000),
  '',
  'bill.pdf\r\nX-Injected: 1',
  '%00.pdf',
  '\ud800.pdf',
  'CON',
];
const fieldNames = ['consentGiven', 'fileCount', 'retentionHours', 'validationData', 'source'];

/** Malformed multipart requests for a route whose file fields are named `document`, `document_1`, ... */
export function multipartCases(random: Random, file: () => Part): RawBody[] {
  const boundary = `----fuzz${random.hex(16)}`;
  const type = `multipart/form-data; boundary=${boundary}`;
  const good = multipartBody([file(), ...uploadFields()], boundary);
  const cut = (b: Buffer) => b.subarray(0, random.int(1, Math.max(1, b.length - 1)));
  const hostileField = random.pick(fieldNames);
  return [
    { label: 'no boundary', contentType: 'multipart/form-data', body: good },
    {
      label: 'boundary mismatch',
      contentType: `multipart/form-data; boundary=other${random.hex(4)}`,
      body: good,
    },
    { label: 'empty boundary', contentType: 'multipart/form-data; boundary=', body: good },
    {
      label: 'boundary too long',
      contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
      body: good,
    },
    { label: 'truncated body', contentType: type, body: cut(good) },
    {
      label: 'no closing boundary',
      contentType: type,
      body: good.subarray(0, good.length - boundary.length - 6),
    },
    { label: 'empty body', contentType: type, body: Buffer.alloc(0) },
    { label: 'random bytes', contentType: type, body: random.bytes(random.int(1, 4_000)) },
    {
      label: 'part without headers',
      contentType: type,
      body: Buffer.from(`--${boundary}\r\nno header end here${random.hex(8)}\r\n--${boundary}--\r\n`),
    },
    {
      label: 'part without a name',
      contentType: type,
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      ),
    },
    {
      label: 'header line of 100 kB',
      contentType: type,
      body: Buffer.from(`--${boundary}\r\nX-Long: ${'h'.repeat(100_000)}\r\n\r\nv\r\n--${boundary}--\r\n`),
    },
    {
      label: 'hostile field value',
      contentType: type,
      body: multipartBody(
        [file(), ...uploadFields({ [hostileField]: random.pick(hostileFieldValues) })],
        boundary,
      ),
    },
    {
      label: 'hostile field name',
      contentType: type,
      body: multipartBody(
        [file(), ...uploadFields(), { name: random.pick(hostileFieldNames), value: 'x' }],
        boundary,
      ),
    },
    {
      label: 'hostile file name',
      contentType: type,
      body: multipartBody(
        [{ ...file(), fileName: random.pick(hostileFileNames) }, ...uploadFields()],
        boundary,
      ),
    },
    {
      label: 'file in a text field',
      contentType: type,
      body: multipartBody(
        [{ ...file(), name: 'consentGiven' }, ...uploadFields({ fileCount: '0' })],
        boundary,
      ),
    },
    {
      label: 'thirty fields',
      contentType: type,
      body: multipartBody(
        Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
        boundary,
      ),
    },
    {
      label: 'JSON to an upload route',
      contentType: 'application/json',
      body: Buffer.from('{"document":"x"}'),
    },
  ];
}

/** A damaged copy of a file: cut short, bits flipped, a block overwritten, or the head alone. */
export function damage(random: Random, bytes: Uint8Array): { label: string; bytes: Buffer } {
  const copy = Buffer.from(bytes);
  switch (random.int(0, 4)) {
    case 0:
      return { label: 'truncated', bytes: copy.subarray(0, random.int(1, Math.max(1, copy.length - 1))) };
    case 1: {
      const flips = random.int(1, 20);
      for (let i = 0; i < flips; i++) {
        const at = random.int(0, copy.length - 1);
        copy[at] = (copy[at] ?? 0) ^ (1 << random.int(0, 7));
      }
      return { label: 'bit-flipped', bytes: copy };
    }
    case 2: {
      const at = random.int(0, copy.length - 1);
      random.bytes(Math.min(256, copy.length - at)).copy(copy, at);
      return { label: 'overwritten block', bytes: copy };
    }
    case 3:
      return { label: 'head only', bytes: copy.subarray(0, Math.min(copy.length, random.int(8, 64))) };
    default: {
      const at = random.int(16, Math.max(16, copy.length - 1));
      return {
        label: 'junk tail',
        bytes: Buffer.concat([copy.subarray(0, at), random.bytes(random.int(1, 2_000))]),
      };
    }
  }
}
