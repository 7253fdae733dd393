import type { Finding, FindingType, ReadingNotice, riskBands, riskLevels, Severity } from './analysis';
import type { DocumentType } from './documents';

/**
 * How analysis results are worded and banded wherever they are shown (the results screen, the upload
 * page's complete view, the PDF report), so that the three never disagree. 01-patient-area.md §4 and §9.
 */

export type RiskBand = (typeof riskBands)[number];
export type RiskLevel = (typeof riskLevels)[number];

/** 01-patient-area.md §9: the score shown when an analysis carries none. */
export const defaultRiskScore = 75;

/** A score as the gauge shows it: a whole number in 0..100, the default when missing or not a number. */
export function clampRiskScore(score: number | null | undefined): number {
  if (score === null || score === undefined || !Number.isFinite(score)) return defaultRiskScore;
  return Math.round(Math.min(100, Math.max(0, score)));
}

/** 01-patient-area.md §4: 0-33 low, 34-66 medium, 67-100 high. */
export function riskBandFor(score: number): RiskBand {
  const s = clampRiskScore(score);
  if (s <= 33) return 'low';
  if (s <= 66) return 'medium';
  return 'high';
}

/**
 * The five level words of 01-patient-area.md §4, nested inside the three bands so the colour and the word always
 * agree: the low band splits into Very Low and Low, the high band into High and Very High.
 */
export function riskLevelFor(score: number): RiskLevel {
  const s = clampRiskScore(score);
  if (s <= 16) return 'Very Low';
  if (s <= 33) return 'Low';
  if (s <= 66) return 'Moderate';
  if (s <= 83) return 'High';
  return 'Very High';
}

export const severityLabels: Record<Severity, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

/** 01-patient-area.md §9 'Recommended action by severity', in our words. */
export const recommendedActions: Record<Severity, string> = {
  high: 'Start an appeal or dispute right away.',
  medium: 'Worth appealing or asking the provider to correct.',
  low: 'Consider raising it if your other requests do not resolve the bill.',
};

/**
 * A finding's own next steps: its recommendations without the severity advice, which the screens and
 * the report show once as the recommended action. At most three (01-patient-area.md §9).
 */
export function specificRecommendations(finding: Pick<Finding, 'severity' | 'recommendations'>): string[] {
  const advice = recommendedActions[finding.severity];
  return finding.recommendations.filter((r) => r.trim() !== advice).slice(0, 3);
}

export const findingTypeLabels: Record<FindingType, string> = {
  duplicate_charge: 'Duplicate charge',
  unbundling: 'Unbundled services',
  excessive_units: 'Too many units',
  excessive_pricing: 'Excessive pricing',
  math_error: 'Math error',
  appeal_opportunity: 'Appeal opportunity',
  surprise_billing: 'Surprise billing',
  service_not_received: 'Service not received',
  balance_billing: 'Balance billing',
  financial_assistance: 'Financial assistance',
  personal_details: 'Personal details',
};

/**
 * 01-patient-area.md §9 'Typical-range hint' for excessive pricing: a rough range by the size of the charge.
 * Shown only when the finding does not state its own benchmark range.
 */
export function typicalRangeHint(amount: number): { low: number; high: number } {
  if (amount > 5000) return { low: 4000, high: 6500 };
  if (amount > 1500) return { low: 1200, high: 1600 };
  return { low: 80, high: 120 };
}
export const typicalRangeSources = 'a government fee schedule and a price benchmark';

/** The hint for a pricing finding that states no benchmark itself and whose charge is above the range. */
export function typicalRangeFor(
  finding: Pick<Finding, 'type' | 'amount' | 'description'>,
): { low: number; high: number } | null {
  const { type, amount, description } = finding;
  if (type !== 'excessive_pricing' || amount === null) return null;
  // A finding that names its own benchmark says more than this rough table.
  if (/typical|benchmark|medicare|usual/i.test(description)) return null;
  const range = typicalRangeHint(amount);
  return amount > range.high ? range : null;
}

/** A piece of a recommendation: plain text, or a link whose target is known to be safe. */
export type TextSegment = { text: string; href?: undefined } | { text: string; href: string };

const LINK_MARKER = /\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)/g;

/** http(s) URLs and paths inside the app; never javascript:, data:, protocol-relative or others. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Splits a recommendation on its embedded link markers, written `[label](https://...)`. A marker with
 * an unsafe target keeps its label as plain text.
 */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_MARKER)) {
    const [whole, label = '', target = ''] = match;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    const href = safeHref(target);
    segments.push(href ? { text: label, href } : { text: label });
    last = match.index + whole.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return mergePlain(segments);
}

function mergePlain(segments: TextSegment[]): TextSegment[] {
  const out: TextSegment[] = [];
  for (const segment of segments) {
    const prev = out.at(-1);
    if (prev && prev.href === undefined && segment.href === undefined) prev.text += segment.text;
    else out.push({ ...segment });
  }
  return out;
}

/** The text with each link written as 'label (address)': for the PDF report and plain text. */
export function linksAsText(text: string): string {
  return splitLinks(text)
    .map((s) => (s.href && s.href !== s.text ? `${s.text} (${s.href})` : s.text))
    .join('');
}

/** $1,234.56, or $1,234 when whole. */
export function formatUsd(amount: number): string {
  const whole = Math.abs(amount - Math.round(amount)) < 0.005;
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

export const documentTypeLabels: Record<DocumentType, string> = {
  bill: 'Medical bill',
  eob: 'Explanation of benefits',
  denial_letter: 'Denial letter',
  claim_form: 'Claim form (CMS-1500 or UB-04)',
  dicom: 'Medical image (DICOM)',
  other: 'Other document',
};

/**
 * A line of the document as evidence: the column gaps (tabs) become ' · ' and runs of spaces one, so
 * that a table row reads as one short line on a phone or in the report.
 */
export function evidenceLineText(text: string): string {
  return text
    .split(/\t+|\s{3,}/)
    .map((cell) => cell.replace(/\s+/g, ' ').trim())
    .filter((cell) => cell !== '')
    .join(' · ');
}

/**
 * The reading notice in a sentence or two: what the lines we read add up to against the printed total,
 * and why the difference is not reported as a billing error. The screens and the report share it.
 */
export function readingNoticeDetail(notice: ReadingNotice): string {
  const { linesTotal, printedTotal, unreadRows } = notice;
  const sums =
    linesTotal !== null && printedTotal !== null
      ? `The lines we read add up to ${formatUsd(linesTotal)}, but the total printed is ${formatUsd(printedTotal)}. `
      : '';
  const rows =
    unreadRows > 0
      ? `We could not read ${unreadRows === 1 ? 'one row' : `${unreadRows} rows`} with amounts, so `
      : 'Some lines were not read in full, so ';
  return `${sums}${rows}we did not treat the difference as a billing error, and the findings cover only the lines we read.`;
}

/** What to do about a reading notice. */
export const readingNoticeSteps = [
  'Check the lines we read against your paper bill.',
  'Ask the billing office for an itemized bill that lists every charge with its code.',
] as const;
