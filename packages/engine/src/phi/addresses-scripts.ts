import { isCountryName } from './address-chains';
import type { Candidate } from './merge';
import { linesOf } from './text';

/**
 * Addresses written in a script other than Latin ('ул. Тверская, д. 7, кв. 15', 'רחוב הרימון 12, דירה 5',
 * 'ვაჟა-ფშაველას გამზირი 71, ბინა 44', 'ห้อง 1204 อาคารบ้านสวน ถนนสุขุมวิท 39', '東京都世田谷区北沢 2-19-4',
 * '서울특별시 마포구 와우산로 21길 19-3, 302호'). A run of one script's letters, digits and punctuation is an
 * address when it holds a number and at least two of that script's words for address parts (street,
 * house, flat, district, postbox...). The postcode, town and country lines right below it join it, and
 * a short line of town or postcode in the same script right above it.
 */

interface Script {
  /** The script's letters. */
  letter: RegExp;
  /** Its words for address parts, counted where they occur (whole words, or inside words for scripts without spaces). */
  parts: RegExp;
  /** Its words that introduce an address ('адрес', 'כתובת'): the address starts after them. */
  cue?: RegExp;
  /** Scripts with letter case: lower-case words before the first part are the sentence's. */
  cased?: boolean;
  /** A number tied to a part word, required besides the two parts (CJK and Hangul sentences hold both). */
  anchor?: RegExp;
}

const B = String.raw`(?<![\p{L}\p{M}])`;
const E = String.raw`(?![\p{L}\p{M}])`;
const words = (list: string, abbr = ''): RegExp =>
  new RegExp(`${B}(?:${list})${E}${abbr ? `|${B}(?:${abbr})\\.` : ''}`, 'giu');

