/**
 * 01-patient-area.md §4: after 'complete' the upload page moves to /analysis/{id} after 1.5 s (not for a DICOM
 * image, which has no bill to analyse). 'Upload another' within that time stays on the page.
 */
export const redirectToAnalysisOnComplete: boolean = true;
export const analysisRedirectDelayMs = 1500;

/** 01-patient-area.md §9: 0.5 s between the 'Unauthorized' toast and the move to /auth. */
export const authRedirectDelayMs = 500;
