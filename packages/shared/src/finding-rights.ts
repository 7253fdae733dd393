import { z } from 'zod';

/**
 * "Why this is your right" (issue 14 item 2): the rule a finding rests on, as the result page, the PDF
 * report, the letters and the assistant show it: its title, its citation and the official text.
 */
export const WHY_YOUR_RIGHT = 'Why this is your right';

/** One regulation of the library as a finding cites it. */
export const regulationCitationSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The citation, e.g. '45 CFR 149.410'. */
  source: z.string(),
  /** The official text. */
  sourceUrl: z.string(),
});
export type RegulationCitation = z.infer<typeof regulationCitationSchema>;

/**
 * The citations behind one finding, in the finding's order, each once; ids the lookup does not know
 * (an entry withdrawn from the library) are left out rather than shown without a citation.
 */
export function citationsFor(
  regulationIds: readonly string[] | undefined,
  lookup: (id: string) => RegulationCitation | undefined,
): RegulationCitation[] {
  const seen = new Set<string>();
  const out: RegulationCitation[] = [];
  for (const id of regulationIds ?? []) {
    if (seen.has(id)) continue;
    seen.add(id);
    const found = lookup(id);
    if (found) out.push(found);
  }
  return out;
}

/** A finding as far as its rules go (the engine's rules fill regulationIds). */
export interface FindingWithRegulations {
  id: string;
  regulationIds?: readonly string[];
}

/** The regulation ids a finding rests on (set by the engine's rules; absent on results stored before). */
export function regulationIdsOf(finding: FindingWithRegulations): readonly string[] {
  return finding.regulationIds ?? [];
}

/**
 * The citations of one finding from the regulations an analysis carries (the server's view resolves them
 * once per analysis, so the result page, the PDF and the assistant show the same text).
 */
export function findingCitations(
  finding: FindingWithRegulations,
  regulations: readonly RegulationCitation[] | undefined,
): RegulationCitation[] {
  const byId = new Map((regulations ?? []).map((r) => [r.id, r]));
  return citationsFor(regulationIdsOf(finding), (id) => byId.get(id));
}

/** A citation in one line of text (PDF, letters, the assistant): "Title (45 CFR 149.410): https://...". */
export function citationLine(c: RegulationCitation): string {
  return `${c.title} (${c.source}): ${c.sourceUrl}`;
}
