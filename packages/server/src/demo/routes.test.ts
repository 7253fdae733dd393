import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  demoSampleBills,
  documentListResponseSchema,
  publicConfigSchema,
  sessionInfoSchema,
  tokenLoginResponseSchema,
} from '@clearbill/shared';
import { users } from '../db/schema';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { demoEmail, seedDemo } from './service';

describeEachDb('demo mode off (the default)', (h) => {
  it('has no token login and no demo account', async () => {
    const res = await h().request({ method: 'POST', url: '/api/token-login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
    const rows = await h().ctx.db.select().from(users).where(eq(users.isDemo, true));
    expect(rows).toEqual([]);
    const byEmail = await h().ctx.db.select().from(users).where(eq(users.email, demoEmail));
    expect(byEmail).toEqual([]);
  });

  it('says so in GET /api/config, to anyone', async () => {
    const res = await h().request({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(publicConfigSchema.parse(res.json())).toEqual({ demoMode: false });
  });

  it('GET /api/auth/session: the caller’s session limits only, never a token; 401 without a user', async () => {
    const user = await createUser(h());
    const res = await h().request({ method: 'GET', url: '/api/auth/session', headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    const info = sessionInfoSchema.parse(res.json());
    expect(info.demo).toBe(false);
    expect(info.uploadsRemaining).toBe(999);
    expect(new Date(info.idleExpiresAt).getTime()).toBeLessThanOrEqual(new Date(info.expiresAt).getTime());
    expect(res.body).not.toContain(user.token);
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    for (const headers of [{}, guest.headers, { authorization: 'Bearer nope' }]) {
      const r = await h().request({ method: 'GET', url: '/api/auth/session', headers });
      expect(r.statusCode).toBe(401);
    }
    const r = await h().request({ method: 'GET', url: '/api/auth/session', headers: admin.auth });
    expect([401, 403]).toContain(r.statusCode);
  });
});

describeEachDb(
  'demo mode on',
  (h) => {
    it('seeds the demo account with the sample bills, each analysed, marked as demo data', async () => {
      const [account] = await h().ctx.db.select().from(users).where(eq(users.email, demoEmail));
      expect(account?.isDemo).toBe(true);
      const login = await h().request({ method: 'POST', url: '/api/token-login' });
      expect(login.statusCode, login.body).toBe(200);
      const body = tokenLoginResponseSchema.parse(login.json());
      expect(body.demo).toBe(true);
      expect(body.user.email).toBe(demoEmail);
      expect(body.user.lastName).toMatch(/sample data/);
      const auth = { authorization: `Bearer ${body.token}` };
      const { documents: docs } = documentListResponseSchema.parse(
        (await h().request({ method: 'GET', url: '/api/documents', headers: auth })).json(),
      );
      expect(docs.map((d) => d.originalFileName).sort()).toEqual(
        demoSampleBills.map((b) => b.fileName).sort(),
      );
      expect(docs.every((d) => d.status === 'analyzed')).toBe(true);
      const session = await h().request({ method: 'GET', url: '/api/auth/session', headers: auth });
      expect(sessionInfoSchema.parse(session.json())).toMatchObject({
        demo: true,
        uploadsRemaining: 999 - demoSampleBills.length,
      });
      const config = await h().request({ method: 'GET', url: '/api/config' });
      expect(config.json()).toEqual({ demoMode: true });
    });

    it('seeding again adds nothing', async () => {
      expect(await seedDemo(h().app, h().ctx)).toEqual({ added: 0 });
      const { rows } = await h().ctx.sql(
        `SELECT count(*)::int AS n FROM documents d JOIN users u ON u.id = d.owner_user_id WHERE u.is_demo`,
      );
      expect(rows[0]).toEqual({ n: demoSampleBills.length });
    });

    it('a token login session is an ordinary user session: it sees only the demo account', async () => {
      const other = await createUser(h());
      const login = tokenLoginResponseSchema.parse(
        (await h().request({ method: 'POST', url: '/api/token-login' })).json(),
      );
      const mine = await h().request({ method: 'GET', url: '/api/documents', headers: other.auth });
      expect(documentListResponseSchema.parse(mine.json()).documents).toEqual([]);
      const me = await h().request({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${login.token}` },
      });
      expect(me.json()).toMatchObject({ email: demoEmail });
    });
  },
  { DEMO_MODE: 'on' },
);
