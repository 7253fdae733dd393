// The dates a parsed (de-identified) document gives for counting deadlines.
import type { DocumentDates } from '@clearbill/shared';
import type { ParsedDocument } from '../analysis/types';
import { addDays } from './dates';
import { INTERNAL_APPEAL_DAYS } from './rule-sources';

export function documentDatesOf(parsed: ParsedDocument): DocumentDates {
  const denial = parsed.denial;
  const noticeDate = denial?.noticeDate ?? null;
  const served = new Set<string>();
  for (const line of parsed.lines) if (line.date) served.add(line.date);
  if (denial?.serviceDate) served.add(denial.serviceDate);
  // The parser fills the appeal deadline with 180 days from the notice when the notice states none: that
  // one is the rule's date, not the notice's.
  const parsedDeadline = denial?.appealDeadline ?? null;
  const ruleDefault = noticeDate ? addDays(noticeDate, INTERNAL_APPEAL_DAYS) : null;
  return {
    noticeDate,
    statementDate: parsed.statementDate,
    serviceDates: [...served].sort(),
    statedAppealDeadline: parsedDeadline && parsedDeadline !== ruleDefault ? parsedDeadline : null,
    medicare: /^medicare$/i.test(parsed.payerName?.trim() ?? ''),
  };
}
