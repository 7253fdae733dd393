/**
 * Small hand-made word lists that give PHI detection its context: what comes before a person's name,
 * which words are never names, which words mark an organisation. All entries lower case.
 */

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

/** Courtesy titles: the next word is a person's name. */
export const titles = set('mr mrs ms miss mister missus mx madam engr');

/** Titles and degrees of clinicians: a name beside them is a provider, not the patient. */
export const clinicianTitles = set('dr doctor drs prof professor');
export const clinicianDegrees = set(
  'md do np pa rn lpn cnp crna dds dmd dpm od phd pharmd mph facp facs faap facc dc pt dpt ot lcsw lmft psyd aprn fnp cnm pac bsn msn lsw msw lmsw cna rph chw ccm arnp cpht lpc lcpc slp cota rrt',
);
/** A clinician's title or degree, in any case, with or without its full stop ('DR', 'Dr.', 'MD'). */
export function isClinicianWord(word: string): boolean {
  const key = word.toLowerCase().replace(/\.$/, '');
  return clinicianTitles.has(key) || clinicianDegrees.has(key);
}

/** Words for people close to the patient; the name that follows belongs to them (free text). */
export const relationWords = set(`
  wife husband spouse son sons daughter daughters dtr dtrs dau child children kid kids
  mother mom mum father dad parent parents brother brothers bro sister sisters sis
  niece nieces neice nephew nephews aunt aunts uncle uncles cousin cousins
  grandson grandsons granddaughter granddaughters grandaughter grandchild grandchildren
  dauther daugher daugter grandmother grandfather grandma grandpa granny stepson stepdaughter stepmother stepfather
  son-in-law daughter-in-law dtr-in-law sister-in-law brother-in-law mother-in-law father-in-law
  friend friends girlfriend boyfriend fiance fiancee partner roommate neighbor neighbour
  proxy guardian poa caregiver companion relative relatives rabbi priest pastor minister reverend
  lawyer attorney sibling siblings twin widow widower ex-wife ex-husband godson goddaughter
  landlord landlady tenant employer boss coworker co-worker colleague housemate flatmate carer
  mam mammy mama momma mommy mamaw papaw papa daddy nana granddad grandad
  hubby wifey bf gf twins fiancé fiancée stepbrother stepsister half-brother half-sister
  maman mamá papá abuela abuelo
`);

/** Words that introduce a name directly ('named X', 'name is X'). */
export const nameIntroducers = set('named name');

/**
 * Words that are never a name in the places where names are expected: function words, auxiliaries and
 * the verbs that usually follow 'son', 'wife', 'Mr.' in notes ('son is visiting', 'wife will call').
 */
export const functionWords = set(`
  a an the and or but nor so yet if then than as at by for from in into of off on onto out over to up
  aviso número numero merci señor señora senor senora estimado estimada querido querida fecha nombre
  dirección direccion teléfono telefono atentamente saludos cordialmente madame monsieur mademoiselle bonjour
  kia ora ngā mihi sehr geehrte geehrter geehrten merhaba gentili gentile egregio egregia aitäh tėtis kedves stimate stimată
  bonsoir objet assunto asunto prezado prezada obrigado obrigada atenciosamente cumprimentos gracias usted
  ustedes vous nous votre notre está esta es fue vive vivía nacido nacida nació
  with without within about above after again against all also am any are around aren't be because been
  before being below between both can can't cannot could couldn't did didn't do does doesn't doing don't
  down during each few further had hadn't has hasn't have haven't having he he'd he'll he's her here hers
  herself him himself his how i i'd i'll i'm i've is isn't it it's its itself just let's me more most
  must my myself no not now once only other ought our ours ourselves own same shall she she'd she'll
  she's should shouldn't some such that that's their theirs them themselves there these they they'd
  they'll they're this those through too under until very was wasn't we we'd we'll we're were weren't
  what when where which while who whom whose why will won't would wouldn't you you'd you'll your yours
  yourself via per re pt pts pt's patient patients who's called calls calling came come comes visited
  visiting visit visits states stated says said reports reported arrived arrives left leaves went goes
  here's today tonight tomorrow yesterday also still later earlier home away notified updated aware
  spoke speaks wants wanted wishes feels felt lives lived living works worked present presents
  unable able phoned phone phones contacted contact requested requests asked asks stayed staying
  mr mrs ms miss dr name named yes none unknown self same n/a na not applicable see above below
  who've in-law inlaw family members member both several many another other others one two three
  st nd rd th jr sr part ok okay
`);

