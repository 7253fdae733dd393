// The top self-time functions of a V8 CPU profile (`node --cpu-prof`), and the same grouped by package
// or source folder: `npx tsx bench/lib/profile-top.ts <file.cpuprofile> [rows] [phase]`. With a phase
// ('code search, index', ...), only the samples taken during it count: its times are read from
// phases.json beside the profile (written by bench/code-search.ts; both use the monotonic clock).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg, phase] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [rows] [phase]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const phasesFile = path.join(path.dirname(file), 'phases.json');
const phases = existsSync(phasesFile)
  ? (JSON.parse(readFileSync(phasesFile, 'utf8')) as Record<string, [number, number]>)
  : {};
const [from, to] = phase ? (phases[phase] ?? [0, 0]) : [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
if (phase && !phases[phase])
  throw new Error(`no phase '${phase}' in ${phasesFile}: ${Object.keys(phases).join(', ')}`);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= from && at <= to) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1] ?? url;
  const src = /packages\/[^/]+\/src\/(?:[^/]+\/)?/.exec(url);
  return src ? src[0] : url.startsWith('node:') ? 'node' : url || '(native/gc/idle)';
};

const fn = new Map<string, number>();
const group = new Map<string, number>();
for (const [id, us] of selfUs) {
  const f = byId.get(id)?.callFrame;
  if (!f) continue;
  const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^.*\/packages\//, '')}:${f.lineNumber + 1}`;
  fn.set(name, (fn.get(name) ?? 0) + us);
  group.set(where(f.url), (group.get(where(f.url)) ?? 0) + us);
}
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (of ${(totalUs / 1e6).toFixed(1)} s sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`  ${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${k}`);
  }
};
print('self time by function', fn);
print('self time by package / folder', group);
