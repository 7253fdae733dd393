// State laws: surprise billing, medical debt, itemized bills, external review. Each cites the statute
// and links to the legislature's (or the state's official code) page.
import { entry } from './entry';

const txStatute = (code: string, chapter: string, section?: string) =>
  `https://statutes.capitol.texas.gov/Docs/${code}/htm/${code}.${chapter}.htm${section ? `#${section}` : ''}`;

const nyLaw = (law: string, section: string) => `https://www.nysenate.gov/legislation/laws/${law}/${section}`;
const caLaw = (code: string, section: string) =>
  `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=${code}&sectionNum=${section}`;

export const stateLaws = [
  entry({
    id: 'tx-out-of-network-balance-billing',
    title: 'Texas: no balance bills from out-of-network facility-based, lab and imaging providers',
    description:
      'In Texas-regulated HMO and PPO plans, an out-of-network facility-based provider at an in-network facility, or an out-of-network lab or imaging provider working with an in-network doctor, may not bill you more than your copay, coinsurance and deductible. The plan pays the provider directly.',
    source: 'Tex. Ins. Code §§1271.157, 1271.158, 1301.164, 1301.165',
    sourceUrl: txStatute('IN', '1271'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: [
      'Texas HMO plans',
      'Texas PPO (preferred provider) plans',
      'Texas state employee plans',
    ],
    keyChanges: [
      'Patient owes only the in-network copay, coinsurance and deductible',
      'Plan pays at the usual and customary rate or an agreed rate',
      'Covers facility-based providers, diagnostic imaging and laboratory providers',
    ],
    jurisdiction: 'TX',
    checkedUrl: 'https://instalawyer.io/laws/texas-statutes/section-1271158-non-network-diagnostic-imaging',
  }),
  entry({
    id: 'tx-out-of-network-dispute-resolution',
    title: 'Texas: out-of-network claim dispute resolution (mediation and arbitration)',
    description:
      'Texas sends payment disputes between out-of-network providers and state-regulated plans to mediation or arbitration, keeping the patient out of the dispute. Texas Department of Insurance rules set what notice an out-of-network provider must give before it may balance bill for elective care.',
    source: 'Tex. Ins. Code ch. 1467; 28 TAC §§21.4901-21.4904',
    sourceUrl: txStatute('IN', '1467'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'dispute_resolution'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Texas HMO and PPO plans', 'Out-of-network providers'],
    keyChanges: [
      'Provider-plan payment disputes go to a state process, not the patient',
      'Balance billing for elective care only after written notice and the patient’s election',
      'No meaningful choice, or coercion, means no valid election',
    ],
    jurisdiction: 'TX',
    checkedUrl:
      'https://managedcarelegaldatabase.org/state-law/texas-admin-code-title-28-part-1-chapter-21-subchapter-oo-disclosures-by-out-of-network-providers/',
  }),
  entry({
    id: 'tx-itemized-bill',
    title: 'Texas: itemized bill requirements for facilities',
    description:
      'Texas law requires facilities to give patients an itemized bill of the services and supplies charged, so a patient can check each line. State health rules tie facilities to this requirement alongside the state balance-billing limits.',
    source: 'Tex. Health & Safety Code §185.002',
    sourceUrl: txStatute('HS', '185', '185.002'),
    category: 'fraud_compliance',
    topics: ['price_transparency', 'billing_and_collection'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Texas hospitals and freestanding facilities'],
    keyChanges: [
      'Facilities must meet the state itemized bill requirements',
      'Facilities must also follow the Texas balance-billing prohibitions',
    ],
    jurisdiction: 'TX',
    checkedUrl:
      'https://texreg.sos.state.tx.us/public/readtac$ext.TacPage?sl=T&app=9&p_dir=P&p_rloc=215704&p_tloc=&p_ploc=1&pg=2&p_tac=&ti=26&pt=1&ch=509&rl=1',
  }),
  entry({
    id: 'az-surprise-out-of-network-bill',
    title: 'Arizona: surprise out-of-network bills and dispute resolution',
    description:
      'In Arizona, a bill from an out-of-network provider at an in-network facility is a surprise bill if it is for emergency care, or if you did not get (or did not sign) a written, dated disclosure naming the provider and estimating the cost before care. Surprise bills qualify for the state’s dispute resolution.',
    source: 'Ariz. Rev. Stat. §20-3113',
    sourceUrl: 'https://www.azleg.gov/ars/20/03113.htm',
    category: 'network_adequacy',
    topics: ['surprise_billing', 'dispute_resolution'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Arizona-regulated health insurance'],
    keyChanges: [
      'Emergency care bills from out-of-network providers at network facilities qualify',
      'Non-emergency bills qualify when no written, dated disclosure was given in time',
      'The disclosure must name the provider, say it is out of network and estimate the cost',
    ],
    jurisdiction: 'AZ',
    checkedUrl: 'https://law.uslawyerdatabase.com/20-3113-surprise-out-of-network-bill-requirements-notice',
  }),
  entry({
    id: 'ny-surprise-bill-hold-harmless',
    title: 'New York: no balance bills for emergency care or surprise bills',
    description:
      'In New York, an out-of-network provider may not bill an insured patient for a surprise bill or for emergency services (including the inpatient stay that follows an emergency room visit) beyond the copay, coinsurance or deductible the patient would owe in network.',
    source: 'N.Y. Financial Services Law §606 (Article 6)',
    sourceUrl: nyLaw('FIS', '606'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'emergency_care'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: ['New York-regulated health plans and insurers', 'Out-of-network providers'],
    keyChanges: [
      'Insured patients owe only in-network cost sharing on a surprise bill',
      'The same limit applies to emergency services and the inpatient stay after them',
      'Mobile crisis intervention services added once state regulations are issued',
    ],
    jurisdiction: 'NY',
    checkedUrl: 'https://newyork.public.law/laws/n.y._financial_services_law_section_606',
  }),
  entry({
    id: 'ny-independent-dispute-resolution',
    title: 'New York: independent dispute resolution for emergency and surprise bills',
    description:
      'New York runs an independent dispute resolution process for bills for emergency services and surprise bills. Uninsured patients can also submit a disputed emergency bill without paying it first; a reviewer with a physician of the same specialty decides a reasonable fee, usually within 30 business days.',
    source: 'N.Y. Financial Services Law §§601, 605, 607',
    sourceUrl: nyLaw('FIS', '601'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'dispute_resolution'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['New York-regulated health plans', 'Uninsured patients', 'Out-of-network providers'],
    keyChanges: [
      'Certified independent dispute resolution entities using same-specialty physicians',
      'Uninsured patients need not pay the fee before disputing an emergency bill',
      'Decision within 30 business days',
      'Disputes must be filed within three years of the plan’s original payment',
    ],
    jurisdiction: 'NY',
    checkedUrl: 'https://www.nysenate.gov/legislation/laws/FIS/601',
  }),
  entry({
    id: 'ca-ab72-out-of-network-at-in-network-facility',
    title:
      'California: in-network cost sharing for out-of-network professionals at in-network facilities (AB 72)',
    description:
      'For California health plan and insurance contracts issued or renewed from July 1, 2017, a patient treated at an in-network facility by an out-of-network individual health professional pays only the in-network cost sharing, unless the patient gave written consent in advance as the law requires.',
    source: 'Cal. Health & Safety Code §1371.9; Cal. Ins. Code §10112.8 (AB 72, Stats. 2016, ch. 492)',
    sourceUrl: caLaw('HSC', '1371.9'),
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing'],
    impactLevel: 'high',
    effectiveDate: '2017-07-01',
    affectedPrograms: ['California health care service plans (DMHC)', 'California health insurers (CDI)'],
    keyChanges: [
      'Applies to contracts issued, amended or renewed on or after July 1, 2017',
      'In-network cost sharing at in-network facilities',
      'Signed by the Governor September 23, 2016 (chapter 492)',
    ],
    jurisdiction: 'CA',
    checkedUrl:
      'http://www.leginfo.ca.gov/pub/15-16/bill/asm/ab_0051-0100/ab_72_bill_20160923_chaptered.html',
  }),
  entry({
    id: 'ca-hospital-fair-pricing',
    title: 'California: hospital charity care and discount payment policies',
    description:
      'Every California hospital must keep written charity care and discount payment policies. Uninsured patients, and patients with high medical costs, with family income at or below 400 percent of the federal poverty level may apply. Emergency physicians must also offer discounts.',
    source: 'Cal. Health & Safety Code §§127400-127446 (§127405)',
    sourceUrl: caLaw('HSC', '127405'),
    category: 'fraud_compliance',
    topics: ['charity_care', 'billing_and_collection'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: [
      'California licensed hospitals',
      'Emergency physicians',
      'Uninsured and underinsured patients',
    ],
    keyChanges: [
      'Eligibility up to 400 percent of the federal poverty level',
      'Written, understandable charity care and discount payment policies',
      'A patient may seek review of a dispute by a designated manager',
      'Hospitals may extend eligibility above 400 percent',
    ],
    jurisdiction: 'CA',
    checkedUrl: 'https://www.lawserver.com/law/state/california/codes/california_health_safety_code_127405',
  }),
  entry({
    id: 'fl-nonparticipating-provider-payment-limits',
    title: 'Florida: insured patients owe only cost sharing for out-of-network emergency care',
    description:
      'For Florida-regulated health insurance, the insurer alone is liable for paying an out-of-network provider of covered emergency services; the insured owes only the copay, coinsurance and deductible. Emergency coverage may not require prior authorization.',
    source: 'Fla. Stat. §627.64194',
    sourceUrl:
      'https://www.leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&URL=0600-0699/0627/Sections/0627.64194.html',
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'emergency_care'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Florida-regulated individual and group health insurance (PPO/EPO)'],
    keyChanges: [
      'Insurer solely liable to out-of-network emergency providers',
      'Insured owes only copay, coinsurance and deductible',
      'No prior authorization for emergency services',
      'Also limits collection for certain nonemergency out-of-network services',
    ],
    jurisdiction: 'FL',
    checkedUrl:
      'http://leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&Search_String=627.736&URL=0600-0699%2F0627%2FSections%2F0627.64194.html',
  }),
  entry({
    id: 'nj-out-of-network-consumer-protection',
    title:
      'New Jersey: Out-of-network Consumer Protection, Transparency, Cost Containment and Accountability Act',
    description:
      'New Jersey bars providers from billing a covered person more than in-network cost sharing for inadvertent out-of-network services (including out-of-network labs ordered by an in-network provider) and for emergency or urgent care, and sends payment disputes to binding arbitration.',
    source: 'N.J.S.A. 26:2SS-1 to -20 (P.L.2018, c.32)',
    sourceUrl: 'https://pub.njleg.gov/bills/2018/PL18/32_.PDF',
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'dispute_resolution'],
    impactLevel: 'high',
    effectiveDate: '2018-08-30',
    affectedPrograms: [
      'New Jersey-regulated health benefit plans',
      'State Health Benefits Program',
      'Self-funded plans that opt in',
    ],
    keyChanges: [
      'Signed June 1, 2018; effective August 30, 2018',
      'No balance billing above in-network cost sharing for inadvertent or emergency out-of-network care',
      'Binding arbitration for payment disputes (amended 2022)',
      'Medicare, Medicaid and TRICARE are outside the act',
    ],
    jurisdiction: 'NJ',
    checkedUrl: 'https://baniasuptowndeployed.pages.dev/146346.html',
  }),
  entry({
    id: 'il-hospital-uninsured-patient-discount',
    title: 'Illinois: Hospital Uninsured Patient Discount Act',
    description:
      'Illinois hospitals must discount charges for uninsured Illinois residents who apply: up to 600 percent of the federal poverty level at most hospitals (300 percent at rural and critical access hospitals), with free care at or below 200 percent (125 percent at rural and critical access hospitals), above a small per-visit threshold.',
    source: '210 ILCS 89/10 (as amended by P.A. 103-0492)',
    sourceUrl: 'https://ilga.gov/legislation/publicacts/103/103-0492.htm',
    category: 'fraud_compliance',
    topics: ['charity_care'],
    impactLevel: 'critical',
    effectiveDate: '2009-04-01',
    affectedPrograms: ['Illinois hospitals', 'Uninsured Illinois residents'],
    keyChanges: [
      'Discounts up to 600% FPL (300% at rural and critical access hospitals)',
      '100% charitable discount at or below 200% FPL (125% at rural and critical access hospitals)',
      'Applies to medically necessary services above $150 per encounter ($300 at rural and critical access hospitals)',
      'Guaranteed-income payments excluded from eligibility income',
    ],
    jurisdiction: 'IL',
    checkedUrl: 'https://lawserver.com/law/state/illinois/il-statutes/210_ilcs_89_10',
  }),
  entry({
    id: 'wa-balance-billing-protection-act',
    title: 'Washington: Balance Billing Protection Act',
    description:
      'Washington bars out-of-network providers and facilities from balance billing enrollees for emergency services, nonemergency services at certain in-network facilities, and air ambulance, aligned with the federal No Surprises Act, and forbids asking patients to sign away these protections.',
    source: 'RCW 48.49.020 (chapter 48.49 RCW)',
    sourceUrl: 'https://app.leg.wa.gov/rcw/default.aspx?cite=48.49.020',
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'emergency_care'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: [
      'Washington fully insured plans',
      'Public employee plans (chapter 41.05 RCW)',
      'Self-funded plans that opt in',
    ],
    keyChanges: [
      'No balance billing for emergency, certain facility-based and air ambulance services',
      'Waivers of the protections are prohibited',
      'Patients stay out of payment disputes between providers and carriers',
      'Behavioral health emergency services providers covered (RCW 48.49.030)',
    ],
    jurisdiction: 'WA',
    checkedUrl:
      'https://instalawyer.io/laws/revised-code-of-washington/4849020-balance-billing-when-prohibited-carriers',
  }),
  entry({
    id: 'co-medical-debt-credit-reporting',
    title: 'Colorado: medical debt kept off consumer credit reports (HB23-1126)',
    description:
      'Colorado bars consumer reporting agencies from reporting information about medical debt, with a narrow exception for very large credit transactions, and requires debt collectors to tell consumers that medical debt will not appear on their credit report.',
    source: 'Colorado HB23-1126 (2023 Regular Session)',
    sourceUrl: 'https://leg.colorado.gov/bills/hb23-1126',
    category: 'fraud_compliance',
    topics: ['credit_reporting', 'medical_debt', 'debt_collection'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Consumer reporting agencies', 'Debt collectors collecting medical debt in Colorado'],
    keyChanges: [
      'Signed June 5, 2023; took effect in August 2023',
      'No medical debt information in consumer reports',
      'Collectors may not falsely say medical debt will be reported',
      'Reported to run until July 1, 2028 unless extended',
    ],
    jurisdiction: 'CO',
    checkedUrl: 'http://leg.colorado.gov/bills/hb23-1126',
  }),
  entry({
    id: 'md-hospital-financial-assistance',
    title: 'Maryland: hospital financial assistance (free care at or below 200% FPL)',
    description:
      'Maryland acute and chronic care hospitals must give free medically necessary care to patients with family income at or below 200 percent of the federal poverty level, reduced-cost care above that for low-income patients, a payment plan, and a way to ask for reconsideration of a denial. Changes in income within 240 days of the first bill count.',
    source: 'Md. Code, Health-General §19-214.1',
    sourceUrl:
      'https://mgaleg.maryland.gov/mgawebsite/laws/StatuteText?article=ghg&enactments=true&section=19-214.1',
    category: 'fraud_compliance',
    topics: ['charity_care', 'medical_debt'],
    impactLevel: 'critical',
    effectiveDate: null,
    affectedPrograms: ['Maryland acute care and chronic care hospitals'],
    keyChanges: [
      'Free care at or below 200% of the federal poverty level',
      'Reduced-cost care for low-income patients above 200%',
      'Income changes within 240 days of the first bill are considered',
      'Reconsideration of denials, with help from the Health Education and Advocacy Unit',
    ],
    jurisdiction: 'MD',
    checkedUrl:
      'https://mgaleg.maryland.gov/mgawebsite/laws/StatuteText?article=ghg&enactments=true&section=19-214.1',
  }),
  entry({
    id: 'md-hospital-complaints',
    title: 'Maryland: complaints against hospitals over financial assistance and debt collection',
    description:
      'A Maryland patient (or representative) can file a complaint with the Health Services Cost Review Commission against a hospital that breaks the state’s financial assistance or debt collection rules, jointly with the Attorney General’s Health Education and Advocacy Unit. Patients cannot waive these protections.',
    source: 'Md. Code, Health-General §19-214.3',
    sourceUrl:
      'https://mgaleg.maryland.gov/mgawebsite/laws/StatuteText?article=ghg&enactments=true&section=19-214.3',
    category: 'fraud_compliance',
    topics: ['charity_care', 'billing_and_collection', 'medical_debt'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Maryland hospitals', 'Hospital patients'],
    keyChanges: [
      'Complaint process at the Commission, optionally with the Health Education and Advocacy Unit',
      'Complainants’ identifying details withheld from public inspection',
      'No need to exhaust the complaint process before going to court',
      'Waivers of the protections are void',
    ],
    jurisdiction: 'MD',
    checkedUrl: 'https://lexace.ai/us/statute/maryland/HG-19-214.3',
  }),
  entry({
    id: 'ct-surprise-bills-emergency-services',
    title: 'Connecticut: cost sharing for emergency services and surprise bills',
    description:
      'Connecticut limits what insured patients pay for out-of-network emergency services and surprise bills (out-of-network care at an in-network facility they did not choose) to in-network cost sharing, and sets how carriers reimburse those providers.',
    source: 'Conn. Gen. Stat. §38a-477aa',
    sourceUrl: 'https://www.cga.ct.gov/current/pub/chap_700c.htm#sec_38a-477aa',
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'emergency_care'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Connecticut-regulated health carriers'],
    keyChanges: [
      'Defines surprise bills for out-of-network care at in-network facilities',
      'Emergency services and urgent crisis center services covered',
      'Carrier reimbursement rules for out-of-network providers',
    ],
    jurisdiction: 'CT',
    checkedUrl:
      'https://d1tvxue8o4w0fl.cloudfront.net/statute/general-statutes-of-connecticut/title-38a-insurance/chapter-700c-health-insurance/part-i-health-insurance-in-general/section-38a-477aa-cost-sharing-and-health-care-provider-reimbursements-for-emergency-services-and-surprise-bills',
  }),
  entry({
    id: 'ct-request-payment-unfair-trade-practice',
    title: 'Connecticut: asking a patient to pay more than cost sharing is an unfair trade practice',
    description:
      'In Connecticut it is an unfair trade practice for a provider to request payment from an enrollee, beyond coinsurance, copay or deductible, for covered services, out-of-network emergency services or a surprise bill. Sending a statement of charges not owed counts as requesting payment unless it is clearly marked “This is not a bill”.',
    source: 'Conn. Gen. Stat. §20-7f',
    sourceUrl: 'https://www.cga.ct.gov/2018/FC/2018HB-05039-R000304-FC.htm',
    category: 'network_adequacy',
    topics: ['balance_billing', 'surprise_billing', 'billing_and_collection'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Connecticut licensed health care providers', 'Enrollees of Connecticut health plans'],
    keyChanges: [
      'Only coinsurance, copay or deductible may be requested for covered services',
      'Bills for amounts not owed must say “This is not a bill”',
      'Enforced under the Connecticut Unfair Trade Practices Act',
    ],
    jurisdiction: 'CT',
    checkedUrl: 'https://www.lawserver.com/law/state/connecticut/ct-laws/connecticut_statutes_20-7f',
  }),
  entry({
    id: 'ga-surprise-billing-consumer-protection-act',
    title: 'Georgia: Surprise Billing Consumer Protection Act',
    description:
      'Georgia protects insured patients from balance bills for emergency care and for out-of-network care they did not choose, and sends payment disputes between insurers and providers to arbitration. Nonemergency out-of-network care counts as chosen only with written and oral consent after a cost estimate.',
    source: 'O.C.G.A. §33-20E-1 et seq. (Ga. L. 2020, HB 888)',
    sourceUrl: 'https://law.justia.com/codes/georgia/title-33/chapter-20e/',
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'dispute_resolution'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Georgia-regulated healthcare plans', 'State healthcare plans'],
    keyChanges: [
      'Enacted by HB 888 (2020); emergency definition broadened in 2022',
      'Chosen out-of-network care needs written and oral consent after an estimate',
      'Arbitration through resolution organizations selected by the Commissioner',
      'Includes a section prohibiting certain reporting to credit reporting agencies',
    ],
    jurisdiction: 'GA',
    // Georgia's legislature does not publish the code; the link is a public copy. Verify before relying on it.
    status: 'pending',
    checkedUrl: 'https://managedcarelegaldatabase.org/state-law/surprise-billing-consumer-protection-act',
  }),
  entry({
    id: 'va-balance-billing-prohibited',
    title: 'Virginia: balance billing prohibited for emergency and certain facility services',
    description:
      'Since January 1, 2021, Virginia bars out-of-network providers from balance billing enrollees for emergency services, or for surgical or ancillary services at an in-network facility. The patient pays only in-network cost sharing; the carrier and provider settle the rest through negotiation or arbitration.',
    source: 'Va. Code §38.2-3445.01 (2020 Acts, SB 172)',
    sourceUrl: 'https://law.lis.virginia.gov/vacode/title38.2/chapter34/section38.2-3445.01/',
    category: 'network_adequacy',
    topics: ['surprise_billing', 'balance_billing', 'emergency_care'],
    impactLevel: 'high',
    effectiveDate: '2021-01-01',
    affectedPrograms: [
      'Virginia fully insured plans',
      'Virginia state employee health plan',
      'Self-funded plans that opt in',
    ],
    keyChanges: [
      'No balance bills for emergency services',
      'No balance bills for surgical or ancillary services at in-network facilities',
      'Cost sharing based on the carrier’s median in-network rate',
      'Disputes over the rest go to negotiation or arbitration, not the patient',
    ],
    jurisdiction: 'VA',
    checkedUrl: 'https://instalawyer.io/laws/code-of-virginia/382-344501-balance-billing-for',
  }),
  entry({
    id: 'nm-patients-debt-collection-protection-act',
    title: 'New Mexico: Patients’ Debt Collection Protection Act',
    description:
      'New Mexico bars health care facilities, and the medical debt collectors and buyers they use, from collection actions (selling the debt, lawsuits, liens, garnishment) against patients with household income below 200 percent of the federal poverty level. Facilities must check coverage and help uninsured patients apply for public programs before billing, and itemize bills.',
    source: 'NMSA 1978 §§57-32-1 to 57-32-10 (2021 SB 71)',
    sourceUrl: 'https://www.nmlegis.gov/Legislation/Legislation?Chamber=S&LegType=B&LegNo=71&year=21',
    category: 'fraud_compliance',
    topics: ['medical_debt', 'debt_collection', 'charity_care', 'billing_and_collection'],
    impactLevel: 'critical',
    effectiveDate: '2021-07-01',
    affectedPrograms: [
      'New Mexico health care facilities',
      'Third-party providers billing separately',
      'Medical debt collectors and buyers',
    ],
    keyChanges: [
      'No collection actions against patients below 200% of the federal poverty level',
      'Coverage verification and help applying for public insurance before billing',
      'Bills must describe the date, amount and nature of each charge',
      'Effective July 1, 2021',
    ],
    jurisdiction: 'NM',
    checkedUrl:
      'https://www.cabq.gov/office-of-consumer-protection/news/alert-patient-debt-collection-protection-act',
  }),
  entry({
    id: 'mn-debt-fairness-act',
    title: 'Minnesota: Debt Fairness Act medical debt protections',
    description:
      'From October 1, 2024, Minnesota bars reporting medical debt to credit bureaus, bars withholding medically necessary care over unpaid bills, ends automatic spousal liability for medical debt, requires providers to publish their collection policies, and gives patients a process to dispute incorrect coding or billing.',
    source: 'Minnesota Debt Fairness Act (2024), including Minn. Stat. §62J.806',
    sourceUrl: 'https://www.revisor.mn.gov/statutes/cite/62J.806',
    category: 'fraud_compliance',
    topics: ['medical_debt', 'credit_reporting', 'debt_collection', 'coding_edits'],
    impactLevel: 'high',
    effectiveDate: '2024-10-01',
    affectedPrograms: ['Minnesota health care providers', 'Parties collecting medical debt in Minnesota'],
    keyChanges: [
      'No medical debt reporting to credit reporting agencies',
      'No denial of medically necessary care because of unpaid medical debt',
      'Published medical debt collection policies (§62J.806)',
      'A process to dispute incorrect coding or billing',
    ],
    jurisdiction: 'MN',
    checkedUrl:
      'https://collectionadvisor.com/daily-debt-news/3041-minnesota-debt-fairness-act-goes-into-law-on-october-1-2024',
  }),
];
