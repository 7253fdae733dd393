import { randomUUID } from 'node:crypto';
import type { DocumentType, FindingType, Severity } from '@clearbill/shared';
import type { AppContext } from '../context';
import { analyses, documents, generatedLetters, users } from '../db/schema';

/**
 * Rows written straight into the tables for the back-office tests and the bench: figures are checked
 * against direct counts, so the rows need not come through the pipeline (which the documents' and
 * analyses' own tests cover). Nothing here is personal data: made-up e-mails and payer/provider names.
 */

type Db = Pick<AppContext, 'db' | 'encryptor'>;

export interface SeedUser {
  email?: string;
  createdAt: Date;
  emailVerified?: boolean;
  lastLoginAt?: Date | null;
}

export async function seedUserRow(ctx: Db, input: SeedUser): Promise<string> {
  const id = randomUUID();
  await ctx.db.insert(users).values({
    id,
    email: input.email ?? `seeded-${id.slice(0, 8)}@example.org`,
    // Not a real hash: these accounts never sign in.
    passwordHash: 'seeded-no-sign-in',
    firstName: 'Seeded',
    lastName: 'Patient',
    emailVerified: input.emailVerified ?? false,
    createdAt: input.createdAt,
    lastLoginAt: input.lastLoginAt ?? null,
  });
  return id;
}

export interface SeedDocument {
  ownerUserId: string | null;
  createdAt: Date;
  status?: (typeof documents.$inferInsert)['status'];
  format?: (typeof documents.$inferInsert)['format'];
  documentType?: DocumentType | null;
  byteSize?: number;
  originalExpiresAt?: Date;
  originalDeletedAt?: Date | null;
}

export function documentRowValues(ctx: Db, input: SeedDocument): typeof documents.$inferInsert {
  return {
    id: randomUUID(),
    ownerUserId: input.ownerUserId,
    fileNameEnc: ctx.encryptor.encrypt('seeded.txt'),
    format: input.format ?? 'text',
    source: 'upload',
    byteSize: input.byteSize ?? 1000,
    status: input.status ?? 'analyzed',
    documentType: input.documentType ?? 'bill',
    retentionHours: 24,
    originalExpiresAt: input.originalExpiresAt ?? new Date(input.createdAt.getTime() + 24 * 3600_000),
    originalDeletedAt: input.originalDeletedAt ?? null,
    createdAt: input.createdAt,
  };
}

export async function seedDocumentRow(ctx: Db, input: SeedDocument): Promise<string> {
  const values = documentRowValues(ctx, input);
  await ctx.db.insert(documents).values(values);
  return values.id as string;
}

export interface SeedFinding {
  type: FindingType;
  severity: Severity;
  amount?: number | null;
  reasonClass?:
    'medical_necessity' | 'prior_authorization' | 'out_of_network' | 'missing_information' | 'other';
}

export interface SeedAnalysis {
  documentId: string;
  createdAt: Date;
  documentType?: DocumentType;
  findings: SeedFinding[];
  payerName?: string | null;
  providerName?: string | null;
  potentialSavings?: number;
}

/** An analysis row whose result has the fields the back office reads (the trigger fills analysis_findings). */
export function analysisRowValues(input: SeedAnalysis): typeof analyses.$inferInsert {
  const findings = input.findings.map((f, i) => ({
    id: `${f.type}-${i}`,
    type: f.type,
    severity: f.severity,
    title: f.type,
    description: '',
    codes: [],
    amount: f.amount ?? null,
    savingsPotential: f.amount ?? null,
    recommendations: [],
    evidence: [],
    source: null,
    reasonClass: f.reasonClass ?? null,
    deadline: null,
  }));
  const savings = input.potentialSavings ?? findings.reduce((s, f) => s + (f.amount ?? 0), 0);
  return {
    documentId: input.documentId,
    result: {
      documentId: input.documentId,
      documentType: input.documentType ?? 'bill',
      createdAt: input.createdAt.toISOString(),
      riskScore: 50,
      riskBand: 'medium',
      riskLevel: 'Moderate',
      appealLikelihood: 0.5,
      potentialSavings: savings,
      savingsCappedAt: null,
      readingNotice: null,
      findings,
      extracted: {
        totalAmount: null,
        patientBalance: null,
        providerInfo: input.providerName ? { name: input.providerName, npi: null } : null,
        insuranceInfo: input.payerName ? { payerName: input.payerName } : null,
        services: [],
      },
      sources: [],
    },
    riskScore: 50,
    potentialSavings: savings,
    findingCount: findings.length,
    highCount: findings.filter((f) => f.severity === 'high').length,
    createdAt: input.createdAt,
  };
}

export async function seedAnalysisRow(ctx: Db, input: SeedAnalysis): Promise<void> {
  await ctx.db.insert(analyses).values(analysisRowValues(input));
}

export interface SeedLetter {
  ownerUserId: string;
  templateId: string;
  createdAt: Date;
  downloaded?: boolean;
}

export async function seedLetterRow(ctx: Db, input: SeedLetter): Promise<string> {
  const id = randomUUID();
  await ctx.db.insert(generatedLetters).values({
    id,
    ownerUserId: input.ownerUserId,
    templateId: input.templateId,
    recipientType: 'insurance',
    recipientNameEnc: ctx.encryptor.encrypt('Seeded Recipient'),
    userDataEnc: ctx.encryptor.encrypt('{}'),
    letterEnc: ctx.encryptor.encrypt('{}'),
    responseKind: 'other',
    downloadedAt: input.downloaded ? input.createdAt : null,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  });
  return id;
}
