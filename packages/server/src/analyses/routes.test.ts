import { expect, it } from 'vitest';
import type { AnalysisListResponse, DocumentAnalysisResponse, DocumentListResponse } from '@clearbill/shared';
import { createAdminSession, createGuest, createUser, signupInput } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { analysedDocument, duplicatedBill, upload } from '../test/documents';

describeEachDb('analyses: results, report, save, guests', (h) => {
  it('finds the duplicate line, shows its evidence, renders the report and saves to the dashboard', async () => {
    const user = await createUser(h());
    const { id, start } = await analysedDocument(h(), user.auth);
    expect(start.analyses.some((a) => a.type === 'duplicate_charge')).toBe(true);

    const res = await h().request({
      method: 'GET',
      url: `/api/documents/${id}/analysis`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DocumentAnalysisResponse>();
    expect(body.document.originalFileName).toBe('bill.txt');
    expect(body.analysis.limited).toBe(false);
    expect(body.analysis.riskScore).toBeGreaterThanOrEqual(0);
    expect(body.analysis.riskScore).toBeLessThanOrEqual(100);
    const dup = body.analysis.findings.find((f) => f.type === 'duplicate_charge');
    expect(dup?.codes).toContain('36415');
    expect(dup?.evidence.length).toBeGreaterThan(0);
    expect(dup?.evidence[0]?.text).toContain('36415');
    expect(body.analysis.extracted.services.filter((s) => s.code === '36415')).toHaveLength(2);
    // The analysis holds no PHI: it is computed from the redacted text.
    expect(JSON.stringify(body.analysis)).not.toContain('Quenneville');

    const report = await h().request({
      method: 'GET',
      url: `/api/documents/${id}/report`,
      headers: user.auth,
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const save = await h().request({ method: 'POST', url: `/api/analyses/${id}/save`, headers: user.auth });
    expect(save.json()).toEqual({ success: true, saved: true });
    const list = await h().request({ method: 'GET', url: '/api/analyses', headers: user.auth });
    const item = list.json<AnalysisListResponse>().analyses.find((a) => a.documentId === id);
    expect(item).toMatchObject({ saved: true, isGuestAnalysis: false });
    expect(item?.findingCount).toBeGreaterThan(0);
  });

  it('wrong personal details: a finding with what to do; results stored before the reading notice still load', async () => {
    const user = await createUser(h());
    const up = (
      await upload(h(), { headers: user.auth, files: [{ name: 'bill.txt', bytes: duplicatedBill() }] })
    ).body();
    const start = await h().request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers: user.auth,
      payload: {
        redactions: up.redactions.map((r) => r.id),
        validationData: {
          personalInfoCorrect: false,
          personalInfoDiscrepancies: 'Surname spelled Kwenneville',
        },
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    const get = () =>
      h().request({ method: 'GET', url: `/api/documents/${up.documentId}/analysis`, headers: user.auth });
    const body = (await get()).json<DocumentAnalysisResponse>();
    const details = body.analysis.findings.find((f) => f.type === 'personal_details');
    expect(details?.recommendations.join(' ')).toMatch(/billing office/);
    expect(JSON.stringify(details)).not.toContain('Kwenneville');
    // Every line was read and the figures add up: no notice, nothing capped.
    expect(body.analysis).toMatchObject({ readingNotice: null, savingsCappedAt: null });

    await h().ctx.sql(
      `UPDATE analyses SET result = result - 'readingNotice' - 'savingsCappedAt' WHERE document_id = $1`,
      [up.documentId],
    );
    const old = await get();
    expect(old.statusCode).toBe(200);
    expect(old.json<DocumentAnalysisResponse>().analysis).toMatchObject({
      readingNotice: null,
      savingsCappedAt: null,
    });
  });

  it('gives a guest the limited view, and no report or saving without an account', async () => {
    const guest = await createGuest(h());
    const { id } = await analysedDocument(h(), guest.headers);
    const res = await h().request({
      method: 'GET',
      url: `/api/documents/${id}/analysis`,
      headers: guest.headers,
    });
    const body = res.json<DocumentAnalysisResponse>();
    expect(body.analysis.limited).toBe(true);
    expect(body.analysis.findings.length).toBeGreaterThan(0);
    for (const f of body.analysis.findings) {
      expect(f.evidence).toEqual([]);
      expect(f.recommendations.length).toBeLessThanOrEqual(1);
    }
    const report = await h().request({
      method: 'GET',
      url: `/api/documents/${id}/report`,
      headers: guest.headers,
    });
    expect(report.statusCode).toBe(403);
    const save = await h().request({
      method: 'POST',
      url: `/api/analyses/${id}/save`,
      headers: guest.headers,
    });
    expect(save.statusCode).toBe(403);
  });

  it('moves a guest’s documents and analyses to the account at sign-up', async () => {
    const guest = await createGuest(h());
    const { id } = await analysedDocument(h(), guest.headers);
    const signup = await h().request({
      method: 'POST',
      url: '/api/auth/signup',
      headers: guest.headers,
      payload: signupInput(),
    });
    expect(signup.statusCode).toBe(201);
    const auth = { authorization: `Bearer ${signup.json<{ token: string }>().token}` };
    const docs = await h().request({ method: 'GET', url: '/api/documents', headers: auth });
    expect(docs.json<DocumentListResponse>().documents.map((d) => d.id)).toEqual([id]);
    const fromGuest = await h().request({ method: 'GET', url: '/api/guest-analysis', headers: auth });
    expect(fromGuest.json<AnalysisListResponse>().analyses.map((a) => a.documentId)).toEqual([id]);
    const full = await h().request({ method: 'GET', url: `/api/documents/${id}/analysis`, headers: auth });
    expect(full.json<DocumentAnalysisResponse>().analysis.limited).toBe(false);
    const old = await h().request({
      method: 'GET',
      url: `/api/documents/${id}/analysis`,
      headers: guest.headers,
    });
    expect(old.statusCode).toBe(404);
  });

  it('refuses strangers, admins, missing credentials, bad ids and documents not yet confirmed', async () => {
    const owner = await createUser(h());
    const { id } = await analysedDocument(h(), owner.auth);
    const other = await createUser(h());
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    const routes = [
      { method: 'GET' as const, url: `/api/documents/${id}/analysis` },
      { method: 'GET' as const, url: `/api/documents/${id}/report` },
      { method: 'POST' as const, url: `/api/analyses/${id}/save` },
    ];
    for (const route of routes) {
      expect((await h().request(route)).statusCode).toBe(401);
      expect((await h().request({ ...route, headers: other.auth })).statusCode).toBe(404);
      expect((await h().request({ ...route, headers: admin.auth })).statusCode).toBe(403);
    }
    expect((await h().request({ ...routes[0]!, headers: guest.headers })).statusCode).toBe(404);
    expect((await h().request({ method: 'GET', url: '/api/guest-analysis' })).statusCode).toBe(401);
    expect(
      (await h().request({ method: 'GET', url: '/api/guest-analysis', headers: guest.headers })).statusCode,
    ).toBe(401);
    expect((await h().request({ method: 'GET', url: '/api/analyses' })).statusCode).toBe(401);
    const bad = await h().request({
      method: 'GET',
      url: '/api/documents/nope/analysis',
      headers: owner.auth,
    });
    expect(bad.statusCode).toBe(400);
    const pending = (await upload(h(), { headers: owner.auth })).body();
    const notYet = await h().request({
      method: 'GET',
      url: `/api/documents/${pending.documentId}/analysis`,
      headers: owner.auth,
    });
    expect(notYet.statusCode).toBe(404);
    const saved = await h().request({ method: 'GET', url: '/api/analyses', headers: owner.auth });
    expect(saved.json<AnalysisListResponse>().analyses.every((a) => !a.saved)).toBe(true);
  });
});
