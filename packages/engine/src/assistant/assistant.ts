import {
  codeFormats,
  codeKeyOf,
  type ChatExternalData,
  type ChatMedicalCode,
  type ChatResource,
  type ChatSource,
  type FindingType,
  type PatientResource,
  type RegulationCitation,
  type Severity,
} from '@clearbill/shared';
import type { CodeInfo, CodeSystem } from '../reference-data';
import { servesState } from '../resources/filter';
import {
  carcTexts,
  groupCodes,
  rarcTexts,
  reasonCodesIn,
  REASON_CODE_SOURCES,
  type ReasonCodeMention,
} from './reason-codes';
import { topicOf, type Topic } from './topics';

/** One finding of the patient's own analysis, de-identified (titles and amounts only). */
export interface AssistantFinding {
  type: FindingType;
  severity: Severity;
  title: string;
  savingsPotential: number | null;
  /** YYYY-MM-DD: last day to act, when known. */
  deadline: string | null;
  recommendations: readonly string[];
  /** The rules the finding rests on, with their citations ("Why this is your right"). */
  rights?: readonly RegulationCitation[];
}

/** One of the patient's own analyses. */
export interface AssistantAnalysis {
  documentId: string;
  documentType: string | null;
  /** ISO date-time. */
  createdAt: string;
  potentialSavings: number;
  riskLevel: string;
  findings: readonly AssistantFinding[];
}

/** What the assistant may read. It holds no HTTP and no database: the server (or a test) supplies it. */
export interface AssistantKnowledge {
  /** One code by number, of a system when given; null when the code database does not hold it. */
  lookupCode(code: string, codeType?: CodeSystem): Promise<CodeInfo | null>;
  /** Codes whose label matches the words, best first. */
  searchCodes(words: string, limit: number): Promise<CodeInfo[]>;
  /** The patient resources directory. */
  resources: readonly PatientResource[];
  /** The caller's own analyses, newest first; absent for a visitor with no documents. */
  myAnalyses?: () => Promise<AssistantAnalysis[]>;
}

export interface AssistantOptions {
  /** The patient's state, when known: directory entries that serve it come first. */
  state?: string;
}

export type AssistantIntent =
  | 'crisis'
  | 'reason_code'
  | 'medical_code'
  | 'code_search'
  | 'my_analysis'
  | 'topic'
  | 'greeting'
  | 'off_topic';

export interface AssistantAnswer {
  intent: AssistantIntent;
  /** The reply text; it ends by naming its sources. */
  response: string;
  suggestions: string[];
  medicalCodes: ChatMedicalCode[];
  externalData: ChatExternalData;
  resources: ChatResource[];
  patientResources: PatientResource[];
  urgent?: boolean;
  sources: ChatSource[];
  /** The facts the reply rests on, for a language model to rewrite from (never anything else). */
  facts: string[];
}

const MAX_CODES = 5;
const MAX_PATIENT_RESOURCES = 3;

export const DEFAULT_SUGGESTIONS = [
  'What does CO-97 mean on my EOB?',
  'How do I appeal a denied claim?',
  'What does the No Surprises Act cover?',
  'Can I get charity care?',
] as const;

const EMERGENCY_SOURCE: ChatSource = {
  label: 'When to call 911 (guidance from 911.gov)',
  url: 'https://www.falmouthma.gov/806/When-to-call-911',
};

// ------------------------------------------------------------------------------------------------
// Crisis

