// The No Surprises Act rules (45 CFR Part 149) and the rulemaking behind them.
import { ecfr, entry, fr } from './entry';

export const federalSurpriseBilling = [
  entry({
    id: 'nsa-emergency-balance-billing',
    title: 'No Surprises Act: no balance bills for out-of-network emergency care',
    description:
      'An out-of-network hospital emergency department, freestanding emergency department or emergency doctor may not bill you more than your in-network cost sharing for emergency services.',
    source: '45 CFR 149.410',
    sourceUrl: ecfr(45, '149.410'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'emergency_care'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: [
      'Employer group health plans',
      'Individual market insurance',
      'Hospitals and emergency providers',
    ],
    keyChanges: [
      'Out-of-network emergency facilities may not bill above in-network cost sharing',
      'The same limit binds out-of-network emergency doctors',
      'Applies at hospital emergency departments and independent freestanding emergency departments',
    ],
    checkedUrl:
      'https://checkoutapi.com/regulations/expand/title45_chapterA-i1_part149_subpartE_section149.440',
  }),
  entry({
    id: 'nsa-interim-final-rule-part-1',
    title: 'Requirements Related to Surprise Billing; Part I (interim final rules, 2021)',
    description:
      'The July 2021 rules of HHS, Labor, Treasury and OPM that put the No Surprises Act into effect for emergency care, out-of-network care at in-network facilities and air ambulances, for plans, insurers and providers.',
    source: '86 FR 36872 (July 13, 2021), FR Doc. 2021-14379',
    sourceUrl: fr('2021-14379'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: [
      'Employer group health plans',
      'Individual market insurance',
      'FEHB',
      'Providers and facilities',
    ],
    keyChanges: [
      'Issued jointly by HHS, Labor, Treasury and OPM',
      'Amends 45 CFR Parts 144, 147, 149 and 156, 29 CFR Part 2590 and 26 CFR Part 54',
      'Covers emergency services, non-emergency care at in-network facilities, and air ambulance',
    ],
    checkedUrl: 'https://regulations.justia.com/regulations/fedreg/2021/07/13/2021-14379.html',
  }),
];
