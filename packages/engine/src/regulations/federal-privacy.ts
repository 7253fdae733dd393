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
  entry({
    id: 'hipaa-restriction-paid-in-full',
    title: 'HIPAA: keep a service from your health plan when you pay in full',
    description:
      'If you pay a provider in full out of pocket for an item or service and ask that it not be disclosed to your health plan, the provider must agree (unless a law requires the disclosure). The claim for that service is then not sent to your plan.',
    source: '45 CFR 164.522(a)(1)(vi)',
    sourceUrl: ecfr(45, '164.522'),
    category: 'fraud_compliance',
    topics: ['privacy_access'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['HIPAA covered health care providers', 'Patients paying out of pocket'],
    keyChanges: [
      'Mandatory restriction when the service was paid in full by the patient',
      'Covers disclosures for payment and health care operations only',
      'Other restriction requests may be refused',
    ],
    checkedUrl:
      'http://www.bricker.com/insights/resources/key/HIPAA-Privacy-Regulations-Right-of-Individual-to-Request-Restriction-of-Uses-and-Disclosures-of-PHI-164-522-a',
  }),
];
