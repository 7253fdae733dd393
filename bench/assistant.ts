// Billing assistant benchmark (issue 13 "Done when"): the built-in assistant through the API
// (POST /api/chat/enhanced-public), 20 conversations at once, two ways:
// - paced: each conversation sends at its own limit, one message every 2 s (30 a minute), starting at a
//   random moment: 20 patients chatting as fast as they are allowed (the target's reading);
// - saturated: each conversation sends its next message as soon as the last is answered (a stress figure:
//   PGlite answers one query at a time, so latency here is mostly queueing).
// Targets: p50 <= 50 ms, p97.5 <= 150 ms. PGlite in memory with a few codes; no language model. Each
// conversation comes from its own loopback address (127.0.1.n), so the real limits (30 a minute per
// conversation and per address) apply unchanged.
// Run: npx tsx bench/assistant.ts   (BENCH_SESSIONS=20, BENCH_MESSAGES=15 paced, BENCH_SATURATED=10)
import { Agent, request } from 'node:http';
import { waitForCodeIndex } from '../packages/server/src/codes/index/index-keeper';
import { medicalCodes } from '../packages/server/src/db/schema';
import { percentile, startBenchApi } from './lib/api-client';

const sessions = Number(process.env.BENCH_SESSIONS ?? 20);
const perSession = Number(process.env.BENCH_MESSAGES ?? 15);
const saturated = Number(process.env.BENCH_SATURATED ?? 10);
const PACE_MS = 2000;

const questions = [
  'What is 99213?',
  'What does CO-97 mean on my EOB?',
  'How do I appeal a denied claim?',
  'What does the No Surprises Act cover?',
  'Can I get charity care?',
  'What is E11.9 and J1100?',
  'code for diabetes',
  'PR-1 and N130',
  'How do I read an EOB?',
  'a debt collector is calling about a hospital bill',
  'What is the weather today?',
  'Explain my last bill',
];

const api = await startBenchApi();
const now = new Date();
const row = (code: string, codeType: string, title: string) => ({
  code,
  codeType,
  codeKey: code.replace(/[.\-\s]/g, '').toUpperCase(),
  title,
  officialSource: 'bench fixture',
  sourceVersion: '2026',
  updatedAt: now,
});
await api.ctx.db
  .insert(medicalCodes)
  .values([
    row('99213', 'CPT', 'Office visit, established patient, low complexity'),
    row('E11.9', 'ICD-10-CM', 'Type 2 diabetes mellitus without complications'),
    row('J1100', 'HCPCS', 'Injection, dexamethasone sodium phosphate, 1 mg'),
  ]);
// As in service: code look-ups come from the in-memory index once it matches the tables.
await waitForCodeIndex(api.ctx);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const port = Number(new URL(api.base).port);

/** One POST from a given local address, over that conversation's kept-alive connection. */
function post(agent: Agent, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/chat/enhanced-public',
        agent,
        headers: {
          ...api.auth,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let conversations = 0;

async function conversation(n: number, times: number[], count: number, paceMs: number): Promise<void> {
  conversations += 1;
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.1.${conversations}` });
  let sessionId: string | undefined;
  if (paceMs > 0) await sleep(Math.random() * paceMs);
  for (let i = 0; i < count; i++) {
    const due = performance.now() + paceMs;
    const message = questions[(n + i) % questions.length] ?? 'hello';
    const t = performance.now();
    const res = await post(agent, JSON.stringify({ message, ...(sessionId ? { sessionId } : {}) }));
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${res.text}`);
    sessionId = (JSON.parse(res.text) as { sessionId?: string }).sessionId;
    if (paceMs > 0) await sleep(Math.max(0, due - performance.now()));
  }
  agent.destroy();
}

function report(label: string, times: number[], seconds: number, cpuMicros: number): void {
  times.sort((a, b) => a - b);
  console.log(`  ${label}: ${times.length} messages`);
  console.log(
    `    p50 ${percentile(times, 50).toFixed(1)} ms (target <= 50), p97.5 ${percentile(times, 97.5).toFixed(1)} ms (target <= 150), max ${(times.at(-1) ?? 0).toFixed(1)} ms, ${(times.length / seconds).toFixed(0)} messages/s`,
  );
  // The process's own CPU time (server and clients share it): steadier than latency on a loaded machine.
  console.log(`    CPU ${(cpuMicros / 1000 / times.length).toFixed(2)} ms a message (server and clients)`);
}

// Warm-up: one conversation alone.
await conversation(0, [], 20, 0);
console.log(`\nBilling assistant through the API, ${sessions} conversations at once (PGlite in memory)`);
for (const [label, count, pace] of [
  [`paced, one message every ${PACE_MS / 1000} s each`, perSession, PACE_MS],
  ['saturated, back to back', saturated, 0],
] as const) {
  const times: number[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: sessions }, (_, n) => conversation(n, times, count, pace)));
  const used = process.cpuUsage(cpu);
  report(label, times, (performance.now() - started) / 1000, used.user + used.system);
}
await api.close();
