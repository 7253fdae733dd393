// Zip containers (DOCX) are checked before anything inflates them: a few kilobytes can declare gigabytes.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DocumentRejectedError } from './types';

/** Total uncompressed size a DOCX may declare, and the compression ratio past which an entry is a bomb. */
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 100;
/** Small entries compress well (repetitive XML) and are harmless; the ratio applies above this size. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
const MAX_ENTRIES = 10_000;

export interface ZipListing {
  names: Set<string>;
  totalUncompressed: number;
}

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, zip) => {
        if (err) reject(new DocumentRejectedError('corrupt', `unreadable zip: ${err.message}`));
        else resolve(zip);
      },
    );
  });
}

/** Reads the central directory only (nothing is inflated) and refuses what would decompress too far. */
export async function listZip(bytes: Uint8Array): Promise<ZipListing> {
  const zip = await openZip(bytes);
  const names = new Set<string>();
  let totalUncompressed = 0;
  try {
    await eachEntry(zip, (entry) => {
      if (names.size >= MAX_ENTRIES)
        throw new DocumentRejectedError('decompression_bomb', 'too many zip entries');
      names.add(entry.fileName);
      totalUncompressed += entry.uncompressedSize;
      if (totalUncompressed > MAX_UNCOMPRESSED_BYTES) {
        throw new DocumentRejectedError('decompression_bomb', 'declared uncompressed size too large');
      }
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > MAX_COMPRESSION_RATIO) {
        throw new DocumentRejectedError('decompression_bomb', 'compression ratio too high');
      }
      if (entry.isEncrypted()) throw new DocumentRejectedError('encrypted', 'encrypted zip entry');
    });
  } finally {
    zip.close();
  }
  const ratio = totalUncompressed / Math.max(1, bytes.byteLength);
  if (totalUncompressed > RATIO_FLOOR_BYTES && ratio > MAX_COMPRESSION_RATIO) {
    throw new DocumentRejectedError('decompression_bomb', 'compression ratio too high');
  }
  return { names, totalUncompressed };
}

/**
 * Inflates every entry with a running byte cap, checking each against its declared size (yauzl's
 * validateEntrySizes). Run before handing the zip to a library that trusts the declared sizes.
 */
export async function verifyZipInflation(
  bytes: Uint8Array,
  maxBytes = MAX_UNCOMPRESSED_BYTES,
): Promise<void> {
  const zip = await openZip(bytes);
  let total = 0;
  try {
    await eachEntry(zip, async (entry) => {
      if (entry.fileName.endsWith('/')) return;
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
        zip.openReadStream(entry, (err, s) => {
          if (err) reject(new DocumentRejectedError('corrupt', `unreadable zip entry: ${err.message}`));
          else resolve(s);
        });
      });
      try {
        for await (const chunk of stream) {
          total += (chunk as Buffer).length;
          if (total > maxBytes)
            throw new DocumentRejectedError('decompression_bomb', 'inflates past the limit');
        }
      } catch (err) {
        if (err instanceof DocumentRejectedError) throw err;
        const detail = err instanceof Error ? err.message : String(err);
        throw new DocumentRejectedError(
          /too many bytes|size/i.test(detail) ? 'decompression_bomb' : 'corrupt',
          detail,
        );
      }
    });
  } finally {
    zip.close();
  }
}

/** Visits entries one at a time (lazyEntries), stopping at the first error. */
function eachEntry(zip: ZipFile, visit: (entry: Entry) => void | Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('error', (err: Error) => {
      reject(err instanceof DocumentRejectedError ? err : new DocumentRejectedError('corrupt', err.message));
    });
    zip.on('end', () => {
      resolve();
    });
    zip.on('entry', (entry: Entry) => {
      Promise.resolve()
        .then(() => visit(entry))
        .then(
          () => {
            zip.readEntry();
          },
          (err: unknown) => {
            reject(err instanceof Error ? err : new Error(String(err)));
          },
        );
    });
    zip.readEntry();
  });
}
