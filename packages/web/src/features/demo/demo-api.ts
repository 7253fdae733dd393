import {
  documentListResponseSchema,
  publicConfigSchema,
  sessionInfoSchema,
  tokenLoginResponseSchema,
  type DocumentListResponse,
  type PublicConfig,
  type SessionInfo,
  type TokenLoginResponse,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

export function fetchPublicConfig(): Promise<PublicConfig> {
  return apiRequest('/api/config', { schema: publicConfigSchema });
}

/** Demo mode only: a session for the demo account (404 when demo mode is off). */
export function tokenLogin(): Promise<TokenLoginResponse> {
  return apiRequest('/api/token-login', { method: 'POST', schema: tokenLoginResponseSchema });
}

export function fetchSessionInfo(): Promise<SessionInfo> {
  return apiRequest('/api/auth/session', { schema: sessionInfoSchema });
}

export function fetchDocumentList(): Promise<DocumentListResponse> {
  return apiRequest('/api/documents', { schema: documentListResponseSchema });
}
