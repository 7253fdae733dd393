import { desc, eq } from 'drizzle-orm';
import { codeKeyOf, type AssistantAnalysis, type AssistantKnowledge, type CodeInfo } from '@clearbill/engine';
import { CPT_LICENSED_LABEL, findingCitations, type PatientResource } from '@clearbill/shared';
import type { PatientCaller } from '../access/caller';
import { ownerFilter } from '../access/owner-scope';
import { viewOf } from '../analyses/views';
import { searchCodes } from '../codes/search-service';
import { currentCodeIndex } from '../codes/index/index-keeper';
import { lookupInIndex } from '../codes/index/index-lookup';
import { CPT_TITLE_MAX, toMedicalCode, type CodeRow } from '../codes/rows';
import type { AppContext } from '../context';
import { analyses, documents } from '../db/schema';
import { createDbReferenceData } from '../importers/reference-data-db';

/** How many of the caller's analyses the assistant reads (newest first). */
const MY_ANALYSES = 5;

/** A CPT row never shows more than our own short label (the same rule as codes/rows.ts). */
function ownLabel(info: CodeInfo): CodeInfo {
  return info.codeType === 'CPT' && info.title.length > CPT_TITLE_MAX
    ? { ...info, title: CPT_LICENSED_LABEL }
    : info;
}

/** A code row as the assistant reads it, with our own CPT label. */
function infoOf(row: CodeRow): CodeInfo {
  const code = toMedicalCode(row);
  return ownLabel({
    code: code.code,
    codeType: code.codeType,
    title: code.title,
    category: code.category,
    billable: code.billableStatus,
    expirationDate: row.expirationDate?.slice(0, 10) ?? null,
    sourceVersion: row.sourceVersion,
  });
}

/** The caller's analyses as the assistant reads them: titles, severities, amounts and deadlines only. */
async function analysesOf(ctx: AppContext, caller: PatientCaller): Promise<AssistantAnalysis[]> {
  const rows = await ctx.db
    .select({ analysis: analyses })
    .from(analyses)
    .innerJoin(documents, eq(documents.id, analyses.documentId))
    .where(ownerFilter(caller, documents))
    .orderBy(desc(analyses.createdAt))
    .limit(MY_ANALYSES);
  return rows.map(({ analysis }) => {
    const view = viewOf(analysis, caller.kind === 'guest');
    return {
      documentId: view.documentId,
      documentType: view.documentType,
      createdAt: view.createdAt,
      potentialSavings: view.potentialSavings,
      riskLevel: view.riskLevel,
      findings: view.findings.map((f) => ({
        type: f.type,
        severity: f.severity,
        title: f.title,
        savingsPotential: f.savingsPotential,
        deadline: f.deadline,
        recommendations: f.recommendations,
        rights: findingCitations(f, view.regulations),
      })),
    };
  });
}

/**
 * What the assistant may read for this caller: the code database (our own CPT labels only), the resource
 * directory, and the caller's own analyses (a signed-in patient's, or a guest's of their guest documents).
 */
export function knowledgeFor(
  ctx: AppContext,
  caller: PatientCaller | null,
  directory: readonly PatientResource[],
): AssistantKnowledge {
  const reference = createDbReferenceData(ctx.db);
  return {
    lookupCode: async (code, codeType) => {
      // The in-memory code index when it matches the tables (as code search): no query per code.
      const ix = codeType ? await currentCodeIndex(ctx) : null;
      if (ix && codeType) {
        const row = lookupInIndex(ix, codeKeyOf(code), codeType);
        return row ? infoOf(row) : null;
      }
      const info = await reference.lookupCode(code, codeType);
      return info ? ownLabel(info) : null;
    },
    searchCodes: async (words, limit) => {
      const found = await searchCodes(ctx, { query: words, limit, offset: 0 });
      return found.hits.map(({ row }) => infoOf(row));
    },
    resources: directory,
    myAnalyses: caller ? () => analysesOf(ctx, caller) : undefined,
  };
}
