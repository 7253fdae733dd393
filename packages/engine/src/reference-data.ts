/**
 * The reference data the bill analysis reads: NCCI edits, MUEs, Medicare rates, CARC explanations,
 * poverty guidelines and the codes themselves. The server implements it over its tables; tests use
 * the in-memory implementation built from small fixtures (memory-reference-data.ts).
 */

export type CodeSystem = 'ICD-10-CM' | 'ICD-10-PCS' | 'CPT' | 'HCPCS' | 'DRG' | 'NDC' | 'REVENUE';

export interface NcciEdit {
  /** The comprehensive code: it is paid. */
  column1: string;
  /** The component code: not paid with column1 on the same day unless the indicator allows it. */
  column2: string;
  /** 0: never together; 1: allowed with an appropriate modifier (59, XE, XS, XP, XU, ...); 9: edit not applicable. */
  modifierIndicator: 0 | 1 | 9;
  rationale: string | null;
  /** Set when the pair was withdrawn: an edit no longer in force. */
  deletionDate: string | null;
  sourceVersion: string;
}

export type MueServiceType = 'practitioner' | 'outpatient_hospital' | 'dme';

export interface MueLimit {
  code: string;
  /** The MUE table the limit came from; 'unspecified' when the release does not say. */
  serviceType: MueServiceType | 'unspecified';
  maxUnits: number;
  /** 1: per line; 2: per day, by policy; 3: per day, by clinical judgement. */
  adjudicationIndicator: number | null;
  rationale: string | null;
  sourceVersion: string;
}

export type RateSetting = 'facility' | 'non_facility' | 'outpatient_hospital' | 'lab';

export interface MedicareRate {
  code: string;
  modifier: string;
  setting: RateSetting;
  /** National amount in dollars (no geographic adjustment). */
  amount: number;
  /** pfs: physician fee schedule (RVU x conversion factor); opps: hospital outpatient; clfs: lab. */
  basis: 'pfs' | 'opps' | 'clfs';
  year: number;
  sourceVersion: string;
  /** PFS status code or OPPS status indicator, when known. */
  status: string | null;
}

export interface CarcExplanation {
  code: string;
  /** Our own plain-language explanation (never the X12 text). */
  explanation: string;
  patientAction: string | null;
  sourceVersion: string;
}

export type PovertyRegion = 'contiguous' | 'AK' | 'HI';

export interface PovertyGuideline {
  year: number;
  region: PovertyRegion;
  /** Annual income for a household of one. */
  base: number;
  perExtraPerson: number;
  sourceVersion: string;
}

export interface CodeInfo {
  code: string;
  codeType: CodeSystem;
  title: string;
  category: string | null;
  billable: boolean;
  /** Set when the code is no longer in the current release. */
  expirationDate: string | null;
  sourceVersion: string;
}

export interface ReferenceData {
  /** The NCCI edit between two codes, whichever order they are given in; null when none. */
  ncciEdit(codeA: string, codeB: string): Promise<NcciEdit | null>;
  /** Every edit between any two of the codes (one query for a whole bill). */
  ncciEditsAmong(codes: readonly string[]): Promise<NcciEdit[]>;
  /** The MUE of a code; of that service type when given and known, else any. */
  mue(code: string, serviceType?: MueServiceType): Promise<MueLimit | null>;
  /** The national Medicare amount of a code in a setting; null when none is published. */
  medicareRate(code: string, setting: RateSetting, modifier?: string): Promise<MedicareRate | null>;
  carc(code: string): Promise<CarcExplanation | null>;
  povertyGuideline(year: number, region: PovertyRegion): Promise<PovertyGuideline | null>;
  lookupCode(code: string, codeType?: CodeSystem): Promise<CodeInfo | null>;
}

/** How codes are compared (one rule for the whole product, in shared). */
export { codeKeyOf } from '@clearbill/shared';

/** Modifiers that change which PFS row applies: professional (26) and technical (TC) components. */
export const PFS_PRICING_MODIFIERS = ['26', 'TC', '53'] as const;

/** The PFS row's modifier for a billed modifier: '26', 'TC' or '53' are priced apart; others use the base row. */
export function pfsModifier(modifier?: string): string {
  const m = modifier?.trim().toUpperCase() ?? '';
  return (PFS_PRICING_MODIFIERS as readonly string[]).includes(m) ? m : '';
}
