/**
 * Phone numbers outside the US 3-3-4 shape: international numbers ('+44 20 7946 0958', '0044 20 7946
 * 0958', '+49 (0)30 901820', '+33 1 42 68 53 00'), national numbers with a trunk 0 ('020 7946 0958',
 * '07700 900123'), and any 7-15 digit number right after a phone cue ('Tel. 7946 0958').
 * Returns [start, end, confidence] triples; the caller decides whether the number is the patient's.
 */

const EXT = String.raw`(?:,?\s{0,2}(?:x|ext\.?|extension)\s?[:.]?\s?\d{1,6})?`;
const END = String.raw`(?![\w/]|[.,]\d)`;
const INTL = new RegExp(
  String.raw`(?<![\w+./-])(?:\+|00|011[ \t.-]?)[1-9]\d{0,2}(?:[\s.-]?\(0\))?(?:[\s.-]?\(?\d{1,5}\)?){2,6}` +
    EXT +
    END,
  'g',
);
const TRUNK = new RegExp(
  String.raw`(?<![\w+.,/$-])(?:0\d{1,4}[ -]|\(0\d{1,4}\) ?)\d{3,4}(?:[ -]?\d{3,4})?` + EXT + END,
  'g',
);
/** Numbers written in pairs after a trunk 0 ('06 12 34 56 78', '01.42.68.53.00'). */
const PAIRS = new RegExp(String.raw`(?<![\w+.,/$-])0[1-9](?:([ .-])\d{2})(?:\1\d{2}){3}` + END, 'g');
/** An area code in parentheses, then 4-5 and 4 digits ('(11) 91234-5678'). */
const AREA_PARENS = new RegExp(String.raw`(?<![\w+.,/$-])\(\d{2,4}\) ?\d{4,5}-\d{4}` + EXT + END, 'g');
const CUED = new RegExp(String.raw`(?<![\w+.,/$-])\(?\d[\d\s()./-]{5,18}\d` + EXT + END, 'g');
/** A number said in its three groups with pauses written as commas ('reach me at 803, 555, 0127'). */
const CUED_COMMAS = /(?<![\w+.,/$-])\d{3},[ \t]?\d{3},[ \t]?\d{4}(?![\d]|[.,]\d)/g;
/** A date or an amount is no phone number, whatever the cue ('number 12/03/2024'). */
const NOT_PHONE = /^\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}$/;
const CUE =
  /(?:\b(?:tel|telephone|phone|ph|mobile|mob|cell|cellphone|fax|call me|reach me|text me|contact me|number|whatsapp|landline|cel|celular|tel[eé]fono|m[oó]vil|t[eé]l[eé]phone|portable|telefone|telefon|handy|puhelin|natel|gsm|mobil|tlf|tlm|telem[oó]vel|s[ií]mi|area code)\b\.?(?:\s+(?:is|at|on|no\.?|number|#))?\s*[:#]?\s*|\b(?:home|work|office)\s*[:#]\s*)$/i;

const EXT_TAIL = /,?\s*(?:x|ext\.?|extension)\s?[:.]?\s?\d+$/i;
const digitCount = (s: string) => s.replace(/\D/g, '').length;

/** A number read out digit by digit, in English or Spanish ('four one two, five five five, oh one nine one'): 7 to 15 digits. */
const DIGIT_WORD =
  '(?:zero|oh|o|one|two|three|four|five|six|seven|eight|nine|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)';
const SPOKEN = new RegExp(
  String.raw`(?<![\p{L}-])(?:${DIGIT_WORD}|double[ \t]+${DIGIT_WORD})(?:[ \t,.…-]{1,5}(?:${DIGIT_WORD}|double[ \t]+${DIGIT_WORD})){6,16}(?![\p{L}-])`,
  'giu',
);
/** A second number given with a slash or 'or' after one found ('022 2555 0419 / 98200 55613', '... (landline) or ...'). */
const ALSO =
  /^[ \t]*(?:\([^)\n]{1,20}\)[ \t]*)?(?:\/|or|,)[ \t]*(\+?\(?\d[\d \t().-]{5,16}\d)(?![\w/]|[.,]\d)/i;

/** 'plus' said before a country code, and an extension said after the number ('extension four oh three'). */
const SPOKEN_PLUS = /\bplus[ \t]+$/i;
const SPOKEN_EXT = new RegExp(
  String.raw`^,?[ \t]*(?:extension|ext\.?|x)[ \t]+(?:${DIGIT_WORD}|\d)(?:[ \t,-]{1,3}(?:${DIGIT_WORD}|\d))*(?![\p{L}-])`,
  'iu',
);
/** An area code said on its own ('area code eight one six', 'area code 816'), next to a number given. */
const AREA_CODE = new RegExp(
  String.raw`\barea[ \t]+code[ \t]+(?:is[ \t]+)?((?:${DIGIT_WORD}[ \t,-]{1,3}){2}${DIGIT_WORD}|\(?\d{3}\)?)(?![\p{L}\d-])`,
  'giu',
);

function spokenDigits(s: string): number {
  let n = 0;
  for (const w of s.toLowerCase().split(/[^a-z]+/)) {
    if (w === 'double') n += 1;
    else if (w !== '') n += 1;
  }
  return n;
}

export function findOtherPhones(text: string): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const m of text.matchAll(SPOKEN)) {
    // A lone 'o' is a letter too: the run must hold other digit words than it.
    if (!/[a-z]{2}/i.test(m[0].replace(/\bo\b/gi, ''))) continue;
    const n = spokenDigits(m[0]);
    if (n < 7 || n > 15 || m[0].includes('\n')) continue;
    const plus = SPOKEN_PLUS.exec(text.slice(Math.max(0, m.index - 8), m.index));
    const ext = SPOKEN_EXT.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 60));
    out.push([
      m.index - (plus ? plus[0].length : 0),
      m.index + m[0].length + (ext ? ext[0].length : 0),
      0.75,
    ]);
  }
  for (const m of text.matchAll(AREA_CODE)) {
    const code = m[1] ?? '';
    const start = m.index + m[0].length - code.length;
    out.push([start, start + code.length, 0.7]);
  }
  for (const m of text.matchAll(INTL)) {
    const n = digitCount(m[0].replace(EXT_TAIL, ''));
    if (n < 8 || n > 15 || m[0].includes('\n')) continue;
    // A ZIP+4 of Puerto Rico or the Virgin Islands after its state code ('PR 00716-2210') is no '00' number.
    if (
      /^00\d{3}-\d{4}$/.test(m[0]) &&
      /\b[A-Z]{2}[ \t]+$/.test(text.slice(Math.max(0, m.index - 6), m.index))
    )
      continue;
    out.push([m.index, m.index + m[0].length, 0.85]);
  }
  for (const m of text.matchAll(TRUNK)) {
    const n = digitCount(m[0].replace(EXT_TAIL, ''));
    if (n < 10 || n > 11 || m[0].includes('\n')) continue;
    out.push([m.index, m.index + m[0].length, 0.7]);
  }
  for (const re of [PAIRS, AREA_PARENS]) {
    for (const m of text.matchAll(re)) {
      if (m[0].includes('\n')) continue;
      out.push([m.index, m.index + m[0].length, 0.7]);
    }
  }
  for (const m of text.matchAll(CUED_COMMAS)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    if (CUE.test(text.slice(Math.max(lineStart, m.index - 30), m.index)))
      out.push([m.index, m.index + m[0].length, 0.75]);
  }
  for (const m of text.matchAll(CUED)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    if (!CUE.test(text.slice(Math.max(lineStart, m.index - 30), m.index))) continue;
    if (NOT_PHONE.test(m[0])) continue;
    const n = digitCount(m[0]);
    if (n < 7 || n > 15 || m[0].includes('\n')) continue;
    out.push([m.index, m.index + m[0].length, 0.8]);
  }
  for (const [, end] of [...out]) {
    const m = ALSO.exec(text.slice(end, end + 30));
    const num = m?.[1];
    if (!m || !num || NOT_PHONE.test(num) || num.includes('\n')) continue;
    const n = digitCount(num);
    if (n < 7 || n > 15) continue;
    const start = end + m[0].length - num.length;
    out.push([start, start + num.length, 0.7]);
  }
  return out;
}
