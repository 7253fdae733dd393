import type { ChatSource, ResourceCategory } from '@clearbill/shared';
import { laws } from '../letters/laws';
import {
  EXTERNAL_REVIEW_MONTHS,
  FINANCIAL_ASSISTANCE_DAYS,
  INTERNAL_APPEAL_DAYS,
  MEDICARE_REDETERMINATION_DAYS,
  NO_SURPRISES_DISPUTE_DAYS,
  PAYER_RESPONSE_DAYS,
  ruleSources,
  responseSources,
} from '../deadlines/rule-sources';

/**
 * The topics the assistant answers from our own material: the deadline rules (deadlines/rule-sources.ts),
 * the laws our letters cite (letters/laws.ts) and the product's own screens. Every number below comes from
 * those files; none is written here by hand.
 */

export type TopicId =
  | 'read_bill'
  | 'read_eob'
  | 'appeal'
  | 'external_review'
  | 'medicare_appeal'
  | 'no_surprises'
  | 'good_faith_estimate'
  | 'charity_care'
  | 'medical_debt'
  | 'itemized_bill'
  | 'prior_authorization'
  | 'privacy'
  | 'billing_errors'
  | 'prescriptions';

export interface Topic {
  id: TopicId;
  /** Matched against the lower-cased question; the first topic with the highest score wins. */
  patterns: RegExp[];
  answer: string;
  sources: ChatSource[];
  suggestions: [string, string, string, string];
  /** Which directory entries fit the topic. */
  resources?: { category?: ResourceCategory; ids?: string[] };
  /** Our own screens that help. */
  links?: ChatSource[];
}

const law = (id: keyof typeof laws): ChatSource => ({ label: laws[id].label, url: laws[id].url });
const rule = (kind: keyof typeof ruleSources): ChatSource => ({
  label: ruleSources[kind].label,
  url: ruleSources[kind].url,
});

const OWN_SCREEN = (label: string, url: string): ChatSource => ({ label, url });

