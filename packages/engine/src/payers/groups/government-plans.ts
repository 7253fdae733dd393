import { PAYERS_CHECKED_ON as ON, type PayerGroup } from '../types';
import { doc } from './doc';

/**
 * Medicare Advantage organizations and Medicaid managed-care organizations (private plans paid by Medicare or a
 * state Medicaid program). Sources and what could not be verified: docs/research/payers.md.
 */
export const governmentPlans: PayerGroup = {
  payers: [
    {
      id: 'uhc-medicare-advantage',
      name: 'UnitedHealthcare Medicare Advantage',
      aliases: [
        'AARP Medicare Advantage',
        'AARP Medicare Advantage from UnitedHealthcare',
        'UHC Medicare Advantage',
        'UnitedHealthcare Group Medicare Advantage',
        'AARP Medicare Plans',
        'UnitedHealthcare Medicare',
        'UHC Medicare',
      ],
      kind: 'medicare_advantage',
      states: [],
      website: 'https://www.aarpmedicareplans.com',
      appeals: {
        mailingAddress: 'UnitedHealthcare\nP.O. Box 6106\nMail Stop CA 124-0157\nCypress, CA 90630',
        documentId: 'uhc-admin-guide-2018-member-appeals',
      },
      checked: {
        url: 'https://www.uhcprovider.com/en/admin-guides/2018-uhc-admin-guide/ch9-our-claims-process/mem-appeal-griev-comp-ch9-guide.html',
        on: ON,
      },
    },
    {
      id: 'uhc-community-plan',
      name: 'UnitedHealthcare Community Plan',
      aliases: [
        'UHC Community Plan',
        'United Healthcare Community Plan',
        'UnitedHealthcare Community Plan of Washington',
      ],
      kind: 'medicaid_mco',
      states: ['WA', 'NE'],
      website: 'https://www.uhccommunityplan.com',
      appeals: {
        mailingAddress:
          'UnitedHealthcare Community Plan\nAttention: Appeals and Grievance\nP.O. Box 31364\nSalt Lake City, UT 84131-0364',
        timeLimitDays: 60,
        timeLimitText:
          "60 calendar days after the date of the plan's denial letter (Washington Medicaid page; check your state's member handbook).",
        documentId: 'uhccp-wa-grievance-appeal',
      },
      checked: {
        url: 'https://www.uhccommunityplan.com/wa/medicaid/community-plan/washington-unitedhealthcare-community-plan-grievance-and-appea.html',
        on: ON,
      },
    },
    {
      id: 'preferred-care-partners',
      name: 'Preferred Care Partners',
      aliases: ['Preferred Care Partners Inc', 'UHC Preferred Medicare Advantage'],
      kind: 'medicare_advantage',
      states: ['FL'],
      website: 'https://mypreferredcare.com',
      appeals: {
        mailingAddress:
          'Preferred Care Partners, Inc.\nAppeals & Grievance Department\nPO Box 6106, MS CA 120-0360\nCypress, CA 90630-0016',
        phone: '1-866-231-7201',
        documentId: 'preferred-care-partners-grievance-appeals-2025',
      },
      checked: { url: 'https://mypreferredcare.com/en/resources/grievance-and-appeals', on: ON },
    },
    {
      id: 'aetna-medicare',
      name: 'Aetna Medicare',
      aliases: ['Aetna Medicare Advantage', 'Aetna Medicare Plan'],
      kind: 'medicare_advantage',
      states: [],
      website: 'https://www.aetnamedicare.com',
      checked: { url: 'https://www.aetnamedicare.com/en/contact-us/appeals-grievances.html', on: ON },
    },
    {
      id: 'allina-health-aetna-medicare',
      name: 'Allina Health | Aetna Medicare',
      aliases: ['Allina Health Aetna Medicare', 'Allina Health Aetna'],
      kind: 'medicare_advantage',
      states: ['MN'],
      website: 'https://www.allinahealthaetnamedicare.com',
      appeals: {
        mailingAddress: 'Allina Health | Aetna Medicare Part C Appeals\nPO Box 14067\nLexington, KY 40512',
        fax: '1-724-741-4953',
        documentId: 'allina-aetna-medicare-appeals',
      },
      checked: {
        url: 'https://www.allinahealthaetnamedicare.com/en/contact-us/appeals-grievances.html',
        on: ON,
      },
    },
    {
      id: 'aetna-better-health',
      name: 'Aetna Better Health',
      aliases: [
        'Aetna Better Health of Maryland',
        'Aetna Better Health Premier Plan',
        'Aetna Better Health of Illinois',
      ],
      kind: 'medicaid_mco',
      states: ['MD', 'IL', 'VA', 'MI', 'PA'],
      website: 'https://www.aetnabetterhealth.com',
      checked: { url: 'https://www.aetnabetterhealth.com/maryland/medicaid-grievance-appeal.html', on: ON },
    },
    {
      id: 'wellcare',
      name: 'Wellcare',
      aliases: ['WellCare Health Plans', 'Wellcare by Allwell', 'WellCare Medicare', 'Wellcare Prime'],
      kind: 'medicare_advantage',
      states: [],
      website: 'https://www.wellcare.com',
      checked: { url: 'https://www.wellcare.com/medicare/memberrights', on: ON },
    },
    {
      id: 'sunshine-health',
      name: 'Sunshine Health',
      aliases: ['Sunshine State Health Plan', "Children's Medical Services Health Plan"],
      kind: 'medicaid_mco',
      states: ['FL'],
      website: 'https://www.sunshinehealth.com',
      appeals: {
        mailingAddress: 'Sunshine Health\nPO Box 459087\nFort Lauderdale, FL 33345-9087',
        fax: '1-866-534-5972',
        timeLimitDays: 60,
        timeLimitText:
          'Write, or call and follow up in writing, within 60 days of the decision about your services.',
        documentId: 'sunshine-child-welfare-appeals',
      },
      checked: {
        url: 'https://www.sunshinehealth.com/members/child-welfare-plan/member-resources/complaints-grievances-and-appeals.html',
        on: ON,
      },
    },
    {
      id: 'caloptima-onecare',
      name: 'CalOptima OneCare',
      aliases: ['OneCare', 'OneCare (HMO SNP)', 'CalOptima Health OneCare'],
      kind: 'medicare_advantage',
      states: ['CA'],
      website: 'https://www.caloptima.org',
      appeals: {
        mailingAddress:
          'Grievance and Appeals Resolution Services\nOneCare (HMO SNP)\n505 City Parkway West\nOrange, CA 92868',
        fax: '1-714-481-6499',
        phone: '1-877-412-2734',
        timeLimitDays: 60,
        timeLimitText: 'Within 60 days of the date of the notice of denial (later with good cause).',
        documentId: 'caloptima-onecare-appeals',
      },
      checked: {
        url: 'https://www.caloptima.org/en/ForMembers/OneCare/YourRights/OneCareAppealsAndGrievances.aspx',
        on: ON,
      },
    },
  ],
  documents: [
    doc({
      id: 'uhc-admin-guide-2018-member-appeals',
      payerId: 'uhc-medicare-advantage',
      document_title: 'Member Appeals, Grievances or Complaints (2018 Administrative Guide, chapter 9)',
      payer_name: 'UnitedHealthcare Medicare Advantage',
      document_type: 'claims_address',
      plan_year: 2018,
      document_url:
        'https://www.uhcprovider.com/en/admin-guides/2018-uhc-admin-guide/ch9-our-claims-process/mem-appeal-griev-comp-ch9-guide.html',
      summary:
        "UnitedHealthcare's provider guide naming where member appeals and grievances go, product by product; Medicare Advantage appeals go to a P.O. box in Cypress, CA (the 2022 guide gives the same address).",
    }),
    doc({
      id: 'uhc-group-ma-appeals',
      payerId: 'uhc-medicare-advantage',
      document_title: 'Medical Appeals and Grievances (UnitedHealthcare Group Medicare Advantage)',
      payer_name: 'UnitedHealthcare Medicare Advantage',
      document_type: 'appeals_and_grievances',
      document_url: 'https://retiree.uhc.com/wapebb/additional-resources/medical-appeals-grievances',
      summary:
        'For group (retiree) Medicare Advantage members: coverage decisions, who can appeal, appointing a representative, and how to get the count of appeals and grievances filed against the plan.',
    }),
    doc({
      id: 'uhccp-medicare-appeals-process',
      payerId: 'uhc-medicare-advantage',
      document_title: 'Appeals and Grievance Process (Medicare Advantage)',
      payer_name: 'UnitedHealthcare Medicare Advantage',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.uhccommunityplan.com/learn-about-medicare/appeals-grievances-process.html',
      summary:
        'Who can file a Medicare Advantage appeal, how to appoint a representative by a signed statement or the CMS form, and where the Evidence of Coverage (chapter 9) sets out the process.',
    }),
    doc({
      id: 'uhccp-wa-grievance-appeal',
      payerId: 'uhc-community-plan',
      document_title: 'Grievance and Appeal Process (Washington Apple Health)',
      payer_name: 'UnitedHealthcare Community Plan',
      document_type: 'appeals_and_grievances',
      state_specific: 'WA',
      document_url:
        'https://www.uhccommunityplan.com/wa/medicaid/community-plan/washington-unitedhealthcare-community-plan-grievance-and-appea.html',
      summary:
        'For Washington Medicaid members: grievances (45-day resolution), the Salt Lake City mailing address, phone and fax for grievances and appeals, the 60-day appeal limit, the 10 days to keep services during an appeal, then state hearing, independent review and HCA Board of Appeals.',
    }),
    doc({
      id: 'uhccp-ne-heritage-health',
      payerId: 'uhc-community-plan',
      document_title: 'Heritage Health (Nebraska Medicaid): complaints and appeals',
      payer_name: 'UnitedHealthcare Community Plan',
      document_type: 'appeals_and_grievances',
      state_specific: 'NE',
      document_url: 'https://vi.uhccommunityplan.com/ne/medicaid/heritage-health',
      summary:
        'For Nebraska Heritage Health members: the "Quality Steps" for grievances, the Appeals and Grievances mailing address and phone line, resolution times, and what an adverse benefit determination is.',
    }),
    doc({
      id: 'preferred-care-partners-grievance-appeals-2025',
      payerId: 'preferred-care-partners',
      document_title: 'Member Grievance and Appeal Information 2025',
      payer_name: 'Preferred Care Partners',
      document_type: 'appeals_and_grievances',
      plan_year: 2025,
      state_specific: 'FL',
      document_url: 'https://mypreferredcare.com/en/resources/grievance-and-appeals',
      summary:
        'For Preferred Care Partners (UnitedHealthcare Florida Medicare Advantage) members: the grievance and appeal request form, and the phone, mail and fax routes for Part C appeals by plan.',
    }),
    doc({
      id: 'aetna-medicare-grievances-appeals',
      payerId: 'aetna-medicare',
      document_title: 'Grievances & Appeals: process for Medicare coverage requests, appeals & complaints',
      payer_name: 'Aetna Medicare',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.aetnamedicare.com/en/contact-us/appeals-grievances.html',
      summary:
        "Aetna Medicare members' rights to ask for coverage, appeal a denial, complain and appoint a representative, with a topic chooser for the right process and the link to Medicare's complaint form.",
    }),
    doc({
      id: 'aetna-medicare-group-appeals',
      payerId: 'aetna-medicare',
      document_title: 'Coverage Decisions, Appeals and Grievances (Aetna Medicare group plans)',
      payer_name: 'Aetna Medicare',
      document_type: 'appeals_and_grievances',
      document_url:
        'https://aetnamedicare.com/content/aetna-medicare-group-master/en/contact-us/appeals-grievances.html',
      summary:
        'For Aetna group Medicare members: the same rights (coverage requests, appeals, complaints) and the Medicare Beneficiary Ombudsman for help with a complaint.',
    }),
    doc({
      id: 'allina-aetna-medicare-appeals',
      payerId: 'allina-health-aetna-medicare',
      document_title: 'Appeals & Grievances (Allina Health | Aetna Medicare)',
      payer_name: 'Allina Health | Aetna Medicare',
      document_type: 'appeals_and_grievances',
      state_specific: 'MN',
      document_url: 'https://www.allinahealthaetnamedicare.com/en/contact-us/appeals-grievances.html',
      summary:
        'How to ask for a coverage decision and how to appeal a Part C denial: online forms, or the Part C Appeals fax and Lexington, KY mailing address; when an expedited appeal can be asked for.',
    }),
    doc({
      id: 'aetna-better-health-md-grievance-appeal',
      payerId: 'aetna-better-health',
      document_title: 'Grievances and appeals (Aetna Better Health of Maryland)',
      payer_name: 'Aetna Better Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'MD',
      document_url: 'https://www.aetnabetterhealth.com/maryland/medicaid-grievance-appeal.html',
      summary:
        'For Maryland Medicaid members: grievances (no time limit, 30-day answer), complaints about coverage (moved to appeals) and appeals within 60 days of the denial letter (10 days to keep ongoing services).',
    }),
    doc({
      id: 'aetna-better-health-md-provider-grievance',
      payerId: 'aetna-better-health',
      document_title: 'Grievances and appeals: member grievance system overview (Maryland, for providers)',
      payer_name: 'Aetna Better Health',
      document_type: 'timely_filing',
      state_specific: 'MD',
      document_url: 'https://ru.aetnabetterhealth.com/maryland/providers/grievance-appeal.html',
      summary:
        'The Maryland member grievance system as explained to providers: appeals no later than 60 calendar days from the adverse benefit determination letter, representatives, Independent Medical Review and state fair hearings.',
    }),
    doc({
      id: 'aetna-better-health-il-premier-partc',
      payerId: 'aetna-better-health',
      document_title: 'Non-Part D complaints, coverage decisions and appeals (Premier Plan MMAI, Illinois)',
      payer_name: 'Aetna Better Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'IL',
      document_url: 'https://www.aetnabetterhealth.com/illinois/members/premier/partcg',
      summary:
        'For Illinois Medicare-Medicaid (MMAI) members: the 24/7 member services line, the written complaint address in Cleveland, OH and fax, and the kinds of problems a complaint covers.',
    }),
    doc({
      id: 'aetna-better-health-va-snp-complaints',
      payerId: 'aetna-better-health',
      document_title: 'Non-Part D complaints, coverage decisions and appeals (Virginia HMO SNP)',
      payer_name: 'Aetna Better Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'VA',
      document_url: 'https://es.aetnabetterhealth.com/virginia-hmosnp/members/hmo-snp/non-part-d-complaints',
      summary:
        'For Virginia HMO special needs plan members: member services hours and number, complaint (grievance) topics, and the step-by-step complaint process.',
    }),
    doc({
      id: 'aetna-better-health-pa-clinical-policies',
      payerId: 'aetna-better-health',
      document_title: 'Clinical guidelines and policy bulletins (Pennsylvania)',
      payer_name: 'Aetna Better Health',
      document_type: 'medical_policy_index',
      state_specific: 'PA',
      document_url:
        'https://es.pennsylvania.aetnabetterhealth.com/pennsylvania/providers/clinical-guidelines-policy-bulletins.html',
      summary:
        "Aetna Better Health of Pennsylvania's clinical practice guidelines, preventive care guidelines and clinical policy bulletins, and the prior authorization route when a service is denied.",
    }),
    doc({
      id: 'wellcare-medicare-member-rights',
      payerId: 'wellcare',
      document_title: 'Medicare: Coverage Decisions, Exceptions, Appeals and Complaints',
      payer_name: 'Wellcare',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.wellcare.com/medicare/memberrights',
      summary:
        "Wellcare Medicare members' rights and responsibilities, including the right to complain, appeal and ask the plan to reconsider its decisions.",
    }),
    doc({
      id: 'wellcare-wa-2024-coverage-decisions',
      payerId: 'wellcare',
      document_title: 'Part C Coverage Decisions and Appeals (Wellcare Giveback HMO, Washington, 2024)',
      payer_name: 'Wellcare',
      document_type: 'prior_authorization_list',
      plan_year: 2024,
      state_specific: 'WA',
      document_url:
        'https://wellcare.com/en/washington/members/medicare-plans-2024/wellcare-giveback-hmo-006/coverage-information/coverage-decisions-and-appeals',
      summary:
        'Which services need prior authorization (service authorization requests), what an Initial Adverse Determination is, and how to ask for a coverage decision or appeal one.',
    }),
    doc({
      id: 'wellcare-tx-2019-coverage-decisions',
      payerId: 'wellcare',
      document_title: 'Coverage Decisions and Appeals (WellCare TexanPlus Classic HMO, 2019)',
      payer_name: 'Wellcare',
      document_type: 'appeals_and_grievances',
      plan_year: 2019,
      state_specific: 'TX',
      document_url:
        'https://www.wellcare.com/en/Texas/Members/Medicare-Plans-2019/WellCare-TexanPlus-Classic-HMO-002/Coverage-Information/Coverage-Decisions-and-Appeals',
      summary:
        'What a coverage decision is, when to ask for one, and how an appeal is reviewed by people not involved in the first decision.',
    }),
    doc({
      id: 'wellcare-sunshine-appeals',
      payerId: 'wellcare',
      document_title: 'Appeals and Grievances (Wellcare By Allwell, Florida)',
      payer_name: 'Wellcare',
      document_type: 'appeals_and_grievances',
      state_specific: 'FL',
      document_url:
        'https://wellcare.sunshinehealth.com/member-resources/member-rights/appeals-grievances.html',
      summary:
        'How to appoint a representative (including court-appointed surrogates) for an appeal or grievance with Wellcare By Allwell Medicare, and how long the appointment form stays valid.',
    }),
    doc({
      id: 'wellcare-prime-part-c-appeals',
      payerId: 'wellcare',
      document_title: 'Medical Appeals (Part C), Wellcare Prime by Absolute Total Care',
      payer_name: 'Wellcare',
      document_type: 'appeals_and_grievances',
      document_url: 'https://mmp.absolutetotalcare.com/appeals-grievances/part-c-appeals.html',
      summary:
        'For Wellcare Prime Medicare-Medicaid members: appeal within 60 calendar days of the notice, by phone, fax or mail to Medicare Appeals and Grievances in St. Louis, what to include, and decision times (30 days, 7 for Part B drugs, 72 hours when fast).',
    }),
    doc({
      id: 'wellcare-pdp-member-rights',
      payerId: 'wellcare',
      document_title:
        'Coverage Decisions, Exceptions, Appeals and Complaints (Wellcare prescription drug plans)',
      payer_name: 'Wellcare',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.wellcarepdp.com/member_rights/default',
      summary:
        'For Wellcare Part D members: call first, then the two formal processes (coverage decisions and appeals, or complaints) and where the Evidence of Coverage explains them.',
    }),
    doc({
      id: 'sunshine-child-welfare-appeals',
      payerId: 'sunshine-health',
      document_title: 'Complaints, Grievances and Appeals (Sunshine Health Child Welfare plan)',
      payer_name: 'Sunshine Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'FL',
      document_url:
        'https://www.sunshinehealth.com/members/child-welfare-plan/member-resources/complaints-grievances-and-appeals.html',
      summary:
        "Complaints (one business day), grievances (90-day answer), and appeals within 60 days of the decision, with Sunshine Health's Fort Lauderdale P.O. box, phone, fax and e-mail, and 10 days to ask for services to continue.",
    }),
    doc({
      id: 'sunshine-medicaid-complaints-appeals',
      payerId: 'sunshine-health',
      document_title: 'Complaints and Appeals (Sunshine Health Medicaid)',
      payer_name: 'Sunshine Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'FL',
      document_url: 'https://www.sunshinehealth.com/members/medicaid/resources/complaints-appeals.html',
      summary:
        'Grievances versus appeals of a Notice of Action, the grievance limit of one year after the event, and the Grievance and Appeal Coordinator mailing address in Sunrise, FL.',
    }),
    doc({
      id: 'sunshine-ltc-appeals',
      payerId: 'sunshine-health',
      document_title: 'Appeals and Grievances (Sunshine Health Long Term Care)',
      payer_name: 'Sunshine Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'FL',
      document_url:
        'https://www.sunshinehealth.com/members/LongTermCare/MemberResources/AppealAndGrievances.html',
      summary:
        'For Long Term Care members: complaints, formal grievances within one year of the event (72 hours when urgent), and the Appeal and Grievance Coordinator address and fax.',
    }),
    doc({
      id: 'sunshine-cms-health-plan-appeals',
      payerId: 'sunshine-health',
      document_title: "Complaints, Grievances and Plan Appeals (Children's Medical Services Health Plan)",
      payer_name: 'Sunshine Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'FL',
      document_url: 'https://www.sunshinehealth.com/members/cms/resources/complaints-appeals.html',
      summary:
        "For Children's Medical Services Health Plan families: complaints, grievances (90-day answer) and appeals within 60 days of the decision about a child's services, with the mailing address, fax and e-mail.",
    }),
    doc({
      id: 'sunshine-member-provider-appeals',
      payerId: 'sunshine-health',
      document_title: 'Medicaid Member and Provider Appeals Processes',
      payer_name: 'Sunshine Health',
      document_type: 'timely_filing',
      state_specific: 'FL',
      document_url: 'https://sunshinehealth.com/providers/Billing-manual/appeals.html',
      summary:
        'A side-by-side of Sunshine Health member appeals (60 days from the Notice of Adverse Benefit Determination, no documents required) and provider appeals (90 days from the explanation of payment).',
    }),
    doc({
      id: 'sunshine-provider-grievance-process',
      payerId: 'sunshine-health',
      document_title: 'Grievances and Appeals (for providers)',
      payer_name: 'Sunshine Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'FL',
      document_url: 'https://sunshinehealth.com/providers/resources/grievance-process.html',
      summary:
        'Complaint, grievance (90-day resolution) and appeal (30 days standard, 48 hours expedited), expedited appeals asked by providers, and keeping services during an appeal asked within 10 days.',
    }),
    doc({
      id: 'caloptima-onecare-appeals',
      payerId: 'caloptima-onecare',
      document_title: 'OneCare Appeals and Grievances',
      payer_name: 'CalOptima OneCare',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url:
        'https://www.caloptima.org/en/ForMembers/OneCare/YourRights/OneCareAppealsAndGrievances.aspx',
      summary:
        'For OneCare (HMO SNP) members: Part C appeals within 60 days of the denial notice, by phone, in person, fax or mail to Orange, CA; 30 days to decide before care, 60 for payment, 72 hours when fast.',
    }),
    doc({
      id: 'humana-il-medicaid-grievances-appeals',
      payerId: 'humana',
      document_title: 'Grievances and appeals (Humana Gold Plus Integrated, Illinois)',
      payer_name: 'Humana',
      document_type: 'appeals_and_grievances',
      state_specific: 'IL',
      document_url:
        'https://www.humana.com/medicaid/illinois-gold-plus-integrated/support/grievances-appeals',
      summary:
        'For Humana Gold Plus Integrated (Illinois Medicare-Medicaid) members: appeals (up to 15 days to process) and grievances (up to 30 days), who may file, and filing online, in writing or by phone.',
    }),
    doc({
      id: 'uhc-medicare-advantage-policy-guidelines',
      payerId: 'uhc-medicare-advantage',
      document_title: 'Medicare Advantage Policy Guidelines',
      payer_name: 'UnitedHealthcare Medicare Advantage',
      document_type: 'medical_policy_index',
      document_url:
        'https://www.uhcprovider.com/en/policies-protocols/medicare-advantage-policies/medicare-advantage-guidelines.html',
      summary:
        "UnitedHealthcare's Medicare Advantage policy guidelines, which follow Medicare's coverage rules (CMS policy); the member's plan document wins in a conflict, and prior authorization requirements are listed separately.",
    }),
  ],
};
