import {
  analysisListResponseSchema,
  documentAnalysisResponseSchema,
  messages,
  saveAnalysisResponseSchema,
  type AnalysisListResponse,
  type DocumentAnalysisResponse,
} from '@clearbill/shared';
import { ApiError, apiRequest, credentialHeaders, errorFromResponse } from '@/lib/api';

const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

/** GET /api/documents/{id}/analysis: 404 when the document is unknown or not analysed yet. */
export function fetchDocumentAnalysis(id: string, signal?: AbortSignal): Promise<DocumentAnalysisResponse> {
  return apiRequest(`${documentPath(id)}/analysis`, {
    schema: documentAnalysisResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function fetchAnalyses(signal?: AbortSignal): Promise<AnalysisListResponse> {
  return apiRequest('/api/analyses', { schema: analysisListResponseSchema, ...(signal ? { signal } : {}) });
}

/** Save to Dashboard. Guests get 403 with an invitation to create an account. */
export async function saveAnalysis(id: string): Promise<boolean> {
  const response = await apiRequest(`/api/analyses/${encodeURIComponent(id)}/save`, {
    method: 'POST',
    body: {},
    schema: saveAnalysisResponseSchema,
  });
  return response.saved;
}

export interface ReportFile {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="x.pdf"` -> x.pdf; anything odd -> the default name. */
export function reportFileName(disposition: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1]?.trim() ?? '';
  return /^[\w.-]{1,120}\.pdf$/i.test(name) ? name : 'clearbill-report.pdf';
}

/**
 * GET /api/documents/{id}/report with the same credentials apiRequest sends, read as a stream so the
 * caller can show progress (a fraction 0..1, or null when the size is not known).
 */
export async function downloadReport(
  id: string,
  onProgress: (fraction: number | null) => void,
): Promise<ReportFile> {
  const path = `${documentPath(id)}/report`;
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: 'application/pdf', ...credentialHeaders(path) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', 0, messages.adminConnectionError);
  }
  if (!response.ok) throw errorFromResponse(response, await response.text());

  const total = Number(response.headers.get('content-length')) || 0;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(total ? Math.min(1, received / total) : null);
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  const blob = new Blob(chunks, { type: 'application/pdf' });
  return { blob, fileName: reportFileName(response.headers.get('content-disposition')) };
}

/** Hands the file to the browser as a download. */
export function saveFile({ blob, fileName }: ReportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
