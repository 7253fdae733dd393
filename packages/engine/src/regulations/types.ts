import type {
  ImpactLevel,
  RegulationCategory,
  RegulationJurisdiction,
  RegulationStatus,
  RegulationTopic,
} from '@clearbill/shared';

/** The public page a fact was read on with the research `search` tool, and the day it was read. */
export interface RegulationCheck {
  url: string;
  /** YYYY-MM-DD */
  on: string;
}

/**
 * One entry of the regulations library (issue 14 item 1): a rule a patient or a billing office relies on,
 * described in our own words, with its citation and the official text. Loaded by the server's seed calls.
 */
export interface RegulationSeed {
  /** Stable slug: never renamed once published (findings store it). */
  id: string;
  title: string;
  /** Our own words, for patients and staff. */
  description: string;
  /** The citation, e.g. '45 CFR 149.110'. */
  source: string;
  /** The official text: ecfr.gov, govinfo.gov, uscode.house.gov, federalregister.gov or a legislature's site. */
  sourceUrl: string;
  category: RegulationCategory;
  topics: readonly RegulationTopic[];
  impactLevel: ImpactLevel;
  /** 'verified' only when the citation and its substance were checked on a public page; else 'pending'. */
  status: RegulationStatus;
  /** YYYY-MM-DD, or null when unknown. */
  effectiveDate: string | null;
  affectedPrograms: readonly string[];
  /** 2-5 short points, our words. */
  keyChanges: readonly string[];
  /** 'federal' or a two-letter state code. */
  jurisdiction: RegulationJurisdiction;
  /** YYYY-MM-DD */
  researchedAt: string;
  /** YYYY-MM-DD, or null when not verified. */
  verifiedAt: string | null;
  checked: RegulationCheck;
}
