/** Test harness for the API suite: a fresh seeded database per file (in-memory PGlite, or a throwaway PostgreSQL database when DATABASE_URL is set), an in-process API and a movable clock. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApi, type Api } from '../../api/app';
import type { ApiConfig } from '../../api/config';
import { createDatabase, type Database, type DatabaseHandle } from '../../api/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../../api/seed/demo';

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date('2026-11-21T12:00:00Z')): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    apiPort: 0,
    dataDir: 'memory://',
    accessTokenSecret: randomBytes(32).toString('base64'),
    encryptionKey: randomBytes(32),
    appEnv: 'local',
    logLevel: 'silent',
    ...overrides,
  };
}

/** A migrated database: in-memory PGlite, or a new database on the DATABASE_URL server, dropped on dispose. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return createDatabase({ dataDir: 'memory://' });
  const name = `payloft_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
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
  gql<T = Record<string, any>>(
    endpoint: 'auth' | 'core' | 'reports' | 'notifications',
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<GraphQLResult<T>>;
  /** Signs in (default address 10.0.0.1) and returns the authorize payload or the errors. */
  signIn(email: string, password?: string, address?: string): Promise<GraphQLResult<{ authorize: AuthorizePayload }>>;
  /** Signs in and returns the access and refresh tokens, failing the test when sign-in fails. */
  tokensFor(email: string): Promise<AuthorizePayload>;
}

export interface AuthorizePayload {
  accessToken: string;
  refreshToken: string;
  id: string;
  role: string;
  isMFA: boolean;
}

export async function startTestApi(options: { config?: Partial<ApiConfig>; seed?: boolean } = {}): Promise<TestApi> {
  const handle = await openTestDatabase();
  if (options.seed !== false) await seedDemoData(handle.db);
  const clock = createTestClock();
  const config = testConfig(options.config);
  const api = createApi({ db: handle.db, config, clock });

  const gql: TestApi['gql'] = async (endpoint, query, variables, call = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    headers['x-forwarded-for'] = call.address ?? '10.0.0.1';
    const response = await api.fetch(
      new Request(`http://api.test/${endpoint}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) }),
    );
    const body = await response.json();
    return { status: response.status, ...body };
  };

  const signIn: TestApi['signIn'] = (email, password = DEMO_PASSWORD, address) =>
    gql(
      'auth',
      `mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken id role isMFA } }`,
      { input: { email, password } },
      { address },
    );

  const tokensFor: TestApi['tokensFor'] = async (email) => {
    const result = await signIn(email);
    if (!result.data?.authorize?.accessToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(result.errors)}`);
    return result.data.authorize;
  };

  return { api, db: handle.db, clock, config, close: () => handle.close(), gql, signIn, tokensFor };
}

/** The extensions.code of the first error. */
export function codeOf(result: GraphQLResult): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}
