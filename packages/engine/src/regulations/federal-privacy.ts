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
];