const SCRIPTS: Script[] = [
  {
    letter: /\p{Script=Cyrillic}/u,
    parts: words(
      'улица|улице|улицы|вулиця|вулиці|проспект|переулок|провулок|бульвар|булевар|булевард|шоссе|шосе|набережная|площадь|площа|дом|будинок|корпус|квартира|стан|етаж|апартамент|блок|вход|подъезд|микрорайон|область|район|село|посёлок|поселок|жк|р-н|а/я|п/я|ж\\.к',
      'ул|вул|пр|просп|пер|бул|наб|пл|д|буд|корп|стр|кв|ет|ап|бл|вх|под|мкр|г|гр|обл|с|пос|ш|ж\\.к|р-н',
    ),
    cue: /(?<![\p{L}])адрес\p{L}*[ \t]*:?/iu,
    cased: true,
  },
  {
    letter: /\p{Script=Greek}/u,
    parts: words(
      'οδός|οδος|λεωφόρος|λεωφορος|πλατεία|πλατεια|διαμέρισμα|διαμερισμα|όροφος|οροφος|ΤΚ|Τ\\.Κ|συνοικία',
      'οδ|λεωφ|πλ|αρ|διαμ|Τ\\.Κ',
    ),
    cue: /(?<![\p{L}])διεύθυνση[ \t]*:?/iu,
    cased: true,
  },
  {
    letter: /\p{Script=Hebrew}/u,
    // A one-letter prefix ('ברחוב', in the street) is written onto the word.
    parts: words(`[בלמהו]?רחוב|רח['׳]|שדרות|שד['׳]|דירה|קומה|כניסה|בניין|מיקוד|שכונת|סמטת|דרך|ת\\.ד|ת"ד|ת״ד`),
    cue: /(?<![\p{L}])כתובת[ \t]*:?/u,
  },
  {
    letter: /\p{Script=Arabic}/u,
    // Arabic, and Persian and Urdu in the same script ('خیابان', 'کوچه', 'پلاک'; 'گلی', 'محلہ', 'مکان').
    parts: words(
      'شارع|طريق|عمارة|شقة|طابق|الطابق|حي|مبنى|بناية|منزل|ص\\.ب|ص\\. ب|صندوق بريد|الرمز البريدي|مجمع|فيلا|' +
        'خیابان|کوچه|پلاک|واحد|طبقه|بلوار|میدان|کد پستی|محله|بن‌بست|' +
        'گلی|محلہ|مکان|سیکٹر|بلاک|روڈ|فلیٹ|کالونی|ٹاؤن|ضلع|نمبر',
    ),
    cue: /(?<![\p{L}])(?:العنوان|عنوان|عنواني|نشانی|آدرس|پتہ)[ \t]*:?/u,
  },
  {
    letter: /\p{Script=Georgian}/u,
    parts: words(
      'ქუჩა|ქუჩის|გამზირი|ბინა|სართული|კორპუსი|ჩიხი|შესახვევი|მოედანი|სოფელი|რაიონი|დასახლება',
      'ქ|გამზ|კორპ|ბ',
    ),
    cue: /(?<![\p{L}])მისამართი[ \t]*:?/u,
  },
  {
    letter: /\p{Script=Armenian}/u,
    parts: words('փողոց|պողոտա|բնակարան|շենք|թաղամաս|նրբանցք|տուն|շ|բն', 'փ|պող|բն|շ'),
    cue: /(?<![\p{L}])հասցե\p{L}*[ \t]*:?/iu,
    cased: true,
  },
  {
    letter: /\p{Script=Devanagari}/u,
    // Hindi, Marathi and Nepali ('मार्ग', 'पेठ', 'सदनिका', 'टोल', 'वडा नं.').
    parts:
      /मार्ग|रोड|गली|नगर|मकान|फ्लैट|सड़क|मोहल्ला|कॉलोनी|ब्लॉक|सेक्टर|गाँव|गांव|ज़िला|जिला|पिन|पोस्ट|नं\.|नंबर|क्रमांक|क्र\.|वार्ड|वडा|टोल|चौक|पथ|भवन|अपार्टमेंट|सोसाइटी|सोसायटी|मजला|मंजिल|रस्ता|पेठ|सदनिका|इमारत|पालिका/gu,
    cue: /(?:पता|पत्ता|ठेगाना)[ \t]*:?/u,
  },
  {
    letter: /\p{Script=Bengali}/u,
    parts:
      /রোড|সড়ক|বাড়ি|বাসা|ফ্ল্যাট|লেন|গলি|থানা|জেলা|পোস্ট|ব্লক|সেক্টর|নম্বর|নং|তলা|মহল্লা|গ্রাম|উপজেলা|হোল্ডিং|এভিনিউ/gu,
    cue: /ঠিকানা[ \t]*:?/u,
  },
  {
    letter: /\p{Script=Tamil}/u,
    parts: /தெரு|சாலை|நகர்|வீதி|கதவு|எண்|மாவட்டம்|அஞ்சல்|பிளாட்|குடியிருப்பு|தளம்|அடுக்ககம்|கிராமம்/gu,
    cue: /முகவரி[ \t]*:?/u,
  },
  {
    // Amharic: sub-city, woreda, kebele, house number, street ('ክፍለ ከተማ', 'ወረዳ', 'የቤት ቁጥር').
    letter: /\p{Script=Ethiopic}/u,
    parts: /ክፍለ ከተማ|ክ\/ከተማ|ወረዳ|ቀበሌ|ቁጥር|መንገድ|ጎዳና|ሰፈር|ፖ\.ሣ\.ቁ|ፖ\.ሳ\.ቁ|ህንፃ|ሕንፃ|ፎቅ/gu,
    cue: /አድራሻ[ \t]*:?/u,
  },
  {
    // Khmer writes no spaces between words: house, street, sangkat, khan, village, commune, district, province.
    letter: /\p{Script=Khmer}/u,
    parts: /ផ្ទះ|ផ្លូវ|សង្កាត់|ខណ្ឌ|ភូមិ|ឃុំ|ស្រុក|ខេត្ត|រាជធានី|លេខ|ជាន់|បន្ទប់/gu,
    cue: /អាសយដ្ឋាន[ \t]*:?/u,
  },
  {
    // Thai writes no spaces between words: the part words are counted inside them ('ถนนสุขุมวิท').
    letter: /\p{Script=Thai}/u,
    parts: /ถนน|ซอย|แขวง|เขต|ตำบล|อำเภอ|จังหวัด|หมู่|ห้อง|อาคาร|เลขที่|ชั้น|ถ\.|ซ\.|ต\.|อ\.|จ\./gu,
    cue: /ที่อยู่[ \t]*:?/u,
  },
  {
    letter: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
    parts: /〒|丁目|番地|号室|[省市区區縣县路街道号號室楼樓弄巷都府県町村]/gu,
    cue: /(?:地址|住址|住所)[ \t]*[:：]?/u,
    // A number with a part ('2-19-4', '534号', '路 18'), as dates and counts in sentences are not.
    // ('3月5号' is a date.)
    anchor: /〒|\d+[-－]\d+|(?<!月\d{0,2})\d+[ \t]?(?:号|號|番地|番|丁目|室|楼|樓|弄|巷)|[路街道][ \t]*\d/u,
  },
  {
    letter: /\p{Script=Hangul}/u,
    parts: /(?:특별시|광역시|[시도군구읍면동리]|번길|[로길]|\d+호)(?=[\s,\d]|$)/gu,
    cue: /(?:주소)[ \t]*[:：]?/u,
    anchor: /\d+호|[로길][ \t]*\d|\d+-\d+/u,
  },
];

