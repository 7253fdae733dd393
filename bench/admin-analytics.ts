// Back-office benchmark (issue 16): GET /api/admin/analytics and GET /api/admin/users over HTTP with
// 10,000 users and 100,000 documents (90% analysed, one to three findings each, kept in
// analysis_findings by the database trigger). Target: p97.5 <= 200 ms each. Also prints the management
// lists' figures (not gated). Prints p50, p97.5 and slowest of BENCH_RUNS (default 100) each.
// Run: npx tsx bench/admin-analytics.ts   (PGlite in memory; PostgreSQL too when BENCH_DATABASE_URL is set)
// Page views and /api/admin/page-stats are measured by h/admin-ops's own bench, not here.
import { sql } from 'drizzle-orm';
import { createAdmin } from '../packages/server/src/admin/service';
import { newTotpSecret, totpCodeAt } from '../packages/server/src/admin/totp';
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { createEphemeralApp } from '../packages/server/src/ephemeral-app';
import type { AppContext } from '../packages/server/src/context';
import { percentile } from './lib/api-client';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const TARGET_MS = 200;
const GATED = ['/api/admin/analytics', '/api/admin/users'];

async function seed(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const nameEnc = ctx.encryptor.encrypt('bench.txt');
  await db.execute(sql`INSERT INTO users (email, password_hash, first_name, last_name, email_verified, created_at, last_login_at)
    SELECT 'bench-' || i || '@example.org', 'bench-no-sign-in', 'Bench', 'User ' || i, i % 3 = 0,
           now() - (i % 400) * interval '1 day', CASE WHEN i % 4 = 0 THEN NULL ELSE now() - (i % 30) * interval '1 day' END
    FROM generate_series(1, ${USERS}) AS i`);
  await db.execute(
    sql`CREATE TEMP TABLE bench_users AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM users`,
  );
  await db.execute(sql`INSERT INTO documents (owner_user_id, file_name_enc, format, source, byte_size, status, document_type,
      retention_hours, original_expires_at, original_deleted_at, created_at)
    SELECT u.id, ${nameEnc}, (ARRAY['pdf','png','text','docx'])[1 + i % 4], 'upload', 1000 + i % 90000,
           CASE WHEN i % 10 = 0 THEN 'failed' WHEN i % 10 = 1 THEN 'processing' ELSE 'analyzed' END,
           (ARRAY['bill','eob','denial_letter','bill'])[1 + i % 4], 24,
           now() - (i % 365) * interval '1 day' + interval '24 hours',
           CASE WHEN i % 7 = 0 THEN NULL ELSE now() - (i % 365) * interval '1 day' + interval '2 hours' END,
           now() - (i % 365) * interval '1 day'
    FROM generate_series(1, ${DOCUMENTS}) AS i JOIN bench_users u ON u.n = 1 + i % ${USERS}`);
  // One to three findings per analysis, of the real types, with payer and provider names.
  await db.execute(sql`INSERT INTO analyses (document_id, result, risk_score, potential_savings, finding_count, high_count, created_at)
    SELECT d.id,
      jsonb_build_object(
        'documentId', d.id, 'documentType', d.document_type, 'createdAt', d.created_at,
        'findings', (SELECT jsonb_agg(jsonb_build_object(
            'id', 'f-' || k,
            'type', (ARRAY['duplicate_charge','unbundling','excessive_units','excessive_pricing','math_error','appeal_opportunity','balance_billing'])[1 + (h + k) % 7],
            'severity', (ARRAY['high','medium','low'])[1 + (h + k) % 3],
            'amount', 10 + (h * 7 + k) % 900,
            'reasonClass', (ARRAY['medical_necessity','prior_authorization','out_of_network','other'])[1 + h % 4]))
          FROM generate_series(0, h % 3) AS k),
        'extracted', jsonb_build_object(
          'providerInfo', jsonb_build_object('name', (ARRAY['Lakeside Community Hospital','Riverside Clinic','Northgate Imaging','Summit Surgical Center','Valley Labs','Harbor Medical Group'])[1 + h % 6]),
          'insuranceInfo', jsonb_build_object('payerName', (ARRAY['Aetna','Cigna','UnitedHealthcare','Humana','Blue Cross Blue Shield','Kaiser Permanente','Medicare'])[1 + h % 7]))),
      50, 10 + h % 900, 1 + h % 3, CASE WHEN h % 3 = 0 THEN 1 ELSE 0 END, d.created_at
    FROM (SELECT id, document_type, created_at, (abs(hashtext(id::text)::bigint) % 1000000)::int AS h FROM documents WHERE status = 'analyzed') d`);
  await db.execute(sql`ANALYZE`);
}

async function measure(base: string, auth: Record<string, string>, url: string) {
  for (let i = 0; i < 5; i++) await (await fetch(base + url, { headers: auth })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await fetch(base + url, { headers: auth });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p975: percentile(times, 97.5), max: times[times.length - 1] ?? 0 };
}

async function bench(target: DatabaseTarget, label: string): Promise<boolean> {
  const { app, ctx, close } = await createEphemeralApp(target, undefined, {
    // The flood limit of the users list would stop the measurement itself.
    ADMIN_USERS_LIST_PER_MINUTE: '1000000',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const secret = newTotpSecret();
  await createAdmin(ctx, { username: 'bench-admin', password: 'bench-admin-password-1', totpSecret: secret });
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench-admin',
      password: 'bench-admin-password-1',
      totpCode: totpCodeAt(secret, new Date()),
    }),
  });
  if (!login.ok) throw new Error(`admin login ${login.status}`);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  const t = performance.now();
  await seed(ctx);
  const counts = (
    await ctx.sql(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM documents)::int AS documents,
            (SELECT count(*) FROM analyses)::int AS analyses, (SELECT count(*) FROM analysis_findings)::int AS findings`,
    )
  ).rows[0];
  console.log(
    `${label}: seeded ${JSON.stringify(counts)} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  let ok = true;
  const urls = [
    ...GATED,
    '/api/admin/users?search=bench-77',
    '/api/admin/documents',
    '/api/admin/documents?status=failed&search=bench-12',
    '/api/admin/analyses?severity=high',
    '/api/admin/audit-log',
  ];
  for (const url of urls) {
    const s = await measure(base, auth, url);
    const gated = GATED.includes(url);
    if (gated && s.p975 > TARGET_MS) ok = false;
    console.log(
      `${label}: GET ${url} ${RUNS} runs p50 ${s.p50.toFixed(1)} ms, p97.5 ${s.p975.toFixed(1)} ms, slowest ${s.max.toFixed(1)} ms${gated ? ` (target p97.5 <= ${TARGET_MS} ms)` : ''}`,
    );
  }
  await close();
  return ok;
}

let ok = await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  ok = (await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL')) && ok;
if (!ok) process.exitCode = 1;
