// One place that loads pdfjs and opens documents with the options hostile input needs.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import type * as NapiCanvasModule from '@napi-rs/canvas';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { keepingNativeBuiltins } from './native-builtins';

type Pdfjs = typeof PdfjsModule;
type NapiCanvas = typeof NapiCanvasModule;

const require = createRequire(import.meta.url);
// Trailing slashes: pdfjs appends file names to these.
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = path.join(pdfjsDir, 'standard_fonts') + path.sep;
const cMapUrl = path.join(pdfjsDir, 'cmaps') + path.sep;
const wasmUrl = path.join(pdfjsDir, 'wasm') + path.sep;

/** Largest embedded image pdfjs will decode (pixels): a bigger one is skipped, not allocated. */
const MAX_IMAGE_PIXELS = 40_000_000;
/** Largest scratch canvas pdfjs may allocate while rendering (masks, patterns), in bytes. */
const MAX_CANVAS_BYTES = 200_000_000;

const PDFJS_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

let loading: Promise<Pdfjs> | undefined;

/**
 * The legacy build runs in Node without DOM globals. In Node pdfjs parses on the main thread through a
 * "fake worker" that it imports on the first document; both modules are loaded here, once, together:
 * call this at start-up so that the first upload does not pay for it.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    // Without keepingNativeBuiltins, core-js in pdfjs would swap JSON.stringify and others for slow
    // polyfills in the whole process (native-builtins.ts).
    const [pdfjs, worker] = await keepingNativeBuiltins(async () =>
      requireWithoutSourceMaps(() => [
        require('pdfjs-dist/legacy/build/pdf.mjs') as Pdfjs,
        // pdfjs-dist ships no types for its worker module; only its presence matters here.
        require(PDFJS_WORKER) as unknown,
      ]),
    );
    // pdfjs looks for an already loaded worker here before importing one itself.
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
    return pdfjs;
  })();
  return loading;
}

/**
 * pdfjs is 3 MB of JavaScript. Imported through tsx (how the server runs) with source maps on, it kept
 * ~300 MB more resident memory for good (a process at 407 MB instead of 130 MB right after loading it):
 * so it is loaded with require (Node >= 20.19 requires ES modules) while source maps are off. Only
 * stack traces through pdfjs's own code lose their mapping.
 */
function requireWithoutSourceMaps<T>(load: () => T): T {
  const enabled = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(false);
  try {
    return load();
  } finally {
    process.setSourceMapsEnabled(enabled);
  }
}

/**
 * Opens a PDF. The bytes are copied because pdfjs transfers (detaches) the buffer it is given, and the
 * caller keeps using its own. isEvalSupported is off: font programs must never become JavaScript.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    wasmUrl,
    isEvalSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    canvasMaxAreaInBytes: MAX_CANVAS_BYTES,
    useSystemFonts: false,
    verbosity: 0,
  });
  return task.promise;
}

/** True when pdfjs refused the document for want of a password. */
export function isPasswordError(err: unknown): boolean {
  return err instanceof Error && err.name === 'PasswordException';
}

let napiCanvas: NapiCanvas | undefined;

/**
 * A canvas pdfjs can draw on. It must come from the copy of @napi-rs/canvas that pdfjs itself loads
 * (pdfjs-dist may carry its own version): pdfjs builds Path2D objects from that copy, and another copy's
 * context rejects them.
 */
export function createRenderCanvas(width: number, height: number): Canvas {
  napiCanvas ??= createRequire(path.join(pdfjsDir, 'package.json'))('@napi-rs/canvas') as NapiCanvas;
  return napiCanvas.createCanvas(width, height);
}
