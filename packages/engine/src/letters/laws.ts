import type { Citation } from '@clearbill/shared';

/**
 * The laws our letters cite. Every entry was checked against a public page (docs/research/letter-laws.md
 * records the page and the date); the letters' text is ours.
 */
export const laws = {
  acaAppeals: {
    label:
      '45 CFR 147.136 (internal claims and appeals and external review, group and individual health coverage)',
    url: 'https://www.ecfr.gov/current/title-45/section-147.136',
  },
  erisaClaims: {
    label: '29 CFR 2560.503-1 (ERISA claims procedure: 180 days to appeal, decision times, the claim file)',
    url: 'https://www.ecfr.gov/current/title-29/section-2560.503-1',
  },
  medicareRedetermination: {
    label: '42 CFR 405.942 (Medicare redetermination: 120 days to file)',
    url: 'https://www.ecfr.gov/current/title-42/section-405.942',
  },
  medicareRedeterminationDecision: {
    label: '42 CFR 405.950 (Medicare redetermination decision: 60 days)',
    url: 'https://www.ecfr.gov/current/title-42/section-405.950',
  },
  nsaEmergency: {
    label: '45 CFR 149.110 (No Surprises Act: emergency services)',
    url: 'https://www.ecfr.gov/current/title-45/section-149.110',
  },
  nsaInNetworkFacility: {
    label: '45 CFR 149.120 (No Surprises Act: out-of-network care at an in-network facility)',
    url: 'https://www.ecfr.gov/current/title-45/section-149.120',
  },
  nsaBalanceBilling: {
    label: '45 CFR 149.410 (No Surprises Act: providers may not balance bill for emergency services)',
    url: 'https://www.ecfr.gov/current/title-45/section-149.410',
  },
  nsaGoodFaithEstimate: {
    label: '45 CFR 149.610 (good faith estimates for uninsured or self-pay patients)',
    url: 'https://www.ecfr.gov/current/title-45/section-149.610',
  },
  nsaPatientProviderDispute: {
    label: '45 CFR 149.620 (patient-provider dispute resolution: $400 or more over the estimate, 120 days)',
    url: 'https://www.ecfr.gov/current/title-45/section-149.620',
  },
  hipaaAccess: {
    label: '45 CFR 164.524 (HIPAA right of access: copies within 30 days)',
    url: 'https://www.ecfr.gov/current/title-45/section-164.524',
  },
  hipaaDesignatedRecordSet: {
    label: '45 CFR 164.501 (designated record set: includes billing records)',
    url: 'https://www.ecfr.gov/current/title-45/section-164.501',
  },
  irsFinancialAssistance: {
    label: '26 CFR 1.501(r)-4 (nonprofit hospital financial assistance policy)',
    url: 'https://www.ecfr.gov/current/title-26/section-1.501(r)-4',
  },
  irsChargeLimits: {
    label: '26 CFR 1.501(r)-5 (limits on charges to patients eligible for financial assistance)',
    url: 'https://www.ecfr.gov/current/title-26/section-1.501(r)-5',
  },
  irsCollections: {
    label: '26 CFR 1.501(r)-6 (billing and collection: 240-day application period, collections suspended)',
    url: 'https://www.ecfr.gov/current/title-26/section-1.501(r)-6',
  },
  fcraDispute: {
    label: '15 U.S.C. 1681i (Fair Credit Reporting Act: reinvestigation of disputed information, 30 days)',
    url: 'https://www.law.cornell.edu/uscode/text/15/1681i',
  },
  fcraFurnisher: {
    label: '15 U.S.C. 1681s-2 (duties of those who report information to credit bureaus)',
    url: 'https://www.law.cornell.edu/uscode/text/15/1681s-2',
  },
  fdcpaValidation: {
    label: '15 U.S.C. 1692g (Fair Debt Collection Practices Act: validation of debts)',
    url: 'https://www.law.cornell.edu/uscode/text/15/1692g',
  },
} as const satisfies Record<string, Citation>;

export type LawId = keyof typeof laws;
