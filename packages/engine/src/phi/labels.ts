import type { PhiType } from '@clearbill/shared';

/**
 * The field labels of bills, EOBs, letters and forms, and what their value is. Phrases are written in
 * a small notation: '#' stands for '#', 'no.', 'num', 'nbr' or 'number'; spaces may be missing or
 * doubled; letters OCR confuses (i/l/1, o/0) match each other.
 */
export type ValueKind = 'name' | 'id' | 'date' | 'address' | 'phone' | 'ssn' | 'email' | 'keep';

export interface LabelSpec {
  phiType: PhiType | null;
  kind: ValueKind;
  phrases: string[];
  /** The value may follow after a single space ('DOB 01/02/1980'), not only after ':' or a column gap. */
  loose?: boolean;
  /** The label also opens other things ('RE: Notice of ...'): the value must read as a full name. */
  weak?: boolean;
  /** A word that labels only as a column heading over rows of values ('acct,last,first,dob'). */
  headerOnly?: boolean;
}

const list = (phrases: string): string[] => phrases.split('|');

export const labelSpecs: LabelSpec[] = [
  {
    phiType: 'name',
    kind: 'name',
    loose: true,
    phrases: list(
      "patient name|patient's name|name of patient|patient full name|pt name|member name|" +
        "subscriber name|insured name|insured's name|name of insured|policyholder name|" +
        'policy holder name|guarantor name|responsible party name|enrollee name|dependent name|' +
        'beneficiary name|recipient name|employee name|account holder name|full name|' +
        'patient information|patient info|patient details|patient demographics|member information|' +
        'subscriber information|guarantor information|insured information|next of kin|name on tag|' +
        'name on card|name on the card|name on account|name on file|name on bracelet|name on label|name as shown',
    ),
  },
  {
    phiType: 'name',
    kind: 'name',
    phrases: list(
      'patient|pt|name|member|subscriber|insured|policyholder|policy holder|guarantor|' +
        'responsible party|account holder|beneficiary|enrollee|claimant|dependent|spouse|' +
        'emergency contact|next of kin|patient/guarantor|parent/guardian|guardian|recipient|' +
        'covered person|surname|last name|family name|first name|first names|given name|given names|' +
        'forename|forenames|middle name|maiden name|mother|father|sponsor|newborn|caller|sender|ward|resident|client|debtor|consumer|' +
        'rider|passenger|applicant|co-applicant|defendant|respondent|petitioner|obligor|obligee|' +
        'custodial parent|noncustodial parent|non-custodial parent|child|minor|student|decedent|deceased|' +
        'tenant|borrower|cosigner|co-signer|household member|heir|records of|inmate|offender|participant|' +
        'initials|pt initials|patient initials|subject initials|participant initials|' +
        'passenger name|traveler|traveller|' +
        // French, Spanish, Portuguese and German forms.
        'nom|prénom|nom de famille|nom de naissance|apellido|apellidos|nombre|nombre completo|' +
        'nome|sobrenome|nome completo|nachname|vorname',
    ),
  },
  {
    phiType: 'name',
    kind: 'name',
    weak: true,
    phrases: list('bill to|billed to|attn|attention|re|regarding|prepared for|addressee|signature|to'),
  },
  {
    phiType: 'insurance_id',
    kind: 'id',
    loose: true,
    phrases: list(
      'member id|member #|member id #|member identification #|id #|id|identification #|' +
        "subscriber id|subscriber #|subscriber id #|insured id|insured's id #|insured id #|" +
        'insurance id|insurance #|policy #|policy id|group|group #|group id|medicare id|' +
        'medicare #|mbi|hicn|medicaid id|medicaid #|certificate #|contract #|cardholder id|card #|' +
        'beneficiary id|enrollee id|alternate id|health plan id|plan member id',
    ),
  },
  {
    phiType: 'mrn',
    kind: 'id',
    loose: true,
    phrases: list(
      'mrn|mr #|medical record|medical record #|med rec #|med rec|record #|chart #|chart id|' +
        'patient id|patient #|pt id|pt #|hospital #|health record #|person #|emr #|ehr #',
    ),
  },
  {
    phiType: 'account_number',
    kind: 'id',
    loose: true,
    phrases: list(
      'account|account #|acct|acct #|patient account|patient account #|pt acct #|' +
        'hospital account #|guarantor #|guarantor id|statement #|statement id|invoice #|' +
        'billing id|encounter #|encounter id|visit #|visit id|case #|reference #|reference|our reference|your reference|ref #|ref|fin #|' +
        'patient control #|confirmation #',
    ),
  },
  {
    phiType: 'card_number',
    kind: 'id',
    loose: true,
    phrases: list('credit card|credit card #|debit card|debit card #|payment card #|cc #'),
  },
  {
    phiType: 'bank_account',
    kind: 'id',
    loose: true,
    phrases: list(
      'routing #|aba #|aba routing #|bank routing #|bank account|bank account #|checking account|' +
        'checking account #|checking acct #|savings account|savings account #|iban',
    ),
  },
  {
    phiType: 'drivers_license',
    kind: 'id',
    loose: true,
    phrases: list(
      "driver's license|driver's license #|drivers license|drivers license #|driver license|" +
        "driver license #|driver's licence|driver's licence #|drivers licence #|driving licence|" +
        "driving licence #|dl #|driver's lic #",
    ),
  },
  {
    phiType: 'claim_number',
    kind: 'id',
    loose: true,
    phrases: list(
      'claim|claim #|claim id|claim reference|claim reference #|icn|dcn|document control #|' +
        'internal control #|claim control #|authorization #|auth #|prior authorization #',
    ),
  },
  {
    phiType: 'date_of_birth',
    kind: 'date',
    loose: true,
    phrases: list(
      'dob|d.o.b|date of birth|birth date|birthdate|birthday|born|born on|pt dob|patient dob|' +
        'member dob|patient date of birth|b-day|yob|year of birth|birth year|' +
        'date de naissance|fecha de nacimiento|fecha de nac|data de nascimento|geburtsdatum',
    ),
  },
  {
    phiType: 'ssn',
    kind: 'ssn',
    loose: true,
    phrases: ['ssn', 'ss #', 'soc sec', 'soc sec #', 'social security', 'social security #', 'social sec #'],
  },
  {
    phiType: 'phone',
    kind: 'phone',
    loose: true,
    phrases: list(
      'phone|phone #|ph|tel|telephone|telephone #|cell|cell #|cell phone|mobile|mobile #|' +
        'home phone|work phone|home|home #|work|work #|office|day phone|evening phone|contact #|' +
        'pager|pager #|beeper|beeper #|pg|fax|reached at|ani|msisdn|caller id|callerid|caller_id|dst|src',
    ),
  },
  { phiType: 'phone', kind: 'phone', phrases: ['h', 'w', 'c', 'm', 'hm', 'wk'] },
  {
    phiType: 'name',
    kind: 'name',
    headerOnly: true,
    phrases: list('last|first|lname|fname|last_name|first_name|lastname|firstname|given|family'),
  },
  { phiType: 'email', kind: 'email', loose: true, phrases: ['email', 'e-mail', 'email address'] },
  {
    phiType: 'address',
    kind: 'address',
    phrases: list(
      'address|addr|street address|mailing address|home address|patient address|member address|' +
        'guarantor address|subscriber address|residence|street|city/state/zip|city, state zip|' +
        'city state zip|city|zip|zip code|domicile|local address|' +
        'adresse|domicilio|dirección|direccion|endereço|endereco|morada|anschrift|wohnort',
    ),
  },
  {
    phiType: null,
    kind: 'keep',
    phrases: list(
      'provider|provider name|rendering provider|billing provider|attending|attending physician|' +
        'physician|doctor|surgeon|referring provider|referring physician|ordering provider|' +
        'ordering physician|ordering doctor|performing provider|primary care physician|pcp|' +
        'servicing provider|facility|facility name|hospital|clinic|practice|payer|payor|insurance|' +
        'insurance company|insurer|health plan|plan|plan name|carrier|primary insurance|' +
        'secondary insurance|place of service|department|service location|pay to|remit to|' +
        'network status|statement date|service date|date of service',
    ),
  },
  {
    phiType: null,
    kind: 'keep',
    loose: true,
    phrases: ['npi', 'tax id', 'tin', 'ein', 'federal tax id', 'payer id'],
  },
];

