// OCR over a small pool of tesseract.js workers. The English model ships in @tesseract.js-data/eng and is
// read from disk: no network fetch, ever (without langPath tesseract.js tries a CDN and hangs offline).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { readImageHeader } from './image-header';
import type { OcrEngine, OcrResult, PixelBox } from './types';

const require = createRequire(import.meta.url);
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface OcrPoolOptions {
  /** Workers; each holds ~100 MB and one core while it works. Default: min(2, cores). */
  size?: number;
}

export interface OcrPool extends OcrEngine {
  /** Starts the workers now instead of on the first page (benchmarks, warm servers). */
  warmUp(): Promise<void>;
}

export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
  let starting: Promise<Tesseract.Scheduler> | undefined;
  let closed = false;

  // Workers start on first use: a CLI run on a text PDF never pays for them.
  const scheduler = () => {
    starting ??= (async () => {
      const s = Tesseract.createScheduler();
      const workers = await Promise.all(
        Array.from({ length: size }, () =>
          Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
            langPath,
            gzip: true,
            cacheMethod: 'none',
          }),
        ),
      );
      for (const w of workers) s.addWorker(w);
      return s;
    })();
    return starting;
  };

  return {
    async warmUp() {
      await scheduler();
    },
    async recognize(image) {
      if (closed) throw new Error('OCR pool is closed');
      const s = await scheduler();
      const header = readImageHeader(image);
      if (!header) throw new Error('OCR needs a PNG or JPEG image');
      const { width, height } = header;
      // tesseract.js wants a Buffer in Node; this one shares the caller's memory.
      const buffer = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
      const { data } = await s.addJob('recognize', buffer, {}, { tsv: true, text: false });
      return { width, height, lines: parseTesseractTsv(data.tsv ?? ''), confidence: data.confidence / 100 };
    },
    async close() {
      closed = true;
      if (starting) await (await starting).terminate();
    },
  };
}

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
