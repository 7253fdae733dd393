// surprise_billing, under the No Surprises Act: emergency care from an out-of-network provider;
// out-of-network ancillary care (anesthesia, radiology, pathology, lab, assistant surgeon) at an
// in-network facility; a self-pay bill more than $400 over its good-faith estimate. The questionnaire's
// 'emergency' and 'provider not in network' answers strengthen the first.
import type { FindingSource } from '@clearbill/shared';
import type { AnalyzeInput, ParsedLine, Rule } from '../analysis/types';
import {
  addDays,
  lineEvidence,
  longDate,
  money,
  patientShare,
  recommendations,
  round2,
  spanEvidence,
  type RuleFinding,
} from './common';

const NSA: FindingSource = { name: 'No Surprises Act (45 CFR part 149)', version: '2022' };
const GFE_RULE: FindingSource = {
  name: 'No Surprises Act good-faith estimate (45 CFR 149.610, 149.620)',
  version: '2022',
};
/** A self-pay bill this much over the good-faith estimate can be disputed (45 CFR 149.620). */
export const GFE_DISPUTE_THRESHOLD = 400;
/** Days from the bill to start the patient-provider dispute resolution. */
export const GFE_DISPUTE_DAYS = 120;

const EMERGENCY_CODES = /^9928[1-5]$|^99291$|^G038[0-4]$/;
const isEmergencyLine = (l: ParsedLine) =>
  (!!l.code && EMERGENCY_CODES.test(l.code)) || /^045\d$/.test(l.revenueCode ?? '');

/** Anesthesia, radiology, pathology and lab codes, or an assistant surgeon's modifier. */
export const isAncillary = (l: ParsedLine) =>
  (!!l.code && /^(0[01]\d{3}|7\d{4}|8\d{4})$/.test(l.code)) ||
  l.modifiers.some((m) => ['80', '81', '82', 'AS'].includes(m));

const IN_NETWORK_FACILITY =
  /in[- ]network (?:facility|hospital)|(?:facility|hospital)[^.\n]{0,40}\bin[- ]network/i;

/** The portion of each line above in-network cost sharing: what the law takes off. */
function balanceBilled(lines: ParsedLine[]): number | null {
  const known = lines.filter(
    (l) => l.patientResponsibility !== null && l.allowed !== null && l.planPaid !== null,
  );
  if (known.length === 0) return null;
  return round2(
    known.reduce(
      (s, l) => s + Math.max(0, (l.patientResponsibility ?? 0) - ((l.allowed ?? 0) - (l.planPaid ?? 0))),
      0,
    ),
  );
}

function outOfNetworkEmergency(input: AnalyzeInput): RuleFinding | null {
  const { parsed, answers } = input;
  const q = answers?.additionalQuestions;
  const saidEmergency = q?.emergencyOrPlanned === 'emergency' || answers?.providerType === 'emergency';
  const emergency = parsed.setting === 'emergency' || parsed.lines.some(isEmergencyLine) || saidEmergency;
  // The questionnaire's network box defaults to unticked: alone it only counts with an explicit emergency.
  const documentOon = parsed.networkStatus === 'out_of_network';
  const answerOon = !!q && !q.providerInNetwork && q.hadInsuranceOnDate && parsed.networkStatus === null;
  if (!emergency || !(documentOon || (answerOon && saidEmergency))) return null;
  const indexes = parsed.lines.map((_, i) => i);
  const over = balanceBilled(parsed.lines);
  const owed =
    parsed.totals.patientResponsibility ??
    parsed.totals.patientBalance ??
    round2(parsed.lines.reduce((s, l) => s + patientShare(l), 0));
  // Already processed at in-network cost sharing: still worth knowing, in case the provider bills the rest.
  const severity = documentOon && over !== 0 ? 'high' : 'medium';
  return {
    type: 'surprise_billing',
    severity,
    title: 'Out-of-network emergency care: you are protected',
    regulationIds: ['nsa-emergency-balance-billing'],
    description:
      `${documentOon ? 'This document shows' : 'You told us'} emergency care from a provider who is not in your ` +
      `plan's network. Under the No Surprises Act you owe no more than your in-network copay, coinsurance and ` +
      `deductible for emergency care, and the provider may not bill you the rest.` +
      (over ? ` About ${money(over)} here is above in-network cost sharing.` : '') +
      (documentOon && saidEmergency ? ' Your answers confirm it was an emergency.' : ''),
    codes: [...new Set(parsed.lines.map((l) => l.code).filter((c): c is string => !!c))],
    amount: owed,
    savingsPotential: over,
    recommendations: recommendations(
      severity,
      'Tell the provider and your insurer in writing that this was emergency care protected by the No Surprises Act, and ask for the bill to be reprocessed at in-network rates.',
      'If they refuse, complain to the No Surprises Help Desk (1-800-985-3059).',
    ),
    evidence: indexes.map((i) => lineEvidence(input, i)),
    source: NSA,
    reasonClass: null,
    deadline: null,
  };
}

