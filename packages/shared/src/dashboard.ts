import { z } from 'zod';
import { findingTypeSchema } from './analysis';
import { deadlineSchema } from './deadlines';
import { documentStatusSchema, documentTypeSchema } from './documents';

/** 01-patient-area.md §2 Dashboard: recent documents (5), recent analysis results (3), deadlines shown. */
export const dashboardLimits = { recentDocuments: 5, recentAnalyses: 3, upcomingDeadlines: 3 } as const;

/** One document in the dashboard's recent list (documents and the guest analyses adopted at sign-up). */
export const dashboardDocumentSchema = z.object({
  id: z.string(),
  originalFileName: z.string(),
  status: documentStatusSchema,
  createdAt: z.string(),
  /** Uploaded as a guest before signing up or in, then moved to the account. */
  isGuestAnalysis: z.boolean(),
  /** Null until analysed. */
  findingCount: z.number().int().nullable(),
  potentialSavings: z.number().nullable(),
});
export type DashboardDocument = z.infer<typeof dashboardDocumentSchema>;

export const dashboardAnalysisSchema = z.object({
  documentId: z.string(),
  originalFileName: z.string(),
  documentType: documentTypeSchema.nullable(),
  createdAt: z.string(),
  riskScore: z.number(),
  potentialSavings: z.number(),
  findingCount: z.number().int(),
  highCount: z.number().int(),
});
export type DashboardAnalysis = z.infer<typeof dashboardAnalysisSchema>;

/**
 * GET /api/dashboard/overview: the signed-in patient's own figures. Savings identified is the sum of
 * each analysis's own total (which counts no dollar twice within a bill); appeals come from the
 * letters' tracking (a letter sent and awaiting its answer is active; an answered one is completed).
 */
export const dashboardOverviewSchema = z.object({
  savingsIdentified: z.number().min(0),
  billsAnalyzed: z.number().int().min(0),
  documentCount: z.number().int().min(0),
  activeAppeals: z.number().int().min(0),
  completedAppeals: z.number().int().min(0),
  recentDocuments: z.array(dashboardDocumentSchema),
  recentAnalyses: z.array(dashboardAnalysisSchema),
  /** Soonest first, today or later. */
  upcomingDeadlines: z.array(deadlineSchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** GET /api/dashboard/analytics: the patient's figures over time. Months are YYYY-MM (UTC). */
export const dashboardAnalyticsSchema = z.object({
  months: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      billsAnalyzed: z.number().int().min(0),
      savingsIdentified: z.number().min(0),
      /** Savings on bills whose letter was answered in the patient's favour ("won"), by answer month. */
      savingsRecovered: z.number().min(0),
    }),
  ),
  findingsByType: z.array(
    z.object({
      type: findingTypeSchema,
      count: z.number().int().min(0),
      savings: z.number().min(0),
    }),
  ),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;
