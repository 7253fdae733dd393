import {
  adminRegulationsResponseSchema,
  linksValidateResponseSchema,
  regulationDeleteResponseSchema,
  regulationMutationResponseSchema,
  regulatoryCountsSchema,
  regulatoryResearchResponseSchema,
  regulatorySeedResponseSchema,
  regulatoryUpdatesResponseSchema,
  regulatoryUploadResponseSchema,
  regulatoryValidateLinksResponseSchema,
  type AdminRegulationsResponse,
  type LinksValidateResponse,
  type PublicRegulationCategory,
  type RegulationCategory,
  type RegulationEdit,
  type RegulationMutationResponse,
  type RegulationStatusChange,
  type RegulatoryCounts,
  type RegulatoryResearchResponse,
  type RegulatorySeedResponse,
  type RegulatoryUpdatesResponse,
  type RegulatoryUploadResponse,
  type RegulatoryValidateLinksResponse,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** GET /api/regulatory/updates (spec 03 §7: category omitted when all, effectiveAfter a date). */
export function fetchRegulatoryUpdates(filters: {
  category: PublicRegulationCategory | 'all';
  effectiveAfter: string;
}): Promise<RegulatoryUpdatesResponse> {
  const params = {
    category: filters.category === 'all' ? undefined : filters.category,
    effectiveAfter: filters.effectiveAfter || undefined,
  };
  return apiRequest(`/api/regulatory/updates${query(params)}`, { schema: regulatoryUpdatesResponseSchema });
}

export function fetchAdminRegulations(filters: {
  search?: string;
  category?: RegulationCategory | 'all';
}): Promise<AdminRegulationsResponse> {
  const params = {
    search: filters.search?.trim() || undefined,
    category: filters.category === 'all' ? undefined : filters.category,
  };
  return apiRequest(`/api/admin/regulations${query(params)}`, { schema: adminRegulationsResponseSchema });
}

/** GET /api/admin/regulatory/search (spec 02 §7: category omitted when 'all', limit=100). */
export function searchRegulations(
  text: string,
  category: RegulationCategory | 'all',
): Promise<AdminRegulationsResponse> {
  const params = {
    query: text.trim() || undefined,
    category: category === 'all' ? undefined : category,
    limit: '100',
  };
  return apiRequest(`/api/admin/regulatory/search${query(params)}`, {
    schema: adminRegulationsResponseSchema,
  });
}

export function fetchRegulatoryCounts(): Promise<RegulatoryCounts> {
  return apiRequest('/api/admin/regulatory/counts', { schema: regulatoryCountsSchema });
}

export function fetchRegulation(id: string): Promise<RegulationMutationResponse> {
  return apiRequest(`/api/admin/regulations/${encodeURIComponent(id)}`, {
    schema: regulationMutationResponseSchema,
  });
}

export function editRegulation(id: string, edit: RegulationEdit): Promise<RegulationMutationResponse> {
  return apiRequest(`/api/admin/regulations/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: edit,
    schema: regulationMutationResponseSchema,
  });
}

export function setRegulationStatus(
  id: string,
  change: RegulationStatusChange,
): Promise<RegulationMutationResponse> {
  return apiRequest(`/api/admin/regulations/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: change,
    schema: regulationMutationResponseSchema,
  });
}

export function deleteRegulation(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/regulations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: regulationDeleteResponseSchema,
  });
}

export function seedRegulations(scope: 'batch' | 'all'): Promise<RegulatorySeedResponse> {
  return apiRequest(`/api/admin/regulatory/${scope === 'batch' ? 'seed' : 'seed-all'}`, {
    method: 'POST',
    schema: regulatorySeedResponseSchema,
  });
}

/** The admin tab's Validate Links (spec 02 §7). */
export function validateLinks(): Promise<LinksValidateResponse> {
  return apiRequest('/api/admin/links/validate', { method: 'POST', schema: linksValidateResponseSchema });
}

/** The management page's link validation (spec 03 §7). */
export function validateRegulatoryLinks(): Promise<RegulatoryValidateLinksResponse> {
  return apiRequest('/api/admin/regulatory/validate-links', {
    method: 'POST',
    schema: regulatoryValidateLinksResponseSchema,
  });
}

export function runRegulatoryResearch(): Promise<RegulatoryResearchResponse> {
  return apiRequest('/api/admin/regulatory/research', {
    method: 'POST',
    schema: regulatoryResearchResponseSchema,
  });
}

export function uploadRegulations(file: File): Promise<RegulatoryUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/api/admin/upload/regulatory', { body: form, schema: regulatoryUploadResponseSchema });
}
