export type { PhiSpan, DetectPhiOptions } from './types';
export { detectPhi } from './detect';
export { redactText, redactionMarkers } from './redact';
