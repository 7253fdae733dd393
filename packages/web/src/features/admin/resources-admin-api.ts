import {
  adminPatientResourcesResponseSchema,
  adminResourceLoadResponseSchema,
  adminValidateUrlsResponseSchema,
  type AdminPatientResourcesResponse,
  type AdminResourceLoadResponse,
  type AdminValidateUrlsResponse,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

const base = '/api/admin/patient-resources';

export function fetchAdminResources(): Promise<AdminPatientResourcesResponse> {
  return apiRequest(base, { schema: adminPatientResourcesResponseSchema });
}

export function seedResources(): Promise<AdminResourceLoadResponse> {
  return apiRequest(`${base}/seed`, { method: 'POST', schema: adminResourceLoadResponseSchema });
}

export function loadEnhancedResources(): Promise<AdminResourceLoadResponse> {
  return apiRequest(`${base}/load-enhanced`, { method: 'POST', schema: adminResourceLoadResponseSchema });
}

export function validateResourceUrls(): Promise<AdminValidateUrlsResponse> {
  return apiRequest(`${base}/validate-urls`, { method: 'POST', schema: adminValidateUrlsResponseSchema });
}
