import path from 'node:path';
import { z } from 'zod';
import { limits } from '@clearbill/shared';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const count = z.coerce.number().int().min(1).max(1_000_000);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Base32 TOTP secret given to the first admin at first start (automated set-ups). */
  ADMIN_TOTP_SECRET: z
    .string()
    .transform((v) => v.replace(/[\s=]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z2-7]+$/, 'must be base32 (letters A-Z and digits 2-7)')
        .min(16, 'must be at least 16 base32 characters (80 bits)'),
    )
    .optional(),
  ENCRYPTION_KEY: z.string().optional(),
  /** Path of the key file; default `<DATA_DIR>.key`, outside the data folder. */
  ENCRYPTION_KEY_FILE: z.string().optional(),
  CODESETS_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Live government look-ups (hybrid code search). Off: database only. */
  EXTERNAL_APIS: z.enum(['on', 'off']).default('on'),
  NLM_CLINICAL_TABLES_URL: z.url().default('https://clinicaltables.nlm.nih.gov'),
  OPENFDA_URL: z.url().default('https://api.fda.gov'),
  RXNAV_URL: z.url().default('https://rxnav.nlm.nih.gov'),
  /** The Federal Register's public API (regulatory research); tests point it at their own server. */
  FEDERAL_REGISTER_URL: z.url().default('https://www.federalregister.gov/api/v1'),
  EXTERNAL_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  EXTERNAL_API_DAILY_BUDGET: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  /** How long a public regulatory updates answer is reused (0: never); changes here clear it at once. */
  REGULATIONS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Patient resource website checks (admin validate-urls): time per link and links at once. */
  LINK_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  LINK_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(6),
  /** JSON file or URL listing the official release files to download (cli import --download). */
  CODESETS_MANIFEST: z.string().optional(),
  /** Run the document pipeline's jobs in this process (default) or leave them to `npm run worker`. */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** Parallel pipeline jobs (and OCR workers) per process; default: the machine's cores, at most 4. */
  PIPELINE_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  /** How long an upload waits for its pipeline before answering 'processing' (then the client polls). */
  UPLOAD_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(30_000),
  /** Seconds before a failed pipeline job runs again (tests shorten it). */
  PIPELINE_RETRY_DELAY_S: z.coerce.number().int().min(0).max(3600).default(5),
  // Abuse limits, counted in the database so every instance shares them (src/limits/).
  /** New guest sessions per client address per hour. */
  GUEST_SESSIONS_PER_ADDRESS_HOUR: count.default(20),
  /** Guest uploads per client address per day, across all its guest sessions. */
  GUEST_UPLOADS_PER_ADDRESS_DAY: count.default(30),
  /** New accounts per client address per hour. */
  SIGNUPS_PER_ADDRESS_HOUR: count.default(10),
  /** Failed sign-ins per account from one address in 15 minutes (the product's claim: 5). */
  SIGNIN_FAILURES_PER_ACCOUNT_ADDRESS_15MIN: count.default(limits.loginMaxFailures),
  /** Failed sign-ins from one address across all accounts in 15 minutes. */
  SIGNIN_FAILURES_PER_ADDRESS_15MIN: count.default(50),
  /** Failed sign-ins on one account across all addresses in an hour. */
  SIGNIN_FAILURES_PER_ACCOUNT_HOUR: count.default(100),
  /** Billing assistant messages per minute, per conversation and per client address (issue 13: 30). */
  CHAT_MESSAGES_PER_MINUTE: count.default(30),
  /** GET /api/admin/users per admin per minute (a flood of refreshes is answered 429). */
  ADMIN_USERS_LIST_PER_MINUTE: count.default(30),
  /**
   * Optional language model for the assistant's wording (an OpenAI-compatible /chat/completions server):
   * both set, or the built-in answers only. It receives the retrieved facts and the de-identified question.
   */
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  /** Sent as a bearer token to the language model server, when it needs one. */
  LLM_API_KEY: z.string().min(1).optional(),
  /** How long a reply from the language model may take before the built-in answer is used. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * How long code look-ups and enterprise coding (routes without personal data) trust a bearer token
   * already checked by this instance (0: check the database on every request). Sign-out here ends it at once.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Code search from an in-memory index (on) or from SQL every time (off). */
  CODE_SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  /** How often each instance checks whether the code tables changed (0: before every search). */
  CODE_INDEX_CHECK_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** A rebuild waits until the code tables have been quiet this long (an import changes them for minutes). */
  CODE_INDEX_SETTLE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Codes held in whole cached search answers per index (~0.5 KB each with their JSON; 0: no answer cache). */
  CODE_ANSWER_CACHE_CODES: z.coerce.number().int().min(0).max(2_000_000).default(50_000),
  /**
   * Longest a document may take in the pipeline before it is failed with a plain reason. At most 4
   * minutes: below the job's 5-minute expiry, after which another worker would take it for a crash.
   */
  PIPELINE_DOCUMENT_BUDGET_MS: z.coerce.number().int().min(100).max(240_000).default(120_000),
  /** A demo account with sample bills and POST /api/token-login (development and showcases only). */
  DEMO_MODE: z.enum(['on', 'off']).default('off'),
  /** Demo mode is refused when NODE_ENV=production unless this says yes. */
  DEMO_MODE_ALLOW_PRODUCTION: z.enum(['yes', 'no']).default('no'),
  NODE_ENV: z.string().optional(),
  /** Messages per address per hour through the contact form. */
  CONTACT_MESSAGES_PER_ADDRESS_HOUR: count.default(5),
  /** Page views per address per 10 minutes through POST /api/page-views. */
  PAGE_VIEWS_PER_ADDRESS_10MIN: count.default(120),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  adminTotpSecret: string | undefined;
  encryptionKey: string | undefined;
  encryptionKeyFile: string | undefined;
  codesetsDir: string | undefined;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  externalApis: {
    enabled: boolean;
    nlmClinicalTablesUrl: string;
    openFdaUrl: string;
    rxNavUrl: string;
    federalRegisterUrl: string;
    timeoutMs: number;
    dailyBudget: number;
  };
  linkCheck: { timeoutMs: number; concurrency: number };
  /** REGULATIONS_CACHE_MS: see regulations/public-cache.ts. */
  regulationsCacheMs: number;
  codesetsManifest: string | undefined;
  jobs: {
    worker: boolean;
    concurrency: number | undefined;
    uploadWaitMs: number;
    documentBudgetMs: number;
    retryDelaySeconds: number;
  };
  abuseLimits: AbuseLimits;
  /** The assistant's optional language model; null without LLM_BASE_URL and LLM_MODEL. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
  codeIndex: { enabled: boolean; checkMs: number; settleMs: number; answerCacheCodes: number };
  /** SESSION_CACHE_MS: see access/session-cache.ts. */
  sessionCacheMs: number;
  /** DEMO_MODE: the demo account and POST /api/token-login exist only when true (demo/). */
  demoMode: boolean;
  /** CONTACT_MESSAGES_PER_ADDRESS_HOUR: the contact form's limit (contact/). */
  contactMessagesPerAddressHour: number;
  /** PAGE_VIEWS_PER_ADDRESS_10MIN: page views one address may report in 10 minutes (analytics/). */
  pageViewsPerAddress10Min: number;
};

