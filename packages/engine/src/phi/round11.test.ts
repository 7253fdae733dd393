import { describe, expect, it } from 'vitest';
import { detected, found } from './test-helpers';

const addresses = (text: string) => found(text, 'address');
const dobs = (text: string) => found(text, 'date_of_birth');

describe('addresses written in other scripts', () => {
  it('reads a street, house and flat in Cyrillic, Hebrew, Georgian and Thai by their part words', () => {
    expect(addresses('Адрес: Россия, 125009, г. Москва, просп. Мира, д. 7, кв. 15. Спасибо')).toEqual([
      'Россия, 125009, г. Москва, просп. Мира, д. 7, кв. 15',
    ]);
    expect(addresses('Mom lives at: רחוב הגפן 12, דירה 5\nבית שמש 9906112\nישראל\n\nThanks')).toEqual([
      'רחוב הגפן 12, דירה 5',
      'בית שמש 9906112',
      'ישראל',
    ]);
    expect(addresses('Please write to\nთბილისი, ჭავჭავაძის გამზირი 12, ბინა 8, 0179\n')).toEqual([
      'თბილისი, ჭავჭავაძის გამზირი 12, ბინა 8, 0179',
    ]);
    expect(addresses('The condo: ห้อง 88 อาคารสวนทอง ถนนพหลโยธิน 7 เขตพญาไท กรุงเทพฯ 10400 ok')).toEqual([
      'ห้อง 88 อาคารสวนทอง ถนนพหลโยธิน 7 เขตพญาไท กรุงเทพฯ 10400',
    ]);
  });

  it('reads digits of the script itself, Persian and Urdu words, Bengali, Tamil, Amharic and Khmer', () => {
    expect(addresses('عنوان: شارع النيل ١٢، شقة ٤، الدقي، الجيزة ١٢٦١١، مصر')).toEqual([
      'شارع النيل ١٢، شقة ٤، الدقي، الجيزة ١٢٦١١، مصر',
    ]);
    expect(addresses('نشانی: شیراز، خیابان زند، کوچه ۵، پلاک ۱۲، واحد ۳')).toEqual([
      'شیراز، خیابان زند، کوچه ۵، پلاک ۱۲، واحد ۳',
    ]);
    expect(addresses('پتہ: مکان نمبر 45، گلی نمبر 7، سیکٹر F-8، اسلام آباد')).toEqual([
      'مکان نمبر 45، گلی نمبر 7، سیکٹر F-8، اسلام آباد',
    ]);
    expect(addresses('ঠিকানা: বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫')).toEqual([
      'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫',
    ]);
    expect(addresses('Amma: கதவு எண் 14, காந்தி தெரு, மயிலாப்பூர், சென்னை 600004')).toEqual([
      'கதவு எண் 14, காந்தி தெரு, மயிலாப்பூர், சென்னை 600004',
    ]);
    expect(addresses('አድራሻ: ቦሌ ክፍለ ከተማ፣ ወረዳ 03፣ የቤት ቁጥር 1245፣ አዲስ አበባ')).toEqual([
      'ቦሌ ክፍለ ከተማ፣ ወረዳ 03፣ የቤት ቁጥር 1245፣ አዲስ አበባ',
    ]);
    expect(addresses('Home:\nផ្ទះលេខ ២៥ ផ្លូវ ៣១០\nភ្នំពេញ 12302\nCambodia')).toEqual([
      'ផ្ទះលេខ ២៥ ផ្លូវ ៣១០',
      'ភ្នំពេញ 12302',
      'Cambodia',
    ]);
  });

  it('leaves the sentence before a Cyrillic address out of it', () => {
    expect(addresses('Сестра живи на адреси Булевар краља Петра 40, стан 9, 11000 Београд.')).toEqual([
      'Булевар краља Петра 40, стан 9, 11000 Београд',
    ]);
  });

  it('reads Japanese, Chinese and Korean addresses by a number tied to a part, not dates in sentences', () => {
    expect(addresses('To: 大阪府大阪市北区梅田 3-1-8 グランハイツ 402\nFrom: the billing office')).toEqual([
      '大阪府大阪市北区梅田 3-1-8 グランハイツ 402',
    ]);
    expect(addresses('地址：广州市天河区体育西路 88号 1203室')).toEqual(['广州市天河区体育西路 88号 1203室']);
    expect(addresses('부산광역시 해운대구 센텀로 45, 1102호\n48058')).toEqual([
      '부산광역시 해운대구 센텀로 45, 1102호',
      '48058',
    ]);
    expect(addresses('我3月5号在北京市医院看病，花了2000元。')).toEqual([]);
    expect(addresses('저는 3월 5일에 병원으로 갔고 2개 검사를 받았습니다.')).toEqual([]);
    expect(addresses('Я была в больнице 5 дней, потом дома 3 недели.')).toEqual([]);
  });
});

