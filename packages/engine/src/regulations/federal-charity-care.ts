// Internal Revenue Code section 501(r): what a tax-exempt (nonprofit) hospital owes patients who cannot pay.
import { ecfr, entry, usc } from './entry';

export const federalCharityCare = [
  entry({
    id: 'irc-501r-charitable-hospitals',
    title: 'Section 501(r): requirements for nonprofit hospitals',
    description:
      'To keep their federal tax exemption, nonprofit hospitals must meet four added requirements at each facility: a community health needs assessment, a written financial assistance policy, limits on what they charge patients who qualify for assistance, and limits on billing and collection actions.',
    source: '26 U.S.C. 501(r)',
    sourceUrl: usc(26, '501'),
    category: 'fraud_compliance',
    topics: ['charity_care', 'billing_and_collection'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Tax-exempt (501(c)(3)) hospitals'],
    keyChanges: [
      'Applies facility by facility',
      'Added by section 9007 of the Affordable Care Act',
      'Final Treasury regulations: T.D. 9708 (79 FR 78954), December 29, 2014',
    ],
    checkedUrl: 'https://nforceweinmangrid.pages.dev/895558.html',
  }),
  entry({
    id: 'irc-501r-financial-assistance-policy',
    title: 'Nonprofit hospitals must have a written financial assistance policy',
    description:
      'Each nonprofit hospital facility must have a written financial assistance (charity care) policy covering all emergency and other medically necessary care, widely publicized, that states who qualifies, whether help is free or discounted care, how charges are calculated and how to apply.',
    source: '26 CFR 1.501(r)-4',
    sourceUrl: ecfr(26, '1.501(r)-4'),
    category: 'fraud_compliance',
    topics: ['charity_care'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: ['Tax-exempt (501(c)(3)) hospitals', 'Uninsured and underinsured patients'],
    keyChanges: [
      'Covers all emergency and medically necessary care at the facility',
      'Must state eligibility, the kind of help and how to apply',
      'Must be widely publicized: website, free paper copies, plain-language summary',
      'A written emergency medical care policy is also required',
    ],
    checkedUrl: 'https://law.counselstack.com/cfr/26/1/1.501(r)-4',
  }),
  entry({
    id: 'irc-501r-limitation-on-charges',
    title: 'Nonprofit hospitals: charge limits for patients who qualify for assistance',
    description:
      'A patient who qualifies under a nonprofit hospital’s financial assistance policy may not be charged more for emergency or medically necessary care than the amounts generally billed to insured patients, and must be charged less than full gross charges for other covered care.',
    source: '26 CFR 1.501(r)-5',
    sourceUrl: ecfr(26, '1.501(r)-5'),
    category: 'fraud_compliance',
    topics: ['charity_care', 'price_transparency'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: ['Tax-exempt (501(c)(3)) hospitals', 'Patients eligible for financial assistance'],
    keyChanges: [
      'Emergency and medically necessary care: no more than amounts generally billed (AGB)',
      'Other covered care: less than gross charges',
      'Applies to substantially-related entities providing care in the facility',
    ],
    checkedUrl: 'https://law.counselstack.com/cfr/26/1/1.501(r)-5',
  }),
  entry({
    id: 'irc-501r-billing-and-collection',
    title: 'Nonprofit hospitals: no extraordinary collection actions before checking eligibility',
    description:
      'A nonprofit hospital may not take extraordinary collection actions (such as selling the debt, reporting it to credit bureaus, or legal action) before making reasonable efforts to find out whether the patient qualifies for financial assistance. Collection agencies and debt buyers acting for the hospital are held to the same rule.',
    source: '26 CFR 1.501(r)-6',
    sourceUrl: ecfr(26, '1.501(r)-6'),
    category: 'fraud_compliance',
    topics: ['billing_and_collection', 'charity_care', 'medical_debt', 'credit_reporting'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: ['Tax-exempt (501(c)(3)) hospitals', 'Collection agencies and debt buyers they use'],
    keyChanges: [
      'Reasonable efforts to determine eligibility come before any extraordinary collection action',
      'Selling debt and reporting to credit bureaus count as extraordinary collection actions',
      'The hospital answers for the actions of its collectors and debt buyers',
    ],
    checkedUrl: 'https://taxnotes.com/research/federal/cfr26/1.501r-6',
  }),
];
