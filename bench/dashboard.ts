// Dashboard benchmark: GET /api/dashboard/overview (and /api/dashboard/analytics) over HTTP for a
// patient with 500 documents (one bill analysed for real, then its document and analysis rows copied
// with earlier dates; every tenth copy left unanalysed). Target (issue 15): overview p97.5 <= 100 ms.
// Prints p50, p97.5 and slowest of BENCH_RUNS (default 200) each.
// Run: npx tsx bench/dashboard.ts   (PGlite in memory; PostgreSQL too when BENCH_DATABASE_URL is set)
import { sql } from 'drizzle-orm';
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { duplicatedBill } from '../packages/server/src/test/documents';
import { percentile, startBenchApi, type BenchApi } from './lib/api-client';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DOCUMENTS = 500;
const TARGET_MS = 100;

async function seed(api: BenchApi): Promise<void> {
  const up = await api.upload(new TextEncoder().encode(duplicatedBill()), 'bill.txt', 'text/plain');
  const id = up.body.documentId ?? '';
  if (up.status !== 201) throw new Error(`upload ${up.status}`);
  const detail = (await (await api.get(`/api/documents/${id}`)).json()) as { redactions: { id: string }[] };
  const start = await api.post(`/api/documents/${id}/start-analysis`, {
    redactions: detail.redactions.map((r) => ({ id: r.id, approved: true })),
  });
  if (!start.ok) throw new Error(`start-analysis ${start.status}`);
  const db = api.ctx.db;
  await db.execute(sql`create temp table src_doc as select * from documents where id = ${id}`);
  await db.execute(sql`create temp table src_analysis as select * from analyses where document_id = ${id}`);
  for (let i = 1; i < DOCUMENTS; i++) {
    const analysed = i % 10 !== 0;
    await db.execute(sql`update src_doc set id = gen_random_uuid(),
      created_at = created_at - interval '13 hours',
      status = ${analysed ? 'analyzed' : 'processing'}`);
    await db.execute(sql`insert into documents select * from src_doc`);
    if (analysed) {
      await db.execute(sql`update src_analysis set document_id = (select id from src_doc),
        created_at = (select created_at from src_doc)`);
      await db.execute(sql`insert into analyses (document_id, result, risk_score, potential_savings,
        finding_count, high_count, saved, created_at)
        select document_id, result, risk_score, potential_savings, finding_count, high_count, saved, created_at
        from src_analysis`);
    }
  }
}

async function measure(api: BenchApi, url: string): Promise<{ p50: number; p975: number; max: number }> {
  for (let i = 0; i < 5; i++) await (await api.get(url)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await api.get(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p975: percentile(times, 97.5), max: times[times.length - 1] ?? 0 };
}

async function bench(target: DatabaseTarget, label: string): Promise<boolean> {
  const api = await startBenchApi(target);
  const t = performance.now();
  await seed(api);
  const o = (await (await api.get('/api/dashboard/overview')).json()) as {
    documentCount: number;
    billsAnalyzed: number;
    savingsIdentified: number;
  };
  console.log(
    `${label}: seeded ${o.documentCount} documents (${o.billsAnalyzed} analysed, $${o.savingsIdentified} identified) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  let ok = true;
  for (const url of (
    process.env.BENCH_URLS ?? '/api/dashboard/overview,/api/dashboard/analytics,/api/documents?pageSize=20'
  ).split(',')) {
    const s = await measure(api, url);
    const gated = url === '/api/dashboard/overview';
    if (gated && s.p975 > TARGET_MS) ok = false;
    console.log(
      `${label}: GET ${url} ${RUNS} runs p50 ${s.p50.toFixed(1)} ms, p97.5 ${s.p975.toFixed(1)} ms, slowest ${s.max.toFixed(1)} ms${gated ? ` (target p97.5 <= ${TARGET_MS} ms)` : ''}`,
    );
  }
  await api.close();
  return ok;
}

let ok = await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  ok = (await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL')) && ok;
if (!ok) process.exitCode = 1;
