import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { renderAnalysisReport } from '@clearbill/engine';
import {
  AppError,
  messages,
  type AnalysisItem,
  type AnalysisListResponse,
  type DocumentAnalysisResponse,
  type StartAnalysisRequest,
  type StartAnalysisResponse,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { PatientCaller } from '../access/caller';
import { ownerFilter } from '../access/owner-scope';
import type { AppContext } from '../context';
import { analyses, documents } from '../db/schema';
import { confirmRedactions, documentDetail, ownedDocument } from '../documents/service';
import { toSummary } from '../documents/views';
import type { AnalysisJobs } from './jobs';
import { itemsOf, viewOf } from './views';

/** The caller's analysed document and its analysis. Reading never runs the analysis (analyses/jobs.ts does). */
async function analysisRow(ctx: AppContext, caller: PatientCaller, id: string) {
  const doc = await ownedDocument(ctx, caller, id);
  if (doc.status === 'analysing') throw new AppError('conflict', messages.analysisInProgress);
  if (doc.status === 'failed' && doc.confirmedAt) {
    throw new AppError('conflict', doc.errorMessage ?? messages.analysisFailedDefault);
  }
  if (doc.status !== 'analyzed') throw new AppError('not_found', messages.analysisNotReady);
  const [row] = await ctx.db.select().from(analyses).where(eq(analyses.documentId, id)).limit(1);
  if (!row) throw new AppError('not_found', messages.analysisNotReady);
  return { doc, row };
}

/**
 * The findings as the spec's items, for the document's owner, if it is analysed (else none): the
 * upload's billingErrors. Reads only; no audit event (the owner's own upload answer).
 */
export async function findingsOf(
  ctx: AppContext,
  caller: PatientCaller,
  id: string,
): Promise<AnalysisItem[]> {
  const doc = await ownedDocument(ctx, caller, id);
  if (doc.status !== 'analyzed') return [];
  const [row] = await ctx.db.select().from(analyses).where(eq(analyses.documentId, id)).limit(1);
  return row ? itemsOf(viewOf(row, caller.kind === 'guest')) : [];
}

export async function documentAnalysis(
  ctx: AppContext,
  caller: PatientCaller,
  id: string,
): Promise<DocumentAnalysisResponse> {
  const { doc, row } = await analysisRow(ctx, caller, id);
  const analysis = viewOf(row, caller.kind === 'guest');
  await auditFor(ctx, caller, 'analysis.viewed', { type: 'document', id });
  return { document: toSummary(ctx, doc), analysis, analyses: itemsOf(analysis) };
}

async function listWhere(
  ctx: AppContext,
  where: SQL | undefined,
  guest: boolean,
): Promise<AnalysisListResponse> {
  const rows = await ctx.db
    .select({ doc: documents, analysis: analyses })
    .from(analyses)
    .innerJoin(documents, eq(documents.id, analyses.documentId))
    .where(where)
    .orderBy(desc(analyses.createdAt))
    .limit(200);
  return {
    analyses: rows.map(({ doc, analysis }) => ({
      documentId: doc.id,
      originalFileName: toSummary(ctx, doc).originalFileName,
      documentType: doc.documentType ?? null,
      createdAt: analysis.createdAt.toISOString(),
      riskScore: analysis.riskScore,
      potentialSavings: analysis.potentialSavings,
      findingCount: analysis.findingCount,
      highCount: analysis.highCount,
      saved: analysis.saved,
      isGuestAnalysis: guest || doc.adoptedFromGuestAt !== null,
    })),
  };
}

export function listAnalyses(ctx: AppContext, caller: PatientCaller): Promise<AnalysisListResponse> {
  return listWhere(ctx, ownerFilter(caller, documents), caller.kind === 'guest');
}

/** A signed-in user's analyses made as a guest before signing up or in (spec: guest pre-auth analyses). */
export function listGuestAnalyses(ctx: AppContext, userId: string): Promise<AnalysisListResponse> {
  return listWhere(
    ctx,
    and(eq(documents.ownerUserId, userId), isNotNull(documents.adoptedFromGuestAt)),
    false,
  );
}

/** Save to Dashboard: an account keeps the analysis; a guest is invited to create one. */
export async function saveAnalysis(ctx: AppContext, caller: PatientCaller, id: string): Promise<boolean> {
  if (caller.kind === 'guest') throw new AppError('forbidden', messages.saveNeedsAccount);
  await analysisRow(ctx, caller, id);
  await ctx.db.update(analyses).set({ saved: true }).where(eq(analyses.documentId, id));
  await auditFor(ctx, caller, 'analysis.saved', { type: 'document', id });
  return true;
}

/** The PDF report of an analysis (accounts only): de-identified content only. */
export async function analysisReport(
  ctx: AppContext,
  caller: PatientCaller,
  id: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  if (caller.kind === 'guest') throw new AppError('forbidden', messages.reportNeedsAccount);
  const { doc, row } = await analysisRow(ctx, caller, id);
  const pdf = await renderAnalysisReport({
    documentName: 'Medical bill analysis',
    documentType: doc.documentType ?? null,
    analysis: viewOf(row, false),
    generatedAt: ctx.clock.now(),
  });
  await auditFor(ctx, caller, 'analysis.report_downloaded', { type: 'document', id });
  return { pdf, fileName: `clearbill-report-${ctx.clock.now().toISOString().slice(0, 10)}.pdf` };
}

/**
 * Confirm the redactions (documents/), then the analysis of what remains, as a job (analyses/jobs.ts):
 * it never sees the PHI, which is gone once the confirmation commits. Answers when the analysis is
 * done within the wait (UPLOAD_WAIT_MS), else with the document `analysing` for the client to poll.
 */
export async function startAnalysis(
  ctx: AppContext,
  jobs: AnalysisJobs,
  caller: PatientCaller,
  id: string,
  request: StartAnalysisRequest,
): Promise<StartAnalysisResponse> {
  const { analyse } = await confirmRedactions(ctx, caller, id, request);
  if (analyse) await jobs.enqueue(id);
  await jobs.waitUntilSettled(id, ctx.config.jobs.uploadWaitMs);
  const document = await documentDetail(ctx, caller, id, { audit: false });
  if (document.status !== 'analyzed') {
    return {
      success: true as const,
      message:
        document.status === 'failed'
          ? (document.errorMessage ?? messages.analysisFailedDefault)
          : messages.analysisInProgress,
      document,
      analyses: [],
    };
  }
  const { analyses } = await documentAnalysis(ctx, caller, id);
  return {
    success: true as const,
    message: 'Personal information removed. Analysis complete.',
    document,
    analyses,
  };
}
