import { regulationById } from '@clearbill/engine';
import { citationsFor, regulationIdsOf, type Finding, type RegulationCitation } from '@clearbill/shared';

/**
 * The regulations an analysis's findings cite, from the library, each once: what the result page, the
 * PDF report, the letter drafts and the assistant show as "Why this is your right" (issue 14 item 2).
 * An id the library no longer holds is left out.
 */
export function regulationsOf(findings: readonly Finding[]): RegulationCitation[] {
  const ids = findings.flatMap((f) => regulationIdsOf(f));
  return citationsFor(ids, (id) => {
    const r = regulationById(id);
    return r ? { id: r.id, title: r.title, source: r.source, sourceUrl: r.sourceUrl } : undefined;
  });
}
