/**
 * The screens of the route table that are not built yet, each with one honest sentence about what
 * it will do. Kept in one place so the list of unfinished screens is easy to see and to shrink.
 */
export const plannedScreens = {
  adminUsers: {
    title: 'User management',
    purpose: 'The list of accounts, with their document and analysis counts.',
  },
  adminDocuments: {
    title: 'Document management',
    purpose: 'Uploaded documents and their processing state, without any personal health information.',
  },
  adminAnalyses: {
    title: 'Analysis management',
    purpose: 'Completed analyses by error type and severity, with the savings they point to.',
  },
  adminLetters: {
    title: 'Letter management',
    purpose: 'Letters generated from each template and how often they are used.',
  },
} as const satisfies Record<string, { title: string; purpose: string }>;

export type PlannedScreen = keyof typeof plannedScreens;