export const topics: readonly Topic[] = [
  {
    id: 'appeal',
    patterns: [
      /\bappeal/,
      /\bdenied\b/,
      /\bdenial\b/,
      /\bdeny\b/,
      /\brejected claim/,
      /claim (was )?(denied|rejected)/,
    ],
    answer:
      `To appeal a denied claim: 1) read the denial notice for the reason and the reason codes; 2) ask the plan for the claim file and the rule it used; ` +
      `3) ask your doctor for a letter explaining why you needed the care; 4) send a written appeal and keep copies. ` +
      `For most job-based and individual plans you have ${INTERNAL_APPEAL_DAYS} days from the denial notice to file an internal appeal. ` +
      `The plan must decide within ${PAYER_RESPONSE_DAYS.post_service} days for care you already received, ${PAYER_RESPONSE_DAYS.pre_service} days for care not yet given, ` +
      `and 72 hours when waiting could seriously harm your health. If the plan still says no, you can ask for an independent external review within ${EXTERNAL_REVIEW_MONTHS} months of the final denial. ` +
      `Our letter tool drafts the appeal for you.`,
    sources: [rule('internal_appeal'), rule('payer_response'), rule('external_review'), law('acaAppeals')],
    suggestions: [
      'What does CO-50 mean?',
      'How does external review work?',
      'What should I include in an appeal letter?',
      'What is prior authorization?',
    ],
    resources: { category: 'state_advocacy' },
    links: [OWN_SCREEN('Appeal letters', '/letters'), OWN_SCREEN('Appeal guidance', '/appeal')],
  },
  {
    id: 'external_review',
    patterns: [/external review/, /independent review/, /\biro\b/],
    answer:
      `External review is a check of your plan's final denial by an independent reviewer, not the plan. You can ask for it within ${EXTERNAL_REVIEW_MONTHS} months ` +
      `after the plan's final internal appeal decision. Send the denial letters, your appeal and your doctor's letter. ` +
      `Your state department of insurance can tell you how to file.`,
    sources: [rule('external_review'), law('acaAppeals')],
    suggestions: [
      'How do I appeal a denied claim?',
      'How long does the plan have to answer my appeal?',
      'What does CO-50 mean?',
      'Who can help me with an appeal?',
    ],
    resources: { category: 'state_advocacy' },
  },
  {
    id: 'medicare_appeal',
    patterns: [
      /medicare.*(appeal|redetermination|denied|denial)/,
      /(appeal|redetermination).*medicare/,
      /\bredetermination\b/,
      /medicare summary notice/,
    ],
    answer:
      `With Original Medicare, the first appeal step is a redetermination. You have ${MEDICARE_REDETERMINATION_DAYS} days from the date you receive the initial decision ` +
      `(shown on your Medicare Summary Notice) to ask for it, and the Medicare contractor usually decides within ${PAYER_RESPONSE_DAYS.medicare} days. ` +
      `Follow the instructions on the notice and include any records from your doctor.`,
    sources: [
      rule('medicare_redetermination'),
      { label: responseSources.medicare.label, url: responseSources.medicare.url },
    ],
    suggestions: [
      'What does N115 mean?',
      'How do I read my Medicare Summary Notice?',
      'What is an LCD or NCD?',
      'Who can help with Medicare questions?',
    ],
    resources: { ids: ['medicare'] },
  },
  {
    id: 'no_surprises',
    patterns: [
      /no surprises/,
      /surprise (bill|medical bill|billing)/,
      /balance bill/,
      /out[- ]of[- ]network.*(emergency|er\b|hospital|anesthesi|surgery)/,
      /(emergency|er\b|ambulance).*out[- ]of[- ]network/,
      /\bnsa\b/,
    ],
    answer:
      `The No Surprises Act protects you from surprise out-of-network bills for emergency care, and for most out-of-network care at an in-network hospital or surgery center ` +
      `(for example anesthesia or radiology you did not choose). In those cases you owe only your in-network cost share, and the provider may not bill you the rest (balance billing). ` +
      `If you are uninsured or paying yourself and the bill is $400 or more above your good faith estimate, you can start a patient-provider dispute within ${NO_SURPRISES_DISPUTE_DAYS} days of the bill. ` +
      `The No Surprises Help Desk takes complaints.`,
    sources: [
      law('nsaEmergency'),
      law('nsaInNetworkFacility'),
      law('nsaBalanceBilling'),
      rule('no_surprises_dispute'),
    ],
    suggestions: [
      'What is a good faith estimate?',
      'How do I dispute a surprise bill?',
      'What does CO-242 mean?',
      'Can I ask for an itemized bill?',
    ],
    resources: { ids: ['no_surprises_help_desk'] },
    links: [OWN_SCREEN('No Surprises Act letter', '/letters')],
  },
  {
    id: 'good_faith_estimate',
    patterns: [
      /good faith estimate/,
      /\bgfe\b/,
      /uninsured.*(estimate|price)/,
      /self[- ]pay.*(estimate|price)/,
    ],
    answer:
      `If you are uninsured or paying yourself, providers must give you a good faith estimate of the expected charges before scheduled care. ` +
      `Keep it. If the final bill is $400 or more above the estimate, you can start the patient-provider dispute process within ${NO_SURPRISES_DISPUTE_DAYS} days of the bill.`,
    sources: [law('nsaGoodFaithEstimate'), law('nsaPatientProviderDispute'), rule('no_surprises_dispute')],
    suggestions: [
      'What does the No Surprises Act cover?',
      'How do I ask for an itemized bill?',
      'Can I get charity care?',
      'How do I check my bill for errors?',
    ],
    resources: { ids: ['no_surprises_help_desk'] },
  },
  {
    id: 'charity_care',
    patterns: [
      /charity care/,
      /financial (assistance|aid|help)/,
      /can'?t (afford|pay)/,
      /cannot (afford|pay)/,
      /unable to pay/,
      /\bafford/,
      /payment plan/,
      /low income/,
      /reduce (my|the) bill/,
      /help (paying|to pay|with (my|the) bill)/,
    ],
    answer:
      `Nonprofit hospitals must have a written financial assistance policy (charity care) and must limit what they charge patients who qualify. ` +
      `Ask the hospital billing office for the policy and the application. You can apply for ${FINANCIAL_ASSISTANCE_DAYS} days from the first bill after you leave the hospital, ` +
      `and while your application is pending the hospital must hold off certain collection actions. Ask also for a payment plan without interest.`,
    sources: [
      law('irsFinancialAssistance'),
      law('irsChargeLimits'),
      law('irsCollections'),
      rule('financial_assistance'),
    ],
    suggestions: [
      'How does medical debt affect my credit?',
      'How do I ask for an itemized bill?',
      'How do I check my bill for errors?',
      'Who can help me pay for prescriptions?',
    ],
    resources: { category: 'financial_assistance' },
    links: [
      OWN_SCREEN('Charity care letter', '/letters'),
      OWN_SCREEN('Patient resources', '/patient-resources'),
    ],
  },
  {
    id: 'medical_debt',
    patterns: [/\bdebt/, /collection/, /credit (report|score|bureau)/, /collector/],
    answer:
      `If a debt collector contacts you, ask in writing for validation of the debt; they must send details of what is owed and stop collecting a disputed amount until they do. ` +
      `If a medical bill on your credit report is wrong, dispute it with the credit bureau: it must investigate, usually within 30 days. ` +
      `If the bill is from a nonprofit hospital, you may still apply for financial assistance for ${FINANCIAL_ASSISTANCE_DAYS} days after the first bill, and some collection actions must wait.`,
    sources: [law('fdcpaValidation'), law('fcraDispute'), law('fcraFurnisher'), law('irsCollections')],
    suggestions: [
      'Can I get charity care?',
      'How do I check my bill for errors?',
      'How do I ask for an itemized bill?',
      'Who can help with medical debt?',
    ],
    resources: { category: 'financial_assistance' },
    links: [OWN_SCREEN('Credit dispute and debt validation letters', '/letters')],
  },
  {
    id: 'itemized_bill',
    patterns: [
      /itemi[sz]ed/,
      /detailed bill/,
      /line[- ]by[- ]line/,
      /medical records?/,
      /copy of my records/,
    ],
    answer:
      `You can ask the provider for an itemized bill listing every charge with its code, date and units: compare it with your EOB and look for duplicates or care you did not receive. ` +
      `Billing records are part of your designated record set, so under HIPAA you have a right to a copy, which the provider must give you within 30 days of your request.`,
    sources: [law('hipaaAccess'), law('hipaaDesignatedRecordSet')],
    suggestions: [
      'How do I check my bill for errors?',
      'How do I read an EOB?',
      'What is a duplicate charge?',
      'Can I get charity care?',
    ],
    links: [OWN_SCREEN('Itemized bill request letter', '/letters'), OWN_SCREEN('Upload a bill', '/upload')],
  },
  {
    id: 'prior_authorization',
    patterns: [
      /prior auth/,
      /pre[- ]?auth/,
      /preauthori[sz]ation/,
      /pre[- ]?certification/,
      /authori[sz]ation/,
    ],
    answer:
      `Prior authorization is the plan's approval before some care; getting it is usually your provider's task. ` +
      `For a request before care, a job-based plan must decide within ${PAYER_RESPONSE_DAYS.prior_authorization} days (72 hours when waiting could seriously harm your health). ` +
      `If it is refused, or a claim is denied for missing approval (reason code 197), ask your doctor to appeal with a letter of medical need.`,
    sources: [
      { label: responseSources.prior_authorization.label, url: responseSources.prior_authorization.url },
      rule('payer_response'),
    ],
    suggestions: [
      'What does CO-197 mean?',
      'How do I appeal a denied claim?',
      'What should I include in an appeal letter?',
      'How does external review work?',
    ],
    resources: { category: 'state_advocacy' },
    links: [OWN_SCREEN('Prior authorization letter', '/letters')],
  },
  {
    id: 'read_eob',
    patterns: [
      /\beob\b/,
      /explanation of benefits/,
      /allowed amount/,
      /patient responsibility/,
      /what i owe/,
      /you may owe/,
      /plan paid/,
    ],
    answer:
      `An explanation of benefits (EOB) is your plan's statement about a claim, not a bill. For each line read: the amount billed; the allowed amount (the plan's price); ` +
      `what the plan paid; and your share (deductible, copay or coinsurance). Adjustment codes such as CO-45 or PR-1 explain each difference: CO amounts are generally not yours to pay, PR amounts may be. ` +
      `Compare the EOB with the provider's bill: you should not be asked for more than the patient responsibility on the EOB.`,
    sources: [
      OWN_SCREEN(
        'Our explanations of claim adjustment group and reason codes',
        'https://x12.org/codes/claim-adjustment-reason-codes',
      ),
    ],
    suggestions: [
      'What does CO-45 mean?',
      'What does PR-1 mean?',
      'How do I check my bill for errors?',
      'How do I appeal a denied claim?',
    ],
    links: [OWN_SCREEN('Upload your EOB', '/upload')],
  },
  {
    id: 'read_bill',
    patterns: [
      /read (my|a|the) (medical |hospital )?bill/,
      /understand (my|a|the) (medical |hospital )?bill/,
      /what does (my|this) bill/,
      /statement/,
      /revenue code/,
    ],
    answer:
      `A medical bill lists each service with a date, a code (CPT or HCPCS for procedures, a revenue code for hospital departments), units and a charge. ` +
      `Before paying: wait for your plan's EOB and compare; ask for an itemized bill if you only have a summary; look for duplicates, services you did not receive, and units that seem too many. ` +
      `You can upload it here and we check it line by line.`,
    sources: [OWN_SCREEN('ClearBill bill analysis', '/upload')],
    suggestions: [
      'How do I read an EOB?',
      'How do I ask for an itemized bill?',
      'What is a duplicate charge?',
      'What does CO-97 mean?',
    ],
    links: [OWN_SCREEN('Upload a bill', '/upload')],
  },
  {
    id: 'billing_errors',
    patterns: [
      /billing error/,
      /\berrors?\b/,
      /overcharg/,
      /duplicate/,
      /charged twice/,
      /wrong (charge|amount)/,
      /mistake/,
      /unbundl/,
    ],
    answer:
      `Common billing errors: the same service charged twice, services you did not receive, too many units, procedures billed separately that belong together (unbundling), ` +
      `and prices far above typical rates. Ask for an itemized bill, compare it with your EOB, and ask the billing office to correct errors in writing. ` +
      `Upload the bill and we check these for you against Medicare's public edits and rates.`,
    sources: [OWN_SCREEN('ClearBill bill analysis', '/upload')],
    suggestions: [
      'How do I ask for an itemized bill?',
      'How do I read an EOB?',
      'What does CO-97 mean?',
      'How do I dispute a bill?',
    ],
    links: [OWN_SCREEN('Upload a bill', '/upload'), OWN_SCREEN('Billing dispute letter', '/letters')],
  },
  {
    id: 'prescriptions',
    patterns: [/prescription/, /\bdrugs?\b/, /medication/, /pharmacy/, /\brx\b/],
    answer:
      `For help with prescription costs: ask your doctor for a generic or a lower-cost alternative, ask the pharmacy for its cash price, and look at manufacturer patient-assistance programs. ` +
      `If your plan refused a drug, you can appeal like any denied claim. Our patient resources page lists assistance programs.`,
    sources: [OWN_SCREEN('Patient resources', '/patient-resources')],
    suggestions: [
      'How do I appeal a denied claim?',
      'Can I get charity care?',
      'What is prior authorization?',
      'How does medical debt affect my credit?',
    ],
    resources: { category: 'prescription_assistance' },
    links: [OWN_SCREEN('Patient resources', '/patient-resources')],
  },
  {
    id: 'privacy',
    patterns: [
      /privacy/,
      /\bphi\b/,
      /personal (data|information|details)/,
      /delete my/,
      /\bhipaa\b/,
      /my data/,
      /is (it|this) safe/,
    ],
    answer:
      `We remove personal health information from your documents before analysis and from chat messages before they are stored. ` +
      `Visitors' and guests' conversations are deleted after 24 hours, and you can delete a conversation at any time. ` +
      `On the Privacy page you can export or erase your data.`,
    sources: [OWN_SCREEN('Privacy settings', '/privacy')],
    suggestions: [
      'How do I check my bill for errors?',
      'How do I read an EOB?',
      'How do I ask for an itemized bill?',
      'Can I get charity care?',
    ],
    links: [OWN_SCREEN('Privacy settings', '/privacy')],
  },
];

/** The topic a question is about, or null: the one whose patterns match most. */
const SPECIFIC_FIRST: readonly TopicId[] = [
  'medicare_appeal',
  'external_review',
  'good_faith_estimate',
  'prior_authorization',
  'no_surprises',
  'itemized_bill',
  'medical_debt',
  'charity_care',
];
const byPriority = [
  ...SPECIFIC_FIRST.flatMap((id) => topics.filter((t) => t.id === id)),
  ...topics.filter((t) => !SPECIFIC_FIRST.includes(t.id)),
];

export function topicOf(question: string): Topic | null {
  const q = question.toLowerCase();
  let best: Topic | null = null;
  let bestScore = 0;
  for (const t of byPriority) {
    const score = t.patterns.filter((p) => p.test(q)).length;
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}
