/**
 * A held-out free-text set: templates, names, places and formats written apart from the main set and
 * never used to tune the detector (its figures are reported as they came out). Same record format.
 */
import { build, digits, dos, int, luhnComplete, money, pick, routing, type Part } from './make-free-text';

const w = (s: string) => s.split(/\s+/).filter(Boolean);
const FIRST =
  w(`Chiamaka Temitope Abimbola Nnamdi Kiran Lakshmi Vikram Sunita Jian Yong Hoa Tuan Sakura Takeshi
  Jae-won Eun-ji Giorgos Eleni Anastasia Piotr Zofia Jarosław Søren Åsa Mikael Hamza Noor Rania Karim Guadalupe
  Itzel Santiago Renée François Zoë Orla Cormac Tadhg Mwangi Wairimu Lindiwe Thabo Ngaire Aroha Manu Sione Bao`);
const LAST =
  w(`Adebayo Onyekachi Subramanian Krishnamurthy Chowdhury Huang Xu Le Dang Fujimoto Kobayashi Lee Han
  Papadakis Georgiou Nowak Zieliński Jørgensen Lundqvist Al-Farsi Nasser Hernández Morales Cruz Lefebvre Girard
  Ndlovu Nkosi Tuilagi Fonoti Brennan-Hughes Oyelowo Achebe Ferreira Moreno Sandoval Bjornsson Nakagawa`);
