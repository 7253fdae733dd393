import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-db';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

// The real thing: two server processes started as `npm start` starts them, on one PostgreSQL database.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two server processes on one PostgreSQL', () => {
  let db: TestDatabase;
  const children: ChildProcess[] = [];
  const ports = [5300 + Math.floor(Math.random() * 300), 5700 + Math.floor(Math.random() * 300)];

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const key = randomBytes(32).toString('hex');
    for (const port of ports) {
      const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: db.url ?? '',
          ENCRYPTION_KEY: key,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cb-proc-')),
          ADMIN_USERNAME: 'proc-admin',
          ADMIN_PASSWORD: 'proc-admin-password',
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
    }
    await Promise.all(ports.map((p, i) => waitForHealth(p, children[i]!)));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) {
              resolve();
              return;
            }
            c.once('exit', () => {
              resolve();
            });
            c.kill('SIGTERM');
          }),
      ),
    );
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
