import { and, desc, eq } from 'drizzle-orm';
import {
  draftRoutes,
  letterDocx,
  letterPdf,
  missingRequired,
  renderLetter,
  responseDue,
  templateById,
  unknownFields,
  type TemplateDef,
} from '@clearbill/engine';
import {
  AppError,
  letterLimits,
  letterMessages,
  messages,
  type GeneratedLetter,
  type GenerateLetterRequest,
  type LetterDraftResponse,
  type LetterDraftRoute,
  type LetterTrackingUpdate,
  type RecipientType,
  type RegulationCitation,
  verificationAnswersSchema,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { PatientCaller, UserCaller } from '../access/caller';
import type { AppContext } from '../context';
import { analyses, generatedLetters, letterOutcomes, letterTemplates } from '../db/schema';
import { ownedDocument } from '../documents/service';
import { payerAppealForLetter } from '../payers/letter-fill';
import { regulationsOf } from '../analyses/regulations';
import { activeTemplateRow } from './catalogue';
import { renderedOf, toLetter, type LetterRow } from './views';

const today = (ctx: AppContext) => ctx.clock.now().toISOString().slice(0, 10);

/** Letters belong to accounts: a guest is invited to create a free one (01-patient-area.md §6). */
export function accountOnly(caller: PatientCaller): UserCaller {
  if (caller.kind === 'guest') throw new AppError('forbidden', letterMessages.accountNeeded);
  return caller;
}

const invalid = (message: string, path: string) =>
  new AppError('validation_failed', message, { issues: [{ path, message }] });

/**
 * Validates a generate request against its template (03-feature-pages.md §5), the server enforcing what
 * the screen checks: recipient type and name, every required field non-empty after trimming, no field
 * the template does not have, values capped. Throws before anything is written.
 */
function checkRequest(
  body: GenerateLetterRequest,
  def: TemplateDef,
): { recipientType: RecipientType; recipientName: string; userData: Record<string, string> } {
  const recipientName = (body.recipientName ?? '').trim();
  if (!body.recipientType || !recipientName) {
    throw invalid(
      letterMessages.missingRecipientBody,
      body.recipientType ? 'recipientName' : 'recipientType',
    );
  }
  const unknown = unknownFields(def, body.userData);
  if (unknown.length) throw invalid(letterMessages.unknownFields(unknown), 'userData');
  const missing = missingRequired(def, body.userData);
  if (missing.length) {
    throw new AppError('validation_failed', letterMessages.missingFieldsBody(missing), {
      issues: missing.map((k) => ({ path: `userData.${k}`, message: letterMessages.missingFieldsTitle })),
    });
  }
  const userData = Object.fromEntries(
    Object.entries(body.userData)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  );
  return { recipientType: body.recipientType, recipientName, userData };
}

async function templateMeta(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .select({ name: letterTemplates.name, categoryId: letterTemplates.categoryId })
    .from(letterTemplates)
    .where(eq(letterTemplates.id, id))
    .limit(1);
  return row ?? { name: id, categoryId: '' };
}

/** The letter routes of an analysed document (null when its analysis is missing). */
async function routesOf(
  ctx: AppContext,
  doc: Awaited<ReturnType<typeof ownedDocument>>,
): Promise<LetterDraftRoute[] | null> {
  const documentId = doc.id;
  const [row] = await ctx.db.select().from(analyses).where(eq(analyses.documentId, documentId)).limit(1);
  if (!row) return null;
  // The payer the document names, else the one the patient named in the questions (de-identified answers).
  const answered = verificationAnswersSchema.safeParse(doc.answers ?? {});
  const payerName =
    row.result.extracted.insuranceInfo?.payerName ||
    (answered.success ? answered.data.insuranceProvider : null);
  const payerAppeal = await payerAppealForLetter(ctx, payerName);
  return draftRoutes(
    {
      documentId,
      documentType: row.result.documentType,
      extracted: row.result.extracted,
      findings: row.result.findings,
      regulations: regulationsOf(row.result.findings),
    },
    { payerAppeal },
  );
}

/**
 * What a letter generated from an analysed document adds to its template: the rules its findings rest on
 * (cited after the template's laws; not for appeals, see below) and, for an appeal, the payer's appeal address and fax from its own page.
 */
async function documentExtras(
  ctx: AppContext,
  doc: Awaited<ReturnType<typeof ownedDocument>>,
  templateId: string,
): Promise<{ rights: RegulationCitation[]; recipientAddressLines: string[] }> {
  const none = { rights: [], recipientAddressLines: [] };
  if (doc.status !== 'analyzed') return none;
  const routes = ((await routesOf(ctx, doc)) ?? []).filter((r) => r.templateId === templateId);
  // An appeal's template already cites the appeal rules of the plan types it serves; the findings' list
  // names every program's (the analysis does not know the plan type), so it stays on the draft screen.
  const rights = [
    ...new Map(
      routes
        .filter((r) => r.route !== 'appeal')
        .flatMap((r) => r.rights)
        .map((r) => [r.id, r]),
    ).values(),
  ];
  const appeal = routes.find((r) => r.payerAppeal)?.payerAppeal;
  const recipientAddressLines = appeal
    ? [
        ...(appeal.mailingAddress
          ?.split('\n')
          .map((l) => l.trim())
          .filter(Boolean) ?? []),
        ...(appeal.fax ? [`Fax: ${appeal.fax}`] : []),
      ]
    : [];
  return { rights, recipientAddressLines };
}

export async function generateLetter(
  ctx: AppContext,
  patient: PatientCaller,
  body: GenerateLetterRequest,
): Promise<GeneratedLetter> {
  const caller = accountOnly(patient);
  const row = await activeTemplateRow(ctx, body.templateId);
  const def = templateById.get(body.templateId);
  if (!row || !def) throw invalid(letterMessages.templateNotFound, 'templateId');
  const { recipientType, recipientName, userData } = checkRequest(body, def);
  if (recipientName.length > letterLimits.recipientNameMax) {
    throw invalid(
      letterMessages.fieldTooLong('recipientName', letterLimits.recipientNameMax),
      'recipientName',
    );
  }
  const extras = body.documentId
    ? await documentExtras(ctx, await ownedDocument(ctx, caller, body.documentId), def.id)
    : { rights: [], recipientAddressLines: [] };
  const letter = renderLetter(def, { userData, recipientType, recipientName, today: today(ctx), ...extras });
  const now = ctx.clock.now();
  const [inserted] = await ctx.db
    .insert(generatedLetters)
    .values({
      ownerUserId: caller.userId,
      templateId: def.id,
      documentId: body.documentId ?? null,
      recipientType,
      recipientNameEnc: ctx.encryptor.encrypt(recipientName),
      userDataEnc: ctx.encryptor.encrypt(JSON.stringify(userData)),
      letterEnc: ctx.encryptor.encrypt(JSON.stringify(letter)),
      status: 'draft',
      responseKind: def.responseKind,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!inserted) throw new Error('letter insert returned nothing');
  await auditFor(ctx, caller, 'letter.generated', { type: 'letter', id: inserted.id });
  return toLetter(ctx, inserted, { name: row.name, categoryId: row.categoryId });
}

export async function myLetters(ctx: AppContext, patient: PatientCaller): Promise<GeneratedLetter[]> {
  const caller = accountOnly(patient);
  const rows = await ctx.db
    .select({ letter: generatedLetters, name: letterTemplates.name, categoryId: letterTemplates.categoryId })
    .from(generatedLetters)
    .innerJoin(letterTemplates, eq(letterTemplates.id, generatedLetters.templateId))
    .where(eq(generatedLetters.ownerUserId, caller.userId))
    .orderBy(desc(generatedLetters.createdAt))
    .limit(500);
  return rows.map((r) => toLetter(ctx, r.letter, r));
}

/** The caller's letter, or 404 (another's letter is indistinguishable from none). */
async function ownedLetter(ctx: AppContext, caller: UserCaller, id: string): Promise<LetterRow> {
  const [row] = await ctx.db
    .select()
    .from(generatedLetters)
    .where(and(eq(generatedLetters.id, id), eq(generatedLetters.ownerUserId, caller.userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', letterMessages.letterNotFound);
  return row;
}

export async function downloadLetter(
  ctx: AppContext,
  patient: PatientCaller,
  id: string,
  format: 'doc' | 'docx' | 'pdf',
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  const caller = accountOnly(patient);
  const row = await ownedLetter(ctx, caller, id);
  const letter = renderedOf(ctx, row);
  const pdf = format === 'pdf';
  const bytes = pdf ? await letterPdf(letter) : await letterDocx(letter);
  if (!row.downloadedAt) {
    await ctx.db
      .update(generatedLetters)
      .set({ downloadedAt: ctx.clock.now() })
      .where(eq(generatedLetters.id, id));
  }
  await auditFor(ctx, caller, 'letter.downloaded', { type: 'letter', id });
  return pdf
    ? { bytes, fileName: `letter-${id}.pdf`, contentType: 'application/pdf' }
    : {
        bytes,
        fileName: `letter-${id}.docx`,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      };
}

export async function deleteLetter(ctx: AppContext, patient: PatientCaller, id: string): Promise<void> {
  const caller = accountOnly(patient);
  await ownedLetter(ctx, caller, id);
  await ctx.db
    .delete(generatedLetters)
    .where(and(eq(generatedLetters.id, id), eq(generatedLetters.ownerUserId, caller.userId)));
  await auditFor(ctx, caller, 'letter.deleted', { type: 'letter', id });
}

/**
 * draft -> sent (the date it went out; the answer the recipient owes becomes a deadline) -> answered
 * (the date and the outcome, which feeds the template's measured success rate). Any other move is 409.
 */
export async function updateTracking(
  ctx: AppContext,
  patient: PatientCaller,
  id: string,
  update: LetterTrackingUpdate,
): Promise<GeneratedLetter> {
  const caller = accountOnly(patient);
  const row = await ownedLetter(ctx, caller, id);
  const expected = update.status === 'sent' ? 'draft' : 'sent';
  if (row.status !== expected)
    throw new AppError('conflict', letterMessages.badStatusMove(row.status, update.status));
  const now = ctx.clock.now();
  const day = update.status === 'sent' ? update.sentAt : update.answeredAt;
  if (day > today(ctx))
    throw invalid(letterMessages.dateInFuture, update.status === 'sent' ? 'sentAt' : 'answeredAt');
  if (update.status === 'answered' && row.sentAt && day < row.sentAt) {
    throw invalid(letterMessages.answeredBeforeSent, 'answeredAt');
  }
  const updated = await ctx.db.transaction(async (tx) => {
    let result: LetterRow[];
    if (update.status === 'sent') {
      const kind = update.responseKind ?? row.responseKind;
      const due = responseDue(kind, update.sentAt);
      result = await tx
        .update(generatedLetters)
        .set({
          status: 'sent',
          sentAt: update.sentAt,
          responseKind: kind,
          responseDue: due?.date ?? null,
          responseRule: due?.rule ?? null,
          updatedAt: now,
        })
        .where(and(eq(generatedLetters.id, id), eq(generatedLetters.status, 'draft')))
        .returning();
    } else {
      result = await tx
        .update(generatedLetters)
        .set({ status: 'answered', answeredAt: update.answeredAt, outcome: update.outcome, updatedAt: now })
        .where(and(eq(generatedLetters.id, id), eq(generatedLetters.status, 'sent')))
        .returning();
      if (result.length) {
        await tx
          .insert(letterOutcomes)
          .values({ templateId: row.templateId, outcome: update.outcome, recordedAt: now });
      }
    }
    return result[0];
  });
  // Another request moved it first.
  if (!updated) throw new AppError('conflict', letterMessages.badStatusMove(row.status, update.status));
  await auditFor(ctx, caller, `letter.${update.status}`, { type: 'letter', id });
  return toLetter(ctx, updated, await templateMeta(ctx, updated.templateId));
}

/**
 * The letters the analysis of a document opens (dispute, appeal, charity care, No Surprises Act,
 * itemized bill), each pre-filled from the de-identified result. The document's owner only, guests
 * included (they read their own analysis; generating the letter needs an account).
 */
export async function letterDraft(
  ctx: AppContext,
  caller: PatientCaller,
  documentId: string,
): Promise<LetterDraftResponse> {
  const doc = await ownedDocument(ctx, caller, documentId);
  if (doc.status === 'analysing') throw new AppError('conflict', messages.analysisInProgress);
  if (doc.status !== 'analyzed') throw new AppError('not_found', messages.analysisNotReady);
  const routes = await routesOf(ctx, doc);
  if (!routes) throw new AppError('not_found', messages.analysisNotReady);
  await auditFor(ctx, caller, 'letter.draft_viewed', { type: 'document', id: documentId });
  return { documentId, routes };
}
