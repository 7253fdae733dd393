import { isCountryName } from './address-chains';
import type { Candidate } from './merge';

/**
 * Names written in a script other than Latin, found by where they stand rather than by lists:
 * - the addressee's line right above an address in that script ('Սարգսյան Անի' / 'Կոմիտասի պողոտա 49'),
 *   one to four words of the script alone on the line;
 * - a name before an honorific of address ('藤堂 美咲 様', '김민지 님', '王伟 先生').
 */

/** Letters of the scripts that have no letter case or are not Latin. */
const NON_LATIN =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Georgian}\p{Script=Armenian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Ethiopic}\p{Script=Khmer}\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const NAME_LINE = /^[\p{L}\p{M}'’.\- ]{2,40}$/u;
/** Words that open a line with a label or a title, not a name ('Кому', 'Адрес', 'Получатель'). */
const NOT_NAME =
  /^(?:кому|адрес|получатель|отправитель|для|до|от|to|from|адреса|адресат|כתובת|אל|إلى|العنوان|ԱՀ|հասցե|მისამართი|ადრესატი)$/iu;

const CJ = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]`;
const HANGUL = String.raw`\p{Script=Hangul}`;
/**
 * A name and its honorific: Japanese and Chinese ones written on ('佐藤様', '佐藤 花子 様', '王伟先生'),
 * Korean ones after a space ('김민지 님께'), as '고객님' (customer) is one word.
 */
const HONORIFIC = new RegExp(
  String.raw`(${CJ}{1,4}(?:[ \u3000]${CJ}{1,4})?)[ \u3000]?(?:様|さま|さん|殿|先生|女士|小姐)(?![\p{L}])|(${HANGUL}{2,4})[ \u3000](?:님|씨|귀하)(?:께|에게|께서)?(?![\p{L}])`,
  'gu',
);
/** Common nouns before an honorific: patients, customers, members, everyone ('患者様', 'お客様'). */
const HONORED_NOUN = /^(?:患者|皆|お客|客|利用者|会員|契約者|被保険者|加入者|ご家族|家族|医生|病人)$/u;

export function findScriptNames(text: string, addresses: readonly Candidate[]): Candidate[] {
  if (!NON_LATIN.test(text)) return [];
  const out: Candidate[] = [];
  for (const a of addresses) {
    const lineStart = text.lastIndexOf('\n', a.start - 1) + 1;
    if (text.slice(lineStart, a.start).trim() !== '' || lineStart === 0) continue;
    if (!NON_LATIN.test(text.slice(a.start, a.start + 40))) continue;
    const prevEnd = lineStart - 1;
    const prevStart = text.lastIndexOf('\n', prevEnd - 1) + 1;
    const raw = text.slice(prevStart, prevEnd);
    // A label before the name ('Кому: ', 'To: ') and a romanised name or an honorific after it go.
    const label = /^[ \t]*[\p{L}]{1,12}[ \t]*:[ \t]*/u.exec(raw)?.[0].length ?? 0;
    const body = raw
      .slice(label)
      .replace(/[ \t]*\(.*$/, '')
      .replace(/[ \u3000]*(?:様|さま|さん|殿|님께|님|씨|귀하|先生|女士|小姐)[ \t,]*$/u, '')
      .trim();
    if (!NAME_LINE.test(body) || !NON_LATIN.test(body) || /[A-Za-z]/.test(body)) continue;
    const words = body.split(/\s+/);
    if (words.length > 4 || NOT_NAME.test(words[0]?.replace(/[.:]$/, '') ?? '') || isCountryName(body))
      continue;
    if (addresses.some((b) => b.start < prevEnd && b.end > prevStart)) continue;
    const start = prevStart + label + raw.slice(label).indexOf(body);
    out.push({ start, end: start + body.length, phiType: 'name', confidence: 0.8 });
  }
  for (const m of text.matchAll(HONORIFIC)) {
    const name = m[1] ?? m[2] ?? '';
    if (name.length < 2 || HONORED_NOUN.test(name) || /^[おご]/u.test(name)) continue;
    out.push({ start: m.index, end: m.index + name.length, phiType: 'name', confidence: 0.8 });
  }
  return out;
}
