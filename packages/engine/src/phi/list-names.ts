import type { Candidate } from './merge';
import { isOrgWord, wordInfo } from './name-tokens';
import { isClinicianWord, titles } from './word-lists';

/**
 * Names in lists whose rows share one shape: a marker (a number, a grade, a chair, a time, a bullet), a
 * name, then a separator and the row's note ('Gr 1  Jubal Olabode-Lane — peanut', 'Chair 2: D. Kettleby —
 * wheelchair van', '06:12  Halvard Nystuen, passenger ...', '  Femi Platt — spouse'). When another reader
 * found the name of one row, the name-shaped cells in the same place of the rows around it are names too
 * (a given name alone when a phone number follows it, as in a phone's contacts: 'Delroy (954) 555-0192'):
 * a list holds one kind of thing per column. Cells with an organisation's word, a clinician's title or
 * only dictionary words are left alone.
 */

const WORD = String.raw`\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?`;
const NAME = String.raw`(?:\p{Lu}\.[ \t]?${WORD}|${WORD}(?:[ \t](?:${WORD}|\p{Lu}\.)){1,3}(?:[ \t](?:Jr|Sr|II|III)\.?)?|${WORD}(?:[ \t](?:Jr|Sr)\.?)?(?=[ \t]+\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}))`;
/** What opens a row before the name: a bullet, a numbered or lettered marker, a time, a labelled slot ('Chair 1:'). */
const MARKER = String.raw`(?:[-•*·▪][ \t]+|(?:\p{Lu}\p{Ll}{0,8}\.?[ \t]?)?#?\d{1,4}[.):]?[ \t]+|\d{1,2}:\d{2}(?:[ \t]?[AaPp][Mm])?[ \t]+)`;
const ROW = new RegExp(
  String.raw`^([ \t]*(?:${MARKER})?)(${NAME})(?=[ \t]*(?:[—–]|-[ \t]|,[ \t]|:[ \t]|\(|$)|\t|[ ]{2}|[ \t]+\d{3}[ .-]?\d{3}[ .-]?\d{4})`,
  'u',
);

interface Row {
  start: number;
  end: number;
  shape: string;
}

/** The marker's shape: digits, capitals and small letters stand for any of their kind ('Gr 1' ~ 'Gr 12'). */
function shapeOf(marker: string): string {
  return marker
    .trim()
    .replace(/\d+/g, '0')
    .replace(/^\p{Lu}\p{Ll}*/u, (w) => (w.length > 1 ? w : 'A'));
}

/** True when a cell reads as a person's name: no organisation word, no clinician, not all plain words. */
function nameShaped(cell: string): boolean {
  const words = cell
    .split(/[ \t]+/)
    .map((w) => w.toLowerCase().replace(/[.'’]+$/, ''))
    .filter((w) => !/^(?:jr|sr|ii|iii)$/.test(w));
  if (words.some((w) => isOrgWord(w) || isClinicianWord(w) || titles.has(w))) return false;
  if (words.some((w) => wordInfo(w).never)) return false;
  return words.some((w) => w.length > 1 && (!wordInfo(w).dict || wordInfo(w).first));
}

function rowsOf(text: string): Row[][] {
  const runs: Row[][] = [];
  let run: Row[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const m = ROW.exec(line);
    const row =
      m?.[1] !== undefined && m[2]
        ? {
            start: at + m[1].length,
            end: at + m[1].length + m[2].length,
            shape: shapeOf(m[1]),
          }
        : null;
    if (row && (run.length === 0 || run[0]?.shape === row.shape)) run.push(row);
    else {
      if (run.length >= 2) runs.push(run);
      run = row ? [row] : [];
    }
    at += line.length + 1;
  }
  if (run.length >= 2) runs.push(run);
  return runs;
}

export function findListMateNames(text: string, names: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const run of rowsOf(text)) {
    const seeded = run.some((r) => names.some((n) => n.start < r.end && n.end > r.start));
    if (!seeded) continue;
    for (const r of run) {
      if (names.some((n) => n.start < r.end && n.end > r.start)) continue;
      if (!nameShaped(text.slice(r.start, r.end))) continue;
      out.push({ start: r.start, end: r.end, phiType: 'name', confidence: 0.7 });
    }
  }
  return out;
}
