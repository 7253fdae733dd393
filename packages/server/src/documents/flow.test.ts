import { expect, it } from 'vitest';
import { dicomFile } from '@clearbill/engine/testing';
import type { DocumentDetail, StartAnalysisResponse } from '@clearbill/shared';
import { createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { billPdf, billText, confirmAll, documentCounts, patient, upload } from '../test/documents';

describeEachDb('document upload, PHI confirmation and removal', (h) => {
  it('finds the PHI, keeps it encrypted until confirmation, then keeps only the redacted text', async () => {
    const guest = await createGuest(h());
    const { res, body } = await upload(h(), { headers: guest.headers });
    expect(res.statusCode, res.body).toBe(201);
    const up = body();
    expect(up.processing).toBe(false);
    expect(up.requiresConfirmation).toBe(true);
    expect(up.fileType).toBe('text');
    expect(up.uploadsRemaining).toBe(4);
    const found = up.redactions.map((r) => r.originalText);
    for (const value of [patient.name, patient.memberId, patient.dob]) {
      expect(found.some((t) => t.includes(value))).toBe(true);
    }
    for (const r of up.redactions) {
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(r.type).toBe(r.phiType);
    }

    // At rest, nothing of the patient is readable: files, extraction and PHI are sealed.
    const dump = JSON.stringify(
      (
        await h().ctx.sql(`SELECT d.*, f.sealed::text AS f, r.original_enc FROM documents d
        LEFT JOIN document_files f ON f.document_id = d.id LEFT JOIN document_redactions r ON r.document_id = d.id`)
      ).rows,
    );
    for (const value of [patient.name, patient.memberId, patient.street, 'bill.txt']) {
      expect(dump).not.toContain(value);
    }

    const confirm = await confirmAll(h(), up, guest.headers);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const done = confirm.json<StartAnalysisResponse>().document;
    expect(done.status).toBe('analyzed');
    expect(done.originalDeletedAt).not.toBeNull();
    expect(done.redactions).toEqual([]);
    const text = done.redactedText ?? '';
    for (const value of [patient.name, patient.memberId, patient.dob, patient.street, patient.account]) {
      expect(text).not.toContain(value);
    }
    // What the analysis needs survives.
    for (const value of ['99213', '36415', '$185.00', '$209.00', 'Lakeside Community Hospital', 'Aetna']) {
      expect(text).toContain(value);
    }
    expect(done.removedPhi.length).toBeGreaterThan(0);
    expect(await documentCounts(h())).toMatchObject({ files: 0, redactions: 0 });
    const { rows } = await h().ctx.sql('SELECT pending_enc, answers_enc FROM documents WHERE id = $1', [
      up.documentId,
    ]);
    expect(rows[0]).toEqual({ pending_enc: null, answers_enc: null });

    // Confirming twice changes nothing.
    const again = await h().request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers: guest.headers,
      payload: { redactions: [] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<StartAnalysisResponse>().document.redactedText).toBe(text);

    const { rows: events } = await h().ctx.sql(
      `SELECT action FROM audit_events WHERE resource_id = $1 ORDER BY id`,
      [up.documentId],
    );
    const actions = events.map((e) => e.action);
    for (const a of [
      'document.uploaded',
      'document.viewed',
      'document.confirmed',
      'document.original_deleted',
    ]) {
      expect(actions).toContain(a);
    }
  });

  it('keeps an item the owner declines, and removes the rest', async () => {
    const user = await createUser(h());
    const up = (await upload(h(), { headers: user.auth })).body();
    const member = up.redactions.find((r) => r.originalText.includes(patient.memberId));
    if (!member) throw new Error('member ID not found');
    const declined = await h().request({
      method: 'POST',
      url: '/api/redactions/validate',
      headers: user.auth,
      payload: { redactionId: member.id, approved: false },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const confirm = await h().request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers: user.auth,
      payload: { redactions: [] },
    });
    const text = confirm.json<StartAnalysisResponse>().document.redactedText ?? '';
    expect(text).toContain(patient.memberId);
    expect(text).not.toContain(patient.name);
  });

  it('reads a text PDF, lists the documents of their owner only, and discards on cancel', async () => {
    const user = await createUser(h());
    const up = (
      await upload(h(), {
        headers: user.auth,
        files: [{ name: 'statement.pdf', bytes: await billPdf(), type: 'application/pdf' }],
        fields: { retentionHours: '4' },
      })
    ).body();
    expect(up.fileType).toBe('pdf');
    expect(up.document.documentType).toBe('bill');
    expect(up.document.retentionHours).toBe(4);
    const pdfName = up.redactions.find((r) => r.originalText.includes(patient.name));
    expect(pdfName?.location?.page).toBe(1);
    expect(pdfName?.location?.box).not.toBeNull();

    const list = await h().request({ method: 'GET', url: '/api/documents', headers: user.auth });
    expect(list.json<{ documents: DocumentDetail[] }>().documents.map((d) => d.originalFileName)).toEqual([
      'statement.pdf',
    ]);
    const other = await createUser(h());
    const otherList = await h().request({ method: 'GET', url: '/api/documents', headers: other.auth });
    expect(otherList.json<{ documents: unknown[] }>().documents).toEqual([]);

    const cancel = await h().request({
      method: 'DELETE',
      url: `/api/documents/${up.documentId}`,
      headers: user.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const gone = await h().request({
      method: 'GET',
      url: `/api/documents/${up.documentId}`,
      headers: user.auth,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('takes a DICOM file straight to complete, its identifying header attributes removed', async () => {
    const guest = await createGuest(h());
    const bytes = await dicomFile({
      patientName: 'Quenneville^Marisol',
      patientId: 'MRN5519024',
      birthDate: '19610417',
    });
    const up = (await upload(h(), { headers: guest.headers, files: [{ name: 'scan.dcm', bytes }] })).body();
    expect(up.fileType).toBe('dicom');
    expect(up.requiresConfirmation).toBe(false);
    expect(up.document.status).toBe('analyzed');
    expect(up.document.documentType).toBe('dicom');
    expect(up.document.originalDeletedAt).not.toBeNull();
    const text = up.document.redactedText ?? '';
    for (const value of ['Quenneville', 'Marisol', 'MRN5519024', '19610417'])
      expect(text).not.toContain(value);
    expect(up.document.removedPhi.map((r) => r.phiType)).toEqual(
      expect.arrayContaining(['name', 'mrn', 'date_of_birth']),
    );
  });

  it('finalizes at once when there is no PHI to confirm', async () => {
    const guest = await createGuest(h());
    const text = billText()
      .split('\n')
      .filter((l) => !/Patient|Account|Address|Springfield|Birth|Phone:|Member/.test(l))
      .join('\n');
    const up = (
      await upload(h(), { headers: guest.headers, files: [{ name: 'clean.txt', bytes: text }] })
    ).body();
    expect(up.requiresConfirmation).toBe(false);
    expect(up.document.status).toBe('analyzed');
    expect(up.document.redactedText).toContain('99213');

    // The questionnaire is answered afterwards: kept without what names the patient.
    const answered = await h().request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers: guest.headers,
      payload: {
        redactions: [],
        validationData: {
          patientName: patient.name,
          memberNumber: patient.memberId,
          personalInfoCorrect: false,
          personalInfoDiscrepancies: `My name is ${patient.name}, date of birth ${patient.dob}`,
          additionalQuestions: {
            emergencyOrPlanned: 'emergency',
            depositsOrCopays: true,
            depositsOrCopaysAmount: '40',
          },
        },
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const { rows } = await h().ctx.sql('SELECT answers FROM documents WHERE id = $1', [up.documentId]);
    const stored = JSON.stringify(rows[0]);
    expect(stored).toContain('emergency');
    expect(stored).toContain('40');
    for (const value of [patient.name, patient.memberId, patient.dob]) expect(stored).not.toContain(value);
  });
});