describe('dates of birth', () => {
  it('reads a date the next short sentence calls a birthday', () => {
    expect(dobs('I turned 60 on May 2, 1955? No, that is my birthday.')).toEqual(['May 2, 1955']);
    expect(dobs('I was seen on May 2, 2024. The nurse was kind.')).toEqual([]);
  });
});

describe('addresses: blocks of lines that end with a country', () => {
  it('takes the lines above a country line, without the addressee or a sign-off', () => {
    expect(addresses('Our address:\nBird Rock, Basseterre\nSt Kitts, West Indies\n\nRegards,')).toEqual([
      'Bird Rock, Basseterre',
      'St Kitts, West Indies',
    ]);
    expect(addresses('My cousin:\n\nAnders Holm\nTorvegade 14, 2. th.\n3900 Nuuk\nGreenland\n')).toEqual([
      'Torvegade 14, 2. th.',
      '3900 Nuuk',
      'Greenland',
    ]);
    expect(addresses('Please send to:\n\nBP 2291\nLibreville\nGabon\n\nor e-mail me')).toEqual([
      'BP 2291',
      'Libreville',
      'Gabon',
    ]);
    expect(
      addresses('Home: Calliaqua Bay, Kingstown\nSt Vincent and the Grenadines\nMobile: +1 784 555 0100'),
    ).toEqual(['Calliaqua Bay, Kingstown', 'St Vincent and the Grenadines']);
  });

  it('reads a one-line chain whose country has a postcode after it', () => {
    expect(addresses('Lot 9, Leeward Highway, Providenciales, Turks and Caicos Islands TKCA 1ZZ')).toEqual([
      'Lot 9, Leeward Highway, Providenciales, Turks and Caicos Islands TKCA 1ZZ',
    ]);
  });

  it('takes no town with its country alone, and no signer named like a country', () => {
    expect(addresses('Best regards,\nJuan Pardo\nBogotá, Colombia')).toEqual([]);
    expect(found('Best regards,\nJuan Pardo\nBogotá, Colombia', 'name')).toEqual(['Juan Pardo']);
    expect(
      found('Warm regards,\nDr. Amara Eze\nLagos University Teaching Hospital\nNigeria', 'name'),
    ).toEqual([]);
    expect(addresses('Thanks,\nKenya')).toEqual([]);
    expect(found('Thanks,\nKenya', 'name')).toEqual(['Kenya']);
  });
});

describe('addresses: lower-case blocks, records, mail sent to a place', () => {
  it('reads a postal block typed all in lower case above a town, state code and ZIP line', () => {
    expect(
      addresses('Marisol Vega\nurb. los prados\ncalle 9 bloque 14 #3\ncaguas pr 00725\nYou have 30 days'),
    ).toEqual(['urb. los prados', 'calle 9 bloque 14 #3', 'caguas pr 00725']);
    expect(addresses('i have 2 kids\nthey live in ohio 44120')).toEqual([]);
  });

  it("keeps an address a record holds as the person's, not the record keeper's", () => {
    expect(
      addresses('Address in the Medicaid eligibility file: 88 W Elm Ave Trlr 4, Enid OK 73703.'),
    ).toEqual(['88 W Elm Ave Trlr 4, Enid OK 73703']);
    expect(addresses('Claims address on the Aetna account: 151 Farmington Ave, Hartford CT 06156')).toEqual(
      [],
    );
  });

  it('takes the address after "mail to campus:" whole', () => {
    expect(
      addresses('Please mail to campus: Box 2210, Alder Bluff College, 90 Quad Rd, Kenwick, OH 44120.'),
    ).toEqual(['Box 2210, Alder Bluff College, 90 Quad Rd, Kenwick, OH 44120']);
  });
});

