import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Settings that name a folder: a default whose folder is missing on this machine is left out. */
const folderSettings = new Set(['CODESETS_DIR']);

/**
 * Applies the project's `.env` (local defaults for the command-line tools) under the real
 * environment: a variable already set wins. Returns the names it set.
 */
export function applyLocalDefaults(env: NodeJS.ProcessEnv = process.env, root = projectRoot): string[] {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return [];
  const applied: string[] = [];
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[key] !== undefined || value === undefined) continue;
    if (folderSettings.has(key) && !existsSync(path.resolve(root, value))) continue;
    env[key] = folderSettings.has(key) ? path.resolve(root, value) : value;
    applied.push(key);
  }
  return applied;
}
