// `npm run dev`: the API restarts on change (tsx watch) and the web app hot-reloads (Vite on :5173,
// which forwards /api to the API on PORT, default 5000).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'packages/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && stop('SIGTERM'));
