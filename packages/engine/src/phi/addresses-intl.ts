/**
 * Address parts outside the US forms: continental street lines ('Hauptstrasse 12', 'Lindenallee 5a',
 * 'Am Markt 7'), streets whose kind comes first ('8 rue de la Paix', '1200 Rue Sainte-Catherine O'),
 * and postal lines: UK postcodes ('London NW8 9SX'), Canadian ('Toronto, ON M5H 2N2'), Australian
 * ('Fitzroy VIC 3065'), European ('10115 Berlin'), and a country on its own line.
 * Strong tails stand alone; weak ones only continue a street (see address-blocks.ts).
 */

const L = String.raw`[A-Za-z\u00C0-\u024F]`;
// Latin-1 and Latin Extended-A ('İstanbul', 'Kraków', 'Beşiktaş'); Extended-A mixes both cases.
const UP = String.raw`[A-Z\u00C0-\u00DE\u0100-\u017F]`;
const LO = String.raw`[a-z\u00DF-\u00FF\u0100-\u017F]`;
// 'Beşiktaş/İstanbul': a district and its city joined by a slash.
const TOWN = String.raw`${UP}${LO}+(?:[ /-]${UP}${LO}+){0,2}`;

/**
 * A flat, box or block written after the house number in other countries' forms: 'bte 3' and 'bus 3'
 * (Belgium), 'lgh 1102' (Sweden), 'apto 904', 'bloco B' (Brazil), 'piso 2', 'puerta 4', 'dpto 5' (Spanish),
 * 'Top 5', 'Whg. 3' (Austria, Germany), 'int. 7', 'scala B' (Italy), 'et. 3' (Romania, Bulgaria).
 */
const UNIT_WORD = String.raw`(?:bte|bo[iî]te|bus|lgh|l[äa]genhet|apto|apt\.?|ap\.?|bloco|bl\.?|piso|puerta|pta\.?|esc\.?|dpto\.?|depto\.?|top|t[üu]r|whg\.?|stiege|[ée]tage|et\.?|int\.?|interno|scala|sc\.?|casa|lote|sala|kv\.?|ap[ \t]?nr\.?)`;
export const UNIT_AFTER = String.raw`(?:,?[ \t]${UNIT_WORD}[ \t]?(?:\d{1,5}[A-Za-z]?|[A-Z](?![\w])))`;
/**
 * The same designators after a street that was found, on its line (', bloco B, apto 904'), and the cross
 * street that places it (', off Fouad St', ' near Gandhi Chowk', ', opp. Town Hall').
 */
const UNIT_TAIL = new RegExp(String.raw`^${UNIT_AFTER}(?![\w-])`, 'i');
const CROSS_STREET = new RegExp(
  String.raw`^,?[ \t](?:[Oo]ff|[Nn]ear|[Oo]pp\.?|[Oo]pposite|[Bb]ehind|[Bb]eside|[Nn]ext to|[Cc]orner of|[Cc]nr\.?)[ \t]\p{Lu}[\p{L}'’.-]*(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,3}(?=[ \t]*(?:[,\n]|$))`,
  'u',
);
export const UNIT_AFTER_TAIL = {
  exec: (s: string): RegExpExecArray | null => UNIT_TAIL.exec(s) ?? CROSS_STREET.exec(s),
};

export const CONTINENTAL_STREET = new RegExp(
  String.raw`(?<![\w-])(?:${UP}${L}*(?:-${UP}${L}*)*(?:strasse|straße|str\.|weg|allee|gasse|platz|damm|ufer|chaussee|gracht|straat|gatan|vägen)|${UP}${L}*(?:-${UP}${L}*)*-(?:Str\.|Straße|Strasse|Weg|Allee|Gasse|Platz|Damm|Ufer|Ring)|(?:Am|An der|Auf dem|Im|Zum|Zur|Unter den|Vor dem) ${UP}${LO}+)\s\d{1,4}(?:\s?[a-z])?(?![\w-])${UNIT_AFTER}{0,2}(?![\w-])(?=[ \t]*(?:,|$))`,
  'gm',
);
export const KIND_FIRST_STREET = new RegExp(
  String.raw`(?<![\w$.,/-])\d{1,5}(?:-\d{1,5})?[a-z]?(?: (?:bis|ter))?,? (?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Cc]hemin|[Aa]ll[ée]e|[Ii]mpasse|[Qq]uai|[Cc]alle|[Aa]venida|Via|[Vv]iale|[Pp]iazza|[Cc]orso|[Rr]ua|[Cc]arrer|[Pp]aseo|RUE|CALLE|AVENIDA|RUA|PASEO|CAMINO|[Cc]amino)(?: (?:de|du|des|la|le|les|del|di|da|do|dos|das|las|los|el|DE|DEL|LA|LAS|LOS|EL|DU|DES|LE|LES|DA|DO|DOS|DAS|[dl]['’]|${UP}(?:${L}|['’.-])*)){1,5}(?:${UNIT_AFTER}{1,2}(?![\w-]))?(?=\s*(?:,|$))`,
  'gm',
);

