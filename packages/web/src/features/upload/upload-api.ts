import {
  addMissedPhiResponseSchema,
  documentDetailSchema,
  reviewTextResponseSchema,
  startAnalysisResponseSchema,
  uploadResponseSchema,
  validateRedactionResponseSchema,
  type AddMissedPhiRequest,
  type AddMissedPhiResponse,
  type DocumentDetail,
  type ReviewTextResponse,
  type RetentionHours,
  type StartAnalysisRequest,
  type StartAnalysisResponse,
  type UploadResponse,
  type VerificationAnswers,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

export type UploadSource = 'upload' | 'wizard';

export interface UploadInput {
  files: readonly File[];
  source: UploadSource;
  retentionHours?: RetentionHours | undefined;
  validationData?: VerificationAnswers | undefined;
}

/**
 * POST /api/documents/upload (01-patient-area.md §7). All files of one request form one document (several
 * photos of one bill), sent as `document`, `document_1`, ... with the canonical field names (the
 * server also accepts the spec's older ones, such as the wizard's `consent`).
 */
export async function uploadDocument(input: UploadInput, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData();
  input.files.forEach((file, index) => {
    form.append(index === 0 ? 'document' : `document_${index}`, file, file.name);
  });
  form.append('consentGiven', 'true');
  form.append('fileCount', String(input.files.length));
  form.append('source', input.source);
  if (input.retentionHours !== undefined) form.append('retentionHours', String(input.retentionHours));
  if (input.validationData) form.append('validationData', JSON.stringify(input.validationData));
  return apiRequest('/api/documents/upload', {
    body: form,
    schema: uploadResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export async function fetchDocument(id: string, signal?: AbortSignal): Promise<DocumentDetail> {
  return apiRequest(`/api/documents/${encodeURIComponent(id)}`, {
    schema: documentDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

/** One call per redaction the patient switches on or off (01-patient-area.md §7). */
export async function validateRedaction(redactionId: string, approved: boolean): Promise<void> {
  await apiRequest('/api/redactions/validate', {
    body: { redactionId, approved },
    schema: validateRedactionResponseSchema,
  });
}

export interface StartAnalysisInput {
  documentId: string;
  redactions: ReadonlyArray<{ id: string; approved: boolean }>;
  validationData?: VerificationAnswers | undefined;
}

/** Removes the confirmed PHI and deletes the original, then the analysis starts. */
export async function startAnalysis(input: StartAnalysisInput): Promise<StartAnalysisResponse> {
  const body: StartAnalysisRequest = {
    redactions: input.redactions.map(({ id, approved }) => ({ id, approved })),
    ...(input.validationData ? { validationData: input.validationData } : {}),
  };
  return apiRequest(`/api/documents/${encodeURIComponent(input.documentId)}/start-analysis`, {
    body,
    schema: startAnalysisResponseSchema,
  });
}

/** Cancel: the document and its original are discarded. */
export async function discardDocument(id: string): Promise<void> {
  await apiRequest(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The text as read, for the patient to select what we missed (only while awaiting confirmation). */
export async function fetchReviewText(documentId: string): Promise<ReviewTextResponse> {
  return apiRequest(`/api/documents/${encodeURIComponent(documentId)}/review-text`, {
    schema: reviewTextResponseSchema,
  });
}

/** "Add something we missed": the server removes every place the text occurs. */
export async function addMissedPhi(
  documentId: string,
  request: AddMissedPhiRequest,
): Promise<AddMissedPhiResponse> {
  return apiRequest(`/api/documents/${encodeURIComponent(documentId)}/redactions`, {
    body: request,
    schema: addMissedPhiResponseSchema,
  });
}