const NUMBER_WORD = String.raw`(?:#|no\.?|nbr\.?|num(?:ber)?\.?)`;

/**
 * Text and phrases are compared in a folded form of the same length: lower case, and the letters OCR
 * confuses made one ('1', '|', 'i' read as 'l'; '0' as 'o'). Offsets stay those of the original text.
 */
function fold(text: string): string {
  // OCR reads 'l' as '1', '|' or 'i'; on a line of pipe-separated cells the pipes are cell walls.
  const walls = text.replace(/^.*\|.*\|.*$/gm, (line) => line.replace(/\|/g, '¦'));
  return walls.toLowerCase().replace(/[1|i]/g, 'l').replace(/0/g, 'o');
}

function charSource(ch: string): string {
  if (ch === '#') return NUMBER_WORD;
  if (ch === '.') return String.raw`\.?\s?`;
  if (/[a-z]/.test(ch)) return ch;
  return ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The long label words OCR most often breaks apart (folded: 'i' is written 'l'). */
const SPLIT_WORDS = new Set(['patlent', 'account', 'member', 'blrth', 'number', 'address', 'guarantor']);

/** The regex units of a phrase. Long words may come apart in OCR ('Acc ount'): a space may fall inside. */
function phraseUnits(phrase: string): string[] {
  const units: string[] = [];
  fold(phrase)
    .split(' ')
    .forEach((word, w) => {
      if (w > 0) units.push('[ ._]{0,2}');
      const chars = Array.from(word, charSource);
      const split = SPLIT_WORDS.has(word);
      chars.forEach((c, k) => units.push(split && k < chars.length - 1 ? c + ' ?' : c));
    });
  return units;
}

interface Trie {
  children: Map<string, Trie>;
  end: boolean;
}

/** One regex for all phrases, shared beginnings written once: far quicker to compile than a flat list. */
function trieSource(phrases: string[]): string {
  const root: Trie = { children: new Map(), end: false };
  for (const p of phrases) {
    let node = root;
    for (const u of phraseUnits(p)) {
      let next = node.children.get(u);
      if (!next) {
        next = { children: new Map(), end: false };
        node.children.set(u, next);
      }
      node = next;
    }
    node.end = true;
  }
  const emit = (node: Trie): string => {
    const branches = [...node.children].map(([u, child]) => u + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
    return node.end ? `(?:${body})?` : body;
  };
  return emit(root);
}

/** One key per phrase, whatever its spacing and number word ('Acct No.', 'acct #', 'ACCT#'). */
function canonical(folded: string): string {
  return folded.replace(/#|\bno\b\.?|\bnbr\b\.?|\bnum(?:ber)?\b\.?/g, '#').replace(/[^a-z#/'&]/g, '');
}

export interface CompiledLabel {
  spec: LabelSpec;
  phrase: string;
}

let compiled: { all: RegExp; byKey: Map<string, CompiledLabel> } | undefined;

function compile() {
  if (compiled) return compiled;
  const labels: CompiledLabel[] = labelSpecs
    .flatMap((spec) => spec.phrases.map((phrase) => ({ spec, phrase })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const byKey = new Map<string, CompiledLabel>();
  for (const l of labels) if (!byKey.has(canonical(fold(l.phrase)))) byKey.set(canonical(fold(l.phrase)), l);
  // Greedy optional tails make the longest phrase win ('patient account #' over 'patient').
  const all = new RegExp(`(?<![a-z0-9'])${trieSource(labels.map((l) => l.phrase))}(?![a-z0-9])`, 'g');
  compiled = { all, byKey };
  return compiled;
}

export interface LabelHit {
  start: number;
  end: number;
  label: CompiledLabel;
}

/** Every label occurrence in a text, longest phrase first, not overlapping. */
const SHORT_PHONE = new Set(['h', 'w', 'c', 'm', 'hm', 'wk']);

export function findLabels(text: string): LabelHit[] {
  const { all, byKey } = compile();
  const hits: LabelHit[] = [];
  for (const m of fold(text).matchAll(all)) {
    const label = byKey.get(canonical(m[0]));
    if (!label) continue;
    const end = m.index + m[0].length;
    // 'H:', 'W.', 'C' label a phone only when a number follows ('H. Abernathy' is an initial).
    if (SHORT_PHONE.has(label.phrase) && !/^[.:]?[ \t]*[\d(+]/.test(text.slice(end, end + 4))) continue;
    hits.push({ start: m.index, end, label });
  }
  return hits;
}
