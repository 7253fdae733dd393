import { and, eq } from 'drizzle-orm';
import {
  analyzeDocument,
  documentDatesOf,
  extractedFrom,
  locatorFromLayout,
  parseDocument,
} from '@clearbill/engine';
import { verificationAnswersSchema, type AnalysisResult } from '@clearbill/shared';
import type { AppContext } from '../context';
import { analyses, documents } from '../db/schema';
import type { DocumentRow } from '../documents/upload-service';
import { createDbReferenceData } from '../importers/reference-data-db';

type StoredResult = Omit<AnalysisResult, 'saved' | 'limited'>;

/**
 * Analyses a finalized document: parses its redacted text and runs the rules against the imported
 * reference data and the de-identified answers. Stores nothing (storeAnalysis does).
 */
export async function computeAnalysis(ctx: AppContext, doc: DocumentRow): Promise<StoredResult> {
  const text = doc.redactedText ?? '';
  const documentType = doc.documentType ?? 'other';
  const parsed = parseDocument(text, documentType);
  const answers = doc.answers ? verificationAnswersSchema.parse(doc.answers) : null;
  const now = ctx.clock.now();
  const outcome = await analyzeDocument({
    text,
    parsed,
    answers,
    reference: createDbReferenceData(ctx.db),
    locate: locatorFromLayout(doc.layout ?? []),
    today: now.toISOString().slice(0, 10),
    household: null,
  });
  return {
    documentId: doc.id,
    documentType: doc.documentType ?? null,
    createdAt: now.toISOString(),
    riskScore: outcome.riskScore,
    riskBand: outcome.riskBand,
    riskLevel: outcome.riskLevel,
    appealLikelihood: outcome.appealLikelihood,
    potentialSavings: outcome.potentialSavings,
    savingsCappedAt: outcome.savingsCappedAt,
    readingNotice: outcome.readingNotice,
    findings: outcome.findings,
    extracted: extractedFrom(parsed),
    sources: outcome.sources,
    documentDates: documentDatesOf(parsed),
  };
}

/**
 * Stores a result and moves the document from `analysing` to `analyzed`, in one transaction. Stores
 * nothing (and returns false) when the document has moved on meanwhile (discarded, already analysed by
 * another job) or its answers changed since `doc` was read (a newer job, queued with them, analyses).
 */
export async function storeAnalysis(
  ctx: AppContext,
  doc: DocumentRow,
  result: StoredResult,
): Promise<boolean> {
  const row = {
    result,
    riskScore: Math.round(result.riskScore),
    potentialSavings: result.potentialSavings,
    findingCount: result.findings.length,
    highCount: result.findings.filter((f) => f.severity === 'high').length,
    createdAt: new Date(result.createdAt),
  };
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: documents.status, answers: documents.answers })
      .from(documents)
      .where(eq(documents.id, doc.id))
      .for('update');
    if (current?.status !== 'analysing') return false;
    if (JSON.stringify(current.answers ?? null) !== JSON.stringify(doc.answers ?? null)) return false;
    await tx
      .insert(analyses)
      .values({ documentId: doc.id, ...row })
      .onConflictDoUpdate({ target: analyses.documentId, set: row });
    await tx
      .update(documents)
      .set({ status: 'analyzed', errorMessage: null, extractedData: result.extracted })
      .where(and(eq(documents.id, doc.id), eq(documents.status, 'analysing')));
    return true;
  });
}
