// analyzeDocument: every rule over one parsed document, ids `${type}-${n}`, the sources consulted, and
// the scores. Each finding's savings is capped at what its lines ask the patient to pay, and a reading
// notice says when we could not read every line.
import type { Finding, FindingSource } from '@clearbill/shared';
import { rules } from '../rules/index';
import { regulationIdsFor } from '../rules/regulations';
import { capToLines, scoreFindings } from '../scoring/index';
import { readingNoticeFor } from './reading-notice';
import { recordingReference } from './recording-reference';
import type { AnalysisOutcome, AnalyzeInput } from './types';

export async function analyzeDocument(input: AnalyzeInput): Promise<AnalysisOutcome> {
  const { reference, sources } = recordingReference(input.reference);
  const withRecording: AnalyzeInput = { ...input, reference };
  const counts = new Map<string, number>();
  const findings: Finding[] = [];
  // One after another: the rules share one reference-data connection, and each is quick.
  for (const [, rule] of rules) {
    for (const f of await rule(withRecording)) {
      const n = (counts.get(f.type) ?? 0) + 1;
      counts.set(f.type, n);
      const capped = capToLines(f, input.parsed);
      findings.push({
        id: `${f.type}-${n}`,
        ...capped,
        recommendations: f.recommendations.slice(0, 3),
        regulationIds: regulationIdsFor(f),
      });
    }
  }
  const all = new Map<string, FindingSource>();
  for (const s of [...findings.map((f) => f.source), ...sources()]) {
    if (s) all.set(`${s.name}|${s.version ?? ''}`, s);
  }
  return {
    findings,
    sources: [...all.values()],
    readingNotice: readingNoticeFor(input.parsed),
    ...scoreFindings(findings, input.parsed, input.answers),
  };
}
