// Images for tests: a bill drawn with @napi-rs/canvas (for OCR), a PNG whose header claims a huge
// size, and a GIF (a format we do not accept).
import { createRequire } from 'node:module';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
/** A font shipped inside pdfjs-dist, so drawings look the same on every machine. */
const FONT_FAMILY = 'ClearBill Fixture Sans';
let fontRegistered = false;

function registerFont(): void {
  if (fontRegistered) return;
  const fontPath = path.join(
    path.dirname(require.resolve('pdfjs-dist/package.json')),
    'standard_fonts',
    'LiberationSans-Regular.ttf',
  );
  GlobalFonts.registerFromPath(fontPath, FONT_FAMILY);
  fontRegistered = true;
}

export interface DrawnPageOptions {
  /** Lines top to bottom; a '\t' starts the next column. */
  lines: string[];
  /** Pixels; default 1275 x 1650 (US Letter at 150 dpi). */
  width?: number;
  height?: number;
  fontSize?: number;
}

/** A white page with black text, as a scanner would give it. */
export async function billPng(options: DrawnPageOptions): Promise<Uint8Array> {
  return drawPage(options, 'png');
}

/**
 * The same drawing as a JPEG photo. With `sideways`, stored the way phones store portrait photos: the
 * pixels turned a quarter turn anticlockwise, and an EXIF orientation tag (6) saying to turn them back.
 */
export async function billJpeg(options: DrawnPageOptions & { sideways?: boolean }): Promise<Uint8Array> {
  const upright = await drawPage(options, options.sideways ? 'png' : 'jpeg');
  if (!options.sideways) return upright;
  const image = await loadImage(Buffer.from(upright));
  const canvas = createCanvas(image.height, image.width);
  const ctx = canvas.getContext('2d');
  ctx.translate(0, image.width);
  ctx.rotate(-Math.PI / 2);
  ctx.drawImage(image, 0, 0);
  return withExifOrientation(Buffer.from(await canvas.encode('jpeg', 90)), 6);
}

/** Inserts an APP1 Exif segment holding only an orientation tag after the JPEG's SOI marker. */
function withExifOrientation(jpeg: Buffer, orientation: number): Uint8Array {
  // Big-endian TIFF header, one IFD entry: tag 0x0112 (Orientation), type SHORT, count 1.
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]));
}

async function drawPage(options: DrawnPageOptions, format: 'png' | 'jpeg'): Promise<Uint8Array> {
  registerFont();
  const width = options.width ?? 1275;
  const height = options.height ?? 1650;
  const fontSize = options.fontSize ?? 26;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.font = `${fontSize}px "${FONT_FAMILY}"`;
  ctx.textBaseline = 'top';
  const margin = Math.round(width * 0.08);
  const columnWidth = Math.round((width - 2 * margin) / 2);
  options.lines.forEach((line, i) => {
    line.split('\t').forEach((cell, column) => {
      ctx.fillText(cell, margin + column * columnWidth, margin + i * fontSize * 1.7);
    });
  });
  return new Uint8Array(format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 90));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of a few dozen bytes whose header claims width x height pixels (default 100000 x 100000). */
export async function hugePngHeader(options: { width?: number; height?: number } = {}): Promise<Uint8Array> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(options.width ?? 100_000, 0);
  ihdr.writeUInt32BE(options.height ?? 100_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Promise.resolve(
    new Uint8Array(Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IEND', Buffer.alloc(0))])),
  );
}

/** A 1x1 GIF: a real image format that uploads do not accept. */
export async function gifImage(): Promise<Uint8Array> {
  return Promise.resolve(
    new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')),
  );
}
