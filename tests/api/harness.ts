/**
 * Test harness for the API suite: a fresh database per file (a throwaway database on the run's PostgreSQL server:
 * DATABASE_URL's, or the embedded one support/test-databases.global.ts starts), with the demo data copied from the
 * run's seeded one, an in-process API and a movable clock.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApi, type Api } from '../../api/app';
import type { ApiConfig } from '../../api/config';
import { createDatabase, type Database, type DatabaseHandle } from '../../api/db/client';
import { desc, eq } from 'drizzle-orm';
import { print } from 'graphql';
import { businesses, connections, outboxMessages } from '../../api/db/schema';
import { dropDatabase } from '../../scripts/lib/drop-database';
import { sha256Hex } from '../../api/lib/crypto';
import { DEMO_PASSWORD, seedDemoData } from '../../api/seed/demo';
import {
  databaseUrlFor,
  PG_TEMPLATE_VARIABLE,
  SEEDED_DEMO_KEY_VARIABLE,
  SEEDED_DEMO_VARIABLE,
  TEST_CLOCK_START,
  TEST_WEB_PUBLIC_URL,
} from './support/test-databases.global';
import { endpointOf, type Endpoint, type TestDocument } from './support/graphql';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';
import type { HarnessAuthorizeMutation } from './graphql/auth/graphql';

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date(TEST_CLOCK_START)): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

/** The SMS settings a production or staging start needs (decision 065): Twilio, by an account that only tests use. */
export const TWILIO_TEST_ENV = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'test-auth-token',
  TWILIO_FROM: '+13125550100',
} as const;

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    apiPort: 0,
    dataDir: 'memory://',
    // As a deployment chooses by default (decision 073).
    exportFiles: 'database',
    accessTokenSecret: randomBytes(32).toString('base64'),
    encryptionKey: randomBytes(32),
    appEnv: 'local',
    logLevel: 'silent',
    mailFrom: 'Payloft <no-reply@payloft.test>',
    smsProvider: 'outbox',
    webPublicUrl: TEST_WEB_PUBLIC_URL,
    trustedProxies: ['127.0.0.1', '::1'],
    newBusinessRail: { rail: 'sandbox' },
    ...overrides,
  };
}

/** The run's seeded demo (its database or dump, and the key its secrets are sealed with), when the global setup made one. */
function seededDemo(): { source: string; key: Buffer } | undefined {
  const source = process.env[SEEDED_DEMO_VARIABLE];
  const key = process.env[SEEDED_DEMO_KEY_VARIABLE];
  return source && key ? { source, key: Buffer.from(key, 'base64') } : undefined;
}

/**
 * A migrated database, or with `demo` a copy of the run's seeded demo: a new database on the run's server (the global
 * setup sets DATABASE_URL), dropped on dispose.
 */
