import { institutionAbove, isResidenceName, residenceBefore } from './address-residences';
import {
  CONTINENTAL_STREET,
  INLINE_TAIL,
  KIND_FIRST_STREET,
  KIND_NAME_NUMBER_STREET,
  STRONG_TAIL,
  TOWN_LINE,
  UNIT_AFTER_TAIL,
  UNIT_BEFORE,
  WEAK_TAIL,
} from './addresses-intl';
import type { Candidate } from './merge';
import { isCountryName } from './address-chains';
import { isOrgWord } from './name-tokens';
import { RECORD_ADDRESS } from './provider-context';
import type { TextIndex } from './text';

/**
 * Whole addresses: the parts found (street, unit, city, postcode, country) joined into one block when
 * they follow each other on a line or on the next lines, so an address is removed whole, never in
 * pieces. A block that belongs to the provider (under the organisation's name in a letterhead, after
 * 'Remit to', 'Visit X Hospital at') is kept: letters need it.
 */

export interface Streets {
  candidates: Candidate[];
  /** Offsets of street lines found here (for the addressee above them). */
  streetStarts: number[];
}

export function findIntlStreets(text: string): Streets {
  const candidates: Candidate[] = [];
  const streetStarts: number[] = [];
  for (const re of [CONTINENTAL_STREET, KIND_FIRST_STREET, KIND_NAME_NUMBER_STREET]) {
    for (const m of text.matchAll(re)) {
      if (m[0].includes('\n')) continue;
      candidates.push({ start: m.index, end: m.index + m[0].length, phiType: 'address', confidence: 0.8 });
      streetStarts.push(m.index);
    }
  }
  for (const m of text.matchAll(STRONG_TAIL)) {
    if (m[0].includes('\n')) continue;
    candidates.push({ start: m.index, end: m.index + m[0].length, phiType: 'address', confidence: 0.85 });
  }
  return { candidates, streetStarts };
}

function lineBounds(text: string, pos: number): [number, number] {
  const s = text.lastIndexOf('\n', pos - 1) + 1;
  const e = text.indexOf('\n', pos);
  return [s, e < 0 ? text.length : e];
}

/** Joins address parts into blocks and extends each over a unit before it and postal lines after it. */
export function joinAddressBlocks(text: string, parts: Candidate[]): Candidate[] {
  const sorted = parts.filter((p) => p.phiType === 'address').sort((a, b) => a.start - b.start);
  const blocks: Candidate[] = [];
  for (const p of sorted) {
    const last = blocks.at(-1);
    if (last) {
      const between = text.slice(last.end, p.start);
      // ... and the cells of a CSV row, across an empty cell or a state's code ('"apt 2","duluth","mn","55805"').
      const joins =
        p.start <= last.end ||
        /^[ \t]*[,;]?[ \t]*(?:\n[ \t]*)?$/.test(between) ||
        /^"(?:,"(?:[A-Za-z]{2})?")*,"$/.test(between);
      if (joins) {
        blocks[blocks.length - 1] = {
          ...last,
          end: Math.max(last.end, p.end),
          confidence: Math.max(last.confidence, p.confidence),
          strong: Boolean(last.strong) || Boolean(p.strong),
        };
        continue;
      }
    }
    blocks.push({ ...p });
  }
  for (const b of blocks) {
    // 'Flat 3, 14 Wellington Road'
    const [ls] = lineBounds(text, b.start);
    const unit = UNIT_BEFORE.exec(text.slice(ls, b.start));
    if (unit) b.start = ls + unit.index;
    // ', 10115 Berlin' and ', bloco B, apto 904' on the same line.
    for (;;) {
      const inline =
        INLINE_TAIL.exec(text.slice(b.end, b.end + 40)) ??
        UNIT_AFTER_TAIL.exec(text.slice(b.end, b.end + 48));
      if (!inline) break;
      b.end += inline[0].length;
    }
    // Postal, town and country lines below (at most three).
    for (let k = 0; k < 3; k++) {
      const [, le] = lineBounds(text, b.end);
      if (
        text
          .slice(b.end, le)
          .trim()
          .replace(/^[,.]$/, '') !== '' ||
        le >= text.length
      )
        break;
      const [ns, ne] = lineBounds(text, le + 1);
      const next = text.slice(ns, ne).trim().replace(/\.$/, '');
      let ok = next !== '' && (WEAK_TAIL.test(next) || isCountryName(next));
      if (!ok && TOWN_LINE.test(next) && ne < text.length) {
        const [, ae] = lineBounds(text, ne + 1);
        const after = text
          .slice(ne + 1, ae)
          .trim()
          .replace(/\.$/, '');
        ok = WEAK_TAIL.test(after) || isCountryName(after);
      }
      if (!ok) break;
      b.end = ns + text.slice(ns, ne).indexOf(next) + next.length;
    }
  }
  return blocks;
}

