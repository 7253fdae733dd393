// pdfjs-dist's legacy build bundles core-js, which on Node 20 *replaces* some built-ins that exist
// already with JavaScript versions, for the whole process: JSON.stringify and JSON.parse (for
// JSON.rawJSON, which Node 20 lacks), Array.prototype.push and Function.prototype.toString. Each JSON
// call then runs a replacer per value, twice over (pdf.mjs and pdf.worker.mjs each wrap it): a 50-row
// API answer took ~2 ms to serialise instead of ~0.1 ms, on every route, once the first PDF was opened.
// Features Node lacks (Promise.withResolvers, Uint8Array.fromBase64, ...) are added, not replaced, and
// are kept: pdfjs uses them.

/**
 * Objects whose existing functions a polyfill may replace. Not globalThis: pdfjs replaces nothing there,
 * and other start-up work running during the import may set globals of its own.
 */
function owners(): object[] {
  const typedArray = Object.getPrototypeOf(Uint8Array) as object;
  return [
    JSON,
    Math,
    Reflect,
    Object,
    Object.prototype,
    Function.prototype,
    Array,
    Array.prototype,
    String,
    String.prototype,
    Number,
    Number.prototype,
    Promise,
    Promise.prototype,
    Map.prototype,
    Set.prototype,
    WeakMap.prototype,
    RegExp.prototype,
    ArrayBuffer.prototype,
    typedArray,
    (typedArray as { prototype: object }).prototype,
    Uint8Array,
    Uint8Array.prototype,
  ];
}

type Snapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>;

function snapshot(): Snapshot {
  const taken: Snapshot = new Map();
  for (const owner of owners()) {
    const props = new Map<PropertyKey, PropertyDescriptor>();
    for (const key of Reflect.ownKeys(owner)) {
      const d = Object.getOwnPropertyDescriptor(owner, key);
      if (d && typeof d.value === 'function') props.set(key, d);
    }
    taken.set(owner, props);
  }
  return taken;
}

/** Puts back every function of the snapshot that was since replaced; returns their names. */
function restore(taken: Snapshot): string[] {
  const restored: string[] = [];
  for (const [owner, props] of taken) {
    for (const [key, before] of props) {
      const now = Object.getOwnPropertyDescriptor(owner, key);
      if (now?.value === before.value) continue;
      Object.defineProperty(owner, key, before);
      restored.push(String(key));
    }
  }
  return restored;
}

/** Runs `load` (an import that installs polyfills), then restores the built-ins it replaced. */
export async function keepingNativeBuiltins<T>(load: () => Promise<T>): Promise<T> {
  const taken = snapshot();
  try {
    return await load();
  } finally {
    restore(taken);
  }
}