/** Months and weekdays: capitalised but not names (unless another clue says so). */
export const calendarWords = set(`
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
`);

/** Holidays greeted ('Merry Christmas', 'Happy Easter'): the pair is a greeting, no person. */
export const HOLIDAY_GREETING =
  /^(?:merry|happy|blessed|joyous)[ \t]+(?:christmas|xmas|easter|thanksgiving|hanukkah|chanukah|kwanzaa|diwali|ramadan|halloween|passover|holidays|new year)\b/i;

/** Words that make a capitalised run an organisation, a place or a department, never a person. */
export const orgWords = set(`
  hospital hospitals medical medicine center centre centers clinic clinics health healthcare care
  hôpital hopital clinique clínica clinica servicio servicios serviço servico seguros seguro
  administración administracion salud saúde saude assurance assurances mutuelle caisse ministerio ministère
  ministério departamento département sociedad compañía companhia urgences urgencias
  associates association group groups partners physicians physician surgery surgical surgeons imaging
  radiology laboratory laboratories labs pharmacy pharmacies orthopedic orthopedics orthopaedic
  pediatrics pediatric cardiology institute university college school foundation services service
  llc inc incorporated pc pllc llp ltd corp corporation company department dept division unit
  regional memorial community urgent emergency rehabilitation rehab therapy therapies dental vision
  network system systems practice specialists specialty anesthesia anesthesiology ambulance ems
  diagnostics diagnostic oncology dermatology neurology urology gastroenterology obstetrics
  gynecology psychiatry psychiatric behavioral hospice nursing infirmary sanatorium insurance
  insurer plan plans mutual benefits administrators administration fund county
  federal national american united blue cross shield kaiser permanente aetna cigna humana
  anthem molina medicare medicaid tricare unitedhealthcare centene wellcare ambetter highmark
  premera regence carefirst emblemhealth amerigroup caresource wellpoint oscar tufts geisinger
  general hmo ppo epo appeals grievances billing office offices management utilization customer provider
  providers outpatient inpatient icu micu sicu ccu csru nicu picu pacu hosp ctr clin univ campus house
  home homes residence manor program programs programme rx drugs drugstore apothecary chemist chemists
  methodist baptist presbyterian lutheran adventist episcopal
  agency agencies embassy consulate ministry kommune municipality pavilion parish kingdom supply supplies ortho takaful
`);

/**
 * Payer (insurer) names kept in any text: analysis needs them. Multi-word names are matched as
 * phrases; the single words are matched whole.
 */
export const payerNames: readonly string[] = [
  'blue cross blue shield',
  'blue cross',
  'blue shield',
  'bcbs',
  'aetna',
  'anthem',
  'cigna',
  'humana',
  'unitedhealthcare',
  'united healthcare',
  'united health care',
  'unitedhealth',
  'uhc',
  'kaiser permanente',
  'kaiser',
  'molina',
  'medicare',
  'medicaid',
  'tricare',
  'centene',
  'wellcare',
  'ambetter',
  'highmark',
  'premera',
  'regence',
  'carefirst',
  'emblemhealth',
  'amerigroup',
  'caresource',
  'wellpoint',
  'oscar health',
  'harvard pilgrim',
  'tufts health',
  'geisinger',
  'health net',
  'healthnet',
  'medi-cal',
  'champva',
  'florida blue',
  'excellus',
  'horizon',
  'priority health',
  'healthpartners',
];

/**
 * Words met in clinical and billing text that appear in the census surname list but are not names
 * in these texts (abbreviations, drugs, devices, jargon the English word list lacks).
 */
