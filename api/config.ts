/** The services' settings, read from the environment and checked with zod once at boot. */
import { z } from 'zod';
import { ENVIRONMENTS } from '../domain/environment';
import { defaultNewBusinessRail, hasSandboxRail, parseRailSetting, type RailChoice } from '../domain/rails';
import { usBankApiUrlsFrom } from './settings/usbank';
import { accountingSettingsProblems } from './settings/accounting';
import { smsSettingsFrom, TWILIO_STATUS_PATH, type SmsProvider, type TwilioSettings } from './settings/sms';

/** The processing cycle's points where TEST_CRASH_POINT may kill the process (its crashPoint hook's points). */
const TEST_CRASH_POINTS = ['afterClaim', 'afterProcessing', 'afterSubmit', 'afterFileWritten'] as const;
export type CycleCrashPoint = (typeof TEST_CRASH_POINTS)[number];

/** Where finished export files are kept (EXPORT_FILES): every copy reads them from the database, or this copy's disk. */
export const EXPORT_FILE_STORES = ['disk', 'database'] as const;
export type ExportFileStoreKind = (typeof EXPORT_FILE_STORES)[number];

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  /** Where finished export files are kept: `database` (every copy serves them) or `disk` (this copy's DATA_DIR). */
  EXPORT_FILES: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(EXPORT_FILE_STORES).optional()),
  /** How many parts of one CSV export PostgreSQL writes at once (decision 092). */
  EXPORT_PARALLEL_PARTS: z.coerce.number().int().min(1).max(16).optional(),
  ACCESS_TOKEN_SECRET: z.string().min(32, 'ACCESS_TOKEN_SECRET must be at least 32 characters'),
  ENCRYPTION_KEY: z
    .string()
    .transform((v) => Buffer.from(v, 'base64'))
    .refine((key) => key.length === 32, 'ENCRYPTION_KEY must be 32 bytes, base64-encoded'),
  APP_ENV: z.enum(ENVIRONMENTS).default('local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  MAIL_FROM: z.string().trim().min(3).default('Payloft <no-reply@payloft.test>'),
  WEB_PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().url().optional()),
  /** The web's port: without WEB_PUBLIC_URL, links in e-mails (password reset) point at this port on localhost. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Requests one caller may have in flight at once per copy (api/app.ts); benchmarks of one user at 50 connections lift it. */
  API_MAX_IN_FLIGHT_PER_CALLER: z.coerce.number().int().min(1).optional(),
  API_PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .transform((url) => url?.replace(/\/+$/, '')),
  NEW_BUSINESS_RAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean)),
  /** A claimed job whose claim is this old (seconds) is handed to another worker: a copy killed mid-job. Default 300. */
  JOB_STALE_LOCK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Tests only (the cluster suite): the processing cycle kills this process with SIGKILL at this point. */
  TEST_CRASH_POINT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(TEST_CRASH_POINTS).optional()),
});

export interface ApiConfig {
  apiPort: number;
  /** PostgreSQL connection string; when absent the embedded PostgreSQL under dataDir is used (decision 124). */
  databaseUrl?: string;
  /** The embedded PostgreSQL's folder (and disk export files), or `memory://` for a throwaway embedded server. */
  dataDir: string;
  /** EXPORT_FILES: `database` by default (any copy serves any file), or `disk` (this copy's DATA_DIR; decision 073). */
  exportFiles: ExportFileStoreKind;
  /** EXPORT_PARALLEL_PARTS: parts of one CSV export written at once on PostgreSQL (default DEFAULT_PARALLEL_PARTS, decision 092). */
  exportParallelParts?: number;
  accessTokenSecret: string;
  /** 32-byte AES-256-GCM key for secrets at rest (api/lib/crypto.ts). */
  encryptionKey: Buffer;
  appEnv: (typeof ENVIRONMENTS)[number];
  logLevel: string;
  /** nodemailer SMTP connection URL; without it e-mails stay in the outbox table (and /dev/outbox where allowed). */
  smtpUrl?: string;
  mailFrom: string;
  /** SMS delivery: 'outbox' keeps texts in the outbox table (local, dev, demo only); 'twilio' sends them (decision 065). */
  smsProvider: SmsProvider;
  /** Twilio's credentials and sender when smsProvider is 'twilio'. */
  twilio?: TwilioSettings;
  /** The web's public address, for links in e-mails (password reset). */
  webPublicUrl: string;
  /** Peers whose x-forwarded-for is believed (the web server's address); loopback by default. */
  trustedProxies: string[];
  /** Requests per API client per minute on /api/v1; 600 when unset. */
  apiRateLimitPerMinute?: number;
  /** Requests one caller may have in flight at once (MAX_CONCURRENT_PER_CALLER when unset). */
  maxInFlightPerCaller?: number;
  /** The services' address as a browser reaches it (the accounting sandbox's consent page); http://localhost:API_PORT when unset. */
  apiPublicUrl?: string;
  /** ACCOUNTING_{SYSTEM}_{AUTHORIZE_URL,TOKEN_URL,API_URL,CLIENT_ID,CLIENT_SECRET} as set (decision 031); unset ones use the sandbox, or in prod are not offered (decision 051). */
  accountingEnv?: Record<string, string>;
  /** NEW_BUSINESS_RAIL: the rail registration gives a new business (sandbox in local, dev and demo; none elsewhere). */
  newBusinessRail: RailChoice;
  /** USBANK_API_URL and USBANK_TOKEN_URL: where U.S. Bank's ACH Originations API is (decision 071); unset, the U.S. Bank API rail is not offered. */
  usBankApi?: { apiUrl: string; tokenUrl?: string };
  /** JOB_STALE_LOCK_SECONDS in ms: how old a job's claim must be before another worker takes it over; STALE_LOCK_MS (5 min) when unset. */
  jobStaleLockMs?: number;
  /** TEST_CRASH_POINT (tests only; refused in staging and prod): the processing cycle kills the process at this point. */
  testCrashPoint?: CycleCrashPoint;
}

