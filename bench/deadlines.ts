// Deadlines benchmark: GET /api/deadlines and GET /api/deadlines.ics for a heavy account: 50 analysed
// denial notices and 10 sent letters (BENCH_DOCUMENTS, BENCH_LETTERS). One notice goes through the real upload, pipeline and analysis and
// one letter through generate + tracking; the database then holds copies of their rows. Deadlines are
// computed on every read (docs/decisions/0012), so this is what that costs. Our target: p50 <= 300 ms.
// ical-generator folds lines with a TextEncoder per character: about 1.5-2 ms per event on this machine.
// Run: npx tsx bench/deadlines.ts   (PGlite in memory; PostgreSQL too when BENCH_DATABASE_URL is set)
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { createEphemeralApp } from '../packages/server/src/ephemeral-app';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 50);
const LETTERS = Number(process.env.BENCH_LETTERS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_MS = 300;

const denial = [
  'Acme Health Plan',
  'Notice of Adverse Benefit Determination',
  'Date of notice: March 2, 2026',
  '',
  'Your claim for procedure 73610, date of service February 10, 2026, billed $240.00, was denied.',
  'Reason: prior authorization was not obtained before the service. Denial code CO-197.',
  'You may request an appeal within 60 days of the date of this notice.',
  '',
].join('\n');

/** Copies a row `count` times (every column but the id); returns the new ids. */
async function copies(
  sql: (q: string, p?: unknown[]) => Promise<{ rows: unknown[] }>,
  table: string,
  id: string,
  count: number,
): Promise<string[]> {
  const { rows: cols } = await sql(
    `SELECT string_agg(quote_ident(column_name), ', ') AS list FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND column_name <> 'id'`,
    [table],
  );
  const list = (cols[0] as { list: string }).list;
  const { rows } = await sql(
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM ${table}, generate_series(1, $2) WHERE id = $1 RETURNING id`,
    [id, count],
  );
  return (rows as { id: string }[]).map((r) => r.id);
}

function p50(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function bench(target: DatabaseTarget, label: string): Promise<boolean> {
  const { app, ctx, close } = await createEphemeralApp(target);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: `bench-${Date.now()}@example.org`,
      password: 'bench-deadlines-password-1',
      firstName: 'Bench',
      lastName: 'Deadlines',
    },
  });
  const { token } = signup.json<{ token: string }>();
  const auth = { authorization: `Bearer ${token}` };

  const form = new FormData();
  form.append('document', new Blob([denial], { type: 'text/plain' }), 'denial.txt');
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
  const ids = await copies(ctx.sql, 'documents', documentId, DOCUMENTS - 1);
  await ctx.sql(
    `INSERT INTO analyses (document_id, result, risk_score, potential_savings, finding_count, high_count, saved, created_at)
     SELECT c.id, a.result, a.risk_score, a.potential_savings, a.finding_count, a.high_count, a.saved, a.created_at
     FROM analyses a, unnest($2::uuid[]) AS c(id) WHERE a.document_id = $1`,
    [documentId, ids],
  );

  const made = await app.inject({
    method: 'POST',
    url: '/api/generate-letter',
    headers: auth,
    payload: {
      templateId: 'appeal-medical-necessity',
      recipientType: 'insurance',
      recipientName: 'Acme Health Plan',
      userData: {
        PATIENT_NAME: 'Bench Patient',
        PATIENT_ADDRESS: '1 Main St, Springfield',
        INSURANCE_COMPANY: 'Acme Health Plan',
        DATE_OF_SERVICE: '2026-02-10',
        PROVIDER_NAME: 'Riverside Clinic',
        DENIAL_DATE: '2026-03-02',
        MEDICAL_JUSTIFICATION: 'My doctor ordered the X-ray after a fall.',
      },
    },
  });
  const letterId = made.json<{ letter: { id: string } }>().letter.id;
  const sentOn = new Date().toISOString().slice(0, 10);
  const sent = await app.inject({
    method: 'PATCH',
    url: `/api/letters/${letterId}/tracking`,
    headers: auth,
    payload: { status: 'sent', sentAt: sentOn },
  });
  if (sent.statusCode !== 200) throw new Error(`tracking failed: ${sent.statusCode} ${sent.body}`);
  await copies(ctx.sql, 'generated_letters', letterId, LETTERS - 1);

  const measure = async (url: string) => {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: auth });
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode}`);
      count = url.endsWith('.ics')
        ? (res.body.match(/BEGIN:VEVENT/g) ?? []).length
        : res.json<{ deadlines: unknown[] }>().deadlines.length;
    }
    return { p50: p50(times), worst: Math.max(...times), count };
  };
  const list = await measure('/api/deadlines');
  const ics = await measure('/api/deadlines.ics');
  console.log(
    `${label}: ${DOCUMENTS} analyses + ${LETTERS} sent letters, ${RUNS} runs each\n` +
      `  GET /api/deadlines      ${list.count} deadlines: p50 ${list.p50.toFixed(0)} ms, slowest ${list.worst.toFixed(0)} ms\n` +
      `  GET /api/deadlines.ics  ${ics.count} events:    p50 ${ics.p50.toFixed(0)} ms, slowest ${ics.worst.toFixed(0)} ms (target p50 <= ${TARGET_MS} ms)`,
  );
  await close();
  return list.p50 <= TARGET_MS && ics.p50 <= TARGET_MS;
}

let ok = await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  ok = (await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL')) && ok;
if (!ok) process.exitCode = 1;
