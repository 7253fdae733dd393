import { HOLIDAY_GREETING, relationWords } from './word-lists';
import { streetSuffixes } from './address-words';
import { CLOSING_WORD } from './contact-names';
import type { Candidate } from './merge';

/**
 * Name candidates that are not the patient's or their family's, read from the words around them:
 * - staff by their role ('agent T. Marchetti', 'Agent (Lorena):', 'Supervisor Dawn Whitaker', 'your
 *   financial counselor, Mrs. Oyelowo', 'her PA, Will Beckett', 'someone named Brenda'),
 *   and every other mention of those names in the text;
 * - a town or a place after 'in', 'near' or 'at' ('the hospital in Eugene', 'at Emory'), unless it is
 *   someone's ('in Maria's name');
 * - streets ('Wade Hampton Blvd'), faiths ('My husband is Catholic'), thanks in any language ('Mahalo',
 *   'Ahéhee''), labels ('Caller', 'Hi') and eponyms written with a hyphen or as a pair ('Dix-Hallpike',
 *   'Braxton Hicks').
 */

const ROLE = String.raw`(?:[Aa]gent|AGENT|[Ss]upervisor|[Mm]anager|[Cc]ounsel(?:l)?or|[Cc]oordinator|[Nn]avigator|[Aa]dvocate|[Ss]pecialist|[Cc]ashier|[Cc]lerk|[Nn]urse|RN|LPN|NP|PA|[Ss]cheduler|[Rr]eceptionist|[Bb]iller|[Tt]echnician|[Pp]harmacist|[Ss]ocial worker|[Cc]ase manager|[Oo]perator|[Nn]otary|[Oo]fficiant|[Hh]andler|[Cc]haplain|[Tt]eacher|[Pp]roducer|HOST|[Cc]olleague|[Oo]cularist|[Cc]aseworker|[Tt]herapist|[Mm]idwife|[Dd]oula|[Ss]taff on duty)`;
const TITLE = String.raw`(?:(?:Mr|Mrs|Ms|Mx|Miss|Dr)\.?[ \t]+)?`;

/** A role, then the name: 'agent T. Marchetti', 'Agent (Lorena):', 'counselor, Mrs. Oyelowo'. */
const ROLE_BEFORE = new RegExp(
  String.raw`\b${ROLE}(?:[ \t]+(?:there|here|today))?(?:[ \t]+(?:is|was))?[ \t]*(?:[,:(][ \t]*)?${TITLE}$`,
);
/** The role signed after the name, to the line's end ('Carmelita Ramos, volunteer', 'Ms. Pelletier, school nurse'). */
const ROLE_AFTER =
  /^,[ \t]*(?:[\p{L}-]+[ \t]+){0,2}(?:volunteer|pastor|chaplain|priest|rabbi|imam|deacon|nurse|advocate|coordinator|navigator|counsel(?:l)?or|specialist|caseworker|case manager|social worker|interpreter|clerk|manager|director|supervisor|agent|paralegal|notary)\b[^\n]{0,40}$/iu;

/** A relation just before the name ('my son Tomas Ruiz, coordinator of ...'): family, not staff. */
const RELATION_BEFORE = new RegExp(
  String.raw`\b(?:${[...relationWords].filter((w) => /^[a-z]+$/.test(w)).join('|')})\b[^.\n]{0,12}$`,
  'i',
);

/** 'someone named Brenda'. */
const STAFF_CUE = /\b(?:someone|somebody|a lady|a man|a woman|a guy|rep|agent)\s+(?:named|called)\s+$/i;

/** 'in Houston', 'flight to Paris', 'moved back to Columbus': places, not people. */
const PLACE_BEFORE =
  /\b(?:in|near|at|(?:fly|flew|flight|flights|flying|travel(?:l?ed|l?ing)?|trip|moved?|moving|relocated?|relocating|drive|drove|driving|evacuated|transferred|returned|returning|headed|heading)[ \t]+(?:back[ \t]+)?to)[ \t]+$/i;