const SELF_HARM = [
  /\bsuicid/,
  /\bkill (myself|me)\b/,
  /\bend (my|it all|my own) ?life\b/,
  /\bend it all\b/,
  /\bself[- ]?harm/,
  /\bhurt(ing)? myself\b/,
  /\b(don'?t|do not) want to (live|be alive|be here)\b/,
  /\bwant to die\b/,
  /\bno reason to live\b/,
  /\bbetter off dead\b/,
];
const EMERGENCY = [
  /\b(having|has|have) (a )?(heart attack|stroke|seizure)/,
  /\b(can'?t|cannot|could not|couldn'?t) breathe/,
  /\bnot breathing\b/,
  /\btrouble breathing\b/,
  /\boverdos(e|ed|ing)\b/,
  /\bunconscious\b/,
  /\bchest pains?\b(?!.*\bbill)/,
  /\bbleeding (a lot|badly|heavily|won'?t stop)/,
  /\bmedical emergency (right )?now\b/,
  /\b(i am|i'm|im) (having|in) an emergency\b/,
  /\bcall(ing)? 911\b/,
];

function crisisKind(q: string): 'self_harm' | 'emergency' | null {
  if (SELF_HARM.some((p) => p.test(q))) return 'self_harm';
  if (EMERGENCY.some((p) => p.test(q))) return 'emergency';
  return null;
}

// ------------------------------------------------------------------------------------------------
// Code numbers

interface CodeCandidate {
  code: string;
  types: CodeSystem[];
}

const has = (q: string, re: RegExp) => re.test(q);

/** The code numbers written in the question, with the systems each could belong to. */
function codeCandidates(question: string, skip: ReadonlySet<string>): CodeCandidate[] {
  const q = question.toLowerCase();
  const out: CodeCandidate[] = [];
  const seen = new Set<string>();
  const push = (raw: string, types: CodeSystem[]) => {
    const key = codeKeyOf(raw);
    if (seen.has(key) || skip.has(key) || types.length === 0) return;
    seen.add(key);
    out.push({ code: raw.toUpperCase(), types });
  };
  const mentionsDrg = has(q, /\bdrg\b|\bms-drg\b/);
  const mentionsRevenue = has(q, /\brevenue\b|\brev code\b|\bub-?04\b/);
  for (const m of question.matchAll(/\b[A-Za-z0-9][A-Za-z0-9.-]{2,12}\b/g)) {
    const token = m[0].replace(/[.-]+$/, '');
    const upper = token.toUpperCase();
    const types: CodeSystem[] = [];
    if (codeFormats.CPT.pattern.test(upper)) types.push('CPT');
    if (codeFormats.HCPCS.pattern.test(upper)) types.push('HCPCS');
    if (/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4}|[0-9A-Z]{1,4})?$/.test(upper) && /[0-9]/.test(upper.slice(1)))
      if (!/^[A-Z][0-9]{4}$/.test(upper) || !types.includes('HCPCS')) types.push('ICD-10-CM');
    if (codeFormats['ICD-10-PCS'].pattern.test(upper) && /[A-Z]/.test(upper) && /[0-9]/.test(upper))
      types.push('ICD-10-PCS');
    if (mentionsDrg && codeFormats.DRG.pattern.test(upper)) types.push('DRG');
    if (codeFormats.REVENUE.pattern.test(upper) && (mentionsRevenue || upper.startsWith('0')))
      types.push('REVENUE');
    push(token, types);
    if (out.length >= MAX_CODES) break;
  }
  return out;
}

const CODE_MEANING: Record<CodeSystem, string> = {
  CPT: 'a procedure or service code: on a bill it names something the provider did; check you received it and the units are right',
  HCPCS:
    'a HCPCS code: on a bill it usually names a supply, drug, device or service; check you received it and the quantity',
  'ICD-10-CM':
    'a diagnosis code: it tells the insurer why you were treated; it adds no charge itself, but a wrong one can lead to a denial',
  'ICD-10-PCS': 'a hospital inpatient procedure code: it names a procedure done during a hospital stay',
  DRG: 'a diagnosis related group: the hospital stay is paid as one group, not line by line',
  REVENUE:
    'a revenue code: on a hospital bill it names the department or kind of charge (room, pharmacy, lab, emergency room)',
  NDC: 'a national drug code: it identifies a specific drug package',
};

const SYSTEM_NAMES: Record<CodeSystem, string> = {
  CPT: 'CPT',
  HCPCS: 'HCPCS Level II',
  'ICD-10-CM': 'ICD-10-CM',
  'ICD-10-PCS': 'ICD-10-PCS',
  DRG: 'MS-DRG',
  REVENUE: 'revenue code',
  NDC: 'NDC',
};

async function findCodes(k: AssistantKnowledge, candidates: CodeCandidate[]) {
  const found: CodeInfo[] = [];
  const missing: string[] = [];
  for (const c of candidates) {
    let hit: CodeInfo | null = null;
    for (const t of c.types) {
      hit = await k.lookupCode(c.code, t);
      if (hit) break;
    }
    if (hit) found.push(hit);
    else missing.push(c.code);
  }
  return { found, missing };
}

function codeLine(info: CodeInfo): string {
  const expired = info.expirationDate
    ? ` This code is no longer current (ended ${info.expirationDate}).`
    : '';
  return `${info.code} (${SYSTEM_NAMES[info.codeType]}): ${info.title}. It is ${CODE_MEANING[info.codeType]}.${expired}`;
}

const toChatCode = (info: CodeInfo): ChatMedicalCode => ({
  code: info.code,
  codeType: info.codeType,
  description: info.title,
  source: `${SYSTEM_NAMES[info.codeType]} ${info.sourceVersion}`,
});

// ------------------------------------------------------------------------------------------------
// Reason codes

function reasonLine(m: ReasonCodeMention): { text: string; known: boolean; code: ChatMedicalCode | null } {
  if (m.kind === 'RARC') {
    const t = rarcTexts[m.code];
    if (!t)
      return {
        text: `${m.code} is a remark code we have no explanation of yet; ask the insurer what it means on your claim.`,
        known: false,
        code: null,
      };
    return {
      text: `${m.code} (remark code): ${t.meaning} What to do: ${t.action}`,
      known: true,
      code: {
        code: m.code,
        codeType: 'RARC',
        description: t.meaning,
        source: REASON_CODE_SOURCES.rarc.label,
      },
    };
  }
  const label = m.group ? `${m.group}-${m.code}` : `Reason code ${m.code}`;
  const t = carcTexts[m.code];
  const group = m.group ? groupCodes[m.group] : null;
  const groupText = group ? ` The group ${m.group} (${group.name}) means ${group.meaning}.` : '';
  if (!t)
    return {
      text: `${label}: we have no explanation of reason code ${m.code} yet; ask the insurer what it means on your claim.${groupText}`,
      known: false,
      code: null,
    };
  return {
    text: `${label}: ${t.meaning}${groupText} What to do: ${t.action}`,
    known: true,
    code: { code: label, codeType: 'CARC', description: t.meaning, source: REASON_CODE_SOURCES.carc.label },
  };
}

// ------------------------------------------------------------------------------------------------
// The patient's own analyses

const MY_ANALYSIS =
  /\bmy (last |latest |recent |most recent |new )?(bill|analysis|results?|eob|statement|document|findings?|case)\b/;
const WHAT_FIRST =
  /\b(what|which) (should|do|can) i do first\b|\bwhere (do|should) i start\b|\bfirst step\b|\bdo first\b/;
const HOW_MUCH_SAVE = /\bhow much (could|can|might|will|would) i save\b|\bsav(e|ings)\b/;

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
const severityRank: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

type MyAsk = 'explain' | 'first' | 'save';

function myAsk(q: string): MyAsk | null {
  const mine = MY_ANALYSIS.test(q) || /\b(my|i)\b/.test(q);
  if (WHAT_FIRST.test(q) && mine) return 'first';
  if (HOW_MUCH_SAVE.test(q) && /\b(i|my)\b/.test(q) && !/\bhow (do|can) i save on\b/.test(q)) return 'save';
  if (
    MY_ANALYSIS.test(q) &&
    /\b(explain|what|tell|summari[sz]e|summary|show|mean|found|about|read)\b/.test(q)
  )
    return 'explain';
  return null;
}

interface MineAnswer {
  response: string;
  sources: ChatSource[];
  resources: ChatResource[];
  facts: string[];
}

/**
 * "Why this is your right" for the findings an answer names: each rule once, by title and citation,
 * with the official text as a source.
 */
function rightsPart(findings: readonly AssistantFinding[]): { text: string; sources: ChatSource[] } {
  const seen = new Set<string>();
  const rights = findings
    .flatMap((f) => f.rights ?? [])
    .filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id)))
    .slice(0, 3);
  if (rights.length === 0) return { text: '', sources: [] };
  return {
    text: ` Why this is your right: ${rights.map((r) => `${r.title} (${r.source})`).join('; ')}.`,
    sources: rights.map((r) => ({ label: `${r.source}: ${r.title}`, url: r.sourceUrl })),
  };
}