describe('addresses: ranches, farms and camps named before the street, a unit before a slash', () => {
  it('takes a ranch, a farm or a camp with its cabin before the street', () => {
    expect(addresses('He lives out at the Lazy Creek Ranch, 5570 County Road 14, Meeker CO 81641.')).toEqual([
      'Lazy Creek Ranch, 5570 County Road 14, Meeker CO 81641',
    ]);
    expect(addresses('We are at Camp Tamarack, Cabin 7, 220 Lakeshore Dr, Hayward WI 54843')).toEqual([
      'Camp Tamarack, Cabin 7, 220 Lakeshore Dr, Hayward WI 54843',
    ]);
  });

  it('takes a unit written before the street with a slash', () => {
    expect(addresses('UNIT 7 / 19 WATTLE CRES\nKARRATHA WA 6714')).toEqual([
      'UNIT 7 / 19 WATTLE CRES',
      'KARRATHA WA 6714',
    ]);
  });

  it('takes no country after a town for a name, but keeps a name after a greeting', () => {
    expect(found('Tel 664 555 0100, home: Salem, Montserrat, W.I.', 'name')).toEqual([]);
    expect(found('Thanks, Jordan', 'name')).toEqual(['Jordan']);
  });
});

describe('table rows and towns written first', () => {
  it('reads the name in the cell before a street in a tab, pipe or quoted CSV row', () => {
    expect(found('Trask Hollins\t118 Birch Ln\tEly\tMN\t55731\t218-555-0190', 'name')).toEqual([
      'Trask Hollins',
    ]);
    expect(found('Mercy Clinic\t118 Birch Ln\tEly\tMN\t55731', 'name')).toEqual([]);
    expect(
      found('"Bykes, Tadeusz","88 Pulaski Way, Apt 4, New Britain CT 06051","1950-10-19"', 'name'),
    ).toEqual(['Bykes, Tadeusz']);
    expect(found('"Mercy Clinic","12 Main St, Dayton OH 45402"', 'name')).toEqual([]);
  });

  it('takes a town and state written before the street', () => {
    expect(addresses('Resident of Gallup NM, 1012 Aztec Ave, since 2019.')).toEqual([
      'Gallup NM, 1012 Aztec Ave',
    ]);
    expect(addresses('Moved from Reno NV, 12 Elm St, Dayton OH 45402')).toEqual([
      '12 Elm St, Dayton OH 45402',
    ]);
  });
});

describe('addresses: the addressee before a European street, three-digit postcodes, announced island blocks', () => {
  it('leaves the name before the street out of the address', () => {
    expect(detected('Anna Lind, Kungsgatan 12, 111 56 Stockholm.')).toEqual([
      { type: 'name', text: 'Anna Lind' },
      { type: 'address', text: 'Kungsgatan 12, 111 56 Stockholm' },
    ]);
  });

  it('reads a three-digit postcode after a numbered street', () => {
    expect(addresses('Write to Hafdís Jónsdóttir, Skólavörðustígur 21, 101 Reykjavík. Thanks')).toEqual([
      'Skólavörðustígur 21, 101 Reykjavík',
    ]);
    expect(addresses('Patient Matt Olsen, 656 Bridget Corners, #31F, Marvinfort, MT 48515')).toEqual([
      '656 Bridget Corners, #31F, Marvinfort, MT 48515',
    ]);
  });

  it('takes every line of a block announced by the line above it', () => {
    expect(
      addresses("Her address in Grenada is:\nMorne Rouge\nSt. George's\nGrenada, W.I.\nHer phone"),
    ).toEqual(['Morne Rouge', "St. George's", 'Grenada, W.I']);
  });
});

describe('labelled addresses that begin with a name line', () => {
  it('takes a district named on the label line with the street and town below it', () => {
    expect(
      detected(
        'Address: Colonia Las Palmas\n1209 Calle Roble\nSan Antonio, TX 78237\nGuardian cell (210) 555-0163',
      ),
    ).toEqual([
      { type: 'address', text: 'Colonia Las Palmas' },
      { type: 'address', text: '1209 Calle Roble' },
      { type: 'address', text: 'San Antonio, TX 78237' },
      { type: 'phone', text: '(210) 555-0163' },
    ]);
  });

  it('leaves a label out of the addressee above a street', () => {
    expect(found('Para: Hannah Mensah\n12 Main St\nDayton OH 45402', 'name')).toEqual(['Hannah Mensah']);
  });
});

