// One tesseract.js worker (a worker thread running tesseract compiled to WebAssembly), made safe to
// fail. How tesseract.js 7 takes a process down, found by probing, and what this file does about each:
//
// 1. A job that fails inside the worker (an unreadable image: "Error attempting to read image") is
//    posted back as a rejection; tesseract.js rejects the job's promise and then, unless `errorHandler`
//    is given, re-throws the text inside its worker-thread 'message' listener, where nothing can catch it.
//    -> every worker gets an `errorHandler`; the job's own rejection still reaches the caller.
// 2. An uncaught exception or an out-of-memory inside the thread emits 'error' on the Worker object;
//    tesseract.js only sets `worker.onerror`, which Node's EventEmitter-based Worker never calls, so the
//    'error' event has no listener and is thrown in the main thread.
//    -> 'error' and 'exit' listeners on the thread: the worker is marked dead and its running job rejected
//    (tesseract.js would leave that promise pending forever). tesseract.js hands out the thread only once
//    the worker has started; during start-up the thread only loads the model from disk, and a failure
//    there arrives as a rejection (or, for tesseract.js, as silence: hence the start timeout).
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker as ThreadWorker } from 'node:worker_threads';
import Tesseract from 'tesseract.js';
import type { OcrImage } from './types';

const require = createRequire(import.meta.url);
/** The English model ships in @tesseract.js-data/eng; without langPath tesseract.js tries a CDN and hangs. */
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** OCR failed for a reason of the engine's, not of the document's (a worker died, a job failed). */
export class OcrError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcrError';
  }
}

/** A started tesseract.js worker and its thread (the thread is what can die). */
export interface StartedWorker {
  tesseract: Tesseract.Worker;
  thread: ThreadWorker;
}

/**
 * A worker that has not started in this time never will: tesseract.js swallows a failure to load the
 * model or initialise (its start promise then never settles).
 */
const START_TIMEOUT_MS = 60_000;

/** Starts one worker with the English LSTM model read from disk; rejects with OcrError when it cannot. */
export async function startTesseractWorker(): Promise<StartedWorker> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new OcrError('OCR worker did not start in time'));
    }, START_TIMEOUT_MS);
  });
  let tesseract: Tesseract.Worker;
  try {
    tesseract = await Promise.race([
      Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        cacheMethod: 'none',
        // Given, so that tesseract.js does not re-throw a failed job's text where nothing catches it (1.).
        errorHandler: () => undefined,
      }),
      timeout,
    ]);
  } catch (err) {
    // tesseract.js rejects a failed start with the worker's error text (a string), not an Error.
    throw err instanceof OcrError ? err : new OcrError('OCR worker failed to start');
  } finally {
    clearTimeout(timer);
  }
  // tesseract.js keeps its worker_threads Worker as `worker`; its typings do not say so.
  const thread = (tesseract as unknown as { worker?: unknown }).worker;
  if (!(thread instanceof ThreadWorker)) {
    await tesseract.terminate();
    throw new OcrError('tesseract.js worker has no worker thread to watch');
  }
  return { tesseract, thread };
}

/** A worker whose death is noticed: `recognize` rejects when the thread errors or exits mid-job. */
export interface WatchedWorker {
  readonly dead: boolean;
  /** Called once when the thread errors or exits for any reason other than `terminate()`. */
  onDeath(listener: () => void): void;
  recognize(image: OcrImage): Promise<Tesseract.RecognizeResult>;
  terminate(): Promise<void>;
}

export function watchWorker({ tesseract, thread }: StartedWorker): WatchedWorker {
  let dead = false;
  let terminating = false;
  const deathListeners: (() => void)[] = [];
  const running = new Set<(err: OcrError) => void>();

  const die = () => {
    if (dead) return;
    dead = true;
    const err = new OcrError(terminating ? 'OCR worker was ended' : 'OCR worker stopped unexpectedly');
    for (const reject of running) reject(err);
    running.clear();
    if (!terminating) for (const listener of deathListeners) listener();
  };
  // The error itself may come from anything in the thread; it is not logged (it could quote a page).
  thread.on('error', die);
  thread.on('exit', die);

  return {
    get dead() {
      return dead;
    },
    onDeath(listener) {
      deathListeners.push(listener);
    },
    recognize(image) {
      if (dead) return Promise.reject(new OcrError('OCR worker is not running'));
      return new Promise((resolve, reject) => {
        running.add(reject);
        // tesseract.js wants a Buffer in Node; this one shares the image's memory.
        const buffer = Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength);
        tesseract.recognize(buffer, {}, { tsv: true, text: false }).then(
          (result) => {
            running.delete(reject);
            resolve(result);
          },
          () => {
            running.delete(reject);
            // tesseract.js rejects with the worker's error text; ours says only that the page failed.
            reject(new OcrError('OCR failed on a page'));
          },
        );
      });
    },
    async terminate() {
      terminating = true;
      die();
      await tesseract.terminate();
    },
  };
}
