// `npm run cli -- <command>`: operator commands over the same services the server uses.
import { parseArgs } from 'node:util';
import { openContext, loadConfig } from '@clearbill/server';
import { adminCommands } from './admin-commands';
import { importCommand, importUsage } from './import-command';

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  admin create --username NAME          Create an admin (password from ADMIN_PASSWORD, 12+ characters)
  admin set-password --username NAME    Set an admin's password (from ADMIN_PASSWORD)
  admin reset-totp --username NAME      Turn off an admin's two-step sign-in (lost authenticator)
  beta-code create [--code CODE] [--days N] [--max-uses N]
                                        Create a beta code: unlimited uploads for guests who enter it
${importUsage}
  redact [FILE] [--jsonl]               De-identify plain text (FILE or standard input); with --jsonl, input
                                        lines {"id","text"} give lines {"id","redactions","redacted"}

The database is the one the server uses: DATA_DIR (PGlite) or DATABASE_URL.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      code: { type: 'string' },
      days: { type: 'string' },
      'max-uses': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      from: { type: 'string' },
      download: { type: 'boolean' },
      cache: { type: 'string' },
      manifest: { type: 'string' },
      datasets: { type: 'string' },
      refresh: { type: 'boolean' },
      jsonl: { type: 'boolean' },
    },
  });
  const [group, action] = positionals;
  if (values.help || !group) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  // redact works on text alone: no database.
  if (group === 'redact') {
    const { redactCommand } = await import('./redact-command');
    return redactCommand({ file: action, jsonl: values.jsonl });
  }
  const { ctx, database } = await openContext(loadConfig());
  try {
    if (group === 'import') {
      return await importCommand(ctx, {
        from: values.from,
        download: values.download,
        cacheDir: values.cache,
        manifest: values.manifest,
        datasets: values.datasets,
        refresh: values.refresh,
      });
    }
    return await adminCommands(ctx, { group, action, values, password: process.env.ADMIN_PASSWORD });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
