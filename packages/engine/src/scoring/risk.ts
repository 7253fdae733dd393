// riskScore 0-100 (01-patient-area.md §4 bands and levels) and appealLikelihood 0-1, from the findings. The
// formulas and their reasoning are in docs/analysis-scoring.md.
import { riskBandFor, riskLevelFor, type Finding, type Severity } from '@clearbill/shared';
import type { AnalysisOutcome } from '../analysis/types';

type Scored = Pick<Finding, 'type' | 'severity' | 'savingsPotential' | 'reasonClass'>;

/** How much one finding of each severity says the bill is wrong. */
export const SEVERITY_WEIGHT: Record<Severity, number> = { high: 0.55, medium: 0.3, low: 0.1 };
/** Financial assistance is a way to pay less, not an error on the bill: it weighs less. */
const OPPORTUNITY_FACTOR = 0.3;

export function riskScore(findings: readonly Scored[], savings: number, cap: number | null): number {
  const clean = findings.reduce((p, f) => {
    const w = SEVERITY_WEIGHT[f.severity] * (f.type === 'financial_assistance' ? OPPORTUNITY_FACTOR : 1);
    return p * (1 - w);
  }, 1);
  const share = cap && cap > 0 ? Math.min(1, savings / cap) : 0;
  return Math.round(100 * Math.min(1, 0.75 * (1 - clean) + 0.25 * share));
}

/** 01-patient-area.md §4 bands, the same function every screen uses. */
export const riskBand = (score: number): AnalysisOutcome['riskBand'] => riskBandFor(score);
/** Five levels nested in the three bands (shared with the screens and the report). */
export const riskLevel = (score: number): AnalysisOutcome['riskLevel'] => riskLevelFor(score);

/** How often a dispute of each kind succeeds, roughly (see docs/analysis-scoring.md). */
function successChance(f: Scored): number | null {
  const base = (() => {
    switch (f.type) {
      case 'duplicate_charge':
        return 0.9;
      case 'math_error':
      case 'balance_billing':
        return 0.85;
      case 'surprise_billing':
        return 0.8;
      case 'service_not_received':
        return 0.75;
      case 'excessive_units':
        return 0.7;
      case 'unbundling':
        return f.severity === 'high' ? 0.8 : 0.5;
      case 'excessive_pricing':
        return 0.35;
      case 'appeal_opportunity':
        switch (f.reasonClass) {
          case 'missing_information':
            return 0.7;
          case 'prior_authorization':
            return 0.55;
          case 'medical_necessity':
            return 0.5;
          case 'out_of_network':
            return 0.45;
          case 'other':
          case null:
            return 0.4;
        }
        return 0.4;
      case 'financial_assistance':
      case 'personal_details':
        return null;
    }
  })();
  if (base === null) return null;
  return f.severity === 'low' ? base * 0.6 : base;
}

export function appealLikelihood(findings: readonly Scored[]): number {
  const rated = findings
    .map((f) => ({ p: successChance(f), w: Math.max(1, f.savingsPotential ?? 0) }))
    .filter((r): r is { p: number; w: number } => r.p !== null);
  if (rated.length === 0) return 0;
  const mean = rated.reduce((s, r) => s + r.p * r.w, 0) / rated.reduce((s, r) => s + r.w, 0);
  // Several independent grounds make it likelier that at least one part of the dispute succeeds.
  const more = (1 - mean) * 0.25 * Math.min(1, (rated.length - 1) / 3);
  return Math.round(Math.min(0.95, mean + more) * 100) / 100;
}
