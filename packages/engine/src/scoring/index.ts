import type { Finding, VerificationAnswers } from '@clearbill/shared';
import type { AnalysisOutcome, ParsedDocument } from '../analysis/types';
import { appealLikelihood, riskBand, riskLevel, riskScore } from './risk';
import { savingsCap, savingsSummary } from './savings';

export type Scores = Omit<AnalysisOutcome, 'findings' | 'sources' | 'readingNotice'>;

/** 01-patient-area.md §2: a patient who says the personal information on the bill is wrong is flagged high risk. */
export const WRONG_PERSONAL_INFO_FLOOR = 67;

export function scoreFindings(
  findings: readonly Finding[],
  parsed: ParsedDocument,
  answers: VerificationAnswers | null = null,
): Scores {
  const { potentialSavings: savings, savingsCappedAt } = savingsSummary(findings, parsed);
  const fromFindings = riskScore(findings, savings, savingsCap(parsed));
  // A claim filed under wrong details is often denied or billed to the wrong person.
  const score =
    answers?.personalInfoCorrect === false ? Math.max(fromFindings, WRONG_PERSONAL_INFO_FLOOR) : fromFindings;
  return {
    riskScore: score,
    riskBand: riskBand(score),
    riskLevel: riskLevel(score),
    appealLikelihood: appealLikelihood(findings),
    potentialSavings: savings,
    savingsCappedAt,
  };
}

export { appealLikelihood, riskBand, riskLevel, riskScore, SEVERITY_WEIGHT } from './risk';
export { capToLines, potentialSavings, savingsCap, savingsSummary } from './savings';
