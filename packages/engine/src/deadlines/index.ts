export {
  analysisDeadlines,
  deadlineFindingTypes,
  letterDeadlines,
  sortDeadlines,
  ESCALATION,
} from './compute';
export type { AnalysisDeadlineInput, TrackedLetter, LetterOutcome } from './compute';
export { documentDatesOf } from './document-dates';
export { addMonths } from './dates';
export { ruleSources, PAYER_RESPONSE_DAYS, type AppealTiming } from './rule-sources';
