import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ENCRYPTION_KEY: z.string().optional(),
  CODESETS_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Live government look-ups (hybrid code search). Off: database only. */
  EXTERNAL_APIS: z.enum(['on', 'off']).default('on'),
  NLM_CLINICAL_TABLES_URL: z.url().default('https://clinicaltables.nlm.nih.gov'),
  OPENFDA_URL: z.url().default('https://api.fda.gov'),
  RXNAV_URL: z.url().default('https://rxnav.nlm.nih.gov'),
  EXTERNAL_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  EXTERNAL_API_DAILY_BUDGET: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  /** JSON file or URL listing the official release files to download (cli import --download). */
  CODESETS_MANIFEST: z.string().optional(),
  /** Run the document pipeline's jobs in this process (default) or leave them to `npm run worker`. */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** Parallel pipeline jobs (and OCR workers) per process; default: the machine's cores, at most 4. */
  PIPELINE_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  /** How long an upload waits for its pipeline before answering 'processing' (then the client polls). */
  UPLOAD_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(30_000),
  /**
   * Longest a document may take in the pipeline before it is failed with a plain reason. At most 4
   * minutes: below the job's 5-minute expiry, after which another worker would take it for a crash.
   */
  PIPELINE_DOCUMENT_BUDGET_MS: z.coerce.number().int().min(100).max(240_000).default(120_000),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  encryptionKey: string | undefined;
  codesetsDir: string | undefined;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  externalApis: {
    enabled: boolean;
    nlmClinicalTablesUrl: string;
    openFdaUrl: string;
    rxNavUrl: string;
    timeoutMs: number;
    dailyBudget: number;
  };
  codesetsManifest: string | undefined;
  jobs: {
    worker: boolean;
    concurrency: number | undefined;
    uploadWaitMs: number;
    documentBudgetMs: number;
  };
};

/** Reads the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    encryptionKey: e.ENCRYPTION_KEY,
    codesetsDir: e.CODESETS_DIR ? path.resolve(e.CODESETS_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    externalApis: {
      enabled: e.EXTERNAL_APIS === 'on',
      nlmClinicalTablesUrl: e.NLM_CLINICAL_TABLES_URL,
      openFdaUrl: e.OPENFDA_URL,
      rxNavUrl: e.RXNAV_URL,
      timeoutMs: e.EXTERNAL_API_TIMEOUT_MS,
      dailyBudget: e.EXTERNAL_API_DAILY_BUDGET,
    },
    codesetsManifest: e.CODESETS_MANIFEST,
    jobs: {
      worker: e.JOB_WORKER === 'on',
      concurrency: e.PIPELINE_CONCURRENCY,
      uploadWaitMs: e.UPLOAD_WAIT_MS,
      documentBudgetMs: e.PIPELINE_DOCUMENT_BUDGET_MS,
    },
  };
}
