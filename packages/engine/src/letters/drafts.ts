import {
  findingCitations,
  letterLimits,
  type AnalysisResult,
  type Finding,
  type FindingType,
  type LetterDraftRoute,
  type LetterRoute,
  type PayerAppeal,
  type RegulationCitation,
} from '@clearbill/shared';
import { templateById } from './library';
import type { TemplateDef } from './types';

/** Fields only the patient knows (or that were redacted from the analysis): typed in the browser. */
export const personalFieldKeys = new Set([
  'PATIENT_NAME',
  'PATIENT_ADDRESS',
  'PATIENT_PHONE',
  'PATIENT_EMAIL',
  'MEMBER_ID',
  'GROUP_NUMBER',
  'MEDICARE_NUMBER',
  'DATE_OF_BIRTH',
  'ACCOUNT_NUMBER',
  'CLAIM_NUMBER',
]);

type DraftInput = Pick<AnalysisResult, 'documentId' | 'findings' | 'extracted' | 'documentType'> &
  Partial<Pick<AnalysisResult, 'regulations'>>;

/** The rules the route's findings rest on, each once ("Why this is your right" in the draft). */
function rightsOf(input: DraftInput, fs: Finding[]): RegulationCitation[] {
  const seen = new Set<string>();
  return fs
    .flatMap((f) => findingCitations(f, input.regulations))
    .filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)));
}

const disputeTemplates: Partial<Record<FindingType, string>> = {
  duplicate_charge: 'dispute-duplicate-charge',
  unbundling: 'dispute-unbundling',
  excessive_units: 'dispute-excessive-units',
  excessive_pricing: 'dispute-pricing',
  service_not_received: 'dispute-service-not-received',
  balance_billing: 'dispute-balance-billing',
};

const appealTemplates = {
  medical_necessity: 'appeal-medical-necessity',
  prior_authorization: 'appeal-prior-authorization-denial',
  out_of_network: 'appeal-out-of-network',
  missing_information: 'appeal-missing-information',
  other: 'appeal-denied-claim',
} as const;

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sum = (fs: Finding[]) => fs.reduce((s, f) => s + (f.amount ?? 0), 0);
const unique = <T>(xs: T[]) => [...new Set(xs)];

/** Claim adjustment reason codes the findings mention (CO-50, PR-204 ...). */
function reasonCodesOf(fs: Finding[]): string[] {
  const text = fs.map((f) => [f.description, ...f.evidence.map((e) => e.text)].join(' ')).join(' ');
  return unique(
    [...text.matchAll(/\b(CO|PR|OA|PI|CR)-?(\d{1,3}|[A-Z]\d{1,2})\b/g)].map((m) => `${m[1]}-${m[2]}`),
  );
}

/** The dates of service of the lines the findings rest on, else of the whole bill. */
function serviceDatesOf(input: DraftInput, fs: Finding[]): string[] {
  const services = input.extracted.services;
  const fromEvidence = fs
    .flatMap((f) => f.evidence.map((e) => (e.lineIndex === null ? null : services[e.lineIndex]?.date)))
    .filter((d): d is string => !!d);
  const dates = fromEvidence.length
    ? fromEvidence
    : services.map((s) => s.date).filter((d): d is string => !!d);
  return unique(dates).sort();
}

function commonFields(input: DraftInput, fs: Finding[]): Record<string, string> {
  const out: Record<string, string> = {};
  const provider = input.extracted.providerInfo?.name;
  const payer = input.extracted.insuranceInfo?.payerName;
  if (provider) out.PROVIDER_NAME = provider;
  if (payer) out.INSURANCE_COMPANY = payer;
  const dates = serviceDatesOf(input, fs);
  if (dates[0]) out.DATE_OF_SERVICE = dates[0];
  const codes = unique(fs.flatMap((f) => f.codes));
  if (codes.length) out.CPT_CODES = codes.join(', ');
  const reasons = reasonCodesOf(fs);
  if (reasons.length) out.REASON_CODES = reasons.join(', ');
  const amount = sum(fs);
  if (amount > 0) {
    out.DISPUTED_AMOUNT = money(amount);
    out.DENIED_AMOUNT = money(amount);
  }
  const total = input.extracted.patientBalance ?? input.extracted.totalAmount;
  if (total !== null && total > 0) out.BILLED_AMOUNT = money(total);
  const described = fs.map((f) => f.description.trim()).filter(Boolean);
  if (described.length) out.ISSUE_DESCRIPTION = described.join('\n');
  return out;
}

/** Fields particular to a template, from the findings' words. */
function specificFields(templateId: string, fs: Finding[]): Record<string, string> {
  const text = fs.map((f) => f.description).join('\n');
  switch (templateId) {
    case 'dispute-duplicate-charge':
      return { DUPLICATE_CHARGES: text };
    case 'dispute-excessive-units':
      return { UNITS_DETAILS: text };
    case 'dispute-pricing':
      return { REFERENCE_PRICE: text };
    case 'appeal-missing-information':
      return { MISSING_INFORMATION: text };
    case 'appeal-denied-claim':
      return { DENIAL_REASON: fs.map((f) => f.title).join('; ') };
    default:
      return {};
  }
}

