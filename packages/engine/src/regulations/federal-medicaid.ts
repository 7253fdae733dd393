// Medicaid payment protections: what a provider may and may not collect from a Medicaid patient.
import { ecfr, entry } from './entry';

export const federalMedicaid = [
  entry({
    id: 'medicaid-payment-in-full',
    title: 'Medicaid: providers accept Medicaid’s payment as payment in full',
    description:
      'A provider that takes part in Medicaid must accept what Medicaid pays, plus any cost sharing the state plan sets, as payment in full. It may not bill a Medicaid patient for the rest of its charge.',
    source: '42 CFR 447.15',
    sourceUrl: ecfr(42, '447.15'),
    category: 'medicaid',
    topics: ['balance_billing'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: ['Medicaid', 'Medicaid providers'],
    keyChanges: [
      'Medicaid payment plus plan cost sharing is payment in full',
      'No balance billing of Medicaid patients for covered services',
      'Inability to pay cost sharing does not erase the cost sharing itself',
    ],
    checkedUrl: 'https://lexbuild.dev/ecfr/title-42/chapter-IV/part-447/section-447.15',
  }),
  entry({
    id: 'medicaid-third-party-liability-limit',
    title: 'Medicaid: limits on collecting from patients when another payer is liable',
    description:
      'When another insurer or liable party owes for a Medicaid patient’s care and its payment covers at least what Medicaid would pay, the provider may not collect anything from the patient or their family for that service.',
    source: '42 CFR 447.20',
    sourceUrl: ecfr(42, '447.20'),
    category: 'coordination_benefits',
    topics: ['coordination_of_benefits', 'balance_billing'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Medicaid', 'Medicaid providers'],
    keyChanges: [
      'Third-party liability at or above the Medicaid amount: no collection from the patient',
      'Protects the patient’s financially responsible relatives too',
    ],
    checkedUrl: 'https://compliancecosmos.org/provider-restrictions-state-plan-requirements',
  }),
];