/** A digit in any script ('12', '١٢', '۱۲', '१२', '১২', '១២'). */
const DIGIT = /\p{Nd}/u;

/** A script run in a line: the script's letters with digits, spaces and address punctuation. */
function scriptRuns(line: string, script: Script): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  const allowed = (ch: string) =>
    script.letter.test(ch) || /[\p{M}\p{Nd} \t,.\-–/№#'"׳״()〒，、－：:،]/u.test(ch);
  let i = 0;
  const chars = Array.from(line);
  let pos = 0;
  const offsets = chars.map((c) => {
    const at = pos;
    pos += c.length;
    return at;
  });
  while (i < chars.length) {
    if (!script.letter.test(chars[i] ?? '')) {
      i++;
      continue;
    }
    let s = i;
    // Digits and signs just before the first letter belong to the run ('〒604-8005 京都', '12 רחוב').
    while (s > 0 && /[\p{Nd} \t\-/#〒]/u.test(chars[s - 1] ?? '')) s--;
    let e = i;
    for (;;) {
      while (e < chars.length && allowed(chars[e] ?? '')) e++;
      // A short Latin code inside ('سیکٹر G-9', 'блок B2') does not end the run.
      const code = /^[A-Za-z]{1,3}-?\p{Nd}{1,4}[A-Za-z]?(?=[\s,،]|$)/u.exec(chars.slice(e, e + 12).join(''));
      if (!code) break;
      e += Array.from(code[0]).length;
    }
    runs.push({ start: offsets[s] ?? 0, end: offsets[e] ?? line.length });
    i = e;
  }
  return runs;
}

function countParts(piece: string, script: Script): number {
  return Array.from(piece.matchAll(script.parts)).length;
}

/** Each script's patterns made from its own, once: the cue for all matches, a part at the start, a whole part. */
const DERIVED = new Map<Script, { cue: RegExp | undefined; partAtStart: RegExp; wholePart: RegExp }>();
function derived(script: Script): { cue: RegExp | undefined; partAtStart: RegExp; wholePart: RegExp } {
  let d = DERIVED.get(script);
  if (!d) {
    d = {
      cue: script.cue && new RegExp(script.cue.source, script.cue.flags.replace('g', '') + 'g'),
      partAtStart: new RegExp(`^(?:${script.parts.source})`, 'iu'),
      wholePart: new RegExp(`^(?:${script.parts.source})$`, 'iu'),
    };
    DERIVED.set(script, d);
  }
  return d;
}

/** Trims a run to the address: after a cue, without the sentence's lower-case words before it. */
function trimRun(
  line: string,
  run: { start: number; end: number },
  script: Script,
): { start: number; end: number } {
  let { start, end } = run;
  const { cue, partAtStart, wholePart } = derived(script);
  if (cue) {
    let last: RegExpExecArray | null = null;
    for (const m of line.slice(start, end).matchAll(cue)) last = m;
    if (last) start += last.index + last[0].length;
  }
  if (script.cased) {
    // 'живи на адреси Булевар ...': the lower-case words before the first part word or capital go.
    for (;;) {
      const m = /^[ \t]*(\p{Ll}[\p{L}\p{M}-]*\.?)[ \t]+/u.exec(line.slice(start, end));
      if (!m?.[1] || partAtStart.test(m[1])) break;
      start += m[0].length;
    }
  }
  // A full stop that ends a sentence ends the address, unless it closes a part's abbreviation ('ул.').
  for (const m of line.slice(start, end).matchAll(/([\p{L}\p{M}\p{Nd}'׳]+)\.(?=[ \t])/gu)) {
    if (wholePart.test(`${m[1] ?? ''}.`) || /^\p{L}{1,2}$/u.test(m[1] ?? '')) continue;
    end = start + m.index + (m[1]?.length ?? 0);
    break;
  }
  const piece = line.slice(start, end);
  const lead = piece.length - piece.trimStart().length;
  start += lead;
  // Trailing punctuation and a sentence's full stop are not the address's.
  const tail = /[\s,.:;()'"-]+$/u.exec(line.slice(start, end));
  if (tail) end -= tail[0].length;
  return { start, end };
}

/** A line below an address that continues it: a postcode, a town or a country. */
function continues(line: string, script: Script): boolean {
  const t = line.trim().replace(/[.,]$/, '');
  if (t === '') return false;
  if (/^[\p{Nd} \t-]{3,12}$/u.test(t)) return true;
  if (isCountryName(t.replace(/^the /i, ''))) return true;
  const letters = Array.from(t).filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0 || !letters.every((c) => script.letter.test(c))) return false;
  return t.split(/\s+/).length <= 5 && !/[.!?؟]$/.test(line.trim());
}

/** A short line above the address in the same script: a town, a postcode, a district ('Москва, 125009'). */
function leadsIn(line: string, script: Script): boolean {
  const t = line.trim().replace(/,$/, '');
  const letters = Array.from(t).filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0 || !letters.every((c) => script.letter.test(c))) return false;
  if (script.cue && script.cue.test(t)) return false;
  return t.split(/\s+/).length <= 5 && !/[.!?:؟]$/.test(t) && (DIGIT.test(t) || countParts(t, script) > 0);
}

export function findScriptAddresses(text: string): Candidate[] {
  // Latin text (most of it) has none of these scripts: skip it at once.
  if (!SCRIPTS.some((script) => script.letter.test(text))) return [];
  const out: Candidate[] = [];
  const { lines, starts } = linesOf(text);
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li] ?? '';
    for (const script of SCRIPTS) {
      if (!script.letter.test(line)) continue;
      for (const run of scriptRuns(line, script)) {
        const piece = line.slice(run.start, run.end);
        if (!DIGIT.test(piece)) continue;
        if (countParts(piece, script) < 2) continue;
        if (script.anchor && !script.anchor.test(piece)) continue;
        // A sentence's full stop or question mark inside: a sentence about places, not an address.
        if (/[。？！?!]/u.test(piece)) continue;
        const span = trimRun(line, run, script);
        if (span.end <= span.start || !DIGIT.test(line.slice(span.start, span.end))) continue;
        let last = li;
        let start = (starts[li] ?? 0) + span.start;
        let end = (starts[li] ?? 0) + span.end;
        // An address that ends its line may go on below (postcode, town, country); one that opens its
        // line may have its town above.
        if (line.slice(span.end).trim().replace(/[.,]$/, '') === '') {
          while (last + 1 < lines.length && last - li < 3 && continues(lines[last + 1] ?? '', script)) last++;
          if (last > li)
            end = (starts[last] ?? 0) + (lines[last] ?? '').trimEnd().replace(/[.,]$/, '').length;
        }
        if (line.slice(0, span.start).trim() === '') {
          if (li > 0 && leadsIn(lines[li - 1] ?? '', script)) {
            const above = lines[li - 1] ?? '';
            start = (starts[li - 1] ?? 0) + (above.length - above.trimStart().length);
          }
        }
        out.push({ start, end, phiType: 'address', confidence: 0.85 });
      }
    }
  }
  return out;
}
