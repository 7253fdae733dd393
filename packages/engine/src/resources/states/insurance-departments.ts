import type { PatientResource, UsState } from '@clearbill/shared';

/**
 * The department (or division, bureau or office) of insurance of each state and DC: the regulator a patient
 * can complain to about a health insurer, ask for help with a denied or delayed claim, and ask about appeals
 * and external review (issue 13 item 5; spec 03 §2.7, §3). Every phone number and website was checked on
 * 2026-11-27 against the public page in `sourceUrl` (docs/research/resources.md); a fact that no public
 * page stated is left out rather than guessed. The description and services are written by us.
 */
const CHECKED_ON = '2026-11-27';

interface DepartmentFacts {
  state: UsState;
  /** The regulator's official name, with its consumer unit where the page names one. */
  name: string;
  /** The consumer line (toll-free where the page states one). */
  phone?: string;
  website?: string;
  sourceUrl: string;
  /** What the page states, in a few words. */
  note: string;
}

const DESCRIPTION =
  "The state's insurance regulator: takes consumer complaints about health insurers, can look into a denied or delayed claim, and explains how to appeal, including the independent external review many states run.";

const SERVICES = [
  'Complaints about health insurers and agents',
  'Help with denied, delayed or underpaid claims',
  'Information on appeals and external review',
  'Answers to health insurance questions',
];

function departmentResource(f: DepartmentFacts): PatientResource {
  const contactInfo: PatientResource['contactInfo'] = {};
  if (f.phone) contactInfo.phone = f.phone;
  if (f.website) contactInfo.website = f.website;
  return {
    id: `doi_${f.state.toLowerCase()}`,
    name: f.name,
    description: DESCRIPTION,
    category: 'state_advocacy',
    urgencyLevel: 'standard',
    services: [...SERVICES],
    coverage: { national: false, states: [f.state] },
    contactInfo,
    source: { url: f.sourceUrl, checkedOn: CHECKED_ON, note: f.note },
  };
}