const n = (): Part => ({ text: `${pick(FIRST)} ${pick(LAST)}`, type: 'Name' });
const f = (): Part => ({ text: pick(FIRST), type: 'Name' });
const l = (): Part => ({ text: pick(LAST), type: 'Name' });
const addr = (): Part => ({
  text: pick([
    `${int(1, 99)} Ponsonby Road, Auckland ${int(1010, 1099)}`,
    `Apartment ${int(1, 30)}, ${int(1, 60)} Merrion Square, Dublin 2`,
    `Keizersgracht ${int(10, 400)}, 1015 CJ Amsterdam`,
    `PO Box ${int(100, 9999)}\nHelena, MT 59601`,
    `Suite ${int(2, 40)}, ${int(100, 900)} King Street West, Toronto, Ontario M5H 3T4`,
    `${int(10, 9999)} NE ${int(10, 180)}th Avenue, Portland, OR 97230`,
    `${int(10, 999)} Elmwood Rd.\nApt. ${int(1, 9)}${pick(['A', 'B'])}\nDuluth, Minnesota 55803`,
    `${int(2, 80)} Rosebank Gardens, Edinburgh EH3 5QY`,
    `${int(1, 200)} Bathurst Street, Hobart TAS 7000`,
    `${int(100, 99999)} County Road ${int(1, 60)}, Ames, IA 50010`,
  ]),
  type: 'Address',
});
const ph = (): Part => ({
  text: pick([
    `+64 9 ${digits(3)} ${digits(4)}`,
    `+81 3-${digits(4)}-${digits(4)}`,
    `+27 21 ${digits(3)} ${digits(4)}`,
    `(02) ${digits(4)} ${digits(4)}`,
    `0412 ${digits(3)} ${digits(3)}`,
    `${int(201, 989)}.${int(200, 989)}.${digits(4)}`,
    `(${int(201, 989)}) ${int(200, 989)} ${digits(4)}`,
    `+1 ${int(201, 989)}-${int(200, 989)}-${digits(4)} ext. ${int(1, 99)}`,
    `+353 87 ${digits(3)} ${digits(4)}`,
  ]),
  type: 'Phone',
});
const M = w('January February March April May June July August September October November December');
const dob = (): Part => ({
  text: pick([
    `the ${int(4, 20)}th of ${pick(M)}, ${int(1930, 2015)}`,
    `${int(1, 28)} ${pick(M).slice(0, 3)} ${int(1930, 2015)}`,
    `${pick(M)} ${int(1, 28)} ${int(1930, 2015)}`,
    `${int(1930, 2015)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
  ]),
  type: 'DOB',
});
const NEG = [
  'Reye syndrome was considered and excluded.',
  'Kaposi sarcoma lesions were biopsied.',
  "Addison's disease is managed with hydrocortisone.",
  'A Meckel diverticulum was found at surgery.',
  'Placed in Trendelenburg position.',
  'Valsalva maneuver did not convert the rhythm.',
  'A Fogarty catheter was used.',
  'She wore a Holter monitor for two days.',
  'Atorvastatin 20 mg nightly.',
  () => `Payment of ${money()} is due ${dos()}.`,
  () => `Claim with ${int(2, 9)} lines totaling ${money()}.`,
  () =>
    `For questions about this bill call ${pick(['Mercy General', 'Lakeside Hospital', 'Harbor Clinic'])} at 1-877-${int(200, 989)}-${digits(4)}.`,
  () => `Remit payment to Harbor Clinic Billing, ${int(100, 9000)} Commerce Street, Fresno, CA 93721.`,
  () => `Dr. ${pick(LAST)} ordered an MRI on ${dos()}.`,
  () => `Provider: Lakeside Orthopedics, NPI ${digits(10)}.`,
];
const neg = () => {
  const x = pick(NEG);
  return typeof x === 'string' ? x : x();
};
const T: (() => Part[])[] = [
  () => ['Good afternoon ', f(), ',\nI am following up on my claim.'],
  () => ['Hey ', f(), '! Got the statement, thanks.'],
  () => ['Attn: ', n(), '\n', neg()],
  () => ['I had a call from ', l(), ' at the insurance company about the appeal.'],
  () => ['My emergency contact is ', n(), ' (sister).'],
  () => ["I've attached a note from my landlord, ", n(), '.'],
  () => ['The nurse told ', f(), ' the bill would be adjusted.'],
  () => ['Regards,\n', n(), '\n', ph()],
  () => ['Warm wishes,\n', f()],
  () => ['Letter to: ', n(), ', ', addr()],
  () => ['Please update my address to ', addr(), '.'],
  () => ['Mailing address:\n', addr()],
  () => ['Text me on ', ph(), ' if anything is missing.'],
  () => ['Mobile ', ph(), ' / home ', ph()],
  () => ['My date of birth is ', dob(), ', please correct it.'],
  () => ['b. ', dob(), ' in Cork'],
  () => [
    'Card no ',
    { text: luhnComplete(`45${digits(13)}`).replace(/(\d{4})(?=\d)/g, '$1 '), type: 'Card' },
    ' was charged on ',
    dos(),
    '.',
  ],
  () => [
    'Refund to routing ',
    { text: routing(), type: 'BankAccount' },
    ' account ',
    { text: digits(9), type: 'BankAccount' },
  ],
  () => ["Driver's licence no. ", { text: `${pick(['N', 'Q', 'T'])}${digits(8)}`, type: 'License' }],
  () => [neg(), ' ', neg()],
  () => [neg()],
];

export function heldOut(count: number): ReturnType<typeof build>[] {
  const out: ReturnType<typeof build>[] = [];
  for (let i = 0; i < count; i++) {
    const parts: Part[] = [];
    const k = int(1, 3);
    for (let j = 0; j < k; j++) parts.push(...pick(T)(), '\n');
    out.push(build(parts));
  }
  return out;
}

/** A second held-out set, written after the first was used: again other names, phrasings and places. */
const FIRST2 =
  w(`Bolaji Uchenna Folasade Tunde Ravindra Padma Harpreet Gurpreet Xiaoming Zhiwei Minh Trang Haruto Aiko
  Sung-min Ji-ho Dimitrios Vasiliki Ludmila Yaroslav Bożena Grzegorz Eskil Sigrid Liisa Juhani Abdulrahman Samira
  Yasmin Bilal Xochitl Rodrigo Maite Aurélien Gaëlle Fionnuala Pádraig Nomvula Sibusiso Wanjiku Ochieng Kalani Moana`);
const LAST2 =
  w(`Adeleke Nwachukwu Okoro Ranganathan Sandhu Grewal Zhou Cao Bui Vo Matsumoto Inoue Seo Kwon Katsaros
  Andreou Sokolova Bondarenko Wróbel Mazur Haugen Eriksen Korhonen Laine Al-Rashid Haddad Benali Villanueva Salazar
  Etxeberria Marchetti Rousseau Ó_Conaill Mthembu Dube Njoroge Akana Kealoha Van_Houten Da_Silva`).map((x) =>
    x.replace('_', ' '),
  );
const n2 = (): Part => ({ text: `${pick(FIRST2)} ${pick(LAST2)}`, type: 'Name' });
const f2 = (): Part => ({ text: pick(FIRST2), type: 'Name' });
const l2 = (): Part => ({ text: pick(LAST2), type: 'Name' });
const T2: (() => Part[])[] = [
  () => [f2(), ' and I both saw the same doctor that week.'],
  () => ['The name on the claim should read ', n2(), ', not the one printed.'],
  () => ['My sister ', f2(), ' handles my paperwork now.'],
  () => [n2(), ', my husband, is the policyholder.'],
  () => ['Best,\n', f2()],
  () => ['Greetings ', n2(), ','],
  () => ['Mr ', l2(), ' from accounts said to write in.'],
  () => ['Thank you, ', f2(), ', for your patience.'],
  () => ['Forwarded by ', n2(), ' on ', dos(), '.'],
  () => ['I am the daughter of ', n2(), ' and hold power of attorney.'],
  () => [
    'Please write to me at ',
    {
      text: `${int(2, 900)} ${pick(['Harbour', 'Wattle', 'Kauri', 'Birch'])} ${pick(['Lane', 'Crescent', 'Road'])}\n${pick(['Wellington 6011', 'Christchurch 8013', 'Galway H91 E2K3', 'Cork T12 X70A'])}`,
      type: 'Address',
    },
    '.',
  ],
  () => [
    'New address: ',
    {
      text: `${int(2, 90)} ${pick(['Calle de Alcalá', 'Via Roma', 'Rua Augusta'])}, ${pick(['28014 Madrid', '00185 Roma', '1100-048 Lisboa'])}`,
      type: 'Address',
    },
  ],
  () => [
    'Ring me on ',
    {
      text: pick([
        `+34 91 ${digits(3)} ${digits(2)} ${digits(2)}`,
        `+39 06 ${digits(4)} ${digits(4)}`,
        `0${int(1, 9)}${digits(1)} ${digits(3)} ${digits(4)}`,
        `${int(201, 989)}-${int(200, 989)}-${digits(4)}`,
      ]),
      type: 'Phone',
    },
    ' after work.',
  ],
  () => ['Birthdate: ', { text: `${pick(M)} ${int(1, 28)}, ${int(1930, 2015)}`, type: 'DOB' }],
  () => [
    'I turned 60 on ',
    { text: `${pick(M)} ${int(1, 28)}, ${int(1950, 1965)}`, type: 'DOB' },
    '? No, that is my birthday.',
  ],
  () => [neg()],
];

export function heldOut2(count: number): ReturnType<typeof build>[] {
  const out: ReturnType<typeof build>[] = [];
  for (let i = 0; i < count; i++) {
    const parts: Part[] = [];
    const k = int(1, 3);
    for (let j = 0; j < k; j++) parts.push(...pick(T2)(), '\n');
    out.push(build(parts));
  }
  return out;
}

/** A third held-out set: messages as patients write them, measured once and reported as it came out. */
const FIRST3 =
  w(`Kwabena Efua Ngozi Olamide Chukwuma Sanjay Deepika Arvind Lakshmi Wen Hui Qiang Duc Phuong Takumi Emi
  Hyun-woo Min-seo Stavros Katerina Irina Vadim Małgorzata Przemysław Torbjørn Solveig Aleksi Kerttu Mustafa Huda
  Layla Idris Citlali Ernesto Ainhoa Benoît Hélène Caoimhe Ruairí Zanele Mandla Njeri Kipchoge Leilani Tevita`);
const LAST3 =
  w(`Owusu Boakye Eze Okafor Iyengar Pillai Bhattacharya Wu Lin Ngo Truong Sasaki Ogawa Jang Ryu Vlachos
  Stavrou Morozova Kuznetsov Lewandowska Kaminski Solberg Nygaard Salonen Lehtonen Hassan Mahmoud Khalil Ochoa
  Guerrero Aguirre Lambert Fontaine Mac_Carthaigh Zungu Khumalo Mutua Chebet Kahale Taufa`).map((x) =>
    x.replace('_', ' '),
  );
const n3 = (): Part => ({ text: `${pick(FIRST3)} ${pick(LAST3)}`, type: 'Name' });
const f3 = (): Part => ({ text: pick(FIRST3), type: 'Name' });
const a3 = (): Part => ({
  text: pick([
    `Unit ${int(1, 30)}/${int(2, 99)} Smith St, Parramatta NSW 2150`,
    `Apt. ${int(1, 40)}B, ${int(100, 900)} 5th Ave, New York, NY 10118`,
    `${int(10, 999)} Oak Hollow Dr\nSan Antonio, TX 78258`,
    `${int(1, 60)} Rue Cler, 75007 Paris`,
    `${int(10, 200)} Elm Grove, Brighton BN1 3TA`,
    `${int(100, 9000)} W ${int(10, 99)}th St, Apt ${int(1, 20)}, Chicago, IL 60629`,
    `${int(1, 99)} Kingfisher Way\nSwindon\nSN1 2AB`,
  ]),
  type: 'Address',
});
const p3 = (): Part => ({
  text: pick([
    `+1 (${int(201, 989)}) ${int(200, 989)}-${digits(4)}`,
    `+44 (0) 20 7946 ${digits(4)}`,
    `0151 496 ${digits(4)}`,
    `${int(201, 989)}-${int(200, 989)}-${digits(4)}`,
  ]),
  type: 'Phone',
});
const d3 = (): Part => ({
  text: pick([
    `${int(1, 12)}/${int(1, 28)}/${int(40, 99)}`,
    `${int(1940, 2010)}/${String(int(1, 12)).padStart(2, '0')}/${String(int(1, 28)).padStart(2, '0')}`,
    `${pick(M)} ${int(1, 28)}, ${int(1940, 2010)}`,
  ]),
  type: 'DOB',
});
const NEG3 = [
  'Cleveland Clinic, 9500 Euclid Avenue, Cleveland, OH 44195',
  'Mayo Clinic billing sent a second notice.',
  "Lou Gehrig's disease runs in the family.",
  'He had Tommy John surgery in 2019.',
  'Tourette syndrome, well controlled.',
  'Johns Hopkins Hospital charged $4,210.00 for the MRI.',
  'Kaiser Permanente denied claim 2 of 3.',
];
const T3: (() => Part[])[] = [
  () => ['This is ', n3(), ', the account holder.'],
  () => ['My name is ', n3(), " and I'm writing about the ER bill."],
  () => ['Signed, ', n3()],
  () => ['— ', n3()],
  () => ['Regards ', f3()],
  () => ['Patient: ', n3(), ' (DOB ', d3(), ')'],
  () => [n3(), '\n', a3()],
  () => ['Contact: ', n3(), ' at ', p3()],
  () => ['My mom, ', n3(), ', has dementia and cannot call.'],
  () => [n3(), "'s account shows a balance I already paid."],
  () => ["I'm ", f3(), "'s mother and pay her bills."],
  () => ['My new address is ', a3(), '.'],
  () => ['phone ', p3()],
  () => ['dob ', d3()],
  () => ['birthdate ', d3()],
  () => [pick(NEG3)],
  () => [pick(NEG3)],
];

export function heldOut3(count: number): ReturnType<typeof build>[] {
  const out: ReturnType<typeof build>[] = [];
  for (let i = 0; i < count; i++) {
    const parts: Part[] = [];
    const k = int(1, 3);
    for (let j = 0; j < k; j++) parts.push(...pick(T3)(), '\n');
    out.push(build(parts));
  }
  return out;
}
