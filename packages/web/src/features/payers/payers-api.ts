import {
  payerDocumentDetailResponseSchema,
  payerDocumentsResponseSchema,
  payerExpandResponseSchema,
  payerSeedResponseSchema,
  payerStatsResponseSchema,
  payerValidateUrlsResponseSchema,
  type PayerDocumentDetailResponse,
  type PayerDocumentsResponse,
  type PayerExpandResponse,
  type PayerSeedResponse,
  type PayerStatsResponse,
  type PayerValidateUrlsResponse,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

/** GET /api/admin/payer-documents (spec 02 §7): search, payerName (left out when 'all'), limit 100. */
export function fetchPayerDocuments(search = '', payerName = 'all'): Promise<PayerDocumentsResponse> {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (payerName !== 'all' && payerName.trim()) params.set('payerName', payerName.trim());
  params.set('limit', '100');
  return apiRequest(`/api/admin/payer-documents?${params.toString()}`, {
    schema: payerDocumentsResponseSchema,
  });
}

export function fetchPayerDocument(id: string): Promise<PayerDocumentDetailResponse> {
  return apiRequest(`/api/admin/payer-documents/${encodeURIComponent(id)}`, {
    schema: payerDocumentDetailResponseSchema,
  });
}

export function fetchPayerStats(): Promise<PayerStatsResponse> {
  return apiRequest('/api/admin/payer-stats', { schema: payerStatsResponseSchema });
}

const manage = '/api/admin/payer-documentation';

export function seedPayerDocs(): Promise<PayerSeedResponse> {
  return apiRequest(`${manage}/seed-fast`, { method: 'POST', schema: payerSeedResponseSchema });
}

export function validatePayerUrls(): Promise<PayerValidateUrlsResponse> {
  return apiRequest(`${manage}/validate-urls`, { method: 'POST', schema: payerValidateUrlsResponseSchema });
}

export function expandPayerDocs(): Promise<PayerExpandResponse> {
  return apiRequest(`${manage}/expand`, { method: 'POST', schema: payerExpandResponseSchema });
}