function ancillaryAtInNetworkFacility(input: AnalyzeInput): RuleFinding | null {
  const { parsed, answers } = input;
  if (parsed.networkStatus !== 'out_of_network') return null;
  const facilityInNetwork =
    IN_NETWORK_FACILITY.test(input.text) || answers?.additionalQuestions.providerInNetwork === true;
  const ancillary = parsed.lines.map((l, i) => ({ l, i })).filter(({ l }) => isAncillary(l));
  if (!facilityInNetwork || ancillary.length === 0) return null;
  const lines = ancillary.map(({ l }) => l);
  const over = balanceBilled(lines);
  return {
    type: 'surprise_billing',
    severity: 'high',
    title: 'Out-of-network specialist at an in-network facility',
    regulationIds: ['nsa-nonemergency-at-in-network-facility'],
    description:
      'These services (such as anesthesia, radiology, lab or pathology) came from an out-of-network provider at a ' +
      'facility in your network. The No Surprises Act says they can only charge you in-network cost sharing, and ' +
      `you cannot be asked to waive that for these services.${over ? ` About ${money(over)} is above it.` : ''}`,
    codes: [...new Set(lines.map((l) => l.code).filter((c): c is string => !!c))],
    amount: round2(lines.reduce((s, l) => s + patientShare(l), 0)),
    savingsPotential: over,
    recommendations: recommendations(
      'high',
      'Ask the insurer to reprocess these lines at in-network cost sharing under the No Surprises Act.',
      'If the provider keeps billing the difference, call the No Surprises Help Desk (1-800-985-3059).',
    ),
    evidence: ancillary.map(({ i }) => lineEvidence(input, i)),
    source: NSA,
    reasonClass: null,
    deadline: null,
  };
}

const GFE_AMOUNT = /good[- ]faith estimate[^$\n]{0,60}\$\s?([\d,]+(?:\.\d{2})?)/i;

function overGoodFaithEstimate(input: AnalyzeInput): RuleFinding | null {
  const { parsed } = input;
  if (parsed.documentType === 'eob') return null;
  const m = GFE_AMOUNT.exec(input.text);
  const estimate = m?.[1] ? Number(m[1].replace(/,/g, '')) : NaN;
  const billed = parsed.totals.totalCharges ?? round2(parsed.lines.reduce((s, l) => s + (l.amount ?? 0), 0));
  if (!Number.isFinite(estimate) || !billed || billed - estimate <= GFE_DISPUTE_THRESHOLD) return null;
  const over = round2(billed - estimate);
  const deadline = parsed.statementDate ? addDays(parsed.statementDate, GFE_DISPUTE_DAYS) : null;
  const start = m?.index ?? 0;
  return {
    type: 'surprise_billing',
    severity: 'high',
    title: `Billed ${money(over)} more than your good-faith estimate`,
    regulationIds: ['nsa-patient-provider-dispute-resolution', 'nsa-good-faith-estimate'],
    description:
      `You were given a good-faith estimate of ${money(estimate)}, and the bill is ${money(billed)}. When a ` +
      `self-pay or uninsured bill is more than $400 over the estimate, you can dispute it through the federal ` +
      `patient-provider dispute resolution process` +
      (deadline
        ? `, within 120 days of the bill: by ${longDate(deadline)}.`
        : ', within 120 days of the bill.'),
    codes: [],
    amount: over,
    savingsPotential: over,
    recommendations: recommendations(
      'high',
      'Start a patient-provider dispute at cms.gov/nosurprises (the fee is $25) and keep paying nothing above the estimate meanwhile.',
      'Send the provider a copy of the estimate and ask them to bill the estimated amount.',
    ),
    evidence: [
      ...spanEvidence(input, { start, end: start + (m?.[0].length ?? 0) }),
      ...spanEvidence(input, parsed.totals.spans.totalCharges),
    ],
    source: GFE_RULE,
    reasonClass: null,
    deadline,
  };
}

export const surpriseBilling: Rule = async (input) =>
  [outOfNetworkEmergency(input) ?? ancillaryAtInNetworkFacility(input), overGoodFaithEstimate(input)].filter(
    (f): f is RuleFinding => f !== null,
  );
