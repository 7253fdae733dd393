import type { PatientResource } from '@clearbill/shared';

/**
 * More national programs (issue 13 item 5): the Marketplace, Extra Help, prescription and medical-debt
 * help, legal aid, health centers, the Eldercare Locator and VA health care. Each phone number and
 * website was checked against the public page named in `source` on 2026-11-27
 * (docs/research/resources.md); a fact no page stated is left out. Descriptions and services are ours.
 * The copay foundations (PAN, HealthWell, Patient Advocate Foundation) and NeedyMeds come from the shared
 * verified list and are not repeated here.
 */
const CHECKED_ON = '2026-11-27';

export const moreNationalResources: readonly PatientResource[] = [
  {
    id: 'health_insurance_marketplace',
    name: 'Health Insurance Marketplace (HealthCare.gov)',
    description:
      'The federal marketplace for private health plans; people without job-based coverage can compare plans, see whether they qualify for lower premiums, and apply online or by phone.',
    category: 'financial_assistance',
    urgencyLevel: 'standard',
    services: [
      'Apply for a health plan online or by phone, any hour',
      'Check eligibility for premium tax credits',
      'Help in over 150 languages',
      'TTY line 1-855-889-4325',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { phone: '1-800-318-2596', website: 'https://www.healthcare.gov' },
    source: {
      url: 'https://www.indianapca.org/apply-on-the-marketplace/',
      checkedOn: CHECKED_ON,
      note: 'Visit www.HealthCare.gov; call 1-800-318-2596 (TTY 1-855-889-4325), 24 hours a day, 7 days a week',
    },
  },
  {
    id: 'ssa_extra_help',
    name: 'Extra Help with Medicare drug costs (Social Security)',
    description:
      'A federal program, applied for through Social Security, that lowers Medicare prescription drug premiums, deductibles and copays for people with limited income and savings; the application can also start a Medicare Savings Program check.',
    category: 'prescription_assistance',
    urgencyLevel: 'standard',
    services: [
      'Apply online, by phone or at a Social Security office',
      'Help with Part D premiums, deductibles and copays',
      'Application can screen for a Medicare Savings Program',
      'TTY line 1-800-325-0778',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { phone: '1-800-772-1213', website: 'https://www.socialsecurity.gov/extrahelp' },
    source: {
      url: 'https://cybercemetery.unt.edu/archive/oilspill/20121026201935/http://www.ssa.gov/pubs/10525.html',
      checkedOn: CHECKED_ON,
      note: 'SSA publication 05-10525 (archived copy): apply at www.socialsecurity.gov/extrahelp or call 1-800-772-1213 (TTY 1-800-325-0778); also https://www.portsmouth-dailytimes.com/news/34337/extra-help-with-medicare-prescription-drug-costs (2019) and medicareinteractive.org on the MSP screening',
    },
  },
  {
    id: 'medicine_assistance_tool',
    name: 'Medicine Assistance Tool (MAT)',
    description:
      "The drug-makers' trade group's free search engine for manufacturer patient assistance, copay support and other programs for people without insurance or with too little drug coverage.",
    category: 'prescription_assistance',
    urgencyLevel: 'standard',
    services: [
      'Search assistance programs by medicine',
      'Free and low-cost medicine programs',
      'Copay support programs',
      'Information for doctors helping with applications',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { website: 'https://www.mat.org' },
    source: {
      url: 'https://mat.org/About/FAQ',
      checkedOn: CHECKED_ON,
      note: "PhRMA's Medicine Assistance Tool FAQ: a search engine, not a program itself; www.mat.org",
    },
  },
  {
    id: 'undue_medical_debt',
    name: 'Undue Medical Debt (formerly RIP Medical Debt)',
    description:
      'A nonprofit that buys bundles of medical debt and cancels it for people with lower incomes or large debts; there is no application, and people whose debt is cancelled get a letter.',
    category: 'financial_assistance',
    urgencyLevel: 'standard',
    services: [
      'Cancels purchased medical debt at no cost to the patient',
      'No application: relief arrives by letter',
      'Cancelled debt is no longer owed',
      'Works with cities and states on debt relief',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { website: 'https://www.unduemedicaldebt.org' },
    source: {
      url: 'https://tzedekdc.org/medical-debt-relief',
      checkedOn: CHECKED_ON,
      note: 'Tzedek DC: learn more at UndueMedicalDebt.org; no way to apply; recipients get a letter. Renaming from RIP Medical Debt on the Undue press pages',
    },
  },
  {
    id: 'legal_services_corporation',
    name: 'Legal Services Corporation (legal aid)',
    description:
      'The federally funded nonprofit that pays for local civil legal aid programs in every state; low-income people can get free help with problems such as debt collection, housing and public benefits.',
    category: 'billing_advocacy',
    urgencyLevel: 'standard',
    services: [
      'Find the legal aid program that serves your area',
      'Free civil legal help for low-income households',
      'Debt collection, housing and benefits problems',
      'Offices in every state, DC and the territories',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { website: 'https://www.lsc.gov' },
    source: {
      url: 'https://www.lsc.gov/',
      checkedOn: CHECKED_ON,
      note: 'LSC home page: funds independent legal aid programs in every state; clients at or below 125% of the federal poverty guidelines',
    },
  },
  {
    id: 'hrsa_health_centers',
    name: 'Community health centers (HRSA Find a Health Center)',
    description:
      'Federally funded local clinics for medical, dental and mental health care that must serve everyone, even people who cannot pay, and charge on a sliding fee scale by income and family size.',
    category: 'charity_care',
    urgencyLevel: 'standard',
    services: [
      'Care regardless of ability to pay',
      'Fees on a sliding scale by income and family size',
      'Medical, dental, mental health and substance use care',
      'Find a Health Center tool for the nearest clinic',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { website: 'https://bphc.hrsa.gov/about-health-center-program/what-health-center' },
    source: {
      url: 'https://bphc.hrsa.gov/about-health-center-program/what-health-center',
      checkedOn: CHECKED_ON,
      note: 'HRSA: health centers serve everyone even if they cannot pay, charge on a sliding fee scale; use the Find a Health Center tool',
    },
  },
  {
    id: 'eldercare_locator',
    name: 'Eldercare Locator',
    description:
      'A free national call center and website of the U.S. Administration for Community Living that connects older adults and caregivers to local aging agencies for help with benefits, transportation, housing and care at home.',
    category: 'financial_assistance',
    urgencyLevel: 'standard',
    services: [
      'Referrals to the local Area Agency on Aging',
      'Help finding benefits and home and community services',
      'For older adults, people with disabilities and caregivers',
      'Call center open on weekdays',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { phone: '1-800-677-1116', website: 'https://eldercare.acl.gov' },
    source: {
      url: 'https://usaging.org/eldercareloc',
      checkedOn: CHECKED_ON,
      note: 'USAging: National Call Center 800.677.1116, Monday to Friday, and www.eldercare.acl.gov',
    },
  },
  {
    id: 'va_health_benefits',
    name: 'VA health care (Veterans Affairs)',
    description:
      "The Department of Veterans Affairs' health care for eligible veterans; its health benefits line takes applications and answers questions about enrollment and costs.",
    category: 'financial_assistance',
    urgencyLevel: 'standard',
    services: [
      'Apply for VA health care by phone, online, by mail or in person',
      'Questions about eligibility and priority groups',
      'Care at VA facilities across the country',
      'Phone line weekdays 8 a.m. to 8 p.m. Eastern',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { phone: '1-877-222-8387', website: 'https://www.va.gov' },
    source: {
      url: 'https://www.va.gov/opa/publications/benefits_book/Chapter_1_Health_Care_Benefits.asp',
      checkedOn: CHECKED_ON,
      note: 'VA benefits book, chapter 1: VA Health Benefits toll-free 1-877-222-VETS (8387), weekdays 8 a.m. to 8 p.m. EST',
    },
  },
];
