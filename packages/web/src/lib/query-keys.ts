/**
 * Every TanStack Query key of the app, in one place, so an invalidation cannot miss a key through a
 * typo. Each domain's keys start with its `all` key: invalidating or removing `all` reaches every
 * query of that domain (query-keys.test.ts checks it).
 */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    currentUser: ['auth', 'user'] as const,
    guestStatus: ['auth', 'guest-status'] as const,
    session: ['auth', 'session'] as const,
    /** The documents list as /debug-auth shows it (user or guest session). */
    debugDocuments: ['auth', 'debug-documents'] as const,
  },
  admin: {
    all: ['admin'] as const,
    session: ['admin', 'session'] as const,
    betaCodes: ['admin', 'beta-codes'] as const,
    contactMessages: ['admin', 'contact-messages'] as const,
    patientResources: ['admin', 'patient-resources'] as const,
    payerStats: ['admin', 'payer-stats'] as const,
    payerDocuments: (search: string, payerName: string) =>
      ['admin', 'payer-documents', search, payerName] as const,
    payerDocument: (id: string) => ['admin', 'payer-document', id] as const,
    pageStats: (period: string) => ['admin', 'page-stats', period] as const,
    hipaaChecklist: ['admin', 'hipaa-checklist'] as const,
    codeCategories: ['admin', 'code-categories'] as const,
    codeSearch: (params: object) => ['admin', 'code-search', params] as const,
    letterStats: ['admin', 'letter-stats'] as const,
    letterCategories: ['admin', 'letter-categories'] as const,
    recentTemplates: ['admin', 'recent-templates'] as const,
    analytics: ['admin', 'analytics'] as const,
    usersAll: ['admin', 'users'] as const,
    users: (params: object) => ['admin', 'users', params] as const,
    documents: (params: object) => ['admin', 'documents', params] as const,
    analyses: (params: object) => ['admin', 'analyses', params] as const,
    letters: (params: object) => ['admin', 'letters', params] as const,
    auditLog: (params: object) => ['admin', 'audit-log', params] as const,
  },
  analyses: {
    all: ['analyses'] as const,
    document: (documentId: string) => ['analyses', 'document', documentId] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    overview: ['dashboard', 'overview'] as const,
    analytics: ['dashboard', 'analytics'] as const,
  },
  documents: {
    all: ['documents'] as const,
    page: (page: number, pageSize: number) => ['documents', 'page', page, pageSize] as const,
  },
  codes: {
    all: ['codes'] as const,
    apiStatus: ['codes', 'api-status'] as const,
    search: (params: object) => ['codes', 'search', params] as const,
    counts: (admin: boolean) => ['codes', 'counts', admin] as const,
    importStatus: ['codes', 'import-status'] as const,
    adminPresent: ['codes', 'admin-present'] as const,
  },
  enterprise: {
    all: ['enterprise'] as const,
    queueSummary: ['enterprise', 'queue-summary'] as const,
    queue: ['enterprise', 'queue'] as const,
    updates: ['enterprise', 'updates'] as const,
  },
  letters: {
    all: ['letters'] as const,
    categories: ['letters', 'categories'] as const,
    templates: (filters: object) => ['letters', 'templates', filters] as const,
    mine: ['letters', 'mine'] as const,
    draft: (documentId: string) => ['letters', 'draft', documentId] as const,
    /** Deadlines change with tracking, so they sit in the letters group (invalidated with it). */
    deadlines: ['letters', 'deadlines'] as const,
  },
  resources: {
    all: ['resources'] as const,
    list: (filters: object) => ['resources', filters] as const,
  },
  regulations: {
    all: ['regulations'] as const,
    updates: (filters: object) => ['regulations', 'updates', filters] as const,
    adminList: ['regulations', 'admin-list'] as const,
    search: (params: object) => ['regulations', 'search', params] as const,
    counts: ['regulations', 'counts'] as const,
    detail: (id: string) => ['regulations', 'detail', id] as const,
  },
  privacy: {
    all: ['privacy'] as const,
    consents: ['privacy', 'consents'] as const,
    complianceReport: ['privacy', 'compliance-report'] as const,
    activity: (page: number) => ['privacy', 'activity', page] as const,
  },
  site: {
    all: ['site'] as const,
    config: ['site', 'config'] as const,
    publicStats: ['site', 'public-stats'] as const,
  },
};
