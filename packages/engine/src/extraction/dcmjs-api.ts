// dcmjs ships no types: this is the part of its API that extraction and the test fixtures use, loaded
// through require (its CommonJS build) so that no ambient module declaration has to travel with us.
import { createRequire } from 'node:module';

export interface DicomElement {
  vr: string;
  Value?: unknown[];
}
export type DicomDataset = Record<string, DicomElement>;

export interface DicomDict {
  meta: DicomDataset;
  dict: DicomDataset;
  write(): ArrayBuffer;
}

export interface DicomReadOptions {
  ignoreErrors?: boolean;
  untilTag?: string | null;
  includeUntilTagValue?: boolean;
  noCopy?: boolean;
}

interface Dcmjs {
  data: {
    DicomMessage: { readFile(buffer: ArrayBuffer, options?: DicomReadOptions): DicomDict };
    DicomDict: new (meta: DicomDataset) => DicomDict;
    DicomMetaDictionary: {
      dictionary: Record<string, { tag: string; vr: string; name: string } | undefined>;
      /** Keyword-named values ({ PatientName: 'A^B' }) to tag-keyed elements. */
      denaturalizeDataset(dataset: Record<string, unknown>): DicomDataset;
    };
  };
  log: { setLevel(level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'silent'): void };
}

export const dcmjs = createRequire(import.meta.url)('dcmjs') as Dcmjs;

// dcmjs logs every oddity through loglevel; reading a header must not write to the console.
dcmjs.log.setLevel('silent');
