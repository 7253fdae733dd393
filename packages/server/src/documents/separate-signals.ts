import { classifyDocument, detectPhi, parseDocument, PAGE_SEPARATOR, type PhiSpan } from '@clearbill/engine';
import type { DocumentFormat, PhiType, SeparateReason } from '@clearbill/shared';

/** Service dates further apart than this, between two files, suggest two visits. */
const FAR_APART_DAYS = 120;

interface FileSignals {
  documentType: string;
  values: Record<'patients' | 'account_numbers' | 'claim_numbers', Set<string>>;
  dates: string[];
}

/**
 * Files uploaded as one document that seem to be separate documents: each file's text is read on its
 * own by the engine (classifyDocument, detectPhi, parseDocument) and compared with the others. A
 * reason is given only when two files each carry a value and the values share nothing: a page
 * without a name never makes a warning. `filePages` is each file's page count, in upload order; when
 * the text does not split into exactly those pages, nothing is claimed.
 */
export function separateSignals(
  text: string,
  format: DocumentFormat,
  filePages: readonly number[],
): SeparateReason[] {
  if (filePages.length < 2) return [];
  const pages = text.split(PAGE_SEPARATOR);
  if (pages.length !== filePages.reduce((sum, n) => sum + n, 0)) return [];
  const files: FileSignals[] = [];
  let at = 0;
  for (const count of filePages) {
    files.push(signalsOf(pages.slice(at, at + count).join(PAGE_SEPARATOR), format));
    at += count;
  }
  const reasons: SeparateReason[] = [];
  const types = new Set(files.map((f) => f.documentType).filter((t) => t !== 'other'));
  if (types.size > 1) reasons.push('document_types');
  for (const key of ['patients', 'account_numbers', 'claim_numbers'] as const) {
    if (disjointPair(files.map((f) => f.values[key]))) reasons.push(key);
  }
  if (datesFarApart(files.map((f) => f.dates))) reasons.push('service_dates');
  return reasons;
}

function signalsOf(text: string, format: DocumentFormat): FileSignals {
  const { documentType } = classifyDocument(text, format);
  const spans = detectPhi(text, { documentType });
  const of = (type: PhiType) => valuesOf(text, spans, type);
  const dates = parseDocument(text, documentType)
    .lines.map((l) => l.date)
    .filter((d): d is string => d !== null);
  return {
    documentType,
    values: {
      patients: of('name'),
      account_numbers: of('account_number'),
      claim_numbers: of('claim_number'),
    },
    dates,
  };
}

/** Values compared loosely: case, spaces and punctuation do not count. */
function valuesOf(text: string, spans: readonly PhiSpan[], type: PhiType): Set<string> {
  const out = new Set<string>();
  for (const span of spans) {
    if (span.phiType !== type) continue;
    const value = text
      .slice(span.start, span.end)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, '');
    if (value.length >= 3) out.add(value);
  }
  return out;
}

function disjointPair(sets: readonly Set<string>[]): boolean {
  const filled = sets.filter((s) => s.size > 0);
  for (let i = 0; i < filled.length; i++) {
    for (let j = i + 1; j < filled.length; j++) {
      const a = filled[i];
      const b = filled[j];
      if (a && b && ![...a].some((v) => b.has(v))) return true;
    }
  }
  return false;
}

function datesFarApart(perFile: readonly string[][]): boolean {
  const ranges = perFile
    .filter((d) => d.length > 0)
    .map((d) => {
      const times = d.map((x) => Date.parse(`${x}T00:00:00Z`)).filter((t) => Number.isFinite(t));
      return { min: Math.min(...times), max: Math.max(...times) };
    })
    .filter((r) => Number.isFinite(r.min));
  const day = 86_400_000;
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      const a = ranges[i];
      const b = ranges[j];
      if (!a || !b) continue;
      const gap = Math.max(b.min - a.max, a.min - b.max);
      if (gap > FAR_APART_DAYS * day) return true;
    }
  }
  return false;
}