const UK_POSTCODE = String.raw`(?:GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})`;
const CA_POSTCODE = String.raw`[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d`;
const EIRCODE = String.raw`(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}`;
const CA_PROV =
  'AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland and Labrador|Nova Scotia|Ontario|Prince Edward Island|Quebec|Québec|Saskatchewan|Yukon';
/**
 * Streets whose kind comes first and whose number comes after the name, as Romania, Poland, Czechia, the
 * Balkans and Russia write them ('Str. Horea nr. 18, ap. 7', 'ul. Długa 14/3', 'Calea Victoriei 120',
 * 'nám. Míru 8', 'Trg bana Jelačića 3').
 */
export const KIND_NAME_NUMBER_STREET = new RegExp(
  String.raw`(?<![\w-])(?:Str\.|Strada|Calea|Bd\.|Bld\.|Bulevardul|Aleea|Șos\.|Sos\.|Șoseaua|Soseaua|[Uu]l\.|[Uu]lica|[Uu]litsa|[Aa]l\.|Aleja|Aleje|[Pp]l\.|Plac|nám\.|náměstí|Trg|trg|Ulitsa|Prospekt|pr-t\.?)[ \t](?:${UP}${L}*\.?|[a-z]{1,4})(?:[ \t](?:${UP}${L}*\.?|[a-z]{1,4})){0,3},?[ \t](?:nr\.?[ \t]?)?\d{1,4}[a-zA-Z]?(?:/\d{1,4})?(?![\w-])${UNIT_AFTER}{0,3}(?![\w-])(?=[ \t]*(?:,|$))`,
  'gm',
);

const AU_STATE = 'NSW|VIC|QLD|WA|SA|TAS|ACT|NT';

/** Postal lines that are addresses on their own. */
export const STRONG_TAIL = new RegExp(
  [
    String.raw`(?<![\w])${TOWN},? ${UK_POSTCODE}(?![\w])`,
    String.raw`(?<![\w])${TOWN},? (?:${CA_PROV}),? {1,2}[A-Z]\d[A-Z] ?\d[A-Z]\d(?![\w])`,
    String.raw`(?<![\w])${TOWN},? (?:${AU_STATE}) \d{4}(?!\d)`,
  ].join('|'),
  'g',
);

/** Postal and country lines that only continue a street already found. */
export const WEAK_TAIL = new RegExp(
  String.raw`^(?:\d{4,5} ${TOWN}|(?:germany|deutschland|united kingdom|uk|england|scotland|wales|canada|france|australia|usa|united states|ireland|netherlands|spain|italy|switzerland|austria|belgium|sweden|norway|denmark|mexico)|${TOWN},? \d{4}|${TOWN},? ${EIRCODE}|${CA_POSTCODE}|${UK_POSTCODE})$`,
  'i',
);
/** A town alone on its line: only between a street and a postal line ('London' / 'NW8 9SX'). */
export const TOWN_LINE = new RegExp(String.raw`^${TOWN}$`);
/** The same tails after a comma on the street's own line: ', 10115 Berlin'. */
export const INLINE_TAIL = new RegExp(
  String.raw`^,? ?(?:(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{4}-\d{3})(?: [A-Z]{2})? ${TOWN}|${TOWN},? ${EIRCODE}|${TOWN},? \d{1,4}|${TOWN},? (?:${CA_PROV}),? {1,2}${CA_POSTCODE})(?![\w])`,
);

/** Designators written before the house number: 'Flat 3, ', 'Apt 2 - ', 'Unit 7 / ', 'Unit B, ' (not 'apartment at '). */
export const UNIT_BEFORE =
  /(?<![A-Za-z])(?:flat|apt\.?|apartment|unit|suite|ste\.?|room|rm\.?|floor|level)[ \t]*(?:#?[ \t]*(?:[A-Za-z]?\d[A-Za-z0-9-]{0,4}|[A-Za-z](?![A-Za-z])),?[ \t]*[-–/]?)?[ \t]*$/i;
