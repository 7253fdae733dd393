import { z } from 'zod';

/**
 * Page analytics without tracking people (issue 16 item 3; decision 0024). A page view is a path, the
 * server's time and a random id of one browser tab session: no account, no address, no cookie.
 */

/** How long page views (and the per-session and per-day figures built from them) are kept. */
export const PAGE_VIEW_RETENTION_DAYS = 396; // 13 months

/** The storage key of the tab's random session id (sessionStorage: gone when the tab closes). */
export const PAGE_SESSION_STORAGE_KEY = 'clearbill.pageSession';

const MAX_PATH_LENGTH = 200;
const MAX_SEGMENTS = 8;
/** A path segment we keep as written: route words only (letters, digits, '-', '_', '.'). */
const WORD_SEGMENT = /^[a-z][a-z0-9._-]{0,39}$/i;
/** Segments that look like an id (uuid, number, long hex or token) become ':id'. */
const ID_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[0-9a-f]{16,}|[A-Za-z0-9_-]{20,})$/i;

/**
 * The path as stored: query and fragment dropped, ids replaced by ':id', anything that is not a plain
 * route word refused (null), so free text, e-mail addresses or names in a path never reach the table.
 */
export function normalisePagePath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH) return null;
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.length > MAX_SEGMENTS) return null;
  const out: string[] = [];
  for (const segment of segments) {
    if (ID_SEGMENT.test(segment) || /\d/.test(segment)) out.push(':id');
    else if (WORD_SEGMENT.test(segment)) out.push(segment.toLowerCase());
    else return null;
  }
  return `/${out.join('/')}`;
}

/** POST /api/page-views. The session id is the tab's random id (a UUID the browser made). */
export const pageViewRequestSchema = z.strictObject({
  path: z.string().min(1).max(MAX_PATH_LENGTH),
  sessionId: z.uuid(),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

export const pageViewResponseSchema = z.object({ recorded: z.boolean() });
export type PageViewResponse = z.infer<typeof pageViewResponseSchema>;

/** Periods of GET /api/admin/page-stats: the last N days (UTC), today included. */
export const pageStatsPeriods = ['1d', '7d', '30d', '90d', '365d'] as const;
export const pageStatsPeriodSchema = z.enum(pageStatsPeriods);
export type PageStatsPeriod = z.infer<typeof pageStatsPeriodSchema>;
export const pageStatsPeriodDays: Record<PageStatsPeriod, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '365d': 365,
};

export const pageStatsQuerySchema = z.strictObject({
  period: pageStatsPeriodSchema.default('30d'),
});
export type PageStatsQuery = z.input<typeof pageStatsQuerySchema>;

export const topPageSchema = z.object({ path: z.string(), views: z.number().int() });
export type TopPage = z.infer<typeof topPageSchema>;

/** 02 §3 'Page stats' plus the period and the top pages. */
export const pageStatsSchema = z.object({
  period: pageStatsPeriodSchema,
  /** First day counted (YYYY-MM-DD, UTC) and today. */
  from: z.string(),
  to: z.string(),
  totalPageViews: z.number().int(),
  /** Distinct tab sessions that started in the period. */
  uniqueVisitors: z.number().int(),
  /** Sessions of one page view / sessions (a fraction; 0 with no sessions). */
  bounceRate: z.number().min(0).max(1),
  /** Minutes from a session's first to its last page view, averaged. */
  averageSessionDuration: z.number().min(0),
  topPages: z.array(topPageSchema),
});
export type PageStats = z.infer<typeof pageStatsSchema>;
