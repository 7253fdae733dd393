import { adminLetterTemplateStatsSchema, type AdminLetterTemplateStats } from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

/** The letters domain's own figures (GET /api/admin/letter-templates/stats) for the stat cards. */
export const fetchLetterStats = (): Promise<AdminLetterTemplateStats> =>
  apiRequest('/api/admin/letter-templates/stats', { schema: adminLetterTemplateStatsSchema });
