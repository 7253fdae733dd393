import type { AnalysisItem, AnalysisResult } from '@clearbill/shared';
import type { analyses } from '../db/schema';
import { regulationsOf } from './regulations';

type AnalysisRow = typeof analyses.$inferSelect;

/**
 * The result as its viewer may see it. Guests get the limited view (01-patient-area.md §6): every finding with
 * its title, severity and amounts and one recommendation, without the evidence lines.
 */
export function viewOf(row: AnalysisRow, guest: boolean): AnalysisResult {
  // Results stored before the reading notice and the savings cap existed carry neither.
  const full: AnalysisResult = {
    ...row.result,
    savingsCappedAt: row.result.savingsCappedAt ?? null,
    readingNotice: row.result.readingNotice ?? null,
    regulations: regulationsOf(row.result.findings),
    saved: row.saved,
    limited: guest,
  };
  if (!guest) return full;
  return {
    ...full,
    findings: full.findings.map((f) => ({
      ...f,
      evidence: [],
      recommendations: f.recommendations.slice(0, 1),
    })),
  };
}

/** The spec's 'Analysis item' for each finding (the older client's lists). */
export function itemsOf(result: AnalysisResult): AnalysisItem[] {
  return result.findings.map((f) => ({
    id: `${result.documentId}:${f.id}`,
    createdAt: result.createdAt,
    type: f.type,
    errorType: f.type,
    analysisType: f.type,
    category: f.title,
    severity: f.severity,
    description: f.description,
    amount: f.amount,
    savingsPotential: f.savingsPotential,
    riskData: { score: result.riskScore },
    recommendations: f.recommendations,
    status: 'pending' as const,
  }));
}
