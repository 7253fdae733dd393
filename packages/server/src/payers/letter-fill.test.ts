import { expect, it } from 'vitest';
import { payerLibrary, payerDocumentById, templateById } from '@clearbill/engine';
import type { GeneratedLetter, LetterDraftResponse } from '@clearbill/shared';
import { payerLinkChecks } from '../db/schema';
import { createUser } from '../test/factories';
import { billText, upload } from '../test/documents';
import { describeEachDb, type Harness } from '../test/harness';

/** The test bill, naming `insurer` (or none), analysed with the patient's answer that the claim was denied. */
async function deniedBill(
  h: Harness,
  headers: Record<string, string>,
  insurer: string | null,
  answered = '',
) {
  const text = insurer
    ? billText().replace('Insurance: Aetna', `Insurance: ${insurer}`)
    : billText().replace('Insurance: Aetna   ', '');
  const up = (await upload(h, { headers, files: [{ name: 'bill.txt', bytes: text }] })).body();
  const res = await h.request({
    method: 'POST',
    url: `/api/documents/${up.documentId}/start-analysis`,
    headers,
    payload: {
      redactions: up.redactions.map((r) => r.id),
      validationData: {
        insuranceProvider: answered,
        additionalQuestions: { denialReceived: true, denialCodes: 'CO-50' },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const draft = await h.request({
    method: 'GET',
    url: `/api/documents/${up.documentId}/letter-draft`,
    headers,
  });
  expect(draft.statusCode, draft.body).toBe(200);
  return draft.json<LetterDraftResponse>();
}

const uhc = payerLibrary.find((p) => p.id === 'unitedhealthcare');

describeEachDb('letter drafts use the payer library', (h) => {
  it('fills the appeal address and time limit of a payer the bill names, with the page it came from', async () => {
    if (!uhc?.appeals) throw new Error('the library lost UnitedHealthcare');
    const source = payerDocumentById(uhc.appeals.documentId);
    const user = await createUser(h());
    const draft = await deniedBill(h(), user.auth, 'UnitedHealthcare');
    const appeal = draft.routes.find((r) => r.route === 'appeal');
    expect(appeal?.payerAppeal).toMatchObject({
      payerId: 'unitedhealthcare',
      mailingAddress: uhc.appeals.mailingAddress,
      timeLimitDays: uhc.appeals.timeLimitDays,
      source: { url: source?.document_url, title: source?.document_title },
    });
    expect(draft.routes.filter((r) => r.route !== 'appeal').every((r) => !r.payerAppeal)).toBe(true);
  });

  it('prints the payer’s appeal address in the appeal letter generated from the draft', async () => {
    if (!uhc?.appeals?.mailingAddress) throw new Error('the library lost UnitedHealthcare’s address');
    const user = await createUser(h());
    const draft = await deniedBill(h(), user.auth, 'UnitedHealthcare');
    const appeal = draft.routes.find((r) => r.route === 'appeal');
    if (!appeal) throw new Error('no appeal route');
    const userData: Record<string, string> = { ...appeal.prefilled };
    const required = templateById.get(appeal.templateId)?.requiredFields ?? [];
    for (const key of [...appeal.personalFields, ...required])
      userData[key] ||= key.includes('DATE') ? '2026-01-12' : 'Test entry';
    const generate = (documentId?: string) =>
      h().request({
        method: 'POST',
        url: '/api/generate-letter',
        headers: user.auth,
        payload: {
          templateId: appeal.templateId,
          userData,
          recipientType: 'insurance',
          recipientName: 'UnitedHealthcare Appeals',
          ...(documentId ? { documentId } : {}),
        },
      });
    const fromDraft = await generate(draft.documentId);
    expect(fromDraft.statusCode, fromDraft.body).toBe(200);
    const { content } = fromDraft.json<{ letter: GeneratedLetter }>().letter;
    for (const line of uhc.appeals.mailingAddress.split('\n')) expect(content).toContain(line.trim());
    if (uhc.appeals.fax) expect(content).toContain(`Fax: ${uhc.appeals.fax}`);
    // The appeal template cites its own plan-type rules, not every program's list from the draft screen.
    expect(content).not.toContain('part-431');

    // Without the document, the letter is the template's alone: no address we could not know.
    const alone = await generate();
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json<{ letter: GeneratedLetter }>().letter.content).not.toContain(
      uhc.appeals.mailingAddress.split('\n')[0]?.trim(),
    );
  });

  it('uses the payer the patient named when the bill names none, and fills nothing for an unknown one', async () => {
    const user = await createUser(h());
    const named = await deniedBill(h(), user.auth, null, 'UHC');
    expect(named.routes.find((r) => r.route === 'appeal')?.payerAppeal?.payerId).toBe('unitedhealthcare');
    const unknown = await deniedBill(h(), user.auth, 'Zyxwv Mutual Benefit Society');
    const route = unknown.routes.find((r) => r.route === 'appeal');
    expect(route).toBeDefined();
    expect(route?.payerAppeal ?? null).toBeNull();
  });

  it('leaves out an address whose source page the link check found gone', async () => {
    if (!uhc?.appeals) throw new Error('the library lost UnitedHealthcare');
    const source = payerDocumentById(uhc.appeals.documentId);
    if (!source) throw new Error('no source document');
    await h().ctx.db.insert(payerLinkChecks).values({
      documentId: source.id,
      url: source.document_url,
      checkedAt: h().clock.now(),
      outcome: 'broken',
      httpStatus: 404,
      detail: 'gone (HTTP 404)',
    });
    const user = await createUser(h());
    const draft = await deniedBill(h(), user.auth, 'UnitedHealthcare');
    expect(draft.routes.find((r) => r.route === 'appeal')?.payerAppeal ?? null).toBeNull();
  });
});
