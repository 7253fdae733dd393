import { stateCodes as US_STATES } from './address-words';
import type { Candidate } from './merge';

/**
 * Whole addresses from their structure, after the country patterns have found a part of one:
 * - military mail (PSC / CMR / Unit / ship, then APO / FPO / DPO with AA / AE / AP and a ZIP code) and
 *   rural routes written 'R.R. 4' or 'Rural Route 2' (the city line after them joins them);
 * - a block found (a street, a city line, a postal line) is walked back over the parts before it (a
 *   numbered street, a unit: 'Flat 3', 'H.No. 12', 'Door No. 7/A'; a district between them) and forward
 *   over the parts after it (districts, 'Off X Road', 'Near Bus Stand', a region, 'Town - 600090', a
 *   postcode, a country), on its line and on the lines around it;
 * - a run of lines that reads as a postal block (a numbered street line, then locality lines, ending in
 *   a postcode or a country) is one address even when no single line matched a country's pattern.
 * Parts are recognised by shape (numbers, capitals, unit and street-kind words, postcode shapes), never
 * by lists of places; lower-case words, labels, organisation words and sentence ends stop a walk.
 */

const UP = String.raw`\p{Lu}`;
/** A word written as a name or in capitals ('Besant', 'KESSLER', "d'Assas", 'Saint-Honoré', 'Jal.'). */
/** ... or after an article joined by a hyphen, as Maltese and Arabic names write it ('il-Kappillan', 'al-Rashid'). */
const CAPW = String.raw`(?:${UP}[\p{L}\p{M}'’.-]*(?:/${UP}[\p{L}\p{M}'’.-]*)?|[dl]['’]${UP}[\p{L}'’-]*|(?:il|al|el|ix|is|it|iż|tal|ta['’])-${UP}[\p{L}'’-]*|\d{1,3}(?:st|nd|rd|th))`;
const SMALL = String.raw`(?:and|de|del|la|le|du|des|di|da|do|dos|das|van|von|der|den|the|of|on|upon|y|e|et|al|el|zu|bis|ter|im|am|ob|sur|bei|na|an|nan)`;
const CAPS_RUN = String.raw`${CAPW}(?:[ \t]+(?:${SMALL}[ \t]+)?${CAPW}){0,4}`;

const UNIT_WORD = String.raw`(?:[Ff]lat|[Aa]partment|[Aa]pt\.?|[Uu]nit|[Ss]uite|APT\.?|UNIT|FLAT|SUITE|Ste\.?|Bldg\.?|Building|Fl\.?|Floor|Lot|Room|Rm\.?|H\.[ \t]?No\.?|House(?:[ \t]No\.?)?|Door(?:[ \t]No\.?)?|Plot(?:[ \t]No\.?)?|Block|Villa|Shop|Int\.|Depto\.?|Dpto\.?|[Aa]pto\.?|kv\.|app\.?|No\.?:?|(?:P\.?[ \t]?O\.?[ \t]?)?Box|BOX|Blk\.?|Bloque|Tower|Torre|Casa|Phase|Sector|Zone|Ward|Woreda|Kebele|кв\.|д\.|корп\.|офис)`;
const UNIT_RE = new RegExp(
  // The unit's own number holds a digit or is a letter or two ('Apt 4B', 'Flat C'; not 'No phone').
  String.raw`^(?:${UNIT_WORD}[ \t]*#?[ \t]*(?=[A-Za-z0-9]*\d|[A-Za-z]{1,2}(?![A-Za-z]))[A-Za-z0-9]{1,6}(?:[-/][A-Za-z0-9]{1,6})?|#[ \t]*[A-Za-z0-9-]{1,6})$`,
  'u',
);
/**
 * Several 'word number' pairs on one part: a block, lot, tower or building and its unit ('Blk 7 Lot 22',
 * 'Tower 2 Room 1408', 'Calle 42 Bloque 88 #14').
 */
const PAIRS_RE =
  /^\p{L}[\p{L}.]{0,11}[ \t]*#?[ \t]*\d{1,5}[A-Za-z]?(?:[ \t]+(?:\p{L}[\p{L}.]{0,11}[ \t]*#?[ \t]*|#[ \t]*)\d{1,5}[A-Za-z]?)+$/u;

/** Numbers written in words ('forty-two', 'One', 'zero eight zero zero two'), read as digits. */
const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '2',
  thirty: '3',
  forty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
  eighty: '8',
  ninety: '9',
  hundred: '00',
};
const NUMBER_WORD_RUN = new RegExp(
  String.raw`\b(?:${Object.keys(NUMBER_WORDS).join('|')})(?:[ \t-]+(?:${Object.keys(NUMBER_WORDS).join('|')}))*\b`,
  'gi',
);
/** The text with runs of number words replaced by digits (only the shape matters to the kinds below). */
export function digitsForWords(s: string): string {
  return s.replace(NUMBER_WORD_RUN, (run) =>
    run
      .toLowerCase()
      .split(/[ \t-]+/)
      .map((w) => NUMBER_WORDS[w] ?? '')
      .join(''),
  );
}
/** A street kind closing a name without a number ('Ballyvaughan Road', 'Nyali Road'). */
const STREET_END =
  /[ \t](?:Road|Rd|Street|Avenue|Ave|Lane|Drive|Boulevard|Blvd|Crescent|Terrace|Close|Highway)\.?$/;

