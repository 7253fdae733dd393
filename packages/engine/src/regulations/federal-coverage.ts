// Coverage rules for private plans: preventive care without cost sharing, mental health parity.
import { ecfr, entry, fr } from './entry';

export const federalCoverage = [
  entry({
    id: 'aca-preventive-services',
    title: 'Preventive services with no cost sharing',
    description:
      'Non-grandfathered health plans must cover recommended preventive care without a copay, coinsurance or deductible: services rated A or B by the U.S. Preventive Services Task Force, vaccines recommended by CDC’s advisory committee, and HRSA-recommended care for children and women. A bill charging cost sharing for these may be wrong.',
    source: '45 CFR 147.130 (PHS Act §2713)',
    sourceUrl: ecfr(45, '147.130'),
    category: 'employee_benefits',
    topics: ['preventive_care'],
    impactLevel: 'high',
    effectiveDate: '2010-09-17',
    affectedPrograms: ['Employer group health plans', 'Individual market insurance', 'Marketplace plans'],
    keyChanges: [
      'USPSTF A and B services covered at no cost sharing',
      'ACIP-recommended immunizations',
      'HRSA guidelines for infants, children, adolescents and women',
      'At least one year between a new recommendation and the plan year it applies to',
    ],
    checkedUrl: 'https://mypolicyhub.com/aca-entry/phsa-section-2713-coverage-of-preventive-services',
  }),
  entry({
    id: 'mhpaea-parity-group-plans',
    title: 'Mental health and substance use disorder parity in group health plans',
    description:
      'A group health plan that covers mental health or substance use disorder care may not make it harder to use than medical and surgical care in the same class: no stricter copays, deductibles, visit limits, prior authorization or other treatment limits.',
    source: '29 CFR 2590.712',
    sourceUrl: ecfr(29, '2590.712'),
    category: 'employee_benefits',
    topics: ['parity', 'prior_authorization'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Employer group health plans (ERISA)', 'Group health insurance'],
    keyChanges: [
      'Financial requirements no more restrictive than for medical/surgical benefits',
      'Quantitative and nonquantitative treatment limits held to the same standard',
      'Compared within the same classification of benefits',
    ],
    checkedUrl:
      'https://d1tvxue8o4w0fl.cloudfront.net/regulation/code-of-federal-regulations/title-29-labor/subtitle-b-regulations-relating-to-labor/chapter-xxv-employee-benefits-security-administration-department-of-labor/subchapter-l-group-health-plans/part-2590-rules-and-regulations-for-group-health-plans/subpart-c-other-requirements/section-2590712-effective-11222024-parity-in-mental-health-and-substance-use-disorder-benefits',
  }),
  entry({
    id: 'mhpaea-final-rules-2013',
    title: 'Final rules under the Mental Health Parity and Addiction Equity Act (2013)',
    description:
      'The joint Treasury, Labor and HHS final rules implementing the 2008 parity law across employer plans and insurance, including the HHS rules in 45 CFR Parts 146 and 147.',
    source: '78 FR 68239 (November 13, 2013), FR Doc. 2013-27086',
    sourceUrl: fr('2013-27086'),
    category: 'employee_benefits',
    topics: ['parity'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Employer group health plans', 'Group and individual health insurance'],
    keyChanges: [
      'Amends 26 CFR Part 54, 29 CFR Part 2590 and 45 CFR Parts 146 and 147',
      'Finalizes the 2010 interim final parity rules',
    ],
    checkedUrl: 'http://www.gpo.gov/fdsys/pkg/FR-2013-11-13/html/2013-27086.htm',
  }),
];
