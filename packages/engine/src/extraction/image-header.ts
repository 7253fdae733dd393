// Width, height and EXIF orientation of a PNG or JPEG from its header, in one linear pass. (image-size
// copies the rest of a JPEG at every marker: a hostile file of tiny segments makes it quadratic.)

export interface ImageHeader {
  width: number;
  height: number;
  /** EXIF orientation 1..8 (JPEG only); 1 when absent. */
  orientation: number;
}

/** Null when the header cannot be read. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  return null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function readPng(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const v = view(bytes);
  return { width: v.getUint32(16), height: v.getUint32(20), orientation: 1 };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readJpeg(bytes: Uint8Array): ImageHeader | null {
  const v = view(bytes);
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = v.getUint16(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (SOF.has(marker)) {
      if (length < 7) return null;
      return { height: v.getUint16(offset + 5), width: v.getUint16(offset + 7), orientation };
    }
    if (marker === 0xe1)
      orientation = exifOrientation(bytes.subarray(offset + 4, offset + 2 + length)) ?? orientation;
    offset += 2 + length;
  }
  return null;
}

/** The Orientation tag (0x0112) of IFD0 in an APP1 Exif payload. */
function exifOrientation(app1: Uint8Array): number | null {
  if (app1.length < 14 || String.fromCharCode(...app1.subarray(0, 4)) !== 'Exif') return null;
  const tiff = app1.subarray(6);
  const v = view(tiff);
  const le = tiff[0] === 0x49; // 'II' little endian, 'MM' big endian
  const ifd = v.getUint32(4, le);
  if (ifd + 2 > tiff.length) return null;
  const count = v.getUint16(ifd, le);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (v.getUint16(entry, le) === 0x0112) {
      const value = v.getUint16(entry + 8, le);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}
