// Medicare billing rules a patient meets on a bill: claim time limits, notices, who pays first.
import { ecfr, entry } from './entry';

export const federalMedicareBilling = [
  entry({
    id: 'medicare-timely-filing',
    title: 'Medicare claims must be filed within one calendar year of service',
    description:
      'Providers must file Original Medicare (Part A and Part B) claims no later than 12 months after the date of service. Exceptions include administrative error by Medicare and retroactive Medicare entitlement.',
    source: '42 CFR 424.44',
    sourceUrl: ecfr(42, '424.44'),
    category: 'medicare_systems',
    topics: ['timely_filing'],
    impactLevel: 'medium',
    effectiveDate: '2010-01-01',
    affectedPrograms: [
      'Original Medicare Part A',
      'Original Medicare Part B',
      'Medicare providers and suppliers',
    ],
    keyChanges: [
      'One calendar year from the date of service (Affordable Care Act section 6404)',
      'Applies to services on or after January 1, 2010',
      'Exceptions: Medicare administrative error, retroactive entitlement, retroactive disenrollment',
    ],
    checkedUrl:
      'https://webarchive.library.unt.edu/web/20170118202106/https://questions.medicaid.gov/faq.php?faqId=10562&id=5010',
  }),
];
