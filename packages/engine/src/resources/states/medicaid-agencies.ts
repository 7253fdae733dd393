import type { PatientResource, UsState } from '@clearbill/shared';

/**
 * The Medicaid agency of each state and DC, under the program's own name (Medi-Cal, MassHealth, TennCare...):
 * free or low-cost coverage for people with limited income, which can also help with medical bills a patient
 * cannot pay (issue 13 item 5; spec 03 §2.7, §3). Every phone number, website and income limit was checked on
 * 2026-11-27 against the public page in `sourceUrl` (docs/research/resources.md); an income limit appears only
 * where the page states one, and a fact that no public page stated is left out. Descriptions and services are
 * written by us.
 */
const CHECKED_ON = '2026-11-27';

interface AgencyFacts {
  state: UsState;
  /** The program's name as the state uses it. */
  name: string;
  /** The agency that runs it (and the one that takes applications, where different). */
  agency: string;
  /** The income limit the page states, in our short paraphrase of its words. */
  incomeThreshold?: string;
  /** The member or applicant line. */
  phone?: string;
  website?: string;
  sourceUrl: string;
  /** What the page states, in a few words. */
  note: string;
}

const SERVICES = [
  'Applications for Medicaid and CHIP coverage',
  'Questions about coverage, renewals and your case',
  'Information on who qualifies',
  'Reporting changes to your household or income',
];

function agencyResource(f: AgencyFacts): PatientResource {
  const contactInfo: PatientResource['contactInfo'] = {};
  if (f.phone) contactInfo.phone = f.phone;
  if (f.website) contactInfo.website = f.website;
  const coverage: PatientResource['coverage'] = { national: false, states: [f.state] };
  if (f.incomeThreshold) coverage.incomeThreshold = f.incomeThreshold;
  return {
    id: `medicaid_${f.state.toLowerCase()}`,
    name: f.name,
    description: `The state's Medicaid program: free or low-cost health coverage for people with limited income, including children, pregnant people, parents, older adults and people with disabilities. Run by ${f.agency}.`,
    category: 'financial_assistance',
    urgencyLevel: 'standard',
    services: [...SERVICES],
    coverage,
    contactInfo,
    source: { url: f.sourceUrl, checkedOn: CHECKED_ON, note: f.note },
  };
}

