import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { renderAnalysisReport } from '@clearbill/engine';
import {
  AppError,
  messages,
  type AnalysisListResponse,
  type DocumentAnalysisResponse,
} from '@clearbill/shared';
import { audit } from '../audit/audit';
import type { AppContext } from '../context';
import { analyses, documents } from '../db/schema';
import { auditActor, subjectUserId, type DocumentCaller } from '../documents/caller';
import { ownedDocument } from '../documents/document-service';
import { toSummary } from '../documents/views';
import { runAnalysis } from './run-analysis';
import { itemsOf, viewOf } from './views';

function ownerFilter(caller: DocumentCaller): SQL {
  return caller.kind === 'user'
    ? eq(documents.ownerUserId, caller.userId)
    : eq(documents.ownerGuestId, caller.guestId);
}

async function analysisRow(ctx: AppContext, caller: DocumentCaller, id: string) {
  const doc = await ownedDocument(ctx, caller, id);
  if (doc.status !== 'analyzed') throw new AppError('not_found', messages.analysisNotReady);
  let [row] = await ctx.db.select().from(analyses).where(eq(analyses.documentId, id)).limit(1);
  if (!row) {
    // Finalized but never analysed (e.g. before the analysis existed): analyse now.
    await runAnalysis(ctx, doc);
    [row] = await ctx.db.select().from(analyses).where(eq(analyses.documentId, id)).limit(1);
  }
  if (!row) throw new AppError('not_found', messages.analysisNotReady);
  return { doc, row };
}

export async function documentAnalysis(
  ctx: AppContext,
  caller: DocumentCaller,
  id: string,
): Promise<DocumentAnalysisResponse> {
  const { doc, row } = await analysisRow(ctx, caller, id);
  const analysis = viewOf(row, caller.kind === 'guest');
  await audit(ctx, {
    actor: auditActor(caller),
    subjectUserId: subjectUserId(caller),
    action: 'analysis.viewed',
    resourceType: 'document',
    resourceId: id,
  });
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

export function listAnalyses(ctx: AppContext, caller: DocumentCaller): Promise<AnalysisListResponse> {
  return listWhere(ctx, ownerFilter(caller), caller.kind === 'guest');
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
export async function saveAnalysis(ctx: AppContext, caller: DocumentCaller, id: string): Promise<boolean> {
  if (caller.kind === 'guest') throw new AppError('forbidden', messages.saveNeedsAccount);
  await analysisRow(ctx, caller, id);
  await ctx.db.update(analyses).set({ saved: true }).where(eq(analyses.documentId, id));
  await audit(ctx, {
    actor: auditActor(caller),
    subjectUserId: subjectUserId(caller),
    action: 'analysis.saved',
    resourceType: 'document',
    resourceId: id,
  });
  return true;
}

/** The PDF report of an analysis (accounts only): de-identified content only. */
export async function analysisReport(
  ctx: AppContext,
  caller: DocumentCaller,
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
  await audit(ctx, {
    actor: auditActor(caller),
    subjectUserId: subjectUserId(caller),
    action: 'analysis.report_downloaded',
    resourceType: 'document',
    resourceId: id,
  });
  return { pdf, fileName: `clearbill-report-${ctx.clock.now().toISOString().slice(0, 10)}.pdf` };
}