export async function openTestDatabase(demo?: { source: string }): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('No DATABASE_URL: the API suite runs through vitest, whose global setup starts a server (tests/api/support/test-databases.global.ts)');
  const name = `payloft_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // A template the global setup made (support/test-databases.global.ts): the copy is already migrated and the
  // migrator finds nothing to do.
  const template = demo?.source ?? process.env[PG_TEMPLATE_VARIABLE];
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  await admin.end();
  const handle = await createDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

export interface GraphQLResult<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export interface CallOptions {
  token?: string;
  address?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  api: Api;
  db: Database;
  clock: TestClock;
  config: ApiConfig;
  close(): Promise<void>;
  /** Sends a typed document (a `<service>Graphql(...)` constant) to its endpoint: result and variables are the SDL's. */
  gql<TResult, TVariables>(document: TestDocument<TResult, TVariables>, variables?: TVariables, options?: CallOptions): Promise<GraphQLResult<TResult>>;
  /**
   * The one untyped path: a query string the code generator cannot see (built at run time, or deliberately not
   * what the SDL allows), sent to the named endpoint; its result is untyped.
   */
  gqlUntyped<T = Record<string, any>>(endpoint: Endpoint, query: string, variables?: Record<string, unknown>, options?: CallOptions): Promise<GraphQLResult<T>>;
  /** Signs in (default address 10.0.0.1) and returns the authorize payload or the errors. */
  signIn(email: string, password?: string, address?: string): Promise<GraphQLResult<HarnessAuthorizeMutation>>;
  /** Signs in (through the code from the outbox when MFA is on) and returns the tokens, failing the test when sign-in fails. */
  tokensFor(email: string): Promise<AuthorizePayload>;
  /** The six-digit code of the newest outbox message to `recipient`. */
  latestCode(recipient: string): Promise<string>;
  /** A vendor link's mailbox proof (decision 125): asks for the code as the page does and reads it from the outbox. */
  mailboxCodeFor(token: string): Promise<string>;
}

/** A completed sign-in: the authorize payload with both tokens present. */
export type AuthorizePayload = HarnessAuthorizeMutation['authorize'] & { accessToken: string; refreshToken: string };

/** Both tokens of a sign-in, or the test fails with what the service answered. */
function withTokens<T extends { accessToken: string | null; refreshToken: string | null }>(
  payload: T,
  failure: string,
): T & { accessToken: string; refreshToken: string } {
  const { accessToken, refreshToken } = payload;
  if (!accessToken || !refreshToken) throw new Error(failure);
  return { ...payload, accessToken, refreshToken };
}

const AUTHORIZE = authGraphql(
  `mutation HarnessAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken id role isMFA mfaToken } }`,
);
const SEND_MAILBOX_CODE = coreGraphql(`mutation HarnessSendMailboxCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }`);
const INIT_MFA = authGraphql(`mutation HarnessInitMfa($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }`);
const CONFIRM_MFA = authGraphql(`mutation HarnessConfirmMfa($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken refreshToken } }`);

export async function startTestApi(options: { config?: Partial<ApiConfig>; seed?: boolean } = {}): Promise<TestApi> {
  // The demo data: a copy of the run's seeded demo (sealed with its key), or seeded here when there is none or this
  // test's key or web address differ from the ones it was seeded with.
  const own = options.config?.encryptionKey || options.config?.webPublicUrl;
  const demo = options.seed === false || own ? undefined : seededDemo();
  const handle = await openTestDatabase(demo);
  const clock = createTestClock();
  const config = testConfig({ ...(demo && { encryptionKey: demo.key }), ...options.config });
  if (options.seed !== false && !demo) await seedDemoData(handle.db, { encryptionKey: config.encryptionKey, now: clock(), webPublicUrl: config.webPublicUrl });
  const api = createApi({ db: handle.db, config, clock });

  const gqlUntyped: TestApi['gqlUntyped'] = async (endpoint, query, variables, call = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    headers['x-forwarded-for'] = call.address ?? '10.0.0.1';
    const response = await api.fetch(
      new Request(`http://api.test/${endpoint}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) }),
    );
    const body = await response.json();
    return { status: response.status, ...body };
  };
  const gql: TestApi['gql'] = (document, variables, call) => gqlUntyped(endpointOf(document), print(document), variables as Record<string, unknown>, call);

  const signIn: TestApi['signIn'] = (email, password = DEMO_PASSWORD, address) => gql(AUTHORIZE, { input: { email, password } }, { address });

  const latestCode: TestApi['latestCode'] = async (recipient) => {
    // The newest message that carries a code: payment e-mails to the same person carry none.
    const rows = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(20);
    const code = rows.map((row) => row.body.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  };

  const mailboxCodeFor: TestApi['mailboxCodeFor'] = async (token) => {
    const sent = await gql(SEND_MAILBOX_CODE, { kind: 'vendor', token });
    if (!sent.data?.sendInvitationCode) throw new Error(`no mailbox code sent: ${JSON.stringify(sent.errors)}`);
    const [connection] = await handle.db.select({ email: connections.targetEmail }).from(connections).where(eq(connections.tokenHash, sha256Hex(token)));
    return latestCode(connection!.email);
  };

  const tokensFor: TestApi['tokensFor'] = async (email) => {
    const result = await signIn(email);
    const mfaToken = result.data?.authorize?.mfaToken;
    if (mfaToken) {
      // One second on, so this code's message is the newest even next to an earlier one.
      clock.advance(1000);
      await gql(INIT_MFA, { input: { mfaPreference: 'email', mfaToken } });
      const confirmed = await gql(CONFIRM_MFA, { input: { code: await latestCode(email), email, confirmType: 'authorization', mfaToken } });
      if (!confirmed.data?.confirmMFACode) throw new Error(`MFA sign-in failed for ${email}: ${JSON.stringify(confirmed.errors)}`);
      return withTokens({ ...result.data!.authorize, ...confirmed.data.confirmMFACode }, `MFA sign-in failed for ${email}: no tokens`);
    }
    if (!result.data?.authorize) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(result.errors)}`);
    return withTokens(result.data.authorize, `sign-in failed for ${email}: ${JSON.stringify(result.errors)}`);
  };

  return { api, db: handle.db, clock, config, close: () => handle.close(), gql, gqlUntyped, signIn, tokensFor, latestCode, mailboxCodeFor };
}

/** The extensions.code of the first error. */
export function codeOf(result: GraphQLResult<unknown>): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}

/** Sets a business's payment limit (paymentSettings.limit, cents), for tests that pay more than the default. */
export async function setPaymentLimit(db: Database, businessName: string, cents: number): Promise<void> {
  const [row] = await db.select().from(businesses).where(eq(businesses.name, businessName));
  await db
    .update(businesses)
    .set({ paymentSettings: { ...(row.paymentSettings as object), limit: cents } })
    .where(eq(businesses.id, row.id));
}
