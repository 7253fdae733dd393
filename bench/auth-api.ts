// Auth API benchmark: sign-in latency (argon2id dominates) and authenticated-request throughput, over
// real HTTP on loopback against PGlite (and PostgreSQL when BENCH_DATABASE_URL is set).
// Run: npx tsx bench/auth-api.ts
import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { createEphemeralApp } from '../packages/server/src/ephemeral-app';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bench(target: DatabaseTarget, label: string): Promise<void> {
  const { app, close } = await createEphemeralApp(target);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = (url: string, body: unknown) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const email = `bench-${randomBytes(4).toString('hex')}@example.org`;
  const signup = (await (
    await post('/api/auth/signup', { email, password: 'bench-password', firstName: 'B', lastName: 'C' })
  ).json()) as { token: string };

  const loginTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    // Successful sign-ins only, so the throttle never engages.
    const t = performance.now();
    const res = await post('/api/auth/login', { email, password: 'bench-password' });
    if (!res.ok) throw new Error(`login ${res.status}`);
    loginTimes.push(performance.now() - t);
  }
  loginTimes.sort((a, b) => a - b);

  const concurrency = 20;
  const total = 4000;
  const userTimes: number[] = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued++;
        const t = performance.now();
        const res = await fetch(base + '/api/auth/user', {
          headers: { authorization: `Bearer ${signup.token}` },
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`user ${res.status}`);
        userTimes.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  userTimes.sort((a, b) => a - b);

  console.log(`\n${label}`);
  console.log(
    `  sign-in (argon2id + session), 30 sequential: p50 ${percentile(loginTimes, 50).toFixed(1)} ms, p95 ${percentile(loginTimes, 95).toFixed(1)} ms`,
  );
  console.log(
    `  GET /api/auth/user, ${total} requests at ${concurrency} concurrent: ${(total / seconds).toFixed(0)} req/s, ` +
      `p50 ${percentile(userTimes, 50).toFixed(1)} ms, p95 ${percentile(userTimes, 95).toFixed(1)} ms`,
  );
  await close();
}

await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL');
