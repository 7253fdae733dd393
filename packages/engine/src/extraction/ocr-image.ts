// The only images OCR ever sees: PNGs this package encoded itself. An upload's PNG or JPEG is decoded
// whole by sharp (libvips) first, so a truncated or bit-flipped file fails here, as a rejected promise
// with a plain reason, instead of inside tesseract's worker (whose image reader took the process down).
import type { Canvas } from '@napi-rs/canvas';
import type * as SharpModule from 'sharp';
import { MAX_IMAGE_PIXELS } from './inspect';
import { DocumentRejectedError, type OcrImage } from './types';

/**
 * Beyond this many pixels a photo is scaled down before OCR: a 12-megapixel phone photo of a page has
 * letters far taller than tesseract needs, and OCR time grows with the pixel count.
 */
export const MAX_OCR_PIXELS = 8_000_000;

type Sharp = typeof SharpModule.default;
let loading: Promise<Sharp> | undefined;

/** sharp loads with the first image; its operation cache is off: every upload is decoded once. */
function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * Decodes every pixel of a PNG or JPEG (a damaged file is refused as `image_damaged`), turns it upright
 * (EXIF orientation), scales it to at most MAX_OCR_PIXELS, flattens transparency onto white, and
 * encodes it again as an 8-bit sRGB PNG.
 *
 * `failOn: 'error'` refuses truncated files and decoder errors (a PNG's CRC or filter errors, a JPEG cut
 * short); a JPEG whose scan data holds a flipped bit decodes with blotches, as every viewer shows it, and
 * is read as such.
 */
export async function decodeImageForOcr(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<OcrImage> {
  const sharp = await loadSharp();
  const input = () =>
    sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, pages: 1, autoOrient: true });
  try {
    const meta = await input().metadata();
    if (meta.format !== format)
      throw new DocumentRejectedError('image_damaged', 'image content is not its format');
    const width = meta.autoOrient.width;
    const height = meta.autoOrient.height;
    const scale = Math.min(1, Math.sqrt(MAX_OCR_PIXELS / Math.max(1, width * height)));
    let pipeline = input();
    if (scale < 1) {
      pipeline = pipeline.resize(
        Math.max(1, Math.round(width * scale)),
        Math.max(1, Math.round(height * scale)),
        {
          fit: 'fill',
        },
      );
    }
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return ownImage(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  } catch (err) {
    if (err instanceof DocumentRejectedError) throw err;
    // Never the decoder's text in the detail: keep errors free of anything read from the file.
    throw new DocumentRejectedError('image_damaged', 'image pixels could not be decoded');
  }
}

/** A page this package drew (a PDF page rendered by pdfjs) as an OCR image. */
export async function canvasToOcrImage(canvas: Canvas): Promise<OcrImage> {
  const png = await canvas.encode('png');
  return ownImage(new Uint8Array(png.buffer, png.byteOffset, png.byteLength), canvas.width, canvas.height);
}

/** The one place an OcrImage is made: both callers above encoded the PNG themselves. */
function ownImage(png: Uint8Array, width: number, height: number): OcrImage {
  return { png, width, height } as OcrImage;
}
