import { isCsvLine, isPipeLine, resolveBelow, sitesOf, type Site } from './label-layout';
import { findLabels, type LabelSpec } from './labels';
import type { Candidate, Range } from './merge';
import { isOrgWord, isParticle, isSuffix, isWordShaped, wordInfo } from './name-tokens';
import { DATE, OCR_DATE } from './patterns';
import type { TextIndex } from './text';
import { calendarWords, nonNameValues, payerNames, relationWords, titles } from './word-lists';

/** A date written as eight digits in an export's column ('04171983', '19830417'). */
const COMPACT_DATE = /(?<=^\s*)\d{8}(?!\d)/;

function isCompactDate(d: string): boolean {
  const n = (a: number, b: number) => Number(d.slice(a, b));
  const valid = (y: number, m: number, day: number) =>
    y >= 1900 && y <= 2099 && m >= 1 && m <= 12 && day >= 1 && day <= 31;
  return valid(n(4, 8), n(0, 2), n(2, 4)) || valid(n(0, 4), n(4, 6), n(6, 8));
}

/**
 * Values of labelled fields, in three layouts: 'Label: value' on one line, the value on the next line,
 * and tables whose header row (or column of header lines) holds the labels.
 */
export interface LabelledValues {
  candidates: Candidate[];
  keep: Range[];
}

/** Military and clerical ranks written before a name. */
const RANKS = new Set(
  'pvt pfc spc cpl sgt ssgt sfc msgt msg sgm csm lt capt cpt maj ltc col gen adm cdr lcdr ens po cpo sra amn tsgt smsgt cmsgt rev fr'.split(
    ' ',
  ),
);

const KEPT_FIELD = ['name', 'insurance_id', 'account_number', 'mrn', 'claim_number'] as const;

/**
 * '500-1000CC', '95-97', '80-120': a range of values, not an identifier. An account number written
 * '7734-2291' or '1234-5678' (equal-length groups, no unit, not both short) stays an identifier.
 */
function looksLikeRange(id: string): boolean {
  const m = /^(\d{1,4})-(\d{1,4})([A-Z]*)$/.exec(id);
  if (!m) return false;
  const [, a = '', b = '', unit = ''] = m;
  if (Number(a) >= Number(b)) return false;
  return unit !== '' || a.length !== b.length || a.length <= 3;
}

