import { expect, it } from 'vitest';
import { limits } from '@clearbill/shared';
import { createAdminSession, createBetaCodeViaApi, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { upload } from '../test/documents';

const small = () => ({ files: [{ name: 'b.txt', bytes: 'Office visit 99213 $120.00' }] });

describeEachDb('upload quotas, counted on the server', (h) => {
  it('gives a guest 5 uploads, even when 8 arrive at once', async () => {
    const guest = await createGuest(h());
    const results = await Promise.all(
      Array.from({ length: 8 }, () => upload(h(), { ...small(), headers: guest.headers })),
    );
    const codes = results.map((r) => r.res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(limits.guestUploads);
    expect(codes.filter((c) => c === 403)).toHaveLength(8 - limits.guestUploads);
    const refused = results.find((r) => r.res.statusCode === 403);
    expect(refused?.res.json()).toMatchObject({ error: 'quota_exceeded' });
    const status = await h().request({
      method: 'GET',
      url: '/api/auth/guest/status',
      headers: guest.headers,
    });
    expect(status.json()).toMatchObject({ uploadsRemaining: 0 });
  });

  it('allows 3 through the wizard, and then the upload page has the other 2', async () => {
    const guest = await createGuest(h());
    const wizard = { fields: { source: 'wizard', consent: 'true', consentGiven: 'false' } };
    for (let i = 0; i < limits.guestWizardUploads; i++) {
      const r = await upload(h(), { ...wizardPdf(), ...wizard, headers: guest.headers });
      expect(r.res.statusCode, r.res.body).toBe(201);
    }
    const fourth = await upload(h(), { ...wizardPdf(), ...wizard, headers: guest.headers });
    expect(fourth.res.statusCode).toBe(403);
    expect((await upload(h(), { ...small(), headers: guest.headers })).res.statusCode).toBe(201);
  });

  it('makes a guest with a beta code unlimited', async () => {
    const admin = await createAdminSession(h());
    const code = await createBetaCodeViaApi(h(), admin);
    const guest = await createGuest(h());
    const applied = await h().request({
      method: 'POST',
      url: '/api/auth/guest/apply-discount',
      headers: guest.headers,
      payload: { code: code.code },
    });
    expect(applied.statusCode).toBe(200);
    for (let i = 0; i < limits.guestUploads + 2; i++) {
      const r = await upload(h(), { ...small(), headers: guest.headers });
      expect(r.res.statusCode).toBe(201);
      expect(r.body().uploadsRemaining).toBeNull();
    }
  });

  it('counts a signed-in user against 999 and stops there', async () => {
    const user = await createUser(h());
    const first = await upload(h(), { ...small(), headers: user.auth });
    expect(first.body().uploadsRemaining).toBe(limits.userUploads - 1);
    await h().ctx.sql('UPDATE users SET uploads_used = $1 WHERE id = $2', [limits.userUploads, user.user.id]);
    const over = await upload(h(), { ...small(), headers: user.auth });
    expect(over.res.statusCode).toBe(403);
  });
});

/** The wizard takes PDF, JPG or PNG only: a minimal text PDF. */
function wizardPdf() {
  return { files: [{ name: 'bill.pdf', bytes: minimalPdf('Office visit 99213 $120.00') }] };
}

function minimalPdf(text: string): string {
  const stream = `BT /F1 12 Tf 40 740 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

describeEachDb('a document cancelled in the PHI dialog gives its upload back', (h) => {
  async function guestRemaining(headers: Record<string, string>) {
    const status = await h().request({ method: 'GET', url: '/api/auth/guest/status', headers });
    return status.json<{ uploadsRemaining: number | null }>().uploadsRemaining;
  }

  it('for a guest: cancel before confirming refunds; a confirmed one deleted later does not', async () => {
    const guest = await createGuest(h());
    const first = (await upload(h(), { headers: guest.headers })).body();
    expect(first.document.status).toBe('awaiting_confirmation');
    expect(await guestRemaining(guest.headers)).toBe(limits.guestUploads - 1);
    const cancelled = await h().request({
      method: 'DELETE',
      url: `/api/documents/${first.documentId}`,
      headers: guest.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await guestRemaining(guest.headers)).toBe(limits.guestUploads);

    const second = (await upload(h(), { headers: guest.headers })).body();
    const confirmed = await h().request({
      method: 'POST',
      url: `/api/documents/${second.documentId}/start-analysis`,
      headers: guest.headers,
      payload: { redactions: [] },
    });
    expect(confirmed.statusCode).toBe(200);
    await h().request({
      method: 'DELETE',
      url: `/api/documents/${second.documentId}`,
      headers: guest.headers,
    });
    expect(await guestRemaining(guest.headers)).toBe(limits.guestUploads - 1);
  });

  it('for a signed-in user: cancel before confirming refunds', async () => {
    const user = await createUser(h());
    const up = (await upload(h(), { headers: user.auth })).body();
    expect(up.uploadsRemaining).toBe(limits.userUploads - 1);
    await h().request({ method: 'DELETE', url: `/api/documents/${up.documentId}`, headers: user.auth });
    const { rows } = await h().ctx.sql('SELECT uploads_used FROM users WHERE id = $1', [user.user.id]);
    expect((rows[0] as { uploads_used: number } | undefined)?.uploads_used).toBe(0);
  });
});
