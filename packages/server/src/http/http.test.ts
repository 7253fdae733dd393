import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createLogger } from './logging';
import { helmetHeaders } from './security';
import { describeEachDb, LogCapture, startHarness, type Harness } from '../test/harness';

describeEachDb('HTTP basics', (h) => {
  it('answers /api/health with the database kind', async () => {
    const res = await h().request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: h().kind });
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const res = await h().request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("sends helmet's headers, worked out once, on every answer: errors and unknown paths too", async () => {
    const headers = helmetHeaders();
    expect(headers.map(([name]) => name)).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']),
    );
    for (const url of ['/api/health', '/api/no-such-route', '/api/medical-codes']) {
      const res = await h().request({ method: 'GET', url });
      for (const [name, value] of headers) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const json = await h().request({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    for (const p of [
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/guest/status',
      '/api/admin/login',
      '/api/admin/beta-codes',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const ui = await h().request({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('keeps docs/openapi.json in step with the routes (regenerate with `npm run openapi`)', async () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'),
    ) as { paths: Record<string, unknown> };
    const live = (await h().request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(committed.paths).sort()).toEqual(Object.keys(live.paths).sort());
  });

  it('answers unknown API paths with the one error body', async () => {
    const res = await h().request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Not found.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await h().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
  });
});

describe('serving the web app', () => {
  let h: Harness;
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    h = await startHarness('pglite');
    dist = mkdtempSync(path.join(os.tmpdir(), 'cb-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>ClearBill</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = await buildApp({ ctx: h.ctx, logger: createLogger('silent', new LogCapture()), webDist: dist });
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });

  it('answers client routes with index.html and caches hashed assets for a year', async () => {
    for (const url of ['/', '/auth?redirect=/upload', '/analysis/123', '/some/unknown/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, and serves assets added after start', async () => {
    const missing = await app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
    writeFileSync(path.join(dist, 'assets', 'app-new456.js'), 'console.log(2)');
    const added = await app.inject({ method: 'GET', url: '/assets/app-new456.js' });
    expect(added.statusCode).toBe(200);
    expect(added.body).toBe('console.log(2)');
  });

  it('keeps API 404s as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});
