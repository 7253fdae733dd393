import { PAYERS_CHECKED_ON as ON, type PayerGroup } from '../types';
import { doc } from './doc';

/** Regional plans. Sources and what could not be verified: docs/research/payers.md. */
export const regional: PayerGroup = {
  payers: [
    {
      id: 'kaiser-permanente',
      name: 'Kaiser Permanente',
      aliases: ['Kaiser', 'Kaiser Foundation Health Plan', 'Kaiser Foundation Health Plan Inc'],
      kind: 'regional',
      states: ['CA', 'HI'],
      website: 'https://healthy.kaiserpermanente.org',
      checked: {
        url: 'https://healthy.kaiserpermanente.org/northern-california/language-assistance/nondiscrimination-notice',
        on: ON,
      },
    },
    {
      id: 'harvard-pilgrim',
      name: 'Harvard Pilgrim Health Care',
      aliases: ['Harvard Pilgrim', 'HPHC'],
      kind: 'regional',
      states: ['MA', 'CT', 'ME', 'NH'],
      website: 'https://www.harvardpilgrim.org',
      checked: { url: 'https://www.harvardpilgrim.org/myoptions/spring-2021/', on: ON },
    },
    {
      id: 'tufts-health-plan',
      name: 'Tufts Health Plan',
      aliases: ['Tufts Health Public Plans', 'Tufts Health Together', 'Tufts Health Direct'],
      kind: 'regional',
      states: ['MA', 'RI', 'NH'],
      website: 'https://tuftshealthplan.com',
      checked: { url: 'https://tuftshealthplan.com/provider/our-plans/complaints-grievances', on: ON },
    },
    {
      id: 'tufts-medicare-preferred',
      name: 'Tufts Health Plan Medicare Preferred',
      aliases: ['Tufts Medicare Preferred', 'Tufts Medicare Preferred HMO'],
      kind: 'medicare_advantage',
      states: ['MA'],
      website: 'https://www.tuftsmedicarepreferred.org',
      appeals: {
        mailingAddress:
          'Attn: Appeals & Grievance Department\nTufts Health Plan Medicare Preferred\n705 Mt. Auburn Street\nWatertown, MA 02472',
        fax: '1-617-972-9405',
        phone: '1-800-701-9000',
        documentId: 'tufts-medicare-preferred-grievance-appeal',
      },
      checked: {
        url: 'https://www.tuftsmedicarepreferred.org/how-do-i-file-grievance-or-appeal-about-my-tufts-medicare-preferred-hmo-plan',
        on: ON,
      },
    },
    {
      id: 'priority-health',
      name: 'Priority Health',
      aliases: ['Priority Health Insurance Company', 'MyPriority'],
      kind: 'regional',
      states: ['MI'],
      website: 'https://www.priorityhealth.com',
      appeals: {
        timeLimitDays: 180,
        timeLimitText:
          'A Level 1 appeal within 180 days of the denial (fully funded employer group plans; MyPriority and self-funded plans also state 180 days; Medicaid and FEHB plans differ).',
        documentId: 'priority-health-fully-funded-group-appeals',
      },
      checked: {
        url: 'https://www.priorityhealth.com/member/contact-us/filing-a-complaint/fully-funded-group-grievance',
        on: ON,
      },
    },
    {
      id: 'priority-health-choice',
      name: 'Priority Health Choice',
      aliases: [
        'Priority Health Choice Inc',
        'Priority Health Medicaid',
        'Priority Health Healthy Michigan Plan',
      ],
      kind: 'medicaid_mco',
      states: ['MI'],
      website: 'https://www.priorityhealth.com',
      appeals: {
        fax: '616.975.8894',
        timeLimitDays: 60,
        timeLimitText: 'Within 60 days from the date you learn of the decision you do not agree with.',
        documentId: 'priority-health-choice-medicaid-appeals',
      },
      checked: {
        url: 'https://www.priorityhealth.com/member/center/contact-us/filing-a-complaint/medicaid-process',
        on: ON,
      },
    },
    {
      id: 'healthpartners',
      name: 'HealthPartners',
      aliases: ['HealthPartners Inc', 'HealthPartners Minnesota'],
      kind: 'regional',
      states: ['MN'],
      website: 'https://www.healthpartners.com',
      appeals: {
        mailingAddress: 'HealthPartners Member Services\nPO Box 1309\nMinneapolis, MN 55440',
        phone: '800-331-8643',
        documentId: 'healthpartners-need-help-appeals',
      },
      checked: {
        url: 'https://www.healthpartners.com/public/about/board/board-committees/board-appeal/',
        on: ON,
      },
    },
    {
      id: 'medica',
      name: 'Medica',
      aliases: ['Medica Health Plans', 'Medica Insurance Company', 'WellFirst Health'],
      kind: 'regional',
      states: ['MN', 'WI', 'NE', 'IA', 'ND', 'SD'],
      website: 'https://www.medica.com',
      checked: {
        url: 'https://medica.com/find-care/select-your-medicare-plan/advantage-appeals-and-grievances',
        on: ON,
      },
    },
    {
      id: 'wellmark',
      name: 'Wellmark Blue Cross and Blue Shield',
      aliases: [
        'Wellmark',
        'Wellmark BCBS',
        'Wellmark Blue Cross Blue Shield',
        'Wellmark Health Plan of Iowa',
      ],
      kind: 'bcbs',
      states: ['IA', 'SD'],
      website: 'https://www.wellmark.com',
      appeals: {
        mailingAddress:
          'Wellmark Health Plan of Iowa, Inc.\nSpecial Inquiries, Station 5W189\nPO Box 9232\nDes Moines, IA 50306-9232',
        timeLimitDays: 180,
        timeLimitText: 'A written request for review within 180 days of the date of the notice.',
        documentId: 'wellmark-notice-right-to-appeal',
      },
      checked: { url: 'https://www.wellmark.com/mywellmarknotice', on: ON },
    },
    {
      id: 'bcbs-minnesota',
      name: 'Blue Cross and Blue Shield of Minnesota',
      aliases: ['Blue Cross MN', 'BCBS of Minnesota', 'BCBSMN', 'Blue Plus'],
      kind: 'bcbs',
      states: ['MN'],
      website: 'https://www.bluecrossmn.com',
      checked: { url: 'https://www.bluecrossmn.com/Page/mn/en_US/complaints-and-appeals', on: ON },
    },
    {
      id: 'emblemhealth',
      name: 'EmblemHealth',
      aliases: ['Emblem Health', 'GHI', 'HIP Health Plan of New York', 'Group Health Incorporated'],
      kind: 'regional',
      states: ['NY'],
      website: 'https://www.emblemhealth.com',
      checked: {
        url: 'https://www.emblemhealth.com/Our-Plans/Medicare/The-EmblemHealth-Difference/Grievance-and-Appeal-Information/Appeals',
        on: ON,
      },
    },
  ],
  documents: [
    doc({
      id: 'kaiser-ncal-nondiscrimination-grievance',
      payerId: 'kaiser-permanente',
      document_title:
        'Nondiscrimination notice: how to file a grievance with Kaiser Permanente (Northern California)',
      payer_name: 'Kaiser Permanente',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url:
        'https://healthy.kaiserpermanente.org/northern-california/language-assistance/nondiscrimination-notice',
      summary:
        "Kaiser Permanente Northern California's member services numbers (Medicare, Medi-Cal, all others), its free language and disability aids, and how to file a discrimination grievance.",
    }),
    doc({
      id: 'harvard-pilgrim-plan-information-2021',
      payerId: 'harvard-pilgrim',
      document_title: 'Plan information — spring 2021: rights, appeals and external review',
      payer_name: 'Harvard Pilgrim Health Care',
      document_type: 'appeals_and_grievances',
      plan_year: 2021,
      document_url: 'https://www.harvardpilgrim.org/myoptions/spring-2021/',
      summary:
        "Harvard Pilgrim's yearly member notice: member rights and responsibilities, state regulation changes (MA, CT, ME, NH), and how a member or representative appeals a coverage denial (claims and pre-authorizations) and asks for an external review.",
    }),
    doc({
      id: 'harvard-pilgrim-marketplace-transparency',
      payerId: 'harvard-pilgrim',
      document_title: 'Transparency Information (Marketplace plans)',
      payer_name: 'Harvard Pilgrim Health Care',
      document_type: 'member_handbook',
      document_url: 'https://www.harvardpilgrim.org/public/Marketplace-Transparency-Information',
      summary:
        'When Harvard Pilgrim covers an out-of-network provider (emergency, urgent care while travelling, a dependent living away, no plan provider with the expertise) and when the member can or cannot be balance billed.',
    }),
    doc({
      id: 'tufts-complaints-grievances-appeals',
      payerId: 'tufts-health-plan',
      document_title: 'Complaints, Grievances and Appeals',
      payer_name: 'Tufts Health Plan',
      document_type: 'external_review',
      document_url: 'https://tuftshealthplan.com/provider/our-plans/complaints-grievances',
      summary:
        "Tufts Health Plan members' rights to complain, grieve and appeal, and which outside body takes the external appeal for each plan type (Massachusetts Office of Patient Protection, Rhode Island's health insurance commissioner, New Hampshire Insurance Department, MassHealth Board of Hearings).",
    }),
    doc({
      id: 'tufts-together-documents',
      payerId: 'tufts-health-plan',
      document_title: 'Tufts Health Together: documents and resources',
      payer_name: 'Tufts Health Plan',
      document_type: 'member_handbook',
      state_specific: 'MA',
      document_url:
        'https://tuftshealthplan.com/member/our-plans/tufts-health-together/documents-and-resources',
      summary:
        'For Tufts Health Together (MassHealth) members: the member handbook, the grievances and appeals guide, complaints to MassHealth, the mental health parity notice and other member documents.',
    }),
    doc({
      id: 'tufts-medicare-preferred-grievance-appeal',
      payerId: 'tufts-medicare-preferred',
      document_title: 'How do I file a grievance or appeal about my Tufts Medicare Preferred HMO plan?',
      payer_name: 'Tufts Health Plan Medicare Preferred',
      document_type: 'appeals_and_grievances',
      state_specific: 'MA',
      document_url:
        'https://www.tuftsmedicarepreferred.org/how-do-i-file-grievance-or-appeal-about-my-tufts-medicare-preferred-hmo-plan',
      summary:
        'Who may file, the Customer Relations phone line and hours, the Appeals & Grievance Department mailing address in Watertown, MA, the fax numbers, and where in the Evidence of Coverage the rules are.',
    }),
    doc({
      id: 'priority-health-fully-funded-group-appeals',
      payerId: 'priority-health',
      document_title: 'Fully funded group plan appeal process',
      payer_name: 'Priority Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url:
        'https://www.priorityhealth.com/member/contact-us/filing-a-complaint/fully-funded-group-grievance',
      summary:
        "Priority Health's three levels for fully funded employer plans: Level 1 within 180 days of the denial, Level 2 within 90 days, a Michigan DIFS external review within 127 days, with the decision times before and after care.",
    }),
    doc({
      id: 'priority-health-mypriority-appeals',
      payerId: 'priority-health',
      document_title: 'MyPriority plan appeal process',
      payer_name: 'Priority Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url: 'https://priorityhealth.com/member/contact-us/filing-a-complaint/mypriority-plan-process',
      summary:
        'For MyPriority (individual) members: appeal within 180 days of the adverse determination, then a state external review through DIFS within 127 days; 30 days to decide before care, 60 after; four ways to send the appeal.',
    }),
    doc({
      id: 'priority-health-self-funded-appeals',
      payerId: 'priority-health',
      document_title: 'Self-funded group appeals process',
      payer_name: 'Priority Health',
      document_type: 'timely_filing',
      state_specific: 'MI',
      document_url:
        'https://www.priorityhealth.com/member/contact-us/filing-a-complaint/self-funded-group-process',
      summary:
        'For self-funded employer plans administered by Priority Health: Level 1 within 180 days, Level 2 (review by the employer) within 60 days or 4 months depending on grandfathered status, and decision times.',
    }),
    doc({
      id: 'priority-health-medicare-grievance',
      payerId: 'priority-health',
      document_title: 'Grievance (complaint) for Priority Health Medicare members',
      payer_name: 'Priority Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url:
        'https://www.priorityhealth.com/medicare/once-you-enroll/plan-administration/exceptions-and-complaints/filing-a-grievance',
      summary:
        'The 60-day limit for a Medicare grievance, the Grand Rapids mailing address and fax, expedited grievances, and the 30-day answer (extendable by 14 days).',
    }),
    doc({
      id: 'priority-health-fehb-appeals',
      payerId: 'priority-health',
      document_title: 'FEHB plan member appeals process',
      payer_name: 'Priority Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url: 'https://www.priorityhealth.com/member/center/contact-us/filing-a-complaint/fehb-process',
      summary:
        'For federal employee (FEHB) members: appeal within 6 months of the denial, free copies of the claim documents from Customer Service, and the decision times.',
    }),
    doc({
      id: 'priority-health-medicare-value-2026',
      payerId: 'priority-health',
      document_title: '2026 PriorityMedicare Value (HMO-POS) coverage summary',
      payer_name: 'Priority Health',
      document_type: 'summary_of_benefits',
      plan_year: 2026,
      state_specific: 'MI',
      document_url:
        'https://www.priorityhealth.com/medicare/once-you-enroll/plan-information/prioritymedicare-value',
      summary:
        "Priority Health's chart of what the 2026 PriorityMedicare Value plan charges: $0 deductible, $5,100 in-network out-of-pocket maximum, hospital, office, emergency and urgent care copays, with the plan documents to download.",
      coverageDetails: [
        {
          service_type: 'Primary care visit',
          coverage_category: 'Doctor office visits',
          copayment: '$0 copay',
        },
        {
          service_type: 'Specialist visit',
          coverage_category: 'Doctor office visits',
          copayment: '$35 copay',
        },
        {
          service_type: 'Palliative care physician visit',
          coverage_category: 'Doctor office visits',
          copayment: '$0 copay',
        },
        {
          service_type: 'Emergency room visit',
          coverage_category: 'Emergency and urgent care',
          copayment: '$130 copay',
        },
        {
          service_type: 'Urgent care visit',
          coverage_category: 'Emergency and urgent care',
          copayment: '$50 copay',
        },
        {
          service_type: 'Inpatient hospital stay, days 1-7',
          coverage_category: 'Inpatient hospital care',
          copayment: '$325 copay per day',
        },
        {
          service_type: 'Inpatient hospital stay, day 8 and beyond',
          coverage_category: 'Inpatient hospital care',
          copayment: '$0 copay per day',
        },
      ],
    }),
    doc({
      id: 'priority-health-medicare-one-2024',
      payerId: 'priority-health',
      document_title: '2024 PriorityMedicare ONE (HMO-POS) coverage summary',
      payer_name: 'Priority Health',
      document_type: 'summary_of_benefits',
      plan_year: 2024,
      state_specific: 'MI',
      document_url:
        'https://www.priorityhealth.com/medicare/once-you-enroll/plan-information/prioritymedicare-one',
      summary:
        "Priority Health's chart for the 2024 PriorityMedicare ONE plan: $0 deductible, a $4,300 out-of-pocket maximum (in and out of network), and the copays for hospital stays, office visits, emergency and urgent care and lab services.",
      coverageDetails: [
        {
          service_type: 'Primary care visit',
          coverage_category: 'Doctor office visits',
          copayment: '$0 copay',
        },
        {
          service_type: 'Specialist visit',
          coverage_category: 'Doctor office visits',
          copayment: '$35 copay',
        },
        {
          service_type: 'Palliative care physician visit',
          coverage_category: 'Doctor office visits',
          copayment: '$0 copay',
        },
        {
          service_type: 'Emergency room visit',
          coverage_category: 'Emergency and urgent care',
          copayment: '$120 copay',
        },
        {
          service_type: 'Urgent care visit',
          coverage_category: 'Emergency and urgent care',
          copayment: '$35 copay',
        },
        {
          service_type: 'Inpatient hospital stay, days 1-7',
          coverage_category: 'Inpatient hospital care',
          copayment: '$285 copay per day',
        },
        {
          service_type: 'Inpatient hospital stay, day 8 and beyond',
          coverage_category: 'Inpatient hospital care',
          copayment: '$0 copay per day',
        },
        {
          service_type: 'Medicare-covered lab services',
          coverage_category: 'Lab services',
          copayment: '$0 copay',
        },
      ],
    }),
    doc({
      id: 'priority-health-prioritymedicare-2020',
      payerId: 'priority-health',
      document_title: '2020 PriorityMedicare (HMO-POS) in-network benefits',
      payer_name: 'Priority Health',
      document_type: 'summary_of_benefits',
      plan_year: 2020,
      state_specific: 'MI',
      document_url: 'https://www.priorityhealth.com/medicare/compare-plans/prioritymedicare-2020',
      summary:
        "Priority Health's plan page for 2020 PriorityMedicare: $0 deductible, $4,500 in-network out-of-pocket maximum, and the copays for hospital stays, office visits, emergency and urgent care, labs, tests, X-rays and diagnostic radiology.",
      coverageDetails: [
        {
          service_type: 'Primary care visit',
          coverage_category: 'Doctor office visits',
          copayment: '$10 copay',
        },
        {
          service_type: 'Specialist visit',
          coverage_category: 'Doctor office visits',
          copayment: '$40 copay',
        },
        {
          service_type: 'Emergency room visit',
          coverage_category: 'Emergency and urgent care',
          copayment: '$90 copay',
        },
        {
          service_type: 'Urgent care visit',
          coverage_category: 'Emergency and urgent care',
          copayment: '$50 copay',
        },
        {
          service_type: 'Inpatient hospital stay, days 1-6',
          coverage_category: 'Inpatient hospital care',
          copayment: '$225 copay per day',
        },
        {
          service_type: 'Inpatient hospital stay, day 7 and beyond',
          coverage_category: 'Inpatient hospital care',
          copayment: '$0 copay per day',
        },
        {
          service_type: 'Medicare-covered lab services',
          coverage_category: 'Lab services',
          copayment: '$30 copay',
        },
        {
          service_type: 'Medicare-covered diagnostic procedures and tests',
          coverage_category: 'Diagnostic tests and procedures',
          copayment: '$30 copay',
        },
        {
          service_type: 'Medicare-covered outpatient X-rays',
          coverage_category: 'Outpatient X-rays',
          copayment: '$35 copay',
        },
        {
          service_type: 'Diagnostic radiology (such as MRI and CT)',
          coverage_category: 'Diagnostic radiology services',
          copayment: '$125 copay',
        },
      ],
    }),
    doc({
      id: 'priority-health-prioritymedicare-2019',
      payerId: 'priority-health',
      document_title: '2019 PriorityMedicare (HMO-POS) in-network benefits',
      payer_name: 'Priority Health',
      document_type: 'summary_of_benefits',
      plan_year: 2019,
      state_specific: 'MI',
      document_url: 'https://www.priorityhealth.com/medicare/compare-plans/prioritymedicare-2019',
      summary:
        "Priority Health's plan page for 2019 PriorityMedicare: the same copays in and out of network for many services, $0 deductible, $3,400 in-network out-of-pocket maximum, and the copays for hospital stays, office visits, emergency and urgent care.",
      coverageDetails: [
        {
          service_type: 'Primary care doctor visit',
          coverage_category: 'Doctor office visits',
          copayment: '$10 copay',
        },
        {
          service_type: 'Specialist visit',
          coverage_category: 'Doctor office visits',
          copayment: '$40 copay',
        },
        {
          service_type: 'Emergency room visit',
          coverage_category: 'Emergency and urgent care',
          copayment: '$75 copay',
        },
        {
          service_type: 'Urgent care visit',
          coverage_category: 'Emergency and urgent care',
          copayment: '$50 copay',
        },
        {
          service_type: 'Inpatient hospital stay, days 1-6',
          coverage_category: 'Inpatient hospital care',
          copayment: '$150 copay per day',
        },
        {
          service_type: 'Inpatient hospital stay, day 7 and beyond',
          coverage_category: 'Inpatient hospital care',
          copayment: '$0 copay per day',
        },
      ],
    }),
    doc({
      id: 'priority-health-choice-medicaid-appeals',
      payerId: 'priority-health-choice',
      document_title: 'Priority Health Choice, Inc., appeal process (Medicaid and Healthy Michigan Plan)',
      payer_name: 'Priority Health Choice',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url:
        'https://www.priorityhealth.com/member/center/contact-us/filing-a-complaint/medicaid-process',
      summary:
        'For Priority Health Medicaid, MIChild and Healthy Michigan Plan members: what can be appealed, the 60-day limit, and how to file (form, fax, e-mail or phone).',
    }),
    doc({
      id: 'healthpartners-need-help-appeals',
      payerId: 'healthpartners',
      document_title: 'Need help? Complaints and appeals',
      payer_name: 'HealthPartners',
      document_type: 'appeals_and_grievances',
      state_specific: 'MN',
      document_url: 'https://www.healthpartners.com/public/about/board/board-committees/board-appeal/',
      summary:
        "HealthPartners' steps: call first, the medical appeals line for denied authorizations, the appeal form mailed to Member Services in Minneapolis, a decision within 30 days (15 for pre-service), external review for fully insured plans, 72-hour urgent appeals.",
    }),
    doc({
      id: 'healthpartners-complaints-disclosure',
      payerId: 'healthpartners',
      document_title: 'Complaints and appeals (legal notices and disclosures)',
      payer_name: 'HealthPartners',
      document_type: 'appeals_and_grievances',
      state_specific: 'MN',
      document_url: 'https://www.healthpartners.com/hp/legal-notices/disclosures/complaints/',
      summary:
        'How to register a complaint, appeal a denial in writing, the 30-day first-level decision, the Member Appeals Committee hearing or reconsideration, external review and expedited appeals.',
    }),
    doc({
      id: 'healthpartners-medicare-appeals',
      payerId: 'healthpartners',
      document_title: 'Medicare determinations, appeals and grievances',
      payer_name: 'HealthPartners',
      document_type: 'appeals_and_grievances',
      state_specific: 'MN',
      document_url: 'https://www.healthpartners.com/insurance/medicare/resources/appeals-grievances/',
      summary:
        'For HealthPartners Medicare and MSHO members: initial determinations, appeals and grievances, the phone numbers by plan, and the fax and mail routes for requests.',
    }),
    doc({
      id: 'medica-advantage-appeals',
      payerId: 'medica',
      document_title: 'Determinations, Appeals, and Grievances (Medica Advantage Solution)',
      payer_name: 'Medica',
      document_type: 'appeals_and_grievances',
      document_url: 'https://medica.com/find-care/select-your-medicare-plan/advantage-appeals-and-grievances',
      summary:
        'For Medica Medicare Advantage members: member services numbers by state (MN, NE, IA, ND, SD), Part D coverage determinations and appeals, and Part C organization determinations.',
    }),
    doc({
      id: 'medica-minnesotacare-appeals',
      payerId: 'medica',
      document_title: 'Appeals and Grievances (Medica MinnesotaCare)',
      payer_name: 'Medica',
      document_type: 'appeals_and_grievances',
      state_specific: 'MN',
      document_url:
        'https://www.medica.com/ls/find-care/select-your-medicaid-plan/medica-minnesotacare/appeals-and-grievances',
      summary:
        'For Medica MinnesotaCare members: appeal within 60 days of the denial notice online, in writing (State Public Programs mail route in Minneapolis) or by phone; who may appeal for you; fast appeals.',
    }),
    doc({
      id: 'medica-signature-solution-complaints',
      payerId: 'medica',
      document_title: 'Complaints and Appeals (Medica Medicare Supplement)',
      payer_name: 'Medica',
      document_type: 'appeals_and_grievances',
      document_url:
        'https://www.medica.com/members/medicare/medica-signature-solution/complaints-and-appeals',
      summary:
        "For Medica Medicare supplement members: call first, then a written complaint (30-day answer) or appeal, and complaints to Minnesota's Commissioner of Commerce; Medicare payment disputes go through Medicare.",
    }),
    doc({
      id: 'wellfirst-grievance-appeals',
      payerId: 'medica',
      document_title: 'Grievance and appeals (WellFirst Health)',
      payer_name: 'Medica',
      document_type: 'appeals_and_grievances',
      state_specific: 'WI',
      document_url: 'https://www.wellfirsthealth.com/Legal/Grievance-and-Appeals',
      summary:
        "WellFirst Health (Medica's Wisconsin brand): the written grievance to the Grievance and Appeal Department in Madison, the committee meeting, a decision within 60 days, and the individual-plan route.",
    }),
    doc({
      id: 'wellmark-notice-right-to-appeal',
      payerId: 'wellmark',
      document_title: 'Notice of Right to Appeal and External Review',
      payer_name: 'Wellmark Blue Cross and Blue Shield',
      document_type: 'appeals_and_grievances',
      state_specific: 'IA',
      document_url: 'https://www.wellmark.com/mywellmarknotice',
      summary:
        "Wellmark's appeal notice: a written request within 180 days of the notice, what it should include, the Des Moines mailing address, and external review after the internal appeal (or at once when delay would endanger health).",
    }),
    doc({
      id: 'wellmark-claims-appeals',
      payerId: 'wellmark',
      document_title: 'Claims & Appeals',
      payer_name: 'Wellmark Blue Cross and Blue Shield',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.wellmark.com/member/claims',
      summary:
        'How a Wellmark claim works, submitting a claim yourself, appealing a denial in writing within 180 days of the decision (verbally when urgent), and asking for an external review.',
    }),
    doc({
      id: 'wellmark-transparency',
      payerId: 'wellmark',
      document_title: 'Transparency in Coverage',
      payer_name: 'Wellmark Blue Cross and Blue Shield',
      document_type: 'timely_filing',
      document_url: 'https://www.wellmark.com/transparency',
      summary:
        'Out-of-network liability and balance billing, when a member must file a claim, and the rule that Wellmark must receive claims within 180 days after the date of service.',
    }),
    doc({
      id: 'bcbsmn-complaints-appeals',
      payerId: 'bcbs-minnesota',
      document_title: 'Complaints & appeals',
      payer_name: 'Blue Cross and Blue Shield of Minnesota',
      document_type: 'appeals_and_grievances',
      state_specific: 'MN',
      document_url: 'https://www.bluecrossmn.com/Page/mn/en_US/complaints-and-appeals',
      summary:
        'How to complain or appeal a denied claim (call, then the complaint/appeal form for your plan type), and how to ask the state commissioner for an independent review of a claim decision.',
    }),
    doc({
      id: 'emblemhealth-medicare-appeals',
      payerId: 'emblemhealth',
      document_title: 'Appeals (EmblemHealth Medicare)',
      payer_name: 'EmblemHealth',
      document_type: 'appeals_and_grievances',
      state_specific: 'NY',
      document_url:
        'https://www.emblemhealth.com/Our-Plans/Medicare/The-EmblemHealth-Difference/Grievance-and-Appeal-Information/Appeals',
      summary:
        'For EmblemHealth Medicare members: a standard reconsideration within 60 calendar days of the notice (longer for good cause), 30 days to decide before care and 60 days for payment requests, and how to file.',
    }),
    doc({
      id: 'emblemhealth-medicare-grievances-2020',
      payerId: 'emblemhealth',
      document_title: 'Grievances and Appeals (EmblemHealth Medicare, 2020)',
      payer_name: 'EmblemHealth',
      document_type: 'appeals_and_grievances',
      plan_year: 2020,
      state_specific: 'NY',
      document_url:
        'https://www.emblemhealth.com/plans/medicare-advantage/2020-medicare-grievances-appeals.html',
      summary:
        'Grievances versus appeals for EmblemHealth Medicare plans, the customer service numbers, and the 60-day limit for a grievance.',
    }),
    doc({
      id: 'emblemhealth-commercial-member-disputes',
      payerId: 'emblemhealth',
      document_title:
        'Member Dispute Resolution Procedures: Complaints and Grievances (commercial and Child Health Plus)',
      payer_name: 'EmblemHealth',
      document_type: 'appeals_and_grievances',
      state_specific: 'NY',
      document_url:
        'https://www.emblemhealth.com/Providers/Provider-Manual/Dispute-Resolution-for-Commercial-and-CHPlus-Plans/Member-Dispute-Resolution-Procedures-Complaints-and-Grievances.aspx',
      summary:
        "EmblemHealth's provider manual on member disputes: appointing a designee, extensions, and the first-level complaint for problems that are not a benefit or claim decision.",
    }),
    doc({
      id: 'emblemhealth-medicaid-complaints',
      payerId: 'emblemhealth',
      document_title: 'Member Complaint Process (Medicaid managed care)',
      payer_name: 'EmblemHealth',
      document_type: 'appeals_and_grievances',
      state_specific: 'NY',
      document_url:
        'https://www.emblemhealth.com/Providers/Provider-Manual/Dispute-Resolution-for-Medicaid-Plans/Member-Complaint-Process.aspx',
      summary:
        "EmblemHealth's Medicaid member complaint process: who may complain, what counts as a complaint, and the written acknowledgment and response times.",
    }),
    doc({
      id: 'kaiser-hawaii-transparency',
      payerId: 'kaiser-permanente',
      document_title: 'Transparency in Coverage (Hawaii)',
      payer_name: 'Kaiser Permanente',
      document_type: 'prior_authorization_list',
      state_specific: 'HI',
      document_url: 'https://healthy.kaiserpermanente.org/hawaii/support/transparency-coverage',
      summary:
        'Kaiser Permanente Hawaii on prior authorization and utilization review (14 days for routine requests, 72 hours when urgent, a letter with appeal instructions when denied), non-participating providers, and balance billing.',
    }),
    doc({
      id: 'kaiser-mid-atlantic-kp-plus-claims',
      payerId: 'kaiser-permanente',
      document_title: 'Claims (KP Plus and Deductible KP Plus, Mid-Atlantic States)',
      payer_name: 'Kaiser Permanente',
      document_type: 'claims_address',
      document_url:
        'https://choiceproducts-midatlantic.kaiserpermanente.org/hmo-dhmo-plus/member-information/claims/',
      summary:
        'When KP Plus members file their own claims after out-of-network care, what to keep (itemized bills, receipts), how to mark and send the claim with the Medical Claim Form, and the Explanation of Benefits within 30 days.',
    }),
  ],
};
