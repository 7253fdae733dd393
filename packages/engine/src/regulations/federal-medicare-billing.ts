// Medicare billing rules a patient meets on a bill: claim time limits, notices, who pays first.
import { ecfr, entry, usc } from './entry';

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
  entry({
    id: 'medicare-limitation-on-liability',
    title: 'Medicare limitation on liability and the Advance Beneficiary Notice (ABN)',
    description:
      'When Original Medicare denies a service as not reasonable and necessary (or as custodial care), you can be billed for it only if you knew beforehand, usually through a written notice such as an Advance Beneficiary Notice of Noncoverage. Without valid notice, the provider generally cannot hold you liable.',
    source: '42 CFR 411.404, 411.408 (42 CFR Part 411, Subpart K); Social Security Act §1879',
    sourceUrl: ecfr(42, '411.404'),
    category: 'medicare_systems',
    topics: ['medicare_notices', 'balance_billing'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Original Medicare Part A', 'Original Medicare Part B (assigned claims)'],
    keyChanges: [
      'You are liable only if written notice told you Medicare would likely not pay',
      'Notice must come from the provider, its utilization review group, or the Medicare contractor',
      'Applies to Original Medicare, not to Medicare Advantage',
    ],
    checkedUrl: 'https://law.lawstack.com/cfr/42/411.404/',
  }),
  entry({
    id: 'medicare-qmb-billing-prohibition',
    title: 'No billing of Qualified Medicare Beneficiaries for Medicare cost sharing',
    description:
      'People in the Qualified Medicare Beneficiary (QMB) program may not be billed for Medicare deductibles, coinsurance or copays by any Medicare provider, in Original Medicare or Medicare Advantage, whether or not the provider takes Medicaid and whatever the state pays.',
    source: 'Social Security Act §1902(n)(3)(B) (42 U.S.C. 1396a(n)(3)(B))',
    sourceUrl: usc(42, '1396a'),
    category: 'medicare_systems',
    topics: ['balance_billing'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: [
      'Qualified Medicare Beneficiary (QMB) program',
      'Original Medicare',
      'Medicare Advantage',
    ],
    keyChanges: [
      'All Medicare providers are bound, not only those taking Medicaid',
      'Protection holds across state lines',
      'A QMB enrollee cannot waive the protection',
      'Providers that bill QMB enrollees face sanctions',
    ],
    checkedUrl:
      'https://med.noridianmedicare.com/web/jadme/article-detail/-/view/10546/prohibition-on-balance-billing-dually-eligible-individuals-enrolled-in-the-qmb-program-third-revision',
  }),
  entry({
    id: 'medicare-secondary-payer',
    title: 'Medicare Secondary Payer: which plan pays first',
    description:
      'When someone with Medicare is also covered by a current employer’s group health plan (20+ employees for Medicare by age, 100+ for disability), the employer plan pays first and Medicare second. A claim sent to the wrong payer first is a common cause of denials and wrong bills.',
    source: 'Social Security Act §1862(b) (42 U.S.C. 1395y(b)); 42 CFR Part 411',
    sourceUrl: usc(42, '1395y'),
    category: 'coordination_benefits',
    topics: ['coordination_of_benefits'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Medicare', 'Employer group health plans', 'Large group health plans'],
    keyChanges: [
      'Employer plan primary for active workers and their families with Medicare',
      'Thresholds: 20 employees (age), 100 employees (disability)',
      'Plans may not offer incentives to drop the employer plan for Medicare',
    ],
    checkedUrl: 'https://www.newfront.com/blog/medicare-secondary-payer-employer-size-requirements',
  }),
];
