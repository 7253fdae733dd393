/** The query keys of the code screens, kept together so invalidation cannot miss one. */
export const codeKeys = {
  all: ['codes'] as const,
  apiStatus: ['codes', 'api-status'] as const,
  hybrid: (params: object) => ['codes', 'hybrid', params] as const,
  search: (params: object) => ['codes', 'search', params] as const,
  counts: (admin: boolean) => ['codes', 'counts', admin] as const,
  importStatus: ['codes', 'import-status'] as const,
  adminPresent: ['codes', 'admin-present'] as const,
};
