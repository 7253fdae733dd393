// The No Surprises Act rules (45 CFR Part 149) and the rulemaking behind them.
import { ecfr, entry, fr, usc } from './entry';

/** 'The No Surprises requirements are effective as of January 1, 2022': https://cms.gov/nosurprises/providers-payment-resolution-with-patients */
const NSA_EFFECTIVE = '2022-01-01';

export const federalSurpriseBilling = [
  entry({
    id: 'nsa-emergency-balance-billing',
    title: 'No Surprises Act: no balance bills for out-of-network emergency care',
    description:
      'An out-of-network hospital emergency department, freestanding emergency department or emergency doctor may not bill you more than your in-network cost sharing for emergency services.',
    source: '45 CFR 149.410',
    sourceUrl: ecfr(45, '149.410'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'emergency_care'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: [
      'Employer group health plans',
      'Individual market insurance',
      'Hospitals and emergency providers',
    ],
    keyChanges: [
      'Out-of-network emergency facilities may not bill above in-network cost sharing',
      'The same limit binds out-of-network emergency doctors',
      'Applies at hospital emergency departments and independent freestanding emergency departments',
    ],
    checkedUrl:
      'https://checkoutapi.com/regulations/expand/title45_chapterA-i1_part149_subpartE_section149.440',
  }),
  entry({
    id: 'nsa-interim-final-rule-part-1',
    title: 'Requirements Related to Surprise Billing; Part I (interim final rules, 2021)',
    description:
      'The July 2021 rules of HHS, Labor, Treasury and OPM that put the No Surprises Act into effect for emergency care, out-of-network care at in-network facilities and air ambulances, for plans, insurers and providers.',
    source: '86 FR 36872 (July 13, 2021), FR Doc. 2021-14379',
    sourceUrl: fr('2021-14379'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: [
      'Employer group health plans',
      'Individual market insurance',
      'FEHB',
      'Providers and facilities',
    ],
    keyChanges: [
      'Issued jointly by HHS, Labor, Treasury and OPM',
      'Amends 45 CFR Parts 144, 147, 149 and 156, 29 CFR Part 2590 and 26 CFR Part 54',
      'Covers emergency services, non-emergency care at in-network facilities, and air ambulance',
    ],
    checkedUrl: 'https://regulations.justia.com/regulations/fedreg/2021/07/13/2021-14379.html',
  }),
  entry({
    id: 'nsa-nonemergency-at-in-network-facility',
    title: 'No Surprises Act: out-of-network clinicians at in-network facilities',
    description:
      'When you get scheduled care at an in-network hospital or surgery center, an out-of-network clinician there may not bill you above your in-network cost sharing unless you signed the federal notice-and-consent form in time. Anesthesiology, radiology, pathology, emergency medicine, neonatology, assistant surgeons, hospitalists, intensivists and lab and imaging services may never ask you to waive this.',
    source: '45 CFR 149.420',
    sourceUrl: ecfr(45, '149.420'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing'],
    impactLevel: 'critical',
    effectiveDate: NSA_EFFECTIVE,
    affectedPrograms: [
      'Employer group health plans',
      'Individual market insurance',
      'Hospitals, surgery centers and their clinicians',
    ],
    keyChanges: [
      'No balance bill above in-network cost sharing without valid notice and consent',
      'Consent must use the standard HHS notice-and-consent documents',
      'Ancillary services (anesthesia, radiology, pathology, labs and others) can never be waived',
      'Not for Medicare, Medicaid, TRICARE, VA or IHS patients: those programs have their own limits',
    ],
    // The substance is read on the ASA page; the section number is seen only in secondary sources.
    status: 'pending',
    checkedUrl:
      'https://www.asahq.org/advocating-for-you/payment-progress/surprise-billing-resources/question-library/physician-requirements',
  }),
  entry({
    id: 'nsa-air-ambulance',
    title: 'No Surprises Act: out-of-network air ambulance',
    description:
      'If your plan covers air ambulance, an out-of-network air ambulance counts as in-network for your cost sharing: the same copay, coinsurance and deductible, counted toward your in-network limits. The plan and the provider settle the rest between themselves.',
    source: '29 U.S.C. 1185f (ERISA §717)',
    sourceUrl: usc(29, '1185f'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'emergency_care'],
    impactLevel: 'high',
    effectiveDate: NSA_EFFECTIVE,
    affectedPrograms: ['Employer group health plans', 'Group health insurance', 'Air ambulance providers'],
    keyChanges: [
      'In-network cost sharing for out-of-network air ambulance',
      'Your payments count toward the in-network deductible and out-of-pocket maximum',
      'The plan pays or denies within 30 days; price disputes go to independent dispute resolution',
      'Ground ambulance is not covered by this federal rule',
    ],
    checkedUrl: 'https://lexbuild.dev/usc/title-29/chapter-18/section-1185f',
  }),
  entry({
    id: 'nsa-good-faith-estimate',
    title: 'Good faith estimates for uninsured and self-pay patients',
    description:
      'If you are uninsured, or choose not to use your insurance, providers must give you a written estimate of expected charges when you schedule care or ask for one. Care scheduled at least 3 business days ahead gets an estimate within 1 business day; 10 or more business days ahead, within 3 business days.',
    source: '45 CFR 149.610',
    sourceUrl: ecfr(45, '149.610'),
    category: 'network_adequacy',
    topics: ['good_faith_estimate', 'price_transparency'],
    impactLevel: 'high',
    effectiveDate: NSA_EFFECTIVE,
    affectedPrograms: ['Uninsured patients', 'Self-pay patients', 'Providers and facilities'],
    keyChanges: [
      'Estimate on scheduling or on request, in writing',
      'Timing: 1 business day (3+ days ahead) or 3 business days (10+ days ahead)',
      'A bill at least $400 above the estimate can be disputed',
    ],
    checkedUrl: 'https://www.everycrsreport.com/reports/IF12338.html',
  }),
  entry({
    id: 'nsa-patient-provider-dispute-resolution',
    title: 'Patient-provider dispute resolution (bill $400+ over the estimate)',
    description:
      'An uninsured or self-pay patient whose bill from a provider or facility is at least $400 more than its good faith estimate can ask an independent dispute resolution entity to decide what to pay. Start within 120 days of the bill; while it is pending the bill should not go to collections.',
    source: '45 CFR 149.620',
    sourceUrl: ecfr(45, '149.620'),
    category: 'network_adequacy',
    topics: ['dispute_resolution', 'good_faith_estimate'],
    impactLevel: 'high',
    effectiveDate: NSA_EFFECTIVE,
    affectedPrograms: ['Uninsured patients', 'Self-pay patients'],
    keyChanges: [
      '"Substantially in excess" means at least $400 more than the estimate',
      'An independent Selected Dispute Resolution entity decides the amount',
      'A small administrative fee applies',
      'States may run their own process if it meets federal minimums',
    ],
    checkedUrl: 'https://dev.compliancecosmos.org/print/pdf/node/518836',
  }),
];
