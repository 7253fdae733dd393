// Hospital duties: emergency screening and stabilization (EMTALA) and published prices (45 CFR Part 180).
import { ecfr, ecfrPart, entry, usc } from './entry';

/** 45 CFR Part 180 took effect January 1, 2021 (84 FR 65602, as shown on ecfr.gov's amendment page). */
const HPT_EFFECTIVE = '2021-01-01';

export const federalHospitals = [
  entry({
    id: 'emtala-statute',
    title: 'EMTALA: emergency screening and stabilizing care regardless of ability to pay',
    description:
      'Hospitals that take Medicare and have an emergency department must give anyone who comes there a medical screening exam and, if there is an emergency medical condition (including active labor), stabilizing treatment or an appropriate transfer, whether or not the person can pay.',
    source: '42 U.S.C. 1395dd (Emergency Medical Treatment and Labor Act)',
    sourceUrl: usc(42, '1395dd'),
    category: 'medicare_systems',
    topics: ['emergency_care'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: [
      'Medicare-participating hospitals with emergency departments',
      'All emergency patients',
    ],
    keyChanges: [
      'Screening exam for anyone who comes to the emergency department',
      'Stabilizing treatment or an appropriate transfer for an emergency condition',
      'Covers women in labor',
      'Ability to pay is not a condition',
    ],
    checkedUrl: 'http://ed.newdu.com/k788966.html',
  }),
  entry({
    id: 'emtala-hospital-responsibilities',
    title: 'EMTALA rules: special responsibilities of Medicare hospitals in emergencies',
    description:
      'The Medicare rule carrying out EMTALA: a hospital with an emergency department must screen every individual who comes there, whether or not eligible for Medicare and regardless of ability to pay, and stabilize or appropriately transfer anyone with an emergency condition.',
    source: '42 CFR 489.24',
    sourceUrl: ecfr(42, '489.24'),
    category: 'medicare_systems',
    topics: ['emergency_care'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Medicare-participating hospitals with emergency departments'],
    keyChanges: [
      'Screening within the capability of the emergency department, including routine ancillary services',
      'Screening by qualified staff under the hospital’s bylaws',
      'The duty ends when the hospital admits the patient as an inpatient',
    ],
    checkedUrl: 'https://www.law.cornell.edu/cfr/text/42/489.24',
  }),
  entry({
    id: 'hospital-price-transparency-standard-charges',
    title: 'Hospital price transparency: all standard charges in a machine-readable file',
    description:
      'Every hospital must post online, in one machine-readable file, its standard charges for all items and services: gross charges, discounted cash prices, payer-specific negotiated charges and the minimum and maximum negotiated charges. Patients and advocates can use these to check a bill.',
    source: '45 CFR 180.50 (45 CFR Part 180)',
    sourceUrl: ecfr(45, '180.50'),
    category: 'fraud_compliance',
    topics: ['price_transparency'],
    impactLevel: 'high',
    effectiveDate: HPT_EFFECTIVE,
    affectedPrograms: ['Hospitals operating in the United States'],
    keyChanges: [
      'One machine-readable file of all standard charges, updated',
      'Gross charge, cash price, payer-specific rates, de-identified minimum and maximum',
      'From July 1, 2024, a CMS template layout and an accuracy affirmation',
      'CMS monitors compliance and may impose civil money penalties',
    ],
    checkedUrl:
      'https://www.govregs.com/regulations/expand/title45_chapterA-i1_part180_subpartB_section180.60',
  }),
  entry({
    id: 'hospital-price-transparency-shoppable-services',
    title: 'Hospital price transparency: consumer-friendly prices for 300 shoppable services',
    description:
      'Hospitals must also show, in a consumer-friendly way, prices for at least 300 services a patient can schedule ahead (or all they offer if fewer), grouped with the ancillary services that usually come with them.',
    source: '45 CFR 180.60',
    sourceUrl: ecfr(45, '180.60'),
    category: 'fraud_compliance',
    topics: ['price_transparency'],
    impactLevel: 'medium',
    effectiveDate: HPT_EFFECTIVE,
    affectedPrograms: ['Hospitals operating in the United States'],
    keyChanges: [
      'At least 300 shoppable services, or all if fewer',
      'Grouped with customary ancillary services',
      'Cash prices and negotiated charges shown',
    ],
    checkedUrl: 'https://abbeyscientific.org/service-requirement-specification-template-6434',
  }),
  entry({
    id: 'hospital-price-transparency-rule',
    title: 'Hospital Price Transparency (45 CFR Part 180) and its statutory basis',
    description:
      'The part of federal rules that implements section 2718(e) of the Public Health Service Act, requiring each hospital to make public a yearly list of its standard charges, with monitoring, corrective action plans, penalties and appeals.',
    source: '45 CFR Part 180; 42 U.S.C. 300gg-18',
    sourceUrl: ecfrPart(45, '180'),
    category: 'fraud_compliance',
    topics: ['price_transparency'],
    impactLevel: 'medium',
    effectiveDate: HPT_EFFECTIVE,
    affectedPrograms: ['Hospitals operating in the United States'],
    keyChanges: [
      'Published November 27, 2019 (84 FR 65602), effective January 1, 2021',
      'Subparts: disclosure, monitoring and penalties, penalty appeals',
    ],
    checkedUrl: 'https://www.ecfr.gov/cgi-bin/text-idx?mc=true&node=20191127y1.36',
  }),
];
