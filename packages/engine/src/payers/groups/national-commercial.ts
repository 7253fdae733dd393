import { PAYERS_CHECKED_ON as ON, type PayerGroup } from '../types';
import { doc } from './doc';

/** National insurers. Sources and what could not be verified: docs/research/payers.md. */
export const nationalCommercial: PayerGroup = {
  payers: [
    {
      id: 'unitedhealthcare',
      name: 'UnitedHealthcare',
      aliases: [
        'United Healthcare',
        'United Health Care',
        'UHC',
        'UnitedHealth',
        'United Healthcare Insurance Company',
      ],
      kind: 'commercial',
      states: [],
      website: 'https://www.uhc.com',
      appeals: {
        mailingAddress:
          'UnitedHealthcare, Central Escalation Unit\nP.O. Box 30573\nSalt Lake City, UT 84130-0573',
        timeLimitDays: 180,
        timeLimitText:
          'Most plans allow 180 days from the day you receive the claim denial; your plan documents give your own limit.',
        documentId: 'uhc-appeal-grievance-rights',
      },
      checked: {
        url: 'https://welcometouhcglobal.com/myuhc/claims-account-appeal-grievance-rights.html',
        on: ON,
      },
    },
    {
      id: 'aetna',
      name: 'Aetna',
      aliases: ['Aetna Life Insurance Company', 'Aetna Health Inc', 'Aetna CVS Health'],
      kind: 'commercial',
      states: [],
      website: 'https://www.aetna.com',
      appeals: {
        timeLimitDays: 180,
        timeLimitText:
          '180 days from when you get the notice of the denied claim, unless your plan booklet or Summary Plan Description gives longer.',
        documentId: 'aetna-claim-denials',
      },
      checked: {
        url: 'https://www.aetna.com/individuals-families/member-rights-resources/claim-denials.html',
        on: ON,
      },
    },
    {
      id: 'cigna',
      name: 'Cigna Healthcare',
      aliases: [
        'Cigna',
        'CIGNA',
        'Connecticut General Life Insurance Company',
        'Cigna Health and Life Insurance Company',
      ],
      kind: 'commercial',
      states: [],
      website: 'https://www.cigna.com',
      checked: { url: 'https://www.cigna.com/individuals-families/member-guide/appeals-grievances', on: ON },
    },
    {
      id: 'humana',
      name: 'Humana',
      aliases: ['Humana Inc', 'Humana Medicare Advantage', 'Humana Insurance Company'],
      kind: 'medicare_advantage',
      states: [],
      website: 'https://www.humana.com',
      appeals: {
        mailingAddress: 'Humana Grievances and Appeals\nP.O. Box 14165\nLexington, KY 40512-4165',
        fax: '1-855-251-7594',
        documentId: 'humana-part-c-reconsideration',
      },
      checked: {
        url: 'https://www.humana.com/member/exceptions-and-appeals/medicare-part-c-reconsideration',
        on: ON,
      },
    },
    {
      id: 'ambetter',
      name: 'Ambetter Health',
      aliases: [
        'Ambetter',
        'Ambetter from Sunshine Health',
        'Ambetter from Superior HealthPlan',
        'Ambetter from Arizona Complete Health',
        'Ambetter from MHS',
      ],
      kind: 'commercial',
      states: [],
      website: 'https://www.ambetterhealth.com',
      checked: { url: 'https://www.ambetterhealth.com/en/fl/member-provider-appeals-processes', on: ON },
    },
    {
      id: 'molina-healthcare',
      name: 'Molina Healthcare',
      aliases: ['Molina', 'Molina Marketplace', 'Molina Dual Options'],
      kind: 'medicaid_mco',
      states: [],
      website: 'https://www.molinahealthcare.com',
      checked: {
        url: 'https://www.molinahealthcare.com/providers/common/Policies/MolinaClinicalPolicies.aspx',
        on: ON,
      },
    },
  ],
  documents: [
    doc({
      id: 'uhc-appeal-grievance-rights',
      payerId: 'unitedhealthcare',
      document_title: 'Your Appeal and Grievance Rights',
      payer_name: 'UnitedHealthcare',
      document_type: 'appeals_and_grievances',
      document_url: 'https://welcometouhcglobal.com/myuhc/claims-account-appeal-grievance-rights.html',
      summary:
        'How long you have to appeal a denied claim (180 days under most plans), the written appeal address (Central Escalation Unit, Salt Lake City), what to send, the 30-day review and how to ask for an external review.',
    }),
    doc({
      id: 'uhc-admin-guide-member-appeals-2022',
      payerId: 'unitedhealthcare',
      document_title: 'Member appeals, grievances or complaints (2022 Administrative Guide, chapter 10)',
      payer_name: 'UnitedHealthcare',
      document_type: 'claims_address',
      plan_year: 2022,
      document_url:
        'https://www.uhcprovider.com/en/admin-guides/administrative-guides-manuals-2022/ch10-claims-process-2022/mem-appeal-griev-comp-ch10-guide.html',
      summary:
        "UnitedHealthcare's guide for care providers listing where member appeals and grievances are mailed for each product: Medicare Advantage, prescription drug plans, commercial plans, level-funded plans and individual plans.",
    }),
    doc({
      id: 'uhc-commercial-medical-policies',
      payerId: 'unitedhealthcare',
      document_title: 'UnitedHealthcare Commercial Medical & Drug Policies',
      payer_name: 'UnitedHealthcare',
      document_type: 'medical_policy_index',
      document_url:
        'https://www.uhcprovider.com/en/policies-protocols/commercial-policies/commercial-medical-drug-policies.html',
      summary:
        "The list of UnitedHealthcare's medical policies and medical benefit drug policies for commercial plans, with the monthly update bulletin and the address for asking for a paper copy of a policy.",
    }),
    doc({
      id: 'uhc-prior-auth-requirements',
      payerId: 'unitedhealthcare',
      document_title: 'Advance Notification and Prior Authorization requirements',
      payer_name: 'UnitedHealthcare',
      document_type: 'prior_authorization_list',
      document_url: 'https://uhcprovider.com/advance?rfid=UHCOContRD',
      summary:
        'The current prior authorization and advance notification requirements for each UnitedHealthcare plan type (commercial, Oxford, UnitedHealthcare West, Medicare Advantage and others), with their effective dates and earlier versions.',
    }),
    doc({
      id: 'aetna-claim-denials',
      payerId: 'aetna',
      document_title: 'Claim denials: how to appeal a denied claim',
      payer_name: 'Aetna',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.aetna.com/individuals-families/member-rights-resources/claim-denials.html',
      summary:
        'How to appeal an Aetna claim denial (by phone or with the member complaint and appeal form), the 180-day limit, what the request should include, expedited appeals for urgent care and external review.',
    }),
    doc({
      id: 'aetna-clinical-policy-bulletins',
      payerId: 'aetna',
      document_title: 'Medical clinical policy bulletins',
      payer_name: 'Aetna',
      document_type: 'medical_policy_index',
      document_url:
        'https://www.aetna.com/health-care-professionals/clinical-policy-bulletins/medical-clinical-policy-bulletins.html',
      summary:
        "Aetna's Clinical Policy Bulletins, searchable by keyword or number: the services it considers medically necessary, cosmetic or experimental, which decide many coverage denials.",
    }),
    doc({
      id: 'aetna-precertification-lists',
      payerId: 'aetna',
      document_title: 'Precertification lists and medical preferred drug information',
      payer_name: 'Aetna',
      document_type: 'prior_authorization_list',
      document_url:
        'https://www.aetna.com/health-care-professionals/precertification/precertification-lists.html',
      summary:
        'The procedures and services for which a participating provider must get precertification from Aetna, a lookup by CPT code, and the medical preferred drug list.',
    }),
    doc({
      id: 'cigna-appeals-grievances',
      payerId: 'cigna',
      document_title: 'Health Care Appeals & Grievances',
      payer_name: 'Cigna Healthcare',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.cigna.com/individuals-families/member-guide/appeals-grievances',
      summary:
        "Cigna's three steps for a concern or a denied coverage decision (call, ask how to appeal, further options), the forms for filing an appeal or grievance, and external review for employer plans.",
    }),
    doc({
      id: 'cigna-medicare-grievances',
      payerId: 'cigna',
      document_title: 'Filing a Grievance (Cigna Healthcare Medicare)',
      payer_name: 'Cigna Healthcare',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.cigna.com/medicare/member-resources/grievances',
      summary:
        'For Cigna Medicare members: what a grievance is, who may file one, the 60-day limit after the event, the 30-day answer (up to 44 days with an extension) and the fast grievance.',
    }),
    doc({
      id: 'cigna-coverage-policies',
      payerId: 'cigna',
      document_title: 'Coverage Policies',
      payer_name: 'Cigna Healthcare',
      document_type: 'medical_policy_index',
      document_url: 'https://static.cigna.com/assets/chcp/resourceLibrary/coveragePolicies/index.html',
      summary:
        "Cigna's medical, administrative and drug coverage policies, by A-Z index or category, with policy updates; the plan document wins where it differs from a policy.",
    }),
    doc({
      id: 'humana-part-c-reconsideration',
      payerId: 'humana',
      document_title: 'Medicare Part C coverage reconsideration (appeal)',
      payer_name: 'Humana',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.humana.com/member/exceptions-and-appeals/medicare-part-c-reconsideration',
      summary:
        'How a Humana Medicare Advantage member appeals a denied medical service: online, or the appeal form faxed or mailed to Humana Grievances and Appeals in Lexington, KY (Puerto Rico has its own); decisions within 30 days before the service and 60 days after.',
    }),
    doc({
      id: 'humana-medicare-grievance',
      payerId: 'humana',
      document_title: 'Medicare grievance',
      payer_name: 'Humana',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.humana.com/member/exceptions-and-appeals/submit-medicare-grievance',
      summary:
        'How to file a grievance about a Humana Medicare plan, its service or a provider (not a denial, which is an appeal): form, fax, mail or phone, with a written answer within 30 days.',
    }),
    doc({
      id: 'humana-exceptions-appeals',
      payerId: 'humana',
      document_title: 'Complaints, appeals and grievances',
      payer_name: 'Humana',
      document_type: 'appeals_and_grievances',
      document_url: 'https://www.humana.com/member/exceptions-and-appeals',
      summary:
        "Humana's hub for Part D drug appeals, Part C reconsiderations, expedited appeals, employer-plan grievances and appeals, drug exceptions and appointing a representative.",
    }),
    doc({
      id: 'humana-coverage-policies',
      payerId: 'humana',
      document_title: 'New and Revised Pharmacy and Medical Coverage Policies',
      payer_name: 'Humana',
      document_type: 'medical_policy_index',
      document_url:
        'https://www.humana.com/provider/news/publications/humana-your-practice/pharmacy-and-medical-policies',
      summary:
        "Humana's notice of new and revised medical and pharmacy coverage policies, explaining what the policies rest on and where the full list is found (Medical and pharmacy coverage policies under Resources).",
    }),
    doc({
      id: 'ambetter-fl-appeals-processes',
      payerId: 'ambetter',
      document_title: 'Ambetter Health Member and Provider Appeals Processes (Florida)',
      payer_name: 'Ambetter Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'FL',
      document_url: 'https://www.ambetterhealth.com/en/fl/member-provider-appeals-processes',
      summary:
        'A side-by-side of member and provider appeals at Ambetter Health in Florida: a member (or a representative, including a provider with consent) has 180 days from the Notice of Adverse Benefit Determination; no documents are required but records help.',
    }),
    doc({
      id: 'ambetter-az-member-appeals',
      payerId: 'ambetter',
      document_title: 'Member Appeals (Ambetter from Arizona Complete Health)',
      payer_name: 'Ambetter Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'AZ',
      document_url: 'https://ambetterhealth.com/en/az/resources/handbooks-forms/member-appeals',
      summary:
        'What an Arizona Ambetter member can appeal (not medically necessary, experimental, not covered, rescission), what is not appealable under Arizona law (amounts paid, cost sharing), and who may file for the member.',
    }),
    doc({
      id: 'ambetter-tx-grievance-appeals',
      payerId: 'ambetter',
      document_title: 'Grievance and Appeals (Ambetter from Superior HealthPlan)',
      payer_name: 'Ambetter Health',
      document_type: 'appeals_and_grievances',
      state_specific: 'TX',
      document_url:
        'https://ambetter.superiorhealthplan.com/provider-resources/manuals-and-forms/grievance-appeals.html',
      summary:
        "The Texas Ambetter plan's complaint and appeal processes, including where a member's written complaint is mailed or faxed (Complaints Department, Austin) and the member services number.",
    }),
    doc({
      id: 'molina-ca-marketplace-complaints-appeals',
      payerId: 'molina-healthcare',
      document_title: 'Complaints and Appeals (Molina Marketplace, California)',
      payer_name: 'Molina Healthcare',
      document_type: 'appeals_and_grievances',
      state_specific: 'CA',
      document_url:
        'https://www.molinahealthcare.com/members/ca/en-US/mem/marketplace/quality/Pages/gna.aspx',
      summary:
        "For Molina's California Marketplace members: what can be appealed, the phone line, the Grievance and Appeals Unit's Long Beach address, the California DMHC help line, and the 5-day acknowledgment and 30-day answer.",
    }),
    doc({
      id: 'molina-sc-duals-grievance',
      payerId: 'molina-healthcare',
      document_title: 'Filing a Complaint / Grievance with Molina Dual Options (South Carolina)',
      payer_name: 'Molina Healthcare',
      document_type: 'appeals_and_grievances',
      state_specific: 'SC',
      document_url: 'https://www.molinahealthcare.com/members/sc/en-us/mem/duals/quality/gna/grievnc.aspx',
      summary:
        'For Molina Dual Options members: the 60-day limit for a grievance, and how to file it by e-mail, fax or mail to Grievance and Appeals in Long Beach; fast grievances are answered within 24 hours.',
    }),
    doc({
      id: 'molina-clinical-policies',
      payerId: 'molina-healthcare',
      document_title: 'Molina Clinical Policies',
      payer_name: 'Molina Healthcare',
      document_type: 'medical_policy_index',
      document_url: 'https://www.molinahealthcare.com/providers/common/Policies/MolinaClinicalPolicies.aspx',
      summary:
        "Molina's clinical policies used for medical necessity decisions across Medicaid, Marketplace and Medicare (with Medicare's national coverage determinations and state rules taking precedence).",
    }),
    doc({
      id: 'molina-tx-marketplace-preauthorization',
      payerId: 'molina-healthcare',
      document_title: 'Preauthorization Information (Molina Marketplace, Texas)',
      payer_name: 'Molina Healthcare',
      document_type: 'prior_authorization_list',
      state_specific: 'TX',
      document_url:
        'https://www.molinahealthcare.com/members/tx/en-us/mem/marketplace/coverd/Preauthorization-Information.aspx',
      summary:
        'Where a Texas Molina Marketplace member finds the services reviewed before they are given, and what preauthorization does not guarantee (benefit limits, exclusions, eligibility).',
    }),
    doc({
      id: 'humana-provider-prior-auth-lists',
      payerId: 'humana',
      document_title: 'Prior authorization lists (Medicaid, Medicare Advantage and dual plans)',
      payer_name: 'Humana',
      document_type: 'prior_authorization_list',
      document_url:
        'https://provider.humana.com/coverage-claims/prior-authorizations/prior-authorization-lists',
      summary:
        "Humana's current, future and previous prior authorization and notification lists for Medicare Advantage, dual special needs, Illinois and Virginia dual plans and Puerto Rico, with a search tool by CPT code, procedure or drug.",
    }),
    doc({
      id: 'humana-member-medical-authorizations',
      payerId: 'humana',
      document_title: 'Medical authorizations (preauthorization and notification)',
      payer_name: 'Humana',
      document_type: 'prior_authorization_list',
      document_url: 'https://www.humana.com/individual-and-family-support/guidelines/medical-authorizations',
      summary:
        'For members: some procedures, office-given medications and services need approval first ("preauthorization" or "notification"), costs may not be covered without it, and the commercial and Medicare Advantage lists to check.',
    }),
    doc({
      id: 'cigna-precertification',
      payerId: 'cigna',
      document_title: 'Precertifications',
      payer_name: 'Cigna Healthcare',
      document_type: 'prior_authorization_list',
      document_url: 'https://cigna.com/health-care-providers/coverage-and-claims/precertification',
      summary:
        'How Cigna precertification works: the master precertification list, the fax and phone routes, behavioral health and Medicare Advantage requirements, and the rule that emergency services need no precertification (an admission must be reported within one business day).',
    }),
    doc({
      id: 'cigna-prior-authorization',
      payerId: 'cigna',
      document_title: 'Prior Authorization (how to request)',
      payer_name: 'Cigna Healthcare',
      document_type: 'prior_authorization_list',
      document_url: 'https://www.cigna.com/health-care-providers/coverage-and-claims/prior-authorization',
      summary:
        'What a provider sends for a Cigna prior authorization of medical services (service, dates, codes), the move to electronic prior authorization for drugs, and the phone line when that is not possible.',
    }),
  ],
};
