import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { zipEntries, zipEntryStream } from '@clearbill/server';

export const defaultManifestPath = fileURLToPath(new URL('./import-manifest.json', import.meta.url));

export interface ManifestFile {
  dataset: string;
  url: string;
  /** Where the file is saved in the cache folder (a relative path inside it). */
  path: string;
  /** Zip entries to unpack (simple * wildcards), next to the saved zip. */
  extract?: string[];
}
export interface Manifest {
  files: ManifestFile[];
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** Checks a parsed manifest; returns the problems found (none when it is usable). */
export function manifestProblems(value: unknown): string[] {
  const files = (value as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return ['"files" must be a list'];
  const problems: string[] = [];
  files.forEach((raw: unknown, i) => {
    const f = (raw ?? {}) as Record<string, unknown>;
    if (!isString(f.dataset)) problems.push(`files[${i}].dataset is missing`);
    if (!isString(f.url) || !/^https?:\/\//i.test(f.url))
      problems.push(`files[${i}].url must be an http(s) URL`);
    if (!isString(f.path) || path.isAbsolute(f.path) || f.path.split(/[\\/]/).includes('..')) {
      problems.push(`files[${i}].path must be a relative path inside the cache`);
    }
    if (f.extract !== undefined && !(Array.isArray(f.extract) && f.extract.every(isString))) {
      problems.push(`files[${i}].extract must be a list of file name patterns`);
    }
  });
  return problems;
}

/** The manifest from a JSON file or an http(s) URL. */
export async function loadManifest(source: string): Promise<Manifest> {
  const text = /^https?:\/\//i.test(source)
    ? await fetch(source).then(async (r) => {
        if (!r.ok) throw new Error(`manifest ${source}: HTTP ${r.status}`);
        return r.text();
      })
    : await readFile(source, 'utf8');
  const parsed: unknown = JSON.parse(text);
  const problems = manifestProblems(parsed);
  if (problems.length > 0) throw new Error(`manifest ${source} is not valid: ${problems.join('; ')}`);
  return parsed as Manifest;
}

const globToRegExp = (glob: string) =>
  new RegExp(`(^|/)${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`, 'i');

export interface DownloadEvent {
  dataset: string;
  url: string;
  status: 'cached' | 'downloaded' | 'failed';
  bytes: number;
  error?: string;
}

/**
 * Fetches each manifest file into the cache folder (a file already there is kept unless `refresh`),
 * written to a temporary name first so an interrupted download never looks complete.
 */
export async function downloadCodeSets(
  manifest: Manifest,
  cacheDir: string,
  options: { refresh?: boolean; timeoutMs?: number; onEvent?: (e: DownloadEvent) => void } = {},
): Promise<DownloadEvent[]> {
  const events: DownloadEvent[] = [];
  for (const file of manifest.files) {
    const target = path.join(cacheDir, file.path);
    const emit = (e: DownloadEvent) => {
      events.push(e);
      options.onEvent?.(e);
    };
    try {
      const existing = await stat(target).catch(() => null);
      if (existing && !options.refresh) {
        emit({ dataset: file.dataset, url: file.url, status: 'cached', bytes: existing.size });
      } else {
        await mkdir(path.dirname(target), { recursive: true });
        const res = await fetch(file.url, { signal: AbortSignal.timeout(options.timeoutMs ?? 120_000) });
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
        const partial = `${target}.partial`;
        await pipeline(Readable.fromWeb(res.body), createWriteStream(partial));
        await rename(partial, target);
        emit({
          dataset: file.dataset,
          url: file.url,
          status: 'downloaded',
          bytes: (await stat(target)).size,
        });
      }
      if (file.extract) {
        const patterns = file.extract.map(globToRegExp);
        for (const entry of await zipEntries(target)) {
          const name = entry.name.split('/').pop() ?? '';
          if (!name || !patterns.some((p) => p.test(name))) continue;
          await pipeline(
            await zipEntryStream(target, entry),
            createWriteStream(path.join(path.dirname(target), name)),
          );
        }
      }
    } catch (err) {
      emit({
        dataset: file.dataset,
        url: file.url,
        status: 'failed',
        bytes: 0,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return events;
}