function valueValidator(
  index: TextIndex,
  spec: LabelSpec,
  phrase: string,
  from: number,
  to: number,
): Candidate | null {
  const { text } = index;
  const value = text.slice(from, to);
  const type = spec.phiType;
  if (!type) return null;
  const at = (s: number, e: number, confidence: number): Candidate => ({
    start: from + s,
    end: from + e,
    phiType: type,
    confidence,
    strong: true,
  });
  switch (spec.kind) {
    case 'id': {
      // Upper-case letters, digits and - / . : 'W123 456 789', 'XYZ-123456', 'MRN7341231', '****1234'.
      // Lower-case letters only inside a token with digits: OCR reads 1 as l ('MRN734l231').
      const m = /^[A-Z0-9*#][A-Za-z0-9*\-/.]*(?: [A-Z0-9*][A-Za-z0-9*\-/.]*)*/.exec(value.trimEnd());
      if (!m) return null;
      const parts = m[0].split(' ');
      const kept: string[] = [];
      for (const p of parts) {
        const prefix = kept.length === 0 && /^[A-Z]{1,4}$/.test(p);
        if (!/\d/.test(p) && !/[*]{3}/.test(p) && !prefix) break;
        kept.push(p);
      }
      const id = kept.join(' ').replace(/[.\-/]+$/, '');
      const digits = id.replace(/\D/g, '').length;
      const masked = /[*X]{3,}\d{2,}/i.test(id);
      if (digits < (/[A-Z]/.test(id) ? 4 : 5) && !masked) return null;
      // Measurements and ranges: 'TMAX 101.5', '95.8-97.2', '500-1000CC'.
      if (/\d\.\d{1,2}(?:\b|[A-Z])/.test(id) || looksLikeRange(id)) return null;
      if (DATE.exec(id)?.[0] === id) return null;
      return at(0, id.length, 0.95);
    }
    case 'date': {
      // A year alone under 'YOB' or 'Year of birth'.
      const year = /yob|year/i.test(phrase) ? /(?<=^\s*)(?:19|20)\d{2}(?!\d)/.exec(value) : null;
      const m =
        DATE.exec(value.slice(0, 40)) ??
        OCR_DATE.exec(value.slice(0, 40)) ??
        COMPACT_DATE.exec(value) ??
        year;
      if (m && m[0].length === 8 && !/\D/.test(m[0]) && !isCompactDate(m[0])) return null;
      return m ? at(m.index, m.index + m[0].length, 0.97) : null;
    }
    case 'ssn': {
      // OCR may read 0 as O and 1 as l: '370-27-444O'.
      const m =
        /(?:[\dOIl]{3}[- ]?[\dOIl]{2}[- ]?[\dOIl]{4}|[X*]{3}[- ]?[X*]{2}[- ]?\d{4})(?![\dA-Za-z])/i.exec(
          value.slice(0, 30),
        );
      if (!m || (m[0].replace(/\D/g, '').length < 7 && !/[X*]/i.test(m[0]))) {
        // 'SSN (last 4): 1234'
        const last4 = /^\d{4}(?!\d)/.exec(value);
        return last4 ? at(0, 4, 0.9) : null;
      }
      return at(m.index, m.index + m[0].length, 0.97);
    }
    case 'phone': {
      const m = /^\+?\(?\d[\d() \-./]*\d\)?(?:\s?(?:x|ext\.?)\s?\d{1,6})?/i.exec(value);
      if (!m) return null;
      const digits = m[0].replace(/\D/g, '').length;
      const pager = /^(?:pager|beeper|pg)/i.test(phrase);
      if (digits < (pager ? 4 : 7) || digits > 16) return null;
      // 'out of work 2019-2021', 'home 1/4/2024': years and dates after a word that is also a label.
      if (/^(?:19|20)\d{2}\s?[-–/]\s?(?:19|20)?\d{2}$|^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(m[0].trim()))
        return null;
      return at(0, m[0].length, 0.95);
    }
    case 'email': {
      const m = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/.exec(value);
      return m ? at(0, m[0].length, 0.98) : null;
    }
    case 'address': {
      // The address ends with its sentence ('..., Oakland CA 94606. Sister Imelda will ...').
      // ... and before a phone run into it after the ZIP code ('KEENE NH03431 6035550172').
      const v = value
        .replace(SENTENCE_AFTER_ADDRESS, '$1')
        .trimEnd()
        .replace(/(\d{5}(?:-\d{4})?)[ \t]+(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/, '$1');
      if (v.length < 3) return null;
      const loosePhrase = /^(?:city|zip|street|city.*zip)/i.test(phrase);
      // Without a number, a place word makes it an address ('Tafuna village, behind the church, Tutuila').
      if (
        !loosePhrase &&
        !/\d/.test(v) &&
        !/\b(?:box|route|rr|hc|village|estate|compound|cottage|farm|ranch|camp|quartier|barrio|bairro|kampong|plot|lot)\b/i.test(
          v,
        )
      )
        return null;
      return at(0, v.length, 0.9);
    }
    case 'name': {
      // A person's initials under 'Initials' ('R.T.Q.', 'M.O.-S.').
      if (/initials/i.test(phrase)) {
        const m = /^[ \t]*(\p{Lu}\.(?:-?\p{Lu}\.){1,3})(?![\p{L}\d])/u.exec(value);
        return m?.[1] ? at(value.indexOf(m[1]), value.indexOf(m[1]) + m[1].length, 0.9) : null;
      }
      const c = nameValue(index, from, to);
      return c && spec.weak && !fullName(index, c) ? null : c;
    }
    case 'keep':
      return null;
  }
}

/** Two or more words that read as first and last name, for labels that also open other things. */
function fullName(index: TextIndex, c: Candidate): boolean {
  const toks = index.tokens.filter((t) => t.start >= c.start && t.end <= c.end && t.key.length > 1);
  const a = toks[0];
  const b = toks.at(-1);
  if (!a || !b || a === b) return false;
  const ia = wordInfo(a.key);
  const ib = wordInfo(b.key);
  if (ia.domain || ib.domain) return false;
  const mixed = index.lines[a.line]?.mode === 'mixed';
  // Capitalised words are not taken for misspellings ('Petrov' is no 'petrol').
  const wa = mixed && a.shape === 'title' ? ia.dict : ia.word;
  const wb = mixed && b.shape === 'title' ? ib.dict : ib.word;
  return (ia.first || !wa) && (ib.last || ib.first || !wb) && (mixed || (!wa && !wb));
}

/** A full stop after a ZIP code or a word of four letters or more, then another sentence. */
const SENTENCE_AFTER_ADDRESS = /^(.*?(?:\b\d{5}(?:-\d{4})?|\p{L}{4,}))[.;!?][ \t]+\p{L}.*$/u;

/** 'Sandpoint, ID 83864': Idaho after a town, then a ZIP code, is no 'ID' label. */
function isIdahoZip(text: string, start: number, end: number): boolean {
  return (
    text.slice(start, end) === 'ID' &&
    /^[ \t]+\d{5}(?:-\d{4})?(?![\d-])/.test(text.slice(end, end + 12)) &&
    /\p{Lu}[\p{L}.'’-]*,?[ \t]+$/u.test(text.slice(Math.max(0, start - 30), start))
  );
}

/** A person's name at the start of a field value: 'Jane Q. Public', 'PUBLIC, JANE Q', 'Mr. John Smith Jr.' */
export function nameValue(index: TextIndex, from: number, to: number): Candidate | null {
  const { text, tokens } = index;
  let i = index.tokenAt(from);
  const first = tokens[i];
  if (
    !first ||
    first.start >= to ||
    text
      .slice(from, first.start)
      .trim()
      .replace(/^["'(]/, '') !== ''
  ) {
    return null;
  }
  // 'Niece, Patricia Waite', 'Mr. John Smith': the relation or title is not part of the name.
  if (relationWords.has(first.key) && /^\s?[,:-]?\s?$/.test(text.slice(first.end, tokens[i + 1]?.start))) i++;
  if (titles.has(tokens[i]?.key ?? '')) i++;
  // 'SSgt Toma Muhar', 'Baby Girl Lemaire': a rank or a newborn's placeholder is not part of the name.
  while (RANKS.has(tokens[i]?.key ?? '')) i++;
  if (tokens[i]?.key === 'baby' && /^(?:girl|boy)$/.test(tokens[i + 1]?.key ?? '')) i += 2;
  let start = -1;
  let end = -1;
  let count = 0;
  let strongish = false;
  for (let j = i; j < tokens.length && count < 6; j++) {
    const t = tokens[j];
    if (!t || t.end > to) break;
    if (count > 0) {
      const gap = text.slice(tokens[j - 1]?.end ?? 0, t.start);
      // A digit inside a word is OCR's misreading of a letter ('Go1dner'): the same word goes on.
      if (/^[01358|]$/.test(gap)) {
        end = t.end;
        continue;
      }
      // Name words are separated by a space, a comma, a hyphen or '^' (DICOM).
      if (!/^(?:[ .,^-]|\. |, | ,)$|^ ?[.,]? ?$/.test(gap) || gap.includes('\n')) break;
    }
    const info = wordInfo(t.key);
    const initial = /^[A-Za-z]$/.test(t.text) && text.charAt(t.end) === '.';
    // 'May', 'June', 'April' are names too, unless a day number follows.
    const monthName = calendarWords.has(t.key) && !/^\s*\d/.test(text.slice(t.end, t.end + 3));
    if (info.never && !initial && !monthName && !(count > 0 && isSuffix(t.key))) break;
    if (isOrgWord(t.key)) return null;
    if (!isWordShaped(t) && !initial) break;
    if (t.shape === 'lower' && info.word && !info.first && !info.last && !isParticle(t.key)) break;
    if (count === 0 && nonNameValues.has(t.key)) return null;
    if (start < 0) start = t.start;
    end = t.end + (initial || isSuffix(t.key) ? (text.charAt(t.end) === '.' ? 1 : 0) : 0);
    if (!(t.shape === 'lower' ? info.word : info.dict) || info.first) strongish = true;
    count++;
  }
  if (start < 0 || !strongish) return null;
  // The name fills its cell: 'RE: Notice of adverse determination' is not a name.
  const tail = text.slice(end, to).trim();
  if (tail !== '' && !/^[,(;|/\-–"]/.test(tail)) return null;
  const span = text.slice(start, end).toLowerCase();
  if (payerNames.some((p) => span === p || span.startsWith(p + ' '))) return null;
  return { start, end, phiType: 'name', confidence: 0.95, strong: true };
}

export function findLabelledValues(index: TextIndex): LabelledValues {
  const { text } = index;
  // Column-heading words ('last', 'first') count only on a line of headings: cells, no digits but inside a
  // heading ('SSN-LAST4').
  const hits = findLabels(text).filter((h) => {
    if (!h.label.spec.headerOnly) return true;
    const line = index.lines[index.lineAt(h.start)];
    const lineText = line ? text.slice(line.start, line.end) : '';
    return (
      !/(?<![A-Za-z_-])\d/.test(lineText) &&
      (isCsvLine(lineText) || isPipeLine(lineText) || /\t|\S {2,}\S/.test(lineText))
    );
  });
  const sites = sitesOf(index, hits);
  const candidates: Candidate[] = [];
  const keep: Range[] = [];
  const emit = (site: Site, from: number, to: number) => {
    const spec = site.hit.label.spec;
    if (spec.kind === 'keep') {
      // A provider, payer or NPI field: its value is not the patient's name or identifier.
      if (to > from) keep.push({ start: from, end: Math.min(to, from + 60), blocks: KEPT_FIELD });
      return true;
    }
    const c = valueValidator(index, spec, site.hit.label.phrase, from, to);
    if (c) candidates.push(c);
    return c !== null;
  };
  const pendingBelow: Site[] = [];
  for (const [k, site] of sites.entries()) {
    const { hit, valueStart, lineEnd } = site;
    // A label opens a line or a cell ('RE: ...   Member ID:'), or follows punctuation; a word inside a
    // value ('1580 Depot Street') is not a label unless a colon follows it.
    const spec = hit.label.spec;
    const validated = spec.kind !== 'name' && spec.kind !== 'address' && spec.kind !== 'keep';
    const opensCell = /(?:^[\s\-*•]*|\t|\s{2}|[|;,(:.?]\s*|[{,][ \t]*")$/.test(site.gapBefore);
    // 'Employee/obligor: X': the last of two roles joined by a slash, before its colon; 'Dental plan:' after a
    // word or two, not the end of a sentence ('... removed from your medical plan:').
    const lineBefore = text.slice(index.lines[index.lineAt(hit.start)]?.start ?? 0, hit.start);
    const shortLead =
      /\s$/.test(site.gapBefore) && (spec.kind !== 'keep' || lineBefore.trim().split(/\s+/).length <= 3);
    if (!opensCell && !validated && !(site.punctuated && (/\/$/.test(site.gapBefore) || shortLead))) continue;
    const next = sites[k + 1];
    const lineText = text.slice(index.lines[index.lineAt(hit.start)]?.start ?? 0, lineEnd);
    // In a table drawn with pipes a value ends at the next pipe ('ID | Name | DOB' is a header row).
    const pipe = isPipeLine(lineText) ? text.indexOf('|', hit.end) : -1;
    const nextLabel = next && next.hit.start < lineEnd ? next.hit.start : lineEnd;
    const nextOnLine = pipe >= 0 && pipe < nextLabel ? pipe : nextLabel;
    const rest = text.slice(hit.end, nextOnLine);
    const afterSep = text.slice(valueStart, nextOnLine);
    if (isIdahoZip(text, hit.start, hit.end)) continue;
    if (afterSep.trim() === '' || (isCsvLine(lineText) && !/(?<![A-Za-z_-])\d/.test(lineText))) {
      // The value is below: the label ends with ':' or stands alone in its cell.
      if (site.punctuated || /(?:^[\s\-*•|]*|\t|\s{2}|\|[ \t]*|(?:^|,)")$/.test(site.gapBefore))
        pendingBelow.push(site);
      continue;
    }
    // 'last', 'first': labels only as column headings over rows.
    if (spec.headerOnly) continue;
    const gap = /^[ \t]*/.exec(rest)?.[0] ?? '';
    const wideGap = gap.length >= 2 || gap.includes('\t');
    if (!site.punctuated && !wideGap && !spec.loose) continue;
    if (!site.punctuated && !wideGap && spec.kind === 'name' && hit.label.phrase.length <= 2) continue;
    // The value cell ends at a column gap or at the next label on the line.
    const cellEnd = (() => {
      const g = /\t|\s{2,}/.exec(text.slice(valueStart, nextOnLine));
      return g ? valueStart + g.index : nextOnLine;
    })();
    if (wideGap && !site.punctuated) {
      // 'Patient Name      Account #' is a header row, not a label and its value.
      const startsLabel = sites.some((s) => s.hit.start === valueStart);
      if (startsLabel) continue;
    }
    const end = spec.kind === 'date' || spec.kind === 'ssn' ? nextOnLine : cellEnd;
    const found = emit(site, valueStart, end);
    // 'PATIENT INFORMATION     REPORT STATUS': no value beside it, so a header over the next row.
    if (!found && wideGap && !site.punctuated && !/\d/.test(text.slice(hit.start, lineEnd)))
      pendingBelow.push(site);
  }
  resolveBelow(index, sites, pendingBelow, emit);
  return { candidates, keep };
}
