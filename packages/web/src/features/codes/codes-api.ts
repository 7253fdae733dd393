import {
  apiStatusResponseSchema,
  codeCountsSchema,
  codeSearchResponseSchema,
  codeUploadResponseSchema,
  hybridSearchResponseSchema,
  importStatusSchema,
  type ApiStatusResponse,
  type CodeCounts,
  type CodeSearchResponse,
  type CodeType,
  type CodeUploadResponse,
  type HybridSearchResponse,
  type ImportStatus,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

export interface HybridSearchParams {
  query: string;
  codeType: CodeType | 'all';
  maxResults: number;
  includeExternal: boolean;
}

export async function hybridSearch(
  params: HybridSearchParams,
  signal?: AbortSignal,
): Promise<HybridSearchResponse> {
  const search = new URLSearchParams({
    query: params.query,
    maxResults: String(params.maxResults),
    includeExternal: String(params.includeExternal),
  });
  // 03-feature-pages.md §7: the type is left out for 'all'.
  if (params.codeType !== 'all') search.set('codeType', params.codeType);
  return apiRequest(`/api/medical-codes/hybrid-search?${search.toString()}`, {
    schema: hybridSearchResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export async function fetchApiStatus(): Promise<ApiStatusResponse> {
  return apiRequest('/api/medical-codes/api-status', { schema: apiStatusResponseSchema });
}

export interface CodeSearchParams {
  query: string;
  codeType: CodeType | 'all';
  page: number;
}

export const DATABASE_PAGE_SIZE = 50;

export async function searchCodes(params: CodeSearchParams): Promise<CodeSearchResponse> {
  const search = new URLSearchParams({
    limit: String(DATABASE_PAGE_SIZE),
    offset: String((params.page - 1) * DATABASE_PAGE_SIZE),
  });
  if (params.query.trim()) search.set('query', params.query.trim());
  if (params.codeType !== 'all') search.set('codeType', params.codeType);
  return apiRequest(`/api/medical-codes?${search.toString()}`, { schema: codeSearchResponseSchema });
}

/** The admin counts (03-feature-pages.md §7). */
export async function fetchAdminCounts(): Promise<CodeCounts> {
  return apiRequest('/api/admin/medical-codes/counts', { schema: codeCountsSchema });
}

/** The same counts for any signed-in account. */
export async function fetchCounts(): Promise<CodeCounts> {
  return apiRequest('/api/medical-codes/counts', { schema: codeCountsSchema });
}

export async function fetchImportStatus(): Promise<ImportStatus> {
  return apiRequest('/api/admin/medical-codes/import-status', { schema: importStatusSchema });
}

export async function uploadCodes(file: File): Promise<CodeUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest('/api/admin/upload/medical-codes', { body: form, schema: codeUploadResponseSchema });
}
