import {
  documentListResponseSchema,
  successResponseSchema,
  type DocumentListResponse,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

export function fetchDocuments(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<DocumentListResponse> {
  return apiRequest(`/api/documents?page=${page}&pageSize=${pageSize}`, {
    schema: documentListResponseSchema,
    signal,
  });
}

/** Deletes the document and its analysis. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest(`/api/documents/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: successResponseSchema,
  });
}
