import {
  dashboardAnalyticsSchema,
  dashboardOverviewSchema,
  type DashboardAnalytics,
  type DashboardOverview,
} from '@clearbill/shared';
import { apiRequest } from '@/lib/api';

export function fetchOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return apiRequest('/api/dashboard/overview', { schema: dashboardOverviewSchema, signal });
}

export function fetchAnalytics(signal?: AbortSignal): Promise<DashboardAnalytics> {
  return apiRequest('/api/dashboard/analytics', { schema: dashboardAnalyticsSchema, signal });
}
