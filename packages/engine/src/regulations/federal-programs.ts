// Program rules behind the admin categories: correct coding (NCCI), telehealth, 340B, rural health.
import { ecfr, ecfrPart, entry, usc } from './entry';

const NCCI = 'https://www.cms.gov/medicare/coding-billing/national-correct-coding-initiative-ncci-edits';

export const federalPrograms = [
  entry({
    id: 'ncci-procedure-to-procedure-edits',
    title: 'NCCI procedure-to-procedure (PTP) edits: code pairs not billed together',
    description:
      'Medicare’s National Correct Coding Initiative lists pairs of CPT/HCPCS codes that should not be billed together by the same provider for the same patient on the same day, except in set circumstances shown with a modifier. Billing both parts of such a pair is a classic unbundling error.',
    source: 'CMS National Correct Coding Initiative, Medicare PTP edits',
    sourceUrl: `${NCCI}/medicare-ncci-procedure-procedure-ptp-edits`,
    category: 'denied_services',
    topics: ['coding_edits'],
    impactLevel: 'high',
    effectiveDate: '1996-01-01',
    affectedPrograms: ['Medicare Part B', 'Hospital outpatient claims', 'Medicaid (compatible edits)'],
    keyChanges: [
      'Each edit has a column 1 and a column 2 code',
      'Some pairs allow a modifier when the services were truly separate',
      'Updated quarterly',
      'In use for Medicare since January 1996',
    ],
    checkedUrl:
      'https://www.ngsmedicare.com/web/ngs/national-correct-coding-initiative?selectedArticleId=12847967',
  }),
  entry({
    id: 'ncci-medically-unlikely-edits',
    title: 'NCCI medically unlikely edits (MUEs): maximum units per day',
    description:
      'For most CPT/HCPCS codes, CMS sets the maximum units of service a provider would report for one patient on one date of service in nearly all correct claims. Units billed above that number are likely a billing error.',
    source: 'CMS National Correct Coding Initiative, Medicare MUEs',
    sourceUrl: `${NCCI}/medicare-ncci-medically-unlikely-edits-mues`,
    category: 'denied_services',
    topics: ['coding_edits'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: [
      'Medicare Part B',
      'Hospital outpatient claims',
      'Durable medical equipment',
      'Medicaid (compatible edits)',
    ],
    keyChanges: [
      'A per-line, per-day unit ceiling for each code',
      'Based on anatomy, code descriptors, CPT instructions and clinical judgment',
      'Developed by CMS in 2007 to reduce payment errors',
      'Not utilization guidelines: only necessary services should be billed',
    ],
    checkedUrl:
      'http://www.colorado.gov/cs/Satellite?c=Page&childpagename=HCPF%2FHCPFLayout&cid=1201542697088&pagename=HCPFWrapper',
  }),
  entry({
    id: 'ncci-policy-manual',
    title: 'NCCI Policy Manual: correct coding principles',
    description:
      'CMS’s manual explaining the coding principles behind the edits: report the most comprehensive code for what was done, do not split a procedure into parts, and do not report a service that is part of another one billed the same day.',
    source: 'CMS National Correct Coding Initiative Policy Manual',
    sourceUrl: `${NCCI}/medicare-ncci-policy-manual`,
    category: 'denied_services',
    topics: ['coding_edits'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Medicare Part B', 'Medicaid'],
    keyChanges: [
      'Coding policies based on CPT conventions, Medicare policy and standard practice',
      'Bundled services are not billed separately',
      'Add-on codes are billed only with their primary procedure',
    ],
    checkedUrl: 'https://grokipedia.com/page/national_correct_coding_initiative',
  }),
  entry({
    id: 'medicaid-ncci-mandate',
    title: 'State Medicaid programs must use NCCI methodologies',
    description:
      'Since claims filed on or after October 1, 2010, state Medicaid programs must apply the compatible correct coding methods of the National Correct Coding Initiative, so the same unbundling and unit edits apply to Medicaid claims.',
    source: '42 U.S.C. 1396b(r) (Social Security Act §1903(r)), as amended by ACA §6507',
    sourceUrl: usc(42, '1396b'),
    category: 'medicaid',
    topics: ['coding_edits'],
    impactLevel: 'medium',
    effectiveDate: '2010-10-01',
    affectedPrograms: ['Medicaid'],
    keyChanges: [
      'Compatible NCCI methodologies required for Medicaid claims',
      'Effective for claims filed on or after October 1, 2010',
    ],
    checkedUrl: 'https://self-law.org/code/statute-compilations/comps-9307/sec-6507',
  }),
  entry({
    id: 'medicare-telehealth-services',
    title: 'Medicare telehealth services: sites, technology and covered services',
    description:
      'Medicare Part B pays for listed telehealth services furnished through real-time audio and video communication, under the rules for where the patient (the originating site) and the practitioner (the distant site) may be. Which flexibilities apply depends on the law in force at the date of service.',
    source: '42 CFR 410.78; 42 U.S.C. 1395m(m)',
    sourceUrl: ecfr(42, '410.78'),
    category: 'telehealth',
    topics: ['telehealth'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Medicare Part B'],
    keyChanges: [
      'An interactive system means at least two-way, real-time audio and video',
      'Originating sites include offices, critical access hospitals, RHCs, FQHCs and hospitals',
      'Check the date of service: temporary flexibilities have changed over time',
    ],
    checkedUrl: 'http://cfr.laws-info.com/text/42/410/78',
  }),
  entry({
    id: 'drug-340b-program',
    title: '340B Drug Pricing Program: discounted outpatient drugs for safety-net providers',
    description:
      'Drug makers that take part in Medicaid must sell covered outpatient drugs to eligible safety-net providers (such as FQHCs, Ryan White clinics, critical access and certain disproportionate share hospitals) at or below a ceiling price.',
    source: '42 U.S.C. 256b (Public Health Service Act §340B)',
    sourceUrl: usc(42, '256b'),
    category: 'drug_340b',
    topics: ['drug_pricing'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['340B covered entities', 'Drug manufacturers in the Medicaid drug rebate program'],
    keyChanges: [
      'Ceiling price: average manufacturer price minus the Medicaid rebate percentage',
      'Manufacturers must offer drugs to covered entities at or below the ceiling price',
      'Applies to drugs bought after November 1992',
    ],
    checkedUrl: 'http://uscode.elaws.us/law/42USC256b',
  }),
  entry({
    id: 'drug-340b-diversion-duplicate-discount',
    title: '340B: no diversion to ineligible patients, no duplicate discounts',
    description:
      '340B providers may not give discounted drugs to people who are not their patients, and may not let a drug get both a 340B discount and a Medicaid rebate. HRSA audits covered entities for both.',
    source: '42 U.S.C. 256b(a)(5)',
    sourceUrl: usc(42, '256b'),
    category: 'drug_340b',
    topics: ['drug_pricing'],
    impactLevel: 'low',
    effectiveDate: null,
    affectedPrograms: ['340B covered entities', 'Medicaid'],
    keyChanges: [
      'Diversion: 340B drugs only for the entity’s own patients',
      'Duplicate discount: no 340B price and Medicaid rebate on the same drug',
      'Violations can remove an entity from the program',
    ],
    checkedUrl: 'https://legalclarity.org/42-usc-256b-key-requirements-for-drug-pricing-compliance',
  }),
  entry({
    id: 'rhc-fqhc-services',
    title: 'Rural Health Clinic and FQHC services under Medicare',
    description:
      'Medicare’s rules for services at rural health clinics and federally qualified health centers: what is covered, how the Part B deductible and coinsurance apply, how visits are paid, and how beneficiaries appeal.',
    source: '42 CFR Part 405, Subpart X (§§405.2400-405.2472)',
    sourceUrl: ecfrPart(42, '405', 'X'),
    category: 'rural_health',
    topics: ['rural_health'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Rural Health Clinics', 'Federally Qualified Health Centers', 'Medicare Part B'],
    keyChanges: [
      'Per-visit payment rules and what counts as a visit',
      'How the Part B deductible and coinsurance apply',
      'Beneficiary appeals (§405.2472)',
    ],
    checkedUrl: 'https://www.narhc.org/narhc/RHC_Regulations.asp',
  }),
  entry({
    id: 'rhc-fqhc-certification',
    title: 'Rural Health Clinics and FQHCs: conditions for certification and coverage',
    description:
      'Where rural health clinics and FQHCs must be located (shortage or underserved areas), how they are staffed, what services they provide, and how they keep records.',
    source: '42 CFR Part 491, Subpart A',
    sourceUrl: ecfrPart(42, '491', 'A'),
    category: 'rural_health',
    topics: ['rural_health'],
    impactLevel: 'low',
    effectiveDate: null,
    affectedPrograms: ['Rural Health Clinics', 'Federally Qualified Health Centers'],
    keyChanges: [
      'RHCs in rural shortage areas; FQHCs in shortage or medically underserved areas',
      'Permanent or mobile units',
      'Staffing, services, records and emergency preparedness conditions',
    ],
    checkedUrl:
      'https://webarchive.library.unt.edu/eot2008/20090113003640/http://edocket.access.gpo.gov/cfr_2006/octqtr/42cfr491.5.htm',
  }),
  entry({
    id: 'critical-access-hospitals',
    title: 'Critical access hospitals: Medicare conditions of participation',
    description:
      'Conditions small rural hospitals designated as critical access hospitals must meet to take part in Medicare, covering their facilities, staffing and services.',
    source: '42 CFR Part 485, Subpart F',
    sourceUrl: ecfrPart(42, '485', 'F'),
    category: 'rural_health',
    topics: ['rural_health'],
    impactLevel: 'low',
    effectiveDate: null,
    affectedPrograms: ['Critical access hospitals', 'Medicare'],
    keyChanges: [
      'Conditions of participation specific to critical access hospitals',
      'Physical plant and environment standards (§485.623)',
    ],
    checkedUrl: 'https://regulations.justia.com/regulations/fedreg/2006/09/22/06-7886.html',
  }),
];
