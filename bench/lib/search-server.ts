// The real server (`main.ts`, as `npm start` runs it) in its own process on the benchmark's prepared
// PGlite folder, for bench/code-search.ts: started, signed up to, waited on until its code index is
// built (its 'code search index built' log line), stopped. BENCH_CPU_PROF=<dir> adds `--cpu-prof`.
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { ChildProcess } from 'node:child_process';
import { spawnServer, stopServer, waitForStart } from '../../packages/server/src/test/server-process';
import { freePort, procStatusKb } from './server-info';

export interface SearchServer {
  base: string;
  pid: number;
  /** Resolves when the server has logged its code index as built (never, with the index off). */
  indexBuilt: Promise<void>;
  rssMb(): number;
  signUp(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export async function startSearchServer(dataDir: string, keyHex: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const profDir = process.env.BENCH_CPU_PROF;
  const child: ChildProcess = spawnServer(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: keyHex,
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: `bench-admin-${keyHex.slice(0, 16)}`,
      EXTERNAL_APIS: 'off',
      // Each run signs up once per server start, all from 127.0.0.1: the default 10 an hour would stop
      // the fourth run within the hour.
      SIGNUPS_PER_ADDRESS_HOUR: '100000',
      NODE_OPTIONS: '',
      ...env,
    },
    { captureStdout: true, nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] },
  );
  let built: () => void = () => undefined;
  const indexBuilt = new Promise<void>((resolve) => (built = resolve));
  // The log is read to the end (a full pipe would stall the server); only the index line matters.
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('"code search index built"')) built();
    });
  }
  await waitForStart(port, child);
  const base = `http://127.0.0.1:${port}`;
  const server: SearchServer = {
    base,
    pid: child.pid ?? 0,
    indexBuilt,
    rssMb: () => procStatusKb(child.pid, 'VmRSS') / 1024,
    async signUp() {
      const res = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${randomBytes(4).toString('hex')}@example.org`,
          password: `Bench-${randomBytes(12).toString('hex')}`,
          firstName: 'Bench',
          lastName: 'Search',
        }),
      });
      if (!res.ok) throw new Error(`signup ${res.status}`);
      const { token } = (await res.json()) as { token: string };
      return { authorization: `Bearer ${token}` };
    },
    stop: () => stopServer(child),
  };
  return server;
}
