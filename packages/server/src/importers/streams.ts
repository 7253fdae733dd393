import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip, createInflateRaw } from 'node:zlib';

/** SHA-256 of a file, streamed: the same file imported twice is recognised by it. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The file's bytes, decompressed when the name ends in .gz. */
export function openFileStream(file: string): Readable {
  const raw = createReadStream(file);
  return file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
}

/**
 * Lines of a stream, one at a time, without the line ending. Latin-1 files (OPPS Addendum B) are
 * read as latin1 so a stray byte never turns into a replacement character.
 */
export async function* linesOf(stream: Readable, encoding: BufferEncoding = 'utf8'): AsyncGenerator<string> {
  stream.setEncoding(encoding);
  const rl = createInterface({ input: stream, crlfDelay: Infinity });
  let first = true;
  for await (const line of rl) {
    // A UTF-8 byte-order mark on the first line would otherwise stick to the first header name.
    yield first ? line.replace(/^\uFEFF/, '') : line;
    first = false;
  }
}

export const fileLines = (file: string, encoding: BufferEncoding = 'utf8') =>
  linesOf(openFileStream(file), encoding);

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** The entries of a zip file, read from its central directory (no zip64: CMS zips are small). */
export async function zipEntries(file: string): Promise<ZipEntry[]> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    const tailSize = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailSize);
    await fh.read(tail, 0, tailSize, size - tailSize);
    let eocd = -1;
    for (let i = tailSize - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new Error(`${file} is not a zip file`);
    const count = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    const dir = Buffer.alloc(dirSize);
    await fh.read(dir, 0, dirSize, dirOffset);
    const entries: ZipEntry[] = [];
    let p = 0;
    for (let i = 0; i < count; i++) {
      if (dir.readUInt32LE(p) !== 0x02014b50) throw new Error(`${file}: damaged zip directory`);
      const nameLength = dir.readUInt16LE(p + 28);
      const extraLength = dir.readUInt16LE(p + 30);
      const commentLength = dir.readUInt16LE(p + 32);
      entries.push({
        method: dir.readUInt16LE(p + 10),
        compressedSize: dir.readUInt32LE(p + 20),
        localHeaderOffset: dir.readUInt32LE(p + 42),
        name: dir.toString('utf8', p + 46, p + 46 + nameLength),
      });
      p += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await fh.close();
  }
}

/** A stream of one zip entry's content, inflated as it is read. */
export async function zipEntryStream(file: string, entry: ZipEntry): Promise<Readable> {
  const fh = await open(file, 'r');
  let start: number;
  try {
    const header = Buffer.alloc(30);
    await fh.read(header, 0, 30, entry.localHeaderOffset);
    if (header.readUInt32LE(0) !== 0x04034b50) throw new Error(`${file}: damaged zip entry ${entry.name}`);
    start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await fh.close();
  }
  const raw = createReadStream(file, { start, end: start + entry.compressedSize - 1 });
  if (entry.method === 0) return raw;
  if (entry.method === 8) return raw.pipe(createInflateRaw());
  throw new Error(`${file}: ${entry.name} uses an unsupported compression method (${entry.method})`);
}

/** Lines of the first zip entry whose name matches. */
export async function zipLines(file: string, pattern: RegExp): Promise<AsyncGenerator<string>> {
  const entry = (await zipEntries(file)).find((e) => pattern.test(e.name));
  if (!entry) throw new Error(`${file} holds no file matching ${String(pattern)}`);
  return linesOf(await zipEntryStream(file, entry));
}

/**
 * Splits one CSV line (RFC 4180 quoting). Columns listed in `skip` are never copied out: the PFS
 * file's DESCRIPTION column holds AMA text that must not enter the product, so it is passed over.
 */
