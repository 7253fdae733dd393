/**
 * The screens of the route table that are not built yet, each with one honest sentence about what
 * it will do. Kept in one place so the list of unfinished screens is easy to see and to shrink.
 */
export const plannedScreens = {} as const satisfies Record<string, { title: string; purpose: string }>;

export type PlannedScreen = keyof typeof plannedScreens;
