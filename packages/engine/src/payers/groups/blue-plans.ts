import { PAYERS_CHECKED_ON as ON, type PayerGroup } from '../types';
import { doc } from './doc';

/**
 * Blue Cross Blue Shield plans (each an independent company licensed by the association) and Elevance's
 * Anthem and Wellpoint brands. A plan's `states` lists the states its own pages showed it serving.
 * Sources and what could not be verified: docs/research/payers.md.
 */
export const bluePlans: PayerGroup = {
  payers: [
    {
      id: 'anthem-bcbs',
      name: 'Anthem Blue Cross and Blue Shield',
      aliases: [
        'Anthem',
        'Anthem BCBS',
        'Anthem Blue Cross Blue Shield',
        'Elevance Health',
        'Anthem Insurance Companies',
      ],
      kind: 'bcbs',
      states: ['IN', 'KY', 'MO', 'OH', 'WI', 'NY', 'CT'],
      website: 'https://www.anthem.com',
      checked: {
        url: 'https://www.anthem.com/provider/policies/clinical-guidelines/?cnslocale=en_US_me',
        on: ON,
      },
    },
    {
      id: 'anthem-blue-cross-ca',
      name: 'Anthem Blue Cross',
      aliases: ['Anthem Blue Cross of California', 'Anthem Blue Cross Life and Health Insurance Company'],
      kind: 'bcbs',
      states: ['CA'],
      website: 'https://www.anthem.com/ca',
      appeals: {
        mailingAddress:
          'Anthem Blue Cross Life and Health Insurance Company\nPO Box 54159\nLos Angeles, CA 90054',
        timeLimitDays: 180,
        timeLimitText:
          'Up to 180 calendar days from the date you get the denial notice (or of the incident), unless your plan documents say otherwise.',
        documentId: 'anthem-ca-complaint-or-appeal',
      },
      checked: {
        url: 'https://anthem.com/microsites/planinfo/abcbs/article/how-file-complaint-or-appeal-decision.html',
        on: ON,
      },
    },
    {
      id: 'wellpoint',
      name: 'Wellpoint',
      aliases: ['Wellpoint Maryland', 'Wellpoint Medicaid'],
      kind: 'medicaid_mco',
      states: ['MD'],
      website: 'https://www.wellpoint.com',
      checked: { url: 'https://wellpoint.com/md/medicaid/complaints-grievances', on: ON },
    },
    {
      id: 'bcbs-texas',
      name: 'Blue Cross and Blue Shield of Texas',
      aliases: ['BCBS of Texas', 'BCBSTX', 'BCBS Texas', 'Blue Cross Blue Shield of Texas'],
      kind: 'bcbs',
      states: ['TX'],
      website: 'https://www.bcbstx.com',
      checked: { url: 'https://www.bcbstx.com/star/member-resources/appeals-and-grievances', on: ON },
    },
    {
      id: 'bcbs-illinois',
      name: 'Blue Cross and Blue Shield of Illinois',
      aliases: [
        'BCBS of Illinois',
        'BCBSIL',
        'BCBS Illinois',
        'Blue Cross Blue Shield of Illinois',
        'Blue Cross Community Health Plans',
      ],
      kind: 'bcbs',
      states: ['IL'],
      website: 'https://www.bcbsil.com',
      checked: {
        url: 'https://connect.bcbsil.com/my-coverage-explained/b/weblog/posts/appeals-decisions',
        on: ON,
      },
    },
    {
      id: 'bcbs-michigan',
      name: 'Blue Cross Blue Shield of Michigan',
      aliases: ['BCBSM', 'BCBS of Michigan', 'BCBS Michigan', 'Blue Cross and Blue Shield of Michigan'],
      kind: 'bcbs',
      states: ['MI'],
      website: 'https://www.bcbsm.com',
      appeals: {
        mailingAddress:
          'Appeals Unit\nBlue Cross Blue Shield of Michigan\nP.O. Box 2459\nDetroit, MI 48231-2459',
        documentId: 'bcbsm-internal-grievance-state',
      },
      checked: {
        url: 'https://www.bcbsm.com/index/common/important-information/resolving-problems/for-ppo-and-traditional-members.html',
        on: ON,
      },
    },
    {
      id: 'blue-care-network',
      name: 'Blue Care Network',
      aliases: ['Blue Care Network of Michigan', 'BCN'],
      kind: 'bcbs',
      states: ['MI'],
      website: 'https://www.bcbsm.com',
      appeals: {
        mailingAddress: 'Appeals and Grievance Unit\nBlue Care Network\nP.O. Box 284\nSouthfield, MI 48086',
        documentId: 'bcn-group-grievance-step-1',
      },
      checked: {
        url: 'https://www.bcbsm.com/index/common/important-information/resolving-problems/resolving-problems-for-hmo-members/step-1-review-and-decision-by-bcn.html',
        on: ON,
      },
    },
    {
      id: 'highmark',
      name: 'Highmark Blue Cross Blue Shield',
      aliases: ['Highmark', 'Highmark BCBS', 'Highmark Inc', 'Highmark Health Options'],
      kind: 'bcbs',
      states: ['PA', 'DE', 'WV'],
      website: 'https://www.highmark.com',
      checked: {
        url: 'https://providers.highmark.com/resources-and-education/highmark-provider-manual/chapter-5-care-and-quality-management/unit-5-denials-adverse-benefit-determinations-grievances-and-app',
        on: ON,
      },
    },
    {
      id: 'regence',
      name: 'Regence BlueShield',
      aliases: ['Regence', 'Regence BlueCross BlueShield', 'Regence BlueShield of Idaho'],
      kind: 'bcbs',
      states: ['ID', 'WA'],
      website: 'https://www.regence.com',
      appeals: {
        timeLimitDays: 180,
        timeLimitText:
          "Within 180 days of receiving the claim denial or other decision (Regence's member appeal policy for insured group and individual plans; self-funded plans set their own).",
        documentId: 'regence-member-appeal-policy',
      },
      checked: {
        url: 'https://www.id.regence.com/physician/library/manuals/administrative-manual/idaho-provider-member-appeals-process/member-appeals/index.html',
        on: ON,
      },
    },
    {
      id: 'premera',
      name: 'Premera Blue Cross',
      aliases: ['Premera', 'Premera Blue Cross Blue Shield of Alaska'],
      kind: 'bcbs',
      states: ['WA', 'AK'],
      website: 'https://www.premera.com',
      appeals: {
        mailingAddress: 'Premera Blue Cross\nATTN: Member Appeals\nPO Box 91102\nSeattle, WA 98111-9202',
        fax: '(425) 918-5592',
        documentId: 'premera-ak-medicare-supplement-appeals',
      },
      checked: { url: 'https://premera.com/ak/medicare-supplement/appeals-grievances/', on: ON },
    },
    {
      id: 'carefirst',
      name: 'CareFirst BlueCross BlueShield',
      aliases: ['CareFirst', 'CareFirst BlueChoice', 'CareFirst BCBS'],
      kind: 'bcbs',
      states: ['MD', 'VA'],
      website: 'https://www.carefirst.com',
      appeals: {
        timeLimitDays: 180,
        timeLimitText:
          'CareFirst BlueChoice must receive the written appeal within 180 days of the date you were told of the denial; send it to the address on your member ID card.',
        documentId: 'carefirst-how-to-appeal-a-claim',
      },
      checked: { url: 'https://membertt.carefirst.com/members/contact-us/appeal-claim.page', on: ON },
    },
    {
      id: 'carefirst-chpmd',
      name: 'CareFirst BlueCross BlueShield Community Health Plan Maryland',
      aliases: ['CareFirst CHPMD', 'CareFirst Community Health Plan Maryland'],
      kind: 'medicaid_mco',
      states: ['MD'],
      website: 'https://www.carefirst.com/medicaid',
      appeals: {
        mailingAddress:
          'CareFirst BlueCross BlueShield Community Health Plan Maryland (CareFirst CHPMD)\nAttention: Appeals & Grievance Department\nPO Box 915\nOwings Mills, MD 21117',
        phone: '800-730-8530',
        timeLimitDays: 90,
        timeLimitText:
          'A Level I appeal form must be received within 90 days of the date on the letter saying the service would not be covered; a Level II appeal within 15 days of the Level I outcome letter.',
        documentId: 'carefirst-chpmd-appeals-grievances',
      },
      checked: { url: 'https://www.carefirst.com/medicaid/members/appeals-grievances.html', on: ON },
    },
    {
      id: 'blue-shield-of-california',
      name: 'Blue Shield of California',
      aliases: ['Blue Shield CA', 'California Physicians Service'],
      kind: 'bcbs',
      states: ['CA'],
      website: 'https://www.blueshieldca.com',
      checked: { url: 'https://blueshieldca.com/grievance', on: ON },
    },
    {
      id: 'blue-shield-promise',
      name: 'Blue Shield of California Promise Health Plan',
      aliases: ['Blue Shield Promise', 'Blue Shield of California Promise'],
      kind: 'medicaid_mco',
      states: ['CA'],
      website: 'https://www.blueshieldca.com/promise',
      appeals: {
        fax: '(323) 889-5049',
        timeLimitDays: 60,
        timeLimitText: 'Within 60 calendar days from the date on the Notice of Action.',
        documentId: 'blue-shield-promise-medi-cal-appeals',
      },
      checked: {
        url: 'https://www.blueshieldca.com/bsca/bsc/wcm/connect/sites/sites_content_en/bsp/medi-cal-members/about-program/appeals-grievances',
        on: ON,
      },
    },
    {
      id: 'independence-blue-cross',
      name: 'Independence Blue Cross',
      aliases: [
        'IBX',
        'Independence Blue Cross (IBX)',
        'Keystone Health Plan East',
        'Personal Choice 65',
        'Keystone 65',
      ],
      kind: 'bcbs',
      states: ['PA'],
      website: 'https://www.ibx.com',
      checked: { url: 'https://www.ibx.com/resources/for-members/transparency-in-coverage', on: ON },
    },
  ],
  documents: [
    doc({
      id: 'anthem-medical-policies',
      payerId: 'anthem-bcbs',
      document_title: 'Medical Policies and Clinical UM Guidelines',
      payer_name: 'Anthem Blue Cross and Blue Shield',
      document_type: 'medical_policy_index',
      document_url: 'https://www.anthem.com/provider/policies/clinical-guidelines/?cnslocale=en_US_me',
      summary:
        "Search page for Anthem's medical policies (used by all its plans unless law or the contract says otherwise) and clinical utilization management guidelines (adopted plan by plan), the documents behind medical-necessity denials.",
    }),
    doc({
      id: 'anthem-ky-medicaid-policies',
      payerId: 'anthem-bcbs',
      document_title: 'Medical Policies & Clinical UM Guidelines (Kentucky Medicaid)',
      payer_name: 'Anthem Blue Cross and Blue Shield',
      document_type: 'medical_policy_index',
      state_specific: 'KY',
      document_url:
        'https://providers.anthem.com/kentucky-provider/resources/manuals-policies-guidelines/medical-policies-and-clinical-guidelines',
      summary:
        "Anthem's Kentucky Medicaid page for its medical policies and clinical UM guidelines, with the Carelon guidelines used for some procedures and the drug criteria for medical-benefit drugs.",
    }),
    doc({
      id: 'anthem-commercial-policy-updates-2023-09',
      payerId: 'anthem-bcbs',
      document_title: 'Medical policies and clinical guidelines updates - September 2023',
      payer_name: 'Anthem Blue Cross and Blue Shield',
      document_type: 'prior_authorization_list',
      plan_year: 2023,
      document_url:
        'https://providernews.anthem.com/wisconsin/articles/medical-policies-and-clinical-guidelines-updates-september-3-15285',
      summary:
        'Changes to Anthem commercial medical policies in Indiana, Kentucky, Missouri, Ohio and Wisconsin, with services newly needing prior authorization and where to check whether prior authorization is needed.',
    }),
    doc({
      id: 'anthem-ca-complaint-or-appeal',
      payerId: 'anthem-blue-cross-ca',
      document_title: 'What to do if you are unhappy with your care or service',
      payer_name: 'Anthem Blue Cross',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url:
        'https://anthem.com/microsites/planinfo/abcbs/article/how-file-complaint-or-appeal-decision.html',
      summary:
        'For Anthem Blue Cross (California) members: the 180-day limit to file a grievance or appeal, the mailing address for the grievance form, what to include (ID, provider, dates, claim number, reasons) and emergency grievances.',
    }),
    doc({
      id: 'anthem-ca-ifp-grievances',
      payerId: 'anthem-blue-cross-ca',
      document_title: 'Individual & Family: Complaints, Grievances, And Appeals',
      payer_name: 'Anthem Blue Cross',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url: 'https://anthem.com/ca/individual-and-family/complaints-grievances',
      summary:
        "Anthem Blue Cross's grievance process for California individual and family plans: the 180-day limit, filing by phone or letter, the standard review steps and the California regulator's role.",
    }),
    doc({
      id: 'anthem-ca-medicaid-grievances',
      payerId: 'anthem-blue-cross-ca',
      document_title: 'Member grievances and appeals (Medi-Cal)',
      payer_name: 'Anthem Blue Cross',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url: 'https://mss.anthem.com/california-medicaid/grievances-and-appeals.html',
      summary:
        "For Anthem Blue Cross Medi-Cal members: complaints versus appeals, how to file (letter, online form, Customer Care Center) and when to turn to California's Department of Managed Health Care.",
    }),
    doc({
      id: 'wellpoint-md-grievances',
      payerId: 'wellpoint',
      document_title: 'Grievances and appeals (Maryland Medicaid)',
      payer_name: 'Wellpoint',
      document_type: 'appeals_and_grievances',
      state_specific: 'MD',
      document_url: 'https://wellpoint.com/md/medicaid/complaints-grievances',
      summary:
        'Wellpoint Maryland Medicaid: when to file a grievance, the Notice of Adverse Determination and the right to appeal it, the grievance and appeal rights documents, the appeal consent form and the member handbook.',
    }),
    doc({
      id: 'bcbstx-star-appeals',
      payerId: 'bcbs-texas',
      document_title: 'Complaints and Appeals (STAR Medicaid)',
      payer_name: 'Blue Cross and Blue Shield of Texas',
      document_type: 'appeals_and_grievances',
      state_specific: 'TX',
      document_url: 'https://www.bcbstx.com/star/member-resources/appeals-and-grievances',
      summary:
        'For BCBSTX STAR (Medicaid) members: how to file a complaint or appeal by phone or in writing, the mailing address of the Complaints and Appeals Department, the acknowledgment and decision times, and the Texas HHSC ombudsman.',
    }),
    doc({
      id: 'bcbstx-chip-appeals',
      payerId: 'bcbs-texas',
      document_title: 'Complaints and Appeals (CHIP)',
      payer_name: 'Blue Cross and Blue Shield of Texas',
      document_type: 'appeals_and_grievances',
      state_specific: 'TX',
      document_url: 'https://www.bcbstx.com/chip/member-resources/appeals-and-grievances',
      summary:
        'For BCBSTX CHIP members: the complaint form, the appeal request form and where to mail it, the 5-working-day acknowledgment and 30-day answer, and independent review through the Texas Department of Insurance.',
    }),
    doc({
      id: 'bcbstx-starkids-appeals',
      payerId: 'bcbs-texas',
      document_title: 'Complaints and Appeals (STAR Kids)',
      payer_name: 'Blue Cross and Blue Shield of Texas',
      document_type: 'appeals_and_grievances',
      state_specific: 'TX',
      document_url: 'https://www.bcbstx.com/starkids/member-resources/complaints-and-appeals',
      summary:
        'For BCBSTX STAR Kids members: filing a complaint by phone or in writing, the 30-day decision, and the situations in which an appeal can be filed.',
    }),
    doc({
      id: 'bcbsil-appeals-decisions',
      payerId: 'bcbs-illinois',
      document_title: 'Members Can Appeal Coverage Decisions',
      payer_name: 'Blue Cross and Blue Shield of Illinois',
      document_type: 'appeals_and_grievances',
      state_specific: 'IL',
      document_url: 'https://connect.bcbsil.com/my-coverage-explained/b/weblog/posts/appeals-decisions',
      summary:
        'BCBSIL on internal appeals (instructions under "adverse benefit determination" in the benefit booklet) and external review by an independent organization for medical-necessity and unproven-treatment denials.',
    }),
    doc({
      id: 'bcbsil-external-review',
      payerId: 'bcbs-illinois',
      document_title: 'External review for HMO members',
      payer_name: 'Blue Cross and Blue Shield of Illinois',
      document_type: 'external_review',
      state_specific: 'IL',
      document_url: 'https://lifetimes.bcbsil.com/article/external_review',
      summary:
        'After the BCBSIL internal appeal, an HMO member may ask for an external review of a coverage denial by an independent organization at no charge.',
    }),
    doc({
      id: 'bcbsil-bcchp-appeals',
      payerId: 'bcbs-illinois',
      document_title: 'Appeals and Grievances (Blue Cross Community Health Plans)',
      payer_name: 'Blue Cross and Blue Shield of Illinois',
      document_type: 'appeals_and_grievances',
      state_specific: 'IL',
      document_url: 'https://www.bcbsil.com/bcchp/resources/appeals-and-grievances',
      summary:
        'For Illinois Medicaid members of Blue Cross Community Health Plans: grievances versus appeals, the 60-calendar-day limit from the Notice of Action, and what that notice must tell you (including a State Fair Hearing).',
    }),
    doc({
      id: 'bcbsm-ppo-grievance-appeals',
      payerId: 'bcbs-michigan',
      document_title: 'Grievance and Appeals Process for PPO, EPO and Traditional Members',
      payer_name: 'Blue Cross Blue Shield of Michigan',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url:
        'https://www.bcbsm.com/index/common/important-information/resolving-problems/for-ppo-and-traditional-members.html',
      summary:
        'BCBSM: start with customer service, then the formal process; whether the state or the federal (ERISA) process applies and its time limit; the optional Member Appeal Form and the Authorized Representative Form.',
    }),
    doc({
      id: 'bcbsm-internal-grievance-state',
      payerId: 'bcbs-michigan',
      document_title: 'Internal Grievance (state process)',
      payer_name: 'Blue Cross Blue Shield of Michigan',
      document_type: 'claims_address',
      state_specific: 'MI',
      document_url:
        'https://www.bcbsm.com/index/common/important-information/resolving-problems/for-ppo-and-traditional-members/internal-grievance-state-process/internal-grievance.html',
      summary:
        "The BCBSM state-process grievance: the written statement, the Appeals Unit's Detroit mailing address, the managerial-level conference, the 30-day final determination and external review by the state regulator.",
    }),
    doc({
      id: 'bcbsm-internal-appeals-federal',
      payerId: 'bcbs-michigan',
      document_title: 'Internal Appeals (federal process)',
      payer_name: 'Blue Cross Blue Shield of Michigan',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url:
        'https://www.bcbsm.com/index/common/important-information/resolving-problems/for-ppo-and-traditional-members/internal-appeals-federal-process/internal-appeals.html',
      summary:
        'The BCBSM appeal for employer (ERISA) plans: a written statement to the DOL/ERISA Appeals address, the written decision time, free copies of the documents the decision rested on, and external review.',
    }),
    doc({
      id: 'bcn-group-grievance-step-1',
      payerId: 'blue-care-network',
      document_title: 'Step 1: Review and decision by BCN',
      payer_name: 'Blue Care Network',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url:
        'https://www.bcbsm.com/index/common/important-information/resolving-problems/resolving-problems-for-hmo-members/step-1-review-and-decision-by-bcn.html',
      summary:
        "For Blue Care Network group members: where to send a written grievance (Appeals and Grievance Unit, Southfield), the 15-day (pre-service) and 20-day (post-service) decisions, and the 180 days to take it to BCN's Member Grievance Panel.",
    }),
    doc({
      id: 'bcn-individual-grievance',
      payerId: 'blue-care-network',
      document_title: 'Individual customer grievance',
      payer_name: 'Blue Care Network',
      document_type: 'appeals_and_grievances',
      state_specific: 'MI',
      document_url:
        'https://www.bcbsm.com/index/common/important-information/resolving-problems/resolving-problems-for-hmo-members/individual-customer-grievance.html',
      summary:
        'For Blue Care Network individual members: the written grievance to the Appeals and Grievance Unit, a decision within 35 calendar days, and the free copies of the records the decision used.',
    }),
    doc({
      id: 'highmark-provider-manual-appeals',
      payerId: 'highmark',
      document_title:
        'Provider Manual, Unit 5: Denials, Adverse Benefit Determinations, Grievances, and Appeals',
      payer_name: 'Highmark Blue Cross Blue Shield',
      document_type: 'appeals_and_grievances',
      document_url:
        'https://providers.highmark.com/resources-and-education/highmark-provider-manual/chapter-5-care-and-quality-management/unit-5-denials-adverse-benefit-determinations-grievances-and-app',
      summary:
        "Highmark's rules for medical-necessity and benefit denials, peer-to-peer conversations, provider appeals and appeals filed for a member (including Pennsylvania Act 68 grievances and Medicare Advantage appeals).",
    }),
    doc({
      id: 'highmark-health-options-wv-appeals',
      payerId: 'highmark',
      document_title: 'Grievances and Appeals (Highmark Health Options West Virginia)',
      payer_name: 'Highmark Blue Cross Blue Shield',
      document_type: 'appeals_and_grievances',
      state_specific: 'WV',
      document_url: 'https://wv.highmarkhealthoptions.com/members/grievances-appeals.html',
      summary:
        'For Highmark Health Options West Virginia (Medicaid) members: grievances versus appeals, the Member Advocate, the Parkersburg address and phone number for grievances, and the 5-business-day acknowledgment.',
    }),
    doc({
      id: 'highmark-health-options-appeals',
      payerId: 'highmark',
      document_title: 'Appeals and Grievances (Highmark Health Options)',
      payer_name: 'Highmark Blue Cross Blue Shield',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.highmarkhealthoptions.com/members/appeals-grievances/',
      summary:
        "Highmark Health Options' guide to filing a grievance or an appeal, having someone file for you with written approval, and getting a Member Advocate's help.",
    }),
    doc({
      id: 'regence-member-appeal-policy',
      payerId: 'regence',
      document_title: 'Regence Member Appeal Policy and Procedures (Idaho administrative manual)',
      payer_name: 'Regence BlueShield',
      document_type: 'timely_filing',
      state_specific: 'ID',
      document_url:
        'https://www.id.regence.com/physician/library/manuals/administrative-manual/idaho-provider-member-appeals-process/member-appeals/index.html',
      summary:
        "Regence's member appeal policy for insured group and individual plans (not FEP, Medicare, Medicaid; self-funded plans set their own): the appeal must start within 180 days of receiving the denial, and all required levels must be used first.",
    }),
    doc({
      id: 'regence-medicare-grievances-appeals',
      payerId: 'regence',
      document_title: 'Grievances and appeals (Regence Medicare Advantage and Part D)',
      payer_name: 'Regence BlueShield',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.regence.com/medicare/grievances-appeals',
      summary:
        'For Regence Medicare members: the 60-day grievance limit and 30-day answer, the Medford, OR mailing address and fax numbers for appeals and grievances, and coverage decision times.',
    }),
    doc({
      id: 'hca-ump-complaints-appeals',
      payerId: 'regence',
      document_title:
        'Complaints and appeals procedures (Uniform Medical Plan, administered by Regence BlueShield)',
      payer_name: 'Regence BlueShield',
      document_type: 'appeals_and_grievances',
      state_specific: 'WA',
      document_url: 'https://www.hca.wa.gov/ump/ump-administration/complaints-and-appeals-procedures',
      summary:
        "Washington's Health Care Authority on the Uniform Medical Plan: complaints versus appeals, sending an appeal to Regence BlueShield (medical), Washington State Rx Services or Premera, and the 30-day answer to a complaint.",
    }),
    doc({
      id: 'premera-ak-medicare-supplement-appeals',
      payerId: 'premera',
      document_title: 'Appeals & Grievances (Alaska Medicare supplement)',
      payer_name: 'Premera Blue Cross',
      document_type: 'appeals_and_grievances',
      state_specific: 'AK',
      document_url: 'https://premera.com/ak/medicare-supplement/appeals-grievances/',
      summary:
        "Premera's Member Appeals mailing address and fax, the member appeal and authorization form, the complaint form and the phone number for grievances.",
    }),
    doc({
      id: 'premera-medicare-advantage-appeals',
      payerId: 'premera',
      document_title: 'General Appeals & Grievances (Premera Medicare Advantage)',
      payer_name: 'Premera Blue Cross',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.premera.com/medicare-advantage/resources/appeals-grievances/',
      summary:
        "For Premera Medicare Advantage members: organization determinations, appeals and grievances, with the Appeals and Grievances Department's phone, fax and Plano, TX mailing address.",
    }),
    doc({
      id: 'premera-weyerhaeuser-claims-appeals',
      payerId: 'premera',
      document_title: 'Claims Information and Appeals (Weyerhaeuser members)',
      payer_name: 'Premera Blue Cross',
      document_type: 'claims_address',
      document_url: 'https://www.premera.com/weyerhaeuser/member/manage-my-account/claims/',
      summary:
        "For one employer's Premera members: filing a claim yourself, the 180 days after the EOB to ask for a review, and Premera's Claims Appeals mailing address.",
    }),
    doc({
      id: 'carefirst-how-to-appeal-a-claim',
      payerId: 'carefirst',
      document_title: 'How to Appeal a Claim',
      payer_name: 'CareFirst BlueCross BlueShield',
      document_type: 'appeals_and_grievances',
      document_url: 'https://membertt.carefirst.com/members/contact-us/appeal-claim.page',
      summary:
        'The three steps of a CareFirst appeal: call Member Services, send a written appeal within 180 days of the denial to the address on your ID card (with the listed items), and the written decision with next steps and external review.',
    }),
    doc({
      id: 'carefirst-medicare-advantage-appeals',
      payerId: 'carefirst',
      document_title: 'Part C Medical Coverage Determination, Grievances and Appeals',
      payer_name: 'CareFirst BlueCross BlueShield',
      document_type: 'appeals_and_grievances',
      document_url: 'https://carefirst.com/learngroupma/appeals-grievances.html',
      summary:
        'For CareFirst group Medicare Advantage members: how to ask for a coverage decision (before care, or for payment of care received, with the mailing addresses for each), how to appeal it and how to file a grievance.',
    }),
    doc({
      id: 'carefirst-chpmd-appeals-grievances',
      payerId: 'carefirst-chpmd',
      document_title: 'Appeals and Grievances (CareFirst Community Health Plan Maryland)',
      payer_name: 'CareFirst BlueCross BlueShield Community Health Plan Maryland',
      document_type: 'appeals_and_grievances',
      state_specific: 'MD',
      document_url: 'https://www.carefirst.com/medicaid/members/appeals-grievances.html',
      summary:
        'For Maryland Medicaid members of CareFirst CHPMD: the appeal form and where to mail it, 90 days for a Level I appeal and 15 days for Level II, the 5-day acknowledgment, and 72-hour expedited appeals.',
    }),
    doc({
      id: 'blue-shield-ca-grievance',
      payerId: 'blue-shield-of-california',
      document_title: 'File a grievance (complaint)',
      payer_name: 'Blue Shield of California',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url: 'https://blueshieldca.com/grievance',
      summary:
        "Blue Shield of California's grievance page: call Customer Care first, then the online or paper grievance form; what counts as an appeal (denied services, benefits or claims, canceled coverage, reduced payments, delayed authorizations).",
    }),
    doc({
      id: 'blue-shield-ca-medicare-appeals',
      payerId: 'blue-shield-of-california',
      document_title: 'Appeals and grievances (Blue Shield of California Medicare plans)',
      payer_name: 'Blue Shield of California',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url:
        'https://www.blueshieldca.com/bsca/bsc/wcm/connect/sites/sites_content_en/medicare/drug_plans/member_resources/appeals_grievances',
      summary:
        'For Blue Shield Medicare members: an appeal must be filed within 60 calendar days of the denial notice (more with good reason), in writing or online; 60 days to decide on payment, 30 days on care not yet received.',
    }),
    doc({
      id: 'blue-shield-promise-medi-cal-appeals',
      payerId: 'blue-shield-promise',
      document_title: 'Filing a grievance or appeal (Blue Shield Promise Medi-Cal)',
      payer_name: 'Blue Shield of California Promise Health Plan',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url:
        'https://www.blueshieldca.com/bsca/bsc/wcm/connect/sites/sites_content_en/bsp/medi-cal-members/about-program/appeals-grievances',
      summary:
        'For Blue Shield Promise Medi-Cal members in Los Angeles and San Diego: grievances at any time (30-day answer), appeals within 60 calendar days of the Notice of Action (72 hours when urgent), by form, phone, mail, fax or in person.',
    }),
    doc({
      id: 'blue-shield-promise-medicare-grievance',
      payerId: 'blue-shield-promise',
      document_title: 'How to file a grievance (Blue Shield Promise)',
      payer_name: 'Blue Shield of California Promise Health Plan',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url: 'https://www.blueshieldca.com/promise/members/index.asp?memSec=filing-a-grievance',
      summary:
        'What a grievance covers (quality of care, waiting times, customer service), the 60-day limit after the problem, fast complaints answered within 24 hours, and the ways to file (online, phone, fax, mail).',
    }),
    doc({
      id: 'ibx-transparency-in-coverage',
      payerId: 'independence-blue-cross',
      document_title: 'Transparency in coverage',
      payer_name: 'Independence Blue Cross',
      document_type: 'timely_filing',
      state_specific: 'PA',
      document_url: 'https://www.ibx.com/resources/for-members/transparency-in-coverage',
      summary:
        'How Independence members file their own claims: PPO members give notice within 20 days of out-of-network care and have 12 months from the date of service to submit the claim; HMO rules; cost sharing and coverage basics.',
    }),
    doc({
      id: 'ibx-medicare-plan-documents',
      payerId: 'independence-blue-cross',
      document_title: 'Plan documents (Independence Medicare plans)',
      payer_name: 'Independence Blue Cross',
      document_type: 'member_handbook',
      state_specific: 'PA',
      document_url: 'https://www.ibx.com/medicare/get-care/plan-documents/medicare-documents',
      summary:
        'For Keystone 65 HMO and Personal Choice 65 PPO members: the Evidence of Coverage, Summary of Benefits, Medigap outlines of coverage, and claim reimbursement and plan change forms.',
    }),
    doc({
      id: 'ibx-provider-appeals-2014',
      payerId: 'independence-blue-cross',
      document_title: "Upcoming changes to IBC's post-service appeals and grievance processes (2014)",
      payer_name: 'Independence Blue Cross',
      document_type: 'timely_filing',
      plan_year: 2014,
      state_specific: 'PA',
      document_url:
        'https://provcomm.ibx.com/archive-ibc/Archive/Pages/3ED242ED5403172885257D26004F6124.aspx',
      summary:
        "Independence's provider billing-dispute appeals (two levels, the first within 180 days of the remittance) and the external specialist review for provider grievances; useful when a bill turns on a coding or bundling decision.",
    }),
    doc({
      id: 'bcbstx-prior-authorizations',
      payerId: 'bcbs-texas',
      document_title: 'Prior Authorizations & Predeterminations',
      payer_name: 'Blue Cross and Blue Shield of Texas',
      document_type: 'prior_authorization_list',
      state_specific: 'TX',
      document_url: 'https://www.bcbstx.com/provider/clinical/preauthorization.html',
      summary:
        'BCBSTX on prior authorization and predetermination: what they are, who must ask (usually the provider, sometimes the member), and that costs may not be covered if approval was not obtained.',
    }),
    doc({
      id: 'bcbstx-how-to-request-prior-auth',
      payerId: 'bcbs-texas',
      document_title: 'How to Request Prior Authorization (PA) Notification and View PA Statistical Data',
      payer_name: 'Blue Cross and Blue Shield of Texas',
      document_type: 'prior_authorization_list',
      state_specific: 'TX',
      document_url: 'https://www.bcbstx.com/provider/claims/claims-eligibility/um/pri-statistical-data',
      summary:
        'Where BCBSTX prior authorization is requested (BCBSTX Medical Management, Magellan, eviCore, Carelon), what the request must contain, renewals up to 60 days ahead, and when a request is urgent.',
    }),
    doc({
      id: 'bcbstx-enhanced-pa-2022',
      payerId: 'bcbs-texas',
      document_title: 'BCBSTX to Recommend Preferred Drugs through Enhanced Prior Authorization (2022)',
      payer_name: 'Blue Cross and Blue Shield of Texas',
      document_type: 'medical_policy_index',
      plan_year: 2022,
      state_specific: 'TX',
      document_url:
        'https://www.bcbstx.com/provider/standards/standards-requirements/disclosures/2022/04-29-22-preferred-rx-ehanced-pa',
      summary:
        'From August 2022, BCBSTX medical policies recommend preferred drugs (oncology drugs, denosumab, infliximab and biosimilars, enzyme replacement) during prior authorization; the policy numbers are listed.',
    }),
  ],
};
