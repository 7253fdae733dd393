import { findingCitations, type Finding, type RegulationCitation } from '@clearbill/shared';

/** One line of "Why this is your right" on a finding card. */
export interface RightView {
  key: string;
  title: string;
  /** The citation, e.g. '45 CFR 149.410'. */
  citation: string;
  /** The official text; only http(s) addresses are linked. */
  href: string | null;
  /** What a screen reader hears for the link. */
  linkLabel: string;
}

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The rules a finding rests on, as the card shows them: title, citation, link to the official text. */
export function rightsOf(
  finding: Pick<Finding, 'id'> & { regulationIds?: readonly string[] },
  regulations: readonly RegulationCitation[] | undefined,
): RightView[] {
  return findingCitations(finding, regulations).map((c) => ({
    key: `${finding.id}:${c.id}`,
    title: c.title,
    citation: c.source,
    href: isWebAddress(c.sourceUrl) ? c.sourceUrl : null,
    linkLabel: `Read ${c.source} (official text, opens in a new tab)`,
  }));
}
