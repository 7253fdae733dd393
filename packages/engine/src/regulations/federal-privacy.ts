// HIPAA Privacy Rule rights a patient uses to check and correct a bill.
import { ecfr, entry } from './entry';

export const federalPrivacy = [
  entry({
    id: 'hipaa-right-of-access',
    title: 'HIPAA right to see and get a copy of your records',
    description:
      'You may inspect and get a copy of your medical and billing records held by a provider or health plan. They must act on the request within 30 days (one 30-day extension with a written reason) and may charge only a reasonable, cost-based fee.',
    source: '45 CFR 164.524',
    sourceUrl: ecfr(45, '164.524'),
    category: 'fraud_compliance',
    topics: ['privacy_access', 'price_transparency'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['HIPAA covered entities: providers, health plans, clearinghouses'],
    keyChanges: [
      'Billing records are part of the designated record set you may access',
      'Act within 30 days; one 30-day extension with written notice',
      'Copies in the form you ask for when readily producible',
      'Only a reasonable, cost-based fee for copies',
    ],
    checkedUrl: 'http://federal.elaws.us/cfr/45-cfr-164.524(c)(2)(i)',
  }),
  entry({
    id: 'hipaa-right-to-amend',
    title: 'HIPAA right to ask for a correction of your records',
    description:
      'You may ask a provider or health plan to correct information in your medical or billing records that is wrong or incomplete. It must act within 60 days (one 30-day extension with a written reason). If it refuses, it must say why in writing, and you may file a statement of disagreement that stays with the record.',
    source: '45 CFR 164.526',
    sourceUrl: ecfr(45, '164.526'),
    category: 'fraud_compliance',
    topics: ['record_amendment', 'privacy_access'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['HIPAA covered entities: providers, health plans, clearinghouses'],
    keyChanges: [
      'Act on a correction request within 60 days; one 30-day extension',
      'A denial must be written, give the basis and explain how to complain',
      'You may add a statement of disagreement to the record',
      'Grounds to deny: not created there, not in the record set, or already accurate and complete',
    ],
    checkedUrl: 'http://www.hippa.com/legislation/45CFR-164.526.html',
  }),
];
