// Helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'packages/web/dist');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The web build is stale when any of its sources (or the shared package) changed after it. */
export function webBuildIsStale() {
  const built = path.join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = [
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/web/package.json',
    'packages/web/public',
    'packages/shared/src',
  ].map((p) => path.join(root, p));
  return sources.some((s) => newestMtime(s) > builtAt);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return false;
  console.log('Building the web app...');
  await run('npm', ['run', 'build', '--silent', '-w', 'packages/web']);
  return true;
}

/** Runs a long-lived child and passes stop signals on to it. */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

export function resetDataDir(dir) {
  rmSync(path.resolve(root, dir), { recursive: true, force: true });
}
