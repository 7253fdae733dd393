import {
  formatUsd,
  type AnalysisResult,
  type DocumentSummary,
  type Evidence,
  type Finding,
  type Severity,
} from '@clearbill/shared';
import type { ReportState } from './use-analysis';

/** 01-patient-area.md §2: the original file name, else 'Medical Bill Analysis'. */
export function documentDisplayName(document: Pick<DocumentSummary, 'originalFileName'>): string {
  return document.originalFileName.trim() || 'Medical Bill Analysis';
}

export interface KeyFindings {
  issuesFound: number;
  /** null shows as 'None Found'. */
  potentialSavings: number | null;
  /** Set when the savings are capped at what the patient is asked to pay. */
  savingsCappedAt: number | null;
  highPriority: number;
}

/** The Key Findings card: issues, savings (never counted twice: the server's sum) and high-priority count. */
export function keyFindings(
  analysis: Pick<AnalysisResult, 'findings' | 'potentialSavings'> & {
    savingsCappedAt?: number | null;
  },
): KeyFindings {
  const savings = analysis.potentialSavings > 0 ? analysis.potentialSavings : null;
  return {
    issuesFound: analysis.findings.length,
    potentialSavings: savings,
    savingsCappedAt: savings !== null ? (analysis.savingsCappedAt ?? null) : null,
    highPriority: analysis.findings.filter((f) => f.severity === 'high').length,
  };
}

/** 01-patient-area.md §9: the appeal button shows when any finding is high or medium severity. */
export function needsAppeal(findings: readonly Pick<Finding, 'severity'>[]): boolean {
  return findings.some((f) => f.severity === 'high' || f.severity === 'medium');
}

/**
 * 'Generate Appeal Letter': a signed-in patient gets every letter the analysis opens on /letters (pre-filled
 * drafts, kept with tracking); a guest gets the smart appeal form, which needs no account.
 */
export function appealHref(documentId: string, signedIn: boolean): string {
  const id = encodeURIComponent(documentId);
  return signedIn ? `/letters?document=${id}` : `/appeal?document=${id}`;
}

/** The sign-up tab of /auth, coming back to `returnTo` once the account exists. */
export function signUpHref(returnTo: string): string {
  return `/auth?tab=signup&redirect=${encodeURIComponent(returnTo)}`;
}

const severityRank: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** Most urgent first; within a severity, the larger saving first; otherwise the engine's order. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        severityRank[a.finding.severity] - severityRank[b.finding.severity] ||
        (b.finding.savingsPotential ?? 0) - (a.finding.savingsPotential ?? 0) ||
        a.index - b.index,
    )
    .map(({ finding }) => finding);
}

export function evidencePage(evidence: Pick<Evidence, 'location'>): string | null {
  return evidence.location ? `page ${evidence.location.page}` : null;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD deadline as 'Aug 29, 2026' with how far away it is from `today` (YYYY-MM-DD). */
export function describeDeadline(deadline: string, today: string): { date: string; relative: string } {
  const due = Date.parse(`${deadline}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(due)) return { date: deadline, relative: '' };
  const days = Math.round((due - now) / 86_400_000);
  let relative = '';
  if (!Number.isNaN(now)) {
    if (days < 0) relative = 'this date has passed';
    else if (days === 0) relative = 'today';
    else if (days === 1) relative = 'tomorrow';
    else relative = `in ${days} days`;
  }
  return { date: dayFormat.format(due), relative };
}

/** Today in the patient's own time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** How many evidence lines a finding shows before 'Show N more lines'. */
export const EVIDENCE_SHOWN = 4;

/** The evidence lines on show, and the words of the button that shows the rest (null: no button). */
export function evidenceShown<T>(
  evidence: readonly T[],
  expanded: boolean,
): { shown: readonly T[]; toggle: string | null } {
  if (evidence.length <= EVIDENCE_SHOWN) return { shown: evidence, toggle: null };
  if (expanded) return { shown: evidence, toggle: 'Show fewer lines' };
  const hidden = evidence.length - EVIDENCE_SHOWN;
  return {
    shown: evidence.slice(0, EVIDENCE_SHOWN),
    toggle: `Show ${hidden} more line${hidden === 1 ? '' : 's'}`,
  };
}

/** A finding's footer: its codes and the rule's source, when it has them. */
export function findingFooterParts(finding: Pick<Finding, 'codes' | 'source'>): string[] {
  const parts: string[] = [];
  if (finding.codes.length > 0) parts.push(`Codes: ${finding.codes.join(', ')}`);
  if (finding.source) {
    parts.push(
      `Source: ${finding.source.name}${finding.source.version ? `, ${finding.source.version}` : ''}`,
    );
  }
  return parts;
}

/** The rows of the Key Findings card; the appeal likelihood shows only when there is something to appeal. */
export function keyFindingRows(
  analysis: Pick<AnalysisResult, 'findings' | 'potentialSavings' | 'appealLikelihood'> & {
    savingsCappedAt?: number | null;
  },
): { label: string; value: string; emphasis?: boolean }[] {
  const summary = keyFindings(analysis);
  const rows = [
    { label: 'Issues found', value: String(summary.issuesFound) },
    {
      label: 'Potential savings',
      value: summary.potentialSavings === null ? 'None Found' : formatUsd(summary.potentialSavings),
      emphasis: summary.potentialSavings !== null,
    },
    { label: 'High priority', value: String(summary.highPriority) },
  ];
  if (summary.issuesFound > 0) {
    rows.push({
      label: 'Appeal success likelihood',
      value: `${Math.round(analysis.appealLikelihood * 100)}%`,
    });
  }
  return rows;
}

/** The report button's words: 'Download Report', or the preparation with its progress when known. */
export function reportButtonLabel(report: ReportState): string {
  if (report.status !== 'downloading') return 'Download Report';
  return report.progress === null
    ? 'Preparing report...'
    : `Preparing report (${Math.round(report.progress * 100)}%)`;
}
