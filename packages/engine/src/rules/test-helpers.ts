// Hand-built documents for the rule tests: each line is written into a text so spans and evidence work.
import { verificationAnswersSchema, type VerificationAnswers } from '@clearbill/shared';
import type {
  AnalyzeInput,
  ParsedDenial,
  ParsedDocument,
  ParsedLine,
  ParsedTotals,
  TextSpan,
} from '../analysis/types';
import { createMemoryReferenceData, type ReferenceFixtures } from '../memory-reference-data';

export type LineSpec = Partial<Omit<ParsedLine, 'span'>> & { code?: string | null };

export interface DocSpec {
  documentType?: ParsedDocument['documentType'];
  lines?: LineSpec[];
  totals?: Partial<Omit<ParsedTotals, 'spans'>>;
  setting?: ParsedDocument['setting'];
  networkStatus?: ParsedDocument['networkStatus'];
  statementDate?: string | null;
  denial?: Partial<ParsedDenial> | null;
  mentionsFinancialAssistance?: boolean;
  /** Extra text after the lines (notes, estimates). */
  footer?: string;
  /** Rows with money the parser did not understand: the amounts printed on each. */
  unread?: number[][];
  answers?: Partial<Omit<VerificationAnswers, 'additionalQuestions'>> & {
    additionalQuestions?: Partial<VerificationAnswers['additionalQuestions']>;
  };
  reference?: ReferenceFixtures;
  household?: AnalyzeInput['household'];
  today?: string;
}

const TOTAL_LABELS: Record<keyof Omit<ParsedTotals, 'spans' | 'patientPayments'>, string> = {
  totalCharges: 'Total Charges',
  payments: 'Insurance Payments',
  adjustments: 'Insurance Adjustments',
  patientBalance: 'Patient Balance Due',
  patientResponsibility: 'Total you owe',
};

export function buildInput(spec: DocSpec = {}): AnalyzeInput {
  let text = 'STATEMENT\n';
  const span = (s: string): TextSpan => {
    const start = text.length;
    text += `${s}\n`;
    return { start, end: start + s.length };
  };
  const lines: ParsedLine[] = (spec.lines ?? []).map((l) => {
    const line: Omit<ParsedLine, 'span'> = {
      date: '2026-03-02',
      code: null,
      codeType: l.code ? (/^[A-Z]/.test(l.code) ? 'HCPCS' : 'CPT') : null,
      revenueCode: null,
      modifiers: [],
      description: null,
      units: 1,
      amount: null,
      allowed: null,
      planPaid: null,
      patientResponsibility: null,
      adjustments: [],
      denied: false,
      ...l,
    };
    const printed = [
      line.date,
      line.code,
      line.modifiers.join(' '),
      line.description,
      line.units,
      line.amount?.toFixed(2),
      line.allowed?.toFixed(2),
      line.planPaid?.toFixed(2),
      line.patientResponsibility?.toFixed(2),
      line.adjustments.map((a) => `${a.group}-${a.carc}`).join(' '),
    ]
      .filter((v) => v !== null && v !== undefined && v !== '')
      .join('  ');
    return { ...line, span: span(printed) };
  });
  const unreadRows = (spec.unread ?? []).map((amounts) => ({
    span: span(`Misc ${amounts.map((a) => `$${a.toFixed(2)}`).join('  ')}`),
    amounts,
  }));
  const totals: ParsedTotals = {
    totalCharges: null,
    payments: null,
    adjustments: null,
    patientBalance: null,
    patientResponsibility: null,
    patientPayments: null,
    ...spec.totals,
    spans: {},
  };
  for (const [key, label] of Object.entries(TOTAL_LABELS) as [keyof typeof TOTAL_LABELS, string][]) {
    const v = totals[key];
    if (v !== null) totals.spans[key] = span(`${label}  $${v.toFixed(2)}`);
  }
  const denial: ParsedDenial | null = spec.denial
    ? {
        reasonText: null,
        reasonClass: 'other',
        reasonCodes: [],
        codes: [],
        amount: null,
        noticeDate: null,
        appealDeadline: null,
        span: span(`We have denied payment. ${spec.denial.reasonText ?? ''}`),
        ...spec.denial,
      }
    : null;
  if (spec.footer) span(spec.footer);
  const parsed: ParsedDocument = {
    documentType: spec.documentType ?? 'bill',
    lines,
    totals,
    providerName: 'Test Clinic',
    providerNpi: null,
    payerName: null,
    networkStatus: spec.networkStatus ?? null,
    setting: spec.setting === undefined ? 'office' : spec.setting,
    statementDate: spec.statementDate ?? null,
    denial,
    mentionsFinancialAssistance: spec.mentionsFinancialAssistance ?? false,
    unreadRows,
  };
  const answers = spec.answers
    ? verificationAnswersSchema.parse({
        ...spec.answers,
        additionalQuestions: spec.answers.additionalQuestions ?? {},
      })
    : null;
  return {
    text,
    parsed,
    answers,
    reference: createMemoryReferenceData(spec.reference ?? {}),
    locate: (s) => ({
      page: 1,
      box: { x: 0, y: s.start / Math.max(1, text.length), width: 1, height: 0.01 },
    }),
    today: spec.today ?? '2026-04-15',
    household: spec.household ?? null,
  };
}

export const V = 'test fixtures';
