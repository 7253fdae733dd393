// Requests broken at the HTTP level, sent over bare sockets: oversized headers (Node answers 431),
// bad framing, request smuggling shapes, truncated and aborted bodies, and slow clients.
import { multipartBody, uploadFields } from '../../packages/server/src/test/fuzz/multipart-cases';
import type { Random } from '../../packages/server/src/test/fuzz/random';
import { requestBytes, type RawSend } from './raw-http';

export interface ProtocolCase {
  label: string;
  send: Omit<RawSend, 'timeoutMs'>;
  /** False when the client gives up first (abort, half-close mid-body): no answer is owed. */
  expectAnswer: boolean;
}

/** Header lines as given (so they may be invalid), with `Connection: close` so the answer ends the read. */
const head = (lines: string[]) => {
  const [first, ...rest] = lines;
  const all = rest.some((l) => l.startsWith('Connection:'))
    ? lines
    : [first ?? '', 'Connection: close', ...rest];
  return Buffer.from(all.join('\r\n') + '\r\n\r\n', 'latin1');
};

/** One of each kind, with random sizes and contents. */
export function protocolCases(random: Random, auth: Record<string, string>): ProtocolCase[] {
  const boundary = `----raw${random.hex(12)}`;
  const upload = multipartBody(
    [
      { name: 'document', fileName: 'a.txt', type: 'text/plain', value: 'Visit 99213 $50.00' },
      ...uploadFields(),
    ],
    boundary,
  );
  const uploadHeaders = { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  const full = requestBytes('POST', '/api/documents/upload', uploadHeaders, upload);
  const cutAt = random.int(60, full.length - 10);
  const answered = (label: string, chunks: RawSend['chunks']): ProtocolCase => ({
    label,
    send: { chunks, after: 'wait' },
    expectAnswer: true,
  });
  return [
    answered('one header of 20-64 kB', [
      requestBytes('GET', '/api/health', { 'X-Big': 'h'.repeat(random.int(20_000, 64_000)) }),
    ]),
    answered('400 headers', [
      requestBytes(
        'GET',
        '/api/health',
        Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`X-H${i}`, 'v'.repeat(60)])),
      ),
    ]),
    answered('URL of 20 kB', [requestBytes('GET', `/api/medical-codes?query=${'q'.repeat(20_000)}`, auth)]),
    answered('garbage request line', [`${random.bytes(random.int(1, 80)).toString('latin1')}\r\n\r\n`]),
    answered('no HTTP version', ['GET /api/health\r\n\r\n']),
    answered('HTTP/2 preface on HTTP/1', ['PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n']),
    answered('NUL in a header value', [head(['GET /api/health HTTP/1.1', 'Host: x', 'X-A: a\u0000b'])]),
    answered('invalid header name', [head(['GET /api/health HTTP/1.1', 'Host: x', 'Bad Name(): v'])]),
    answered('header without colon', [head(['GET /api/health HTTP/1.1', 'Host: x', 'JustText'])]),
    answered('CR without LF', ['GET /api/health HTTP/1.1\rHost: x\r\r']),
    answered('content-length and chunked', [
      head([
        'POST /api/auth/login HTTP/1.1',
        'Host: x',
        'Content-Type: application/json',
        'Content-Length: 4',
        'Transfer-Encoding: chunked',
      ]),
      '0\r\n\r\n',
    ]),
    answered('two different content-lengths', [
      head(['POST /api/auth/login HTTP/1.1', 'Host: x', 'Content-Length: 2', 'Content-Length: 9']),
      '{}',
    ]),
    answered('negative content-length', [
      head(['POST /api/auth/login HTTP/1.1', 'Host: x', 'Content-Length: -5']),
    ]),
    answered('bad chunk size', [
      head([
        'POST /api/auth/login HTTP/1.1',
        'Host: x',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ]),
      'zz\r\n{}\r\n0\r\n\r\n',
    ]),
    answered('chunked multipart cut mid-part', [
      head([
        'POST /api/documents/upload HTTP/1.1',
        'Host: x',
        'Connection: close',
        ...Object.entries(uploadHeaders).map(([k, v]) => `${k}: ${v}`),
        'Transfer-Encoding: chunked',
      ]),
      `${(cutAt % upload.length).toString(16)}\r\n`,
      upload.subarray(0, cutAt % upload.length),
      '\r\n0\r\n\r\n',
    ]),
    answered('Expect: 100-continue, body never sent, then sent', [
      head([
        'POST /api/auth/login HTTP/1.1',
        'Host: x',
        'Connection: close',
        'Content-Type: application/json',
        'Content-Length: 2',
        'Expect: 100-continue',
      ]),
      300,
      '{}',
    ]),
    answered('pipelined: good then garbage', [
      Buffer.concat([
        Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'),
        Buffer.from('BLAH\r\n\r\n'),
      ]),
    ]),
    answered('slow headers (a byte every 10 ms)', [
      ...Array.from(requestBytes('GET', '/api/health', {}).subarray(0, 60)).flatMap((byte) => [
        Buffer.from([byte]),
        10,
      ]),
      requestBytes('GET', '/api/health', {}).subarray(60),
    ]),
    answered('slow upload body (16 pieces, 100 ms apart)', [
      ...Array.from({ length: 16 }, (_, i) => [
        full.subarray(Math.floor((i * full.length) / 16), Math.floor(((i + 1) * full.length) / 16)),
        100,
      ]).flat(),
    ]),
    answered('forwarded-for junk', [
      requestBytes('GET', '/api/auth/guest/status', {
        ...auth,
        'X-Forwarded-For': random.pick(['not-an-ip', '999.1.1.1, ::zz', 'x'.repeat(4_000), ', , ,']),
      }),
    ]),
    {
      label: 'upload cut short, then half-closed',
      send: { chunks: [full.subarray(0, cutAt)], after: 'end' },
      expectAnswer: false,
    },
    {
      label: 'upload aborted mid-body',
      send: { chunks: [full.subarray(0, cutAt), random.int(0, 200)], after: 'destroy' },
      expectAnswer: false,
    },
    {
      label: 'JSON body promised, never sent, aborted',
      send: {
        chunks: [
          head([
            'POST /api/auth/login HTTP/1.1',
            'Host: x',
            'Content-Type: application/json',
            'Content-Length: 5000',
          ]),
          '{"email":',
          random.int(50, 400),
        ],
        after: 'destroy',
      },
      expectAnswer: false,
    },
    {
      label: 'connect and close without a byte',
      send: { chunks: [], after: 'destroy' },
      expectAnswer: false,
    },
  ];
}