function routeOf(
  input: DraftInput,
  route: LetterRoute,
  template: TemplateDef,
  fs: Finding[],
  reason: string,
  deadline: LetterDraftRoute['deadline'],
): LetterDraftRoute {
  const fields = new Set([...template.requiredFields, ...template.optionalFields]);
  const all = { ...commonFields(input, fs), ...specificFields(template.id, fs) };
  // Capped like any value the patient sends back (many findings can make a long description).
  const prefilled = Object.fromEntries(
    Object.entries(all)
      .filter(([k]) => fields.has(k) && !personalFieldKeys.has(k))
      .map(([k, v]) => [
        k,
        v.length > letterLimits.fieldValueMax ? `${v.slice(0, letterLimits.fieldValueMax - 1)}…` : v,
      ]),
  );
  return {
    route,
    templateId: template.id,
    templateName: template.name,
    reason,
    findingIds: fs.map((f) => f.id),
    prefilled,
    personalFields: [...fields].filter((k) => personalFieldKeys.has(k)),
    suggestedRecipientType: template.recipientType,
    deadline,
    rights: rightsOf(input, fs),
  };
}

const earliestDeadline = (fs: Finding[]) =>
  fs
    .map((f) => f.deadline)
    .filter((d): d is string => !!d)
    .sort()[0] ?? null;

function deadlineOf(fs: Finding[], fallbackRule: string): LetterDraftRoute['deadline'] {
  const date = earliestDeadline(fs);
  if (!date) return null;
  const f = fs.find((x) => x.deadline === date);
  return { date, ruleSource: f?.source?.name ?? fallbackRule };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * Every route the findings open, with the suggested template and its fields filled from the de-identified
 * result. Order: appeals and No Surprises Act disputes (deadlines), billing disputes, charity care,
 * itemized bill.
 */
export function draftRoutes(
  input: DraftInput,
  options: { payerAppeal?: PayerAppeal | null } = {},
): LetterDraftRoute[] {
  const tpl = (id: string) => {
    const t = templateById.get(id);
    if (!t) throw new Error(`unknown letter template ${id}`);
    return t;
  };
  const byType = (t: FindingType) => input.findings.filter((f) => f.type === t);
  const routes: LetterDraftRoute[] = [];

  // Appeals, one per reason class.
  const appeals = byType('appeal_opportunity');
  const medicare = /medicare/i.test(input.extracted.insuranceInfo?.payerName ?? '');
  for (const cls of unique(appeals.map((f) => f.reasonClass ?? 'other'))) {
    const fs = appeals.filter((f) => (f.reasonClass ?? 'other') === cls);
    const template = tpl(medicare ? 'medicare-redetermination' : appealTemplates[cls]);
    const appealRoute = routeOf(
      input,
      'appeal',
      template,
      fs,
      `${fs.length} ${plural(fs.length, 'line was', 'lines were')} denied: ${fs.map((f) => f.title).join('; ')}. You can ask the ${medicare ? 'Medicare contractor' : 'plan'} to look again.`,
      deadlineOf(
        fs,
        medicare
          ? '120 days from the notice (42 CFR 405.942)'
          : '180 days from the denial (45 CFR 147.136; 29 CFR 2560.503-1)',
      ),
    );
    routes.push(options.payerAppeal ? { ...appealRoute, payerAppeal: options.payerAppeal } : appealRoute);
  }

  // No Surprises Act.
  const surprises = byType('surprise_billing');
  const gfe = surprises.filter((f) => /estimate/i.test(`${f.title} ${f.source?.name ?? ''}`));
  const emergency = surprises.filter((f) => !gfe.includes(f) && /emergency/i.test(f.title));
  const facility = surprises.filter((f) => !gfe.includes(f) && !emergency.includes(f));
  const nsa: [Finding[], string, string][] = [
    [gfe, 'nsa-good-faith-estimate-dispute', 'The bill is $400 or more above your good faith estimate.'],
    [
      emergency,
      'nsa-emergency-dispute',
      'Out-of-network emergency care: you owe only your in-network cost sharing.',
    ],
    [
      facility,
      'nsa-in-network-facility-dispute',
      'An out-of-network clinician at an in-network facility: you owe only your in-network cost sharing.',
    ],
  ];
  for (const [fs, id, reason] of nsa) {
    if (fs.length)
      routes.push(
        routeOf(
          input,
          'no_surprises',
          tpl(id),
          fs,
          reason,
          deadlineOf(fs, '120 days from the bill (45 CFR 149.620)'),
        ),
      );
  }

  // Billing disputes, one per kind of error.
  for (const [type, id] of Object.entries(disputeTemplates) as [FindingType, string][]) {
    const fs = byType(type);
    if (!fs.length) continue;
    const amount = sum(fs);
    routes.push(
      routeOf(
        input,
        'dispute',
        tpl(id),
        fs,
        `${fs.map((f) => f.title).join('; ')}${amount > 0 ? ` (${money(amount)})` : ''}.`,
        null,
      ),
    );
  }

  // Charity care.
  const assistance = byType('financial_assistance');
  if (assistance.length) {
    routes.push(
      routeOf(
        input,
        'charity_care',
        tpl('charity-care-application'),
        assistance,
        `${assistance[0]?.title ?? 'Financial assistance may be available'}: nonprofit hospitals must accept applications for at least 240 days after the first bill after discharge.`,
        deadlineOf(assistance, '240 days from the first post-discharge bill (26 CFR 1.501(r)-6)'),
      ),
    );
  }

  // Itemized bill: a bill we could not read line by line, or whose lines do not add up.
  const mathErrors = byType('math_error');
  const services = input.extracted.services;
  const notItemized =
    input.documentType === 'bill' && (services.length === 0 || services.every((s) => !s.code));
  if (mathErrors.length || notItemized) {
    routes.push(
      routeOf(
        input,
        'itemized_bill',
        tpl('itemized-bill-request'),
        mathErrors,
        mathErrors.length
          ? `${mathErrors.map((f) => f.title).join('; ')}. Ask for the itemized bill to see every charge.`
          : 'The bill does not list each service with its code. Ask for the itemized bill to check every charge.',
        null,
      ),
    );
  }
  return routes;
}
