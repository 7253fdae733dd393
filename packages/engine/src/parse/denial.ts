// Denials: a denial letter's reason, codes, claim and dates, or the denied lines of an EOB. The appeal
// deadline is the printed one, else the printed window from the notice, else 180 days from the notice.
import type { AppealReasonClass, DocumentType } from '@clearbill/shared';
import type { ParsedDenial, ParsedLine } from '../analysis/types';
import { moneyIn, round2 } from './amounts';
import { adjustmentCodesIn, parseProcedureCode, zipContext } from './codes';
import { addDays, datesIn } from './dates';
import { noteFor, type RemarkNote } from './eob-lines';
import type { TextLine } from './lines';
import { DENIAL_WORDS, reasonClassOf } from './reason-class';

const WORD_NUMBERS: Record<string, number> = {
  thirty: 30,
  sixty: 60,
  ninety: 90,
  'one hundred eighty': 180,
  'one hundred and eighty': 180,
};

const ABBREVIATION =
  /\b(?:Dr|Mr|Mrs|Ms|St|No|Nos|Inc|Co|Corp|Ltd|vs|etc|approx|Jr|Sr|Ph|M\.D|P\.O|U\.S|a\.m|p\.m)\.$/i;

interface Sentence {
  text: string;
  start: number;
}

/**
 * The sentences of the text with their offsets. A line break inside a paragraph is a space; a short line
 * (a letterhead, a date, a salutation) or one ending in punctuation ends its sentence.
 */
