/**
 * Access tokens are checked without a database round trip on every call: the HMAC is verified in
 * process and a live session is trusted for SESSION_CACHE_MS. These tests warm that cache first, then show that
 * sign-out, a password change, refresh-token reuse and profile changes still take effect at once, and a change
 * made behind the services' back (SQL) within SESSION_CACHE_MS. On PostgreSQL, a second copy of the services on the
 * same database hears of a mutation on the first before its next request (decision 074), and the calls of one web page
 * in the services' process share that read (decision 159).
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { print } from 'graphql';
import { createApi } from '../../api/app';
import { createDatabase } from '../../api/db/client';
import { users } from '../../api/db/schema';
import { PAGE_EPOCH_MS, SESSION_CACHE_MS } from '../../api/graphql/tokens';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_REUSE_MS } from '../../domain/timings';
import { codeOf, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';
import { insertUser } from './support/factories';
import { databaseUrlFor } from './support/test-databases.global';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Statements a call served from the live-session cache still sends: on PostgreSQL the session epoch (decision 074). */
const EPOCH_READS = onPostgres ? 1 : 0;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const VIEWER = coreGraphql(`query SessionsViewer { viewer { id } }`);
const PROFILE = authGraphql(`query SessionsProfile { userProfileInfo { firstName } }`);
const LOGOUT = authGraphql(`mutation SessionsLogout($input: LogoutInput!) { logout(input: $input) { status } }`);
const REFRESH = authGraphql(`mutation SessionsRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken refreshToken } }`);
const CHANGE_PASSWORD = authGraphql(`mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }`);
const UPDATE_PROFILE = authGraphql(`mutation SessionsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }`);

let serial = 0;
/** A throwaway user, so nothing here disturbs the demo accounts. */
async function makeUser() {
  serial += 1;
  return insertUser(t.db, { email: `session-${serial}@example.test`, firstName: 'Session', lastName: 'User' });
}

/** Calls the core service until the session is in the cache (two good answers). */
async function warm(token: string) {
  for (let i = 0; i < 2; i++) expect((await t.gql(VIEWER, {}, { token })).errors).toBeUndefined();
}

