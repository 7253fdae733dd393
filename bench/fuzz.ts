// Fuzz run: the real server (packages/server/src/main.ts) in a child process on a temporary data folder,
// sent thousands of malformed requests over loopback HTTP: hostile JSON, wrong content types, bad path
// parameters and query strings, wrong methods, broken multipart, damaged PNG/JPEG/PDF/DOCX/DICOM uploads
// as guests and users, and HTTP-level abuse over bare sockets (huge headers, bad framing, truncated,
// aborted and slow requests). Prints answers by status, 5xx, crashes, hangs and the server's peak RSS.
// Targets (issue 9): 0 responses of 500, 0 crashes, 0 hangs, peak RSS <= 1 GB.
// Run: npx tsx bench/fuzz.ts   (FUZZ_CASES, FUZZ_SEED, FUZZ_UPLOADS, FUZZ_CONCURRENCY, FUZZ_TIMEOUT_MS,
// FUZZ_MAX_SECONDS; see bench/README.md). Only 127.0.0.1 is ever contacted.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { judge } from '../packages/server/src/test/fuzz/run-case';
import { Random } from '../packages/server/src/test/fuzz/random';
import {
  essentialCases,
  routeCases,
  strayCases,
  type FuzzRequest,
} from '../packages/server/src/test/fuzz/request-cases';
import { routesFromOpenApi } from '../packages/server/src/test/fuzz/route-specs';
import { FuzzServer } from './lib/fuzz-server';
import { damagedUploads } from './lib/fuzz-uploads';
import { protocolCases, type ProtocolCase } from './lib/protocol-cases';
import { requestBytes, sendRaw, type RawAnswer } from './lib/raw-http';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const seed = env('FUZZ_SEED', Math.floor(Math.random() * 2 ** 31));
const totalCases = env('FUZZ_CASES', 6_000);
const uploadCount = env('FUZZ_UPLOADS', 250);
const uploadKinds = (process.env.FUZZ_UPLOAD_KINDS ?? 'png,jpg,pdf,docx,dcm').split(',');
const concurrency = env('FUZZ_CONCURRENCY', 6);
const timeoutMs = env('FUZZ_TIMEOUT_MS', 30_000);
const maxSeconds = env('FUZZ_MAX_SECONDS', 900);
const RSS_TARGET_MB = 1024;

const random = new Random(seed);
const adminPassword = `fuzz-${randomBytes(12).toString('hex')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-fuzz-'));
const server = new FuzzServer({
  dataDir,
  env: {
    ADMIN_USERNAME: 'fuzz-admin',
    ADMIN_PASSWORD: adminPassword,
    // Every request comes from its own made-up address (X-Forwarded-For), so the per-address abuse
    // limits do not turn the run into a run of 429s; the inputs, not the limits, are under test.
    TRUST_PROXY: 'true',
    // Uploads answer `processing: true` after 3 s rather than holding a connection for 30 s.
    UPLOAD_WAIT_MS: '3000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

/** One request of the run: how it is sent and how its answer is judged. */
interface Job {
  category: 'route' | 'stray' | 'upload' | 'protocol';
  label: string;
  run: () => Promise<RawAnswer>;
  /** route, stray, upload: status and error body; protocol: status only. */
  judgeBody: boolean;
  method: string;
  expectAnswer: boolean;
}

const address = () => `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;

function httpJob(category: Job['category'], c: FuzzRequest, credentials: Record<string, string>): Job {
  const headers = { 'X-Forwarded-For': address(), ...credentials, ...c.headers };
  const bytes = requestBytes(c.method, c.url, headers, c.body);
  return {
    category,
    label: `${c.method} ${c.url.slice(0, 70)} [${c.label.slice(0, 60)}]`,
    run: () => sendRaw(server.port, { chunks: [bytes], timeoutMs }),
    judgeBody: true,
    method: c.method,
    expectAnswer: true,
  };
}

function protocolJob(c: ProtocolCase): Job {
  return {
    category: 'protocol',
    label: c.label,
    run: () => sendRaw(server.port, { ...c.send, timeoutMs }),
    judgeBody: false,
    method: 'RAW',
    expectAnswer: c.expectAnswer,
  };
}

