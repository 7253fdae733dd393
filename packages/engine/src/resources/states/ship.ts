import type { PatientResource, UsState } from '@clearbill/shared';

/**
 * The State Health Insurance Assistance Program (SHIP) of each state and DC (issue 13 item 5): free,
 * unbiased Medicare counseling run by a state agency. Every name, phone number and website below was
 * checked on 2026-11-27 against the public page named in its source (docs/research/resources.md); a
 * field no page stated is left out, and a state with no checked contact at all is not listed but named
 * in SHIP_UNVERIFIED with the reason. The description and services are ours.
 */
const CHECKED_ON = '2026-11-27';

const stateNames: Record<UsState, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'the District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
  SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}; // prettier-ignore

/** What a page stated about one state's SHIP. */
interface ShipFact {
  state: UsState;
  /** The program's own name, as the page gives it. */
  name: string;
  phone?: string;
  website?: string;
  /** The page the facts were checked on. */
  sourceUrl: string;
  /** What the page says, in a few words (and any second page). */
  note: string;
  /** A how-to-reach detail the page gives (e.g. a menu option), shown as the last service. */
  tip?: string;
}

const shipFacts: readonly ShipFact[] = [
  {
    state: 'AK',
    name: 'Alaska Medicare Information Office',
    phone: '1-800-478-6065',
    sourceUrl: 'http://www.capitalcityweekly.com/stories/121907/health_20071219022.shtml',
    note: 'Statewide toll-free 1-800-478-6065 for Medicare plan comparisons (2007); the office runs the SHIP statewide per https://www.seniorvoicealaska.com/story/2016/01/01/news/dont-cut-funding-for-vital-assistance/954.html',
  },
  {
    state: 'AL',
    name: 'Alabama State Health Insurance Assistance Program (SHIP)',
    phone: '1-800-243-5463',
    sourceUrl: 'http://www.alabamaageline.gov/textOnly/news.cfm?mID=356&from=archives&year=2011',
    note: 'Alabama Department of Senior Services news (2011): people with Medicare in Alabama can reach a SHIP counselor at 800-243-5463; ADSS still runs Alabama SHIP per https://www.cullmantribune.com/?p=87733 (2022)',
  },
  {
    state: 'AR',
    name: 'Senior Health Insurance Information Program (SHIIP)',
    phone: '1-800-224-6330',
    sourceUrl: 'https://www.deltaplexnews.com/medicare-open-enrollment-to-start/',
    note: "Arkansas Insurance Department's SHIIP, 800.224.6330 (2018)",
  },
  {
    state: 'CA',
    name: 'Health Insurance Counseling & Advocacy Program (HICAP)',
    phone: '1-800-434-0222',
    sourceUrl: 'http://calpatientguide.org/ix.html',
    note: 'HICAP 1-800-434-0222; services per the California Department of Aging HICAP page https://www.aging.ca.gov/Providers_and_Partners/Health_Insurance_Counseling_and_Advocacy_Program/Program_Narrative_and_Fact_Sheets/',
  },
  {
    state: 'CO',
    name: 'Colorado State Health Insurance Assistance Program (SHIP)',
    phone: '1-888-696-7213',
    sourceUrl:
      'https://www.denvergov.org/Government/Agencies-Departments-Offices/Agencies-Departments-Offices-Directory/Human-Rights-Community-Partnerships/Divisions-Offices/Office-on-Aging/Denver-Coordinated-Workgroup-Guides',
    note: "Denver Office on Aging guides: call your local SHIP office at 1-888-696-7213 (a toll-free line; the page does not say how calls are routed); the SHIP sits with the state's Department of Regulatory Agencies per https://grantsforseniors.org/emergency-assistance-for-seniors-in-colorado (2025)",
  },
  {
    state: 'CT',
    name: 'CHOICES',
    phone: '1-800-994-9422',
    website: 'https://portal.ct.gov/ADS-CHOICES',
    sourceUrl: 'https://readkong.com/page/guide-to-choosing-a-medicare-prescription-drug-plan-in-6115848',
    note: "Connecticut's SHIP guide (CT.gov, revised Oct 2021): CHOICES Hotline 1-800-994-9422, website portal.ct.gov/ADS-CHOICES",
  },
  {
    state: 'DC',
    name: 'DC State Health Insurance Assistance Program (DC SHIP)',
    phone: '202-724-5626',
    website: 'https://dacl.dc.gov/page/about-2',
    sourceUrl: 'https://dacl.dc.gov/page/about-2',
    note: "Department of Aging and Community Living About page: its programs include healthcare and insurance counseling; connect with the team at (202) 724-5626 (the department's main line, not the SHIP's own). DC SHIP sits within DACL per the HHS grant record https://taggs.hhs.gov/Detail/AwardDetail?arg_AwardNum=90SAPG0113&arg_ProgOfficeCode=275 (2025)",
  },
  {
    state: 'DE',
    name: 'Delaware Medicare Assistance Bureau (DMAB)',
    phone: '302-674-7364',
    sourceUrl: 'https://delawarestatenews.net/health/medicare-assistance-bureau-to-hold-public-meetings/',
    note: 'DMAB, a division of the Department of Insurance, 302-674-7364 (2020; also WBOC 2018)',
  },
  {
    state: 'FL',
    name: 'SHINE (Serving Health Insurance Needs of Elders)',
    phone: '1-800-963-5337',
    website: 'https://www.floridashine.org',
    sourceUrl: 'https://health.wusf.usf.edu/hnf-stories/2010-01-08/90-000-fl-seniors-eligible-for-extra-help',
    note: "SHINE's toll-free number 1-800-963-5337 (WUSF); floridashine.org per https://news.yahoo.com/medicare-help-central-florida-sets-110000894.html",
  },
  {
    state: 'GA',
    name: 'GeorgiaCares',
    phone: '1-866-552-4464',
    website: 'https://mygeorgiacares.org',
    sourceUrl: 'https://mygeorgiacares.org/About-Us/State-Health-Insurance-Assistance-Program-SHIP-',
    note: 'GeorgiaCares SHIP page: 1-866-552-4464 (Option 4)',
    tip: 'Call 1-866-552-4464 and choose option 4',
  },
  {
    state: 'HI',
    name: 'Hawaii SHIP',
    website: 'https://hawaiiship.org',
    sourceUrl: 'https://hawaiiship.org/about-us/',
    note: 'Hawaii SHIP, run by the Executive Office on Aging: free, unbiased, one-on-one Medicare counseling (no phone found)',
  },
  {
    state: 'ID',
    name: 'Senior Health Insurance Benefits Advisors (SHIBA)',
    website:
      'https://doi.idaho.gov/shiba/new-to-medicare/medicare-supplement-medigap/recent-changes-to-medicare-supplement-law-and-rules/',
    sourceUrl:
      'https://doi.idaho.gov/shiba/new-to-medicare/medicare-supplement-medigap/recent-changes-to-medicare-supplement-law-and-rules/',
    note: 'SHIBA pages on the Idaho Department of Insurance site (no phone found)',
  },
  {
    state: 'IL',
    name: 'Senior Health Insurance Program (SHIP)',
    phone: '1-800-252-8966',
    website: 'https://ilaging.illinois.gov/ship/aboutship.html',
    sourceUrl: 'https://ilaging.illinois.gov/ship/aboutship.html',
    note: 'Illinois Department on Aging SHIP page; the Department Senior HelpLine 1-800-252-8966 per https://www.iira.org/rdrg/senior-health-assistance-program-shap/',
  },
  {
    state: 'IN',
    name: 'Indiana State Health Insurance Assistance Program (SHIP)',
    phone: '1-800-452-4800',
    website: 'https://www.medicare.in.gov',
    sourceUrl:
      'https://www.hoosiertimes.com/tmnews/news/local/medicare-advantage-open-enrollment-ends-march/article_5259b24c-3def-11ea-8637-7b92f4b3a1a1.html',
    note: "Herald-Times news item: Indiana's SHIP, a program of the Indiana Department of Insurance, at 1-800-452-4800 for free Medicare information, or www.medicare.in.gov; over 100 local sites statewide",
  },
  {
    state: 'IA',
    name: 'Senior Health Insurance Information Program (SHIIP)',
    phone: '515-242-5190',
    website: 'https://shiip.iowa.gov',
    sourceUrl: 'https://bethanylife.org/?p=2604',
    note: 'SHIIP, Iowa Insurance Division, (515) 242-5190 (2014); shiip.iowa.gov per https://www.adelnews.com/opinion/20191122/health-and-wellness-shiip-shortage (2019)',
  },
  {
    state: 'KS',
    name: 'Senior Health Insurance Counseling for Kansas (SHICK)',
    phone: '1-800-860-5260',
    sourceUrl: 'https://fortscott.biz/news/category/kansas/page/4',
    note: 'KDADS open enrollment release (2025): SHICK is free at 1-800-860-5260',
  },
  {
    state: 'LA',
    name: 'Senior Health Insurance Information Program (SHIIP)',
    phone: '1-800-259-5300',
    website: 'http://ldi.la.gov/SHIIP/help-paying.html',
    sourceUrl: 'http://ldi.la.gov/SHIIP/help-paying.html',
    note: 'Louisiana Department of Insurance SHIIP page banner: call 1-800-259-5300 for assistance',
  },
  {
    state: 'ME',
    name: "Maine's Area Agencies on Aging (Medicare counseling)",
    phone: '1-877-353-3771',
    website: 'https://www.maine.gov/dhhs/oads/get-support/older-adults-disabilities/area-agencies-on-aging',
    sourceUrl:
      'https://www1.maine.gov/dhhs/oads/get-support/older-adults-disabilities/area-agencies-on-aging',
    note: 'Maine DHHS: the five Area Agencies on Aging give Medicare/health insurance counseling; statewide 1-877-353-3771 per https://mainelse.org/handbook/mainecare-and-long-term-care/mainecare-medicaid and grantsforseniors.org (2025)',
  },
  {
    state: 'MD',
    name: 'Maryland State Health Insurance Assistance Program (SHIP)',
    website: 'https://aging.maryland.gov/Pages/MedicareOpenEnrollment.aspx',
    sourceUrl: 'https://aging.maryland.gov/Pages/MedicareOpenEnrollment.aspx',
    note: 'Maryland Department of Aging Medicare page: call SHIP for free, unbiased help (no statewide number stated)',
  },
  {
    state: 'MA',
    name: 'SHINE (Serving the Health Insurance Needs of Everyone)',
    phone: '1-800-243-4636',
    sourceUrl: 'https://massachusetts.networkofcare.org/mh/Insurance/lowcost.aspx',
    note: 'Appointments through MassOptions 1-800-243-4636, TTY/ASCII 800-439-2370',
    tip: 'Appointments through MassOptions; TTY 1-800-439-2370',
  },
  {
    state: 'MI',
    name: 'Michigan Medicare/Medicaid Assistance Program (MMAP)',
    phone: '1-800-803-7174',
    sourceUrl: 'http://abc10up.com/covering-healthcare-for-seniors/',
    note: 'MMAP 1.800.803.7174; MMAP administers the SHIP per https://www.michigan.gov/whitmer/news/proclamations/2019/10/15/mmap-medicare-awareness-day',
  },
  {
    state: 'MN',
    name: 'Senior LinkAge Line (Minnesota Board on Aging)',
    phone: '1-800-333-2433',
    sourceUrl: 'https://www.ac5ru.org/afscme-council-5-retirees-united/news',
    note: "Senior LinkAge Line 1-800-333-2433 (2018); a 2025 Star Tribune article calls the state's Medicare helpline Minnesota Aging Pathways",
  },
  {
    state: 'MO',
    name: 'Missouri SHIP (CLAIM)',
    phone: '1-800-390-3330',
    website: 'https://missouriclaim.org',
    sourceUrl: 'https://radioksmo.com/local-news-friday-november-5th-2021/',
    note: "Department of Commerce & Insurance's CLAIM program: 1-800-390-3330 or missouriclaim.org (2021); later called MO SHIP (KTTN)",
  },
  {
    state: 'MS',
    name: 'Mississippi State Health Insurance Assistance Program (SHIP)',
    website:
      'https://www.mdhs.ms.gov/mississippis-state-health-insurance-assistance-program-has-gone-virtual/',
    sourceUrl:
      'https://www.mdhs.ms.gov/mississippis-state-health-insurance-assistance-program-has-gone-virtual/',
    note: 'Mississippi Department of Human Services news (2020): the Division of Aging and Adult Services runs the SHIP, whose counselors help with Medicare benefits, bills and appeals (no phone on the checked page; also WJTV 2020)',
  },
  {
    state: 'NE',
    name: 'Nebraska SHIP',
    phone: '402-471-2841',
    sourceUrl:
      'https://journalstar.com/niche/neighborhood-extra/senior-scene/medicare-open-enrollment-starts-oct-15/article_cf098456-dfeb-5d14-9c09-177e3366aea9.html',
    note: 'Nebraska SHIP, a federally funded, state-run program: 402-471-2841 (2022)',
  },
  {
    state: 'NH',
    name: 'ServiceLink Resource Centers (SHIP Medicare specialists)',
    website: 'https://www.servicelink.nh.gov/medicare/',
    sourceUrl: 'https://www.servicelink.nh.gov/medicare/',
    note: 'Official ServiceLink page: Medicare specialists trained and certified under the SHIP in every county',
  },
  {
    state: 'NJ',
    name: 'New Jersey State Health Insurance Assistance Program (NJ SHIP)',
    phone: '1-877-222-3737',
    sourceUrl: 'https://www.adrcnj.org/news-events-trainings',
    note: "ADRC NJ page (call 1-877-222-3737) on NJ SHIP counselors; the same number is the Division of Aging's nationwide line in the state guide",
  },
  {
    state: 'NM',
    name: 'Aging & Disability Resource Center (benefits counseling)',
    phone: '1-800-432-2080',
    sourceUrl:
      'https://pdfslide.us/documents/hibac-desk-reference-for-corrections-please-contact-the-aging-disability-resource.html',
    note: 'New Mexico benefits counseling desk reference (2015): Aging & Disability Resource Center 1-800-432-2080; still the statewide ADRC number in 2026 (grantsforseniors.org)',
  },
  {
    state: 'NV',
    name: "Nevada's State Health Insurance Assistance Program (SHIP)",
    website: 'http://www.nvaging.net/medicare.htm',
    sourceUrl: 'http://www.nvaging.net/medicare.htm',
    note: "Nevada aging-services Medicare page (about 2014, it quotes that year's Part B premium): contact Nevada's SHIP, all services free and confidential (no phone in the checked text; an old page, so the link may have moved)",
  },
  {
    state: 'NY',
    name: 'Health Insurance Information, Counseling and Assistance Program (HIICAP)',
    phone: '1-800-701-0501',
    sourceUrl: 'https://fdocuments.in/document/a-quick-reference-guide-to-hiicap-2021.html',
    note: 'NYS Office for the Aging HIICAP quick reference (2021): HIICAP Help Line 1-800-701-0501',
  },
  {
    state: 'NC',
    name: "Seniors' Health Insurance Information Program (SHIIP)",
    phone: '1-855-408-1212',
    website: 'https://www.ncshiip.com',
    sourceUrl:
      'https://morganton.com/news/local/counseling-available-for-medicare-enrollees/article_cd183078-293b-11ed-8c6b-d33132fd5fdb.html',
    note: 'NC Department of Insurance SHIIP hotline 855-408-1212, weekdays 8 to 5; www.ncshiip.com (2022)',
  },
  {
    state: 'ND',
    name: 'State Health Insurance Counseling (SHIC)',
    phone: '701-328-2440',
    website:
      'https://www.insurance.nd.gov/consumers/shic-medicare/medicare-part-d/medicare-part-d-open-enrollment',
    sourceUrl:
      'https://www.insurance.nd.gov/consumers/shic-medicare/medicare-part-d/medicare-part-d-open-enrollment',
    note: 'ND Insurance Department: SHIC counselor at (701) 328-2440, option 1',
    tip: 'Call and choose option 1',
  },
  {
    state: 'OH',
    name: 'Ohio Senior Health Insurance Information Program (OSHIIP)',
    phone: '1-800-686-1578',
    sourceUrl: 'https://aging.ohio.gov/BenefitsHelp',
    note: 'Ohio Department of Aging: OSHIIP, a service of the Department of Insurance, 1-800-686-1578',
  },
  {
    state: 'OK',
    name: 'Medicare Assistance Program (MAP)',
    phone: '1-800-763-2828',
    website: 'https://www.oid.ok.gov/ship-low-income-subsidy/',
    sourceUrl:
      'https://www.paulsvalleydailydemocrat.com/community/get-some-extra-help-with-medicare-drug-costs/article_7906b193-f621-5bf7-a47b-86b3d2cd8d0b.html',
    note: 'Oklahoma Insurance Department MAP: (800) 763-2828 or oid.ok.gov/ship-low-income-subsidy (2020; same number on KFOR)',
  },
  {
    state: 'OR',
    name: 'Senior Health Insurance Benefits Assistance (SHIBA)',
    phone: '1-800-722-4134',
    website: 'https://shiba.oregon.gov',
    sourceUrl:
      'https://ktvz.com/community/community-billboard/2023/10/17/state-program-offers-free-help-to-make-medicare-open-enrollment-decisions/',
    note: 'ODHS SHIBA: 800-722-4134 (toll-free), SHIBA.Oregon.gov (2023)',
  },
  {
    state: 'MT',
    name: 'Montana State Health Insurance Assistance Program (SHIP)',
    phone: '1-800-551-3191',
    website: 'https://dphhs.mt.gov/SLTC/aging/SHIP/Medicare101',
    sourceUrl:
      'https://billingsgazette.com/lifestyles/health-med-fit/extra-help-program-can-help-medicaid-recipients-afford-drug-costs/article_0de24efa-46c9-565a-8974-34477f691e3e.html',
    note: 'SHIP column sponsored by DPHHS (2022): call your local SHIP counselor at 1-800-551-3191; DPHHS SHIP page https://dphhs.mt.gov/SLTC/aging/SHIP/Medicare101',
  },
  {
    state: 'PA',
    name: 'PA MEDI (Pennsylvania Medicare Education and Decision Insight)',
    website:
      'https://www.pa.gov/agencies/aging/newsroom/pda-announces-medicare-open-enrollment-period-begins-october-15',
    sourceUrl:
      'https://www.pa.gov/agencies/aging/newsroom/pda-announces-medicare-open-enrollment-period-begins-october-15',
    note: "Pennsylvania Department of Aging release (2025): free, objective health benefits counseling through PA MEDI at the state's 52 Area Agencies on Aging (no phone on the checked page); APPRISE, the earlier name, was the department's SHIP per https://www.governor.pa.gov/newsroom/blog-protecting-pennsylvanias-seniors/ (2016)",
    tip: 'Counseling is given at your local Area Agency on Aging',
  },
  {
    state: 'SC',
    name: 'I-CARE (Insurance Counseling and Referral for Elders)',
    phone: '1-800-868-9095',
    website: 'https://aging.sc.gov',
    sourceUrl:
      'https://yumpu.com/en/document/view/38611247/south-carolina-state-plan-on-aging-2013-office-on-aging-state-of-',
    note: "State Plan on Aging 2013: the state Office on Aging at aging.sc.gov, 1-800-868-9095 (its toll-free line, not I-CARE's own); I-CARE is the SHIP, offered at each regional ADRC, per http://charlestoneldercare.com/senior-services/lt-governor-s-office-on-aging-columbia-sc/",
  },
  {
    state: 'SD',
    name: 'Senior Health Information and Insurance Education (SHIINE)',
    website: 'https://shiine.net',
    sourceUrl: 'https://shiine.net/need-help-paying-for-medicare.html',
    note: "SHIINE's own site: contact SHIINE for help applying for Medicare Savings Programs and Extra Help (no phone on the checked page); SHIINE is South Dakota's SHIP per http://dss.sd.gov/keyresources/news/2006/shipfunds.aspx",
  },
  {
    state: 'TN',
    name: 'Tennessee State Health Insurance Assistance Program (TN SHIP)',
    phone: '1-877-801-0044',
    website: 'https://www.tn.gov/aging/our-programs/state-health-insurance-assistance-program--ship-.html',
    sourceUrl: 'https://thetomahawk.com/featured-news/senior-news-in-johnson-county/',
    note: 'Tomahawk (Mountain City) news item on a TN SHIP Medicare event: questions to TN SHIP at 877-801-0044; the tn.gov TN SHIP page is linked from https://grantsforseniors.org/emergency-assistance-for-seniors-in-tennessee (the link there shows the double hyphen as a dash); the Commission on Aging and Disability runs the SHIP per https://tnsos.net/publications/oa/details.php?Board=153',
  },
  {
    state: 'TX',
    name: 'Health Information, Counseling, and Advocacy Program (HICAP)',
    website: 'https://www.tlsc.org/hicap',
    sourceUrl: 'https://www.tlsc.org/hicap',
    note: 'Texas Legal Services Center: HICAP is the SHIP for Texans, with the Area Agencies on Aging and HHSC (no phone found)',
  },
  {
    state: 'UT',
    name: 'Utah State Health Insurance Assistance Program (SHIP)',
    phone: '801-538-3910',
    website: 'https://www.daas.utah.gov',
    sourceUrl:
      'https://fdocuments.in/document/2017-annual-report-and-directory-of-services-directory-of-services-division-of.html',
    note: "Copy of the Division of Aging and Adult Services 2017 annual report: telephone (801) 538-3910, www.daas.utah.gov (the division's main line and site, not the SHIP's own); the division runs the SHIP per its State Plan 2020-2023 https://123docz.net/document/11474744-utah-2019-state-plan-final-updated-071919.htm",
  },
  {
    state: 'VA',
    name: 'Virginia Insurance Counseling and Assistance Program (VICAP)',
    phone: '1-800-552-3402',
    sourceUrl: 'https://grantsforseniors.org/?p=14680',
    note: "Virginia Division for Aging Services statewide information and assistance line 1-800-552-3402 (2026 guide; the state aging office's line, not VICAP's own); VICAP is free Medicare counseling through local agencies per https://www.alexandriava.gov/dchs/adultservices/default.aspx?id=50408",
  },
  {
    state: 'VT',
    name: 'Vermont SHIP (Area Agencies on Aging)',
    phone: '1-800-642-5119',
    sourceUrl:
      'https://www.chestertelegraph.org/2025/10/13/state-area-agencies-on-aging-expect-spike-in-medicare-counseling-need-due-to-advantage-cancellations/',
    note: "Vermont's five Area Agencies on Aging run the SHIP; their Helpline 800-642-5119 (2025)",
  },
  {
    state: 'WA',
    name: 'Washington Office of the Insurance Commissioner (Medicare help)',
    phone: '1-800-562-6900',
    website: 'https://www.insurance.wa.gov',
    sourceUrl: 'https://insurance.wa.gov/taxonomy/term/238?page=3',
    note: "OIC: helps people understand and navigate Medicare; Consumer Hotline 800-562-6900 per https://www.insurance.wa.gov/taxonomy/term/238?page=20. The SHIP's own name was not on a checked page",
  },
  {
    state: 'WI',
    name: 'Medigap Helpline (Board on Aging and Long Term Care)',
    phone: '1-800-242-1060',
    sourceUrl: 'https://alohafreshvending.com/does-an-advatage-plan-do-away-with-medicare-9281',
    note: 'Copy of OCI guide PI-099 (2024): Medigap Helpline 1-800-242-1060, set up by the Board on Aging and Long-Term Care; see also https://longtermcare.wi.gov/Pages/FAQ/Agency.aspx',
  },
  {
    state: 'WV',
    name: 'West Virginia State Health Insurance Assistance Program (SHIP)',
    website: 'https://www.regioneight.org/ship',
    sourceUrl: 'https://www.regioneight.org/ship',
    note: 'Region VIII Planning and Development Council page on the statewide SHIP: free, confidential Medicare counseling by phone and in person from counselors of the Bureau of Senior Services, the Aging & Disability Resource Centers and county aging providers (a regional page; no statewide phone on the checked text)',
  },
  {
    state: 'WY',
    name: 'Wyoming Senior Citizens, Inc. (Medicare help)',
    phone: '1-800-856-4398',
    website: 'https://wyomingseniors.com',
    sourceUrl:
      'https://www.wyodaily.com/story/2024/05/16/news/nonprofit-seeking-senior-volunteers-to-help-seniors-and-youth-in-washakie-county/15505.html',
    note: "Riverton nonprofit (2024): for questions on Medicare call 1-800-856-4398 or go to wyomingseniors.com; the state's program is the Wyoming State Health Insurance Information Program (WSHIIP) per https://news.yahoo.com/unsung-hero-helping-wyoming-seniors-182500879.html (2023)",
  },
];