const departments: readonly DepartmentFacts[] = [
  {
    state: 'AL',
    name: 'Alabama Department of Insurance, Consumer Services Division',
    phone: '1-800-433-3966',
    website: 'https://aldoi.gov/Consumers/FileComplaint.aspx',
    sourceUrl: 'https://legalclarity.org/alabama-department-of-insurance-phone-number-and-contact-details',
    note: "consumer services toll-free 1-800-433-3966 (third-party contact page); website is the department's own complaint page",
  },
  {
    state: 'AK',
    name: 'Alaska Division of Insurance',
    phone: '907-269-7900',
    website: 'https://www.commerce.alaska.gov/web/ins/Consumers/Complaints/FileaComplaint.aspx',
    sourceUrl: 'https://www.commerce.alaska.gov/web/ins/Consumers/Complaints/FileaComplaint.aspx',
    note: "division's complaint page: Consumer Services section at (907) 269-7900",
  },
  {
    state: 'AZ',
    name: 'Arizona Department of Insurance and Financial Institutions, Consumer Protection Division',
    phone: '1-800-325-2548',
    website: 'https://difi.az.gov/consumers/help-problem/filing-complaint',
    sourceUrl: 'https://insurance.az.gov/consumers/help-problem/filing-complaint',
    note: 'department page: (602) 364-2499 or (800) 325-2548 in Arizona outside Phoenix',
  },
  {
    state: 'AR',
    name: 'Arkansas Insurance Department, Consumer Services Division',
    phone: '1-800-852-5494',
    website: 'https://insurance.arkansas.gov/consumer-services/consumer-services/file-a-complaint/',
    sourceUrl: 'https://insurance.arkansas.gov/consumer-services/consumer-services/file-a-complaint/',
    note: 'department complaint page: (800) 852-5494 or (501) 371-2640',
  },
  {
    state: 'CA',
    name: 'California Department of Insurance, Consumer Services Division',
    phone: '1-800-927-4357',
    website: 'https://www.insurance.ca.gov/0500-about-us/05-contact/',
    sourceUrl: 'https://www.insurance.ca.gov/0500-about-us/05-contact/',
    note: 'department contact page: Consumer Hotline 1-800-927-4357 (HELP)',
  },
  {
    state: 'CO',
    name: 'Colorado Division of Insurance, Consumer Services',
    phone: '1-800-930-3745',
    website: 'https://doi.colorado.gov/for-consumers/file-a-complaint',
    sourceUrl: 'https://doi.colorado.gov/for-consumers/file-a-complaint',
    note: 'division page: 303-894-7490 / 800-930-3745 (outside the Denver metro area)',
  },
  {
    state: 'CT',
    name: 'Connecticut Insurance Department, Consumer Affairs Division',
    phone: '1-800-203-3447',
    website: 'https://portal.ct.gov/CID/Consumer-Affairs/File-a-Complaint-by-Mail',
    sourceUrl: 'https://portal.ct.gov/CID/Consumer-Affairs/File-a-Complaint-by-Mail',
    note: 'department page: Consumer Helpline (860) 297-3900 or 1-800-203-3447',
  },
  {
    state: 'DE',
    name: 'Delaware Department of Insurance, Consumer Services Division',
    phone: '1-800-282-8611',
    website: 'https://insurance.delaware.gov/services/filecomplaint/',
    sourceUrl: 'https://insurance.delaware.gov/services/filecomplaint/',
    note: 'department page: 1-800-282-8611 in Delaware or (302) 674-7310',
  },
  {
    state: 'DC',
    name: 'District of Columbia Department of Insurance, Securities and Banking (DISB), Consumer Services Division',
    website: 'https://disb.dc.gov/node/316272',
    sourceUrl: 'https://disb.dc.gov/node/316272',
    note: 'DISB page on insurance complaints (Consumer Services Division); no consumer phone found on a public page',
  },
  {
    state: 'FL',
    name: 'Florida Department of Financial Services, Division of Consumer Services',
    phone: '1-877-693-5236',
    website: 'https://www.myfloridacfo.com/division/consumers/',
    sourceUrl: 'https://oppaga.fl.gov/ProgramSummary/ProgramDetailPrint?programNumber=4116',
    note: 'OPPAGA (Florida Legislature) program page: toll-free helpline 1-877-693-5236, site myfloridacfo.com/division/consumers',
  },
  {
    state: 'GA',
    name: 'Georgia Office of Commissioner of Insurance and Safety Fire, Consumer Services Division',
    phone: '1-800-656-2298',
    website: 'https://oci.georgia.gov/how-do-i-file-complaint',
    sourceUrl: 'http://www.gainsurance.org/ConsumerService/AutoInsurance.aspx',
    note: "office's consumer services page: toll free 800-656-2298; complaint portal page at oci.georgia.gov",
  },
  {
    state: 'HI',
    name: 'Hawaii Insurance Division (Department of Commerce and Consumer Affairs)',
    phone: '808-586-2790',
    website: 'https://cca.hawaii.gov/ins/about/insurance_branches',
    sourceUrl: 'https://type2.wiki/ufaq/how-do-i-file-a-complaint-36/',
    note: "investigator line (808) 586-2790, also on propertyinsurancecoveragelaw.com; site is the division's own page",
  },
  {
    state: 'ID',
    name: 'Idaho Department of Insurance, Consumer Affairs',
    phone: '1-800-721-3272',
    website: 'https://doi.idaho.gov/about/about',
    sourceUrl:
      'https://www.open-exam-prep.com/exams/id-property-casualty/id-pc-ethics/id-consumer-protection',
    note: 'consumer hotline (800) 721-3272 toll-free, site doi.idaho.gov (third-party study page); site checked on doi.idaho.gov itself',
  },
  {
    state: 'IL',
    name: 'Illinois Department of Insurance',
    phone: '1-866-445-5364',
    website: 'https://idoi.illinois.gov/consumers/understanding-complaint-process.html',
    sourceUrl: 'https://idoi.illinois.gov/consumers/understanding-complaint-process.html',
    note: 'department page: Consumer Assistance line (866) 445-5364',
  },
  {
    state: 'IN',
    name: 'Indiana Department of Insurance, Consumer Services Division',
    website: 'https://secure.in.gov/idoi/consumer-services/complaints',
    sourceUrl: 'https://secure.in.gov/idoi/consumer-services/complaints',
    note: 'department complaints page; no consumer phone found on a public page',
  },
  {
    state: 'IA',
    name: 'Iowa Insurance Division',
    website: 'https://iid.iowa.gov/insurance-consumer-complaint-details',
    sourceUrl: 'https://iid.iowa.gov/insurance-consumer-complaint-details',
    note: 'division page to file a consumer complaint; no consumer phone found on a public page',
  },
  {
    state: 'KS',
    name: 'Kansas Insurance Department, Consumer Assistance Division',
    phone: '1-800-432-2484',
    website: 'https://insurance.kansas.gov',
    sourceUrl: 'https://5y1.org/info/new-york-life-insurance-reviews-bbb_1_ea4ac3.html',
    note: "copy of the department's 2018 Complaint Index Report: Consumer Assistance Hotline 800-432-2484; site insurance.kansas.gov per open-exam-prep.com Kansas page",
  },
  {
    state: 'KY',
    name: 'Kentucky Department of Insurance, Consumer Protection Division',
    phone: '1-800-595-6053',
    website: 'https://insurance.ky.gov/ppc/forms/complaints_home.aspx',
    sourceUrl: 'https://www.kyfamilysafety.org/?page_id=36',
    note: '1-800-595-6053 toll free (Kentucky only; also kychiropractic.com); complaint page on insurance.ky.gov',
  },
  {
    state: 'LA',
    name: 'Louisiana Department of Insurance',
    phone: '1-800-259-5300',
    website: 'https://www.ldi.la.gov',
    sourceUrl: 'https://abcdocz.com/doc/194628/a-message-from-the',
    note: "copy of the department's complaint brochure: Consumer Hotline 1-800-259-5300; site www.ldi.la.gov per the department's own newsletter page",
  },
  {
    state: 'ME',
    name: 'Maine Bureau of Insurance, Consumer Health Care Division',
    phone: '1-800-300-5000',
    website: 'https://www1.maine.gov/pfr/insurance/consumers/file-a-complaint-dispute',
    sourceUrl: 'https://www1.maine.gov/pfr/insurance/complaint.html',
    note: 'bureau page: (207) 624-8475, toll free 1-800-300-5000 (in Maine)',
  },
  {
    state: 'MD',
    name: 'Maryland Insurance Administration',
    phone: '1-800-492-6116',
    website: 'https://insurance.maryland.gov/Consumer/Pages/How-the-MIA-Can-Help-You.aspx',
    sourceUrl: 'https://insurance.maryland.gov/Consumer/Pages/How-the-MIA-Can-Help-You.aspx',
    note: 'administration page: call 1-800-492-6116',
  },
  {
    state: 'MA',
    name: 'Massachusetts Division of Insurance, Consumer Services Section',
    phone: '1-877-563-4467',
    website: 'https://www.mass.gov/service-details/consumer-service-department',
    sourceUrl: 'http://www.mass.gov/ocabr/government/oca-agencies/doi-lp/mass-div-of-insurance.html',
    note: 'division page: toll-free consumer information line (877) 563-4467; hotline 617-521-7794 on mass.gov/service-details/consumer-service-department',
  },
  {
    state: 'MI',
    name: 'Michigan Department of Insurance and Financial Services (DIFS)',
    phone: '1-877-999-6442',
    website: 'https://www.michigan.gov/difs',
    sourceUrl: 'https://www.michigan.gov/difs/covid-19',
    note: 'department page: call 877-999-6442; DIFS release also gives Consumer Hotline 877-999-6442',
  },
  {
    state: 'MN',
    name: 'Minnesota Department of Commerce, Consumer Services Center',
    phone: '1-800-657-3602',
    website: 'https://mn.gov/commerce/insurance/health/consumer-protections/',
    sourceUrl: 'https://mn.gov/commerce/insurance/health/consumer-protections/',
    note: 'department page: Consumer Services Center 651-539-1600 or (800) 657-3602',
  },
  {
    state: 'MS',
    name: 'Mississippi Insurance Department, Consumer Services Division',
    phone: '1-800-562-2957',
    website: 'https://www.mid.ms.gov/consumers/consumer-insurance-guide.aspx',
    sourceUrl:
      'https://www.open-exam-prep.com/exams/ms-property-casualty/ms-pc-regulation/ms-insurance-department',
    note: "Consumer Hotline (800) 562-2957 (third-party study page); site is the department's own consumer guide",
  },
  {
    state: 'MO',
    name: 'Missouri Department of Commerce and Insurance, Consumer Affairs',
    phone: '1-800-726-7390',
    website: 'https://insurance.mo.gov',
    sourceUrl: 'http://insurance.mo.gov/news/newsitem/uuid/c8082f31-a285-4bcb-be7f-52b1a5d4c945',
    note: 'department news release: Insurance Consumer Hotline 800-726-7390, insurance.mo.gov',
  },
  {
    state: 'MT',
    name: 'Montana Commissioner of Securities and Insurance (CSI)',
    phone: '1-800-332-6148',
    sourceUrl: 'http://sao.mt.gov/industry/reciprocal.asp',
    note: "office's own (older sao.mt.gov) page lists (800) 332-6148; open-exam-prep.com Montana page (2026) gives the same toll-free consumer hotline; current website not found on a public page",
  },
  {
    state: 'NE',
    name: 'Nebraska Department of Insurance, Consumer Affairs Division',
    phone: '1-877-564-7323',
    website: 'https://doi.nebraska.gov/consumer/policyholder-help',
    sourceUrl:
      'https://www.open-exam-prep.com/exams/ne-property-casualty/ne-pc-regulation/ne-insurance-department',
    note: "Consumer Services Hotline (877) 564-7323 (third-party study page); site is the department's own Policyholder Help page",
  },
  {
    state: 'NV',
    name: 'Nevada Division of Insurance, Consumer Services Section',
    website: 'https://doi.nv.gov/Consumers/File-a-Complaint',
    sourceUrl: 'https://doi.nv.gov/Consumers/File-a-Complaint',
    note: 'division page on consumer complaints; no consumer phone found on a public page',
  },
  {
    state: 'NH',
    name: 'New Hampshire Insurance Department, Consumer Services Division',
    phone: '1-800-852-3416',
    website: 'https://insurance.nh.gov/consumers/filing-complaint',
    sourceUrl: 'https://insurance.nh.gov/consumers/filing-complaint',
    note: 'department page: Consumer Services Unit at 800-852-3416',
  },
  {
    state: 'NJ',
    name: 'New Jersey Department of Banking and Insurance, Consumer Inquiry and Response Center',
    phone: '1-800-446-7467',
    website: 'https://www.nj.gov/dobi/consumer.htm',
    sourceUrl: 'https://www.state.nj.us/dobi/consumer.htm',
    note: 'department page: 609-292-7272 or Consumer Hotline 1-800-446-7467',
  },
  {
    state: 'NM',
    name: 'New Mexico Office of Superintendent of Insurance, Consumer Assistance Bureau',
    phone: '1-855-427-5674',
    website: 'https://www.osi.state.nm.us/en/complaints',
    sourceUrl: 'http://www.osi.state.nm.us/ConsumerAssistance/index.aspx',
    note: 'office page: Tele 1-855-4-ASK-OSI (= 1-855-427-5674)',
  },
  {
    state: 'NY',
    name: 'New York State Department of Financial Services, Consumer Assistance Unit',
    phone: '1-800-342-3736',
    website: 'https://www.dfs.ny.gov',
    sourceUrl: 'https://dfs.ny.gov/reports_and_publications/press_releases/pr202303081',
    note: 'DFS press release (2023): help with financial issues and disputes at (800) 342-3736; Consumer Assistance Unit handles complaints',
  },
  {
    state: 'NC',
    name: 'North Carolina Department of Insurance, Consumer Services Division',
    phone: '1-855-408-1212',
    website: 'https://www.ncdoi.gov/consumers/assistance-or-file-complaint',
    sourceUrl: 'https://www.ncdoi.gov/consumers/business-insurance',
    note: 'department page: contact us at 855-408-1212',
  },
  {
    state: 'ND',
    name: 'North Dakota Insurance Department, Consumer Assistance Division',
    phone: '1-800-247-0560',
    website: 'https://www.insurance.nd.gov/consumers/complaints',
    sourceUrl: 'http://www.nd.gov/ndins/consumers/complaint/',
    note: 'department page: consumer hotline 1.800.247.0560 (current page also lists (701) 328-2440)',
  },
  {
    state: 'OH',
    name: 'Ohio Department of Insurance, Office of Consumer Services',
    website: 'https://insurance.ohio.gov',
    sourceUrl: 'http://www.insurance.ohio.gov/Consumer/Pages/InsPrmpt5.aspx',
    note: 'department page: consumers may file a complaint with the Office of Consumer Services; no consumer phone found on a public page',
  },
  {
    state: 'OK',
    name: 'Oklahoma Insurance Department, Consumer Assistance Division',
    website: 'https://oid.ok.gov/consumers/file-an-online-complaint',
    sourceUrl: 'https://oid.ok.gov/consumers/file-an-online-complaint',
    note: 'department page on requests for assistance and complaints; no consumer phone found on a public page',
  },
  {
    state: 'OR',
    name: 'Oregon Division of Financial Regulation, Consumer Advocacy',
    phone: '1-888-877-4894',
    website: 'https://dfr.oregon.gov/Pages/about-us.aspx',
    sourceUrl: 'http://dfr.oregon.gov/Pages/about-us.aspx',
    note: 'division page: Consumer Hotline 888-877-4894 (toll-free)',
  },
  {
    state: 'PA',
    name: 'Pennsylvania Insurance Department, Bureau of Consumer Services',
    website: 'https://www.insurance.pa.gov/Consumers/ConsumerServicesFAQ/Pages/default.aspx',
    sourceUrl: 'https://www.insurance.pa.gov/Consumers/ConsumerServicesFAQ/Pages/default.aspx',
    note: 'department page on the Consumer Services Online portal; no consumer phone found on a public page',
  },
  {
    state: 'RI',
    name: 'Rhode Island Department of Business Regulation, Insurance Division',
    phone: '401-462-9520',
    website:
      'https://dbr.ri.gov/insurance-banking-securities-and-charitable-organizations/insurance/consumers',
    sourceUrl:
      'https://dbr.ri.gov/insurance-banking-securities-and-charitable-organizations/insurance/consumers',
    note: 'division page: file a complaint online or call (401) 462-9520',
  },
  {
    state: 'SC',
    name: 'South Carolina Department of Insurance, Office of Consumer Services',
    phone: '1-800-768-3467',
    website: 'https://doi.sc.gov/8/Consumers',
    sourceUrl:
      'https://tighepa.com/resources/south-carolina-how-to-file-a-property-insurance-complaint-and-protect-your-rights',
    note: "803-737-6180, toll-free 1-800-768-3467 (third-party guide); site is the department's own Consumer Services page",
  },
  {
    state: 'SD',
    name: 'South Dakota Division of Insurance',
    phone: '605-773-3563',
    website: 'https://dlr.sd.gov/insurance/doi_complaint.aspx',
    sourceUrl: 'https://dlr.sd.gov/insurance/doi_complaint.aspx',
    note: 'division page: file online or call 605.773.3563',
  },
  {
    state: 'TN',
    name: 'Tennessee Department of Commerce and Insurance, Consumer Insurance Services',
    phone: '1-800-342-4029',
    website: 'https://www.tn.gov/commerce',
    sourceUrl: 'http://state.tn.us/commerce/divisions.shtml',
    note: 'department divisions page: Consumer Insurance Services (615) 741-2218 or 1-800-342-4029 (inside Tennessee)',
  },
  {
    state: 'TX',
    name: 'Texas Department of Insurance',
    phone: '1-800-252-3439',
    website: 'https://www.tdi.texas.gov/consumer/complaint-home.html',
    sourceUrl: 'https://www.tdi.texas.gov/consumer/complaint-home.html',
    note: 'department page: Help Line 800-252-3439',
  },
  {
    state: 'UT',
    name: 'Utah Insurance Department',
    phone: '1-800-439-3805',
    website: 'https://insurance.utah.gov/complaints/',
    sourceUrl: 'https://insurance.utah.gov/complaints/',
    note: 'department page: in-state toll-free 1-800-439-3805',
  },
  {
    state: 'VT',
    name: 'Vermont Department of Financial Regulation, Insurance Division Consumer Services',
    phone: '1-800-964-1784',
    website: 'https://dfr.vermont.gov/insurance/insurance-consumer/consumer-complaints-portal-faqs',
    sourceUrl: 'http://www.bishca.state.vt.us/InsurDiv/Consumer/complaintinstruct.htm',
    note: 'Insurance Division page (former BISHCA site): toll-free 1-800-964-1784; open-exam-prep.com Vermont page (2026) gives the same consumer hotline',
  },
  {
    state: 'VA',
    name: 'Virginia State Corporation Commission, Bureau of Insurance, Consumer Services',
    phone: '1-877-310-6560',
    website: 'https://scc.virginia.gov/pages/File-an-Insurance-Complaint-(1)',
    sourceUrl: 'https://scc.virginia.gov/pages/File-an-Insurance-Complaint-(1)',
    note: 'bureau page: toll-free number 1-877-310-6560',
  },
  {
    state: 'WA',
    name: 'Washington State Office of the Insurance Commissioner',
    phone: '1-800-562-6900',
    website: 'https://www.insurance.wa.gov/file-complaint-or-check-your-complaint-status',
    sourceUrl: 'https://www.insurance.wa.gov/file-complaint-or-check-your-complaint-status',
    note: 'office page: call us at 800-562-6900 (Consumer Hotline)',
  },
  {
    state: 'WV',
    name: 'West Virginia Offices of the Insurance Commissioner, Consumer Services Division',
    phone: '1-888-879-9842',
    website: 'https://www.wvinsurance.gov',
    sourceUrl:
      'https://www.propertyinsurancecoveragelaw.com/2022/01/articles/consumer-protection/how-to-file-a-complaint-with-the-west-virginia-offices-of-the-insurance-commissioner/',
    note: "(888) 879-9842 for help filing (third-party; open-exam-prep.com gives the same toll-free hotline); site is the office's own wvinsurance.gov",
  },
  {
    state: 'WI',
    name: 'Wisconsin Office of the Commissioner of Insurance',
    phone: '1-800-236-8517',
    website: 'https://oci.wi.gov/Pages/Consumers/Filing-a-Complaint.aspx',
    sourceUrl: 'https://oci.wi.gov/Pages/Consumers/Filing-a-Complaint.aspx',
    note: 'office page: toll-free 1-800-236-8517 (within Wisconsin), 1-608-266-0103 (outside)',
  },
  {
    state: 'WY',
    name: 'Wyoming Department of Insurance',
    website: 'https://doi.wyo.gov/consumers/information',
    sourceUrl: 'https://doi.wyo.gov/consumers/information',
    note: 'department consumer page; third-party pages give two different consumer numbers, so no phone is listed',
  },
];

/** One entry per state and DC (51), ids `doi_<state>`. */
export const insuranceDepartmentResources: readonly PatientResource[] = departments.map(departmentResource);
