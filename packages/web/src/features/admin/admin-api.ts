import {
  adminLoginResponseSchema,
  adminSessionResponseSchema,
  betaCodeListSchema,
  betaCodeSchema,
  recoveryCodesResponseSchema,
  totpSetupResponseSchema,
  type AdminLoginRequest,
  type AdminLoginResponse,
  type AdminSessionResponse,
  type BetaCode,
  type CreateBetaCodeRequest,
  type RecoveryCodesResponse,
  type TotpSetupResponse,
} from '@clearbill/shared';
import { ApiError, apiRequest } from '@/lib/api';
import { readStored, storageKeys } from '@/lib/storage';

export async function adminLogin(input: AdminLoginRequest): Promise<AdminLoginResponse> {
  return apiRequest('/api/admin/login', { body: input, schema: adminLoginResponseSchema });
}

export async function fetchAdminSession(): Promise<AdminSessionResponse> {
  // No token: the answer is known without asking the server.
  if (!readStored(storageKeys.adminToken)) throw new ApiError('http', 401, 'Not signed in');
  return apiRequest('/api/admin/session', { schema: adminSessionResponseSchema });
}

/** Where Sign Out navigates: the server ends the session and redirects to /. */
export const adminLogoutPath = '/api/logout';

export async function startTotpSetup(): Promise<TotpSetupResponse> {
  return apiRequest('/api/admin/totp/setup', { method: 'POST', schema: totpSetupResponseSchema });
}

/** Confirms enrolment; the answer carries the recovery codes, shown this once. */
export async function enableTotp(code: string): Promise<RecoveryCodesResponse> {
  return apiRequest('/api/admin/totp/enable', { body: { code }, schema: recoveryCodesResponseSchema });
}

export async function renewRecoveryCodes(code: string): Promise<RecoveryCodesResponse> {
  return apiRequest('/api/admin/totp/recovery-codes', {
    body: { code },
    schema: recoveryCodesResponseSchema,
  });
}

export async function listBetaCodes(): Promise<BetaCode[]> {
  const { codes } = await apiRequest('/api/admin/beta-codes', { schema: betaCodeListSchema });
  return codes;
}

export async function createBetaCode(input: CreateBetaCodeRequest): Promise<BetaCode> {
  return apiRequest('/api/admin/beta-codes', { body: input, schema: betaCodeSchema });
}

export async function revokeBetaCode(id: string): Promise<void> {
  await apiRequest(`/api/admin/beta-codes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