const PROVIDER_CUE =
  /\b(?:remit(?:tance)?(?: payment)? to|make (?:checks?|payments?) payable to|payable to|mail (?:your )?payments? to|send (?:your )?payments? to|pay to|payment address|visit|located at)\b/i;
/**
 * A cue on a line above the address leads into it: it ends its line ('Please remit payment to:'), and
 * 'visit' is the verb ('Visit us at:'), not a visit told of ('my visit with Dr. X.').
 */
const NOT_A_VISIT_TOLD = String.raw`(?<!\b(?:my|your|his|her|their|our|the|a|this|that|last|recent|next|first|follow-up|office|clinic|er|home)\s)visit`;
const PROVIDER_CUE_ABOVE = new RegExp(
  String.raw`(?:${PROVIDER_CUE.source.replace('visit', NOT_A_VISIT_TOLD)})[^.!?\n]{0,60}:?\s*$`,
  'i',
);

/**
 * On the address's own line 'visit' leads into it ('Visit us at', 'visit our office:') or names where a visit was
 * ('ER visit at Houston Methodist, 6565 ...'), not an 'ED visit on 7/30 ... at her address'.
 */
const PROVIDER_CUE_SAME_LINE = new RegExp(
  // 'Visit us at', 'your visit at Lakeshore Imaging, ...'; a visit at a bare street is no one's in particular
  // ('to arrange a first visit at 23 Sweetgum Hollow').
  String.raw`${PROVIDER_CUE.source.replace('|visit|', '|')}|\bvisit(?:(?:\s+us|\s+our\s+(?:new\s+)?(?:office|clinic|location|practice)s?)(?:\s+at)?)?\s*:?\s*$|\bvisit\s+(?:at|to)\s+(?=[^.!?]*[a-z]{2})[^.!?]{1,60}$`,
  'i',
);

const OFFICE_CUE =
  /\bour (?:new )?(?:billing|remittance|remit|payment|business|corporate|office|clinic|practice)(?: office)? address(?: is| has changed to| changed to| moved to|:)?\s*$/i;
const PATIENT_CUE =
  /(?:\b(?:home|house|residence|resid(?:es|ing|ent)(?: at)?|lives?(?: at| in)?|living(?: at| in)?|staying(?: at)?|moved(?: to)?|mailing|temporary|permanent|my(?: new| old)? (?:address|place)|(?:his|her|their|our|patient'?s|pt'?s)(?: new| old| last known| last| current| home| mailing)* address)\b[ \t]*(?:address)?[ \t]*(?:is|was|:|-|,)?[ \t]*)$/i;

const HOME_LABEL_THEN_PLACE =
  /\b(?:(?:home|residential|post-release|discharge|current|physical|living|forwarding|permanent|patient'?s?|pt'?s?)[ \t]+address|residence|lives at|resides at)[ \t]*:?[ \t]*(?:[^,:;\n.]{2,50},[ \t]*){1,2}$/i;

