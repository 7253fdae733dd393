// The regulations each rule's findings rest on (issue 14 item 2): ids of entries in the regulations library,
// most specific first. A rule may set a finding's own regulationIds when its cases rest on different rules
// (surprise billing); otherwise the finding gets its type's list here. docs/decisions/0020-regulations-library.md
// explains each choice; the test checks every id exists in the library.
import type { AppealReasonClass, FindingType } from '@clearbill/shared';

export const ruleRegulationIds: Readonly<Record<FindingType, readonly string[]>> = {
  // The No Surprises Act: the surprise-billing rule names the section per case; this is the fallback.
  surprise_billing: [
    'nsa-emergency-balance-billing',
    'nsa-nonemergency-at-in-network-facility',
    'nsa-air-ambulance',
    'nsa-patient-provider-dispute-resolution',
  ],
  // A contractual write-off (CO) passed on to the patient. The network contract and the plan's payment
  // decision are the first basis; these laws add protection for Medicaid and QMB patients and against
  // collectors asking for amounts not owed. The No Surprises Act is not cited: a CO write-off points to an
  // in-network provider, which the Act does not cover.
  balance_billing: ['medicaid-payment-in-full', 'medicare-qmb-billing-prohibition', 'fdcpa-unfair-practices'],
  // Appeal rights by kind of coverage: private plans (ACA, ERISA), Medicare, Medicare Advantage, Medicaid
  // (state fair hearing, managed care plan appeal).
  appeal_opportunity: [
    'aca-internal-appeals-external-review',
    'erisa-claims-procedure',
    'medicare-redetermination',
    'medicare-advantage-independent-review',
    'medicaid-fair-hearings',
    'medicaid-managed-care-appeals',
  ],
  // Nonprofit hospitals' charity care duties.
  financial_assistance: [
    'irc-501r-financial-assistance-policy',
    'irc-501r-limitation-on-charges',
    'irc-501r-billing-and-collection',
  ],
  unbundling: ['ncci-procedure-to-procedure-edits', 'ncci-policy-manual', 'medicaid-ncci-mandate'],
  excessive_units: ['ncci-medically-unlikely-edits', 'ncci-policy-manual'],
  // A charge billed twice, a total that does not add up, a service not received: no law names these
  // errors; the rights that apply are the right to see the billing record (to check it) and, once a
  // collector is involved, the ban on collecting amounts not owed or misstating the debt.
  duplicate_charge: ['hipaa-right-of-access', 'fdcpa-unfair-practices', 'fdcpa-false-representations'],
  math_error: ['hipaa-right-of-access', 'fdcpa-unfair-practices', 'fdcpa-false-representations'],
  service_not_received: [
    'hipaa-right-of-access',
    'hipaa-right-to-amend',
    'fdcpa-unfair-practices',
    'fdcpa-false-representations',
  ],
  // No federal law caps a provider's price. What applies: the hospital's own published prices, the AGB limit
  // for patients eligible for financial assistance, and the good faith estimate for self-pay patients.
  excessive_pricing: [
    'hospital-price-transparency-standard-charges',
    'irc-501r-limitation-on-charges',
    'nsa-good-faith-estimate',
  ],
  // Wrong personal details in the record: the right to ask for a correction, and to see the record.
  personal_details: ['hipaa-right-to-amend', 'hipaa-right-of-access'],
};

/** Extra regulations for an appeal by the reason it was denied. */
const appealByReason: Partial<Record<AppealReasonClass, readonly string[]>> = {
  prior_authorization: ['cms-interoperability-prior-authorization-2024'],
};

/** The regulation ids for a finding: its own when the rule set them, else its type's (plus reason-specific ones). */
export function regulationIdsFor(f: {
  type: FindingType;
  reasonClass: AppealReasonClass | null;
  regulationIds?: readonly string[];
}): string[] {
  if (f.regulationIds && f.regulationIds.length > 0) return [...f.regulationIds];
  const extra = f.type === 'appeal_opportunity' && f.reasonClass ? (appealByReason[f.reasonClass] ?? []) : [];
  return [...ruleRegulationIds[f.type], ...extra];
}

/** Every id the rules may cite (for the library test). */
export const citedRegulationIds = (): string[] => [
  ...new Set([...Object.values(ruleRegulationIds).flat(), ...Object.values(appealByReason).flat()]),
];
