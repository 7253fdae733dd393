import type { Candidate } from './merge';
import { isCouple, isOrgWord, isParticle, wordInfo } from './name-tokens';

/**
 * Names that a sentence states as a person's name on an account, whatever list they are on:
 * - a change of name: 'her last name changed from Lindberg to Vance', 'my maiden name, Ada Kerr';
 * - the name a record should hold: 'The name on file should be Piet van Aalst';
 * - a person the writer takes off or puts on the account: 'Mara Quint is no longer my emergency contact';
 * - a person to call at a number: 'Call Duduzile at 714 ...';
 * - a person marked as the patient or the insured ('Chase Little (patient)'), asked about as covered
 *   ('Is Keahi covered under my plan'), or signing under a phone's footer ('Sent from my iPhone' / 'Lance').
 */

const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’]*(?:-\p{L}[\p{L}\p{M}'’]*)*`;
const PARTICLE = String.raw`(?:van|von|de|der|den|la|le|del|della|da|di|du|dos|zu|bin|ibn|al|el|ten|ter)`;
/** One to four capitalised words, particles between them ('Piet van der Aalst', 'Ola al-Haddad'). */
const NAME = String.raw`(?:${PARTICLE}[ \t]+)*${WORD}(?:[ \t]+(?:${PARTICLE}[ \t]+)*(?:${WORD}|(?:al|el)-${WORD})){0,3}`;

const FRAMES: { re: RegExp; groups: number[]; strong?: boolean; couple?: boolean }[] = [
  {
    re: new RegExp(
      String.raw`\b(?:last|maiden|married|family|legal|sur)[ \t]?name[ \t]+(?:was[ \t]+|has[ \t]+)?(?:changed[ \t]+|legally[ \t]+changed[ \t]+)?from[ \t]+(${NAME})[ \t]+to[ \t]+(${NAME})`,
      'gu',
    ),
    groups: [1, 2],
  },
  {
    re: new RegExp(
      String.raw`\bunder[ \t]+(?:my|her|his|their)[ \t]+(?:maiden|old|former|married|previous)[ \t]+name[ \t]*,?[ \t]+(${NAME})`,
      'gu',
    ),
    groups: [1],
  },
  {
    re: new RegExp(
      String.raw`\bname[ \t]+on[ \t]+(?:the[ \t]+)?(?:file|account|card|bill|record|records|policy|chart)[ \t]+(?:should[ \t]+be|should[ \t]+read|is|was|says|reads)[ \t]+["“]?(${NAME})`,
      'gu',
    ),
    groups: [1],
  },
  {
    re: new RegExp(
      String.raw`(?<![\p{L}'’])(${NAME})[ \t]+is[ \t]+(?:no[ \t]+longer|now)[ \t]+(?:my|our|his|her|the)[ \t]+(?:emergency[ \t]+contact|guarantor|guardian|representative|proxy|power[ \t]+of[ \t]+attorney|caregiver|payer)`,
      'gu',
    ),
    groups: [1],
  },
  {
    re: new RegExp(String.raw`\b[Cc]all[ \t]+(${WORD})[ \t]+at[ \t]+(?=[+(]?\d)`, 'gu'),
    groups: [1],
  },
  // 'Chase Little (patient)', 'Ada Kerr (insured)'.
  {
    re: new RegExp(
      String.raw`(?<![\p{L}'’])(${NAME})[ \t]*\((?:the[ \t]+)?(?:patient|pt|insured|guarantor|subscriber|member|policy[ \t]?holder|dependent)\)`,
      'gu',
    ),
    groups: [1],
    // Marked as the patient: a title ('Dr. Anjali Rao (patient)') does not make them the practice's.
    strong: true,
  },
  // 'Is Keahi covered under my plan', 'is Ivy still eligible'.
  {
    re: new RegExp(
      String.raw`\b[Ii]s[ \t]+(${NAME})[ \t]+(?:still[ \t]+)?(?:covered|eligible|insured|enrolled)\b`,
      'gu',
    ),
    groups: [1],
  },
  // A couple: 'Stanley & Jean Vukovich', 'Isaiah and Naomi Greene' (checked in couple()).
  {
    re: new RegExp(
      String.raw`(?<![\p{L}'’])(${WORD})[ \t]+(?:&|and)[ \t]+(${WORD}[ \t]+${WORD})(?![\p{L}])`,
      'gu',
    ),
    groups: [1, 2],
    couple: true,
  },
  // The writer's name on the line after a phone's e-mail footer ('Sent from my iPhone' / 'Lance').
  {
    re: new RegExp(
      String.raw`\bSent from my (?:iPhone|iPad|Android|Galaxy|phone|mobile|Samsung[^\n]*|BlackBerry)[ \t]*\n[ \t]*(${NAME})[ \t]*(?=\n|$)`,
      'gu',
    ),
    groups: [1],
  },
];

/** Every word a name part: no organisation, function word or month; at least one word no dictionary holds or a listed name. */
function named(words: string): boolean {
  const list = words.split(/[ \t]+/).filter((w) => !isParticle(w.toLowerCase()));
  if (list.length === 0) return false;
  const infos = list.map((w) => wordInfo(w.toLowerCase().replace(/['’]s$/, '')));
  if (infos.some((i, k) => i.never || i.domain || isOrgWord(list[k]?.toLowerCase() ?? ''))) return false;
  // An abbreviation in capitals is a label ('DOB (patient)'), unless a listed first name.
  if (list.length === 1 && /^\p{Lu}{2,4}$/u.test(list[0] ?? '') && !infos[0]?.first) return false;
  return infos.some((i) => !i.dict || i.first || (i.last && list.length > 1));
}

export function findStatementNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const { re, groups, strong, couple } of FRAMES) {
    for (const m of text.matchAll(re)) {
      if (couple) {
        const [given = '', surname = ''] = (m[2] ?? '').split(/[ \t]+/);
        if (!isCouple(m[1] ?? '', given, surname)) continue;
      }
      let from = 0;
      for (const g of groups) {
        const words = m[g];
        if (!words) continue;
        const at = m[0].indexOf(words, from);
        from = at + words.length;
        if (!named(words)) continue;
        out.push({
          start: m.index + at,
          end: m.index + at + words.length,
          phiType: 'name',
          confidence: 0.75,
          ...(strong ? { strong } : {}),
        });
      }
    }
  }
  return out;
}
