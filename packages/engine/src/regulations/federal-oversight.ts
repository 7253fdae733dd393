// Program integrity, quality reporting and Medicare supplement rules.
import { ecfrPart, entry, usc } from './entry';

export const federalOversight = [
  entry({
    id: 'false-claims-act',
    title: 'False Claims Act: liability for false claims to federal programs',
    description:
      'Anyone who knowingly submits, or causes to be submitted, a false or fraudulent claim to a federal program such as Medicare or Medicaid is liable for civil penalties plus three times the government’s damages. Billing for services not provided is a typical example.',
    source: '31 U.S.C. 3729',
    sourceUrl: usc(31, '3729'),
    category: 'fraud_compliance',
    topics: ['billing_and_collection'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Medicare', 'Medicaid', 'Other federal health programs', 'Providers and suppliers'],
    keyChanges: [
      'Knowingly presenting a false or fraudulent claim creates liability',
      'Civil penalty per claim (inflation-adjusted) plus treble damages',
      'False records material to a false claim are covered too',
    ],
    checkedUrl: 'http://codes.lp.findlaw.com/uscode/31/III/37/III/3729',
  }),
  entry({
    id: 'mips-quality-payment-program',
    title: 'Merit-based Incentive Payment System (MIPS)',
    description:
      'Medicare’s quality payment program for clinicians: performance in quality, cost, improvement activities and promoting interoperability sets a payment adjustment on Part B services.',
    source: '42 CFR Part 414, Subpart O (§414.1300 and following)',
    sourceUrl: ecfrPart(42, '414', 'O'),
    category: 'quality_measures',
    topics: ['quality_reporting'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Medicare Part B clinicians', 'Advanced Alternative Payment Models'],
    keyChanges: [
      'Four performance categories: quality, cost, improvement activities, promoting interoperability',
      'A final score sets a positive, neutral or negative payment adjustment',
      'Created by the Medicare Access and CHIP Reauthorization Act of 2015 (MACRA)',
    ],
    checkedUrl: 'https://law.lawstack.com/cfr/42/414.1300/',
  }),
  entry({
    id: 'medigap-open-enrollment',
    title: 'Medigap (Medicare supplement) open enrollment and guaranteed issue',
    description:
      'Medicare supplement (Medigap) policies help pay Original Medicare’s deductibles, copays and coinsurance. Insurers must sell any Medigap policy without medical underwriting during a one-time six-month open enrollment period starting when you are 65 or older and covered by Part B, and in certain other guaranteed-issue situations.',
    source: 'Social Security Act §1882 (42 U.S.C. 1395ss)',
    sourceUrl: usc(42, '1395ss'),
    category: 'medicare_supplement',
    topics: ['medigap'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Medigap policies', 'Original Medicare enrollees'],
    keyChanges: [
      'Six-month Medigap open enrollment from the first month of Part B at 65+',
      'No denial or higher price for health problems during open enrollment',
      'Limited guaranteed-issue rights outside that window',
      'Medigap does not work with Medicare Advantage',
    ],
    // The protections are read on KFF and CMS pages; the statute section is not shown on them.
    status: 'pending',
    checkedUrl:
      'https://kff.org/medicare/issue-brief/medigap-may-be-elusive-for-medicare-beneficiaries-with-pre-existing-conditions',
  }),
];
