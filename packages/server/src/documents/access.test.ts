import { expect, it } from 'vitest';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { upload } from '../test/documents';

describeEachDb('document routes: who may do what', (h) => {
  it('refuses callers without a credential, admins, and everyone but the owner', async () => {
    const owner = await createGuest(h());
    const up = (await upload(h(), { headers: owner.headers })).body();
    const redactionId = up.redactions[0]?.id ?? 'x';
    const routes = [
      { method: 'GET' as const, url: `/api/documents/${up.documentId}` },
      { method: 'DELETE' as const, url: `/api/documents/${up.documentId}` },
      {
        method: 'POST' as const,
        url: `/api/documents/${up.documentId}/start-analysis`,
        payload: { redactions: [] },
      },
      { method: 'POST' as const, url: '/api/redactions/validate', payload: { redactionId, approved: false } },
    ];
    const otherGuest = await createGuest(h());
    const user = await createUser(h());
    const admin = await createAdminSession(h());
    for (const route of routes) {
      expect((await h().request(route)).statusCode).toBe(401);
      expect((await h().request({ ...route, headers: otherGuest.headers })).statusCode).toBe(404);
      expect((await h().request({ ...route, headers: user.auth })).statusCode).toBe(404);
      expect((await h().request({ ...route, headers: admin.auth })).statusCode).toBe(403);
    }
    expect((await h().request({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
    expect((await upload(h(), { headers: {} })).res.statusCode).toBe(401);
    expect((await upload(h(), { headers: admin.auth })).res.statusCode).toBe(403);
    // Nothing changed for the owner: the document still awaits confirmation with all its items.
    const still = await h().request({
      method: 'GET',
      url: `/api/documents/${up.documentId}`,
      headers: owner.headers,
    });
    expect(still.json<{ status: string; redactions: { approved: boolean }[] }>()).toMatchObject({
      status: 'awaiting_confirmation',
    });
    expect(still.json<{ redactions: { approved: boolean }[] }>().redactions.every((r) => r.approved)).toBe(
      true,
    );
  });

  it('answers a bad id or body with a clear 4xx', async () => {
    const guest = await createGuest(h());
    const bad = await h().request({
      method: 'GET',
      url: '/api/documents/not-a-uuid',
      headers: guest.headers,
    });
    expect(bad.statusCode).toBe(400);
    const validate = await h().request({
      method: 'POST',
      url: '/api/redactions/validate',
      headers: guest.headers,
      payload: { redactionId: '', approved: 'yes' },
    });
    expect(validate.statusCode).toBe(400);
    const up = (await upload(h(), { headers: guest.headers })).body();
    const unknown = await h().request({
      method: 'POST',
      url: `/api/documents/${up.documentId}/start-analysis`,
      headers: guest.headers,
      payload: { redactions: [{ id: '00000000-0000-4000-8000-000000000000', approved: true }] },
    });
    expect(unknown.statusCode).toBe(400);
    const after = await h().request({
      method: 'GET',
      url: `/api/documents/${up.documentId}`,
      headers: guest.headers,
    });
    expect(after.json<{ status: string }>().status).toBe('awaiting_confirmation');
  });
});
