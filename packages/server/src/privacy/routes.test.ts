import { expect, it } from 'vitest';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';

const routes = [
  { method: 'GET' as const, url: '/api/consents' },
  {
    method: 'POST' as const,
    url: '/api/consent',
    payload: { consentType: 'research_use', consentGiven: true },
  },
  { method: 'GET' as const, url: '/api/compliance/report' },
  { method: 'GET' as const, url: '/api/privacy/activity' },
  { method: 'POST' as const, url: '/api/gdpr/data_access' },
  { method: 'POST' as const, url: '/api/gdpr/data_erasure' },
];

describeEachDb('privacy routes: who may call them', (h) => {
  it('refuses no credential and guests with 401, admins with 403, and changes nothing', async () => {
    const owner = await createUser(h());
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    for (const route of routes) {
      expect((await h().request(route)).statusCode, route.url).toBe(401);
      expect((await h().request({ ...route, headers: guest.headers })).statusCode, route.url).toBe(401);
      expect((await h().request({ ...route, headers: admin.auth })).statusCode, route.url).toBe(403);
      expect(
        (await h().request({ ...route, headers: { authorization: 'Bearer not-a-token' } })).statusCode,
        route.url,
      ).toBe(401);
    }
    // None of those reached the owner's data: no consent recorded, the account still signs in.
    const consents = await h().request({ method: 'GET', url: '/api/consents', headers: owner.auth });
    expect(consents.json<{ history: unknown[] }>().history).toEqual([]);
    const login = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('shows each account only its own consents, report and activity', async () => {
    const a = await createUser(h());
    const b = await createUser(h());
    await h().request({
      method: 'POST',
      url: '/api/consent',
      headers: a.auth,
      payload: { consentType: 'communications', consentGiven: true },
    });
    const bConsents = await h().request({ method: 'GET', url: '/api/consents', headers: b.auth });
    expect(bConsents.json<{ history: unknown[] }>().history).toEqual([]);
    const bActivity = await h().request({ method: 'GET', url: '/api/privacy/activity', headers: b.auth });
    const actions = bActivity.json<{ events: { action: string }[] }>().events.map((e) => e.action);
    expect(actions).not.toContain('consent.granted');
    const bReport = await h().request({ method: 'GET', url: '/api/compliance/report', headers: b.auth });
    expect(
      bReport.json<{ complianceMetrics: { consentChanges: number } }>().complianceMetrics.consentChanges,
    ).toBe(0);
  });

  it('answers bad bodies and queries with a clear 400 and records nothing', async () => {
    const user = await createUser(h());
    const bad = [
      { consentType: 'marketing', consentGiven: true },
      { consentType: 'research_use', consentGiven: 'yes' },
      { consentType: 'research_use' },
      { consentType: 'research_use', consentGiven: true, extra: 1 },
      [],
    ];
    for (const payload of bad) {
      const res = await h().request({ method: 'POST', url: '/api/consent', headers: user.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: string; message: string }>().message.length).toBeGreaterThan(0);
    }
    const wrongType = await h().request({
      method: 'POST',
      url: '/api/consent',
      headers: user.auth,
      payload: { consentType: 'marketing', consentGiven: true },
    });
    expect(wrongType.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      'Choose one of: data_processing, research_use, communications.',
    );
    const consents = await h().request({ method: 'GET', url: '/api/consents', headers: user.auth });
    expect(consents.json<{ history: unknown[] }>().history).toEqual([]);
    for (const query of ['page=0', 'pageSize=101', 'page=abc', 'pageSize=2.5', 'other=1']) {
      const res = await h().request({
        method: 'GET',
        url: `/api/privacy/activity?${query}`,
        headers: user.auth,
      });
      expect(res.statusCode, query).toBe(400);
    }
    for (const url of ['/api/gdpr/data_access', '/api/gdpr/data_erasure']) {
      const res = await h().request({
        method: 'POST',
        url,
        headers: user.auth,
        payload: { everything: true },
      });
      expect(res.statusCode, url).toBe(400);
    }
    // The refused erasure erased nothing.
    const me = await h().request({ method: 'GET', url: '/api/auth/user', headers: user.auth });
    expect(me.statusCode).toBe(200);
  });

  it('pages the activity log newest first', async () => {
    const user = await createUser(h());
    for (const given of [true, false, true]) {
      h().clock.advance(1000);
      await h().request({
        method: 'POST',
        url: '/api/consent',
        headers: user.auth,
        payload: { consentType: 'research_use', consentGiven: given },
      });
    }
    const first = await h().request({
      method: 'GET',
      url: '/api/privacy/activity?page=1&pageSize=2',
      headers: user.auth,
    });
    const page1 = first.json<{
      events: { action: string; actor: string; timestamp: string }[];
      total: number;
    }>();
    expect(page1.total).toBe(4); // account.create and three consent changes
    expect(page1.events.map((e) => e.action)).toEqual(['consent.granted', 'consent.withdrawn']);
    expect(page1.events[0]?.actor).toBe('you');
    const second = await h().request({
      method: 'GET',
      url: '/api/privacy/activity?page=2&pageSize=2',
      headers: user.auth,
    });
    expect(second.json<{ events: { action: string }[] }>().events.map((e) => e.action)).toEqual([
      'consent.granted',
      'account.create',
    ]);
  });
});
