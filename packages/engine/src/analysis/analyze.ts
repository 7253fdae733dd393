// analyzeDocument: every rule over one parsed document, ids `${type}-${n}`, the sources consulted, and
// the scores.
import type { Finding, FindingSource } from '@clearbill/shared';
import { rules } from '../rules/index';
import { scoreFindings } from '../scoring/index';
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
      findings.push({ id: `${f.type}-${n}`, ...f, recommendations: f.recommendations.slice(0, 3) });
    }
  }
  const all = new Map<string, FindingSource>();
  for (const s of [...findings.map((f) => f.source), ...sources()]) {
    if (s) all.set(`${s.name}|${s.version ?? ''}`, s);
  }
  return { findings, sources: [...all.values()], ...scoreFindings(findings, input.parsed, input.answers) };
}
