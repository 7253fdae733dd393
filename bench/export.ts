// GDPR export benchmark: POST /api/gdpr/data_access for an account holding 200 analysed documents.
// One bill goes through the real upload, pipeline, confirmation and analysis; the database then holds
// 199 copies of its document and analysis rows (same sizes), plus their audit events. Target (issue
// 11): <= 2 s. Prints the export's p50 and slowest of BENCH_RUNS (default 5) and its size.
// Run: npx tsx bench/export.ts   (PGlite in memory; PostgreSQL too when BENCH_DATABASE_URL is set)
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { createEphemeralApp } from '../packages/server/src/ephemeral-app';
import { billText } from '../packages/server/src/test/documents';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 2000;

async function bench(target: DatabaseTarget, label: string): Promise<boolean> {
  const { app, ctx, close } = await createEphemeralApp(target);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: `bench-${Date.now()}@example.org`,
      password: 'bench-export-password-1',
      firstName: 'Bench',
      lastName: 'Export',
    },
  });
  const { token, user } = signup.json<{ token: string; user: { id: string } }>();
  const auth = { authorization: `Bearer ${token}` };

  const form = new FormData();
  form.append('document', new Blob([billText()], { type: 'text/plain' }), 'bill.txt');
  form.append('consentGiven', 'true');
  form.append('fileCount', '1');
  const up = await app.inject({ method: 'POST', url: '/api/documents/upload', headers: auth, payload: form });
  const { documentId, redactions } = up.json<{ documentId: string; redactions: { id: string }[] }>();
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/start-analysis`,
    headers: auth,
    payload: { redactions: redactions.map((r) => ({ id: r.id, approved: true })) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode}`);

  // Copies of the analysed document: every column but the id, with its analysis and two audit events.
  const { rows: cols } = await ctx.sql(
    `SELECT string_agg(quote_ident(column_name), ', ') AS list FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = 'documents' AND column_name <> 'id'`,
  );
  const list = (cols[0] as { list: string }).list;
  const { rows: copies } = await ctx.sql(
    `INSERT INTO documents (${list}) SELECT ${list} FROM documents, generate_series(1, $2)
     WHERE id = $1 RETURNING id`,
    [documentId, DOCUMENTS - 1],
  );
  const ids = (copies as { id: string }[]).map((r) => r.id);
  await ctx.sql(
    `INSERT INTO analyses (document_id, result, risk_score, potential_savings, finding_count, high_count, saved, created_at)
     SELECT c.id, a.result, a.risk_score, a.potential_savings, a.finding_count, a.high_count, a.saved, a.created_at
     FROM analyses a, unnest($2::uuid[]) AS c(id) WHERE a.document_id = $1`,
    [documentId, ids],
  );
  await ctx.sql(
    `INSERT INTO audit_events (occurred_at, actor_type, actor_id, subject_user_id, action, resource_type, resource_id)
     SELECT now(), 'user', $1, $1, x.action, 'document', c.id::text
     FROM unnest($2::uuid[]) AS c(id), (VALUES ('document.uploaded'), ('document.confirmed')) AS x(action)`,
    [user.id, ids],
  );

  const times: number[] = [];
  let bytes = 0;
  let documents = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/gdpr/data_access', headers: auth });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
    bytes = res.rawPayload.length;
    documents = res.json<{ parts: { documents: unknown[] } }>().parts.documents.length;
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)] ?? 0;
  const worst = times[times.length - 1] ?? 0;
  console.log(
    `${label}: export of ${documents} documents (${(bytes / 1024 / 1024).toFixed(1)} MB), ${RUNS} runs: p50 ${p50.toFixed(0)} ms, slowest ${worst.toFixed(0)} ms (target <= ${TARGET_MS} ms)`,
  );
  await close();
  return worst <= TARGET_MS;
}

let ok = await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  ok = (await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL')) && ok;
if (!ok) process.exitCode = 1;
