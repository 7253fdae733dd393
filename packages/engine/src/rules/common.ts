// Helpers every rule shares: evidence from lines and totals, the spec's advice by severity, money and
// dates in plain words, and the modifier and code groups the NCCI rules talk about.
import {
  recommendedActions,
  type Evidence,
  type Finding,
  type FindingSource,
  type Severity,
} from '@clearbill/shared';
import type { AnalyzeInput, ParsedDocument, ParsedLine, TextSpan } from '../analysis/types';

export type RuleFinding = Omit<Finding, 'id'>;

/** Version of our own checks (rules that read no reference data cite it as their source). */
export const RULES_VERSION = 'ClearBill rules 2026.1';
export const ownSource = (name: string): FindingSource => ({ name, version: RULES_VERSION });

/** 01-patient-area.md §9: recommended action by severity (the wording every screen uses). */
export const severityAdvice: Record<Severity, string> = recommendedActions;

/** At most three: the severity advice first, then the specific steps. */
export function recommendations(severity: Severity, ...steps: (string | null | undefined)[]): string[] {
  return [severityAdvice[severity], ...steps.filter((s): s is string => !!s)].slice(0, 3);
}

export function lineEvidence(input: AnalyzeInput, index: number): Evidence {
  const line = input.parsed.lines[index];
  if (!line) return { text: '', lineIndex: index, location: null };
  return { text: textOf(input, line.span), lineIndex: index, location: input.locate(line.span) };
}

export function spanEvidence(input: AnalyzeInput, span: TextSpan | null | undefined): Evidence[] {
  if (!span || span.end <= span.start) return [];
  return [{ text: textOf(input, span), lineIndex: null, location: input.locate(span) }];
}

const textOf = (input: AnalyzeInput, span: TextSpan) =>
  input.text.slice(span.start, span.end).replace(/\s+/g, ' ').trim();

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** '$1,234.50' */
export function money(n: number): string {
  return `$${round2(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Amounts equal to the cent (printed figures are rounded to cents). */
export const sameMoney = (a: number, b: number, tolerance = 0.011) => Math.abs(a - b) < tolerance;

/** YYYY-MM-DD plus n days (UTC, so time zones never move a deadline). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'March 5, 2026' */
export function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return d.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

export const latest = (dates: (string | null)[]): string | null =>
  dates
    .filter((d): d is string => !!d)
    .sort()
    .at(-1) ?? null;

/** 'on March 5, 2026' or '' when the line has no date. */
export const onDate = (date: string | null) => (date ? ` on ${longDate(date)}` : '');

/** A code for people: the code, with the parsed description when there is one. */
export function codeLabel(line: ParsedLine): string {
  const code = line.code ?? (line.revenueCode ? `revenue code ${line.revenueCode}` : 'a service');
  const description = line.description?.trim();
  return description ? `${code} (${description})` : code;
}

/** Modifiers that tell the payer two services were distinct (NCCI-associated modifiers). */
const DISTINCT_MODIFIERS = new Set([
  '59', 'XE', 'XS', 'XP', 'XU', '91', '24', '27',
  'E1', 'E2', 'E3', 'E4', 'LT', 'RT', 'LC', 'LD', 'LM', 'RC', 'RI',
  'FA', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9',
  'TA', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9',
]); // prettier-ignore

/** Modifiers for a significant, separate E/M service (25) or a decision for surgery (57): E/M codes only. */
const EM_MODIFIERS = new Set(['25', '57']);

export const isEmCode = (code: string | null) => !!code && /^99[2-4]\d\d$/.test(code);

/** True when the line carries a modifier that can lift an NCCI edit with indicator 1. */
export function hasBypassModifier(line: ParsedLine): boolean {
  return line.modifiers.some(
    (m) => DISTINCT_MODIFIERS.has(m.toUpperCase()) || (EM_MODIFIERS.has(m) && isEmCode(line.code)),
  );
}

/** Modifiers that say a service was really done again the same day. */
export const REPEAT_MODIFIERS = new Set(['76', '77', '91']);

/** Same procedure, same modifiers (order ignored). */
export const modifierKey = (line: ParsedLine) =>
  line.modifiers
    .map((m) => m.toUpperCase())
    .sort()
    .join(',');

/** What the patient is asked to pay for a line: the EOB's patient share when printed, else the charge. */
export const patientShare = (line: ParsedLine): number => line.patientResponsibility ?? line.amount ?? 0;

/** Hospital settings, where the facility's own rates (OPPS) and the outpatient MUE table apply. */
export const isHospitalSetting = (setting: string | null) =>
  setting === 'outpatient_hospital' || setting === 'emergency' || setting === 'inpatient';

/**
 * A line amount no single service line can have: more than the document's printed total charges. It is
 * a total, an identifier or a result read as a charge, and no finding may rest on it.
 */
export function implausibleAmount(line: ParsedLine, parsed: ParsedDocument): boolean {
  const total = parsed.totals.totalCharges;
  return line.amount !== null && total !== null && total > 0 && line.amount > total + 0.01;
}

/** The patient is asked for nothing on the line (the plan denied it or wrote it off). */
export const costsPatientNothing = (line: ParsedLine) =>
  line.patientResponsibility !== null && line.patientResponsibility <= 0;
