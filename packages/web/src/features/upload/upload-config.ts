/**
 * Spec 01 §4: after 'complete' the upload page moves to /analysis/{id} after 1.5 s. The analysis
 * screen is not built yet, so for now the flow ends on the 'Processing complete' view; turning this
 * on is the whole change once it is.
 */
export const redirectToAnalysisOnComplete: boolean = false;
export const analysisRedirectDelayMs = 1500;

/** Spec 01 §9: 0.5 s between the 'Unauthorized' toast and the move to /auth. */
export const authRedirectDelayMs = 500;
