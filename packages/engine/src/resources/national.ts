import type { PatientResource } from '@clearbill/shared';
import { moreNationalResources } from './national-programs';

/**
 * National programs, each phone number and website checked against the public page named in `source`
 * on 2026-11-27 (docs/research/resources.md). A program whose facts could not be checked is left out.
 * Descriptions and service lists are written by us.
 */
const CHECKED_ON = '2026-11-27';

const firstNationalResources: readonly PatientResource[] = [
  {
    id: '988_crisis',
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Free, confidential support at any hour from trained crisis counselors for anyone in suicidal crisis, a mental health or substance use crisis, or emotional distress, including distress about money or bills.',
    category: 'crisis_support',
    urgencyLevel: 'immediate',
    services: [
      'Call or text 988, any time',
      'Chat online at 988lifeline.org',
      'Spanish and translation into many other languages',
      'Option for the Veterans Crisis Line',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { phone: '988', website: 'https://988lifeline.org' },
    source: {
      url: 'https://www.mcphs.edu/student-life/counseling-services/emergency-services/988-suicide-and-crisis-lifeline',
      checkedOn: CHECKED_ON,
      note: 'Call or text 988 or chat 988lifeline.org',
    },
  },
  {
    id: 'no_surprises_help_desk',
    name: 'No Surprises Help Desk (CMS)',
    description:
      'The federal help desk for surprise medical bills: answers questions about the No Surprises Act protections and takes complaints when a plan, provider or facility may not be following them.',
    category: 'billing_advocacy',
    urgencyLevel: 'urgent',
    services: [
      'Questions about surprise out-of-network bills',
      'Complaints by phone or online',
      'Help in English, Spanish and many other languages',
      'Referral to the right federal or state authority',
    ],
    coverage: { national: true, states: [] },
    contactInfo: {
      phone: '1-800-985-3059',
      website: 'https://nsa-idr.cms.gov/consumercomplaints/s/?language=en_US',
    },
    source: {
      url: 'https://nsa-idr.cms.gov/consumercomplaints/s/?language=en_US',
      checkedOn: CHECKED_ON,
      note: 'CMS complaint page: "Call the Help Desk at 1-800-985-3059"',
    },
  },
  {
    id: 'samhsa_national_helpline',
    name: "SAMHSA's National Helpline",
    description:
      'A free, confidential referral and information line, open at any hour, for people and families facing mental health or substance use disorders; callers without insurance or with too little are referred to state-funded programs and sliding-fee services.',
    category: 'crisis_support',
    urgencyLevel: 'urgent',
    services: [
      'Referrals to local treatment, support groups and community organizations',
      'Referrals to state-funded and sliding-fee programs for the uninsured or underinsured',
      'English and Spanish, 24 hours a day, every day',
      'TTY line 1-800-487-4889',
    ],
    coverage: { national: true, states: [] },
    contactInfo: {
      phone: '1-800-662-4357',
      website: 'https://www.samhsa.gov/find-help/national-helpline',
    },
    source: {
      url: 'https://www.samhsa.gov/find-help/national-helpline',
      checkedOn: CHECKED_ON,
      note: "SAMHSA's National Helpline, 1-800-662-HELP (4357), TTY 1-800-487-4889; free, confidential, 24/7",
    },
  },
  {
    id: 'medicare',
    name: 'Medicare (1-800-MEDICARE)',
    description:
      'The federal health insurance program for people 65 or older, some younger people with disabilities and people with end-stage renal disease; its line answers questions about coverage, claims and appeals.',
    category: 'billing_advocacy',
    urgencyLevel: 'standard',
    services: [
      'Questions about Medicare coverage and claims',
      'Help with Medicare appeals',
      'Plan and drug coverage information',
      'TTY line 1-877-486-2048',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { phone: '1-800-633-4227', website: 'https://www.medicare.gov' },
    source: {
      url: 'https://wiserwomen.org/caregiver-home/caregiver-medicare-parent/',
      checkedOn: CHECKED_ON,
      note: 'Call 1-800-MEDICARE (633-4227) or go to www.medicare.gov; TTY 1-877-486-2048 (also the CMS "Welcome to Medicare" booklet)',
    },
  },
  {
    id: '211_helpline',
    name: '211',
    description:
      'A free, confidential referral line reached by dialing 211 in nearly all of the United States: trained specialists connect callers to local help with health care costs, utilities, food, housing and more.',
    category: 'financial_assistance',
    urgencyLevel: 'standard',
    services: [
      'Referrals to local health care and social services',
      'Help finding utility, rent and food assistance',
      'Mental health and crisis referrals',
      'Free and confidential',
    ],
    coverage: { national: true, states: [] },
    contactInfo: { phone: '211' },
    source: {
      url: 'https://www.votervoice.net/UWW/Campaigns/128564/Respond',
      checkedOn: CHECKED_ON,
      note: 'United Way Worldwide: 211, the FCC-designated 3-digit code, accessible to 99% of the U.S. population',
    },
  },
];

/** Every national program: the first five, then those in national-programs.ts. */
export const nationalResources: readonly PatientResource[] = [
  ...firstNationalResources,
  ...moreNationalResources,
];
