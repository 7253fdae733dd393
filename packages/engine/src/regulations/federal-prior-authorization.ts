// Prior authorization: the 2024 CMS Interoperability and Prior Authorization final rule.
import { entry, fr } from './entry';

export const federalPriorAuthorization = [
  entry({
    id: 'cms-interoperability-prior-authorization-2024',
    title: 'CMS Interoperability and Prior Authorization final rule (CMS-0057-F)',
    description:
      'Medicare Advantage plans, Medicaid and CHIP programs and their managed care plans, and Marketplace plans on the federal exchanges must decide prior authorization requests faster (72 hours for urgent, 7 calendar days for standard requests, from 2026), give a specific reason for every denial, publish prior authorization statistics, and build electronic prior authorization interfaces by 2027.',
    source: '89 FR 8758 (February 8, 2024), FR Doc. 2024-00895 (CMS-0057-F)',
    sourceUrl: fr('2024-00895'),
    category: 'prior_authorization',
    topics: ['prior_authorization', 'appeals'],
    impactLevel: 'critical',
    effectiveDate: '2024-04-08',
    affectedPrograms: [
      'Medicare Advantage',
      'Medicaid fee-for-service and managed care',
      'CHIP fee-for-service and managed care',
      'Qualified Health Plans on the federally facilitated exchanges',
    ],
    keyChanges: [
      'Decisions in 72 hours (urgent) and 7 calendar days (standard) from January 1, 2026',
      'A specific reason for each denial',
      'Public prior authorization metrics',
      'FHIR prior authorization, patient, provider and payer-to-payer APIs by January 1, 2027',
      'Amends 42 CFR Parts 422, 431, 435, 438, 440, 457 and 45 CFR Part 156',
    ],
    checkedUrl: 'https://regulations.justia.com/regulations/fedreg/2024/02/08/2024-00895.html',
  }),
];
