// `npm run cli -- redact [FILE] [--jsonl]`: de-identifies plain text with the engine's PHI detection.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { detectPhi, redactText } from '@clearbill/engine';

export interface RedactOptions {
  file?: string | undefined;
  jsonl?: boolean | undefined;
  stdin?: Readable;
  stdout?: Writable;
  stderr?: Writable;
}

interface JsonlInput {
  id: unknown;
  text: unknown;
}

function isInput(value: unknown): value is JsonlInput {
  return typeof value === 'object' && value !== null && 'text' in value;
}

/** One output line for one input line: the spans (no original text) and the redacted text. */
export function redactLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return JSON.stringify({ id: null, error: 'Each line must be a JSON object {"id","text"}' });
  }
  if (!isInput(parsed) || typeof parsed.text !== 'string') {
    const id = isInput(parsed) ? parsed.id : null;
    return JSON.stringify({ id: id ?? null, error: 'The "text" field must be a string' });
  }
  const spans = detectPhi(parsed.text);
  return JSON.stringify({
    id: parsed.id ?? null,
    redactions: spans.map(({ start, end, phiType, confidence }) => ({ start, end, phiType, confidence })),
    redacted: redactText(parsed.text, spans),
  });
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

export async function redactCommand(options: RedactOptions): Promise<number> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  if (options.jsonl) {
    const input = options.file ? createReadStream(options.file) : (options.stdin ?? process.stdin);
    const lines = createInterface({ input, crlfDelay: Infinity });
    for await (const line of lines) {
      if (line.trim() === '') continue;
      if (!stdout.write(redactLine(line) + '\n')) {
        await new Promise<void>((resolve) =>
          stdout.once('drain', () => {
            resolve();
          }),
        );
      }
    }
    return 0;
  }
  let text: string;
  try {
    text = options.file
      ? await readFile(options.file, 'utf8')
      : await readAll(options.stdin ?? process.stdin);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    stderr.write(`Cannot read ${options.file ?? 'standard input'}${code ? ` (${code})` : ''}\n`);
    return 1;
  }
  stdout.write(redactText(text, detectPhi(text)));
  return 0;
}
