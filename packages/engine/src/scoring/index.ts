import type { Finding } from '@clearbill/shared';
import type { AnalysisOutcome, ParsedDocument } from '../analysis/types';
import { appealLikelihood, riskBand, riskLevel, riskScore } from './risk';
import { potentialSavings, savingsCap } from './savings';

export type Scores = Omit<AnalysisOutcome, 'findings' | 'sources'>;

export function scoreFindings(findings: readonly Finding[], parsed: ParsedDocument): Scores {
  const savings = potentialSavings(findings, parsed);
  const score = riskScore(findings, savings, savingsCap(parsed));
  return {
    riskScore: score,
    riskBand: riskBand(score),
    riskLevel: riskLevel(score),
    appealLikelihood: appealLikelihood(findings),
    potentialSavings: savings,
  };
}

export { appealLikelihood, riskBand, riskLevel, riskScore, SEVERITY_WEIGHT } from './risk';
export { potentialSavings, savingsCap } from './savings';
