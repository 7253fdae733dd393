import { isCountryName } from './address-chains';
import type { Candidate } from './merge';
import { isOrgWord, wordInfo } from './name-tokens';
import { clinicianTitles, relationWords, titles } from './word-lists';

/**
 * Names placed by what stands around them rather than by a list or a frame:
 * - a name given on its own beside the writer's contact details ('... MA 02116. Ana Diaz, tel. ...',
 *   'thx rosa 555 ...', a name closing the message after an e-mail address);
 * - names spelt out after 'name is', 'last name', 'maiden name was' (any word written as a name);
 * - lower-case names after 'i am', 'im', 'this is' or a relation ('my grandma rosa lee');
 * - a name found, widened over the name-shaped words right beside it ('Ibrahim' + 'Musa Danjuma').
 */

const WORD = String.raw`[\p{L}\p{M}][\p{L}\p{M}'’-]*`;
const PARTICLE =
  /^(?:de|del|della|des|di|du|da|do|dos|das|la|le|los|las|van|von|der|den|ten|ter|zu|bin|bint|ibn|al|el|binti|y)$/i;

/** A word that may be part of a person's name: no common English word unless a listed name. */
function nameish(word: string): boolean {
  const key = word.toLowerCase().replace(/['’]s$/, '');
  if (key.length < 2 || /\d/.test(key)) return false;
  const info = wordInfo(key);
  if (info.never || info.domain || isOrgWord(key) || titles.has(key) || clinicianTitles.has(key))
    return false;
  if (relationWords.has(key) || isCountryName(word)) return false;
  if (info.dict && !info.first && !info.last) return false;
  return true;
}

function listed(word: string): boolean {
  const info = wordInfo(word.toLowerCase());
  return info.first || info.last;
}

/** The same writing for every word: Title case, CAPITALS or lower case. */
function caseStyle(word: string): 'title' | 'caps' | 'lower' | null {
  if (/^\p{Lu}[\p{Lu}\p{M}'’-]+$/u.test(word)) return 'caps';
  if (/^\p{Lu}/u.test(word)) return 'title';
  if (/^\p{Ll}/u.test(word)) return 'lower';
  return null;
}

/** Words of a short run that read as one person's name: first and last name-shaped, one writing. */
function nameRun(words: string[]): boolean {
  const core = words.filter((w) => !PARTICLE.test(w));
  if (core.length === 0 || core.length > 4) return false;
  const first = core[0] ?? '';
  const last = core.at(-1) ?? '';
  const style = caseStyle(first);
  if (style === null || core.some((w) => caseStyle(w) !== style)) return false;
  if (!nameish(first) || !nameish(last)) return false;
  return core.every((w) => {
    const info = wordInfo(w.toLowerCase());
    return !info.never && !isOrgWord(w.toLowerCase()) && !/\d/.test(w);
  });
}

/** Kinds of streets and places that end a place's name, never a person's widened name. */
const PLACE_KIND =
  /^(?:street|road|avenue|lane|drive|boulevard|parkway|highway|terrace|circle|park|beach|field|square)$/i;

/** ... of which these are never surnames. */
const STREET_KIND = /^(?:street|road|avenue|boulevard|parkway|highway)$/i;

/** Sign-offs and thanks before a name given alone ('thx', 'thank you', 'Regards'). */
const THANKS = /^(?:(?:thx|thanks|thank you|ty|cheers|regards|best|love|from|sincerely)[ \t,!.-]*)+/i;
/** Thanks and farewells in the languages patients write in: they close a message but name nobody. */
export const CLOSING_WORD =
  /^(?:gracias|merci|danke|grazie|obrigad[oa]|takk|tack|kiitos|dziękuję|spasibo|cheers|bye|byee*|xoxo|xx+|thx|thanks|ty|tia|regards|saludos|cordialement|grüße|gruß|ciao|salut|adios|adiós|shukran|asante|dhanyavaad|namaste|mahalo|ahéhee['’]?|arigato|xièxie|kamsahamnida)$/i;

/** What may stand between a name and the contact detail beside it. */
const GAP =
  /^[\s.,;:()—–-]*(?:(?:tel|ph|phone|cell|mobile|mob|email|e-mail|contact|cel|on|at|whatsapp)\.?[\s:]*)?$/i;
const DELIMS = /[\n.!?;:,()"“”]|\s[-—–]\s/g;

/**
 * Names written on their own beside contact details: a fragment of one to four name-shaped words
 * bounded by punctuation or line ends, with an address, phone or e-mail found right before or after it
 * (or closing the message after thanks). `anchors` are the patient's contact spans found.
 */
export function findContactNames(text: string, anchors: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  if (anchors.length === 0) return out;
  const spans = anchors.slice().sort((a, b) => a.start - b.start);
  // Fragments: the text cut at punctuation and at each anchor.
  const cuts: [number, number][] = [];
  let pos = 0;
  for (const a of spans) {
    if (a.start > pos) cuts.push([pos, a.start]);
    pos = Math.max(pos, a.end);
  }
  if (pos < text.length) cuts.push([pos, text.length]);
  for (const [from, to] of cuts) {
    const piece = text.slice(from, to);
    let s = 0;
    const bounds: [number, number][] = [];
    for (const m of piece.matchAll(DELIMS)) {
      bounds.push([s, m.index]);
      s = m.index + m[0].length;
    }
    bounds.push([s, piece.length]);
    for (const [bs, be] of bounds) {
      let start = from + bs;
      const end = from + be;
      let frag = text.slice(start, end);
      const thanks = THANKS.exec(frag.trimStart());
      const lead = frag.length - frag.trimStart().length;
      let cued = false;
      if (thanks) {
        start += lead + thanks[0].length;
        frag = text.slice(start, end);
        cued = true;
      }
      // A dash before the last words of a message signs it ('... confirm. - Daisy', '-lyle').
      const dash = /^\s*[-—–~]+\s*/.exec(frag);
      const dashBefore = /\s[-—–]\s$/.test(text.slice(Math.max(0, start - 3), start));
      if ((dash || dashBefore) && /^[\s.!]*$/.test(text.slice(end))) {
        if (dash) {
          start += dash[0].length;
          frag = text.slice(start, end);
        }
        cued = true;
      }
      const trimmed = frag.trim();
      if (trimmed === '' || CLOSING_WORD.test(trimmed)) continue;
      const fs = start + frag.indexOf(trimmed);
      const fe = fs + trimmed.length;
      const words = trimmed.split(/[ \t]+/);
      if (!words.every((w) => new RegExp(`^${WORD}$`, 'u').test(w)) || !nameRun(words)) continue;
      const before = spans.filter((a) => a.end <= fs).at(-1);
      const after = spans.find((a) => a.start >= fe);
      // A gap of spaces alone does not part a name from its neighbour ('... 48996 last spring').
      const parted = (g: string) => GAP.test(g) && (cued || /\S/.test(g));
      const nearBefore = before !== undefined && parted(text.slice(before.end, fs)) && !cued;
      const nearAfter = after !== undefined && parted(text.slice(fe, after.start));
      const closes = /^[\s.!]*$/.test(text.slice(fe)) && (cued || before !== undefined);
      const core = words.filter((w) => !PARTICLE.test(w));
      // Lower-case words need one that no dictionary holds ('dale whitaker', not 'last spring').
      if (caseStyle(core[0] ?? '') === 'lower' && core.every((w) => wordInfo(w.toLowerCase()).dict)) continue;
      if (core.length === 1) {
        // One word alone: after thanks, or a listed first name closing the message.
        const info = wordInfo(trimmed.toLowerCase());
        // A word no dictionary holds closing the message right after the writer's contact details
        // ('... 555-0148. kezia', '... @mail.ng. Obinna.') signs it.
        const signs =
          closes &&
          before !== undefined &&
          /^[\s.,;—–-]*$/.test(text.slice(before.end, fs)) &&
          !CLOSING_WORD.test(trimmed);
        if (
          !(cued && (nearAfter || closes)) &&
          !(closes && info.first && !info.dict) &&
          !(signs && (info.first || !info.dict))
        )
          continue;
      } else if (!nearBefore && !nearAfter && !closes) continue;
      out.push({ start: fs, end: fe, phiType: 'name', confidence: 0.6 });
    }
  }
  return out;
}

/** Names spelt out after the word 'name' ('her maiden name was Pappas', 'last name Trương'). */
const NAME_IS = new RegExp(
  String.raw`\b(?:(?:first|last|maiden|middle|family|given|sur|full|legal|birth)[ -]?name|name|mine)(?:['’]s)?(?:[ \t]+(?:is|was|=))?[ \t]*:?[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){0,2})`,
  'gu',
);

export function findSpeltNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(NAME_IS)) {
    const words = m[1] ?? '';
    // 'mine is X' only where the sentence speaks of names.
    if (/^mine/i.test(m[0]) && !/\bname\b/i.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    const start = m.index + m[0].length - words.length;
    let end = start;
    let pos = start;
    for (const part of words.split(/([ \t]+)/)) {
      if (/^[ \t]+$/.test(part)) {
        pos += part.length;
        continue;
      }
      const key = part.toLowerCase();
      const info = wordInfo(key);
      if (
        info.never ||
        isOrgWord(key) ||
        titles.has(key) ||
        (info.dict && !info.first && !info.last && end > start)
      )
        break;
      if (info.dict && !info.first && !info.last && caseStyle(part) === 'caps') break;
      pos += part.length;
      end = pos;
    }
    if (end > start) out.push({ start, end, phiType: 'name', confidence: 0.7 });
  }
  return out;
}

/** Lower-case names after 'i am', 'im', 'this is' or a relation ('my grandma rosa lee'). */
const LOWER_FRAME = new RegExp(
  String.raw`(?:^|[\s,.;!])(?:i am|i'm|i’m|im|this is|(?:my|our) (?:${[...relationWords].filter((w) => /^[a-z]+$/.test(w)).join('|')}))[ \t]+((?:\p{Ll}[\p{Ll}\p{M}'’-]+)(?:[ \t]+\p{Ll}[\p{Ll}\p{M}'’-]+){0,3})`,
  'gu',
);

export function findLowerFrameNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(LOWER_FRAME)) {
    const words = m[1] ?? '';
    const start = m.index + m[0].length - words.length;
    let end = start;
    let pos = start;
    let taken = 0;
    for (const part of words.split(/([ \t]+)/)) {
      if (/^[ \t]+$/.test(part)) {
        pos += part.length;
        continue;
      }
      if (PARTICLE.test(part) && taken > 0) {
        pos += part.length;
        continue;
      }
      const info = wordInfo(part.toLowerCase());
      // Only words the lists hold as names, or words no dictionary holds.
      if (info.never || info.domain || isOrgWord(part) || (info.dict && !info.first && !info.last)) break;
      if (info.dict && taken === 0 && !info.first) break;
      pos += part.length;
      end = pos;
      taken++;
    }
    if (taken > 0) out.push({ start, end, phiType: 'name', confidence: 0.6 });
  }
  return out;
}

/**
 * A name found, widened over name-shaped words written the same way right beside it (one space
 * between): 'Everest' + 'Tamang', 'Quoc Bao' after 'Ngo', 'MUSA' + 'DANJUMA'.
 */
/** A dictionary or function word, whichever apostrophe it is typed with ('I’m', 'I'm'). */
function plainWord(w: string): boolean {
  const info = wordInfo(w.toLowerCase().replace(/’/g, "'"));
  return info.dict || info.never;
}

export function widenNames(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.flatMap((c) => {
    if (c.phiType !== 'name') return [c];
    const inner = text.slice(c.start, c.end);
    const style = caseStyle(inner.split(/[ \t]+/)[0] ?? '');
    if (style !== 'title' && style !== 'caps') return [c];
    let { start, end } = c;
    for (let n = 0; n < 2; n++) {
      // A middle initial or a middle name that is also a word, then a surname no dictionary holds
      // ('RUFINO D. ALCAZAR-ORTUÑO', 'GORDIE LEE HASKETT').
      const middle = new RegExp(`^ (\\p{Lu}\\.?|${WORD}) (${WORD})`, 'u').exec(text.slice(end, end + 60));
      const mid = middle?.[1];
      const surname = middle?.[2]?.replace(/['’]s$/, '');
      if (
        middle &&
        mid &&
        surname &&
        (/^\p{Lu}\.?$/u.test(mid) || (caseStyle(mid) === style && wordInfo(mid.toLowerCase()).first)) &&
        caseStyle(surname) === style &&
        nameish(surname) &&
        !plainWord(surname)
      ) {
        end += middle[0].length - (middle[2]?.length ?? 0) + surname.length;
        continue;
      }
      const m = new RegExp(`^ (${WORD})`, 'u').exec(text.slice(end, end + 40));
      const w = m?.[1]?.replace(/['’]s$/, '');
      if (!m || !w || caseStyle(w) !== style || !nameish(w) || plainWord(w)) break;
      // A street's or a park's kind after a word is a place's name ('Kietzke Lane', 'Bellows Field Beach Park').
      if (PLACE_KIND.test(w)) break;
      // In capitals, only after a name of two words or onto a listed name ('LSC QUENTIN' is no name).
      if (style === 'caps' && !/\s/.test(text.slice(c.start, end)) && !listed(w)) break;
      if (
        /^[ \t]*(?:[A-Z][a-z]*\.?[ \t]+)?(?:Hospital|Clinic|Center|Centre)\b/.test(
          text.slice(end + m[0].length),
        )
      )
        break;
      end += 1 + w.length;
    }
    for (let n = 0; n < 2; n++) {
      const m = new RegExp(`(${WORD}) $`, 'u').exec(text.slice(Math.max(0, start - 40), start));
      const w = m?.[1];
      if (!m || !w || caseStyle(w) !== style || !nameish(w) || plainWord(w)) break;
      // 'Lane' after 'Kietzke' is a street's kind: the two are a place.
      const kind =
        text
          .slice(start, end)
          .split(/[ \t]+/)
          .at(-1) ?? '';
      if (PLACE_KIND.test(kind) && (STREET_KIND.test(kind) || !wordInfo(w.toLowerCase()).first)) return [];
      if (style === 'caps' && !/\s/.test(text.slice(start, c.end)) && !listed(w)) break;
      start -= m[0].length;
    }
    return [start === c.start && end === c.end ? c : { ...c, start, end }];
  });
}
