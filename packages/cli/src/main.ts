// `npm run cli -- <command>`: operator commands over the same services the server uses.
import { parseArgs } from 'node:util';
import { applyLocalDefaults } from './local-defaults';

// Local defaults (the project's .env) under the real environment, before any command reads it.
applyLocalDefaults();

// Built on demand: the modules that hold the usage lines load the server or the engine.
const usage = (importUsage: string, analyzeUsage: string) => `Usage: npm run cli -- <command> [options]

Commands:
  admin create --username NAME          Create an admin (password from ADMIN_PASSWORD, 12+ characters)
  admin set-password --username NAME    Set an admin's password (from ADMIN_PASSWORD)
  admin reset-totp --username NAME      Remove a lost authenticator (the admin enrols a new one at sign-in)
  beta-code create [--code CODE] [--days N] [--max-uses N]
                                        Create a beta code: unlimited uploads for guests who enter it
${importUsage}
${analyzeUsage}
  redact [FILE] [--jsonl]               De-identify plain text (FILE or standard input); with --jsonl, input
                                        lines {"id","text"} give lines {"id","redactions","redacted"}

The database is the one the server uses: DATA_DIR (PGlite) or DATABASE_URL. analyze needs none.`;

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
      json: { type: 'boolean' },
      answers: { type: 'string' },
      jsonl: { type: 'boolean' },
    },
  });
  const [group, action] = positionals;
  if (values.help || !group) {
    const [{ importUsage }, { analyzeUsage }] = await Promise.all([
      import('./import-command'),
      import('./analyze-command'),
    ]);
    console.log(usage(importUsage, analyzeUsage));
    return values.help ? 0 : 1;
  }
  // Document commands work on files alone: no database, and none of the server's modules loaded.
  if (group === 'analyze') {
    const { analyzeCommand } = await import('./analyze-command');
    return analyzeCommand({ file: action, answers: values.answers, json: values.json });
  }
  if (group === 'redact') {
    const { redactCommand } = await import('./redact-command');
    return redactCommand({ file: action, jsonl: values.jsonl });
  }
  const { openContext, loadConfig } = await import('@clearbill/server');
  const { adminCommands } = await import('./admin-commands');
  const { importCommand } = await import('./import-command');
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
