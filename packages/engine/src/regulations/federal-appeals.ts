// Appeals of coverage decisions: private plans (ACA, ERISA), Medicare, Medicare Advantage, Medicaid.
import { ecfr, entry } from './entry';

export const federalAppeals = [
  entry({
    id: 'aca-internal-appeals-external-review',
    title: 'Internal appeals and external review for health plans',
    description:
      'Health plans and insurers that are not grandfathered must let you appeal a denied claim inside the plan and, if the plan says no again, ask an independent reviewer outside the plan to decide. The reviewer’s decision binds the plan.',
    source: '45 CFR 147.136',
    sourceUrl: ecfr(45, '147.136'),
    category: 'denied_services',
    topics: ['appeals', 'external_review'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: ['Employer group health plans', 'Individual market insurance', 'Marketplace plans'],
    keyChanges: [
      'A denial (including a rescission of coverage) can be appealed inside the plan',
      'After the final internal denial, an independent review organization can review it',
      'State external review applies where it meets federal standards; otherwise a federal process',
      'Notices must be given in a culturally and linguistically appropriate way',
    ],
    checkedUrl: 'http://laws9.com/cfr/text/45/147/136',
  }),
  entry({
    id: 'erisa-claims-procedure',
    title: 'ERISA claims and appeals procedure for employer plans',
    description:
      'Private employer benefit plans must handle claims by fixed procedures: a written reason for a denial that cites the plan term, at least 180 days to appeal a group health denial, and a full and fair review with decisions inside set time limits.',
    source: '29 CFR 2560.503-1',
    sourceUrl: ecfr(29, '2560.503-1'),
    category: 'employee_benefits',
    topics: ['appeals'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: ['Employer group health plans (ERISA)', 'Employer disability plans'],
    keyChanges: [
      'A denial notice must give the specific reason and the plan provision it rests on',
      'Group health claimants get at least 180 days to appeal a denial',
      'Decision limits: 72 hours urgent, 30 days pre-service, 60 days post-service appeals',
      'Government plans, church plans, Medicare and Medicaid are outside this rule',
    ],
    checkedUrl:
      'https://dol.gov/agencies/ebsa/about-ebsa/our-activities/resource-center/publications/group-health-and-disability-plans-benefit-claims-procedure-regulation',
  }),
];
