import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { pgliteFolderTemplate } from './db-templates';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A new data folder; under vitest it starts with a migrated database copied from the run's template. */
function freshDataDir(name: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cb-${name}-`));
  const template = pgliteFolderTemplate();
  if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** A port free right now, chosen by the system (a random pick could meet another test's server). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * Settings for one test server on PGlite: a free port, a fresh data folder (migrated), its key given in the
 * environment (so no key file is left beside the temporary folder), an admin, no live APIs.
 */
export async function testServerEnv(
  name: string,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  return {
    PORT: String(await freePort()),
    DATA_DIR: freshDataDir(name),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: `${name}-admin`,
    ADMIN_PASSWORD: `${name}-admin-password`,
    EXTERNAL_APIS: 'off',
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/** Starts `packages/server/src/main.ts` as `npm start` does, in its own process (`nodeArgs`: e.g. --cpu-prof). */
export function spawnServer(
  env: Record<string, string>,
  options: { captureStdout?: boolean; nodeArgs?: string[] } = {},
): ChildProcess {
  return spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', mainFile], {
    env: { ...process.env, HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'inherit'],
  });
}

/** Resolves once the server answers /api/health; fails if it exits or takes over a minute. */
export async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      // Each try is bounded: a connection that is accepted but never answered must not use up the minute.
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not listening yet, or too busy to answer within the try
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

/** Stops a server process (SIGTERM, or the given signal) and waits for it to exit. */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill(signal);
  });
}

/** waitForHealth, tried for up to 5 minutes: on a loaded 2-core machine a start can take over a minute. */
export async function waitForStart(port: number, child: ChildProcess): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await waitForHealth(port, child);
      return;
    } catch (err) {
      if (tries >= 5 || child.exitCode !== null) throw err;
    }
  }
}
