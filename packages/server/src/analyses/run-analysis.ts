import { eq } from 'drizzle-orm';
import { analyzeDocument, extractedFrom, locatorFromLayout, parseDocument } from '@clearbill/engine';
import { verificationAnswersSchema, type AnalysisResult } from '@clearbill/shared';
import type { AppContext } from '../context';
import { analyses, documents } from '../db/schema';
import type { DocumentRow } from '../documents/upload-service';
import { createDbReferenceData } from '../importers/reference-data-db';

/**
 * Analyses a finalized document: parses its redacted text, runs the rules against the imported
 * reference data and the de-identified answers, and stores the result (replacing an earlier one).
 */
export async function runAnalysis(
  ctx: AppContext,
  doc: DocumentRow,
): Promise<Omit<AnalysisResult, 'saved' | 'limited'>> {
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
  const extracted = extractedFrom(parsed);
  const result: Omit<AnalysisResult, 'saved' | 'limited'> = {
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
    extracted,
    sources: outcome.sources,
  };
  const row = {
    result,
    riskScore: Math.round(outcome.riskScore),
    potentialSavings: outcome.potentialSavings,
    findingCount: outcome.findings.length,
    highCount: outcome.findings.filter((f) => f.severity === 'high').length,
    createdAt: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(analyses)
      .values({ documentId: doc.id, ...row })
      .onConflictDoUpdate({ target: analyses.documentId, set: row });
    await tx.update(documents).set({ extractedData: extracted }).where(eq(documents.id, doc.id));
  });
  return result;
}
