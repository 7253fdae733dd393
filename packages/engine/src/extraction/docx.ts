// DOCX through mammoth's HTML (not its raw text) so that table rows stay rows: cells joined by '\t',
// the same column convention as PDF text layers. DOCX has no fixed layout: boxes are null, one page.
import mammoth from 'mammoth';
import { assemble, type TextRun } from './assemble';
import { DocumentRejectedError, type ExtractedText, type InspectedFile } from './types';
import { verifyZipInflation } from './zip-guard';

export async function extractDocx(file: InspectedFile): Promise<ExtractedText> {
  // mammoth's zip library trusts declared sizes; this inflates each entry once, capped, to prove them.
  await verifyZipInflation(file.bytes);
  const html = await mammoth
    .convertToHtml(
      { buffer: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) },
      {
        // Pictures are not text: skip encoding them as data URIs. Linked files are never fetched.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
        externalFileAccess: false,
      },
    )
    .then(
      ({ value }) => value,
      (err: unknown) => {
        // Broken XML or a missing part: the file's fault, the same on every try. mammoth's text can
        // quote the document, so only its error name is kept.
        const name = err instanceof Error ? err.name : 'error';
        throw new DocumentRejectedError('corrupt', `Word document could not be read: ${name}`);
      },
    );
  const lines = htmlToLines(html).map((line): TextRun[] => [{ text: line, box: null }]);
  return assemble('docx', [{ width: 0, height: 0, ocr: false, ocrConfidence: null, lines }]);
}

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'tr', 'table', 'ul', 'ol', 'br']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * mammoth's HTML is simple and well formed: blocks become lines; inside a table cell, paragraphs join
 * with a space and cells with a tab, so that each table row is one line.
 */
export function htmlToLines(html: string): string[] {
  const lines: string[] = [];
  let current = '';
  let cellDepth = 0;
  const flush = () => {
    const line = tidy(current);
    if (line) lines.push(line);
    current = '';
  };
  for (const m of html.matchAll(/<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g)) {
    const [, closing, tagName, text] = m;
    if (text !== undefined) {
      current += decodeEntities(text);
      continue;
    }
    const tag = (tagName ?? '').toLowerCase();
    if (tag === 'td' || tag === 'th') {
      cellDepth = Math.max(0, cellDepth + (closing ? -1 : 1));
      if (closing) current += '\t';
    } else if (cellDepth > 0 && tag !== 'table' && tag !== 'tr') {
      if (BLOCK_TAGS.has(tag)) current += ' ';
    } else if (BLOCK_TAGS.has(tag)) {
      flush();
    }
  }
  flush();
  return lines;
}

/** Runs of 3+ spaces are a typed column gap, like a tab; other white space collapses to one space. */
function tidy(line: string): string {
  return line
    .replace(/ {3,}/g, '\t')
    .replace(/[^\S\t]+/g, ' ')
    .replace(/ *\t[\t ]*/g, '\t')
    .replace(/^[\t ]+|[\t ]+$/g, '');
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (whole, code: string) => {
    if (!code.startsWith('#')) return ENTITIES[code.toLowerCase()] ?? whole;
    const point =
      code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point <= 0x10ffff ? String.fromCodePoint(point) : '\uFFFD';
  });
}