const agencies: readonly AgencyFacts[] = [
  {
    state: 'AL',
    name: 'Alabama Medicaid',
    agency: 'Alabama Medicaid Agency',
    phone: '1-800-362-1504',
    website: 'https://medicaid.alabama.gov/content/11.0_Recipient/11.3_Recipient_News.aspx',
    sourceUrl: 'https://medicaid.alabama.gov/content/11.0_Recipient/11.3_Recipient_News.aspx',
    note: "agency's recipient page: to make changes or ask questions call (800) 362-1504 (Recipient Call Center)",
  },
  {
    state: 'AK',
    name: 'Alaska Medicaid (DenaliCare) and Denali KidCare',
    agency: 'Alaska Department of Health, Division of Public Assistance',
    phone: '1-800-478-7778',
    sourceUrl: 'https://jedc.org/srec/determining-benefits-for-payment',
    note: 'Juneau Economic Development Council guide: apply online or by phone with the Division of Public Assistance at 1-800-478-7778; no current state page found for the website',
  },
  {
    state: 'AZ',
    name: 'AHCCCS (Arizona Medicaid)',
    agency:
      'Arizona Health Care Cost Containment System (AHCCCS); applications through the Department of Economic Security',
    phone: '1-855-432-7587',
    website: 'https://des.az.gov/services/basic-needs/medical-assistance/how-to-apply',
    sourceUrl: 'https://des.az.gov/services/basic-needs/medical-assistance/how-to-apply',
    note: 'DES page: apply online through Health-e-Arizona Plus or begin by phone at 1-855-432-7587',
  },
  {
    state: 'AR',
    name: 'Arkansas Medicaid (ARHOME, ARKids First)',
    agency: 'Arkansas Department of Human Services',
    phone: '1-855-372-1084',
    website: 'https://access.arkansas.gov',
    sourceUrl: 'https://humanservices.arkansas.gov/resources/response-covid-19/response-covid-19-client',
    note: 'DHS page: apply at Access.Arkansas.gov or by calling 1-855-372-1084',
  },
  {
    state: 'CA',
    name: 'Medi-Cal (California Medicaid)',
    agency: 'California Department of Health Care Services (DHCS)',
    phone: '1-800-541-5555',
    website: 'https://www.dhcs.ca.gov/Medi-Cal/Pages/help.aspx',
    sourceUrl: 'https://www.opa.ca.gov/complaintsreports/profiledhcs/',
    note: 'California Office of the Patient Advocate: Medi-Cal Telephone Service Center main line 1-800-541-5555 (members and providers, fee-for-service billing); Medi-Cal Help Center on dhcs.ca.gov',
  },
  {
    state: 'CO',
    name: 'Health First Colorado',
    agency: 'Colorado Department of Health Care Policy and Financing',
    phone: '1-800-221-3943',
    website: 'https://hcpf.colorado.gov/member-faqs',
    sourceUrl: 'https://co.grand.co.us/294/Medical-Assistance',
    note: 'Grand County (Colorado) page: apply over the phone at 1-800-221-3943 (the Member Contact Center number in the Health First Colorado member handbook)',
  },
  {
    state: 'CT',
    name: 'HUSKY Health (Connecticut Medicaid)',
    agency: 'Connecticut Department of Social Services',
    phone: '1-855-805-4325',
    website: 'https://portal.ct.gov/husky',
    sourceUrl: 'https://portal.ct.gov/husky/new-state-medical-postpartum-coverage',
    note: 'HUSKY page: questions about eligibility to Access Health CT at 1-855-805-4325',
  },
  {
    state: 'DE',
    name: 'Delaware Medicaid (Diamond State Health Plan)',
    agency: 'Delaware Department of Health and Social Services, Division of Medicaid and Medical Assistance',
    phone: '1-800-372-2022',
    website: 'https://assist.dhss.delaware.gov/',
    sourceUrl: 'https://www.welfareinfo.org/benefits/delaware-medicaid-1623',
    note: 'Delaware residents can call DHSS toll-free about Medicaid at 1-800-372-2022 (also benefitsapplication.com); apply through Delaware ASSIST (declasi.org)',
  },
  {
    state: 'DC',
    name: 'DC Medicaid',
    agency: 'District of Columbia Department of Health Care Finance (DHCF)',
    phone: '1-855-532-5465',
    website: 'https://dhs.dc.gov/service/medical-assistance',
    sourceUrl: 'https://dhcf.dc.gov/release/facts-about-medicaid-and-affordable-care-act-district-columbia',
    note: 'DHCF release: Medicaid applications by web at dchealthlink.com or by phone at the DC Health Link Contact Center, toll free 855-532-5465; DHS medical assistance page',
  },
  {
    state: 'FL',
    name: 'Florida Medicaid',
    agency:
      'Florida Agency for Health Care Administration; applications through the Department of Children and Families',
    phone: '1-866-762-2237',
    website: 'https://quality.healthfinder.fl.gov/medicaid/florida-medicaid-general',
    sourceUrl: 'https://quality.healthfinder.fl.gov/medicaid/florida-medicaid-general',
    note: 'AHCA page: apply through DCF, toll-free (866) 762-2237',
  },
  {
    state: 'GA',
    name: 'Georgia Medicaid',
    agency:
      'Georgia Department of Community Health; applications through the Division of Family and Children Services (DFCS)',
    phone: '1-877-423-4746',
    website: 'https://dfcs.georgia.gov/services/how-do-i-apply-medicaid',
    sourceUrl: 'https://dfcs.georgia.gov/services/how-do-i-apply-medicaid',
    note: 'DFCS page: apply online at Georgia Gateway or by phone at the Customer Contact Center (877) 423-4746',
  },
  {
    state: 'HI',
    name: 'Med-QUEST (Hawaii Medicaid)',
    agency: 'Hawaii Department of Human Services, Med-QUEST Division',
    incomeThreshold:
      'Adults under 65 (not on SSI or Medicare): up to 138% of the federal poverty level; children: up to 313%; pregnant women: up to 196%; parents and caretaker relatives: up to 105%',
    phone: '1-800-316-8005',
    website: 'https://medquest.hawaii.gov/en/faq.html',
    sourceUrl: 'https://medquest.hawaii.gov/en/faq.html',
    note: 'Med-QUEST FAQ states the income limits; apply by phone (808) 524-3370 (Oahu) or 1-800-316-8005 (Neighbor Islands) per hireabilitieshawaii.org and benefits.com',
  },
  {
    state: 'ID',
    name: 'Idaho Medicaid',
    agency: 'Idaho Department of Health and Welfare',
    incomeThreshold: 'Adults over 19: income under 138 percent of the federal poverty level',
    phone: '1-877-456-1233',
    website: 'https://healthandwelfare.idaho.gov/services-programs/medicaid-health/about-medicaid-adults',
    sourceUrl:
      'https://healthandwelfare.idaho.gov/services-programs/medicaid-health/apply-medicaid-elderly-or-disabled-adults',
    note: "department page: call 877-456-1233 (toll free) to apply; the department's adult Medicaid page states the income limit",
  },
  {
    state: 'IL',
    name: 'Illinois Medicaid (HFS Medical Programs: Medicaid, All Kids, FamilyCare)',
    agency:
      'Illinois Department of Healthcare and Family Services; applications through the Department of Human Services',
    phone: '1-800-843-6154',
    website: 'https://abe.illinois.gov',
    sourceUrl: 'https://hfs.illinois.gov/medicalclients/medicaidguide/applying',
    note: 'HFS page: apply online at abe.illinois.gov or by phone at the DHS Help Line 1-800-843-6154',
  },
  {
    state: 'IN',
    name: 'Indiana Medicaid (Healthy Indiana Plan, Hoosier Healthwise)',
    agency: 'Indiana Family and Social Services Administration, Division of Family Resources',
    phone: '1-800-403-0864',
    website: 'http://member.indianamedicaid.com/apply-for-medicaid.aspx',
    sourceUrl: 'http://member.indianamedicaid.com/apply-for-medicaid.aspx',
    note: 'Indiana Medicaid member site: to apply by phone call 1-800-403-0864',
  },
  {
    state: 'IA',
    name: 'Iowa Medicaid (IA Health Link, Hawki)',
    agency: 'Iowa Department of Health and Human Services',
    phone: '1-800-338-8366',
    website: 'https://hhs.iowa.gov/medicaid/apply-medicaid',
    sourceUrl: 'https://hhs.iowa.gov/ime/members/members-rights-and-responsibilities',
    note: 'HHS page: Iowa Medicaid Member Services toll-free 1-800-338-8366; the apply page gives 1-855-889-7985 for applications by phone',
  },
  {
    state: 'KS',
    name: 'KanCare (Kansas Medicaid)',
    agency: 'Kansas Department of Health and Environment, Division of Health Care Finance',
    phone: '1-800-792-4884',
    website: 'https://kancare.ks.gov/members/help-resources/frequently-asked-questions',
    sourceUrl: 'https://kancare.ks.gov/members/help-resources/frequently-asked-questions',
    note: 'official KanCare FAQ: call 1-800-792-4884 (KanCare Clearinghouse, eligibility)',
  },
  {
    state: 'KY',
    name: 'Kentucky Medicaid',
    agency: 'Kentucky Cabinet for Health and Family Services, Department for Medicaid Services',
    phone: '1-855-306-8959',
    website: 'https://www.chfs.ky.gov/agencies/dms/member/Pages/Apply.aspx',
    sourceUrl: 'https://www.chfs.ky.gov/agencies/dms/member/Pages/Apply.aspx',
    note: 'department page: apply at a DCBS office, online with kynect, or call (855) 306-8959 toll-free',
  },
  {
    state: 'LA',
    name: 'Louisiana Medicaid (Healthy Louisiana)',
    agency: 'Louisiana Department of Health',
    phone: '1-888-342-6207',
    website: 'https://ldh.la.gov/index.cfm/faq/category/72',
    sourceUrl: 'https://ldh.la.gov/index.cfm/faq/category/72',
    note: 'LDH FAQ: Medicaid Customer Service toll free 1-888-342-6207, which can help you apply by phone',
  },
  {
    state: 'ME',
    name: 'MaineCare',
    agency:
      'Maine Department of Health and Human Services, Office for Family Independence and Office of MaineCare Services',
    phone: '1-855-797-4357',
    website: 'https://www.maine.gov/dhhs/oms/member/index.shtml',
    sourceUrl: 'https://www.maine.gov/dhhs/oms/member/index.shtml',
    note: 'DHHS MaineCare member page: apply online at My Maine Connection or call 1-855-797-4357 (the member handbook gives Member Services 1-800-977-6740)',
  },
  {
    state: 'MD',
    name: "Maryland Medicaid (Medical Assistance, Maryland Children's Health Program)",
    agency: 'Maryland Department of Health',
    phone: '1-855-642-8572',
    website: 'https://www.marylandhealthconnection.gov',
    sourceUrl: 'https://211md.org/resources/health-care/medicaid/',
    note: "Maryland 2-1-1: apply through Maryland Health Connection or by calling 1-855-642-8572; Montgomery County's page names marylandhealthconnection.gov",
  },
  {
    state: 'MA',
    name: 'MassHealth (Massachusetts Medicaid)',
    agency: 'Massachusetts Executive Office of Health and Human Services, Office of Medicaid',
    phone: '1-800-841-2900',
    website: 'https://www.mass.gov/masshealth',
    sourceUrl: 'http://www.sec.state.ma.us/cis/ciscig/s/s14s16.htm',
    note: "Secretary of the Commonwealth's Citizens' Guide: MassHealth toll free 1-800-841-2900; MassHealth guides give www.mass.gov/masshealth and the same customer service number",
  },
  {
    state: 'MI',
    name: 'Michigan Medicaid',
    agency: 'Michigan Department of Health and Human Services (MDHHS)',
    phone: '1-844-799-9876',
    website:
      'https://www.michigan.gov/mdhhs/keep-mi-healthy/chronicdiseases/disabhealth/finding-your-way/finding-your-way-mdhhs',
    sourceUrl:
      'https://www.michigan.gov/mdhhs/keep-mi-healthy/chronicdiseases/disabhealth/finding-your-way/finding-your-way-mdhhs',
    note: 'MDHHS page: apply for health care coverage online through MI Bridges; MI Bridges Help Desk 844-799-9876 for problems with the online application',
  },
  {
    state: 'MN',
    name: 'Medical Assistance (Minnesota Medicaid)',
    agency: 'Minnesota Department of Human Services',
    phone: '1-800-657-3739',
    website: 'http://www.mnsure.org/individual-family/ma-mncare-2/',
    sourceUrl: 'http://www.mnsure.org/individual-family/ma-mncare-2/',
    note: 'MNsure page: Minnesota Health Care Programs Member Help Desk 651-431-2670 or 1-800-657-3739',
  },
  {
    state: 'MS',
    name: 'Mississippi Medicaid',
    agency: 'Mississippi Division of Medicaid',
    phone: '1-800-421-2408',
    website: 'https://medicaid.ms.gov/how-to-apply/',
    sourceUrl: 'https://www.ms-medicaid.com/msenvision/beneficiaryInformation.do',
    note: 'Mississippi Envision (Medicaid) beneficiary page: call 1-800-421-2408 to locate your Medicaid Regional Office; how-to-apply page on medicaid.ms.gov',
  },
  {
    state: 'MO',
    name: 'MO HealthNet',
    agency: 'Missouri Department of Social Services, Family Support Division and MO HealthNet Division',
    phone: '1-855-373-9994',
    website: 'https://mydss.mo.gov/mo-healthnet-missouri-medicaid-frequently-asked-questions-0',
    sourceUrl: 'https://mydss.mo.gov/mo-healthnet-missouri-medicaid-frequently-asked-questions-0',
    note: 'DSS FAQ: apply online, by phone at (855) 373-9994, or on paper',
  },
  {
    state: 'MT',
    name: 'Montana Medicaid and Healthy Montana Kids Plus',
    agency: 'Montana Department of Public Health and Human Services',
    phone: '1-800-362-8312',
    website: 'http://dphhs.mt.gov/MontanaHealthcarePrograms/MemberServices',
    sourceUrl: 'http://dphhs.mt.gov/MontanaHealthcarePrograms/MemberServices',
    note: 'DPHHS Member Services page: Medicaid/HMK Plus Member Help Line 1-800-362-8312',
  },
  {
    state: 'NE',
    name: 'Nebraska Medicaid (Heritage Health)',
    agency: 'Nebraska Department of Health and Human Services, Division of Medicaid and Long-Term Care',
    incomeThreshold: 'Adults 19 to 64 (Heritage Health Adult): up to 138% of the federal poverty level',
    phone: '1-855-632-7633',
    website: 'https://www.accessnebraska.ne.gov',
    sourceUrl:
      'https://krvn.com/regional-news/dhhs-announces-holiday-hours-for-call-centers-medicaid-expansion-hha-phone-hours/',
    note: 'DHHS announcement (KRVN): apply at ACCESSNebraska.ne.gov or call toll-free (855) 632-7633; Heritage Health Adult covers adults 19 to 64 earning up to 138% of the federal poverty level',
  },
  {
    state: 'NV',
    name: 'Nevada Medicaid',
    agency:
      'Nevada Department of Health and Human Services, Division of Welfare and Supportive Services (DWSS)',
    phone: '1-877-543-7669',
    website: 'https://dwss.nv.gov',
    sourceUrl: 'https://slimandthickwcpodcast.com/l/medicaid',
    note: 'copy of the DWSS Medicaid page: information from DWSS or call 1-877-543-7669; apply online through Access Nevada',
  },
  {
    state: 'NH',
    name: 'NH Medicaid (Medical Assistance)',
    agency: 'New Hampshire Department of Health and Human Services',
    phone: '1-844-275-3447',
    website: 'http://www.dhhs.nh.gov/ombp/medicaid/nhmedicaid-children.htm',
    sourceUrl: 'https://www.asinglemother.org/healthcare-assistance-for-single-mothers-in-new-hampshire/',
    note: 'guide citing dhhs.nh.gov: apply at NH EASY or call 1-844-ASK-DHHS (1-844-275-3447); DHHS Medicaid page on dhhs.nh.gov',
  },
  {
    state: 'NJ',
    name: 'NJ FamilyCare',
    agency: 'New Jersey Department of Human Services',
    phone: '1-800-701-0710',
    website: 'https://www.njfamilycare.org',
    sourceUrl: 'http://www.njfamilycare.org/default.aspx',
    note: 'NJ FamilyCare site: call 1-800-701-0710 (TTY 1-800-701-0720)',
  },
  {
    state: 'NM',
    name: 'Turquoise Care (New Mexico Medicaid)',
    agency: 'New Mexico Health Care Authority',
    phone: '1-800-283-4465',
    website: 'https://hca.nm.gov/turquoise-care',
    sourceUrl: 'https://hca.nm.gov/turquoise-care',
    note: 'HCA page: for applying for Medicaid visit yes.nm.gov or call 1-800-283-4465',
  },
  {
    state: 'NY',
    name: 'New York Medicaid',
    agency: 'New York State Department of Health',
    phone: '1-800-541-2831',
    website: 'https://healthweb-back.health.ny.gov/health_care/medicaid/how_do_i_apply',
    sourceUrl: 'https://healthweb-back.health.ny.gov/health_care/medicaid/how_do_i_apply',
    note: 'Department of Health page: call the Medicaid Helpline (800) 541-2831, or NY State of Health (855) 355-5777',
  },
  {
    state: 'NC',
    name: 'NC Medicaid',
    agency: 'North Carolina Department of Health and Human Services',
    phone: '1-888-245-0179',
    website: 'https://medicaid.ncdhhs.gov',
    sourceUrl:
      'https://medicaid.ncdhhs.gov/blog/2019/01/09/update-clinical-policy-1e-7-family-planning-services',
    note: "NC Medicaid 'How To Apply' page: NC Medicaid Contact Center 1-888-245-0179; apply with your local DSS or online",
  },
  {
    state: 'ND',
    name: 'North Dakota Medicaid',
    agency: 'North Dakota Health and Human Services',
    phone: '1-866-614-6005',
    website: 'https://www.hhs.nd.gov/healthcare/medicaid',
    sourceUrl:
      'https://www.hhs.nd.gov/news/hhs-and-human-service-zones-launch-new-customer-support-center-and-redesigned-customer',
    note: 'HHS release: Customer Support Center for help applying for Medicaid and other programs, toll-free (866) 614-6005',
  },
  {
    state: 'OH',
    name: 'Ohio Medicaid',
    agency: 'Ohio Department of Medicaid',
    phone: '1-800-324-8680',
    website: 'https://medicaid.ohio.gov/families-and-individuals/support/',
    sourceUrl: 'https://medicaid.ohio.gov/families-and-individuals/support/',
    note: 'department page: Ohio Medicaid Consumer Hotline 800-324-8680 can help with your application; apply online at Benefits.Ohio.Gov',
  },
  {
    state: 'OK',
    name: 'SoonerCare (Oklahoma Medicaid)',
    agency: 'Oklahoma Health Care Authority',
    phone: '1-800-987-7767',
    website:
      'https://oklahoma.gov/ohca/individuals/mysoonercare/apply-for-soonercare-online/where-to-apply.html',
    sourceUrl:
      'https://oklahoma.gov/ohca/individuals/mysoonercare/apply-for-soonercare-online/where-to-apply.html',
    note: 'OHCA page: for help filling out the application call the SoonerCare Helpline at 1-800-987-7767',
  },
  {
    state: 'OR',
    name: 'Oregon Health Plan (OHP)',
    agency: 'Oregon Health Authority and Oregon Department of Human Services',
    phone: '1-800-699-9075',
    website: 'http://www.oregon.gov/oha/HSD/OHP/Pages/ONE.aspx',
    sourceUrl: 'http://www.oregon.gov/oha/HSD/OHP/Pages/ONE.aspx',
    note: 'OHA page: apply or renew online with ONE; questions 1-800-699-9075',
  },
  {
    state: 'PA',
    name: 'Medical Assistance (Pennsylvania Medicaid)',
    agency: 'Pennsylvania Department of Human Services',
    phone: '1-877-395-8930',
    website: 'https://www.compass.state.pa.us',
    sourceUrl: 'https://www.pa.gov/en/agencies/dhs/resources/medicaid/phe/faq-phe.html',
    note: 'DHS FAQ: update your information through COMPASS or call the Customer Service Center at 1-877-395-8930 (215-560-7226 in Philadelphia)',
  },
  {
    state: 'RI',
    name: 'Rhode Island Medicaid',
    agency:
      'Rhode Island Executive Office of Health and Human Services (EOHHS); applications through the Department of Human Services',
    incomeThreshold:
      'Adults 19 to 64 (not on Medicare or SSI): monthly income at or below 138% of the federal poverty level',
    phone: '1-855-697-4347',
    website: 'https://eohhs.ri.gov/consumer/health-care',
    sourceUrl: 'https://dhs.ri.gov./programs-and-services/ri-works-program/employment-plan',
    note: 'DHS notice: apply for all benefits by phone at 1-855-697-4347; the EOHHS health care page states the adult income limit',
  },
  {
    state: 'SC',
    name: 'Healthy Connections Medicaid (South Carolina Medicaid)',
    agency: 'South Carolina Department of Health and Human Services (SCDHHS)',
    phone: '1-888-549-0820',
    website: 'https://www.scdhhs.gov/members/getting-started',
    sourceUrl: 'https://www.scdhhs.gov/FAQs',
    note: 'SCDHHS member FAQ: call (888) 549-0820 to speak to a representative; apply at apply.scdhhs.gov',
  },
  {
    state: 'SD',
    name: 'South Dakota Medicaid',
    agency: 'South Dakota Department of Social Services',
    phone: '1-800-597-1603',
    website: 'https://dss.sd.gov/economicassistance/medical_eligibility.aspx',
    sourceUrl: 'http://dss.sd.gov/medicaid/generalinfo/faq.aspx',
    note: 'DSS Medicaid FAQ: South Dakota Medicaid 1.800.597.1603; to request an application call 800.305.3064 (eligibility page)',
  },
  {
    state: 'TN',
    name: 'TennCare (Tennessee Medicaid)',
    agency: 'Tennessee Division of TennCare',
    phone: '1-855-259-0701',
    website: 'https://www.tn.gov/tenncare/members-applicants/learn-more-apply/redirect-apply-now.html',
    sourceUrl: 'https://www.tn.gov/tenncare/members-applicants/learn-more-apply/redirect-apply-now.html',
    note: 'TennCare page: apply with TennCare Connect at tenncareconnect.tn.gov or call TennCare Connect free at 855-259-0701',
  },
  {
    state: 'TX',
    name: 'Texas Medicaid',
    agency: 'Texas Health and Human Services Commission',
    phone: '211',
    website: 'https://yourtexasbenefits.com',
    sourceUrl:
      'https://txktoday.com/news/hhs-encourages-texans-to-apply-online-for-benefits-agency-takes-protective-measures-for-staff-and-the-public/',
    note: 'Texas HHS announcement: apply at YourTexasBenefits.com; for questions about Medicaid or CHIP dial 2-1-1 and select option 2',
  },
  {
    state: 'UT',
    name: 'Utah Medicaid',
    agency:
      'Utah Department of Health and Human Services; applications through the Department of Workforce Services',
    phone: '1-866-435-7414',
    website: 'https://medicaid.utah.gov/apply-medicaid/',
    sourceUrl: 'https://medicaid.utah.gov/apply-medicaid/',
    note: 'Utah Medicaid page: questions on how to apply, Department of Workforce Services (801) 526-0950 or toll-free 1-866-435-7414',
  },
  {
    state: 'VT',
    name: 'Green Mountain Care (Vermont Medicaid)',
    agency: 'Department of Vermont Health Access',
    phone: '1-800-250-8427',
    website: 'https://info.healthconnect.vermont.gov/learn-more/covid-19-faq',
    sourceUrl: 'https://info.healthconnect.vermont.gov/learn-more/covid-19-faq',
    note: 'Vermont Health Connect FAQ: call Vermont Health Connect at 1-855-899-9600 or Green Mountain Care at 1-800-250-8427',
  },
  {
    state: 'VA',
    name: 'Virginia Medicaid (Cover Virginia)',
    agency: 'Virginia Department of Medical Assistance Services (DMAS)',
    phone: '1-855-242-8282',
    website: 'https://coverva.org/apply/',
    sourceUrl: 'https://coverva.org/apply/',
    note: 'Cover Virginia page: apply on the phone with the Cover Virginia Call Center at 1-855-242-8282',
  },
  {
    state: 'WA',
    name: 'Washington Apple Health (Medicaid)',
    agency: 'Washington State Health Care Authority',
    phone: '1-855-923-4633',
    website:
      'https://www.hca.wa.gov/health-care-services-supports/apple-health-medicaid-coverage/enrollment-next-steps',
    sourceUrl: 'http://www.hca.wa.gov/medicaid/Pages/index.aspx',
    note: 'HCA Apple Health page: apply at Washington Healthplanfinder; renew by phone at 1-855-923-4633',
  },
  {
    state: 'WV',
    name: 'West Virginia Medicaid',
    agency: 'West Virginia Department of Human Services, Bureau for Medical Services',
    phone: '1-800-642-8589',
    website: 'https://dhhr.wv.gov/bms/Pages/Member-Liability.aspx',
    sourceUrl: 'https://dhhr.wv.gov/bms/Pages/Member-Liability.aspx',
    note: 'Bureau for Medical Services page: questions about Medicaid coverage to Client Services at 1-800-642-8589; questions about a bill to Member Services 1-888-483-0797',
  },
  {
    state: 'WI',
    name: 'BadgerCare Plus and Wisconsin Medicaid',
    agency: 'Wisconsin Department of Health Services',
    phone: '1-800-362-3002',
    website: 'https://dhs.wisconsin.gov/badgercareplus/member-info.htm',
    sourceUrl: 'https://dhs.wisconsin.gov/badgercareplus/member-info.htm',
    note: 'DHS BadgerCare Plus member page: ForwardHealth Member Services 800-362-3002; manage benefits in ACCESS',
  },
  {
    state: 'WY',
    name: 'Wyoming Medicaid',
    agency: 'Wyoming Department of Health',
    phone: '1-855-294-2127',
    website: 'https://health.wyo.gov/healthcarefin/medicaid/faqs',
    sourceUrl: 'https://health.wyo.gov/healthcarefin/medicaid/faqs',
    note: 'WDH Medicaid FAQ: apply by calling the Customer Service Center at 855-294-2127 or online at www.wesystem.wyo.gov',
  },
];

/** One entry per state and DC (51), ids `medicaid_<state>`. */
export const medicaidAgencyResources: readonly PatientResource[] = agencies.map(agencyResource);
