import {
  activityPageSchema,
  complianceReportSchema,
  consentsResponseSchema,
  consentUpdateResponseSchema,
  erasureResponseSchema,
  messages,
  type ActivityPage,
  type ComplianceReport,
  type ConsentsResponse,
  type ConsentUpdateRequest,
  type ConsentUpdateResponse,
} from '@clearbill/shared';
import { ApiError, apiRequest, credentialHeaders, errorFromResponse } from '@/lib/api';

export const ACTIVITY_PAGE_SIZE = 20;

export function fetchConsents(): Promise<ConsentsResponse> {
  return apiRequest('/api/consents', { schema: consentsResponseSchema });
}

export function updateConsent(input: ConsentUpdateRequest): Promise<ConsentUpdateResponse> {
  return apiRequest('/api/consent', { method: 'POST', body: input, schema: consentUpdateResponseSchema });
}

export function fetchComplianceReport(): Promise<ComplianceReport> {
  return apiRequest('/api/compliance/report', { schema: complianceReportSchema });
}

export function fetchActivity(page: number): Promise<ActivityPage> {
  return apiRequest(`/api/privacy/activity?page=${page}&pageSize=${ACTIVITY_PAGE_SIZE}`, {
    schema: activityPageSchema,
  });
}

/** `attachment; filename="clearbill-data-2026-01-15.json"` -> that name; anything odd -> a default. */
export function exportFileNameFrom(disposition: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1]?.trim() ?? '';
  return /^clearbill-data-\d{4}-\d{2}-\d{2}\.json$/.test(name) ? name : 'clearbill-data.json';
}

/** POST /api/gdpr/data_access (empty body): the whole export as a file for the browser to save. */
export async function exportData(): Promise<{ blob: Blob; fileName: string }> {
  const path = '/api/gdpr/data_access';
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', ...credentialHeaders(path) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', 0, messages.adminConnectionError);
  }
  if (!response.ok) throw errorFromResponse(response, await response.text());
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/json' });
  return { blob, fileName: exportFileNameFrom(response.headers.get('content-disposition')) };
}

/** POST /api/gdpr/data_erasure (empty body). */
export function eraseAccount() {
  return apiRequest('/api/gdpr/data_erasure', { method: 'POST', schema: erasureResponseSchema });
}
