import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { extractFiles } from '../extraction/index';
import { inspectFile } from '../extraction/inspect';
import { createOcrPool } from '../extraction/ocr-pool';
import { classifyDocument } from './index';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const corpusDir = path.resolve(repoRoot, process.env.DEV_CORPUS_DIR ?? '../shared/dev-corpus');

interface TruthEntry {
  file: string;
  format: string;
  docType: string;
}

// The scanned (PNG) documents need OCR, a second or more each; the scoring script covers them.
// The corpus is shared material beside the checkout (../shared), present on development and CI machines.
// Vitest runs a describe's body to collect its tests even when it is skipped: nothing in it may read
// the corpus, or the suite fails where ../shared is absent instead of skipping. The reads are in the test.
describe.runIf(existsSync(path.join(corpusDir, 'truth.json')))(
  'document types on the development corpus (text-layer documents)',
  () => {
    // Workers start only if a page needs OCR; none of these documents does.
    const ocr = createOcrPool({ size: 1 });
    afterAll(() => ocr.close());

    it('classifies every PDF, DOCX and DICOM document as its truth says', async () => {
      const truth = (
        JSON.parse(readFileSync(path.join(corpusDir, 'truth.json'), 'utf8')) as TruthEntry[]
      ).filter((d) => d.format !== 'png');
      expect(truth.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const d of truth) {
        const file = await inspectFile(new Uint8Array(readFileSync(path.join(corpusDir, d.file))));
        const extracted = await extractFiles([file], { ocr });
        const { documentType } = classifyDocument(extracted.text, extracted.format);
        if (documentType !== d.docType) wrong.push(`${d.file}: ${documentType} (truth ${d.docType})`);
      }
      expect(wrong).toEqual([]);
    });
  },
);