describe('names in other scripts', () => {
  it('reads the addressee line above an address in the same script, without a label or an honorific', () => {
    expect(found('Mail to:\nՍարգսյան Անի\nԿոմիտասի պողոտա 49, բն. 17\nԵրևան 0012\nՀայաստան', 'name')).toEqual(
      ['Սարգսյան Անի'],
    );
    expect(found('Кому: Петрова Анна Сергеевна\nул. Ленина, д. 5, кв. 2\nКазань 420111', 'name')).toEqual([
      'Петрова Анна Сергеевна',
    ]);
    expect(found('Адрес:\nул. Ленина, д. 5, кв. 2\nКазань 420111', 'name')).toEqual([]);
  });

  it('reads a name before an honorific of address', () => {
    expect(found('佐藤 花子 (Hanako Sato) 様\n〒150-0001 東京都渋谷区神宮前 1-2-3', 'name')).toEqual([
      '佐藤 花子',
      'Hanako Sato',
    ]);
    expect(found('이서연 님께 안내드립니다.', 'name')).toEqual(['이서연']);
  });
});

describe('labels in pipe tables without spaces, and the parties of court and agency papers', () => {
  it('reads a header row of pipe-separated cells written without spaces', () => {
    expect(
      detected('req_id|requester|patient|dob|mrn\nR-55812|self|Quimby, Arabella J|1958-04-19|MR0418827'),
    ).toEqual([
      { type: 'name', text: 'Quimby, Arabella J' },
      { type: 'date_of_birth', text: '1958-04-19' },
      { type: 'mrn', text: 'MR0418827' },
    ]);
  });

  it('reads applicants, defendants, obligors, custodial parents and children by their labels', () => {
    expect(found('Applicant: WOJCIK, BOGUMILA\nDOB: 02-27-1944', 'name')).toEqual(['WOJCIK, BOGUMILA']);
    expect(found('Employee/obligor: GRAYSON T. COLE', 'name')).toEqual(['GRAYSON T. COLE']);
    expect(
      found('Plaintiff: Bluestone Medical Receivables LLC\nDefendant: ALFONSO R. DUBOIS', 'name'),
    ).toEqual(['ALFONSO R. DUBOIS']);
    expect(found('Child: none listed', 'name')).toEqual([]);
  });
});

describe('US blocks the street grammar does not read alone', () => {
  it('reads state and lettered highways, and a farm named above in capitals', () => {
    expect(
      addresses('DELBERT ARDOIN\nARDOIN FARMS\n2277 LA HWY 13\nCROWLEY LA 70526-8812\nFROM: MedSupply'),
    ).toEqual(['ARDOIN FARMS', '2277 LA HWY 13', 'CROWLEY LA 70526-8812']);
    expect(addresses('Caller location: Kellerman Farm, 18422 Hwy Y, Kirksville MO 63501')).toEqual([
      'Kellerman Farm, 18422 Hwy Y, Kirksville MO 63501',
    ]);
    expect(addresses('We drove 12 Hwy to the clinic.')).toEqual([]);
  });

  it('walks up from a town, state and ZIP line over unit, box and hall lines, not over a sentence', () => {
    expect(
      addresses('Berenike Strout\nLinden Hall, Room 309\nBox 1184\nCookeville TN 38505\n\nYour hold'),
    ).toEqual(['Linden Hall, Room 309', 'Box 1184', 'Cookeville TN 38505']);
    expect(addresses('He lives at 75-5813 Alii Dr\nKailua-Kona, HI 96740\nphone (808) 555-0169')).toEqual([
      '75-5813 Alii Dr',
      'Kailua-Kona, HI 96740',
    ]);
    expect(addresses('ORRIN HOCK\n120 Spring St\nEureka CA 95501\nNo phone')).toEqual([
      '120 Spring St',
      'Eureka CA 95501',
    ]);
  });
});

describe('slashes between address parts, ship-to cues, numbers apart from their CJK part word', () => {
  it('reads parts split by slashes after a cue, and a ship-to label', () => {
    expect(addresses('Home address on health form: 1221 Aspen Ct / Fruita / CO / 81521.')).toEqual([
      '1221 Aspen Ct / Fruita / CO / 81521',
    ]);
    expect(addresses('Ship to pt: Hwy 412 W / Box 9 / Alpena AR 72611\nPh: 870-555-0186')).toEqual([
      'Hwy 412 W / Box 9 / Alpena AR 72611',
    ]);
    expect(addresses('Ship statements to: Ms. Ana Ruiz, PSC 4410 Box 220, APO AE 09012 (deployed).')).toEqual(
      ['PSC 4410 Box 220, APO AE 09012'],
    );
  });

  it('reads a traditional Chinese address with spaces between the numbers and their words', () => {
    expect(detected('陳怡君 女士\n臺北市中正區忠孝西路一段 66 號 12 樓\n\nRe: statement')).toEqual([
      { type: 'name', text: '陳怡君' },
      { type: 'address', text: '臺北市中正區忠孝西路一段 66 號 12 樓' },
    ]);
  });
});