export const domainWords = set(`
  foley levo levophed bair hugger swan ganz aline a-line pacer vanco vancomycin lasix heparin coumadin
  dopamine dobutamine neo neosynephrine propofol fentanyl fent versed ativan haldol morphine dilaudid
  tylenol motrin zosyn flagyl cipro levaquin levoflox colace senna dulcolax protonix pepcid insulin
  lantus humalog kcl mag phos amio amiodarone lopressor lopressor metoprolol nitro ntg tpn ppn ngt ogt
  peg picc cvl ett trach vent cpap bipap peep fio abg vbg cxr ekg ecg echo ct mri kub ua uop
  io gi gu cv resp neuro id endo heme renal skin social soc dispo prn qd bid tid qid qhs npo po
  iv im sc sq sl pr mae perrl perla aox wnl nad sob doe cabg mvr avr cad chf copd esrd dm htn niddm
  iddm hct hgb plt wbc bun cr inr ptt pt ot slp rt rn md np sw cm fs bs bm ns lr d5w prbc ffp
  cryo ivf abx bolus gtt drip sats sat bp hr rr temp tmax afeb afebrile rales rhonchi crackles
  wheezes edema diuresis lytes ck trop tropo cpk mb dnr dni cmo hcp vna rehab snf ltac micu sicu
  ccu csru pmicu nsicu tsicu ed er or pacu cath ep ir gh hpi pmh psh ros sh fh cc cx ngt d/c dc
  dc'd dced d/ced f/u fu s/p r/o c/o w/ w/o q2 q4 q6 q1 hrs hr min mins sec sat sats mg mcg meq ml
  cc kg lb lbs cm mm units unit amp amps tab tabs ivp ivpb pca epidural tele telemetry
  sinus tach brady afib aflutter svt vt vf pvc pvcs pac pacs nsr st rbbb lbbb
  augmentin keflex ancef cefazolin cefepime ceftriaxone rocephin zithromax azithromycin bactrim
  diflucan nystatin mycostatin ambien benadryl ativan xanax restoril ambien zofran reglan
  cpt hcpcs icd drg npi tin ein ndc rev dos pos ub cms hipaa eob carc rarc mbi
  quinton reg max min cal gluc rad los eng med meds lue rue lle rle bue ble bariair vesta
  mallory weiss guillain barre cheyne stokes parkinson alzheimer crohn hodgkin cushing addison
  raynaud wernicke korsakoff babinski trendelenburg hickman groshong broviac dobhoff salem levin
  hemovac penrose pleurevac kerlix kling xeroform duoderm allevyn aquacel tegaderm mepilex
  tel cell ph pager beeper fax jesus god lord christ perl perrla cont contin con't oob tol assist
  assists
  russian spanish english italian chinese portuguese french greek polish haitian creole korean
  vietnamese arabic hebrew german japanese cantonese mandarin hindi farsi somali
  orif amish mennonite lockbox signature
`);

/** Suffixes that follow a name ('John Smith Jr.'); kept inside the name span. */
export const nameSuffixes = set('jr sr ii iii iv v');

/** Values after a name label that are not names. */
export const nonNameValues = set(
  'self same spouse child other none unknown n/a na not applicable see above below patient insured subscriber member guarantor dependent',
);

/** Field words that end or are no name ('his name milo vance dob 3/3/2011', 'Fecha de nacimiento:'). */
export const fieldAbbreviations = new Set([
  'dob',
  'ssn',
  'mrn',
  'acct',
  'dos',
  'npi',
  'tel',
  'ph',
  'fax',
  'zip',
  // Spanish form words that open fields ('Fecha de nacimiento:', 'Nombre del paciente:').
  'fecha',
  'nombre',
  'apellido',
  'apellidos',
  'nacimiento',
  'teléfono',
  'telefono',
  'dirección',
  'direccion',
  'factura',
  'póliza',
  'poliza',
]);

/** A sign-off or a greeting before a comma is no surname ('Cheers, Harish', 'Hello, Maria'). */
export const SIGN_OFF_WORD =
  /^(?:cheers|thanks|thx|ta|regards|best|love|hugs|xo+|sincerely|ciao|bye|hi|hello|hey|hiya|dear|ok|okay|yes|yeah|no|sorry|please|again|well|oh|also|sure|great|congrats|welcome|blessings|warmly|respectfully|gratefully|cordially|gracias|merci|danke|obrigad[oa]|saludos|salut|hola)$/i;
