export * from './reference-data';
export * from './memory-reference-data';
export * from './extraction/index';
export { classifyDocument, type Classification } from './classify/index';
export { processDocument, mergeSpans, type ProcessedDocument, type PipelineDeps } from './pipeline';
export { locate } from './locate';
export * from './phi/index';
export { redactWithLayout, type LayoutEntry } from './redact-with-layout';
export type * from './analysis/types';
export { locatorFromLayout } from './analysis/locator';
export { parseDocument, extractedFrom } from './parse/index';
export { renderAnalysisReport, type AnalysisReportInput } from './report/render-report';
export { analyzeDocument } from './analysis/analyze';
export { recordingReference } from './analysis/recording-reference';
export {
  rules,
  reasonClassOf,
  PRICE_MULTIPLE,
  HOSPITAL_RATE_MULTIPLE,
  TYPICAL_RANGE,
  ruleRegulationIds,
  regulationIdsFor,
} from './rules/index';
export {
  scoreFindings,
  potentialSavings,
  riskBand,
  riskLevel,
  riskScore,
  appealLikelihood,
  type Scores,
} from './scoring/index';
export * from './deadlines/index';
export * from './letters/index';
export * from './resources/index';
export * from './assistant/index';
export * from './regulations/index';
