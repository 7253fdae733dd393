// OCR over a small pool of tesseract.js workers, shared by every document of the process.
//
// - The pool is also the process's cap on pages in OCR: a page takes a worker before its image is made
//   (decoded or rendered), so at most `size` page bitmaps exist at once; other pages wait in line.
// - A failure is one page's: its promise rejects, and the worker it ran on is ended and replaced (a
//   failed or aborted job may leave tesseract's WebAssembly state half-way). A worker that dies while
//   idle is dropped; the next page starts a new one. Pages waiting in line carry on.
import { availableParallelism } from 'node:os';
import { abortReason } from './budget';
import { parseTesseractTsv } from './tesseract-tsv';
import {
  OcrError,
  startTesseractWorker,
  watchWorker,
  type StartedWorker,
  type WatchedWorker,
} from './ocr-worker';
import type { OcrCallOptions, OcrEngine, OcrImage, OcrResult } from './types';

export interface OcrPoolOptions {
  /** Workers, and so pages in OCR at once; each holds ~100 MB and one core while it works. Default: min(2, cores). */
  size?: number;
  /** How a worker starts. Default: tesseract.js with the English model from disk. */
  startWorker?: () => Promise<StartedWorker>;
}

export interface OcrPoolStats {
  /** Workers started since the pool was made, replacements included. */
  started: number;
  /** Workers ended because a job failed on them or they died. */
  replaced: number;
  /** Pages in OCR now, and pages waiting for a worker. */
  busy: number;
  waiting: number;
}

export interface OcrPool extends OcrEngine {
  /** Starts the workers now instead of on the first page (benchmarks, warm servers). */
  warmUp(): Promise<void>;
  stats(): OcrPoolStats;
}

interface Waiter {
  resolve: (worker: WatchedWorker) => void;
  reject: (err: unknown) => void;
}

export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
  const startWorker = options.startWorker ?? startTesseractWorker;
  const idle: WatchedWorker[] = [];
  const waiting: Waiter[] = [];
  /** Workers running or starting: never more than `size`. */
  let slots = 0;
  let busy = 0;
  let started = 0;
  let replaced = 0;
  let closed = false;
  const all = new Set<WatchedWorker>();

  const spawn = async (): Promise<WatchedWorker> => {
    started++;
    const worker = watchWorker(await startWorker());
    all.add(worker);
    worker.onDeath(() => {
      // Died while idle: drop it and free its slot; a page in line gets a new worker.
      const at = idle.indexOf(worker);
      if (at >= 0) {
        idle.splice(at, 1);
        retire(worker);
      }
    });
    return worker;
  };

  /** Fills a freed slot for the first page in line, if any. */
  const serveNext = () => {
    const next = waiting.shift();
    if (!next) return;
    slots++;
    spawn().then(next.resolve, (err: unknown) => {
      slots--;
      next.reject(err);
      serveNext();
    });
  };

  const retire = (worker: WatchedWorker) => {
    all.delete(worker);
    slots--;
    replaced++;
    // Ending a dead worker is a no-op; ending a live one cannot fail in a way the page could act on.
    worker.terminate().catch(() => undefined);
    if (!closed) serveNext();
  };

  const acquire = (signal?: AbortSignal): Promise<WatchedWorker> => {
    const ready = idle.pop();
    if (ready) return Promise.resolve(ready);
    if (slots < size) {
      slots++;
      return spawn().catch((err: unknown) => {
        slots--;
        throw err;
      });
    }
    return new Promise<WatchedWorker>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject };
      waiting.push(waiter);
      signal?.addEventListener(
        'abort',
        () => {
          const at = waiting.indexOf(waiter);
          if (at < 0) return;
          waiting.splice(at, 1);
          reject(abortReason(signal));
        },
        { once: true },
      );
    });
  };

  const release = (worker: WatchedWorker, healthy: boolean) => {
    if (!healthy || worker.dead || closed) {
      if (closed) {
        all.delete(worker);
        slots--;
        worker.terminate().catch(() => undefined);
      } else {
        retire(worker);
      }
      return;
    }
    const next = waiting.shift();
    if (next) next.resolve(worker);
    else idle.push(worker);
  };

  /** Makes the page's image, then OCRs it; `onWorker` is set once the worker has the page. */
  const run = async (
    worker: WatchedWorker,
    prepare: () => Promise<OcrImage>,
    signal: AbortSignal | undefined,
    progress: { onWorker: boolean },
  ): Promise<OcrResult> => {
    const image = await prepare();
    signal?.throwIfAborted();
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      if (!signal) return;
      // Aborted mid-page: the only way to stop tesseract is to end its worker (release retires it).
      onAbort = () => {
        reject(abortReason(signal));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    progress.onWorker = true;
    try {
      const { data } = await Promise.race([worker.recognize(image), aborted]);
      return {
        width: image.width,
        height: image.height,
        lines: parseTesseractTsv(data.tsv ?? ''),
        confidence: data.confidence / 100,
      };
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  };

  return {
    async warmUp() {
      const workers = await Promise.all(Array.from({ length: Math.max(0, size - slots) }, () => acquire()));
      for (const w of workers) release(w, true);
    },
    async recognize(prepare, call: OcrCallOptions = {}) {
      if (closed) throw new OcrError('OCR pool is closed');
      const { signal } = call;
      signal?.throwIfAborted();
      const worker = await acquire(signal);
      busy++;
      const progress = { onWorker: false };
      let healthy = true;
      try {
        return await run(worker, prepare, signal, progress);
      } catch (err) {
        // An image that could not be made (a damaged upload) never reached the worker: it stays. A page
        // that failed or was given up on the worker leaves it in an unknown state: it is replaced.
        healthy = !progress.onWorker;
        throw err;
      } finally {
        busy--;
        release(worker, healthy);
      }
    },
    stats: () => ({ started, replaced, busy, waiting: waiting.length }),
    async close() {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new OcrError('OCR pool is closed'));
      idle.length = 0;
      await Promise.all([...all].map((w) => w.terminate().catch(() => undefined)));
      all.clear();
    },
  };
}

export { OcrError } from './ocr-worker';
export { parseTesseractTsv } from './tesseract-tsv';
