import type { DashboardAnalysis, DashboardDocument } from '@clearbill/shared';
import type { AppContext } from '../context';
import type { analyses, documents } from '../db/schema';

type DocumentRow = Pick<
  typeof documents.$inferSelect,
  'id' | 'fileNameEnc' | 'status' | 'createdAt' | 'ownerGuestId' | 'adoptedFromGuestAt' | 'documentType'
>;
type AnalysisFigures = Pick<
  typeof analyses.$inferSelect,
  'findingCount' | 'potentialSavings' | 'riskScore' | 'highCount' | 'createdAt'
>;

/** Owner's view: the file name is decrypted here (it often names the patient). */
export function toDashboardDocument(
  ctx: AppContext,
  doc: DocumentRow,
  figures: { findingCount: number | null; potentialSavings: number | null },
): DashboardDocument {
  const analysed = doc.status === 'analyzed';
  return {
    id: doc.id,
    originalFileName: ctx.encryptor.decrypt(doc.fileNameEnc),
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
    isGuestAnalysis: doc.ownerGuestId !== null || doc.adoptedFromGuestAt !== null,
    findingCount: analysed ? figures.findingCount : null,
    potentialSavings: analysed ? figures.potentialSavings : null,
  };
}

export function toDashboardAnalysis(
  ctx: AppContext,
  doc: DocumentRow,
  analysis: AnalysisFigures,
): DashboardAnalysis {
  return {
    documentId: doc.id,
    originalFileName: ctx.encryptor.decrypt(doc.fileNameEnc),
    documentType: doc.documentType ?? null,
    createdAt: analysis.createdAt.toISOString(),
    riskScore: analysis.riskScore,
    potentialSavings: analysis.potentialSavings,
    findingCount: analysis.findingCount,
    highCount: analysis.highCount,
  };
}

/** Money as the API shows it: cents, never a float tail. */
export const toCents = (dollars: number): number => Math.round(dollars * 100) / 100;
