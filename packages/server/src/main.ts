import { fileURLToPath } from 'node:url';
import { bootstrapAdmin } from './admin/service';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openContext } from './context-factory';
import { createLogger } from './http/logging';
import { startBackgroundImport } from './importers/startup';
import { startSweeps } from './sweeps';
import { warmUpExtraction } from '@clearbill/engine';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { ctx, database, keyWarning } = await openContext(config);
  // Loud on purpose: key and data together mean a copy of the folder is a copy of everything.
  if (keyWarning) logger.warn(`WARNING: ${keyWarning}`);
  logger.info({ database: database.kind }, 'database ready');

  const admin = await bootstrapAdmin(ctx, {
    username: config.adminUsername,
    password: config.adminPassword,
    totpSecret: config.adminTotpSecret,
  });
  if (admin.created && admin.generatedPassword) {
    // Printed once, to the terminal only: it is never stored in clear or logged.
    process.stdout.write(
      `\n  No admin existed, so one was created.\n  Username: ${admin.username}\n  Password: ${admin.generatedPassword}\n` +
        '  Keep it now: it will not be shown again. Sign in at /admin/login: you will be asked to set up\n' +
        '  two-step sign-in with an authenticator app before anything else.\n\n',
    );
  } else if (admin.created) {
    logger.info(
      { authenticator: admin.totpProvisioned ? 'ADMIN_TOTP_SECRET' : 'enrol at first sign-in' },
      'admin account created from ADMIN_USERNAME',
    );
  }

  const app = await buildApp({
    ctx,
    logger,
    trustProxy: config.trustProxy,
    webDist: config.webDist ?? defaultWebDist,
  });

  const stopSweeps = startSweeps(ctx, logger);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    stopSweeps();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });

  await app.listen({ port: config.port, host: config.host });
  logger.info({ port: config.port }, `ClearBill is running at http://localhost:${config.port}`);
  // The first PDF opened loads pdfjs (1-2 s): do it now rather than in the first patient's upload.
  warmUpExtraction().catch((err: unknown) => {
    logger.warn({ errType: (err as Error).name }, 'extraction warm-up failed');
  });
  // After listening, so the app answers (and search works on each set as it lands) during the import.
  await startBackgroundImport(ctx, logger);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