async function answerMine(ask: MyAsk, k: AssistantKnowledge): Promise<MineAnswer> {
  const analyses = k.myAnalyses ? await k.myAnalyses() : null;
  if (!analyses) {
    return {
      response:
        'I can explain your own bill once you upload it: upload it as a guest or sign in, and ask me again. I only see analyses that belong to you.',
      sources: [
        { label: 'Upload a bill', url: '/upload' },
        { label: 'Sign in', url: '/auth' },
      ],
      resources: [
        { name: 'Upload a bill', description: 'Check a bill or EOB line by line', website: '/upload' },
      ],
      facts: [
        'The assistant sees a patient analysis only after the patient uploads it while signed in or as a guest.',
      ],
    };
  }
  const latest = analyses[0];
  if (!latest) {
    return {
      response: 'You have no analysed bills yet. Upload a bill or EOB and I can explain what we found.',
      sources: [{ label: 'Upload a bill', url: '/upload' }],
      resources: [
        { name: 'Upload a bill', description: 'Check a bill or EOB line by line', website: '/upload' },
      ],
      facts: ['The patient has no analyses yet.'],
    };
  }
  const resultUrl = `/analysis/${latest.documentId}`;
  const lettersUrl = `/letters?document=${latest.documentId}`;
  const day = latest.createdAt.slice(0, 10);
  const kind = latest.documentType ? latest.documentType.replace(/_/g, ' ') : 'document';
  const sources: ChatSource[] = [
    { label: `Your analysis of ${day}`, url: resultUrl },
    { label: 'Letter drafts from this analysis', url: lettersUrl },
  ];
  const resources: ChatResource[] = [
    { name: 'Your analysis result', description: `The ${kind} analysed on ${day}`, website: resultUrl },
    { name: 'Letter drafts', description: 'Letters pre-filled from your findings', website: lettersUrl },
  ];
  const findings = [...latest.findings].sort((a, b) => severityRank[a.severity] - severityRank[b.severity]);
  if (findings.length === 0) {
    const text = `Your latest analysis (${kind}, ${day}) found no billing issues. Keep the EOB and compare it with any bill you receive.`;
    return { response: text, sources, resources, facts: [text] };
  }
  if (ask === 'save') {
    const lines = findings
      .flatMap((f) =>
        f.savingsPotential && f.savingsPotential > 0 ? [`${f.title}: ${money(f.savingsPotential)}`] : [],
      )
      .slice(0, 3);
    const text =
      latest.potentialSavings > 0
        ? `Your latest analysis (${kind}, ${day}) shows potential savings of ${money(latest.potentialSavings)} if the issues are corrected${lines.length ? ': ' + lines.join('; ') : ''}. This is an estimate, not a promise: it depends on the provider or insurer agreeing.`
        : `Your latest analysis (${kind}, ${day}) found issues but no amount we can estimate as savings. Correcting them may still lower what you owe.`;
    return { response: text, sources, resources, facts: [text] };
  }
  if (ask === 'first') {
    const [first] = [...findings].sort(
      (a, b) =>
        (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') ||
        severityRank[a.severity] - severityRank[b.severity],
    );
    if (!first) return { response: '', sources, resources, facts: [] };
    const step = first.recommendations[0] ? ` ${first.recommendations[0]}` : '';
    const deadline = first.deadline ? ` Act by ${first.deadline}.` : '';
    const why = rightsPart([first]);
    const text = `Start with: ${first.title} (${first.severity} priority).${step}${deadline}${why.text} Our letter drafts from this analysis help you do it.`;
    return { response: text, sources: [...sources, ...why.sources], resources, facts: [text] };
  }
  const shown = findings.slice(0, 3);
  const top = shown.map((f) => `${f.title} (${f.severity})`);
  const savings = latest.potentialSavings > 0 ? ` Potential savings: ${money(latest.potentialSavings)}.` : '';
  const why = rightsPart(shown);
  const text = `Your latest analysis (${kind}, ${day}) found ${findings.length} issue${findings.length === 1 ? '' : 's'}: ${top.join('; ')}.${savings} Risk level: ${latest.riskLevel}.${why.text} Open the result for the evidence and next steps.`;
  return { response: text, sources: [...sources, ...why.sources], resources, facts: [text] };
}

// ------------------------------------------------------------------------------------------------
// Patient resources

function pickResources(
  k: AssistantKnowledge,
  want: { ids?: readonly string[]; category?: string },
  state: string | undefined,
): PatientResource[] {
  const out: PatientResource[] = [];
  for (const id of want.ids ?? []) {
    const r = k.resources.find((x) => x.id === id);
    if (r) out.push(r);
  }
  if (want.category) {
    const matching = k.resources
      .filter((r) => r.category === want.category && !out.includes(r))
      .filter((r) => !state || servesState(r, state));
    // The patient's own state first, then national programs.
    matching.sort((a, b) => Number(a.coverage.national) - Number(b.coverage.national));
    out.push(...matching);
  }
  return out.slice(0, MAX_PATIENT_RESOURCES);
}

// ------------------------------------------------------------------------------------------------
// Code search by words

const CODE_SEARCH =
  /\b(?:what(?:'s| is)? (?:the )?(?:cpt |icd(?:-?10)? |hcpcs |billing |diagnosis |procedure )?codes? (?:for|of)|(?:cpt|icd(?:-?10)?|hcpcs|billing|diagnosis|procedure) codes? (?:for|of)|codes? (?:for|of)|find (?:a |the )?codes? (?:for|of)?)\s+(?:an? |the )?(.{3,80}?)[?.!]*$/;

// ------------------------------------------------------------------------------------------------

const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b[\s!.,]*$/;

function withSources(text: string, sources: ChatSource[]): string {
  return `${text}\n\nSources: ${sources.map((s) => s.label).join('; ')}.`;
}

function fourSuggestions(list: readonly string[]): string[] {
  const out = [...new Set(list)];
  for (const s of DEFAULT_SUGGESTIONS) if (out.length < 4 && !out.includes(s)) out.push(s);
  return out.slice(0, 4);
}

const noExternal = (cms: boolean): ChatExternalData => ({
  cdcData: false,
  fdaData: false,
  nihData: false,
  cmsData: cms,
});

/** A greeting or an off-topic question: what the assistant can help with, and the usual suggestions. */
function aboutTheAssistant(intent: 'greeting' | 'off_topic', text: string): AssistantAnswer {
  const sources = [{ label: 'ClearBill assistant topics', url: '/' }];
  return {
    intent,
    response: withSources(text, sources),
    suggestions: [...DEFAULT_SUGGESTIONS],
    medicalCodes: [],
    externalData: noExternal(false),
    resources: [],
    patientResources: [],
    sources,
    facts: [text],
  };
}

/**
 * Answers a patient's question from the knowledge it is given, and names its sources. It states no code,
 * amount or deadline that the knowledge, our reason-code explanations, the deadline rules or the laws our
 * letters cite do not hold.
 */
export async function answerQuestion(
  question: string,
  knowledge: AssistantKnowledge,
  options: AssistantOptions = {},
): Promise<AssistantAnswer> {
  const q = question.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

  // 1. A crisis comes before anything else.
  const crisis = crisisKind(q);
  if (crisis) {
    const lifeline = knowledge.resources.find((r) => r.id === '988_crisis');
    const lines =
      crisis === 'self_harm'
        ? [
            'Call or text 988 now if you are thinking about harming yourself (988 Suicide & Crisis Lifeline, free and open at any hour).',
            'If you are in immediate danger, call 911.',
          ]
        : [
            'Call 911 now if this is a medical emergency.',
            'If you are in emotional crisis, call or text 988 (988 Suicide & Crisis Lifeline).',
          ];
    lines.push(
      'Bills can wait: once you are safe, I can help you with them, and there is help for people who cannot pay.',
    );
    const sources: ChatSource[] = [
      { label: '988 Suicide & Crisis Lifeline', url: lifeline?.source.url ?? 'https://988lifeline.org' },
      EMERGENCY_SOURCE,
    ];
    return {
      intent: 'crisis',
      urgent: true,
      response: withSources(lines.join(' '), sources),
      suggestions: fourSuggestions([
        'Can I get charity care?',
        'How does medical debt affect my credit?',
        'Who can help me pay my bill?',
        'What does the No Surprises Act cover?',
      ]),
      medicalCodes: [],
      externalData: noExternal(false),
      resources: [
        {
          name: '988 Suicide & Crisis Lifeline',
          description: 'Call or text 988, any time',
          phone: '988',
          website: 'https://988lifeline.org',
        },
        { name: 'Emergency services', description: 'Call 911 in an emergency', phone: '911' },
      ],
      patientResources: pickResources(
        knowledge,
        { ids: ['988_crisis', 'samhsa_national_helpline'] },
        options.state,
      ),
      sources,
      facts: lines,
    };
  }

  const texts: string[] = [];
  const sources: ChatSource[] = [];
  const medicalCodes: ChatMedicalCode[] = [];
  const resources: ChatResource[] = [];
  let suggestions: string[] = [];
  let patientResources: PatientResource[] = [];
  let intent: AssistantIntent | null = null;
  let cms = false;

  // 2. The patient's own analyses.
  const mentioned = reasonCodesIn(question);
  const ask = mentioned.length > 0 || codeCandidates(question, new Set()).length > 0 ? null : myAsk(q);
  if (ask) {
    const mine = await answerMine(ask, knowledge);
    texts.push(mine.response);
    sources.push(...mine.sources);
    resources.push(...mine.resources);
    suggestions = [
      'What should I do first?',
      'How much could I save?',
      'Explain my last bill',
      'How do I appeal a denied claim?',
    ].filter((s) => s.toLowerCase() !== q.replace(/[?.!]+$/, ''));
    intent = 'my_analysis';
  }

  // 3. Reason and remark codes.
  const reasons = mentioned;
  const reasonKeys = new Set(reasons.map((r) => codeKeyOf(r.code)));
  for (const r of reasons) reasonKeys.add(codeKeyOf(`${r.group ?? ''}${r.code}`));
  if (reasons.length > 0) {
    const lines = reasons.slice(0, MAX_CODES).map(reasonLine);
    texts.push(lines.map((l) => l.text).join('\n'));
    for (const l of lines) if (l.code) medicalCodes.push(l.code);
    if (reasons.some((r) => r.kind === 'CARC')) sources.push(REASON_CODE_SOURCES.carc);
    if (reasons.some((r) => r.group)) sources.push(REASON_CODE_SOURCES.groups);
    if (reasons.some((r) => r.kind === 'RARC')) sources.push(REASON_CODE_SOURCES.rarc);
    suggestions = [
      'How do I appeal a denied claim?',
      'How do I read an EOB?',
      'What does PR-1 mean?',
      'What does CO-45 mean?',
    ].filter(
      (s) => !reasons.some((r) => s.includes(`${r.group}-${r.code} `) || s.includes(`${r.group}-${r.code}?`)),
    );
    intent ??= 'reason_code';
  }

  // 4. Medical codes by number.
  if (!ask) {
    const candidates = codeCandidates(question, reasonKeys);
    if (candidates.length > 0) {
      const { found, missing } = await findCodes(knowledge, candidates);
      const asksAboutCodes =
        /\b(code|cpt|icd|hcpcs|drg|revenue|what is|what's|what does|mean|meaning)\b/.test(q);
      if (found.length > 0) {
        texts.push(found.map(codeLine).join('\n'));
        medicalCodes.push(...found.map(toChatCode));
        const versions = [...new Set(found.map((f) => `${SYSTEM_NAMES[f.codeType]} ${f.sourceVersion}`))];
        sources.push(
          ...versions.map((v) => ({ label: `ClearBill code database: ${v}`, url: '/medical-codes' })),
        );
        cms = true;
        intent ??= 'medical_code';
      }
      if (missing.length > 0 && (found.length > 0 || (asksAboutCodes && reasons.length === 0))) {
        texts.push(
          `I could not find ${missing.join(', ')} in our code database, so I cannot say what ${missing.length === 1 ? 'it means' : 'they mean'}. Check the code as printed, or ask the provider.`,
        );
        if (found.length === 0)
          sources.push({ label: 'ClearBill code database (no match)', url: '/medical-codes' });
        intent ??= 'medical_code';
      }
      if (intent === 'medical_code' && suggestions.length === 0)
        suggestions = [
          'How do I check my bill for errors?',
          'How do I ask for an itemized bill?',
          'What does CO-97 mean?',
          'How do I read an EOB?',
        ];
    }
  }

  // 5. Codes described in words.
  if (!intent) {
    const m = CODE_SEARCH.exec(q);
    if (m) {
      const words = (m[1] ?? '').trim();
      const hits = await knowledge.searchCodes(words, MAX_CODES);
      if (hits.length > 0) {
        texts.push(`Codes in our database that match "${words}":\n${hits.map(codeLine).join('\n')}`);
        medicalCodes.push(...hits.map(toChatCode));
        const versions = [...new Set(hits.map((f) => `${SYSTEM_NAMES[f.codeType]} ${f.sourceVersion}`))];
        sources.push(
          ...versions.map((v) => ({ label: `ClearBill code database: ${v}`, url: '/medical-codes' })),
        );
        cms = true;
      } else {
        texts.push(
          `I found no code in our database matching "${words}". Try other words, or search on the medical codes page.`,
        );
        sources.push({ label: 'ClearBill code database (no match)', url: '/medical-codes' });
      }
      suggestions = [
        'How do I check my bill for errors?',
        'How do I read an EOB?',
        'What does CO-97 mean?',
        'How do I ask for an itemized bill?',
      ];
      intent = 'code_search';
    }
  }

  // 6. Topics (also added after a code answer when the question asks about one).
  const topic: Topic | null = ask ? null : topicOf(q);
  if (topic && (!intent || intent === 'reason_code' || intent === 'medical_code')) {
    const addTopic =
      !intent || topic.id === 'appeal' || topic.id === 'prior_authorization' || topic.id === 'no_surprises';
    if (addTopic) {
      texts.push(topic.answer);
      sources.push(...topic.sources);
      for (const l of topic.links ?? [])
        resources.push({ name: l.label, description: 'On ClearBill', website: l.url });
      if (!intent) suggestions = [...topic.suggestions];
      patientResources = pickResources(knowledge, topic.resources ?? {}, options.state);
      intent ??= 'topic';
    }
  }

  if (!intent) {
    if (GREETING.test(q)) {
      return aboutTheAssistant(
        'greeting',
        'Hello! I answer questions about medical bills: codes on a bill, reason codes on an EOB, appeals, the No Surprises Act, financial assistance and medical debt.',
      );
    }
    return aboutTheAssistant(
      'off_topic',
      'I can only help with medical bills and insurance: what a code on your bill means (CPT, HCPCS, ICD-10, revenue, DRG), reason codes on an EOB such as CO-97, ' +
        'how to appeal a denial, the No Surprises Act, charity care and financial assistance, medical debt, itemized bills and prior authorization. Try one of the suggestions.',
    );
  }

  const unique = sources.filter((s, i) => sources.findIndex((x) => x.label === s.label) === i);
  return {
    intent,
    response: withSources(texts.join('\n\n'), unique),
    suggestions: fourSuggestions(suggestions),
    medicalCodes,
    externalData: noExternal(cms),
    resources,
    patientResources,
    sources: unique,
    facts: texts,
  };
}