export function splitCsvLine(line: string, skip?: ReadonlySet<number>, delimiter = ','): string[] {
  const out: string[] = [];
  let i = 0;
  let col = 0;
  const n = line.length;
  for (;;) {
    let value = '';
    if (line[i] === '"') {
      i++;
      let start = i;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) {
          if (!skip?.has(col)) value += line.slice(start);
          i = n;
          break;
        }
        if (line[q + 1] === '"') {
          if (!skip?.has(col)) value += line.slice(start, q + 1);
          i = q + 2;
          start = i;
          continue;
        }
        if (!skip?.has(col)) value += line.slice(start, q);
        i = q + 1;
        break;
      }
      const d = line.indexOf(delimiter, i);
      i = d < 0 ? n : d;
    } else {
      const d = line.indexOf(delimiter, i);
      const end = d < 0 ? n : d;
      if (!skip?.has(col)) value = line.slice(i, end);
      i = end;
    }
    out.push(value);
    col++;
    if (i >= n) break;
    i++; // past the delimiter
    if (i === n) {
      out.push('');
      break;
    }
  }
  return out;
}

/** True while a line ends inside an open quoted field (a field with a line break in it). */
function openQuote(line: string): boolean {
  let quotes = 0;
  for (let i = line.indexOf('"'); i >= 0; i = line.indexOf('"', i + 1)) quotes++;
  return quotes % 2 === 1;
}

/** CSV records of a line stream; quoted fields may span lines. */
export async function* csvRecords(
  lines: AsyncIterable<string>,
  skip?: ReadonlySet<number>,
): AsyncGenerator<string[]> {
  let pending: string | null = null;
  for await (const line of lines) {
    const joined: string = pending === null ? line : `${pending}\n${line}`;
    if (openQuote(joined)) {
      pending = joined;
      continue;
    }
    pending = null;
    yield splitCsvLine(joined, skip);
  }
  if (pending !== null) yield splitCsvLine(pending, skip);
}

/** Groups an iterable into arrays of at most `size`. */
export async function* batches<T>(items: AsyncIterable<T> | Iterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Trimmed text, or null when empty. */
export const text = (value: string | undefined): string | null => {
  const t = value?.trim() ?? '';
  return t === '' ? null : t;
};

/** A number from a cell ('1,234.50', '$12', ''), or null. */
export const num = (value: string | undefined): number | null => {
  const t = value?.replace(/[$,\s]/g, '') ?? '';
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

/**
 * Items of a top-level JSON array, parsed one at a time as the stream arrives, so a 20 MB array of
 * NCCI edits never sits in memory whole. Each item is cut out by bracket depth (strings and escapes
 * respected) and handed to JSON.parse.
 */
export async function* jsonArrayItems(stream: Readable): AsyncGenerator {
  stream.setEncoding('utf8');
  let depth = 0;
  let inString = false;
  let escaped = false;
  let item = '';
  let itemStart: number;
  for await (const chunk of stream as AsyncIterable<string>) {
    itemStart = depth >= 1 && item !== '' ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === 92) escaped = true;
        else if (ch === 34) inString = false;
        continue;
      }
      if (ch === 34) {
        inString = true;
        if (depth === 1 && itemStart < 0) itemStart = i;
      } else if (ch === 91 || ch === 123) {
        depth++;
        if (depth === 2 && itemStart < 0) itemStart = i;
      } else if (ch === 93 || ch === 125) {
        depth--;
        if (depth === 1 && itemStart >= 0) {
          yield JSON.parse(item + chunk.slice(itemStart, i + 1)) as unknown;
          item = '';
          itemStart = -1;
        }
      } else if (depth === 1 && ch === 44) {
        // A comma between scalar items of the top-level array ends the scalar.
        if (itemStart >= 0) {
          const scalar = (item + chunk.slice(itemStart, i)).trim();
          if (scalar) yield JSON.parse(scalar) as unknown;
          item = '';
          itemStart = -1;
        }
      } else if (depth === 1 && itemStart < 0 && ch > 32) {
        itemStart = i;
      }
    }
    if (itemStart >= 0) item += chunk.slice(itemStart);
  }
}