/** Parses the environment; throws one error listing every bad or missing setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  const e = parsed.data;
  const sms = smsSettingsFrom(env, e.APP_ENV);
  if (sms.problems.length > 0) throw new Error(`Invalid API configuration: ${sms.problems.join('; ')}`);
  const railSetting = e.NEW_BUSINESS_RAIL ?? defaultNewBusinessRail(e.APP_ENV);
  const newBusinessRail = parseRailSetting(railSetting);
  if (!newBusinessRail) throw new Error(`Invalid API configuration: NEW_BUSINESS_RAIL must be none, sandbox or nacha:<originating account name>, not "${railSetting}"`);
  if (newBusinessRail.rail === 'sandbox' && !hasSandboxRail(e.APP_ENV)) {
    throw new Error('Invalid API configuration: NEW_BUSINESS_RAIL=sandbox would let new businesses pay through the sandbox, which production does not have: set NEW_BUSINESS_RAIL=none (an administrator assigns each rail) or nacha:<originating account name>');
  }
  // A test hook that kills the process has no business where money moves for real.
  if (e.TEST_CRASH_POINT && (e.APP_ENV === 'prod' || e.APP_ENV === 'staging')) {
    throw new Error(`Invalid API configuration: TEST_CRASH_POINT is a test hook that kills the process (SIGKILL) in the middle of a processing cycle; unset it in APP_ENV=${e.APP_ENV}`);
  }
  const usBank = usBankApiUrlsFrom(env);
  // Production speaks to the bank only over TLS; a plain-http address there is a mistake (or a sandbox).
  if (usBank && e.APP_ENV === 'prod' && ![usBank.apiUrl, usBank.tokenUrl ?? usBank.apiUrl].every((u) => u.startsWith('https://'))) {
    throw new Error('Invalid API configuration: USBANK_API_URL and USBANK_TOKEN_URL must be https:// addresses of U.S. Bank in production');
  }
  const config: ApiConfig = {
    apiPort: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    exportFiles: e.EXPORT_FILES ?? 'database',
    exportParallelParts: e.EXPORT_PARALLEL_PARTS,
    accessTokenSecret: e.ACCESS_TOKEN_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    appEnv: e.APP_ENV,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsProvider: sms.provider,
    ...(sms.twilio && { twilio: { ...sms.twilio, statusCallbackUrl: `${(e.API_PUBLIC_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/+$/, '')}${TWILIO_STATUS_PATH}` } }),
    webPublicUrl: (e.WEB_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustedProxies: e.TRUSTED_PROXIES,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    maxInFlightPerCaller: e.API_MAX_IN_FLIGHT_PER_CALLER,
    apiPublicUrl: e.API_PUBLIC_URL ?? `http://localhost:${e.API_PORT}`,
    newBusinessRail,
    ...(usBank && { usBankApi: usBank }),
    jobStaleLockMs: e.JOB_STALE_LOCK_SECONDS * 1000,
    ...(e.TEST_CRASH_POINT && { testCrashPoint: e.TEST_CRASH_POINT }),
    accountingEnv: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[0].startsWith('ACCOUNTING_') && typeof entry[1] === 'string' && entry[1] !== '')),
  };
  const accounting = accountingSettingsProblems(config);
  if (accounting.length > 0) throw new Error(`Invalid API configuration: ${accounting.join('; ')} (production has no accounting sandbox: set all five or none)`);
  return config;
}

/** Staging and production hide the schema: no introspection, no field suggestions. */
/**
 * The web's address for the links one request makes (the OAuth callback, e-mailed links). In APP_ENV local only, the
 * origin the user is on, as the web passes it (x-web-origin): a user on 127.0.0.1 while WEB_PUBLIC_URL says localhost
 * (or the reverse) would otherwise come back on the other host, without their session cookie, halfway through
 * connecting QuickBooks. Everywhere else WEB_PUBLIC_URL, always: a Host header must never steer a redirect there.
 */
export function webPublicUrlFor(config: Pick<ApiConfig, 'appEnv' | 'webPublicUrl'>, webOrigin: string | null | undefined): string {
  if (config.appEnv !== 'local' || !webOrigin) return config.webPublicUrl;
  try {
    const url = new URL(webOrigin);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === webOrigin) return url.origin;
  } catch {
    // Not an origin: the configured address.
  }
  return config.webPublicUrl;
}

export function hidesSchema(config: Pick<ApiConfig, 'appEnv'>): boolean {
  return config.appEnv === 'staging' || config.appEnv === 'prod';
}
