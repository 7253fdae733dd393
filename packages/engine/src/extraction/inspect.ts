// What an upload is, from its content alone, and whether it is safe to process. Called synchronously by
// the upload request, so it only reads headers and directories: tens of milliseconds, bounded memory.
// Libraries needed for one format only (dcmjs, file-type) load on first use.
import { hasDicomPreamble } from './dicom-structure';
import { readImageHeader } from './image-header';
import { isPasswordError, loadPdfjs, openPdf } from './pdfjs';
import { DocumentRejectedError, type InspectedFile } from './types';
import { listZip } from './zip-guard';

/** Header limits for images: beyond these a decoded bitmap would take gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
/** A PDF that pdfjs cannot open in this time is treated as corrupt (hostile structures). */
const PDF_OPEN_TIMEOUT_MS = 20_000;

const PDF_SIGNATURE = '%PDF-';
/** pdfjs, like Acrobat, accepts up to 1 KB of junk before the signature. */
const PDF_SIGNATURE_WINDOW = 1024;

export async function inspectFile(bytes: Uint8Array): Promise<InspectedFile> {
  if (bytes.byteLength === 0) throw new DocumentRejectedError('unsupported_type', 'empty file');
  if (hasDicomPreamble(bytes)) return inspectDicom(bytes);
  if (isPdf(bytes)) return inspectPdf(bytes);
  if (isZip(bytes)) return inspectDocx(bytes);

  // By signature alone: a PNG or JPEG with a broken header is a corrupt image, not an unknown type.
  if (startsWith(bytes, PNG_SIGNATURE)) return inspectImage(bytes, 'png');
  if (startsWith(bytes, JPEG_SIGNATURE)) return inspectImage(bytes, 'jpeg');
  // Before trusting other signatures: text may begin with letters that are some format's magic ("BM", "ID3").
  if (isPlainText(bytes)) return { format: 'text', bytes, pageCount: 1 };
  // file-type knows hundreds of formats: it names what was sent, for the message.
  const detected = await (await import('file-type')).fileTypeFromBuffer(bytes);
  if (!detected && (await import('./dicom-read')).isBareDicom(bytes))
    return { format: 'dicom', bytes, pageCount: 1 };
  throw new DocumentRejectedError(
    'unsupported_type',
    detected ? `${detected.mime} is not an accepted document type` : 'unrecognised content',
  );
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PDF_SIGNATURE_WINDOW));
  return head.includes(PDF_SIGNATURE, 0, 'latin1');
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);
}

async function inspectPdf(bytes: Uint8Array): Promise<InspectedFile> {
  // Loading pdfjs itself (seconds on a cold, busy machine) is not the document's fault: only the
  // opening of this document is timed.
  await loadPdfjs();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new DocumentRejectedError('corrupt', 'PDF took too long to open'));
    }, PDF_OPEN_TIMEOUT_MS);
  });
  const opening = openPdf(bytes);
  let opened = false;
  try {
    const doc = await Promise.race([opening, timeout]);
    opened = true;
    try {
      if (doc.numPages < 1) throw new DocumentRejectedError('corrupt', 'PDF has no pages');
      await doc.getPage(1);
      return { format: 'pdf', bytes, pageCount: doc.numPages };
    } finally {
      await doc.destroy();
    }
  } catch (err) {
    if (err instanceof DocumentRejectedError) throw err;
    if (isPasswordError(err)) throw new DocumentRejectedError('encrypted', 'PDF is password protected');
    throw new DocumentRejectedError('corrupt', `PDF could not be opened: ${errorName(err)}`);
  } finally {
    clearTimeout(timer);
    // A timed-out open keeps running in the background; release its document when it ends.
    if (!opened) opening.then((doc) => doc.destroy()).catch(() => undefined);
  }
}

async function inspectDocx(bytes: Uint8Array): Promise<InspectedFile> {
  const { names } = await listZip(bytes);
  if (!names.has('word/document.xml')) {
    throw new DocumentRejectedError('unsupported_type', 'zip archive that is not a Word document');
  }
  return { format: 'docx', bytes, pageCount: 1 };
}

function inspectImage(bytes: Uint8Array, format: 'png' | 'jpeg'): InspectedFile {
  const size = readImageHeader(bytes);
  if (!size) throw new DocumentRejectedError('corrupt', 'image header could not be read');
  if (!size.width || !size.height) throw new DocumentRejectedError('corrupt', 'image header has no size');
  if (
    size.width > MAX_IMAGE_SIDE ||
    size.height > MAX_IMAGE_SIDE ||
    size.width * size.height > MAX_IMAGE_PIXELS
  ) {
    throw new DocumentRejectedError(
      'image_too_large',
      `image of ${size.width}x${size.height} pixels is too large`,
    );
  }
  return { format, bytes, pageCount: 1 };
}

async function inspectDicom(bytes: Uint8Array): Promise<InspectedFile> {
  const { readDicomHeader } = await import('./dicom-read');
  readDicomHeader(bytes); // throws truncated_dicom when cut short
  return { format: 'dicom', bytes, pageCount: 1 };
}

/** Valid UTF-8 with no control characters other than tab, line feed, form feed and carriage return. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is being looked for
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

const errorName = (err: unknown) => (err instanceof Error ? err.name : 'error');
