import { expect, it } from 'vitest';
import type { StartAnalysisResponse } from '@clearbill/shared';
import { createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { billPdf, patient, upload } from '../test/documents';

describeEachDb('logs of the whole document flow', (h) => {
  it('never contain the PHI of an uploaded bill, its file name or the answers given', async () => {
    const user = await createUser(h());
    const answers = JSON.stringify({
      patientName: patient.name,
      memberNumber: patient.memberId,
      personalInfoCorrect: false,
      personalInfoDiscrepancies: `Wrong DOB ${patient.dob}`,
    });
    const up = (
      await upload(h(), {
        headers: user.auth,
        files: [{ name: `${patient.name} bill.pdf`, bytes: await billPdf(), type: 'application/pdf' }],
        fields: { validationData: answers },
      })
    ).body();
    await h().request({ method: 'GET', url: `/api/documents/${up.documentId}`, headers: user.auth });
    const first = up.redactions[0];
    if (first) {
      await h().request({
        method: 'POST',
        url: '/api/redactions/validate',
        headers: user.auth,
        payload: { redactionId: first.id, approved: false },
      });
      await h().request({
        method: 'POST',
        url: '/api/redactions/validate',
        headers: user.auth,
        payload: { redactionId: first.id, approved: true },
      });
    }
    const done = await h().request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers: user.auth,
      payload: { redactions: up.redactions.map((r) => r.id) },
    });
    expect(done.json<StartAnalysisResponse>().document.status).toBe('analyzed');
    // Failures are logged too: a refused file and a stranger's request.
    const guest = await createGuest(h());
    await upload(h(), {
      headers: guest.headers,
      files: [{ name: `${patient.name}.pdf`, bytes: `%PDF-1.7 ${patient.name}` }],
    });
    await h().request({ method: 'GET', url: `/api/documents/${up.documentId}`, headers: guest.headers });
    await h().request({ method: 'GET', url: '/api/documents', headers: user.auth });

    const logs = h().logs.text().toLowerCase();
    expect(h().logs.lines.length).toBeGreaterThan(6);
    for (const value of [
      patient.name,
      ...patient.name.split(' '),
      patient.memberId,
      patient.dob,
      patient.street,
      patient.phone,
      patient.account,
    ]) {
      expect(logs).not.toContain(value.toLowerCase());
    }
  });
});
