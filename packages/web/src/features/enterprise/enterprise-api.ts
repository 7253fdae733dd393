import {
  accuracyReviewResponseSchema,
  codeUpdateJobListSchema,
  codeUpdateScheduleResponseSchema,
  codeValidationResponseSchema,
  reviewFlagListSchema,
  reviewFlagSchema,
  reviewQueueSummarySchema,
  type AccuracyReviewRequest,
  type AccuracyReviewResponse,
  type CodeUpdateJob,
  type CodeUpdateScheduleResponse,
  type CodeValidationRequest,
  type CodeValidationResponse,
  type ManualReviewFlagRequest,
  type ReviewFlag,
  type ReviewFlagUpdate,
  type ReviewQueueSummary,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

export async function validateCode(
  input: CodeValidationRequest,
): Promise<CodeValidationResponse['validation']> {
  const { validation } = await apiRequest('/api/enterprise/code-validation', {
    body: input,
    schema: codeValidationResponseSchema,
  });
  return validation;
}

export async function flagForReview(input: ManualReviewFlagRequest): Promise<ReviewFlag> {
  return apiRequest('/api/enterprise/manual-review/flag', { body: input, schema: reviewFlagSchema });
}

/** The whole queue's counts: for admins only, so the admin token goes with it. */
export async function fetchQueueSummary(): Promise<ReviewQueueSummary> {
  return apiRequest('/api/enterprise/manual-review/summary', {
    schema: reviewQueueSummarySchema,
    as: 'admin',
  });
}

export async function fetchReviewQueue(): Promise<ReviewFlag[]> {
  const { flags } = await apiRequest('/api/admin/review-flags', { schema: reviewFlagListSchema });
  return flags;
}

export async function updateReviewFlag(id: string, update: ReviewFlagUpdate): Promise<ReviewFlag> {
  return apiRequest(`/api/admin/review-flags/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: update,
    schema: reviewFlagSchema,
  });
}

export async function reviewAccuracy(
  input: AccuracyReviewRequest,
): Promise<AccuracyReviewResponse['accuracyReview']> {
  const { accuracyReview } = await apiRequest('/api/enterprise/ai-accuracy/review', {
    body: input,
    schema: accuracyReviewResponseSchema,
  });
  return accuracyReview;
}

/** Scheduling is an operator's decision: for admins only, so the admin token goes with it. */
export async function scheduleCodeUpdates(): Promise<CodeUpdateScheduleResponse> {
  return apiRequest('/api/enterprise/code-updates/schedule', {
    method: 'POST',
    schema: codeUpdateScheduleResponseSchema,
    as: 'admin',
  });
}

export async function fetchCodeUpdates(): Promise<CodeUpdateJob[]> {
  const { jobs } = await apiRequest('/api/enterprise/code-updates', { schema: codeUpdateJobListSchema });
  return jobs;
}
