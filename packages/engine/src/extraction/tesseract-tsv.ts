// tesseract's TSV output as OCR lines with word boxes.
import type { OcrResult, PixelBox } from './types';

type OcrLine = OcrResult['lines'][number];

/**
 * Lines in tesseract's reading order from its TSV output (level 4 rows are lines, level 5 words), which
 * is much cheaper for tesseract.js to produce than its per-symbol JSON blocks.
 */
export function parseTesseractTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols.length < 12) continue;
    const [level, , block, paragraph, line, , left, top, width, height, conf] = cols.map(Number);
    const key = `${block}.${paragraph}.${line}`;
    const box: PixelBox = { x: left ?? 0, y: top ?? 0, width: width ?? 0, height: height ?? 0 };
    if (level === 4) {
      lines.set(key, { text: '', box, words: [] });
    } else if (level === 5) {
      const text = cols.slice(11).join('\t').trim();
      const owner = lines.get(key);
      if (!text || !owner) continue;
      owner.words?.push({ text, box, confidence: Math.max(0, conf ?? 0) / 100 });
    }
  }
  const out: OcrLine[] = [];
  for (const line of lines.values()) {
    if (!line.words?.length) continue;
    out.push({ ...line, text: line.words.map((w) => w.text).join(' ') });
  }
  return out;
}
