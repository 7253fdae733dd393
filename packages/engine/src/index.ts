export * from './reference-data';
export * from './memory-reference-data';
export * from './extraction/index';
export { classifyDocument, type Classification } from './classify/index';
export { processDocument, mergeSpans, type ProcessedDocument, type PipelineDeps } from './pipeline';
export { locate } from './locate';
export * from './phi/index';
