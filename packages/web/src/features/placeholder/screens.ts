/**
 * The screens of the route table that are not built yet, each with one honest sentence about what
 * it will do. Kept in one place so the list of unfinished screens is easy to see and to shrink.
 */
export const plannedScreens = {
  regulatoryManagement: {
    title: 'Regulation management',
    purpose: 'Tools to search, load and check the healthcare regulations that the bill checks cite.',
  },
  regulatory: {
    title: 'Regulatory updates',
    purpose:
      'Recent changes in healthcare billing rules, explained briefly, with links to the official sources.',
  },
} as const satisfies Record<string, { title: string; purpose: string }>;

export type PlannedScreen = keyof typeof plannedScreens;
