// DICOM: a readable dump of the header attributes ("Patient's Name: Hamill^Jordy"), with the values the
// confidentiality profile removes reported as known PHI. Pixel data is neither read nor decoded.
import { dcmjs, type DicomDataset, type DicomElement } from './dcmjs-api';
import { assemble, type TextRun } from './assemble';
import { DICOM_PHI_TAGS, PERSON_NAME_FALLBACK, type DicomPhiTag } from './dicom-phi-tags';
import { readDicomHeader } from './dicom-read';
import type { ExtractedText, InspectedFile } from './types';

/** Binary and identifier VRs say nothing a reader needs (UIDs, lookup tables, overlays). */
const SKIPPED_VRS = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'UN', 'UI', 'AT']);
const MAX_LINES = 2000;
const MAX_DEPTH = 4;
const MAX_VALUE_CHARS = 1000;

export function extractDicom(file: InspectedFile): ExtractedText {
  const dataset = readDicomHeader(file.bytes);
  const lines: TextRun[][] = [];
  dumpDataset(dataset, 0, null, lines);
  return assemble('dicom', [{ width: 0, height: 0, ocr: false, ocrConfidence: null, lines }]);
}

function dumpDataset(
  dataset: DicomDataset,
  depth: number,
  inherited: DicomPhiTag | null,
  lines: TextRun[][],
) {
  const indent = '  '.repeat(depth);
  for (const [key, element] of Object.entries(dataset).sort(([a], [b]) => a.localeCompare(b))) {
    if (lines.length >= MAX_LINES) return;
    const tagKey = key.toUpperCase();
    if (SKIPPED_VRS.has(element.vr) || tagKey === '7FE00010') continue;
    const phi = DICOM_PHI_TAGS[tagKey] ?? (element.vr === 'PN' ? PERSON_NAME_FALLBACK : inherited);
    const label = DICOM_PHI_TAGS[tagKey]?.label ?? labelOf(tagKey);
    if (element.vr === 'SQ') {
      const items = (element.Value ?? []).filter(isDataset);
      if (items.length === 0 || depth >= MAX_DEPTH) continue;
      lines.push([{ text: `${indent}${label}:`, box: null }]);
      for (const item of items) dumpDataset(item, depth + 1, phi, lines);
      continue;
    }
    const values = valuesOf(element);
    if (values.length === 0) continue;
    const runs: TextRun[] = [{ text: `${indent}${label}:`, box: null }];
    values.forEach((value, i) => {
      const run: TextRun = { text: value, box: null, separator: i === 0 ? ' ' : ' \\ ' };
      if (phi)
        run.phi = { phiType: phiTypeFor(phi, value), confidence: phi.confidence, source: sourceOf(tagKey) };
      runs.push(run);
    });
    lines.push(runs);
  }
}

function isDataset(v: unknown): v is DicomDataset {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Text of each value: person names in their alphabetic (then ideographic, phonetic) form, as stored. */
function valuesOf(element: DicomElement): string[] {
  const out: string[] = [];
  for (const v of element.Value ?? []) {
    if (typeof v === 'string' || typeof v === 'number') {
      out.push(String(v));
    } else if (isDataset(v) && element.vr === 'PN') {
      const pn = v as Record<string, unknown>;
      for (const form of ['Alphabetic', 'Ideographic', 'Phonetic']) {
        if (typeof pn[form] === 'string') out.push(pn[form]);
      }
    }
  }
  // Values are single-line in the dump: control characters become spaces.
  return out
    .map((s) =>
      s
        // eslint-disable-next-line no-control-regex -- control characters are what is being replaced
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .trim()
        .slice(0, MAX_VALUE_CHARS),
    )
    .filter((s) => s.length > 0);
}

function phiTypeFor(phi: DicomPhiTag, value: string) {
  return phi.phiType === 'phone' && value.includes('@') ? ('email' as const) : phi.phiType;
}

const sourceOf = (tagKey: string) => {
  const entry = dcmjs.data.DicomMetaDictionary.dictionary[`(${tagKey.slice(0, 4)},${tagKey.slice(4)})`];
  return `DICOM (${tagKey.slice(0, 4)},${tagKey.slice(4)}) ${entry?.name ?? 'private attribute'}`;
};

/** "StudyDescription" -> "Study Description"; private attributes by their tag. */
function labelOf(tagKey: string): string {
  const entry = dcmjs.data.DicomMetaDictionary.dictionary[`(${tagKey.slice(0, 4)},${tagKey.slice(4)})`];
  if (!entry) return `Private (${tagKey.slice(0, 4)},${tagKey.slice(4)})`;
  return entry.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
}
