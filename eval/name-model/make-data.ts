/**
 * Training sentences for the person-name tagger, generated from name lists and sentence shapes we
 * wrote (messages, letters, notes, forms, signatures, lists), in mixed, lower and upper case, with
 * negatives: clinicians, facilities, payers, eponyms, drugs, clinical words, streets and cities.
 * Never built from the evaluation sets. Deterministic for a seed.
 */
import { getLexicon } from '../../packages/engine/src/phi/lexicon';

export interface Example {
  text: string;
  names: { start: number; end: number }[];
}

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cap = (w: string) => w.replace(/(^|[-' ])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
const words = (s: string) => s.trim().split(/\s+/);

// Names from many places, written by us (common given names and surnames; no list of any eval set).
const intlFirst = words(`
Aarav Aditi Ananya Arjun Deepika Ishaan Kavya Lakshmi Priya Rohan Sanjay Vikram Meera Nikhil Divya Sunil
Wei Jing Li Mei Hao Xin Yan Jun Chen Lian Ying Bo Fang Hui Zhen Ming Tao Lei
Hiroshi Yuki Haruto Sakura Takeshi Aiko Kenji Yumi Sora Ren Hana Daichi Emi Kaito
Minjun Seoyeon Jiwoo Hyun Eunji Doyun Jisoo Taeyang Sujin
Oluwaseun Chiamaka Ngozi Emeka Adaeze Tunde Folake Chinedu Amaka Kwame Ama Kofi Abena Yaw Akua Thandiwe Sipho Lerato Zanele
Mohammed Fatima Omar Aisha Yusuf Layla Hassan Zainab Khalid Mariam Tariq Noor Karim Samira Rami Leila Bilal Hana
Mehmet Ayse Emre Zeynep Burak Elif Cem Deniz
Giovanni Francesca Alessandro Chiara Matteo Giulia Lorenzo Sofia Paolo Elena
Jürgen Anneliese Lukas Greta Matthias Katrin Henrik Ingrid Sven Astrid Lars Sigrid Nils Freja Bjørn Eirik Solveig
Pierre Amélie Étienne Céline Mathieu Élodie Julien Margaux Benoît Camille
José María Alejandro Lucía Javier Carmen Diego Valentina Mateo Ximena Santiago Guadalupe Joaquín Renata
João Ana Tiago Beatriz Rafael Inês Gonçalo Leonor
Piotr Agnieszka Krzysztof Małgorzata Tomasz Katarzyna Wojciech Zofia Jarosław
Dmitri Olga Sergei Natalia Ivan Tatiana Alexei Irina Yaroslav Oksana
Nguyen Thi Minh Anh Duc Linh Thanh Hoa Quang
Siti Budi Dewi Agus Putri Rizky Wayan Made
Juan Maricel Rodel Jocelyn Analyn Jericho
Kai Noa Ariel Tamar Yosef Shira Avi Noam Eitan
Aroha Tane Mere Wiremu Ngaio
Siobhán Niamh Ciarán Aoife Pádraig Eoin Saoirse Róisín
Dagny Torvald Åsa Henrikke
Emeka Obinna Ifeoma Uchenna
`);
const intlLast = words(`
Patel Sharma Gupta Iyer Reddy Nair Menon Chatterjee Banerjee Kapoor Malhotra Desai Joshi Kulkarni Rao Pillai
Wang Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo Lin He Gao Luo
Tanaka Suzuki Takahashi Watanabe Ito Yamamoto Nakamura Kobayashi Sato Kato Yoshida Yamada Sasaki Matsumoto
Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo Shin Kwon
Okafor Adeyemi Okonkwo Balogun Nwosu Eze Mensah Owusu Boateng Asante Nkosi Dlamini Mokoena Abubakar Olawale
Haddad Khoury Nasser Mansour Saleh Hamdan Farouk Aziz Rahman Hussein Qureshi Siddiqui Chaudhry Malik
Yılmaz Kaya Demir Çelik Şahin Öztürk Aydın Arslan
Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti
Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Hoffmann Schäfer Koch Richter Klein Wolf Schröder
Johansson Andersson Karlsson Nilsson Eriksson Larsson Olsen Hansen Jensen Nielsen Pedersen Haugen Berg Lindqvist
Dubois Lefebvre Moreau Laurent Fournier Girard Bonnet Mercier Rousseau Blanc Chevalier Gauthier
García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Torres Flores Rivera Gómez Díaz Morales Ortiz Gutiérrez Castillo Jiménez Vargas
Silva Santos Oliveira Souza Pereira Costa Carvalho Almeida Ferreira Ribeiro
Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański
Ivanov Petrov Smirnov Volkov Sokolov Popov Kuznetsov Morozov Novak Horvat Kovačić Dvořák
Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do Ngo Duong
Santoso Wijaya Gunawan Hartono Setiawan Susanto
Reyes Cruz Bautista Ocampo Mendoza Villanueva Aquino Dizon
Cohen Levi Mizrahi Peretz Biton Friedman Katz Shapiro Goldberg Rosenberg
Ngata Parata Tawhiri Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor McCarthy Gallagher Doherty Kennedy
Van der Berg|Van Dijk|De Vries|Van den Heuvel|De Jong|Janssen|Bakker|Visser|Smit|Meijer
`).flatMap((w) => w.split('|'));

const SYL = words(
  'ka ri mo na lu te si va do pe ra zu ne bo li ta an el or ia ko mi sa ru de ya no ha be lo fi gu ze ch sh th ar in on us ek ul ov ic',
);
function synthName(r: () => number): string {
  const n = 2 + Math.floor(r() * 2);
  let s = '';
  for (let i = 0; i < n; i++) s += SYL[Math.floor(r() * SYL.length)] ?? '';
  if (r() < 0.3)
    s += ['son', 'ez', 'ski', 'ova', 'ani', 'elli', 'berg', 'oglu', 'ian', 'ek'][Math.floor(r() * 10)] ?? '';
  return cap(s);
}

const clinicians = words('Dr. Doctor');
const degrees = words('MD DO NP PA-C RN MSN DDS FNP');
const payers = [
  'Aetna',
  'Cigna',
  'Humana',
  'Medicare',
  'Medicaid',
  'UnitedHealthcare',
  'Blue Cross Blue Shield',
  'Anthem',
  'Kaiser Permanente',
  'Molina Healthcare',
  'Centene',
  'Oscar Health',
  'Tricare',
  'Highmark',
  'Ambetter',
  'WellCare',
];
const drugs = words(
  'Atorvastatin Rosuvastatin Simvastatin Losartan Valsartan Metoprolol Carvedilol Amlodipine Omeprazole Pantoprazole Famotidine Levothyroxine Hydrocortisone Azithromycin Doxycycline Ciprofloxacin Cephalexin Clopidogrel Apixaban Rivaroxaban Adalimumab Infliximab Pembrolizumab Semaglutide Dulaglutide Empagliflozin Montelukast Albuterol Fluticasone Escitalopram Bupropion Trazodone Quetiapine Aripiprazole Tramadol Oxycodone Naproxen Meloxicam Furosemide Spironolactone Tamsulosin Finasteride Ondansetron Enoxaparin Heparin Ceftriaxone Vancomycin metformin lisinopril atorvastatin Eliquis Xarelto Ozempic Humira amoxicillin ibuprofen Lipitor Zoloft sertraline gabapentin prednisone insulin Keytruda Remicade Synthroid warfarin Lasix Norco Tylenol Advil Benadryl',
);
const eponyms = [
  'Foley catheter',
  "Wilson's disease",
  "Parkinson's disease",
  "Crohn's disease",
  'Hodgkin lymphoma',
  'Apgar score',
  'Glasgow Coma Scale',
  'Swan-Ganz catheter',
  'Douglas pouch',
  "Bell's palsy",
  'Down syndrome',
  "Alzheimer's disease",
  "Hashimoto's thyroiditis",
  'Quinton catheter',
  'Hickman line',
  'Babinski sign',
  "Graves' disease",
  'Cushing syndrome',
  "Barrett's esophagus",
  'Holter monitor',
  'Heimlich maneuver',
  'Whipple procedure',
  'Nissen fundoplication',
  'Addison disease',
  "Tourette's",
  'Meckel diverticulum',
  'Fogarty catheter',
  'Epley maneuver',
  'Tommy John surgery',
  "Lou Gehrig's disease",
  'Raynaud phenomenon',
  "Hashimoto's thyroiditis",
  'Wernicke encephalopathy',
  'Fanconi anemia',
  'Brugada syndrome',
  'Marfan syndrome',
  'Ewing sarcoma',
  'Wilms tumor',
  'Kawasaki disease',
  'Paget disease',
  'Colles fracture',
  'Baker cyst',
  'Dupuytren contracture',
  'Ménière disease',
  'Bartholin cyst',
  'Sjögren syndrome',
  'Asperger syndrome',
  'Kaposi sarcoma',
  'Guillain-Barré syndrome',
  'Lyme disease',
];
const clinical = words(
  'Cardiology Radiology Oncology Emergency Department Pharmacy Laboratory Pathology Anesthesia Physical Therapy MRI CT Scan Ultrasound Biopsy Colonoscopy Office Visit Urgent Care Billing Department Patient Services Statement Invoice Balance Claim Deductible Copay Coinsurance Explanation Benefits Appeal Denial Prior Authorization',
);
const cities = words(
  'Springfield Riverside Franklin Greenville Bristol Fairview Madison Georgetown Salem Clinton Arlington Ashland Burlington Dover Hudson Kingston Lancaster Milton Newport Oxford Auburn Dayton Jackson Lincoln Warren Trenton Toledo Tacoma Boise Fresno Omaha Tulsa Raleigh Durham Savannah Phoenix Denver Portland Seattle Austin Houston Dallas Chicago Boston Atlanta Memphis Nashville Manchester Leeds Glasgow Cardiff Dublin Cork Toronto Calgary Ottawa Sydney Melbourne Auckland Wellington Mumbai Pune Lagos Nairobi Accra Berlin Munich Hamburg Lyon Marseille Madrid Sevilla Lisbon Porto Rotterdam Utrecht Oslo Bergen Stockholm Warsaw Krakow Istanbul Ankara Manila Cebu Jakarta Bandung Haifa',
);
const streetSuffix = words(
  'Street St Avenue Ave Road Rd Lane Ln Drive Dr Boulevard Blvd Court Ct Way Place Pl Terrace Circle',
);
const orgTails = words(
  'Hospital|Medical Center|Clinic|Health|Family Practice|Urgent Care|Imaging|Laboratories|Surgical Associates|Pediatrics|Orthopedics|Health System'
    .replace(/ /g, '_')
    .replace(/\|/g, ' '),
).map((w) => w.replace(/_/g, ' '));
const greetings = words('Dear Hi Hello Hey Good_morning Greetings Dearest').map((w) => w.replace(/_/g, ' '));
const signoffs = [
  'Thanks,',
  'Thank you,',
  'Best,',
  'Regards,',
  'Kind regards,',
  'Sincerely,',
  'Best wishes,',
  'Cheers,',
  'Warmly,',
  'Respectfully,',
  'Many thanks,',
  'All the best,',
  'Yours truly,',
  'Take care,',
  '--',
  '-',
  'Thanks again,',
  'Cordially,',
];
const formLabels = words(
  'Birthdate|DOB|Date of birth|Born|Phone|Mobile|Cell|Tel|Fax|Email|E-mail|Address|Street|City|State|Zip|Postcode|Country|Card no|Card|Routing|Account|Acct|Member ID|Group|Policy|Claim|Claim no|DL#|Driver license|License|SSN|MRN|Relationship|Message|Subject|Sent|To|From|Re|Date|Amount|Balance|Total|Notes|Diagnosis|Provider|Payer|Plan|Employer|Occupation|Language|Gender|Sex|Race|Marital status'
    .replace(/ /g, '_')
    .replace(/\|/g, ' '),
).map((w) => w.replace(/_/g, ' '));
const acronyms = words(
  'TTY DL CO PR OA BPPV CHF COPD EKG ECG MRI CT ICU ER ED PT OT NPI EOB HSA FSA PPO HMO EPO CPT ICD ID USA UK NHS DME OON INN ASAP FYI PS NB',
);
// Note-style words written capitalised in clinical notes: jargon, abbreviations, drugs, devices.
const jargon = words(`
Vss Abd Neuro Resp Afebrile Tol Cont Gtt Gtts Sedated Intubated Extubated Ambulating Diuresing Lopressor Hct Hgb
Rhonchi Crackles Dsg Wnl Neg Pos Denies Tolerating Titrated Lungs Levophed Propofol Fentanyl Versed Ativan Haldol
Dilaudid Zosyn Vanco Flagyl Cipro Levaquin Colace Senna Dulcolax Protonix Pepcid Lasix Coumadin Heparin Insulin
Foley Ngt Ogt Peg Picc Cvl Aline Swan Vent Cpap Bipap Trach Peep Fio Sats Spo Abg Cxr Ekg Tele Nsr Sr Afib Pvc
Pacs Bp Hr Rr Temp Tmax Uop Ivf Npo Prn Qd Bid Tid Qid Hs Ac Pc Po Iv Im Sq Sl Pr Gi Gu Cv Ms Skin Psych Pain
Cardiac Pulm Renal Heme Endo Id Lytes Labs Meds Plan Assess Dx Hx Pmh Psh Fhx Shx Ros Cc Hpi Dispo Consult Ortho
Neurosurg Ctsurg Micu Sicu Ccu Nicu Pacu Tsicu Rehab Snf Ltac Pt Ot Slp Rt Cm Sw Md Rn Np Pa Lpn Cna Dme
Mae Perrla Aox Lethargic Arousable Diaphoretic Tachy Brady Hypotensive Hypertensive Febrile Oozing Serous Sanguinous
Edema Ecchymosis Erythema Ronchi Wheezes Diminished Clear Coarse Suctioned Thick Tan Copious Scant Moderate
`);
const relations = words(
  'wife husband son daughter mother mom father dad sister brother partner grandson granddaughter aunt uncle niece nephew caregiver friend neighbor fiancé guardian',
);

export interface Pools {
  first: string[];
  last: string[];
}

export function makePools(): Pools {
  const lex = getLexicon();
  const first = [...lex.firstNames]
    .sort()
    .filter((n) => /^[a-z][a-z'-]+$/.test(n))
    .map(cap);
  const last = [...lex.lastNames]
    .sort()
    .filter((n) => /^[a-z][a-z'-]+$/.test(n))
    .map(cap);
  return { first, last };
}

type Part = string | { name: string } | { o: string };

export function makeExamples(count: number, seed: number, pools: Pools = makePools()): Example[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const num = (a: number, b: number) => a + Math.floor(r() * (b - a + 1));
  const firstName = () => {
    const x = r();
    return x < 0.45 ? pick(pools.first) : x < 0.75 ? pick(intlFirst) : synthName(r);
  };
  const lastName = () => {
    const x = r();
    const base = x < 0.45 ? pick(pools.last) : x < 0.75 ? pick(intlLast) : synthName(r);
    const y = r();
    if (y < 0.04) return `${base}-${pick(pools.last)}`;
    if (y < 0.07) return `${pick(['de', 'da', 'van', 'von', 'del', 'de la', 'di', 'al', 'ter'])} ${base}`;
    if (y < 0.09) return `${pick(["O'", 'Mc', 'Mac'])}${base}`;
    return base;
  };
  const fullName = () => {
    const x = r();
    const f = firstName();
    const l = lastName();
    if (x < 0.62) return `${f} ${l}`;
    if (x < 0.72) return `${f} ${String.fromCharCode(65 + num(0, 25))}. ${l}`;
    if (x < 0.76) return `${f} ${l} ${pick(['Jr.', 'Sr.', 'III', 'II'])}`;
    if (x < 0.8) return `${f} ${firstName()} ${l}`;
    if (x < 0.84) return `${f}-${firstName()} ${l}`;
    return `${f} ${l}`;
  };
  const money = () => `$${num(10, 9999)}.${String(num(0, 99)).padStart(2, '0')}`;
  const date = () =>
    r() < 0.5
      ? `${num(1, 12)}/${num(1, 28)}/${num(2019, 2026)}`
      : `${pick(words('January February March April May June July August September October November December'))} ${num(1, 28)}, ${num(2019, 2026)}`;
  const phone = () => `(${num(201, 989)}) ${num(200, 999)}-${String(num(0, 9999)).padStart(4, '0')}`;
  const street = () =>
    `${num(1, 9999)} ${r() < 0.4 ? pick(pools.last) : r() < 0.5 ? pick(cities) : pick(words('Maple Oak Pine Cedar Elm Main Park Lake Hill River Church Mill Spring Sunset Highland Walnut'))} ${pick(streetSuffix)}`;
  const doctor = () =>
    r() < 0.6 ? `${pick(clinicians)} ${lastName()}` : `${firstName()} ${lastName()}, ${pick(degrees)}`;
  const org = () =>
    r() < 0.4
      ? `${pick(cities)} ${pick(orgTails)}`
      : r() < 0.6
        ? `St. ${pick(pools.first)} ${pick(orgTails)}`
        : r() < 0.8
          ? `${pick(pools.last)} ${pick(orgTails)}`
          : `${pick(cities)} ${pick(words('Valley Regional Community General Memorial County University'))} ${pick(orgTails)}`;
  const acct = () => `${String.fromCharCode(65 + num(0, 25))}${num(100000, 9999999)}`;

  // Each template: a function returning parts. Names are objects so their offsets are known.
  const N = () => ({ name: fullName() });
  const F = () => ({ name: firstName() });
  const L = () => ({ name: lastName() });
  const T = (): Part[] => [`${pick(words('Mr. Mrs. Ms. Miss Mr Mrs Ms'))} `, { name: lastName() }];
  const rel = () => pick(relations);
  const templates: (() => Part[])[] = [
    () => [`${pick(greetings)} `, r() < 0.5 ? F() : N(), ',\n'],
    () => [`${pick(greetings)} `, ...T(), ':\n'],
    () => [`${pick(signoffs)}\n`, N()],
    () => [`${pick(signoffs)}\n`, F()],
    () => [`${pick(signoffs)} `, F()],
    () => ['My name is ', N(), ' and I have a question about my bill.'],
    () => ["I'm ", N(), ', the patient.'],
    () => ['This is ', N(), ` calling about account ${acct()}.`],
    () => [`My ${rel()} `, F(), ` was seen on ${date()}.`],
    () => [`My ${rel()}'s name is `, N(), '.'],
    () => [`My ${rel()}, `, N(), `, handles my bills.`],
    () => [N(), ` (my ${rel()}) can speak for me.`],
    () => [F(), ` and I were both billed ${money()}.`],
    () => ['Please send the statement to ', N(), ' at the address on file.'],
    () => ['You can call ', F(), ` at ${phone()}.`],
    () => ['I spoke with ', F(), ` in billing on ${date()} and she said to write in.`],
    () => ['Patient: ', N(), `\nDate of service: ${date()}`],
    () => ['Patient name: ', N()],
    () => ['Name: ', N(), `\nPhone: ${phone()}`],
    () => ['Name of insured: ', N()],
    () => ['Insured ........ ', N()],
    () => ['Guarantor - ', N()],
    () => ['Subscriber: ', L(), ', ', F()],
    () => ['Emergency contact: ', N(), ` (${rel()}) ${phone()}`],
    () => ['From: ', N(), ' <', 'someone@example.com>\nSubject: bill question'],
    () => ['Sent by ', N(), ` on ${date()}`],
    () => ['Is ', N(), ' covered under my plan?'],
    () => ['Can ', F(), ' use my account to pay?'],
    () => ['Does ', N(), ` still owe ${money()}?`],
    () => [N(), ` paid ${money()} on ${date()}.`],
    () => [N(), ' was admitted to ', { o: org() }, ` on ${date()}.`],
    () => [N(), ' was seen by ', { o: doctor() }, '.'],
    () => [{ o: doctor() }, ' saw ', N(), ` for a follow-up on ${date()}.`],
    () => [
      { o: doctor() },
      ` ordered an ${pick(words('MRI X-ray ultrasound EKG'))}; the patient, `,
      N(),
      ', agreed.',
    ],
    () => [
      'Pt ',
      N(),
      ` is a ${num(18, 95)} yo ${pick(words('male female man woman'))} with ${pick(words('CHF COPD diabetes pneumonia sepsis'))}.`,
    ],
    () => [
      F(),
      ` ${pick(words('called visited phoned arrived stated asked'))} at ${num(1, 12)}:${num(10, 59)} re: pain meds.`,
    ],
    () => ['Family: ', F(), ` (${rel()}) and `, F(), ` (${rel()}) at bedside.`],
    () => [`${rel()} `, F(), ' updated by phone.'],
    () => ['Attn: ', N()],
    () => ['cc: ', N()],
    () => ['c/o ', N(), `\n${street()}`],
    () => [
      N(),
      `\n${street()}\n${pick(cities)}, ${pick(words('CA NY TX OH WA FL IL'))} ${num(10000, 99999)}`,
    ],
    () => ['Thank you, ', F(), ', for your help.'],
    () => ['Thanks ', F(), '!'],
    () => ['Ask for ', F(), ' at the front desk.'],
    () => ['Reply to ', N(), '.'],
    () => [N(), ` - ${phone()}`],
    () => ['Account holder ', N(), ` owes ${money()}.`],
    () => ['The claim for ', N(), ` was denied by `, { o: pick(payers) }, '.'],
    () => [{ o: pick(payers) }, ` paid ${money()} and I owe ${money()}.`],
    () => [`I take ${pick(drugs)} and ${pick(drugs)} every day.`],
    () => [`I was treated for ${pick(eponyms)} at `, { o: org() }, '.'],
    () => [`The ${pick(eponyms)} was billed twice.`],
    () => [`Diagnosis: ${pick(eponyms)}. ${pick(clinical)} ${pick(clinical)} charge ${money()}.`],
    () => [`${pick(clinical)} ${pick(clinical)} ${date()} ${money()}`],
    () => [`I live at ${street()}, ${pick(cities)}.`],
    () => [`Please mail it to ${street()} in ${pick(cities)}.`],
    () => [
      `We ${pick(words('drove flew went travelled traveled came moved'))} from ${pick(cities)} to ${pick(cities)} for the ${pick(words('scan appointment surgery visit'))}.`,
    ],
    () => [
      `The ${pick(words('clinic hospital office lab pharmacy'))} in ${pick(cities)} ${pick(words('billed charged called sent'))} me ${money()}.`,
    ],
    () => [`I was ${pick(words('visiting staying working living'))} near ${pick(cities)} when it happened.`],
    () => [
      `${pick(words('Back Home Over Down Up'))} in ${pick(cities)} the ${pick(words('copay visit test'))} was cheaper.`,
    ],
    () => [
      `${pick(words('Could|Can|Would|Please could'.replace(/ /g, '_').replace(/\|/g, ' '))).replace(/_/g, ' ')} ${pick(words('someone you'))} ${pick(words('explain|talk|speak|write|send it|give it|pass this|reach out'.replace(/ /g, '_').replace(/\|/g, ' '))).replace(/_/g, ' ')} to `,
      r() < 0.5 ? F() : r() < 0.5 ? L() : N(),
      ` ${pick(words('why|about|before|today|so|when'.replace(/ /g, '_').replace(/\|/g, ' ')))} the ${pick(words('copay bill balance claim refund'))} ${pick(words('doubled changed arrived went up'))}?`,
    ],
    () => [
      `I ${pick(words('wrote talked spoke explained sent it gave it'))} to `,
      r() < 0.5 ? F() : L(),
      ` ${pick(words('yesterday already twice today'))}.`,
    ],
    () => [`We moved to ${pick(cities)} last ${pick(words('spring summer fall winter year month'))}.`],
    () => [{ o: org() }, ` is at ${street()}, ${pick(cities)}.`],
    () => [`Remit to: `, { o: org() }, `, PO Box ${num(100, 9999)}, ${pick(cities)}`],
    () => [`${pick(clinical)} at `, { o: org() }, ` was ${money()} on ${date()}.`],
    () => [`Call ${pick(payers)} at 1-800-${num(200, 999)}-${num(1000, 9999)}.`],
    () => [`The ${pick(words('nurse doctor surgeon therapist'))}, `, { o: doctor() }, `, was great.`],
    () => ['Seen by ', { o: doctor() }, ` at ${num(1, 12)} pm.`],
    () => ['Referring physician: ', { o: doctor() }],
    () => [`Rendering provider ${pick(clinicians)} `, { o: lastName() }],
    () => ['Signed, ', { o: doctor() }],
    () => ['Hi, ', F(), ' here. ', 'My ', rel(), ` got a bill for ${money()}.`],
    () => ['- ', N()],
    () => ['Best,\n', N(), '\n', phone()],
    () => [N(), ' and ', N(), ' live together.'],
    () => ['Both ', F(), ' and ', F(), ' were on the plan.'],
    () => ['The bill says ', N(), ' but my name is ', N(), '.'],
    () => ['Sent from my iPhone'],
    () => [`Sent from my iPhone\n`, F()],
    () => ['Who is ', N(), '? I never heard of them.'],
    () => [`Please update the policyholder to `, N(), '.'],
    () => [`Statement for `, N(), `, account ${acct()}`],
    () => [
      `${pick(words('Monday Tuesday Wednesday Thursday Friday'))}: `,
      F(),
      ' picked up the prescription.',
    ],
    () => ['According to ', F(), `, the balance is ${money()}.`],
    () => ['With thanks,\n', N()],
    () => ['Yours,\n', F(), ' ', L()],
    () => [
      `${pick(words('Grace Hope Faith Joy Will Bill Mark Rose Jack'))} is not a name here: ${pick(words('grace hope faith joy will bill mark rose'))}.`,
    ],
    () => [`${pick(words('Will May Bill Mark Rose Grace Hope'))} `, L(), ` called about the bill.`],
    () => [`${pick(words('April May June August'))} ${num(1, 28)} is when I was seen.`],
    () => [`Thank you for contacting `, { o: pick(payers) }, '.'],
    () => [N(), `, DOB ${num(1, 12)}/${num(1, 28)}/${num(1940, 2010)}`],
    () => [L(), ', ', F(), ` ${num(1, 12)}/${num(1, 28)}/${num(1940, 2010)}`],
    () => ['Our son ', F(), ' has ', pick(eponyms), '.'],
    () => ['I am writing on behalf of my ', rel(), ', ', N(), '.'],
    () => ['Patient ', N(), ` (MRN ${num(100000, 999999)})`],
    () => ['Resident ', F(), ' ', L(), ` room ${num(100, 499)}`],
    () => [`${pick(formLabels)}: ${r() < 0.5 ? date() : phone()}`],
    () => [`${pick(formLabels)}: `, N(), `\n${pick(formLabels)}: ${pick(acronyms)} ${num(1, 999)}`],
    () => [
      `${pick(formLabels)} ${pick(formLabels).toLowerCase()} ${pick(acronyms)}-${num(1, 99)} (${pick(acronyms)} ${num(100, 999)})`,
    ],
    () => [`Call ${pick(clinical)} at 1-800-${num(200, 999)}-${num(1000, 9999)} (${pick(acronyms)} 711).`],
    () => [`${pick(acronyms)}# ${pick(acronyms)}${num(100, 999)}-${num(1000, 9999)} (${pick(cities)})`],
    () => [`${pick(drugs)} ${num(5, 500)} mg ${pick(words('daily nightly twice BID TID PRN'))}.`],
    () => [`Relationship: ${rel()} Message from patient portal`],
    () => [`Born in ${pick(cities)}. ${pick(eponyms)}, on ${pick(drugs)}.`],
    () => [`A ${pick(eponyms)} was found at surgery.`],
    () => [`${pick(eponyms)} performed for ${pick(acronyms)}.`],
    () => [
      `${pick(words('Hello Hi Thanks Message Note Update Reminder Question Urgent Warm Best'))}, ${pick(words('my the our'))} ${rel()} `,
      N(),
      ` was seen.`,
    ],
    () => [
      `${pick(jargon)}: ${pick(jargon)} ${pick(jargon).toLowerCase()}, ${pick(jargon)} ${num(1, 200)}. ${pick(jargon)} ${pick(words('cont stable improved given held weaned increased'))}.`,
    ],
    () => [
      `${pick(jargon)} ${pick(words('cont stable improved given held weaned increased remains'))}. ${pick(jargon)} ${pick(jargon)} ${pick(jargon)}.`,
    ],
    () => [
      `${pick(jargon)} ${num(1, 200)} ${pick(words('mg mcg units ml cc'))} ${pick(jargon)} x${num(1, 4)}. ${pick(jargon)} ${pick(jargon).toLowerCase()}.`,
    ],
    () => [`Pt ${pick(words('seen by'))} `, { o: pick(jargon) }, ` team. ${pick(jargon)} aware.`],
    () => [
      `${pick(jargon)} `,
      F(),
      ` ${pick(words('called visited updated'))}; ${pick(jargon)} ${pick(jargon)}.`,
    ],
    () => [
      `I ${pick(words('spoke talked met'))} with `,
      L(),
      ` ${pick(words('in billing|at the front desk|yesterday|last week|on the phone'.replace(/ /g, '_').replace(/\|/g, ' '))).replace(/_/g, ' ')}.`,
    ],
    () => [`Could you let `, r() < 0.5 ? L() : F(), ` know the payment went through?`],
    () => [`The appointment with `, L(), ` was moved to ${pick(words('Monday Tuesday Friday'))}.`],
    () => [
      `${pick(words('Ask Tell Remind Thank'))} `,
      L(),
      ` ${pick(words('about|for|to call me about'.replace(/ /g, '_').replace(/\|/g, ' '))).replace(/_/g, ' ')} the refund.`,
    ],
    () => [`Please speak with my ${rel()} `, N(), ` about this.`],
    () => [
      L(),
      ` ${pick(words('said told promised explained'))} me the ${pick(words('bill claim charge'))} would be fixed.`,
    ],
    () => [`hey its `, F(), ` again. my ${rel()} `, N(), ` was charged twice`],
    () => [`${pick(words('Surgery Consult Labs Imaging'))} with `, { o: doctor() }, ' tomorrow.'],
  ];

  const out: Example[] = [];
  for (let n = 0; n < count; n++) {
    const k = 1 + Math.floor(r() * r() * 4);
    const parts: Part[] = [];
    for (let j = 0; j < k; j++) {
      if (j > 0) parts.push(r() < 0.5 ? ' ' : '\n');
      parts.push(...pick(templates)());
    }
    const c = r();
    const caseOf = c < 0.72 ? 'keep' : c < 0.86 ? 'lower' : c < 0.94 ? 'upper' : 'nameLower';
    let text = '';
    const names: { start: number; end: number }[] = [];
    for (const p of parts) {
      if (typeof p === 'string') {
        text += caseOf === 'lower' ? p.toLowerCase() : caseOf === 'upper' ? p.toUpperCase() : p;
      } else {
        let v = 'name' in p ? p.name : p.o;
        if (caseOf === 'lower' || ('name' in p && caseOf === 'nameLower')) v = v.toLowerCase();
        else if (caseOf === 'upper') v = v.toUpperCase();
        if ('name' in p) names.push({ start: text.length, end: text.length + v.length });
        text += v;
      }
    }
    out.push({ text, names });
  }
  return out;
}
