import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Top-level folders of src/ and the folders their (non-test) source files import from. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of readdirSync(SRC)) {
    const dir = path.join(SRC, folder);
    if (!statSync(dir).isDirectory() || folder === 'test') continue;
    const targets = new Set<string>();
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const file = path.join(d, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
          for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
            const rel = path.relative(SRC, path.resolve(path.dirname(file), m[1] ?? ''));
            const top = rel.split(path.sep)[0] ?? '';
            // Files at the top of src/ (app.ts, context.ts, clock.ts, config.ts) compose the app or are
            // the shared context; they are not a domain.
            if (rel.includes(path.sep) && top !== folder) targets.add(top);
          }
        }
      }
    };
    walk(dir);
    graph.set(folder, targets);
  }
  return graph;
}

/** Every cycle between folders, each as the path that closes it (a -> b -> a). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const loop = trail.slice(at);
        const start = loop.indexOf([...loop].sort()[0] ?? '');
        const canonical = [...loop.slice(start), ...loop.slice(0, start)];
        found.add([...canonical, canonical[0]].join(' -> '));
      } else visit(next, [...trail, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...found].sort();
}

describe('server folders import without cycles', () => {
  it('has no folder importing back up into one that imports it', () => {
    expect(cycles(folderGraph())).toEqual([]);
  });

  it('keeps access/ below every domain: it imports none of them', () => {
    const platform = new Set(['access', 'crypto', 'db']);
    expect([...(folderGraph().get('access') ?? [])].filter((f) => !platform.has(f))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a -> b -> c -> a']);
  });
});
