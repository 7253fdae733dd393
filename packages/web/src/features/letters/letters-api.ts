import {
  generateLetterResponseSchema,
  letterCategoriesResponseSchema,
  letterDraftResponseSchema,
  letterTemplatesResponseSchema,
  letterTrackingResponseSchema,
  myLettersResponseSchema,
  type ComplexityLevel,
  type GenerateLetterRequest,
  type GenerateLetterResponse,
  type GeneratedLetter,
  type LetterCategoriesResponse,
  type LetterDraftResponse,
  type LetterTemplatesResponse,
  type LetterTrackingUpdate,
  type MyLettersResponse,
} from '@clearbill/shared';
import { apiRequest, ApiError, credentialHeaders, errorFromResponse } from '@/lib/api';
import { saveFile } from '@/features/analysis/analysis-api';

export function fetchLetterCategories(signal?: AbortSignal): Promise<LetterCategoriesResponse> {
  return apiRequest('/api/letter-template-categories', { schema: letterCategoriesResponseSchema, signal });
}

export interface TemplateFilters {
  categoryId: string;
  complexityLevel: ComplexityLevel | 'all';
  search: string;
}

/** The query string of GET /api/letter-templates; 'all' and empty values are left out. */
export function templatesPath(filters: TemplateFilters): string {
  const params = new URLSearchParams();
  if (filters.categoryId !== 'all' && filters.categoryId !== '') params.set('categoryId', filters.categoryId);
  if (filters.complexityLevel !== 'all') params.set('complexityLevel', filters.complexityLevel);
  const search = filters.search.trim();
  if (search !== '') params.set('search', search);
  const query = params.toString();
  return query ? `/api/letter-templates?${query}` : '/api/letter-templates';
}

export function fetchLetterTemplates(
  filters: TemplateFilters,
  signal?: AbortSignal,
): Promise<LetterTemplatesResponse> {
  return apiRequest(templatesPath(filters), { schema: letterTemplatesResponseSchema, signal });
}

export function fetchMyLetters(signal?: AbortSignal): Promise<MyLettersResponse> {
  return apiRequest('/api/my-letters', { schema: myLettersResponseSchema, signal });
}

export function generateLetter(body: GenerateLetterRequest): Promise<GenerateLetterResponse> {
  return apiRequest('/api/generate-letter', { body, schema: generateLetterResponseSchema });
}

export async function deleteLetter(id: string): Promise<void> {
  await apiRequest(`/api/letters/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function updateTracking(id: string, body: LetterTrackingUpdate): Promise<GeneratedLetter> {
  const result = await apiRequest(`/api/letters/${encodeURIComponent(id)}/tracking`, {
    method: 'PATCH',
    body,
    schema: letterTrackingResponseSchema,
  });
  return result.letter;
}

/** The draft of each route an analysis opens; guest owners may read it too (x-guest-session). */
export function fetchLetterDraft(documentId: string, signal?: AbortSignal): Promise<LetterDraftResponse> {
  return apiRequest(`/api/documents/${encodeURIComponent(documentId)}/letter-draft`, {
    schema: letterDraftResponseSchema,
    signal,
  });
}

export type LetterFormat = 'doc' | 'pdf';

/** letter-{id}.docx (03-feature-pages.md §9) or letter-{id}.pdf. */
export function letterFileName(id: string, format: LetterFormat): string {
  return `letter-${id}.${format === 'doc' ? 'docx' : 'pdf'}`;
}

/** Fetches the file with the caller's credentials (a plain link cannot send them) and saves it. */
export async function downloadLetter(id: string, format: LetterFormat): Promise<string> {
  const path = `/api/download-letter/${encodeURIComponent(id)}?format=${format}`;
  let response: Response;
  try {
    response = await fetch(path, { headers: credentialHeaders(path), credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', 0, 'The server could not be reached.');
  }
  if (!response.ok) throw errorFromResponse(response, await response.text());
  const fileName = letterFileName(id, format);
  saveFile({ blob: await response.blob(), fileName });
  return fileName;
}