async function callJson(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const answer = await sendRaw(server.port, {
    chunks: [
      requestBytes(
        method,
        url,
        {
          'X-Forwarded-For': address(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body === undefined ? undefined : JSON.stringify(body),
      ),
    ],
    timeoutMs,
  });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    // not JSON: the caller looks at the status
  }
  return { status: answer.status, json };
}

async function identities(betaCode: string): Promise<[string, Record<string, string>][]> {
  const out: [string, Record<string, string>][] = [['no credential', {}]];
  const guest = await callJson('POST', '/api/auth/guest', {});
  const sessionId = typeof guest.json.sessionId === 'string' ? guest.json.sessionId : '';
  const guestHeaders = { 'x-guest-session': sessionId };
  const beta = await callJson('POST', '/api/auth/guest/apply-discount', guestHeaders, { code: betaCode });
  if (guest.status !== 201 || beta.status !== 200)
    throw new Error(`guest set-up failed: ${guest.status} ${beta.status}`);
  out.push(['guest', guestHeaders]);
  const signup = await callJson(
    'POST',
    '/api/auth/signup',
    {},
    {
      email: `fuzz-${randomBytes(4).toString('hex')}@example.org`,
      password: `fuzz-password-${randomBytes(6).toString('hex')}`,
      firstName: 'Fuzz',
      lastName: 'Run',
    },
  );
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
  out.push(['user', { authorization: `Bearer ${String(signup.json.token)}` }]);
  const admin = await callJson(
    'POST',
    '/api/admin/login',
    {},
    {
      username: 'fuzz-admin',
      password: adminPassword,
    },
  );
  if (admin.status === 200) out.push(['admin', { authorization: `Bearer ${String(admin.json.token)}` }]);
  return out;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

async function buildJobs(betaCode: string): Promise<{ jobs: Job[]; who: string[] }> {
  const ids = await identities(betaCode);
  const docs = await sendRaw(server.port, { chunks: [requestBytes('GET', '/api/docs/json', {})], timeoutMs });
  const routes = routesFromOpenApi(JSON.parse(docs.body) as Parameters<typeof routesFromOpenApi>[0]);
  const guestHeaders = ids.find(([w]) => w === 'guest')?.[1] ?? {};
  const userHeaders = ids.find(([w]) => w === 'user')?.[1] ?? {};

  const jobs: Job[] = [];
  const uploads = await damagedUploads(random, uploadCount, uploadKinds);
  uploads.forEach((u, i) => jobs.push(httpJob('upload', u, i % 3 === 2 ? userHeaders : guestHeaders)));
  const protocolRounds = Math.max(
    1,
    Math.round((totalCases * 0.06) / protocolCases(random, guestHeaders).length),
  );
  for (let i = 0; i < protocolRounds; i++) {
    for (const c of protocolCases(random, i % 2 ? userHeaders : guestHeaders)) jobs.push(protocolJob(c));
  }
  const strays = Math.round(totalCases * 0.05);
  for (const c of strayCases(routes, random, strays)) jobs.push(httpJob('stray', c, random.pick(ids)[1]));

  // Every field and parameter's essential values for each caller, then random cases up to the total.
  const routeJobs: Job[] = [];
  const usable = (who: string) => routes.filter((r) => who === 'no credential' || !r.url.endsWith('/logout'));
  for (const [who, credentials] of ids) {
    for (const route of usable(who))
      for (const c of essentialCases(route, random)) routeJobs.push(httpJob('route', c, credentials));
  }
  const remaining = Math.max(0, totalCases - jobs.length - routeJobs.length);
  const slots = ids.reduce((n, [who]) => n + usable(who).length, 0);
  const perRoute = Math.ceil(remaining / slots);
  const file = () => ({
    name: 'document',
    fileName: 'a.txt',
    type: 'text/plain',
    value: 'Visit 99213 $50.00',
  });
  for (const [who, credentials] of ids) {
    for (const route of usable(who))
      for (const c of routeCases(route, random, perRoute, file))
        routeJobs.push(httpJob('route', c, credentials));
  }
  jobs.push(...routeJobs);
  return { jobs: shuffle(jobs), who: ids.map(([w]) => w) };
}

interface Tally {
  byStatus: Map<string, number>;
  byCategory: Map<string, number>;
  fiveHundreds: string[];
  badBodies: string[];
  hangs: string[];
  dropped: string[];
  duringCrash: number;
  sent: number;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

async function run(jobs: Job[], tally: Tally): Promise<boolean> {
  const deadline = Date.now() + maxSeconds * 1000;
  let next = 0;
  let failedRestarts = 0;
  let gaveUp = false;
  const worker = async () => {
    while (next < jobs.length && Date.now() < deadline && !gaveUp) {
      const job = jobs[next++] as Job;
      try {
        await server.ensureUp();
        failedRestarts = 0;
      } catch {
        if (++failedRestarts >= 3) gaveUp = true;
        continue;
      }
      const crashesBefore = server.crashes;
      const answer = await job.run();
      tally.sent++;
      bump(tally.byCategory, job.category);
      const status = answer.status === null ? `none (${answer.outcome})` : String(answer.status);
      bump(tally.byStatus, status);
      if (answer.status === null) {
        // Refused or reset: usually the process is on its way out; give it time to go before judging.
        if (answer.outcome === 'error')
          await server.exited(answer.errorCode === 'ECONNREFUSED' ? 5_000 : 2_000);
        // Lost to a crash when the process died meanwhile (another worker may already have restarted it).
        if (!server.alive || server.crashes > crashesBefore) tally.duringCrash++;
        else if (job.expectAnswer && answer.outcome === 'timeout') tally.hangs.push(job.label);
        else if (job.expectAnswer) tally.dropped.push(`${job.label} (${answer.errorCode ?? answer.outcome})`);
        continue;
      }
      if (answer.status >= 500) tally.fiveHundreds.push(`${answer.status} ${job.label}`);
      else if (job.judgeBody) {
        const verdict = judge(answer.status, job.method, answer.contentType, answer.body);
        if (!verdict.ok) tally.badBodies.push(`${job.label}: ${verdict.problem ?? ''}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return !gaveUp;
}

async function health(): Promise<number | null> {
  return (await sendRaw(server.port, { chunks: [requestBytes('GET', '/api/health', {})], timeoutMs: 10_000 }))
    .status;
}

const started = performance.now();
const betaCode = await server.prepare();
await server.start();
const { jobs, who } = await buildJobs(betaCode);
console.log(
  `fuzz run: seed ${seed}, ${jobs.length} requests planned as ${who.join(', ')}; server on 127.0.0.1:${server.port}`,
);
const tally: Tally = {
  byStatus: new Map(),
  byCategory: new Map(),
  fiveHundreds: [],
  badBodies: [],
  hangs: [],
  dropped: [],
  duringCrash: 0,
  sent: 0,
};
const completed = await run(jobs, tally);
const seconds = (performance.now() - started) / 1000;
const healthAfter = server.alive ? await health() : null;

// The same data folder must start again (a document left mid-pipeline must not take it down).
const restartHealthy = await server.restartAndCheck();
rmSync(dataDir, { recursive: true, force: true });

const peakMb = server.peakRssKb / 1024;
const list = (items: string[]) =>
  [...new Set(items)]
    .slice(0, 15)
    .map((s) => `    ${s}`)
    .join('\n');
const sortedStatuses = [...tally.byStatus.entries()].sort(([a], [b]) => a.localeCompare(b));
console.log(
  `\n${tally.sent} requests in ${seconds.toFixed(0)} s (seed ${seed})${completed ? '' : ' - STOPPED: the server would not come back up'}`,
);
console.log(`  by kind:   ${[...tally.byCategory.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`  by status: ${sortedStatuses.map(([k, v]) => `${k}: ${v}`).join(', ')}`);
console.log(
  `  responses of 5xx: ${tally.fiveHundreds.length}${tally.fiveHundreds.length ? `\n${list(tally.fiveHundreds)}` : ''}`,
);
console.log(
  `  error bodies not { error, message }: ${tally.badBodies.length}${tally.badBodies.length ? `\n${list(tally.badBodies)}` : ''}`,
);
console.log(
  `  hangs (no answer within ${timeoutMs / 1000} s): ${tally.hangs.length}${tally.hangs.length ? `\n${list(tally.hangs)}` : ''}`,
);
console.log(
  `  connections closed without an answer (server up): ${tally.dropped.length}${tally.dropped.length ? `\n${list(tally.dropped)}` : ''}`,
);
console.log(
  `  crashes (server process exits): ${server.crashes}; requests lost while it was down: ${tally.duringCrash}`,
);
console.log(`  peak RSS of the server: ${peakMb.toFixed(0)} MB (target <= ${RSS_TARGET_MB} MB)`);
console.log(
  `  health after the run: ${healthAfter ?? 'no answer'}; restart on the same data: ${restartHealthy ? 'healthy' : `FAILED (${server.restartCrashes} exits)`}`,
);
const failed =
  !completed ||
  tally.fiveHundreds.length > 0 ||
  server.crashes > 0 ||
  tally.hangs.length > 0 ||
  peakMb > RSS_TARGET_MB ||
  healthAfter !== 200 ||
  !restartHealthy;
console.log(
  failed ? '\nFAIL: see above' : '\nPASS: 0 responses of 5xx, 0 crashes, 0 hangs, peak RSS within target',
);
process.exitCode = failed ? 1 : 0;
