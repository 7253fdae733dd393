// Damaged copies of a valid file, made the ways files really break (cut short in transfer, bits flipped
// on disk, a checksum gone wrong, only the header saved), from a seeded generator so every run makes the
// same bytes. For tests that prove a damaged upload fails cleanly and never takes the process down.
export interface CorruptVariant {
  /** What was done, e.g. 'truncated at 50%', 'IDAT byte 3 of 5 flipped' (no file content). */
  name: string;
  bytes: Uint8Array;
}

export interface CorruptVariantOptions {
  /** Seed of the generator; the same seed gives the same variants. */
  seed: number;
  /** Random bit-flip variants (each flips 1 to 4 bytes past the first 16). Default 4. */
  flips?: number;
}

/** mulberry32: a small, fast, seedable generator (numbers in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Variants common to every format: empty, truncated at 1%, 10%, 50%, 90% and 1 byte short, and random
 * bit flips; PNG adds flips inside IDAT data and a bad IDAT checksum (CRC kept wrong), JPEG flips inside
 * the entropy-coded scan and a header-only copy (everything before the scan).
 */
export function corruptVariants(valid: Uint8Array, options: CorruptVariantOptions): CorruptVariant[] {
  const random = seededRandom(options.seed);
  const out: CorruptVariant[] = [{ name: 'zero-length', bytes: new Uint8Array(0) }];
  for (const fraction of [0.01, 0.1, 0.5, 0.9]) {
    const end = Math.max(1, Math.floor(valid.length * fraction));
    out.push({ name: `truncated at ${fraction * 100}%`, bytes: valid.slice(0, end) });
  }
  out.push({ name: 'last byte missing', bytes: valid.slice(0, valid.length - 1) });
  for (let i = 0; i < (options.flips ?? 4); i++) {
    out.push({ name: `random flips ${i + 1}`, bytes: flipBytes(valid, 16, valid.length, random) });
  }
  const idat = pngChunkData(valid, 'IDAT');
  if (idat) {
    out.push({ name: 'IDAT data flipped', bytes: flipBytes(valid, idat.start, idat.end, random, 3) });
    const badCrc = valid.slice();
    badCrc[idat.end] = (badCrc[idat.end] ?? 0) ^ 0xff;
    out.push({ name: 'IDAT CRC wrong', bytes: badCrc });
    out.push({ name: 'header only', bytes: valid.slice(0, idat.start - 8) });
  }
  const scan = jpegScanStart(valid);
  if (scan !== null) {
    out.push({ name: 'scan data flipped', bytes: flipBytes(valid, scan, valid.length - 2, random, 3) });
    out.push({ name: 'header only', bytes: valid.slice(0, scan) });
  }
  return out;
}

/** A copy with `count` (default 1 to 4) random bytes in [from, to) XOR-ed with a random non-zero mask. */
function flipBytes(
  valid: Uint8Array,
  from: number,
  to: number,
  random: () => number,
  count = 1 + Math.floor(random() * 4),
): Uint8Array {
  const copy = valid.slice();
  if (to <= from) return copy;
  for (let i = 0; i < count; i++) {
    const at = from + Math.floor(random() * (to - from));
    copy[at] = (copy[at] ?? 0) ^ (1 + Math.floor(random() * 255));
  }
  return copy;
}

/** The data of a PNG's first chunk of `type` (start and end offsets), or null when not a PNG. */
function pngChunkData(bytes: Uint8Array, type: string): { start: number; end: number } | null {
  if (bytes[0] !== 0x89 || bytes[1] !== 0x50) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (name === type) return { start: at + 8, end: at + 8 + length };
    at += 12 + length;
  }
  return null;
}

/** Offset just after a JPEG's start-of-scan header, where the entropy-coded data begins. */
function jpegScanStart(bytes: Uint8Array): number | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (marker === 0xda) return at + 2 + length;
    at += 2 + length;
  }
  return null;
}