const FAITHS =
  /^(?:catholic|christian|muslim|jewish|hindu|buddhist|baptist|methodist|lutheran|mormon|protestant|orthodox|sikh|amish|adventist|pentecostal|episcopalian|presbyterian|evangelical|jehovah's witness)$/i;
const LABELS =
  /^(?:caller|hi|hello|dear|visitor|customer|user|bot|agent|patient|guarantor|subscriber|member)$/i;
const EPONYMS =
  /\b(?:Dix-Hallpike|Osgood-Schlatter|Braxton[ -]Hicks|Guillain-Barr[ée]|Creutzfeldt-Jakob|Wolff-Parkinson-White|Legg-Calv[ée]-Perthes|Charcot-Marie-Tooth|Stevens-Johnson|Mallory-Weiss|Ehlers-Danlos|Henoch-Sch[öo]nlein|Tommy John|Lou Gehrig)\b/gi;

const SUFFIX = new Set(streetSuffixes.map((s) => s.toLowerCase()));
const STREET_END = new Set([
  'blvd',
  'st',
  'ave',
  'rd',
  'road',
  'street',
  'avenue',
  'lane',
  'ln',
  'way',
  'pkwy',
  'parkway',
  'hwy',
  'highway',
  'drive',
  'court',
  'ct',
  'pike',
  'place',
  'pl',
  'circle',
  'terrace',
]);

function staffNames(text: string, candidates: Candidate[]): Set<string> {
  const staff = new Set<string>();
  for (const c of candidates) {
    if (c.phiType !== 'name' || c.strong) continue;
    const before = text.slice(Math.max(0, c.start - 40), c.start);
    const line = text.slice(text.lastIndexOf('\n', c.start - 1) + 1, c.start);
    // 'Agent Marcus: Hi, I'm Marcus.': a speaker labelled as staff names themself.
    const staffLine =
      new RegExp(String.raw`^[ \t]*${ROLE}\b[^:\n]{0,30}:`).test(line) &&
      /\bI['’]?m[ \t]+$|\bthis is[ \t]+$/i.test(line);
    const lineEnd = text.indexOf('\n', c.end);
    // Not a relative with a role of their own ('my son Tomas Ruiz, coordinator of ...').
    const signed =
      ROLE_AFTER.test(text.slice(c.end, lineEnd < 0 ? text.length : lineEnd)) &&
      !RELATION_BEFORE.test(before);
    if (ROLE_BEFORE.test(before) || STAFF_CUE.test(before) || staffLine || signed)
      staff.add(text.slice(c.start, c.end).toLowerCase());
  }
  return staff;
}

function notAPerson(text: string, c: Candidate): boolean {
  const inner = text.slice(c.start, c.end);
  if (HOLIDAY_GREETING.test(inner)) return true;
  const words = inner.split(/[ \t]+/).filter(Boolean);
  const last = (words.at(-1) ?? '').toLowerCase().replace(/\.$/, '');
  if (words.length > 1 && STREET_END.has(last) && SUFFIX.has(last)) return true;
  // 'Wade Hampton Blvd': the street's suffix right after the name ('St', 'Ct', 'Dr' are too often more).
  const next = /^(?:[ \t]+\p{Lu}\p{Ll}+){0,2}[ \t]+(\p{Lu}\p{Ll}{1,9})\.?(?![\p{L}])/u
    .exec(text.slice(c.end, c.end + 40))?.[1]
    ?.toLowerCase();
  if (next && STREET_END.has(next) && !['st', 'ct', 'dr', 'court', 'place', 'pl'].includes(next)) return true;
  // 'My husband is Catholic', not 'my name is CHRISTIAN'.
  const lead = text.slice(Math.max(0, c.start - 12), c.start);
  const faith =
    FAITHS.test(inner) &&
    /\b(?:is|are|was|am|a|an|being)[ \t]+$/i.test(lead) &&
    !/\bname[ \t]+is[ \t]+$/i.test(lead);
  if (words.length === 1 && (faith || CLOSING_WORD.test(inner.replace(/[.!]+$/, '')) || LABELS.test(inner)))
    return true;
  const after = text.slice(c.end, c.end + 2);
  if (
    !c.strong &&
    words.length <= 2 &&
    !/^['’]s/.test(after) &&
    PLACE_BEFORE.test(text.slice(Math.max(0, c.start - 30), c.start))
  )
    return true;
  for (const m of text.matchAll(EPONYMS))
    if (m.index <= c.start && c.end <= m.index + m[0].length) return true;
  return false;
}

export function dropStaffAndPlaces(text: string, candidates: Candidate[]): Candidate[] {
  const staff = staffNames(text, candidates);
  return candidates.filter((c) => {
    if (c.phiType !== 'name') return true;
    if (notAPerson(text, c)) return false;
    const key = text.slice(c.start, c.end).toLowerCase();
    if (staff.has(key)) return false;
    // Other mentions of a staff name, alone or inside ('Marcus', 'T. Marchetti' and 'Marchetti').
    return ![...staff].some(
      (s) =>
        s.split(/[ \t]+/).includes(key) || key.split(/[ \t]+/).every((w) => s.split(/[ \t]+/).includes(w)),
    );
  });
}