/** SQL statements the services send while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}

describe('live sessions without a database round trip per call', () => {
  it('sign-out ends the access token at once, even right after it was checked', async () => {
    const user = await makeUser();
    const { accessToken, refreshToken } = await t.tokensFor(user.email);
    await warm(accessToken);
    expect((await t.gql(LOGOUT, { input: { refreshToken } })).data!.logout.status).toBe(true);
    expect(codeOf(await t.gql(VIEWER, {}, { token: accessToken }))).toBe(ErrorCodes.unauthenticated);
  });

  it('a password change ends the other sign-ins at once and keeps the one that changed it', async () => {
    const user = await makeUser();
    const elsewhere = await t.tokensFor(user.email);
    const here = await t.tokensFor(user.email);
    await warm(elsewhere.accessToken);
    await warm(here.accessToken);
    const changed = await t.gql(CHANGE_PASSWORD,
      { input: { currentPassword: DEMO_PASSWORD, newPassword: 'Better#2027' } },
      { token: here.accessToken },
    );
    expect(changed.data!.changePassword.status).toBe(true);
    expect(codeOf(await t.gql(VIEWER, {}, { token: elsewhere.accessToken }))).toBe(ErrorCodes.unauthenticated);
    expect((await t.gql(VIEWER, {}, { token: here.accessToken })).errors).toBeUndefined();
    // The cached row is not the one checked against: a second change needs the new password.
    const again = await t.gql(CHANGE_PASSWORD,
      { input: { currentPassword: 'Better#2027', newPassword: 'Better#2028' } },
      { token: here.accessToken },
    );
    expect(again.data!.changePassword.status).toBe(true);
  });

  it('refresh-token reuse revokes the family and its access tokens at once', async () => {
    const user = await makeUser();
    const first = await t.tokensFor(user.email);
    const rotated = await t.gql(REFRESH, { input: { refreshToken: first.refreshToken } });
    const second = rotated.data!.refreshToken as { accessToken: string; refreshToken: string };
    t.clock.advance(REFRESH_REUSE_MS + 1);
    await warm(second.accessToken);
    expect(codeOf(await t.gql(REFRESH, { input: { refreshToken: first.refreshToken } }))).toBe(ErrorCodes.wrongRefreshToken);
    expect(codeOf(await t.gql(VIEWER, {}, { token: second.accessToken }))).toBe(ErrorCodes.unauthenticated);
  });

  it('a profile change shows at once', async () => {
    const user = await makeUser();
    const { accessToken } = await t.tokensFor(user.email);
    expect((await t.gql(PROFILE, {}, { token: accessToken })).data!.userProfileInfo.firstName).toBe('Session');
    await t.gql(UPDATE_PROFILE, { input: { firstName: 'Renamed', lastName: 'User' } }, { token: accessToken });
    expect((await t.gql(PROFILE, {}, { token: accessToken })).data!.userProfileInfo.firstName).toBe('Renamed');
  });

  it('a user disabled behind the services’ back is refused within SESSION_CACHE_MS', async () => {
    const user = await makeUser();
    const { accessToken } = await t.tokensFor(user.email);
    await warm(accessToken);
    await t.db.update(users).set({ enabled: false, disableReason: 'left' }).where(eq(users.id, user.id));
    t.clock.advance(SESSION_CACHE_MS + 1);
    expect(codeOf(await t.gql(VIEWER, {}, { token: accessToken }))).toBe(ErrorCodes.userDisabled);
  });
});

/** One operation executed for the web page request `page`, as the web in the services' process calls (decision 138). */
function executeForPage(api: ReturnType<typeof createApi>, document: Parameters<typeof print>[0], token: string, page?: object) {
  return api.execute({ endpoint: 'core', query: print(document), headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.1' }, page });
}

/** The error code of an in-process answer. */
function codeOfAnswer(answer: Awaited<ReturnType<typeof executeForPage>>) {
  return 'errors' in answer.body ? answer.body.errors?.[0]?.extensions?.code : undefined;
}

describe.skipIf(!onPostgres)('the calls of one web page in the services’ process', () => {
  it('share one read of the session epoch, for PAGE_EPOCH_MS; another page and a call over HTTP read it for themselves', async () => {
    const api = createApi({ db: t.db, config: t.config, clock: t.clock });
    const { accessToken } = await t.tokensFor('owner@northwind.test');
    await warm(accessToken);
    const page = {};
    const onePage = await statementsDuring(async () => {
      for (let i = 0; i < 3; i++) expect((await executeForPage(api, VIEWER, accessToken, page)).status).toBe(200);
    });
    expect(onePage).toBe(1);
    expect(await statementsDuring(() => executeForPage(api, VIEWER, accessToken, {}))).toBe(1);
    expect(await statementsDuring(() => executeForPage(api, VIEWER, accessToken))).toBe(1);
    expect(await statementsDuring(() => t.gql(VIEWER, {}, { token: accessToken }))).toBe(1);
    t.clock.advance(PAGE_EPOCH_MS);
    expect(await statementsDuring(() => executeForPage(api, VIEWER, accessToken, page))).toBe(1);
    expect(await statementsDuring(() => executeForPage(api, VIEWER, accessToken, page))).toBe(0);
  });
});

describe('the caller’s facts, read once per live session', () => {
  const SHELL = coreGraphql(`query SessionsShell { viewer { businessId employeeId isBusinessRightsAvailable products } }`);
  const CHANGE = coreGraphql(`mutation SessionsChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }`);

  it('answers the shell’s viewer again without a database round trip', async () => {
    const { accessToken } = await t.tokensFor('owner@northwind.test');
    await warm(accessToken);
    const again = await statementsDuring(async () => {
      const answer = await t.gql(SHELL, {}, { token: accessToken });
      expect(answer.data!.viewer.products.length).toBeGreaterThan(0);
    });
    expect(again).toBe(EPOCH_READS);
  });

  it('forgets them at once when a mutation changes them (an employee’s rights, then their business)', async () => {
    const employee = await t.tokensFor('employee@northwind.test');
    const owner = await t.tokensFor('owner@northwind.test');
    await warm(employee.accessToken);
    const before = await t.gql(SHELL, {}, { token: employee.accessToken });
    expect(before.data!.viewer.isBusinessRightsAvailable).toBe(true);
    const id = before.data!.viewer.employeeId!;
    try {
      await t.gql(CHANGE, { input: { id, isBusinessRightsAvailable: false } }, { token: owner.accessToken });
      const after = await t.gql(SHELL, {}, { token: employee.accessToken });
      expect(after.data!.viewer.isBusinessRightsAvailable).toBe(false);
      // The business scope decides too: without rights the dashboard is refused at once, not after the cache.
      const dashboard = await t.gql(coreGraphql(`query SessionsBusinessDashboard { businessDashboard { employeesCount } }`), {}, { token: employee.accessToken });
      expect(codeOf(dashboard)).toBe(ErrorCodes.forbidden);
    } finally {
      await t.gql(CHANGE, { input: { id, isBusinessRightsAvailable: true } }, { token: owner.accessToken });
    }
    expect((await t.gql(SHELL, {}, { token: employee.accessToken })).data!.viewer.isBusinessRightsAvailable).toBe(true);
  });

  it('reads the vendor-filter choices once, and shows a vendor added by a mutation at once', async () => {
    const PAYABLE = coreGraphql(`query SessionsPayable { payableVendors { id name } }`);
    const { accessToken } = await t.tokensFor('owner@northwind.test');
    await warm(accessToken);
    const first = await t.gql(PAYABLE, {}, { token: accessToken });
    expect(first.data!.payableVendors.length).toBeGreaterThan(0);
    expect(await statementsDuring(() => t.gql(PAYABLE, {}, { token: accessToken }))).toBe(EPOCH_READS);
    const name = 'Session Facts Supply';
    const bankAccount = { bankName: 'Puget Sound Bank', routingNumber: '125000024', accountNumber: '000123456789', accountHolderName: name };
    const input = { name, email: 'ap@sessionfacts.test', address: '1 Main St', city: 'Seattle', state: 'WA', zipcode: '98101', bankAccount };
    const created = await t.gql(coreGraphql(`mutation SessionsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id } }`), { input }, { token: accessToken });
    expect(created.errors).toBeUndefined();
    const after = await t.gql(PAYABLE, {}, { token: accessToken });
    expect(after.data!.payableVendors.map((v: { name: string }) => v.name)).toContain(name);
  });
});

describe('access token verification', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const sign = (header: unknown, payload: unknown, secret = t.config.accessTokenSecret) => {
    const head = `${b64(header)}.${b64(payload)}`;
    return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
  };
  const claims = async () => {
    const { accessToken } = await t.tokensFor('employee@lakeside.test');
    return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  };
  const now = () => Math.floor(t.clock().getTime() / 1000);

  it('accepts a token signed with the secret and refuses a tampered, unsigned, foreign or expired one', async () => {
    const payload = await claims();
    const good = sign({ alg: 'HS256', typ: 'JWT' }, payload);
    expect((await t.gql(VIEWER, {}, { token: good })).errors).toBeUndefined();

    const [head, , signature] = good.split('.');
    const tampered = `${head}.${b64({ ...payload, role: 'admin' })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    const foreign = sign({ alg: 'HS256', typ: 'JWT' }, payload, 'not-the-secret-at-all-not-the-secret-at-all');
    const critical = sign({ alg: 'HS256', typ: 'JWT', crit: ['x'], x: 1 }, payload);
    const noExpiry = sign({ alg: 'HS256', typ: 'JWT' }, { ...payload, exp: undefined });
    for (const token of [tampered, unsigned, foreign, critical, noExpiry, 'a.b', 'not a token']) {
      expect(codeOf(await t.gql(VIEWER, {}, { token }))).toBe(ErrorCodes.unauthenticated);
    }
    const expired = sign({ alg: 'HS256', typ: 'JWT' }, { ...payload, exp: now() - 1, iat: now() - ACCESS_TOKEN_TTL_SECONDS });
    expect(codeOf(await t.gql(VIEWER, {}, { token: expired }))).toBe(ErrorCodes.tokenExpired);
  });
});

describe.skipIf(!onPostgres)('two copies of the services on one PostgreSQL', () => {
  const SHELL = coreGraphql(`query SessionsCopiesShell { viewer { employeeId isBusinessRightsAvailable } }`);
  const CHANGE = coreGraphql(`mutation SessionsCopiesChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }`);

  /** Another copy: its own connection pool and its own live-session cache, on the same database. */
  async function otherCopy() {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const handle = await createDatabase({ databaseUrl: databaseUrlFor(process.env.DATABASE_URL!, result.rows[0].name), migrate: false });
    const api = createApi({ db: handle.db, config: t.config, clock: t.clock });
    const call = async (document: Parameters<typeof print>[0], token: string) => {
      const response = await api.fetch(
        new Request('http://api.test/core/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.1' },
          body: JSON.stringify({ query: print(document) }),
        }),
      );
      return (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
    };
    /** A call as the web in the same process makes it for the page request `page` (decision 159). */
    const callForPage = (document: Parameters<typeof print>[0], token: string, page: object) => executeForPage(api, document, token, page);
    return { call, callForPage, close: () => handle.close() };
  }

  it('a sign-out on one copy holds on the other from its next page; the page already calling goes on within PAGE_EPOCH_MS', async () => {
    const other = await otherCopy();
    try {
      const user = await makeUser();
      const signedIn = await t.tokensFor(user.email);
      const page = {};
      for (let i = 0; i < 2; i++) expect((await other.callForPage(VIEWER, signedIn.accessToken, page)).status).toBe(200);
      expect((await t.gql(LOGOUT, { input: { refreshToken: signedIn.refreshToken } })).data!.logout.status).toBe(true);
      // The page that began before the sign-out: its calls trust the cache as its first did (the window decision 159 accepts).
      expect((await other.callForPage(VIEWER, signedIn.accessToken, page)).status).toBe(200);
      // The next page, and that page once PAGE_EPOCH_MS has passed, are refused.
      expect(codeOfAnswer(await other.callForPage(VIEWER, signedIn.accessToken, {}))).toBe(ErrorCodes.unauthenticated);
      t.clock.advance(PAGE_EPOCH_MS);
      expect(codeOfAnswer(await other.callForPage(VIEWER, signedIn.accessToken, page))).toBe(ErrorCodes.unauthenticated);
    } finally {
      await other.close();
    }
  });

  it('a user suspended, a right withdrawn or a sign-out on one copy holds on the other at its next request', async () => {
    const other = await otherCopy();
    try {
      const user = await makeUser();
      const signedIn = await t.tokensFor(user.email);
      // The other copy has the session in its cache.
      for (let i = 0; i < 2; i++) expect((await other.call(VIEWER, signedIn.accessToken)).errors).toBeUndefined();
      expect((await t.gql(LOGOUT, { input: { refreshToken: signedIn.refreshToken } })).data!.logout.status).toBe(true);
      expect((await other.call(VIEWER, signedIn.accessToken)).errors?.[0]?.extensions?.code).toBe(ErrorCodes.unauthenticated);

      const employee = await t.tokensFor('employee@northwind.test');
      const owner = await t.tokensFor('owner@northwind.test');
      const before = await other.call(SHELL, employee.accessToken);
      expect(before.data.viewer.isBusinessRightsAvailable).toBe(true);
      const id = before.data.viewer.employeeId as string;
      try {
        await t.gql(CHANGE, { input: { id, isBusinessRightsAvailable: false } }, { token: owner.accessToken });
        expect((await other.call(SHELL, employee.accessToken)).data.viewer.isBusinessRightsAvailable).toBe(false);
      } finally {
        await t.gql(CHANGE, { input: { id, isBusinessRightsAvailable: true } }, { token: owner.accessToken });
      }
      expect((await other.call(SHELL, employee.accessToken)).data.viewer.isBusinessRightsAvailable).toBe(true);
    } finally {
      await other.close();
    }
  });
});
