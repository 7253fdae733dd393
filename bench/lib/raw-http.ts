// HTTP/1.1 over a bare socket, for the fuzz run: no client library in the way, so framing, headers and
// timing can be as wrong as a hostile client makes them. Loopback only.
import net from 'node:net';

export interface RawAnswer {
  /** How the exchange ended: the server closed, the time ran out, or the socket failed (refused, reset). */
  outcome: 'closed' | 'timeout' | 'error';
  /** The socket's error code (ECONNREFUSED, ECONNRESET, ...) when outcome is error. */
  errorCode?: string | undefined;
  /** The final status, null when no status line arrived. */
  status: number | null;
  contentType: string | undefined;
  body: string;
  ms: number;
}

export interface RawSend {
  /** Written in order; a number waits that many milliseconds (slow clients). */
  chunks: (Buffer | string | number)[];
  /** After the last chunk: keep the socket open (default), half-close it, or destroy it (abort). */
  after?: 'wait' | 'end' | 'destroy';
  timeoutMs: number;
}

const HOST = '127.0.0.1';

/** A request's bytes: request line, headers (written as given, so they may be invalid), body. */
export function requestBytes(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Buffer {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const lines = [`${method} ${url} HTTP/1.1`, `Host: ${HOST}`, 'Connection: close'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (payload) lines.push(`Content-Length: ${payload.length}`);
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
  return payload ? Buffer.concat([head, payload]) : head;
}

export function sendRaw(port: number, send: RawSend): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let settled = false;
    let errorCode: string | undefined;
    const socket = net.connect({ host: HOST, port });
    const finish = (outcome: RawAnswer['outcome']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        ...parseAnswer(Buffer.concat(received)),
        outcome,
        errorCode,
        ms: performance.now() - started,
      });
    };
    const timer = setTimeout(() => {
      finish('timeout');
    }, send.timeoutMs);
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('end', () => {
      finish('closed');
    });
    socket.on('close', () => {
      finish('closed');
    });
    socket.on('error', (err) => {
      errorCode = (err as NodeJS.ErrnoException).code;
      finish('error');
    });
    socket.on('connect', () => {
      void (async () => {
        for (const chunk of send.chunks) {
          if (settled || socket.destroyed) return;
          if (typeof chunk === 'number') await new Promise((r) => setTimeout(r, chunk));
          else {
            await new Promise<void>((r) => {
              socket.write(chunk, () => {
                r();
              });
            });
          }
        }
        if (send.after === 'end') socket.end();
        if (send.after === 'destroy') finish('closed');
      })().catch(() => {
        finish('error');
      });
    });
  });
}

function parseAnswer(all: Buffer): Omit<RawAnswer, 'outcome' | 'ms'> {
  let raw = all;
  // Skip interim answers (100 Continue) to reach the final one.
  while (/^HTTP\/1\.[01] 1\d\d/.test(raw.subarray(0, 16).toString('latin1'))) {
    const end = raw.indexOf('\r\n\r\n');
    if (end < 0) break;
    raw = raw.subarray(end + 4);
  }
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split < 0 ? raw.length : split).toString('latin1');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  if (headers.get('transfer-encoding')?.includes('chunked')) body = dechunk(body);
  return {
    status: match ? Number(match[1]) : null,
    contentType: headers.get('content-type'),
    body: body.toString('utf8'),
  };
}

function dechunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    out.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}
