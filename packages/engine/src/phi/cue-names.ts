import type { Candidate } from './merge';
import { isOrgWord, isWordShaped, wordInfo } from './name-tokens';
import { extendName, modeOf, opensName } from './names';
import type { TextIndex, Token } from './text';
import { calendarWords, clinicianTitles, functionWords, relationWords, titles } from './word-lists';

/**
 * Names that letters and messages place by their words, whatever list the name is on: after a
 * greeting ('Hi Ana,', 'Hello Kaito -'), under a sign-off ('Thanks,' / 'Lena Park'), after 'cc:' or
 * 'Attn:', after verbs of talking to someone ('spoke with Kemmer', 'ask Seoyeon to', 'according to
 * Boateng,'), in apposition ('the patient, Hyejin Mbeki,'), after 'name of', and a capitalised pair
 * before what people do ('Seoyeon Nwosu called'). Only title-case words in mixed-case text count.
 */

const GREETING = /^(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening))$/;
const SIGN_OFF =
  /^\s*(?:thanks|thank you|many thanks|thanks again|cheers|best|all the best|(?:(?:warm|warmest|kind|kindest|best|sincere|with|many|heartfelt)\s+)?(?:regards|wishes|greetings)|sincerely|sincerely yours|yours sincerely|yours truly|truly yours|yours faithfully|faithfully|respectfully|respectfully yours|warmly|gratefully|with gratitude|blessings|cordially|take care|with thanks|love)\s*[,.!-]?\s*$/i;
