import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, stopServer, waitForHealth } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-db';

// The real thing: two server processes started as `npm start` starts them, on one PostgreSQL database.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two server processes on one PostgreSQL', () => {
  let db: TestDatabase;
  const children: ChildProcess[] = [];
  const ports = [5300 + Math.floor(Math.random() * 300), 5700 + Math.floor(Math.random() * 300)];

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const key = randomBytes(32).toString('hex');
    for (const port of ports) {
      const child = spawnServer({
        PORT: String(port),
        DATABASE_URL: db.url ?? '',
        ENCRYPTION_KEY: key,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cb-proc-')),
        ADMIN_USERNAME: 'proc-admin',
        ADMIN_PASSWORD: 'proc-admin-password',
        LOG_LEVEL: 'warn',
      });
      children.push(child);
    }
    await Promise.all(ports.map((p, i) => waitForHealth(p, children[i]!)));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(children.map((c) => stopServer(c)));
    await db.drop();
  });

  const call = async (
    port: number,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };

  it("accept each other's tokens and count failed sign-ins together", async () => {
    const [a, b] = ports as [number, number];
    const email = `two-proc-${randomBytes(4).toString('hex')}@example.org`;
    const signup = await call(a, 'POST', '/api/auth/signup', {
      email,
      password: 'right-password',
      firstName: 'A',
      lastName: 'B',
    });
    expect(signup.status).toBe(201);
    const me = await call(b, 'GET', '/api/auth/user', undefined, {
      authorization: `Bearer ${signup.json.token}`,
    });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);

    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 ? b : a, 'POST', '/api/auth/login', { email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    expect((await call(a, 'POST', '/api/auth/login', { email, password: 'right-password' })).status).toBe(
      429,
    );
    expect((await call(b, 'POST', '/api/auth/login', { email, password: 'right-password' })).status).toBe(
      429,
    );
  });

  it('created exactly one admin although both started together', async () => {
    const { rows } = await db.database.execute('SELECT username FROM admins');
    expect(rows).toEqual([{ username: 'proc-admin' }]);
  });
});
