// Upload API benchmark: 20 bills uploaded in parallel through real HTTP (multipart), each through the
// pipeline (extraction, classification, PHI detection) to the PHI confirmation, then confirmed.
// Target: no errors; prints per-request latency. PGlite, and PostgreSQL when BENCH_DATABASE_URL is set.
// Run: npx tsx bench/upload-api.ts   (BENCH_UPLOADS=N changes the count)
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { billPdf, billText } from '../packages/server/src/test/documents';
import { percentile, startBenchApi } from './lib/api-client';

const count = Number(process.env.BENCH_UPLOADS ?? 20);

async function bench(target: DatabaseTarget, label: string): Promise<void> {
  const api = await startBenchApi(target);
  const bills = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      billPdf(
        billText({
          name: `Pat Example${i}`,
          dob: '01/02/1970',
          memberId: `ZZB${100000000 + i}`,
          account: `${40000000 + i}`,
          phone: '(415) 555-0100',
          street: `${100 + i} Elm Street`,
        }),
      ),
    ),
  );
  const upload = (bytes: Uint8Array) => api.upload(bytes, 'bill.pdf', 'application/pdf');

  await upload(bills[0] ?? new Uint8Array()); // warm-up: engine modules and name lists
  const started = performance.now();
  const results = await Promise.all(bills.map((b) => upload(b)));
  const wall = (performance.now() - started) / 1000;
  const errors = results.filter((r) => r.status !== 201 || r.body.processing !== false).length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const confirmStarted = performance.now();
  await Promise.all(
    results.map((r) =>
      api.post(`/api/documents/${r.body.documentId ?? ''}/start-analysis`, { redactions: [] }).then((res) => {
        if (!res.ok) throw new Error(`confirm ${res.status}`);
      }),
    ),
  );
  const confirmSeconds = (performance.now() - confirmStarted) / 1000;
  console.log(`\n${label}`);
  console.log(
    `  ${count} parallel uploads (text PDF bill, to PHI confirmation): ${wall.toFixed(2)} s wall, errors ${errors}`,
  );
  console.log(
    `  per upload p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(`  ${count} confirmations in parallel: ${confirmSeconds.toFixed(2)} s`);
  await api.close();
  if (errors > 0) process.exitCode = 1;
}

await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL) {
  await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL');
}