/** 'Mailing address for Medicaid:', 'Home address for statements:' (not 'for payments'). */
const PATIENT_CUE_FOR =
  /\b(?:mailing|home|my|his|her|their|patient'?s)\s+address\s+for\s+(?!(?:\w+\s+)?(?:payments?|claims?|remittances?|checks?|appeals?)\b)[^:\n]{1,30}:\s*$/i;

/** True when the address block is the provider's or payer's, not the patient's. */
/** Organisation words that open a patient's own line as often ('Home in the Maldives: ...'). */
const WEAK_ORG_KEYS = new Set(['home', 'house', 'residence', 'unit', 'manor', 'campus']);

export function isProviderAddress(index: TextIndex, block: Candidate): boolean {
  if (block.strong) return false;
  const { text } = index;
  const [ls] = lineBounds(text, block.start);
  // Only the sentence that holds the address ('... imaging. We moved to 12 Elm St', '... visit. we're at').
  const sameLine = text
    .slice(ls, block.start)
    .replace(/^.*(?:[.!?]\s+(?=[A-Z])|\p{Ll}{3}[.!?]\s+(?=\p{Ll}))/u, '');
  const li = index.lineAt(block.start);
  const above = [li - 1, li - 2]
    .map((k) => index.lines[k])
    .filter((l) => l !== undefined)
    .map((l) => text.slice(l.start, l.end));
  // 'Our billing address changed to', 'Our mailing address is' in a letter to 'your' account: the office's.
  if (OFFICE_CUE.test(sameLine)) return true;
  if (
    /\bour mailing address(?: is| changed to|:)?\s*$/i.test(sameLine) &&
    /\b(?:your (?:account|balance|records|statement|bill|payment)|pay by phone|thank you for choosing)\b/i.test(
      text,
    )
  )
    return true;
  // 'Home: 12 Elm St', 'located at home: ...', 'lives at', 'my address is': the patient's own.
  if (PATIENT_CUE.test(sameLine) || PATIENT_CUE_FOR.test(sameLine) || RECORD_ADDRESS.test(sameLine))
    return false;
  if (
    PROVIDER_CUE_SAME_LINE.test(sameLine) ||
    (sameLine.trim() === '' && above.some((a) => PROVIDER_CUE_ABOVE.test(a)))
  )
    return true;
  // 'Riverside Medical Center, 1200 Main St' or 'Visit Lakeshore Imaging Center at 2248 ...'.
  const orgBefore = (s: string) => {
    const toks = index.tokens.filter((t) => t.start >= block.start - s.length && t.end <= block.start);
    // Only the clause right before the address ('Customer: hello, this is X from Y,' names no organisation).
    const tail = (
      s
        .replace(/(?:,|\bat|:|\s[-–—])\s*$/, '')
        .split(/[,:;!?]|\.\s/)
        .at(-1) ?? ''
    ).slice(-60);
    return (
      toks.some(
        (t) =>
          isOrgWord(t.key) && !WEAK_ORG_KEYS.has(t.key) && /^[A-Z]/.test(t.text) && tail.includes(t.text),
      ) && /(?:,|\bat|:|\s[-–—])\s*$/.test(s)
    );
  };
  // Where the patient lives, named before the street ('Residence: Shady Oaks Group Home, 7720 ...').
  if (residenceBefore(sameLine, text.slice(block.start, block.end))) return false;
  // A label for where the patient lives, then a place's name ('Post-release address: Harbor Light
  // Center, 1515 ...', 'Residence: Villa Serena Memory Care, 2400 ...').
  if (HOME_LABEL_THEN_PLACE.test(sameLine)) return false;
  if (orgBefore(sameLine)) return true;
  // A letterhead: the line above the street is the organisation's name.
  if (sameLine.trim() === '' && li > 0) {
    const prev = index.lines[li - 1];
    if (prev) {
      // The cell above the street, in its column, and only its last sentence ('... 9/18. Mercy Clinic').
      const column = block.start - ls;
      const cellFrom = prev.start + Math.min(column, prev.end - prev.start);
      const cellLen = /\t|\s{2,}|$/.exec(text.slice(cellFrom, prev.end))?.index ?? 0;
      const cell = text.slice(cellFrom, cellFrom + cellLen);
      if (
        text.slice(prev.start, cellFrom).trim() !== '' &&
        !/^.*[.!?]\s+$/.test(text.slice(prev.start, cellFrom))
      )
        return false;
      const from = cellFrom + cell.length - cell.replace(/^.*[.!?]\s+(?=[A-Z])/, '').length;
      // A greeting or an addressee is no letterhead ('Dear Billing Department, Jane Roe').
      if (/^\s*(?:dear|hi|hello|to|attn|for)\b/i.test(text.slice(from, cellFrom + cellLen))) return false;
      // An organisation's name line has no numbers and no label ('Address: 2747 W Center Street').
      if (/[\d:]/.test(text.slice(from, cellFrom + cellLen))) return false;
      // Where the patient lives ('Sunny Acres Mobile Home Park') is no organisation's letterhead.
      if (isResidenceName(text.slice(from, cellFrom + cellLen))) return false;
      // A care home's or a jail's line under the resident's own name is where they live.
      if (institutionAbove(text, ls) >= 0) return false;
      const toks = index.tokens.filter(
        (t) => t.line === li - 1 && t.start >= from && t.end <= cellFrom + cellLen,
      );
      const capital = toks.filter((t) => /^[A-Z]/.test(t.text));
      if (
        toks.length > 0 &&
        toks.length <= 8 &&
        capital.length >= toks.length - 1 &&
        toks.some((t) => isOrgWord(t.key))
      )
        return !/\b(?:patient|guarantor|member|subscriber|insured|bill to|mail to|to|address)\s*:?\s*$/i.test(
          text.slice(from, cellFrom + cellLen),
        );
    }
  }
  return false;
}
