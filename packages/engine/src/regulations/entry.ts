import type { RegulationSeed } from './types';

/** The day this library's entries were researched and checked (the `search` tool's read date). */
export const CHECKED_ON = '2026-11-27';

/** eCFR's address for a CFR section, e.g. ecfr(45, '149.110'). */
export const ecfr = (title: number, section: string) =>
  `https://www.ecfr.gov/current/title-${title}/section-${section}`;

/** eCFR's address for a CFR part or subpart, e.g. ecfrPart(42, '405', 'I'). */
export const ecfrPart = (title: number, part: string, subpart?: string) =>
  `https://www.ecfr.gov/current/title-${title}/part-${part}${subpart ? `/subpart-${subpart}` : ''}`;

/** The Office of the Law Revision Counsel's address for a U.S. Code section, e.g. usc(42, '1395dd'). */
export const usc = (title: number, section: string) =>
  `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${title}-section${section}&num=0&edition=prelim`;

/** The Federal Register's short address for a document number, e.g. fr('2021-14379'). */
export const fr = (documentNumber: string) => `https://www.federalregister.gov/d/${documentNumber}`;

type Draft = Omit<RegulationSeed, 'researchedAt' | 'verifiedAt' | 'status' | 'checked' | 'jurisdiction'> & {
  jurisdiction?: RegulationSeed['jurisdiction'];
  /** The public page read with `search`. */
  checkedUrl: string;
  /**
   * Defaults to verified: the citation and its substance were read on checkedUrl today. 'flagged': checked,
   * and an admin must know something about it (e.g. vacated, not in force). 'pending': not fully confirmed.
   */
  status?: RegulationSeed['status'];
};

/** An entry checked today: verified unless marked pending, with the page it was read on. */
export function entry(d: Draft): RegulationSeed {
  const { checkedUrl, jurisdiction = 'federal', status = 'verified', ...rest } = d;
  return {
    ...rest,
    jurisdiction,
    status,
    researchedAt: CHECKED_ON,
    verifiedAt: status === 'pending' ? null : CHECKED_ON,
    checked: { url: checkedUrl, on: CHECKED_ON },
  };
}
