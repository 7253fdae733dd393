import { PAYERS_CHECKED_ON as ON, type PayerGroup } from '../types';
import { doc } from './doc';

/**
 * Original Medicare and the Medicare Administrative Contractors (MACs) that process its claims and decide the
 * first appeal (redetermination). A MAC's appeal address depends on the jurisdiction and the part (A or B), and
 * the patient's Medicare Summary Notice prints the right one, so no MAC address is recorded as the payer's
 * appeal address. Sources: docs/research/payers.md.
 */
const MAC_LIMIT =
  'A redetermination (first appeal) must be asked for within 120 days of receiving the initial determination (the Medicare Summary Notice).';

export const medicare: PayerGroup = {
  payers: [
    {
      id: 'original-medicare',
      name: 'Original Medicare',
      aliases: [
        'Medicare Part A',
        'Medicare Part B',
        'Medicare Parts A and B',
        'Centers for Medicare & Medicaid Services',
        'CMS Medicare',
        'Medicare Summary Notice',
      ],
      kind: 'medicare',
      states: [],
      website: 'https://www.medicare.gov',
      appeals: {
        timeLimitDays: 120,
        timeLimitText:
          'File the appeal within 120 days of the date you get the Medicare Summary Notice; send it to the company that handles Medicare claims, at the address in the "Appeals Information" section of the notice.',
        documentId: 'medicare-how-to-file-appeal',
      },
      checked: { url: 'https://www.medicare.gov/claims-appeals/how-do-i-file-an-appeal', on: ON },
    },
    {
      id: 'noridian',
      name: 'Noridian Healthcare Solutions',
      aliases: ['Noridian', 'Noridian Medicare', 'Noridian JF', 'Noridian JE'],
      kind: 'medicare',
      states: [],
      website: 'https://med.noridianmedicare.com',
      appeals: { timeLimitDays: 120, timeLimitText: MAC_LIMIT, documentId: 'noridian-jf-redetermination' },
      checked: { url: 'https://med.noridianmedicare.com/web/jfa/topics/appeals/redetermination', on: ON },
    },
    {
      id: 'national-government-services',
      name: 'National Government Services',
      aliases: ['NGS Medicare', 'National Government Services Inc'],
      kind: 'medicare',
      states: [],
      website: 'https://www.ngsmedicare.com',
      appeals: { timeLimitDays: 120, timeLimitText: MAC_LIMIT, documentId: 'ngs-levels-of-appeal' },
      checked: {
        url: 'https://www.ngsmedicare.com/web/ngs/levels-of-appeals-and-time-limits-for-filing?selectedArticleId=2755329',
        on: ON,
      },
    },
    {
      id: 'novitas-solutions',
      name: 'Novitas Solutions',
      aliases: ['Novitas', 'Novitas Solutions Inc'],
      kind: 'medicare',
      states: [],
      website: 'https://www.novitas-solutions.com',
      appeals: { timeLimitDays: 120, timeLimitText: MAC_LIMIT, documentId: 'novitas-redetermination' },
      checked: {
        url: 'https://www.novitas-solutions.com/webcenter/portal/MedicareJH/pagebyid?contentId=00002674',
        on: ON,
      },
    },
    {
      id: 'palmetto-gba',
      name: 'Palmetto GBA',
      aliases: ['Palmetto Government Benefits Administrators', 'Railroad Medicare'],
      kind: 'medicare',
      states: [],
      website: 'https://www.palmettogba.com',
      appeals: { timeLimitDays: 120, timeLimitText: MAC_LIMIT, documentId: 'palmetto-jm-part-b-appeals' },
      checked: { url: 'https://palmettogba.com/palmetto/jmb.nsf/DID/8BZLLT0553', on: ON },
    },
    {
      id: 'cgs-administrators',
      name: 'CGS Administrators',
      aliases: ['CGS Medicare', 'CGS Administrators LLC'],
      kind: 'medicare',
      states: [],
      website: 'https://www.cgsmedicare.com',
      appeals: { timeLimitDays: 120, timeLimitText: MAC_LIMIT, documentId: 'cgs-part-a-redetermination' },
      checked: { url: 'https://cgsmedicare.com/parta/appeals/level1.html', on: ON },
    },
    {
      id: 'first-coast-service-options',
      name: 'First Coast Service Options',
      aliases: ['First Coast', 'FCSO'],
      kind: 'medicare',
      states: ['FL', 'PR', 'VI'],
      website: 'https://medicare.fcso.com',
      appeals: { timeLimitDays: 120, timeLimitText: MAC_LIMIT, documentId: 'fcso-appeals' },
      checked: { url: 'https://medicare.fcso.com/wrapped/0508625.asp', on: ON },
    },
  ],
  documents: [
    doc({
      id: 'medicare-how-to-file-appeal',
      payerId: 'original-medicare',
      document_title: 'How do I file an appeal?',
      payer_name: 'Original Medicare',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.medicare.gov/claims-appeals/how-do-i-file-an-appeal',
      summary:
        'Medicare.gov on appeals: in Original Medicare, start from the Medicare Summary Notice, appeal within 120 days with the Redetermination Request Form or a letter to the claims company on the notice, and what to include; a decision usually comes within 60 days. Medicare health plans: appeal to the plan within 60 days.',
    }),
    doc({
      id: 'medicare-appeals-level-1',
      payerId: 'original-medicare',
      document_title: 'Appeals Level 1: Company handling Medicare claims redetermination',
      payer_name: 'Original Medicare',
      document_type: 'appeals_and_grievances',
      document_url:
        'https://www.medicare.gov/claims-appeals/file-an-appeal/appeals-level-1-company-handling-medicare-claims-redetermination',
      summary:
        'The three ways to ask for a redetermination of an Original Medicare claim (the form, the notice itself with your explanation, or a letter), where to send it (the "Appeals Information" section of the Medicare Summary Notice) and the 120-day limit.',
    }),
    doc({
      id: 'cms-redetermination-first-level',
      payerId: 'original-medicare',
      document_title: 'First Level of Appeal: Redetermination by a Medicare Contractor',
      payer_name: 'Original Medicare',
      document_type: 'timely_filing',
      document_url:
        'https://www.cms.gov/Medicare/Appeals-and-Grievances/OrgMedFFSAppeals/RedeterminationbyaMedicareContractor.html',
      summary:
        'CMS on the first appeal level: 120 days from receiving the initial determination (presumed received 5 days after the notice date), a written request on form CMS-20027 or a letter with the listed items, no minimum amount, sent to the contractor named on the notice.',
    }),
    doc({
      id: 'cms-medicare-coverage-database',
      payerId: 'original-medicare',
      document_title: 'How to Use the Medicare Coverage Database (MLN901347)',
      payer_name: 'Original Medicare',
      document_type: 'medical_policy_index',
      document_url:
        'https://www.cms.gov/Outreach-and-Education/MLN/Educational-Tools/MLN901347-How-to-MCD/mcd/mcd/print_version/',
      summary:
        "CMS's guide to the Medicare Coverage Database, where Original Medicare's national coverage determinations (NCDs), local coverage determinations (LCDs) and billing articles are published: the rules a denied service is judged by.",
    }),
    doc({
      id: 'noridian-jf-redetermination',
      payerId: 'noridian',
      document_title: 'Redetermination (Jurisdiction F, Part A)',
      payer_name: 'Noridian Healthcare Solutions',
      document_type: 'appeals_and_grievances',
      document_url: 'https://med.noridianmedicare.com/web/jfa/topics/appeals/redetermination',
      summary:
        "Noridian's page on the first appeal level: 120 days from receiving the initial determination, a decision within 60 days, the redetermination form, and what cannot be appealed.",
    }),
    doc({
      id: 'noridian-je-part-b-redetermination',
      payerId: 'noridian',
      document_title: 'Redetermination (Jurisdiction E, Part B)',
      payer_name: 'Noridian Healthcare Solutions',
      document_type: 'timely_filing',
      document_url: 'https://med.noridianmedicare.com/web/jeb/topics/appeals/redetermination',
      summary:
        'Noridian Jurisdiction E Part B: the 120-day limit for a redetermination (also for an overpayment), the 60-day decision time, the request form and how to send it.',
    }),
    doc({
      id: 'ngs-levels-of-appeal',
      payerId: 'national-government-services',
      document_title: 'Levels of Appeals and Time Limits for Filing',
      payer_name: 'National Government Services',
      document_type: 'timely_filing',
      document_url:
        'https://www.ngsmedicare.com/web/ngs/levels-of-appeals-and-time-limits-for-filing?selectedArticleId=2755329',
      summary:
        'National Government Services on the five appeal levels: a redetermination within 120 days of receiving the initial determination, decided within 60 days, with no minimum amount; filed online or in writing.',
    }),
    doc({
      id: 'ngs-about-appeals',
      payerId: 'national-government-services',
      document_title: 'About Appeals: submitting a redetermination by mail',
      payer_name: 'National Government Services',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.ngsmedicare.com/web/ngs/about-appeals?selectedArticleId=2982101',
      summary:
        'The three steps to a mailed redetermination request to National Government Services: the request form, the supporting records, and the jurisdiction address; what makes a request incomplete.',
    }),
    doc({
      id: 'novitas-redetermination',
      payerId: 'novitas-solutions',
      document_title: 'Appeals: filing a request for a redetermination (Jurisdiction H)',
      payer_name: 'Novitas Solutions',
      document_type: 'appeals_and_grievances',
      document_url:
        'https://www.novitas-solutions.com/webcenter/portal/MedicareJH/pagebyid?contentId=00002674',
      summary:
        "Novitas Solutions' appeal guide: a redetermination within 120 days of receiving the initial determination, in writing only (not by phone), the items every request must hold, and links to the Jurisdiction H and L addresses.",
    }),
    doc({
      id: 'palmetto-jm-part-b-appeals',
      payerId: 'palmetto-gba',
      document_title: 'Appeals (Jurisdiction M, Part B)',
      payer_name: 'Palmetto GBA',
      document_type: 'claims_address',
      document_url: 'https://palmettogba.com/palmetto/jmb.nsf/DID/8BZLLT0553',
      summary:
        'Palmetto GBA Jurisdiction M Part B: the 120-day redetermination and 180-day reconsideration limits, and the fax number and mailing address for Part B redetermination requests in that jurisdiction.',
    }),
    doc({
      id: 'palmetto-jm-part-b-how-to-submit',
      payerId: 'palmetto-gba',
      document_title: 'How to Submit Part B Redetermination Requests (Jurisdiction M)',
      payer_name: 'Palmetto GBA',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.palmettogba.com/palmetto/jmb.nsf/DID/8GRPED0722',
      summary:
        'How a Part B redetermination reaches Palmetto GBA (online portal, mail or fax), and why medical records that show the service was necessary should be sent with it.',
    }),
    doc({
      id: 'cgs-part-a-redetermination',
      payerId: 'cgs-administrators',
      document_title: '1st Level of Appeal: Redetermination (Part A)',
      payer_name: 'CGS Administrators',
      document_type: 'timely_filing',
      document_url: 'https://cgsmedicare.com/parta/appeals/level1.html',
      summary:
        'CGS Part A: 120 days from receiving the initial determination, no minimum amount, 60 days for CGS to decide, and what to send (the request form first, an appointment of representative, the records).',
    }),
    doc({
      id: 'fcso-appeals',
      payerId: 'first-coast-service-options',
      document_title: 'Appeals (Florida, Puerto Rico, U.S. Virgin Islands)',
      payer_name: 'First Coast Service Options',
      document_type: 'appeals_and_grievances',
      state_specific: 'FL',
      document_url: 'https://medicare.fcso.com/wrapped/0508625.asp',
      summary:
        'First Coast: the difference between a clerical reopening (within one year) and a redetermination (within 120 days of receiving the notice), and how to send each for Part A and Part B.',
    }),
    doc({
      id: 'fcso-levels-of-appeal',
      payerId: 'first-coast-service-options',
      document_title: 'When to file an appeal: the five levels and their time limits',
      payer_name: 'First Coast Service Options',
      document_type: 'timely_filing',
      state_specific: 'FL',
      document_url: 'https://medicare.fcso.com/Appeals/164098.asp',
      summary:
        'A table of the five Medicare appeal levels with each time limit (redetermination 120 days, reconsideration 180 days) and who decides each.',
    }),
  ],
};
