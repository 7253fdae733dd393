import { deadlineListResponseSchema, messages, type DeadlineListResponse } from '@clearbill/shared';
import { ApiError, apiRequest, credentialHeaders, errorFromResponse } from '@/lib/api';

export function fetchDeadlines(signal?: AbortSignal): Promise<DeadlineListResponse> {
  return apiRequest('/api/deadlines', { schema: deadlineListResponseSchema, signal });
}

export const CALENDAR_FILE_NAME = 'clearbill-deadlines.ics';

/** GET /api/deadlines.ics: the calendar file for the browser to save ("Add to calendar"). */
export async function downloadCalendar(): Promise<{ blob: Blob; fileName: string }> {
  const path = '/api/deadlines.ics';
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: 'text/calendar', ...credentialHeaders(path) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', 0, messages.adminConnectionError);
  }
  if (!response.ok) throw errorFromResponse(response, await response.text());
  const blob = new Blob([await response.arrayBuffer()], { type: 'text/calendar' });
  return { blob, fileName: CALENDAR_FILE_NAME };
}
