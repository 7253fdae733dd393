// Load generation for the HTTP benchmarks, always in a process of its own so it does not share the
// server's event loop: `wrk` (Debian's /usr/bin/wrk, a C program, one thread) when installed, else
// autocannon's programmatic API in a child Node process (autocannon-child.ts). BENCH_LOADER=wrk or
// autocannon chooses. Both walk the given paths in turn over `connections` keep-alive connections.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadOptions {
  base: string;
  paths: string[];
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}

export interface LoadResult {
  loader: 'wrk' | 'autocannon';
  rps: number;
  /** Latencies in milliseconds. */
  p50: number;
  p975: number;
  p99: number;
  total: number;
  errors: number;
}

const WRK = '/usr/bin/wrk';

export function loaderName(): 'wrk' | 'autocannon' {
  const chosen = process.env.BENCH_LOADER;
  if (chosen === 'wrk' || chosen === 'autocannon') return chosen;
  return existsSync(WRK) ? 'wrk' : 'autocannon';
}

/** wrk's script: the paths in turn; `done` prints the figures as one JSON line (latencies in µs). */
const WRK_SCRIPT = `
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"us":%d,"p50":%d,"p975":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(97.5),
    latency:percentile(99), e.connect + e.read + e.write + e.status + e.timeout))
end
`;

function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(command)} exited with ${code}: ${out.slice(-500)}`));
    });
  });
}

function resultLine(out: string, marker: string): Record<string, number> {
  const line = out.split('\n').find((l) => l.startsWith(marker));
  if (!line) throw new Error(`no result from the load generator: ${out.slice(-500)}`);
  return JSON.parse(line.slice(marker.length)) as Record<string, number>;
}

async function withWrk(o: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-wrk-'));
  try {
    writeFileSync(path.join(dir, 'paths.txt'), o.paths.join('\n') + '\n');
    writeFileSync(path.join(dir, 'mix.lua'), WRK_SCRIPT);
    const headerArgs = Object.entries(o.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    const out = await run(
      WRK,
      [
        '-t1',
        `-c${o.connections}`,
        `-d${o.seconds}s`,
        '-s',
        path.join(dir, 'mix.lua'),
        ...headerArgs,
        o.base,
      ],
      { WRK_PATHS: path.join(dir, 'paths.txt') },
    );
    const r = resultLine(out, 'WRK_RESULT ');
    const requests = r.requests ?? 0;
    return {
      loader: 'wrk',
      rps: requests / ((r.us ?? 1) / 1e6),
      p50: (r.p50 ?? 0) / 1000,
      p975: (r.p975 ?? 0) / 1000,
      p99: (r.p99 ?? 0) / 1000,
      total: requests,
      errors: r.errors ?? 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withAutocannon(o: LoadOptions): Promise<LoadResult> {
  const child = fileURLToPath(new URL('./autocannon-child.ts', import.meta.url));
  const out = await run(process.execPath, ['--import', 'tsx', child], {
    NODE_OPTIONS: '',
    AUTOCANNON_OPTIONS: JSON.stringify(o),
  });
  return { loader: 'autocannon', ...(resultLine(out, 'AUTOCANNON_RESULT ') as Omit<LoadResult, 'loader'>) };
}

/** Runs one load phase in another process and returns its figures. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return loaderName() === 'wrk' ? withWrk(options) : withAutocannon(options);
}