/** How many of each counted action one address (or account) may make in its window. */
export interface AbuseLimits {
  guestSessionsPerAddressHour: number;
  guestUploadsPerAddressDay: number;
  signupsPerAddressHour: number;
  signInFailuresPerAccountAddress15Min: number;
  signInFailuresPerAddress15Min: number;
  signInFailuresPerAccountHour: number;
  chatMessagesPerMinute: number;
  /** ADMIN_USERS_LIST_PER_MINUTE: see admin/users.ts. */
  adminUsersListPerMinute: number;
}

/** Reads the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.DEMO_MODE === 'on' && e.NODE_ENV === 'production' && e.DEMO_MODE_ALLOW_PRODUCTION !== 'yes') {
    throw new Error(
      'Invalid configuration: DEMO_MODE=on is refused when NODE_ENV=production (it opens a sign-in without a password); set DEMO_MODE_ALLOW_PRODUCTION=yes to allow it',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminTotpSecret: e.ADMIN_TOTP_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    encryptionKeyFile: e.ENCRYPTION_KEY_FILE ? path.resolve(e.ENCRYPTION_KEY_FILE) : undefined,
    codesetsDir: e.CODESETS_DIR ? path.resolve(e.CODESETS_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    externalApis: {
      enabled: e.EXTERNAL_APIS === 'on',
      nlmClinicalTablesUrl: e.NLM_CLINICAL_TABLES_URL,
      openFdaUrl: e.OPENFDA_URL,
      rxNavUrl: e.RXNAV_URL,
      federalRegisterUrl: e.FEDERAL_REGISTER_URL.replace(/\/+$/, ''),
      timeoutMs: e.EXTERNAL_API_TIMEOUT_MS,
      dailyBudget: e.EXTERNAL_API_DAILY_BUDGET,
    },
    linkCheck: { timeoutMs: e.LINK_CHECK_TIMEOUT_MS, concurrency: e.LINK_CHECK_CONCURRENCY },
    regulationsCacheMs: e.REGULATIONS_CACHE_MS,
    codesetsManifest: e.CODESETS_MANIFEST,
    jobs: {
      worker: e.JOB_WORKER === 'on',
      concurrency: e.PIPELINE_CONCURRENCY,
      uploadWaitMs: e.UPLOAD_WAIT_MS,
      documentBudgetMs: e.PIPELINE_DOCUMENT_BUDGET_MS,
      retryDelaySeconds: e.PIPELINE_RETRY_DELAY_S,
    },
    abuseLimits: {
      guestSessionsPerAddressHour: e.GUEST_SESSIONS_PER_ADDRESS_HOUR,
      guestUploadsPerAddressDay: e.GUEST_UPLOADS_PER_ADDRESS_DAY,
      signupsPerAddressHour: e.SIGNUPS_PER_ADDRESS_HOUR,
      signInFailuresPerAccountAddress15Min: e.SIGNIN_FAILURES_PER_ACCOUNT_ADDRESS_15MIN,
      signInFailuresPerAddress15Min: e.SIGNIN_FAILURES_PER_ADDRESS_15MIN,
      signInFailuresPerAccountHour: e.SIGNIN_FAILURES_PER_ACCOUNT_HOUR,
      chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
      adminUsersListPerMinute: e.ADMIN_USERS_LIST_PER_MINUTE,
    },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, timeoutMs: e.LLM_TIMEOUT_MS }
        : null,
    codeIndex: {
      enabled: e.CODE_SEARCH_INDEX === 'on',
      checkMs: e.CODE_INDEX_CHECK_MS,
      settleMs: e.CODE_INDEX_SETTLE_MS,
      answerCacheCodes: e.CODE_ANSWER_CACHE_CODES,
    },
    sessionCacheMs: e.SESSION_CACHE_MS,
    demoMode: e.DEMO_MODE === 'on',
    contactMessagesPerAddressHour: e.CONTACT_MESSAGES_PER_ADDRESS_HOUR,
    pageViewsPerAddress10Min: e.PAGE_VIEWS_PER_ADDRESS_10MIN,
  };
}
