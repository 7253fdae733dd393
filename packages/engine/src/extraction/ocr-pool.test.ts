// The OCR pool against real tesseract.js workers: a worker thread that dies mid-page or crashes while
// idle is replaced and only its own page fails; pages wait for a worker (the process's page cap); an
// aborted or over-budget page gives up its worker.
import { afterAll, describe, expect, it } from 'vitest';
import { billPng, sampleBillLines, scannedPdf } from '../testing/fixtures';
import { processDocument } from '../pipeline';
import { inspectFile } from './inspect';
import { decodeImageForOcr } from './ocr-image';
import { createOcrPool, OcrError, type OcrPool } from './ocr-pool';
import { startTesseractWorker, type StartedWorker } from './ocr-worker';
import { DocumentRejectedError, type OcrImage } from './types';

const page = { lines: ['Amount Due $177.50', 'Account 55012345'], width: 700, height: 240, fontSize: 28 };
const goodImage = async (): Promise<OcrImage> => decodeImageForOcr(await billPng(page), 'png');
const textOf = (r: { lines: { text: string }[] }) => r.lines.map((l) => l.text).join('\n');

const pools: OcrPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

/** A pool of real workers that keeps each started worker, so the test can kill its thread. */
function watchedPool(size: number) {
  const started: StartedWorker[] = [];
  const pool = createOcrPool({
    size,
    startWorker: async () => {
      const worker = await startTesseractWorker();
      started.push(worker);
      return worker;
    },
  });
  pools.push(pool);
  return { pool, started };
}

describe('OCR pool', () => {
  it('a worker killed mid-page fails that page only, and is replaced for the next', async () => {
    const { pool, started } = watchedPool(1);
    await pool.warmUp();
    const killed = pool.recognize(async () => {
      const image = await goodImage();
      // Killed once the page is with the worker (OCR of this page takes far longer than 50 ms).
      setTimeout(() => void started[0]?.thread.terminate(), 50);
      return image;
    });
    await expect(killed).rejects.toBeInstanceOf(OcrError);
    expect(pool.stats()).toMatchObject({ started: 1, replaced: 1, busy: 0 });

    expect(textOf(await pool.recognize(goodImage))).toContain('55012345');
    expect(pool.stats()).toMatchObject({ started: 2, replaced: 1 });
  });

  it('a worker thread that crashes while idle (an uncaught error inside it) is dropped and replaced', async () => {
    const { pool, started } = watchedPool(1);
    await pool.warmUp();
    const thread = started[0]?.thread;
    const exited = new Promise((resolve) => thread?.once('exit', resolve));
    // tesseract's worker script calls the handler named by `action`: an unknown one throws in the thread.
    thread?.postMessage({ workerId: 'test', jobId: 'test', action: 'no-such-action', payload: {} });
    await exited;
    expect(pool.stats().replaced).toBe(1);

    expect(textOf(await pool.recognize(goodImage))).toContain('177.50');
    expect(pool.stats().started).toBe(2);
  });

  it('holds at most `size` pages at once: the others wait, and make their image only when served', async () => {
    const { pool } = watchedPool(1);
    const seen: { busy: number; waiting: number }[] = [];
    const prepare = async () => {
      const { busy, waiting } = pool.stats();
      seen.push({ busy, waiting });
      return goodImage();
    };
    const results = await Promise.all([
      pool.recognize(prepare),
      pool.recognize(prepare),
      pool.recognize(prepare),
    ]);
    expect(results.every((r) => textOf(r).includes('55012345'))).toBe(true);
    expect(seen.map((s) => s.busy)).toEqual([1, 1, 1]);
    expect(seen[0]?.waiting).toBe(2);
  });

  it('a page aborted while waiting leaves the line; one aborted mid-OCR ends its worker', async () => {
    const { pool } = watchedPool(1);
    await pool.warmUp();
    const running = new AbortController();
    const waitingAbort = new AbortController();
    const first = pool.recognize(
      async () => {
        const image = await goodImage();
        // The next turn of the event loop: the worker has the page by then and has not finished it
        // (a fixed delay raced a fast machine's OCR).
        setTimeout(() => {
          running.abort(new Error('stop this page'));
        }, 0);
        return image;
      },
      { signal: running.signal },
    );
    let secondPrepared = false;
    const second = pool.recognize(
      () => {
        secondPrepared = true;
        return goodImage();
      },
      { signal: waitingAbort.signal },
    );
    waitingAbort.abort(new Error('not needed'));
    await expect(second).rejects.toThrow('not needed');
    await expect(first).rejects.toThrow('stop this page');
    expect(secondPrepared).toBe(false);
    expect(pool.stats()).toMatchObject({ replaced: 1, busy: 0, waiting: 0 });
    expect(textOf(await pool.recognize(goodImage))).toContain('55012345');
  });
});

describe('time budget', () => {
  it('a document over its time budget fails with timeout; within budget it is read', async () => {
    const { pool } = watchedPool(1);
    const file = await inspectFile(await scannedPdf({ lines: sampleBillLines.slice(2, 3) }));
    // Starting a worker alone takes longer than this: the page is given up before or during OCR.
    const err: unknown = await processDocument([file], { ocr: pool, timeBudgetMs: 200 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DocumentRejectedError);
    expect((err as DocumentRejectedError).reason).toBe('timeout');
    // Within a generous budget the same document is read.
    const read = await processDocument([file], { ocr: pool, timeBudgetMs: 60_000 });
    expect(read.extracted.text).toContain('55012345');
  });

  it("a caller's abort rejects with the caller's reason, not as the document's fault", async () => {
    const { pool } = watchedPool(1);
    const file = await inspectFile(await scannedPdf(page));
    const signal = AbortSignal.abort(new Error('shutting down'));
    const err: unknown = await processDocument([file], { ocr: pool, signal }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(DocumentRejectedError);
    expect((err as Error).message).toBe('shutting down');
  });
});
