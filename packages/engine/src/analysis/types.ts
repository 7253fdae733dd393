import type {
  AppealReasonClass,
  DocumentType,
  Finding,
  FindingSource,
  ReadingNotice,
  TextLocation,
  VerificationAnswers,
} from '@clearbill/shared';
import type { ReferenceData } from '../reference-data';

/** A span of the (redacted) text the parser read a value from. */
export interface TextSpan {
  start: number;
  end: number;
}

/** A claim adjustment as EOBs print it: group code and CARC, e.g. CO-45, PR-2. */
export interface Adjustment {
  group: 'CO' | 'PR' | 'OA' | 'PI' | 'CR';
  carc: string;
  amount: number | null;
}

/** One service line of a bill or an EOB. */
export interface ParsedLine {
  /** YYYY-MM-DD */
  date: string | null;
  /** Procedure code (CPT or HCPCS), upper-case; null when the line only has a revenue code. */
  code: string | null;
  codeType: 'CPT' | 'HCPCS' | null;
  /** UB-04 revenue code (4 digits), when printed. */
  revenueCode: string | null;
  modifiers: string[];
  description: string | null;
  /** 1 when not printed. */
  units: number;
  /** The billed charge for the line (all units), dollars. */
  amount: number | null;
  // EOB columns, when printed:
  allowed: number | null;
  planPaid: number | null;
  patientResponsibility: number | null;
  adjustments: Adjustment[];
  /** The payer denied the line (nothing allowed or paid, or a denial remark). */
  denied: boolean;
  /** The whole line in the text: evidence points here. */
  span: TextSpan;
}

export type CareSetting = 'office' | 'outpatient_hospital' | 'inpatient' | 'emergency' | 'lab' | 'other';

export interface ParsedTotals {
  totalCharges: number | null;
  payments: number | null;
  /** Insurance adjustments / contractual write-offs, as a positive number. */
  adjustments: number | null;
  /** The amount the document says the patient owes. */
  patientBalance: number | null;
  /** EOB: total the patient may owe (sum of 'You owe'). */
  patientResponsibility: number | null;
  /** Deposits or payments the patient already made, when printed. */
  patientPayments: number | null;
  /** Where each printed total sits (for math_error evidence). */
  spans: Partial<
    Record<'totalCharges' | 'payments' | 'adjustments' | 'patientBalance' | 'patientResponsibility', TextSpan>
  >;
}

export interface ParsedDenial {
  /** The payer's stated reason, as printed (already de-identified). */
  reasonText: string | null;
  reasonClass: AppealReasonClass;
  /** CARC / reason codes cited, e.g. ['50'] or ['CO-197']. */
  reasonCodes: string[];
  /** Procedure codes the denial concerns. */
  codes: string[];
  amount: number | null;
  /** YYYY-MM-DD */
  noticeDate: string | null;
  /** YYYY-MM-DD: the appeal deadline printed, else 180 days from the notice. */
  appealDeadline: string | null;
  /** YYYY-MM-DD: the date of service the denied claim is for, when printed. */
  serviceDate?: string | null;
  span: TextSpan | null;
}

/**
 * A row of a service-line table that holds money but that the parser did not understand as a service
 * line, a total or a known non-line (payment, identifier, note). Rules never blame the bill for these:
 * when the lines read do not add up to a printed total and rows went unread, the result carries a
 * reading notice instead of a math error.
 */
export interface UnreadRow {
  /** The row in the redacted text. */
  span: TextSpan;
  /** The money amounts printed on the row, dollars. */
  amounts: number[];
}

/** What the parser reads from a de-identified document. */
export interface ParsedDocument {
  documentType: DocumentType;
  lines: ParsedLine[];
  totals: ParsedTotals;
  providerName: string | null;
  providerNpi: string | null;
  payerName: string | null;
  networkStatus: 'in_network' | 'out_of_network' | null;
  setting: CareSetting | null;
  /** YYYY-MM-DD */
  statementDate: string | null;
  /** Denial letters, and EOBs with a denial notice. */
  denial: ParsedDenial | null;
  /** Hospital is a nonprofit / mentions financial assistance (charity care). */
  mentionsFinancialAssistance: boolean;
  /** ICD-10-CM diagnosis codes printed (with their dot), in order of first mention. */
  diagnosisCodes?: string[];
  /** Rows of the service-line table with money that were not understood (empty when every row was read). */
  unreadRows?: UnreadRow[];
}

/** Maps a span of the redacted text to its page and box (from the document's layout). */
export type Locator = (span: TextSpan) => TextLocation | null;

export interface AnalyzeInput {
  text: string;
  parsed: ParsedDocument;
  answers: VerificationAnswers | null;
  reference: ReferenceData;
  locate: Locator;
  /** 'Today' for deadlines (YYYY-MM-DD); injected so results are reproducible. */
  today: string;
  /** Household income and size, when the patient gave them (financial assistance). */
  household?: { income: number; size: number; region?: 'contiguous' | 'AK' | 'HI' } | null;
}

export interface AnalysisOutcome {
  findings: Finding[];
  riskScore: number;
  riskBand: 'low' | 'medium' | 'high';
  riskLevel: 'Very Low' | 'Low' | 'Moderate' | 'High' | 'Very High';
  appealLikelihood: number;
  potentialSavings: number;
  /** Set when the findings' savings came to more than the patient is asked to pay: the cap. */
  savingsCappedAt: number | null;
  /** Set when we could not read every line (the lines do not add up and rows went unread). */
  readingNotice: ReadingNotice | null;
  sources: FindingSource[];
}

/** One rule module: reads the parsed document and reference data, returns its findings (ids assigned later). */
export type Rule = (input: AnalyzeInput) => Promise<Omit<Finding, 'id'>[]>;
