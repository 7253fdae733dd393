// What an EOB says about each line beyond the money: the explanation of its remark codes, whether it was
// denied, and the amount behind each adjustment code when the columns show it.
import type { ParsedLine } from '../analysis/types';
import { round2 } from './amounts';
import { parseAdjustmentCode } from './codes';
import type { TextLine } from './lines';
import { DENIAL_WORDS, isDenialCarc } from './reason-class';

export interface RemarkNote {
  /** 'CO-197', '197', 'A', 'N130' as printed, upper-case. */
  code: string;
  text: string;
  start: number;
  end: number;
}

const NOTE =
  /^\s*(?:(?:remark|reason|adjustment|denial|claim|code|note|carc|rarc|explanation)s?\s*(?:codes?)?\s*[:#]?\s*)?((?:CO|PR|OA|PI|CR)\s?[-–]?\s?[A-Z]?\d{1,3}|[A-Z]{1,2}\d{1,3}|\d{1,3}|[A-Z]|\*{1,3})\s*(?:[:=–)]|\s-|\.\s)\s*(.{6,})$/;

/** Footnotes explaining remark codes ('Remark CO-197: Precertification ... absent.', 'A - Denied: ...'). */
export function remarkNotes(lines: TextLine[]): RemarkNote[] {
  const notes: RemarkNote[] = [];
  for (const line of lines) {
    const text = line.text
      .replace(/\t/g, ' ')
      .replace(/^\s*(?:remark|reason|adjustment|denial|claim|code|note|carc|rarc|explanation)s?\b/i, (w) =>
        w.toLowerCase(),
      );
    const m = NOTE.exec(text);
    const [, code, words] = m ?? [];
    if (!code || !words || !/[a-z]{3}/.test(words)) continue;
    notes.push({ code: normaliseCode(code), text: words.trim(), start: line.start, end: line.end });
  }
  return notes;
}

const normaliseCode = (code: string): string => {
  const adj = parseAdjustmentCode(code);
  return adj ? `${adj.group}-${adj.carc}` : code.toUpperCase().replace(/\s/g, '');
};

/** The explanation printed for one of a line's codes, if any. */
export function noteFor(notes: RemarkNote[], code: string): RemarkNote | undefined {
  const wanted = normaliseCode(code);
  const bare = wanted.replace(/^[A-Z]{2}-/, '');
  return notes.find((n) => n.code === wanted) ?? notes.find((n) => n.code === bare);
}

/** Marks denied lines and fills adjustment amounts the columns imply. */
export function settleEobLines(lines: ParsedLine[], remarks: string[][], notes: RemarkNote[]): void {
  lines.forEach((line, k) => {
    const billed = line.amount ?? 0;
    const codes = [...line.adjustments.map((a) => `${a.group}-${a.carc}`), ...(remarks[k] ?? [])];
    const words = [...(remarks[k] ?? []), ...codes.map((c) => noteFor(notes, c)?.text ?? '')];
    const nothingAllowed = line.allowed === 0 && billed > 0;
    const nothingPaid = (line.planPaid ?? 0) === 0 && (line.allowed ?? 0) === 0;
    const refusedCode = line.adjustments.some((a) => isDenialCarc(a.carc));
    line.denied =
      billed > 0 &&
      (nothingAllowed || (nothingPaid && refusedCode) || words.some((w) => DENIAL_WORDS.test(w)));
    fillAdjustmentAmounts(line);
  });
}

function fillAdjustmentAmounts(line: ParsedLine): void {
  const byGroup = (g: string) => line.adjustments.filter((a) => a.group === g);
  const [co, ...moreCo] = byGroup('CO');
  if (co && !moreCo.length && line.amount !== null && line.allowed !== null && !line.denied) {
    co.amount = round2(line.amount - line.allowed);
  } else if (
    co &&
    !moreCo.length &&
    line.denied &&
    line.amount !== null &&
    line.patientResponsibility === 0
  ) {
    co.amount = line.amount;
  }
  const [pr, ...morePr] = byGroup('PR');
  if (pr && !morePr.length && line.patientResponsibility !== null) pr.amount = line.patientResponsibility;
}