/** States and DC with no SHIP entry: no public page found stating a phone or website, and why. */
export const SHIP_UNVERIFIED: Readonly<Partial<Record<UsState, string>>> = {
  AZ: 'Arizona SHIP named on pages (regional councils such as Pima and NACOG); only local Area Agency numbers found',
  KY: 'Kentucky SHIP runs through the Area Development Districts (regional manual, state guides); no page stated a statewide phone or site',
  RI: 'Rhode Island SHIP: only 2009 and 2014 state guides found (Division of Elderly Affairs, since renamed), giving a "Health Insurance Counseling" line without area code; too old to give a patient as a current number, and no current page agreed',
};

const services = [
  'Free, unbiased one-on-one Medicare counseling',
  'Help with Medicare bills, claims and appeals',
  'Applications for Medicare Savings Programs and Extra Help',
  'Comparing Medicare drug, Advantage and Medigap plans',
];

function toResource(f: ShipFact): PatientResource {
  return {
    id: `ship_${f.state.toLowerCase()}`,
    name: f.name,
    description: `The State Health Insurance Assistance Program for ${stateNames[f.state]}: trained counselors who sell nothing help people with Medicare and their families understand their coverage, sort out bills and appeals, and apply for programs that lower costs.`,
    category: 'state_advocacy',
    urgencyLevel: 'standard',
    services: f.tip ? [...services, f.tip] : services,
    coverage: { national: false, states: [f.state] },
    contactInfo: {
      ...(f.phone ? { phone: f.phone } : {}),
      ...(f.website ? { website: f.website } : {}),
    },
    source: { url: f.sourceUrl, checkedOn: CHECKED_ON, note: f.note },
  };
}

/** One SHIP entry per state whose program could be checked, in state order. */
export const shipResources: readonly PatientResource[] = shipFacts.map(toResource);
