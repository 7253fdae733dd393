// Medical debt in collection and on credit reports: the Fair Debt Collection Practices Act and the Fair
// Credit Reporting Act, and the 2025 CFPB medical debt rule that a court vacated.
import { ecfrPart, entry, usc } from './entry';

export const federalDebt = [
  entry({
    id: 'fdcpa-false-representations',
    title: 'Debt collectors may not misstate what you owe',
    description:
      'A debt collector may not use false, deceptive or misleading statements to collect a debt, including misrepresenting the amount, character or legal status of the debt. A medical bill in collection that includes charges you do not owe, or a wrong amount, can be challenged on this ground.',
    source: '15 U.S.C. 1692e (FDCPA §807)',
    sourceUrl: usc(15, '1692e'),
    category: 'fraud_compliance',
    topics: ['debt_collection', 'medical_debt'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Third-party debt collectors', 'Medical debt in collection'],
    keyChanges: [
      'No false representation of the amount or legal status of a debt',
      'No false claims of government affiliation',
      'Applies to third-party collectors, not generally to a provider collecting its own bill',
    ],
    checkedUrl: 'http://shanfieldlawfirm.com/lawyer-attorney-1802666.html',
  }),
  entry({
    id: 'fdcpa-unfair-practices',
    title: 'Debt collectors may not collect amounts not authorized',
    description:
      'A debt collector may not collect any amount, including interest, fees or charges added to the bill, unless the agreement that created the debt expressly allows it or the law permits it. Charges for services not received or billed twice are not amounts owed.',
    source: '15 U.S.C. 1692f(1) (FDCPA §808)',
    sourceUrl: usc(15, '1692f'),
    category: 'fraud_compliance',
    topics: ['debt_collection', 'medical_debt', 'billing_and_collection'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Third-party debt collectors', 'Medical debt in collection'],
    keyChanges: [
      'Only amounts authorized by the agreement or by law may be collected',
      'Added collection fees need a basis in the agreement or in law',
      'Unfair or unconscionable collection means are banned',
    ],
    checkedUrl: 'https://chanrobles.com/usa/uslaws/codes/title15/15usc1692f.php',
  }),
  entry({
    id: 'fdcpa-debt-validation',
    title: 'Your right to have a debt collector verify the debt',
    description:
      'Within five days of first contacting you, a debt collector must send a written notice of the amount and the creditor. If you dispute the debt in writing within 30 days of that notice, the collector must stop collecting the disputed part until it mails you verification.',
    source: '15 U.S.C. 1692g (FDCPA §809)',
    sourceUrl: usc(15, '1692g'),
    category: 'fraud_compliance',
    topics: ['debt_collection', 'medical_debt'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Third-party debt collectors', 'Medical debt in collection'],
    keyChanges: [
      'Written validation notice within five days of first contact',
      '30 days to dispute all or part of the debt in writing',
      'Collection of the disputed part stops until verification is mailed',
      'Not disputing is not an admission that you owe it',
    ],
    checkedUrl: 'http://www.americandebtnegotiation.com/fairChap09.html',
  }),
  entry({
    id: 'fcra-dispute-reinvestigation',
    title: 'Disputing a wrong medical debt on your credit report',
    description:
      'If you dispute an item on your credit report as inaccurate or incomplete, the credit bureau must reinvestigate free of charge within 30 days (extendable by 15 days if you send more information), tell the company that reported it within 5 business days, and delete or correct anything inaccurate or unverifiable.',
    source: '15 U.S.C. 1681i (FCRA §611)',
    sourceUrl: usc(15, '1681i'),
    category: 'fraud_compliance',
    topics: ['credit_reporting', 'medical_debt'],
    impactLevel: 'high',
    effectiveDate: null,
    affectedPrograms: ['Consumer reporting agencies', 'Companies that report medical debt'],
    keyChanges: [
      'Free reinvestigation within 30 days',
      'The furnisher is notified within 5 business days',
      'Inaccurate or unverifiable items deleted or corrected',
    ],
    checkedUrl: 'http://codes.lp.findlaw.com/uscode/15/41/III/1681i',
  }),
  entry({
    id: 'cfpb-medical-debt-rule-vacated',
    title: 'CFPB medical debt credit reporting rule (2025): vacated, not in force',
    description:
      'In January 2025 the CFPB finalized a rule to keep medical bills off the credit reports lenders use. A federal court in Texas vacated it on July 11, 2025, at the request of industry groups and the CFPB itself, so it never took effect. The Fair Credit Reporting Act still allows coded medical debt on reports; the credit bureaus’ earlier voluntary removal of paid and small medical debts was reported to remain. Some states have their own bans.',
    source: 'Regulation V, 12 CFR Part 1022 (rule of January 2025, vacated July 11, 2025, E.D. Tex.)',
    sourceUrl: ecfrPart(12, '1022'),
    category: 'fraud_compliance',
    topics: ['credit_reporting', 'medical_debt'],
    impactLevel: 'medium',
    effectiveDate: null,
    affectedPrograms: ['Consumer reporting agencies', 'Lenders'],
    keyChanges: [
      'Vacated by the U.S. District Court for the Eastern District of Texas on July 11, 2025',
      'Never took effect; the CFPB did not appeal',
      'Medical debt may still appear on credit reports if coded to hide medical details',
      'State laws may give more protection',
    ],
    // Flagged: an admin must know this rule is not in force (as checked on 2026-11-27).
    status: 'flagged',
    checkedUrl: 'https://production.jdsupra.com/legalnews/texas-court-vacates-cfpb-s-medical-debt-6277988',
  }),
];
