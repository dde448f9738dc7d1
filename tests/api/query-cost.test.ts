/** A list's cost multiplies by its limit, the largest page is bounded, and so is each caller's concurrency. */
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, MAX_CONCURRENT_PER_CALLER } from '../../api/app';
import { GRAPHQL_LIMITS, operationCost } from '../../api/graphql/security';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';

let t: TestApi;
let admin = '';
beforeAll(async () => {
  t = await startTestApi();
  admin = (await t.tokensFor(DEMO_USERS.admin.email)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

const NODE = 'id purchaseId paymentTransactionId moneyAmount status paymentProcessStatus description referenceNumber createdDate';
const aliases = (n: number, limit: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: paymentTransferTransactions(skip: 0, limit: ${limit}) { meta { count } edges { node { ${NODE} } } }`).join(' ')} }`;

describe('operationCost', () => {
  it('multiplies the selection under a list by its limit, from a literal or a variable', () => {
    const one = operationCost(parse(aliases(1, 10)));
    expect(operationCost(parse(aliases(1, 1000)))).toBeGreaterThan(90 * one);
    expect(operationCost(parse(aliases(15, 10)))).toBe(15 * one);
    const byVariable = operationCost(parse(`query($n: Int) { paymentTransferTransactions(limit: $n) { edges { node { id } } } }`), { n: 500 });
    expect(byVariable).toBeGreaterThan(1000);
  });
});

describe('the services', () => {
  it('refuse fifteen aliases of a large list before running it, and still serve a page the web asks for', async () => {
    const attack = await t.gqlUntyped('reports', aliases(15, 1000), {}, { token: admin });
    expect(attack.data ?? null).toBeNull();
    expect(attack.errors![0].message).toMatch(/^Query too expensive/);
    expect(operationCost(parse(aliases(15, 1000)))).toBeGreaterThan(GRAPHQL_LIMITS.maxCost);

    const page = await t.gqlUntyped('reports', aliases(1, 100), {}, { token: admin });
    expect(page.errors).toBeUndefined();
    // The spec's full fetch of holiday schedules (limit 10000) stays allowed.
    const holidays = await t.gql(coreGraphql(`query QueryCostHolidaySchedules { holidaySchedules(skip: 0, limit: 10000) { meta { count } edges { node { id scheduleName holidays { id holidayName staticDate } } } } }`),
      {},
      { token: admin },
    );
    expect(holidays.errors).toBeUndefined();
  });

  it('bound the largest page of a report list', async () => {
    const tooBig = await t.gql(reportsGraphql(`query QueryCostPaymentTransferTransactions { paymentTransferTransactions(skip: 0, limit: 1001) { meta { count } } }`), {}, { token: admin });
    expect(codeOf(tooBig)).toBe(ErrorCodes.validation);
  });

  it('answer 429 to a caller with too many requests in flight, and serve others meanwhile', async () => {
    const call = (token: string, api = t.api) =>
      api.fetch(
        new Request('http://api.test/reports/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.9' },
          body: JSON.stringify({ query: aliases(1, 10) }),
        }),
      );
    const other = (await t.tokensFor(DEMO_USERS.northwindOwner.email)).accessToken;
    const flood = Array.from({ length: MAX_CONCURRENT_PER_CALLER + 4 }, () => call(admin));
    const meanwhile = call(other);
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_CONCURRENT_PER_CALLER);
    expect((await meanwhile).status).toBe(200);
    // API_MAX_IN_FLIGHT_PER_CALLER (config.maxInFlightPerCaller) moves the limit: a benchmark of one user lifts it.
    const lifted = createApi({ db: t.db, config: { ...t.config, maxInFlightPerCaller: MAX_CONCURRENT_PER_CALLER + 4 }, clock: t.clock });
    const liftedStatuses = (await Promise.all(Array.from({ length: MAX_CONCURRENT_PER_CALLER + 4 }, () => call(admin, lifted)))).map((r) => r.status);
    expect(liftedStatuses.filter((s) => s === 200)).toHaveLength(MAX_CONCURRENT_PER_CALLER + 4);
  });

  it('count junk bearer tokens against their address: a new token per request lifts no cap', async () => {
    // An operation anyone may ask (the schema's own), each request with a token that proves no one.
    const junk = (n: number) =>
      t.api.fetch(
        new Request('http://api.test/reports/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer junk-${n}`, 'x-forwarded-for': '10.0.0.10' },
          body: JSON.stringify({ query: `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: __schema { types { name fields { name } } }`).join(' ')} }` }),
        }),
      );
    const statuses = (await Promise.all(Array.from({ length: MAX_CONCURRENT_PER_CALLER + 4 }, (_, n) => junk(n)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});