/** A house number and a street name ('5 Sabine Lepic', '19/983 Violet Drive', '2367-8439 Martinez d'Assas'). */
/** Street kinds written in lower case after the street's name in other languages. */
const LOWER_KIND = String.raw`(?:kalea|bidea|etorbidea|gata|vegur|vej|gade|gate|veien|vei|katu|tie|utca|iela|gatve|ulica|cesta|sokak|sokağı|caddesi|straat|laan|weg|gasse|strasse|straße|t[äa]nav|maantee|út|tér|krt\.?)`;
/**
 * A unit after the street on its line, in other languages: a lower-case word and a number ('íbúð 201',
 * 'lgh 1102') or a floor and its side ('3. ezk.', '2. th.', '4. sx.').
 */
const FOREIGN_UNIT =
  /^(?:\p{Ll}[\p{L}]{1,7}\.?[ \t]?#?[ \t]?\d{1,5}[A-Za-z]?|\d{1,2}\.[ \t]?\p{Ll}{1,6}\.?(?:[ \t]\d{1,3})?)$/u;

const NUMBERED_RE = new RegExp(
  String.raw`^\d{1,6}[A-Za-z]?(?:[-/]\d{1,6}[A-Za-z]?)?,?[ \t]+${CAPS_RUN}(?:[ \t]+(?:${UNIT_WORD})[ \t]*#?[ \t]*[A-Za-z0-9-]{1,6})?$`,
  'u',
);
/** A street name with its number after it ('Bornheimer Str. 92', 'Prinsengracht 263'). */
const NAME_NUMBER_RE = new RegExp(
  // The street's kind may follow its name in lower case ('Foruen kalea 12', 'Kossuth utca 3', 'Kalevan katu 9').
  String.raw`^${CAPS_RUN}(?:[ \t]+${LOWER_KIND})?[ \t]+(?:No\.?:?[ \t]*)?\d{1,5}[A-Za-z]?(?:[/-]\d{1,4}[A-Za-z]?)?$`,
  'u',
);
/** Directions to the door ('Off Omotoso Road', 'Near Post Office', 'Opp. Bus Stand', 'Col. Juárez'). */
const LEAD_RE = new RegExp(
  String.raw`^(?:Off|Near|Behind|Opp\.?|Opposite|Beside|Next to|Col\.|Colonia|Brgy\.?|Barangay|Sector|Phase|Block|Mz\.|Lt\.|Urb\.|Urbanizaci[oó]n|Villa|Bo\.|Barrio|Parcelas|Comunidad)[ \t]+${CAPS_RUN}$|^c/o[ \t]+\S.{0,48}$`,
  'u',
);
/** A street named after its kind's short form ('ул. Ленина', 'вул. Шевченка', 'ul. Długa'); its number follows. */
const STREET_ABBR =
  /^(?:ул\.|вул\.|пр\.|просп\.|пер\.|ul\.|vul\.|al\.|os\.)[ \t]*\p{Lu}[\p{L}'’.-]*(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,3}$/u;
const STREET_ABBR_NUMBER =
  /^(?:ул\.|вул\.|пр\.|просп\.|пер\.|ul\.|vul\.|al\.|os\.)[ \t]*\p{Lu}[\p{L}'’.-]*(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,3}[ \t]+\d{1,5}[\p{L}]?(?:\/\d{1,4})?$/u;
/** A French street after its number and a comma ('1450, rang Saint-Joseph', '12, rue des Érables'). */
const FRENCH_STREET = new RegExp(
  String.raw`^(?:rue|rang|chemin|ch\.|boulevard|boul\.|bd|avenue|av\.|montée|côte|place|route|allée|impasse)[ \t]+(?:(?:${SMALL})[ \t]+)?${CAPS_RUN}$`,
  'u',
);
const LOCALITY_RE = new RegExp(String.raw`^${CAPS_RUN}$`, 'u');
/** 'Nakodar - 801658', 'Chennai 600 090', 'Moscow 125009', '1016 GV Amsterdam', 'KT72 85F', 'C.P. 69026'. */
const CODE = String.raw`(?:(?:[A-Z]{1,2}-)?\d{4,5}(?=[ \t]+\p{Lu})|\d{3}[ \t]?\d{3}|\d{4,5}(?:-\d{3,4})?|\d{2,3}-\d{3,4}|\d{4}[ \t]?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z\d]{2}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|[AC-FHKNPRTV-Y]\d[\dW][ \t]?[A-Z\d]{4})`;
const POSTAL_RE = new RegExp(
  String.raw`^(?:(?:C\.P\.|CP|PIN|Pin(?:code)?|Postcode|Zip)[ \t:]*)?(?:(?:${CAPS_RUN}[ \t]*[-–,]?[ \t]*)?${CODE}|${CODE}[ \t]+${CAPS_RUN})$`,
  'u',
);
const STREET_KIND =
  /\b(?:Route|Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Place|Pl|Way|Close|Crescent|Terrace|Grove|Parkway|Highway|Hwy|Circle|Trail|Square|Track|Nagar|Marg|Chowk|Cross|Main|Layout|Colony|Enclave|Estate|Rue|Via|Viale|Calle|Avenida|Rua|Jl|Jalan|Strasse|Straße|Str|Camino|Carrera|Calzada|Piazza|Plaza|Chemin|Caddesi|Sokak|Gasse|Weg|Laan|Gata|Vej)\b\.?/;
/** Regions written short ('Jal.', 'N.L.', 'CDMX', 'Tamil Nadu' is a locality) and 'X State'. */
const REGION_RE =
  /^(?:\p{Lu}[\p{L}]+(?:[ \t](?:de[ \t])?\p{Lu}[\p{L}]+){0,2}[ \t]*[-–][ \t]*\p{Lu}{2}|\p{Lu}[\p{Ll}]{1,3}\.|(?:\p{Lu}\.){1,3}|\p{Lu}{2,5}|\p{Lu}[\p{L}]+(?:[ \t]\p{Lu}[\p{L}]+)?[ \t]State)$/u;

/** Words that open a label, a greeting or another field: a walk stops there. */
const STOP =
  /^(?:Attn|Re|Dear|Tel|Tel\.|Phone|Fax|Email|E-mail|DOB|Mobile|Cell|GSM|Mr|Mrs|Ms|Mx|Dr|Miss|Patient|Name|Date|Signed|Sincerely|Regards|Thanks|Thank|Account|Acct|Member|Policy|Claim|Ref|Invoice|Total|Balance|Amount|Insurance|Insurer|Sponsor|Guarantor|Subscriber|Mother|Father|Son|Daughter|Wife|Husband|Visitor|Customer|Agent)\b/i;

export interface GrowOptions {
  isWord: (w: string) => boolean;
  isOrg: (w: string) => boolean;
  isCountry: (s: string) => boolean;
}

type Kind = 'unit' | 'numbered' | 'lead' | 'postal' | 'region' | 'country' | 'locality' | null;

export function kindOf(seg: string, o: GrowOptions): Kind {
  const s = digitsForWords(seg)
    .trim()
    .replace(/^[,;]\s*/, '')
    .replace(/[,;]$/, '')
    .replace(/[ \t]*\(\p{Lu}{2,3}\)$/u, '')
    // 'Beauceville (Québec) G6E 3A9': the province in brackets, as Canada Post writes it in French.
    .replace(/[ \t]*\((?:Québec|Quebec|QC|Qc)\)(?=[ \t]+[A-Z]\d)/u, '');
  if (s === '' || s.length > 60 || /[:@$|()]/.test(s)) return null;
  const words = s.split(/[ \t]+/);
  if (STOP.test(s)) return null;
  // Landmarks may name an organisation ('Near Post Office', 'Behind SBI Bank'); other parts may not.
  if (STREET_ABBR_NUMBER.test(s)) return 'numbered';
  if (LEAD_RE.test(s) || STREET_ABBR.test(s) || FRENCH_STREET.test(s)) return 'lead';
  if (UNIT_RE.test(s) || /^\d{1,5}[\p{Ll}]?$/u.test(s)) return 'unit';
  // ... and a unit in another language, whose word is no English one ('íbúð 201', not 'since 2019').
  if (FOREIGN_UNIT.test(s) && !o.isWord(s.split(/[ \t.#\d]/)[0] ?? '')) return 'unit';
  // Eircodes and UK postcodes before the 'word number' pairs they look like ('D22 XT62').
  if (/^(?:[AC-FHKNPRTV-Y]\d[\dW][ \t]?[A-Z\d]{4}|[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2})$/.test(s))
    return 'postal';
  if (PAIRS_RE.test(s) && !/^\d/.test(s) && words.length <= 8) return 'unit';
  // Sector codes ('F-8/3', 'G-11/2').
  if (/^[A-Z]{1,2}-\d{1,2}(?:\/\d{1,2})?$/.test(s)) return 'unit';
  if (words.some((w) => o.isOrg(w.toLowerCase().replace(/[.,'’s]+$/, '')))) return null;
  if (o.isCountry(s.replace(/\.$/, ''))) return 'country';
  if (UNIT_RE.test(s)) return 'unit';
  // 'Jakarta 11430', 'Tamil Nadu 600090': a town and its postcode, not a street and its number.
  if (/\d{4,}$/.test(s) && !/^\d/.test(s) && POSTAL_RE.test(s)) return 'postal';
  // 'Carr. 635 Km 3.2': a Puerto Rican road and the kilometre where the house stands.
  if (/^(?:Carr\.?|Carretera|PR-?)[ \t]*\d{1,4}[ \t,]*(?:Km\.?|K\.?)[ \t]*\d{1,3}(?:\.\d{1,2})?$/.test(s))
    return 'numbered';
  // 'Arecibo PR', 'Champaign IL': a town and a US state or territory code.
  if (
    /^\p{Lu}[\p{L}.'’-]*(?:[ \t]\p{Lu}[\p{L}.'’-]*){0,2},?[ \t]+[A-Z]{2}$/u.test(s) &&
    US_STATES.has(s.slice(-2))
  )
    return 'region';
  // '03940 CDMX', '01310-200 São Paulo': no house number opens with a zero; a postcode does.
  if (/^0\d{3,5}(?:-\d{3})?[ \t]/.test(s) && POSTAL_RE.test(s)) return 'postal';
  // Colombia's grid ('Carrera 15 # 93-47', 'Cl. 72 Bis No. 10-34').
  if (
    /^(?:Calle|Carrera|Cra\.?|Cl\.?|Kr\.?|Avenida|Av\.?|Diagonal|Dg\.?|Transversal|Tv\.?)[ \t]+\d{1,3}[A-Z]?(?:[ \t](?:Bis|Sur|Norte|Este))?[ \t]*(?:#|No\.?)[ \t]*\d{1,3}[A-Z]?[ \t]*-[ \t]*\d{1,3}$/.test(
      s,
    )
  )
    return 'numbered';
  // 'Calle Tamarindo C-9': a street named by a word, then a block letter and the house's number.
  if (
    /^(?:Calle|Avenida|Ave\.?|Camino|Paseo)[ \t]+\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?[ \t]+[A-Z]{1,2}-\d{1,4}$/u.test(
      s,
    )
  )
    return 'numbered';
  // Hungarian streets: the name, 'u.' or 'utca', the number ('Vörösmarty u. 27. II/4').
  if (
    /^\p{Lu}[\p{L}.-]*(?:[ \t]\p{Lu}[\p{L}.-]*)?[ \t]+(?:u\.|utca|út|tér|krt\.|körút)[ \t]+\d{1,4}\.?(?:[ \t]+[IVX]{1,4}\/\d{1,3})?$/u.test(
      s,
    )
  )
    return 'numbered';
  // 'Calle B #22', 'Calle 4 G-19': a street named by a letter or a number, then the house's number.
  if (
    /^(?:Calle|CALLE|Avenida|AVENIDA|Ave\.?|AVE\.?|Camino|Carr\.?|Carretera)[ \t]+[A-Z0-9]{1,3}[ \t]*(?:#[ \t]*\d{1,5}[A-Za-z]?|[ \t][A-Z]{1,2}-?\d{1,4})$/.test(
      s,
    )
  )
    return 'numbered';
  const nameFirst = !NUMBERED_RE.test(s) && NAME_NUMBER_RE.test(s);
  // 'PCWP 10', 'SVR 1088': a street named before its number is written in lower case.
  if (nameFirst && !/\p{Ll}{2}/u.test(s)) return null;
  if (NUMBERED_RE.test(s) || nameFirst) {
    // '12 Nov', '3 Tablets': a number before a month or plain words is no street.
    if (/^\d+\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\b/i.test(s)) return null;
    const name = words.filter((w) => !/\d/.test(w));
    if (!name.some((w) => /\p{L}{3}/u.test(w))) return null;
    if (
      !STREET_KIND.test(s) &&
      name.length > 0 &&
      name.every((w) => o.isWord(w.toLowerCase().replace(/[.,]$/, '')))
    )
      return null;
    return 'numbered';
  }
  if (LEAD_RE.test(s)) return 'lead';
  if (POSTAL_RE.test(s) && /\d/.test(s)) return 'postal';
  if (REGION_RE.test(s)) return 'region';
  if (LOCALITY_RE.test(s)) return STREET_END.test(s) ? 'numbered' : 'locality';
  return null;
}

const MIL_TAIL = /(?<![\w])(?:APO|FPO|DPO)[ \t]+(?:AA|AE|AP)[ \t]+\d{5}(?:-\d{4})?(?!\d)/g;
const MIL_HEAD =
  /(?:(?:PSC|CMR|Unit|UNIT)[ \t]*\d{1,5}(?:[ \t]*,?[ \t]*Box[ \t]*\d{1,5})?|(?:USNS|USS|USCGC)[ \t]+[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*){0,2})[ \t]*,?[ \t]*(?:\n[ \t]*)?$/;
const RURAL =
  /(?<![\w.])(?:(?:R\.[ \t]?R\.|Rural[ \t]+Route)[ \t]*#?[ \t]*\d{1,4}(?:[ \t]*,?[ \t]*Box[ \t]*#?[ \t]*\d{1,5})?|Route[ \t]+\d{1,4}[ \t]*,?[ \t]*Box[ \t]*#?[ \t]*\d{1,5})(?![\w])/gi;
/** A town or region and its postcode after a comma or at a line's start ('Tamil Nadu 600090', 'Nakodar - 801658'). */
const TOWN_CODE =
  /(?:(?<=,[ \t]{0,2})|^[ \t]*)(?:\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]\p{Lu}[\p{L}\p{M}'’.-]*){0,2}[ \t]*[-–]?[ \t]*(?:\d{3}[ \t]\d{3}|\d{4,6})|(?:[A-Z]{1,2}-)?\d{4,5}[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t/]\p{Lu}[\p{L}\p{M}'’.-]*){0,2}|[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z\d]{2})(?=[ \t]*(?:[,.;]|$))/gmu;

/** A house number said in words ('forty-two Elm Lane', 'One Liberty Plaza'), as voicemail transcripts write it. */
const SPOKEN_STREET = new RegExp(
  String.raw`(?<![\p{L}-])(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[ \t-](?:hundred|thousand|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)*[ \t]+(?:\p{Lu}\p{Ll}+[ \t]+){1,3}(?:Street|Avenue|Road|Lane|Drive|Boulevard|Court|Place|Terrace|Circle|Way|Plaza)(?![\p{L}])`,
  'giu',
);
/** A Japanese address after its postal mark ('〒100-0001 ...'), up to the sentence's end. */
const JP_POSTAL = /〒[ \t]?\d{3}-?\d{4}(?:[ \t\u3000]*[^\s\p{ASCII}][^\s。、,;]*)+/gu;
/** A Vietnamese address: 'Số 14 ngõ 52 phố X', then its ward, district, city and country parts. */
const VN_STREET =
  /(?<![\p{L}])[Ss]ố[ \t]+\d{1,5}[^\n,.;]*(?:,[ \t]*(?:(?:phường|quận|huyện|xã|tỉnh|thành phố|P\.|Q\.|TP\.?)[ \t]+)?\p{Lu}[^\n,.;]*){0,5}/gu;

/** Military mail and rural routes. */
export function findSpecialAddresses(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(MIL_TAIL)) {
    const head = MIL_HEAD.exec(text.slice(Math.max(0, m.index - 60), m.index));
    const start = head ? m.index - head[0].length : m.index;
    out.push({ start, end: m.index + m[0].length, phiType: 'address', confidence: 0.9, strong: true });
  }
  for (const re of [SPOKEN_STREET, JP_POSTAL, VN_STREET])
    for (const m of text.matchAll(re))
      out.push({ start: m.index, end: m.index + m[0].trimEnd().length, phiType: 'address', confidence: 0.8 });
  for (const m of text.matchAll(RURAL))
    out.push({ start: m.index, end: m.index + m[0].length, phiType: 'address', confidence: 0.85 });
  return out;
}

/** Postal anchors that are an address only once a street or unit joins them (see extendAddressBlocks). */
export function findWeakAnchors(text: string, isCountry?: (s: string) => boolean): Candidate[] {
  const out: Candidate[] = [];
  // A country closing a comma chain ('..., Accra, Ghana.').
  if (isCountry)
    for (const m of text.matchAll(/(?<=,[ \t]{0,2})\p{Lu}[\p{L}'’ -]{1,30}?(?=[ \t]*(?:[.;),]|$))/gmu))
      if (isCountry(m[0]))
        out.push({ start: m.index, end: m.index + m[0].length, phiType: 'address', confidence: 0.7 });
  for (const m of text.matchAll(TOWN_CODE)) {
    const lead = m[0].length - m[0].trimStart().length;
    if (!/\p{Ll}|\p{L}{5}/u.test(m[0])) continue;
    // '0747 REFER TO MR': a postcode before its town is followed by a town written as a name.
    if (/^\s*(?:[A-Z]{1,2}-)?\d/.test(m[0]) && !/\p{Ll}/u.test(m[0])) continue;
    out.push({ start: m.index + lead, end: m.index + m[0].length, phiType: 'address', confidence: 0.7 });
  }
  return out;
}

function lineStartOf(text: string, pos: number): number {
  return text.lastIndexOf('\n', pos - 1) + 1;
}
function lineEndOf(text: string, pos: number): number {
  const e = text.indexOf('\n', pos);
  return e < 0 ? text.length : e;
}

const STRONG_KINDS = new Set<Kind>(['unit', 'numbered', 'postal', 'country', 'region', 'lead']);

/**
 * The longest tail of a piece of text that is an address part, after a lead-in ('moved to', 'at',
 * 'Address:'): words in lower case, labels and sentence ends are left outside.
 */
function tailPart(seg: string, o: GrowOptions): { offset: number; kind: Kind } | null {
  const re = /\S+/g;
  const starts: number[] = [];
  for (let m = re.exec(seg); m; m = re.exec(seg)) starts.push(m.index);
  let best: { offset: number; kind: Kind } | null = null;
  for (let i = starts.length - 1; i >= 0; i--) {
    const from = starts[i] ?? 0;
    const prev = seg.slice(0, from);
    const rest = seg.slice(from).split(/,/);
    const kinds = rest.map((r) => kindOf(r, o));
    let k = kinds[0] ?? null;
    if (kinds.slice(1).some((r) => r === null)) continue;
    // 'ул. Ленина, 5, кв. 3': a street's short form, then its number.
    if (k === 'lead' && STREET_ABBR.test(rest[0]?.trim() ?? '') && kinds[1] === 'unit') k = 'numbered';
    // 'c/o Firm LLP': mail sent to the patient at someone else's address.
    if (k === 'lead' && /^c\/o\b/.test(rest[0]?.trim() ?? '')) k = 'unit';
    if (k === 'unit' || k === 'numbered') {
      // Only after a lead-in: the start, a lower-case word, a label or a sentence end.
      if (prev.trim() === '' || /(?:\b\p{Ll}[\p{L}'’]*|[:.!?—–-])[ \t]*$/u.test(prev))
        best = { offset: from, kind: k };
    }
  }
  return best;
}

/** A postal or country part closes the comma parts that follow ('Dublin 22, D22 XT62'). */
function postalLater(rest: string, o: GrowOptions): boolean {
  return rest
    .split(',')
    .slice(1, 4)
    .some((p) => {
      const k = kindOf(p.replace(/\.[\s\S]*$/, ''), o);
      return k === 'postal' || k === 'country';
    });
}

/** The start of the comma part a block begins inside ('kv. 47, Kyiv' found from '47'). */
function partStart(text: string, b: Candidate, o: GrowOptions): number {
  const ls = lineStartOf(text, b.start);
  const before = text.slice(ls, b.start);
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf(':'));
  const head = before.slice(cut + 1);
  if (head.trim() === '' || head.length > 30) return b.start;
  const first = text.slice(b.start, b.end).split(',')[0] ?? '';
  const kind = kindOf(head + first, o);
  return kind === 'unit' || kind === 'numbered'
    ? ls + cut + 1 + (head.length - head.trimStart().length)
    : b.start;
}

/** A lower-case street kind before a street found from its name ('via Garibaldi 23', 'calle Sol 4'). */
const LOWER_KIND_BEFORE = /(?:^|[\s,:])(via|viale|piazza|calle|rua|rue|avenida|carrera|strada)[ \t]+$/;

/** Extends address blocks backwards and forwards over the parts around them (see the file's note). */
const ROUTE_OR_BOX =
  /^(?:rural route|rr|hcr?|star route|rt\.?|rte\.?|route|p\.?\s?o\.?\s?box|box|general delivery)\b/i;
const PHONE_AFTER = /^(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}(?!\d)/;

export function extendAddressBlocks(text: string, blocks: Candidate[], o: GrowOptions): void {
  for (const b of blocks) {
    b.start = partStart(text, b, o);
    const kindBefore = LOWER_KIND_BEFORE.exec(text.slice(Math.max(0, b.start - 12), b.start));
    if (kindBefore) b.start -= kindBefore[0].length - kindBefore[0].search(/\S/);
    const firstKind = kindOf(text.slice(b.start, b.end).split(/,\s*/)[0] ?? '', o);
    let hasStreet = firstKind === 'numbered' || firstKind === 'unit' || /\d/.test(text.slice(b.start, b.end));
    // Back, on the block's line: comma parts.
    let start = b.start;
    const ls = lineStartOf(text, start);
    const before = text.slice(ls, start);
    if (/,[ \t]*$/.test(before)) {
      const segs = before.replace(/,[ \t]*$/, '').split(/,/);

      let took = false;
      for (let k = segs.length - 1; k >= 0 && k >= segs.length - 4; k--) {
        const segText = segs[k] ?? '';
        const segStart = ls + segs.slice(0, k).join(',').length + (k > 0 ? 1 : 0);
        const kind = kindOf(segText, o);
        // A postcode between the town and the country ('..., Co. Galway, H91 K2R4, Ireland') is passed.
        if (kind === 'postal' && k === segs.length - 1) continue;
        if (kind && kind !== 'country' && kind !== 'postal') {
          const pendingStart = segStart + (segText.length - segText.trimStart().length);
          // 'Pt X, 77, Rt. 2, Box 61': a bare number before a route or box is an age or a count.
          if (/^\s*\d{1,5}\s*$/.test(segText) && ROUTE_OR_BOX.test(text.slice(b.start, b.end))) break;
          if (kind === 'unit' || kind === 'numbered') {
            start = pendingStart;
            took = true;
          } else if (kind !== 'locality' && kind !== 'lead') break;
          continue;
        }
        const tail = tailPart(segText, o);
        if (tail) {
          start = segStart + tail.offset;
          took = true;
        }
        break;
      }
      if (took) {
        b.start = start;
        hasStreet = true;
      }
    } else if (before.trim() === '') {
      // The lines above: units, a numbered street, a ship ('USNS Mayer').
      let pos = ls;
      let took = start;
      for (let n = 0; n < 3 && pos > 0; n++) {
        const pe = pos - 1;
        const ps = lineStartOf(text, pe);
        const line = text.slice(ps, pe);
        if (line.trim() === '') break;
        const kinds = line.split(/,/).map((p) => kindOf(p, o));
        if (
          kinds.every((k) => k !== null) &&
          (kinds[0] === 'unit' || kinds[0] === 'numbered' || (kinds[0] === 'lead' && kinds.includes('unit')))
        ) {
          took = ps + (line.length - line.trimStart().length);
          pos = ps;
          continue;
        }
        if (kinds.every((k) => k === 'lead' || k === 'locality') && n < 2) {
          // 'Urb. Villa Carolina', 'c/o Firm LLP' above the street: the block's first line.
          if (kinds.every((k) => k === 'lead') && took < start)
            took = ps + (line.length - line.trimStart().length);
          pos = ps;
          continue;
        }
        const tail = tailPart(line, o);
        if (tail && /[:]\s*\S/.test(line)) took = ps + tail.offset;
        break;
      }
      if (took < start) {
        b.start = took;
        hasStreet = true;
      }
    }
    // 'room 214, Sunrise Senior Living, ...': the unit's word before its number.
    const unitBefore = /(?:^|[\s,:])((?:room|rm|apt|unit|lot|space|suite|ste|flat)\.?[ \t]*#?[ \t]*)$/i.exec(
      text.slice(Math.max(0, b.start - 12), b.start),
    );
    if (unitBefore?.[1] && /^\d/.test(text.slice(b.start, b.start + 1))) b.start -= unitBefore[1].length;
    if (!hasStreet) continue;
    // A part cut at its abbreviation's full stop ('..., Brgy' + '. Talon Dos, ...'): the whole part.
    const abbr = /(?:^|[ \t,])(\p{Lu}\p{Ll}{0,3})$/u.exec(text.slice(b.start, b.end));
    const rest = /^\.[ \t]+\p{Lu}[^,\n.]{0,40}/u.exec(text.slice(b.end, b.end + 50));
    if (abbr?.[1] && rest) {
      const part = abbr[1] + rest[0];
      if (kindOf(part.replace(/\s+$/, ''), o)) b.end += rest[0].replace(/\s+$/, '').length;
    }
    // 'Beşiktaş/İstanbul': the district, a slash and the city.
    const slashCity = /^\/\p{Lu}[\p{L}\p{M}'’-]+/u.exec(text.slice(b.end, b.end + 40));
    if (slashCity && /\d/.test(text.slice(b.start, b.end))) b.end += slashCity[0].length;
    // Forward, on the block's line: comma parts up to the last that reads as a postal part.
    let end = b.end;
    const le = lineEndOf(text, end);
    const after = text.slice(end, le);
    const m = /^(?:[ \t]*,[ \t]*[^,\n]+)+/.exec(after);
    if (m) {
      let cursor = b.end;
      for (const piece of m[0].split(/(?=,)/)) {
        const pieceStart = cursor;
        cursor += piece.length;
        const lead = /^[ \t]*,[ \t]*/.exec(piece)?.[0].length ?? 0;
        const seg = piece.slice(lead).replace(/\s+$/, '');
        // A phone number after the address ('..., CA 90018, 323 555 0161') is no part of it.
        if (PHONE_AFTER.test(seg)) break;
        // 'Lagos in 2019', 'Pue.. Fecha de nacimiento': the part before a sentence or lower-case words.
        const options: string[] = [seg.replace(/\.$/, '')];
        const stop = /\.(?=\.?[ \t])/.exec(seg);
        if (stop) options.push(seg.slice(0, stop.index + 1), seg.slice(0, stop.index));
        const lower = /[ \t]+(?=\p{Ll}{2,})/u.exec(seg);
        if (lower)
          options.push(seg.slice(0, lower.index), seg.slice(0, lower.index).replace(/[ \t]+\S+$/, ''));
        if (!stop && !lower) options.push(seg);
        let taken = '';
        for (const opt of options) {
          let t = opt.replace(/\s+$/, '');
          if (t.endsWith('.') && !REGION_RE.test(t)) t = t.slice(0, -1);
          const kind = kindOf(t, o);
          if (kind && (kind !== 'numbered' || !/\d/.test(t) || postalLater(m[0].slice(cursor - b.end), o))) {
            taken = t;
            break;
          }
        }
        if (!taken) break;
        end = pieceStart + lead + taken.length;
        if (taken.length < seg.length - 1) break;
      }
      b.end = end;
    }
    // Forward, on the lines below: locality lines count only when a postal, region or country line follows.
    if (
      text
        .slice(b.end, lineEndOf(text, b.end))
        .trim()
        .replace(/^[.,]$/, '') === ''
    ) {
      let pos = lineEndOf(text, b.end);
      let pendingLocal = 0;
      const lastLine = text.slice(lineStartOf(text, b.end), b.end).split(/\s*,\s*/);
      let lastKind: Kind = lastLine.some((p) => kindOf(p, o) === 'postal') ? 'postal' : null;
      for (let n = 0; n < 4 && pos < text.length; n++) {
        const ns = pos + 1;
        const ne = lineEndOf(text, ns);
        const line = text.slice(ns, ne).replace(/\s+$/, '');
        if (line.trim() === '') break;
        let parts = line.replace(/\.$/, '').split(/\s*,\s*/);
        let kinds = parts.map((p) => kindOf(p, o));
        // 'Germany. Kind regards, ...': the part before the sentence goes on, then the walk ends.
        const sentence = /\.[ \t]+(?=\p{Lu})/u.exec(line);
        if (kinds.some((k) => k === null) && sentence) {
          const head = line.slice(0, sentence.index);
          parts = head.split(/\s*,\s*/);
          kinds = parts.map((p) => kindOf(p, o));
          if (kinds.some((k) => k === null || k === 'numbered' || k === 'locality')) break;
          b.end = ns + head.length;
          break;
        }
        // A street named without a number ('Balogun Road') goes on; a numbered one starts another address.
        if (kinds.some((k, i) => k === null || (k === 'numbered' && /\d/.test(parts[i] ?? '')))) break;
        // One word alone after a postal line ('Україна'): a country the lists do not hold.
        const below = ne >= text.length ? '' : text.slice(ne + 1, lineEndOf(text, ne + 1));
        if (
          parts.length === 1 &&
          kinds[0] === 'locality' &&
          !/\s/.test(line.trim()) &&
          !o.isWord(line.trim().toLowerCase()) &&
          !/^[A-Z]{1,3}$/.test(line.trim()) &&
          lastKind === 'postal' &&
          (below.trim() === '' || below.includes(':'))
        ) {
          b.end = ns + line.length;
          break;
        }
        if (kinds.every((k) => k === 'locality') && parts.length === 1) {
          pendingLocal++;
          if (pendingLocal > 2) break;
          pos = ne;
          continue;
        }
        pendingLocal = 0;
        lastKind = kinds.includes('postal') ? 'postal' : (kinds.at(-1) ?? null);
        b.end = ns + line.length - (/\.$/.test(line) && !REGION_RE.test(parts.at(-1) ?? '') ? 1 : 0);
        pos = ne;
      }
    }
  }
}

/**
 * Runs of lines that read as a postal block: a numbered street or unit line, then locality lines, and a
 * last line with a postcode, a region or a country. Each line whole; at most six lines.
 */
export function findLineBlocks(text: string, o: GrowOptions): Candidate[] {
  const out: Candidate[] = [];
  const lines: { s: number; e: number; kinds: Kind[] }[] = [];
  let s = 0;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '').replace(/\.$/, '');
    const parts = line.trim() === '' ? [] : line.split(/\s*,\s*/);
    lines.push({ s, e: s + raw.replace(/\s+$/, '').length, kinds: parts.map((p) => kindOf(p, o)) });
    s += raw.length + 1;
  }
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i];
    if (!first || first.kinds.length === 0 || first.kinds.some((k) => k === null)) continue;
    if (!first.kinds.some((k) => k === 'numbered' || k === 'unit')) continue;
    let last = -1;
    let numbered = first.kinds.includes('numbered');
    for (let j = i + 1; j < lines.length && j < i + 6; j++) {
      const l = lines[j];
      if (!l || l.kinds.length === 0 || l.kinds.some((k) => k === null)) break;
      if (l.kinds.includes('numbered')) numbered = true;
      if (
        l.kinds.some(
          (k) => k !== null && k !== 'locality' && STRONG_KINDS.has(k) && k !== 'unit' && k !== 'lead',
        )
      )
        last = j;
    }
    if (last < 0 || !numbered) continue;
    out.push({ start: first.s, end: lines[last]?.e ?? first.e, phiType: 'address', confidence: 0.8 });
    i = last;
  }
  return out;
}
