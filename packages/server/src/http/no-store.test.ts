import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb, LogCapture, startHarness, type Harness } from '../test/harness';
import { createLogger } from './logging';
import { isApiPath } from './security';

describeEachDb('Cache-Control: no-store on the API', (h) => {
  it('marks every API answer no-store: personal data, sessions, errors and the rest', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    const calls = [
      { method: 'GET', url: '/api/auth/user', headers: user.auth },
      { method: 'GET', url: '/api/auth/guest/status', headers: guest.headers },
      { method: 'GET', url: '/api/documents', headers: user.auth },
      { method: 'GET', url: '/api/admin/session', headers: admin.auth },
      { method: 'GET', url: '/api/admin/beta-codes', headers: admin.auth },
      { method: 'GET', url: '/api/medical-codes?query=diabetes', headers: user.auth },
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/documents' }, // 401
      { method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }, // 400
      { method: 'GET', url: '/api/no-such-thing' }, // 404
    ] as const;
    for (const call of calls) {
      const res = await h().request(call);
      expect(res.headers['cache-control'], `${call.method} ${call.url} (${res.statusCode})`).toBe('no-store');
    }
    const login = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      ip: '10.66.0.1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('knows the API by its path', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/documents?x=1')).toBe(true);
    expect(isApiPath('//API/documents')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/assets/app.js')).toBe(false);
  });
});

describe('the web app next to the API', () => {
  let h: Harness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await startHarness('pglite');
    const dist = mkdtempSync(path.join(os.tmpdir(), 'cb-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = await buildApp({ ctx: h.ctx, logger: createLogger('silent', new LogCapture()), webDist: dist });
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });

  it('keeps its own caching for pages and hashed assets, and no-store on API answers', async () => {
    expect((await app.inject({ url: '/dashboard' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/app-abc123.js' })).headers['cache-control']).toContain(
      'immutable',
    );
    expect((await app.inject({ url: '/api/unknown' })).headers['cache-control']).toBe('no-store');
    // Through the catch-all file route an unknown admin path still meets the admin gate first.
    const admin = await app.inject({ url: '/api/admin/users' });
    expect(admin.statusCode).toBe(401);
    expect(admin.headers['cache-control']).toBe('no-store');
  });
});
