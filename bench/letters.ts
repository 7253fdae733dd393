// Letters benchmark: POST /api/generate-letter and GET /api/download-letter/{id}?format=doc (a real .docx)
// through the app (in-process requests), for a signed-in account. Targets (issue 12): generate p50 <= 200 ms,
// .docx download p50 <= 300 ms. Prints p50, p95 and slowest of BENCH_RUNS (default 40) each.
// Run: npx tsx bench/letters.ts   (PGlite in memory; PostgreSQL too when BENCH_DATABASE_URL is set)
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { createEphemeralApp } from '../packages/server/src/ephemeral-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const GENERATE_TARGET_MS = 200;
const DOWNLOAD_TARGET_MS = 300;

const body = {
  templateId: 'appeal-medical-necessity',
  recipientType: 'insurance',
  recipientName: 'Acme Health Plan, Appeals Department',
  userData: {
    PATIENT_NAME: 'Bench Patient',
    PATIENT_ADDRESS: '12 Oak Street\nSpringfield, IL 62701',
    PATIENT_EMAIL: 'bench@example.org',
    INSURANCE_COMPANY: 'Acme Health Plan',
    DATE_OF_SERVICE: '2026-01-12',
    PROVIDER_NAME: 'General Hospital',
    DENIAL_DATE: '2026-02-01',
    MEDICAL_JUSTIFICATION:
      "My physician documented three months of failed conservative treatment and progressive symptoms; the imaging was ordered under the plan's own guideline.",
    MEMBER_ID: 'M-0001',
    CLAIM_NUMBER: 'C-0001',
    CPT_CODES: '72148',
    DENIED_AMOUNT: '1840',
  },
};

function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? 0 };
}

async function bench(target: DatabaseTarget, label: string): Promise<boolean> {
  const { app, close } = await createEphemeralApp(target);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: `bench-letters-${Date.now()}@example.org`,
      password: 'bench-letters-password-1',
      firstName: 'Bench',
      lastName: 'Letters',
    },
  });
  const { token } = signup.json<{ token: string }>();
  const auth = { authorization: `Bearer ${token}` };

  const gen: number[] = [];
  const dl: number[] = [];
  let size = 0;
  // Two warm-up rounds (first JIT, first docx build) are not counted.
  for (let i = 0; i < RUNS + 2; i++) {
    let t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/generate-letter',
      headers: auth,
      payload: body,
    });
    const g = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`generate failed: ${res.statusCode} ${res.body}`);
    const id = res.json<{ letter: { id: string } }>().letter.id;
    t = performance.now();
    const file = await app.inject({
      method: 'GET',
      url: `/api/download-letter/${id}?format=doc`,
      headers: auth,
    });
    const d = performance.now() - t;
    if (file.statusCode !== 200) throw new Error(`download failed: ${file.statusCode}`);
    size = file.rawPayload.length;
    if (i >= 2) {
      gen.push(g);
      dl.push(d);
    }
  }
  const g = stats(gen);
  const d = stats(dl);
  console.log(
    `${label}: generate ${RUNS} runs p50 ${g.p50.toFixed(1)} ms, p95 ${g.p95.toFixed(1)} ms, slowest ${g.max.toFixed(1)} ms (target p50 <= ${GENERATE_TARGET_MS} ms)`,
  );
  console.log(
    `${label}: .docx download ${RUNS} runs p50 ${d.p50.toFixed(1)} ms, p95 ${d.p95.toFixed(1)} ms, slowest ${d.max.toFixed(1)} ms, ${(size / 1024).toFixed(1)} KB (target p50 <= ${DOWNLOAD_TARGET_MS} ms)`,
  );
  await close();
  return g.p50 <= GENERATE_TARGET_MS && d.p50 <= DOWNLOAD_TARGET_MS;
}

let ok = await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  ok = (await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL')) && ok;
if (!ok) process.exitCode = 1;
