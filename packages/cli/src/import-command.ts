import path from 'node:path';
import { datasetNames, findCodeSets, importCodeSets, type AppContext } from '@clearbill/server';
import { defaultManifestPath, downloadCodeSets, loadManifest } from './import-download';
import { ProgressBar } from './import-progress';

export interface ImportArgs {
  from?: string | undefined;
  download?: boolean | undefined;
  cacheDir?: string | undefined;
  manifest?: string | undefined;
  datasets?: string | undefined;
  refresh?: boolean | undefined;
}

export const importUsage = `  import --from DIR [--datasets a,b]    Import the official release files found in DIR
  import --download [--cache DIR] [--refresh]
                                        Fetch the releases listed in CODESETS_MANIFEST (default: the
                                        shipped manifest) into the cache (default DATA_DIR/codesets), then import`;

type Out = { log: (s: string) => void; error: (s: string) => void };

/** `import --from DIR` or `import --download`: returns the exit code. */
export async function importCommand(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  args: ImportArgs,
  out: Out = console,
): Promise<number> {
  const datasets = args.datasets
    ?.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  const unknown = datasets?.filter((d) => !datasetNames.includes(d)) ?? [];
  if (unknown.length > 0) {
    out.error(`Unknown dataset(s): ${unknown.join(', ')}. Known: ${datasetNames.join(', ')}.`);
    return 1;
  }
  let dir = args.from ? path.resolve(args.from) : undefined;
  if (args.download) {
    dir = path.resolve(args.cacheDir ?? path.join(ctx.config.dataDir, 'codesets'));
    const source = args.manifest ?? ctx.config.codesetsManifest ?? defaultManifestPath;
    const manifest = await loadManifest(source);
    const events = await downloadCodeSets(manifest, dir, {
      refresh: args.refresh ?? false,
      onEvent: (e) => {
        out.error(`${e.status.padEnd(10)} ${e.dataset.padEnd(10)} ${e.url}${e.error ? `: ${e.error}` : ''}`);
      },
    });
    if (events.every((e) => e.status === 'failed')) {
      out.error('Nothing could be downloaded (offline?). Import files you have with --from DIR.');
      return 1;
    }
  }
  if (!dir) {
    out.error('Say where the files are: import --from DIR, or import --download.');
    return 1;
  }
  const found = await findCodeSets(dir, datasets);
  if (found.length === 0) {
    out.error(`No known code set files in ${dir}.`);
    return 1;
  }
  const bar = new ProgressBar(found.reduce((n, f) => n + f.groups.length, 0));
  const summary = await importCodeSets(ctx, {
    dir,
    ...(datasets ? { datasets } : {}),
    onProgress: (p) => {
      bar.update(p);
    },
  });
  if (!summary.ran) {
    out.error('Another import is running (another process holds the import lock). Try again later.');
    return 1;
  }
  for (const r of summary.results) {
    out.log(
      `${r.dataset.padEnd(10)} ${r.status.padEnd(8)} ${String(r.rows).padStart(9)} rows ${r.seconds.toFixed(1).padStart(6)} s  ${r.sourceVersion}  ${r.sourceFile}${r.error ? `  ${r.error}` : ''}`,
    );
  }
  out.log(`Total: ${summary.rows} rows in ${summary.seconds.toFixed(1)} s`);
  return summary.results.some((r) => r.status === 'failed') ? 1 : 0;
}