function sentences(text: string): Sentence[] {
  const flat = text.replace(/[\n\t\f]/g, ' ');
  const lines = text.split('\n');
  const widest = Math.max(...lines.map((l) => l.trim().length));
  const ends = new Set<number>();
  let offset = 0;
  lines.forEach((line, k) => {
    offset += line.length;
    const next = lines[k + 1]?.trim() ?? '';
    const short = line.trim().length < 0.7 * widest;
    if (/[.!?:]\s*$/.test(line) || (short && /^[A-Z[(\d]/.test(next))) ends.add(offset);
    offset += 1;
  });
  for (const m of flat.matchAll(/[.!?](?=\s+[A-Z[(]|\s*$)|(?<=\S)\s{3,}/g)) {
    const end = m.index + m[0].length;
    if (!ABBREVIATION.test(flat.slice(Math.max(0, end - 6), end))) ends.add(end);
  }
  const out: Sentence[] = [];
  let start = 0;
  for (const end of [...ends, flat.length].sort((x, y) => x - y)) {
    const raw = flat.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim()) out.push({ text: raw.trim().replace(/\s+/g, ' '), start: start + lead });
    start = Math.max(start, end);
  }
  return out;
}

const REASON_CODE =
  /\b(?:reason|denial|adjustment|carc|remark|group)[ \t]*(?:codes?)?[ \t]*(?:#|no\.?|number)?[ \t]*[:#]?[ \t]*((?:(?:CO|PR|OA|PI)[ \t]?[-–]?[ \t]?)?\d{1,3})\b(?![/\d]|\s*(?:days|%|\.\d))/gi;

function reasonCodes(text: string): string[] {
  const codes = new Set<string>();
  for (const m of text.matchAll(REASON_CODE))
    codes.add(
      (m[1] ?? '')
        .toUpperCase()
        .replace(/\s|–/g, '')
        .replace(/^([A-Z]{2})-?/, '$1-'),
    );
  for (const a of adjustmentCodesIn(text)) {
    const full = `${a.group}-${a.carc}`;
    if (codes.has(a.carc)) codes.delete(a.carc);
    codes.add(full);
  }
  return [...codes].filter((c) => ![...codes].some((o) => o !== c && o.endsWith(`-${c}`)));
}

const CODE_CUE = /\b(?:cpt|hcpcs|procedures?|services?|service code|billing code|codes?)\b|\(/gi;

/** Procedure codes the letter names ('procedure 73610', 'CPT codes 72148 and 72149', '(97110, 97140)'). */
function procedureCodes(text: string): string[] {
  const codes: string[] = [];
  for (const cue of text.matchAll(CODE_CUE)) {
    const window = text.slice(cue.index, cue.index + 90).split(/[.;\n](?:\s|$)|\)/)[0] ?? '';
    for (const t of window.matchAll(/(?<![\w$#/.-])[A-Z0-9]{5}(?:-[A-Z0-9]{2})*(?![\w/]|\.\d)/gi)) {
      const before = text.slice(0, cue.index + t.index);
      if (
        zipContext(before) ||
        /(?:#|\bno\.?|\bnumber|\bref(?:erence)?|\bbox|\bsuite|\bste\.?|\bgroup|\bplan|\bid)\s*:?\s*$/i.test(
          before,
        )
      ) {
        continue;
      }
      const code = parseProcedureCode(t[0]);
      if (code && /\d{4}/.test(code.code) && !codes.includes(code.code)) codes.push(code.code);
    }
  }
  return codes;
}

function noticeDate(lines: TextLine[], text: string): string | null {
  const labelled =
    /(?:date of (?:this )?(?:notice|letter|decision|determination)|notice date|letter date|decision date|date mailed|mailed on|date issued|issue date|^date)\s*:?\s*([^\n]{6,30})/im.exec(
      text,
    );
  const fromLabel = labelled ? datesIn(labelled[1] ?? '')[0]?.iso : undefined;
  if (fromLabel) return fromLabel;
  for (const line of lines.slice(0, 15)) {
    const [only, ...more] = datesIn(line.text);
    if (only && !more.length && line.text.trim().length <= only.end - only.start + 2) return only.iso;
  }
  return null;
}

const APPEAL_SENTENCE = /appeal|reconsideration|review|dispute|grievance|deadline/i;

/** The deadline an appeal sentence prints, else its window from the notice, else 180 days. */
function appealDeadline(all: Sentence[], notice: string | null): string | null {
  const about = all.filter((s) => APPEAL_SENTENCE.test(s.text));
  for (const s of about) {
    const printed = datesIn(s.text).find((d) => !notice || d.iso > notice);
    if (printed && /\b(by|before|no later than|until|deadline|on or before|postmarked)\b/i.test(s.text))
      return printed.iso;
  }
  if (!notice) return null;
  for (const s of about) {
    const window =
      /within\s+(\d{1,3}|thirty|sixty|ninety|one hundred (?:and )?eighty)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?days|(\d{1,3})\s*(?:calendar\s+)?days (?:from|of|after)/i.exec(
        s.text,
      );
    const raw = window?.[1] ?? window?.[2];
    const days = raw ? Number(raw) || WORD_NUMBERS[raw.toLowerCase()] : undefined;
    if (days && days >= 10) return addDays(notice, days);
  }
  return addDays(notice, 180);
}

const REASON_SENTENCE =
  /reason|because|due to|denial code|not obtained|approval|records show|determined|does not (meet|support)|not medically|medical necessity|not covered|non-?covered|authoriz|precert|referral|out[- ]of[- ]network|network|missing|additional information|experimental|investigational/i;

const APPEAL_RIGHTS = /\b(appeal|external review|reconsideration|you (may|have the right)|call|questions)\b/i;

function reasonText(all: Sentence[]): Sentence | null {
  const coded = all.find((s) => /\breason(?: code)?s?\b[^:]{0,20}:/i.test(s.text));
  if (coded) {
    const after = coded.text.replace(/^.*?\breason(?: code)?s?\b[^:]{0,20}:\s*/i, '');
    const next = all[all.indexOf(coded) + 1];
    const text = after.length >= 12 ? after : `${after} ${next?.text ?? ''}`.trim();
    return { text, start: coded.start };
  }
  const explains = all.filter((s) => REASON_SENTENCE.test(s.text) && !APPEAL_RIGHTS.test(s.text));
  return (
    explains.find((s) => !DENIAL_WORDS.test(s.text) || /because|due to/i.test(s.text)) ?? explains[0] ?? null
  );
}

/** The class from the stated reason, else from the sentences that refuse, else from the whole letter. */
function letterClass(codes: string[], reason: string | null, all: Sentence[]): AppealReasonClass {
  const first = reasonClassOf(codes, reason);
  if (first !== 'other') return first;
  const refusing = all.filter(
    (s) => DENIAL_WORDS.test(s.text) || /because|due to|not approved/i.test(s.text),
  );
  const second = reasonClassOf([], refusing.map((s) => s.text).join(' '));
  if (second !== 'other') return second;
  return reasonClassOf(
    [],
    all
      .filter((s) => !APPEAL_RIGHTS.test(s.text))
      .map((s) => s.text)
      .join(' '),
  );
}

export function parseDenialLetter(lines: TextLine[], text: string, tableLines: ParsedLine[]): ParsedDenial {
  const all = sentences(text);
  const reason = reasonText(all);
  const codes = reasonCodes(text);
  const procedures = procedureCodes(text);
  for (const l of tableLines) if (l.code && !procedures.includes(l.code)) procedures.push(l.code);
  const billed = /(?:billed|charged?s?|amount(?: billed)?|total)[^.$\n]{0,30}(\$\s?[\d,]+\.\d{2})/i.exec(
    text,
  );
  const amount = billed
    ? (moneyIn(billed[1] ?? '')[0]?.value ?? null)
    : tableLines.length
      ? round2(tableLines.reduce((s, l) => s + (l.amount ?? 0), 0))
      : (moneyIn(text)[0]?.value ?? null);
  const notice = noticeDate(lines, text);
  return {
    reasonText: reason?.text ?? null,
    reasonClass: letterClass(codes, reason?.text ?? null, all),
    reasonCodes: codes,
    codes: procedures,
    amount,
    noticeDate: notice,
    appealDeadline: appealDeadline(all, notice),
    serviceDate: serviceDate(text),
    span: reason ? { start: reason.start, end: reason.start + reason.text.length } : null,
  };
}

function serviceDate(text: string): string | null {
  const m =
    /(?:services?|care|treatment|visit|performed|provided|rendered)\b[^.\n]{0,40}?\b(?:on|dated|of)\s+([^\n]{6,24})|date(?:s)? of service\s*:?\s*([^\n]{6,24})|\bDOS\s*:?\s*([^\n]{6,24})/i.exec(
      text,
    );
  return m ? (datesIn(m[1] ?? m[2] ?? m[3] ?? '')[0]?.iso ?? null) : null;
}

/** An EOB (or a bill) with denied lines: the denial its remarks describe. */
export function denialFromLines(
  lines: ParsedLine[],
  remarks: string[][],
  notes: RemarkNote[],
  text: string,
  notice: string | null,
  documentType: DocumentType,
): ParsedDenial | null {
  const denied = lines.filter((l) => l.denied);
  const first = denied[0];
  if (!first || documentType === 'denial_letter') return null;
  const codes = [...new Set(denied.flatMap((l) => l.adjustments.map((a) => `${a.group}-${a.carc}`)))];
  const marks = lines.flatMap((l, k) => (l.denied ? (remarks[k] ?? []) : []));
  const explained = [...codes, ...marks].map((c) => noteFor(notes, c)).find((n) => n !== undefined);
  const reason = explained?.text ?? marks.find((m) => m.length > 3) ?? null;
  return {
    reasonText: reason,
    reasonClass: reasonClassOf(codes, reason),
    reasonCodes: codes,
    codes: [...new Set(denied.map((l) => l.code ?? l.revenueCode).filter((c): c is string => c !== null))],
    amount: round2(denied.reduce((s, l) => s + (l.amount ?? 0), 0)),
    noticeDate: notice,
    appealDeadline: appealDeadline(sentences(text), notice),
    serviceDate: first.date,
    span: first.span,
  };
}