const SAME_LINE_SIGN =
  /^\s*(?:(?:signed|regards|thanks|cheers|best|sincerely|love|yours|xoxo|xo|hugs),?|[—–]|--|(?:(?:hi|hello|hey|hola|bonjour|buenas tardes|buenos días|buenos dias)[,!.]?\s+)?(?:this is|it's|it’s|its|it is|my name is|i am|i'm|i’m|soy|me llamo|mi nombre es|je suis|je m'appelle|je m’appelle|ich bin|mein name ist|meu nome é|eu sou))\s+$/i;
const LINE_CUE =
  /^\s*(?:(?:cc|attn|attention|from|(?:(?:letter|mail|send|deliver|addressed|deliver)\s+)?to|signed|contact|contact person|submitted by|c\/o|for)\s*[:.]|c\/o|attn\.?|attention|i,)\s*$/i;
const TALK_CUE =
  /\b(?:spoke|speak|speaking|talked|talking|talk|met|meeting|excuse|excused|babysitting|babysat|emailed|e-mailed|texted|called|phoned|contacted|ask|asked|tell|told|thank|thanked|according to|on behalf of|care of|name of|ask for|(?:statement|bill|reminder|invoice|notice|letter|refund|claim|receipt|estimate)s? for|(?:message|call|voicemail|letter|this|it|email|e-mail|text) is for|belongs to|belonging to|issued to|made out to|forward to|mail to|contact|reach|write to|representative|rep|agent|contact(?:\s+person)?\s+is|should (?:read|say)|(?:forwarded|sent|written|submitted|signed|completed|prepared|mailed|filed|requested|initiated|lodged|raised|opened|authori[sz]ed|made|texted|emailed|e-mailed|messaged|called) by|(?:was|is|are|were|listed|filed|registered|booked|placed|put|still) under|(?:son|daughter|child|wife|husband|widow|widower|spouse|guardian|caregiver|carer) of|signed by|(?:call|message|msg|letter|note|email|e-mail|visit|text|voicemail|reply) from|forwarded to|given to|sent to|cc'd|cc|(?:statement|bill|letter|refund|invoice|it|them|this|copy)\s+to|(?:payment|money|check|cheque|transfer|funds|deposit)\s+(?:received\s+)?from|paid by|card\s?holder|account\s?holder|name on (?:the )?(?:card|account)\s*:|account name\s*:|(?:^|[.!?]\s+)name\s*:|(?:^|[.!?]\s+)customer|verification for|(?:^|[.!?,]\s+)patient)\s+(?:(?:with|to)\s+)?$/i;
const ACT_AFTER =
  /^(?:,? (?:Jr|Sr|II|III|IV)\.?,?)?\s+(?:here(?=,)|here (?:again|with|from)|\((?:born|b\.|dob|age)|called|phoned|rang|said|says|emailed|wrote|visited|came|asked|told|drove|paid|is my|was my|will call|has been|stopped by|is disputing|is asking|is requesting|owes|owed|disputes|disputed|received|requested|needs|lives|moved|signed|was seen|was billed|was charged)\b/i;

const CAPITAL_SIGN =
  /(?:^|[\s)\]])(?:Cheers|Regards|Thanks|Best|Sincerely|Love|Xoxo|Yours|Respectfully|(?:Best|Kind|Warm|Warmest|Many|With) (?:regards|wishes|thanks)),\s+$/;

/** What follows an eponym's possessive: "Lou Gehrig's disease" is no person's. */
const EPONYM_HEAD =
  /^['’]s\s+(?:disease|syndrome|sign|test|procedure|operation|maneuver|manoeuvre|palsy|phenomenon|law|triad|fracture|ulcer|node|cyst|lymphoma|sarcoma|disorder|reflex|criteria|score|scale|classification|solution|catheter)\b/i;

/** Frames where the writer introduces themself: the name may go on ('hi its Tahir again'). */
const INTRO =
  /(?:this is|it's|it’s|its|it is|my name is|i am|i'm|i’m|soy|me llamo|mi nombre es|je suis|je m'appelle|je m’appelle|ich bin|ich heiße|mein name ist|meu nome é|eu sou)\s+$/i;
const INTRO_AFTER =
  /^\s+(?:again|here|from|and|calling|writing|speaking|at|on|in|with|about|[-—–(])(?![\w-])|^\s*[;:)]/i;

/** Roles a person holds on a bill or a policy ('X, the policyholder,'; 'Patient X was seen'). */
const ROLES = [
  'patient',
  'policyholder',
  'policy holder',
  'guarantor',
  'subscriber',
  'insured',
  'member',
  'account holder',
  'claimant',
  'dependent',
  'beneficiary',
];

let appositionRe: RegExp | undefined;
/** ', my husband', ', her son': a relation in apposition after a name. */
function apposition(): RegExp {
  appositionRe ??= new RegExp(
    `^, (?:my|our|his|her|their|the) (?:${[...relationWords, ...ROLES].join('|')})\\b`,
    'i',
  );
  return appositionRe;
}

/**
 * A listed first name that is also a word the lists never take for a name ('Will', 'June', 'Hope'):
 * a name in a frame that expects one, written as a name, when a surname follows ('From: Will Young')
 * or the frame closes around it ('hi its June again', 'call Will back'), never before a number ('June 5').
 */
function frameFirst(index: TextIndex, i: number, alone: boolean): boolean {
  const { tokens, text } = index;
  const t = tokens[i];
  if (!t || t.shape !== 'title' || modeOf(index, t) !== 'mixed' || !/^[A-Z][a-z]{2,}$/.test(t.text))
    return false;
  if (!wordInfo(t.key).first || isOrgWord(t.key) || clinicianTitles.has(t.key) || titles.has(t.key))
    return false;
  if (/^\s*\d/.test(text.slice(t.end, t.end + 4))) return false;
  if (alone) return true;
  const next = tokens[i + 1];
  const initial = next !== undefined && /^[A-Z]$/.test(next.text) && text.charAt(next.end) === '.';
  return (
    next !== undefined &&
    next.line === t.line &&
    text.slice(t.end, next.start) === ' ' &&
    (nameWord(index, next) || initial) &&
    !isOrgWord(tokens[i + 2]?.key ?? '')
  );
}

function nameWord(index: TextIndex, t: Token | undefined): t is Token {
  if (!t || !isWordShaped(t) || t.key.length < 2) return false;
  if (
    modeOf(index, t) !== 'mixed' ||
    !/^(?:Mc|Mac|O'|D'|O’)?[A-Z\u00C0-\u00DE][a-z\u00DF-\u024F'’]+$/.test(t.text)
  )
    return false;
  if (isOrgWord(t.key) || calendarWords.has(t.key) || clinicianTitles.has(t.key)) return false;
  return opensName(index, t, true);
}

function nameFrom(index: TextIndex, i: number, confidence: number, max = 2, alone = false): Candidate | null {
  const { tokens, text } = index;
  let j = i;
  if (titles.has(tokens[j]?.key ?? '') && tokens[j + 1]?.line === tokens[j]?.line) j++;
  // 'J.R. Kettleborough', 'A. Okafor': initials, then the surname.
  const initialsFrom = j;
  while (
    /^[A-Z]$/.test(tokens[j]?.text ?? '') &&
    text.charAt(tokens[j]?.end ?? 0) === '.' &&
    tokens[j + 1]?.line === tokens[j]?.line &&
    /^\. ?$/.test(text.slice(tokens[j]?.end ?? 0, tokens[j + 1]?.start))
  )
    j++;
  if (j > initialsFrom && !nameWord(index, tokens[j])) return null;
  const a = tokens[j];
  if (!a || (!nameWord(index, a) && !frameFirst(index, j, alone))) return null;
  // 'Eun-ji Morales': a lower-case part joined by a hyphen belongs to the first name.
  let k = j;
  while (tokens[k + 1] && text.slice(tokens[k]?.end ?? 0, tokens[k + 1]?.start) === '-') k++;
  const last = Math.max(k, extendName(index, k, max));
  const b = tokens[last] as Token;
  // A following organisation word makes it a company ('Kemmer Billing Services').
  // A following organisation word makes it a company ('Kemmer Billing Services'), also a few capitalised
  // words on ('Mercy Family Clinic', "Valley Children's Hospital").
  for (let k = last + 1, prevEnd = b.end; k <= last + 3; k++) {
    const after = tokens[k];
    if (!after || after.line !== b.line || !/^ $/.test(text.slice(prevEnd, after.start))) break;
    // "Margie Tschetter's surgery": what a person owns is no organisation ("St. Luke's Hospital" is).
    if (/['’]s$/.test(b.text) && !/^[A-Z]/.test(after.text)) break;
    if (isOrgWord(after.key) || isOrgWord(after.key.replace(/['’]s$/, ''))) return null;
    if (!/^[A-Z]/.test(after.text)) break;
    prevEnd = after.end;
  }
  const end = /['’]s$/i.test(b.text) ? b.end - 2 : b.end;
  return { start: tokens[initialsFrom]?.start ?? a.start, end, phiType: 'name', confidence, strong: true };
}

export function findCueNames(index: TextIndex): Candidate[] {
  const { tokens, text, lines } = index;
  const out: Candidate[] = [];
  const push = (c: Candidate | null) => {
    if (c) out.push(c);
  };
  tokens.forEach((t, i) => {
    const line = lines[t.line];
    if (!line) return;
    const lineBefore = text.slice(line.start, t.start);
    // 'Hi Ana,' 'Hello Kaito -' 'Good morning Ms. Osei:' at the start of a line or sentence.
    const sentence = lineBefore.replace(/^.*[.!?]\s+/, '');
    if (GREETING.test(sentence.trim().toLowerCase())) {
      const c = nameFrom(index, i, 0.85);
      if (c && /^\s*(?:[,:!—–-]|$)|^ here\b/.test(text.slice(c.end, c.end + 5).replace(/^[ \t]*(?=\n)/, '')))
        push(c);
    }
    // Under a sign-off line, or after 'cc:' on its own.
    if (i === 0 || tokens[i - 1]?.line !== t.line) {
      // The sign-off may stand a blank line above ('Yours faithfully' / '' / 'Taras Bukhari').
      let prevLine = lines[t.line - 1];
      if (prevLine && text.slice(prevLine.start, prevLine.end).trim() === '') prevLine = lines[t.line - 2];
      const prevText = prevLine ? text.slice(prevLine.start, prevLine.end) : '';
      if (SIGN_OFF.test(prevText.replace(/^.*[.!?]\s+/, ''))) {
        const c = nameFrom(index, i, 0.8, 3, /^\s*$/.test(text.slice(t.end, line.end)));
        // The whole line (or the part before a comma) is the name.
        if (c && /^\s*(?:,|$)/.test(text.slice(c.end, line.end))) push(c);
      }
    }
    if (LINE_CUE.test(lineBefore.replace(/^.*[.!?]\s+/, ''))) push(nameFrom(index, i, 0.8, 3));
    // 'spoke with Kemmer', 'ask Seoyeon to call', 'according to Boateng,'.
    if (TALK_CUE.test(text.slice(Math.max(line.start, t.start - 24), t.start)))
      push(nameFrom(index, i, 0.75));
    // 'Regards Citlali', 'Signed, Layla Boakye', '— Kerttu Kahale', 'This is Min-seo Stavrou,'.
    // '... (Florida) Cheers, Parveen': a capitalised sign-off and its comma, after anything.
    if (CAPITAL_SIGN.test(lineBefore) && !SAME_LINE_SIGN.test(sentence)) {
      const c = nameFrom(index, i, 0.75, 3, /^\s*$/.test(text.slice(t.end, line.end)));
      if (c && /^\s*(?:[.!]|$)/.test(text.slice(c.end, line.end))) push(c);
    }
    if (SAME_LINE_SIGN.test(sentence)) {
      const intro = INTRO.test(sentence);
      const after = text.slice(t.end, line.end);
      const closes = /^\s*(?:[,.!?]|$)/.test(after) || (intro && INTRO_AFTER.test(after));
      const c = nameFrom(index, i, 0.8, 3, closes);
      if (c && /^\s*(?:[,.!]|$)/.test(text.slice(c.end, line.end))) push(c);
      else if (c && intro && INTRO_AFTER.test(text.slice(c.end, line.end))) push(c);
    }
    // 'Per Kiona Brightwater, the charge ...': 'Per' opening a sentence, the name closed by a comma.
    if (/^Per $/.test(sentence)) {
      const c = nameFrom(index, i, 0.7);
      if (c && c.end > t.end && text.charAt(c.end) === ',') push(c);
    }
    // 'call Rukhsana back', 'let the Dunaway family know', 'tell Oksana to call'.
    const before = text.slice(Math.max(line.start, t.start - 12), t.start);
    if (/\b(?:call|ring|phone|text|email|e-mail|message)\s+$/i.test(before)) {
      const c = nameFrom(index, i, 0.75, 2, /^\s+back\b/.test(text.slice(t.end, t.end + 6)));
      if (c && /^\s+back\b/.test(text.slice(c.end, c.end + 6))) push(c);
    }
    if (/\b(?:let|tell|ask|inform|notify|remind)\s+(?:the\s+)?$/i.test(before)) {
      const c = nameFrom(index, i, 0.75, 2);
      if (c && /^\s+(?:family\s+)?(?:know|to)\b|^\s+family\b/.test(text.slice(c.end, c.end + 14))) push(c);
    }
    // "Zanele Sasaki's account", "I'm Hui's mother": a name owning something, or a relation of the writer.
    const prev0 = tokens[i - 1];
    if (nameWord(index, t)) {
      const c = nameFrom(index, i, 0.7);
      if (c) {
        const own = text.slice(c.end, c.end + 30);
        const possessive =
          /^['’]s\s+(?:account|bill|balance|claim|statement|insurance|policy|plan|card|name|behalf|file|records?|care|estate|coverage|deductible)\b/i.test(
            own,
          );
        const relation = /^['’]s\s+(\S+)/.exec(own);
        const mine = /\b(?:I'm|I am)\s+$/i.test(text.slice(Math.max(line.start, t.start - 8), t.start));
        // "Lorraine Vrabel's surgery": two name words owning anything but an eponym's disease or sign.
        const pairOwns =
          c.end > t.end &&
          /^\p{Lu}\p{Ll}[\p{L}'’-]*(?: (?:[A-Z]\. )?\p{Lu}\p{Ll}[\p{L}'’-]*)+$/u.test(
            text.slice(c.start, c.end),
          ) &&
          /^['’]s\s+\p{Ll}/u.test(own) &&
          !EPONYM_HEAD.test(own) &&
          !wordInfo(t.key).dict &&
          !(prev0 && prev0.line === t.line && nameWord(index, prev0));
        // 'Destin Marquardt, DOB 4/5/1960': a name and the patient's identifiers after it.
        const identified =
          c.end > t.end &&
          (/^,? \(?(?:DOB|D\.O\.B\.?|date of birth|born|b\.|age|aged|MRN|member id|acct)\b/i.test(own) ||
            /^,? (?:(?:19|20)\d{2}-\d{2}-\d{2}|\d{1,2}[/-]\d{1,2}[/-](?:19|20)\d{2})(?!\d)/.test(own));
        if (
          (possessive && !wordInfo(t.key).dict) ||
          pairOwns ||
          (identified && !wordInfo(t.key).dict && !(prev0 && clinicianTitles.has(prev0.key))) ||
          (mine && relation && relationWords.has((relation[1] ?? '').toLowerCase()))
        )
          push(c);
      }
    }
    const prev = tokens[i - 1];
    // 'Thank you, Juhani, for ...'
    const thanked = /\b(?:thanks|thank you)(?: (?:so|very) much| again| a lot| for everything)?, ?$/i.test(
      text.slice(Math.max(line.start, t.start - 32), t.start),
    );
    if (
      thanked ||
      (prev && /^(?:you|thanks)$/.test(prev.key) && /^, ?$/.test(text.slice(prev.end, t.start)))
    ) {
      const c = nameFrom(index, i, 0.75);
      if (c && /^\s*[,.!]/.test(text.slice(c.end, c.end + 2))) push(c);
    }
    // 'Grzegorz and I', 'Pádraig Bui, my husband,': the speaker's companion, a relation in apposition.
    if (nameWord(index, t) && (!nameWord(index, prev) || prev.line !== t.line)) {
      const c = nameFrom(index, i, 0.7);
      const after = c ? text.slice(c.end, c.end + 40) : '';
      if (
        c &&
        (/^ (?:and|&) (?:I|me|my|her|his|their|our)\b/.test(after) ||
          apposition().test(after) ||
          /^ \((?:born|b\.|dob|d\.o\.b\.|age|aged)\b/i.test(after))
      )
        push(c);
    }
    // 'the patient, Hyejin Mbeki, was seen'
    // 'Patient Kiona Brightwater was seen': a role word, then a name written as one.
    if (
      prev &&
      prev.line === t.line &&
      /^(?:patient|pt|guarantor|subscriber|insured|claimant|policyholder|beneficiary|member|debtor|enrollee|enrolee|recipient)$/.test(
        prev.key,
      ) &&
      text.slice(prev.end, t.start) === ' ' &&
      t.shape === 'title'
    ) {
      const c = nameFrom(index, i, 0.7);
      // Closed by punctuation, a verb, or a bracket holding a date ('Pt Caoilfhionn Brady (21/03/1988)').
      if (
        c &&
        c.end > t.end &&
        /^(?:\s*[,.;:!?)|—–]|\s*\((?:\d|DOB|dob|b\.)|\s+(?:was|is|has|had|called|came|visited|paid|owes|did|will)\b)/.test(
          text.slice(c.end, c.end + 10),
        )
      )
        push(c);
    }
    if (prev && /^(?:patient|guarantor|member|subscriber|insured|claimant|policyholder)$/.test(prev.key)) {
      if (/^, ?$/.test(text.slice(prev.end, t.start))) {
        const c = nameFrom(index, i, 0.8, 3);
        if (c && /^,/.test(text.slice(c.end, c.end + 1))) push(c);
      }
    }
    // 'Seoyeon Nwosu called about ...': two capitalised unknown words before what people do.
    const next = tokens[i + 1];
    if (
      nameWord(index, t) &&
      next?.line === t.line &&
      text.slice(t.end, next.start) === ' ' &&
      nameWord(index, next) &&
      ACT_AFTER.test(text.slice(next.end, next.end + 16)) &&
      !wordInfo(t.key).dict &&
      // 'Harish Hill Jr. is my father': a surname that is also a word, after a given name that is not.
      (!wordInfo(next.key).dict || wordInfo(next.key).last) &&
      !(prev && prev.line === t.line && clinicianTitles.has(prev.key))
    ) {
      out.push({ start: t.start, end: next.end, phiType: 'name', confidence: 0.7 });
    } else if (
      nameWord(index, t) &&
      !wordInfo(t.key).dict &&
      (!prev || prev.line !== t.line || !/^[\p{L}]/u.test(prev.text) || !nameWord(index, prev)) &&
      !(prev && prev.line === t.line && clinicianTitles.has(prev.key))
    ) {
      // 'María de la Cruz called', 'José Luis García Márquez called': longer names before what people do.
      const last = extendName(index, i, 4);
      const b = tokens[last];
      if (last >= i + 2 && b && ACT_AFTER.test(text.slice(b.end, b.end + 16)))
        out.push({ start: t.start, end: b.end, phiType: 'name', confidence: 0.7 });
    }
  });
  return out;
}

/** A name found in part is widened over attached hyphenated parts ('Jae' → 'Jae-won', 'Al' → 'Al-Farsi'). */
export function widenHyphens(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.map((c) => {
    if (c.phiType !== 'name') return c;
    let { start, end } = c;
    for (;;) {
      const m = /^-[A-Za-z\u00C0-\u024F][a-z\u00DF-\u024F'’]*/.exec(text.slice(end, end + 30));
      if (!m || functionWords.has(m[0].slice(1).toLowerCase())) break;
      end += m[0].length;
    }
    for (;;) {
      const m = /(?<![\w-])[A-Z\u00C0-\u00DE][a-z\u00DF-\u024F'’]+-$/.exec(
        text.slice(Math.max(0, start - 30), start),
      );
      if (m && relationWords.has(m[0].slice(0, -1).toLowerCase())) break;
      if (!m) break;
      start -= m[0].length;
    }
    return start === c.start && end === c.end ? c : { ...c, start, end };
  });
}
