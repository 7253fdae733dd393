import {
  adminLetterCategoriesResponseSchema,
  adminLetterSeedResponseSchema,
  adminLetterTemplatesResponseSchema,
  adminLetterTemplateStatsSchema,
  codeCategoriesSchema,
  codeSearchResponseSchema,
  hipaaChecklistItemSchema,
  hipaaChecklistResponseSchema,
  pageStatsSchema,
  securityScanSchema,
  type AdminLetterSeedResponse,
  type AdminLetterTemplateStats,
  type CodeCategories,
  type CodeSearchResponse,
  type CodeType,
  type HipaaChecklistItem,
  type HipaaChecklistResponse,
  type HipaaChecklistUpdate,
  type LetterTemplate,
  type PageStats,
  type PageStatsPeriod,
  type SecurityScan,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

export function fetchPageStats(period: PageStatsPeriod): Promise<PageStats> {
  return apiRequest(`/api/admin/page-stats?period=${period}`, { schema: pageStatsSchema });
}

export function fetchHipaaChecklist(): Promise<HipaaChecklistResponse> {
  return apiRequest('/api/admin/hipaa-checklist', { schema: hipaaChecklistResponseSchema });
}

export function updateHipaaItem(key: string, body: HipaaChecklistUpdate): Promise<HipaaChecklistItem> {
  return apiRequest(`/api/admin/hipaa-checklist/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body,
    schema: hipaaChecklistItemSchema,
  });
}

export function runSecurityScan(): Promise<SecurityScan> {
  return apiRequest('/api/admin/hipaa/security-scan', { method: 'POST', schema: securityScanSchema });
}

export function fetchCodeCategories(): Promise<CodeCategories> {
  return apiRequest('/api/admin/medical-codes/categories', { schema: codeCategoriesSchema });
}

export interface AdminCodeSearch {
  query: string;
  codeType: CodeType | 'all';
  category: string;
  page: number;
}

export const ADMIN_CODE_PAGE_SIZE = 50;

/** Spec 02 §7: query, codeType, category, limit=50, offset=(page-1)*50. */
export function searchAdminCodes(params: AdminCodeSearch): Promise<CodeSearchResponse> {
  const search = new URLSearchParams({
    limit: String(ADMIN_CODE_PAGE_SIZE),
    offset: String((params.page - 1) * ADMIN_CODE_PAGE_SIZE),
  });
  if (params.query) search.set('query', params.query);
  if (params.codeType !== 'all') search.set('codeType', params.codeType);
  if (params.category) search.set('category', params.category);
  return apiRequest(`/api/medical-codes?${search.toString()}`, { schema: codeSearchResponseSchema });
}

export function fetchLetterStats(): Promise<AdminLetterTemplateStats> {
  return apiRequest('/api/admin/letter-templates/stats', { schema: adminLetterTemplateStatsSchema });
}

export async function fetchLetterCategories() {
  return (
    await apiRequest('/api/admin/letter-templates/categories', {
      schema: adminLetterCategoriesResponseSchema,
    })
  ).data;
}

export async function fetchRecentTemplates(): Promise<LetterTemplate[]> {
  return (
    await apiRequest('/api/admin/letter-templates?limit=5', { schema: adminLetterTemplatesResponseSchema })
  ).data;
}

export function seedLetterTemplates(): Promise<AdminLetterSeedResponse> {
  return apiRequest('/api/admin/letter-templates/seed', {
    method: 'POST',
    schema: adminLetterSeedResponseSchema,
  });
}
