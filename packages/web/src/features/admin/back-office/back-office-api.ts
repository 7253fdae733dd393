import {
  adminAnalysesResponseSchema,
  adminAnalyticsSchema,
  adminAuditResponseSchema,
  adminDocumentsResponseSchema,
  adminLettersResponseSchema,
  adminUsersResponseSchema,
  createAdminResponseSchema,
  type AdminAnalysesResponse,
  type AdminAnalytics,
  type AdminAuditResponse,
  type AdminDocumentsResponse,
  type AdminLettersResponse,
  type AdminUsersResponse,
  type CreateAdminRequest,
  type CreateAdminResponse,
} from '@clearbill/shared';
import { apiRequest, credentialHeaders, errorFromResponse } from '@/lib/api';
import { queryString } from './back-office-view';

type Params = Record<string, string | number | null | undefined>;

export const fetchAnalytics = (): Promise<AdminAnalytics> =>
  apiRequest('/api/admin/analytics', { schema: adminAnalyticsSchema });

export const fetchUsers = (p: Params): Promise<AdminUsersResponse> =>
  apiRequest(`/api/admin/users${queryString(p)}`, { schema: adminUsersResponseSchema });

export const createAdmin = (input: CreateAdminRequest): Promise<CreateAdminResponse> =>
  apiRequest('/api/admin/admins', { body: input, schema: createAdminResponseSchema });

export const fetchDocuments = (p: Params): Promise<AdminDocumentsResponse> =>
  apiRequest(`/api/admin/documents${queryString(p)}`, { schema: adminDocumentsResponseSchema });

export const fetchAnalyses = (p: Params): Promise<AdminAnalysesResponse> =>
  apiRequest(`/api/admin/analyses${queryString(p)}`, { schema: adminAnalysesResponseSchema });

export const fetchLetters = (p: Params): Promise<AdminLettersResponse> =>
  apiRequest(`/api/admin/letters${queryString(p)}`, { schema: adminLettersResponseSchema });

export const fetchAuditLog = (p: Params): Promise<AdminAuditResponse> =>
  apiRequest(`/api/admin/audit-log${queryString(p)}`, { schema: adminAuditResponseSchema });

/** Downloads the filtered audit log as CSV (a link cannot carry the admin's bearer token). */
export async function downloadAuditCsv(p: Params): Promise<void> {
  const path = `/api/admin/audit-log/export${queryString(p)}`;
  const response = await fetch(path, { headers: credentialHeaders(path), credentials: 'same-origin' });
  if (!response.ok) throw errorFromResponse(response, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'admin-audit-log.csv';
  link.click();
  URL.revokeObjectURL(url);
}
