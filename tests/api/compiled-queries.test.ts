/**
 * Queries run by a compiled function from their second execution (decision 163) answer what the standard executor
 * answers: the same data (lists, money, enums, nested objects, `@include`), the same refusals (a role that may not
 * ask, another business's payment, a variable of the wrong type, in graphql-js's words) and the same masked errors.
 * Mutations are never compiled.
 */
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, payments, serverErrors } from '../../api/db/schema';
import { compiledQueriesMade, COMPILE_AT_EXECUTION } from '../../api/graphql/compiled-queries';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { BanksDocument, BusinessDashboardDocument, FailuresDocument, PaymentDetailDocument } from '../../app/graphql/core/graphql';
import { REPORT_LIST_QUERY } from '../../app/features/transactions/lists.server';
import { startTestApi, type GraphQLResult, type TestApi } from './harness';
import type { Endpoint } from './support/graphql';

let t: TestApi;
let owner = '';
let admin = '';
beforeAll(async () => {
  t = await startTestApi();
  owner = (await t.tokensFor(DEMO_USERS.northwindOwner.email)).accessToken;
  admin = (await t.tokensFor(DEMO_USERS.admin.email)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

/**
 * The answers of the same document asked again and again: the first ones by the standard executor, the last one by the
 * compiled function (the test checks that exactly one compilation happened in between).
 */
async function askedUntilCompiled(endpoint: Endpoint, query: string, variables: Record<string, unknown> | undefined, token: string) {
  const before = compiledQueriesMade();
  const answers: GraphQLResult[] = [];
  for (let i = 0; i <= COMPILE_AT_EXECUTION; i++) answers.push(await t.gqlUntyped(endpoint, query, variables, { token }));
  expect(compiledQueriesMade() - before).toBe(1);
  return { standard: answers[0], compiled: answers[answers.length - 1] };
}

/** A web document's text, made a document of its own (the endpoints' parser keeps one per text) by a comment. */
function textOf(document: DocumentNode, tag: string): string {
  return `${print(document)}\n# ${tag}`;
}

describe('a compiled query answers as the standard executor does', () => {
  it("gives the same rows of the list page, with and without the vendor filter's choices (@include)", async () => {
    for (const withVendors of [false, true]) {
      const query = textOf(REPORT_LIST_QUERY.generalTransfers, `list ${withVendors}`);
      const { standard, compiled } = await askedUntilCompiled('reports', query, { limit: 50, skip: 0, withVendors }, owner);
      expect(standard.errors).toBeUndefined();
      expect(compiled).toEqual(standard);
      expect((standard.data as { list: { edges: unknown[] } }).list.edges.length).toBeGreaterThanOrEqual(5);
      expect('vendors' in (compiled.data as object)).toBe(withVendors);
    }
  });

  it('gives the same business dashboard (money, counts, days, nested objects)', async () => {
    const { standard, compiled } = await askedUntilCompiled('core', textOf(BusinessDashboardDocument, 'dashboard'), { period: 30 }, owner);
    expect(standard.errors).toBeUndefined();
    expect(compiled).toEqual(standard);
  });

  it('refuses a role that may not ask in the same words', async () => {
    const { standard, compiled } = await askedUntilCompiled('core', textOf(FailuresDocument, 'forbidden'), { limit: 5 }, owner);
    expect(standard.errors?.[0].extensions?.code).toBe(ErrorCodes.forbidden);
    expect(compiled).toEqual(standard);
  });

  it("refuses another business's payment in the same words", async () => {
    const [northwind] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
    const [other] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(ne(payments.businessId, northwind.id), or(isNull(payments.recipientBusinessId), ne(payments.recipientBusinessId, northwind.id))))
      .limit(1);
    expect(other).toBeDefined();
    const query = textOf(PaymentDetailDocument, 'another business');
    const { standard, compiled } = await askedUntilCompiled('core', query, { id: other.id }, owner);
    expect(standard.data?.paymentTransferTransaction ?? null).toBeNull();
    expect(compiled).toEqual(standard);
    // The administrator, asking the same compiled document, sees it.
    const seen = await t.gqlUntyped('core', query, { id: other.id }, { token: admin });
    expect((seen.data as { paymentTransferTransaction: { id: string } }).paymentTransferTransaction.id).toBe(other.id);
  });

  it("refuses a variable of the wrong type in graphql-js's words, compiled or not", async () => {
    const query = textOf(BusinessDashboardDocument, 'variables');
    await askedUntilCompiled('core', query, { period: 30 }, owner);
    const refused = await t.gqlUntyped('core', query, { period: 'seven' }, { token: owner });
    expect(refused.errors?.[0].message).toBe('Variable "$period" got invalid value "seven"; Int cannot represent non-integer value: "seven"');
    expect(refused.data).toBeUndefined();
  });

  it('masks an internal error in the same words, and records it', async () => {
    const query = textOf(BanksDocument, 'masked');
    await askedUntilCompiled('core', query, undefined, admin);
    const answered = await t.gqlUntyped('core', query, undefined, { token: admin });
    await t.db.execute(sql`alter table banks rename to banks_gone_compiled`);
    let standard: GraphQLResult;
    let compiled: GraphQLResult;
    try {
      // The same text, seen once by this endpoint: the standard executor.
      standard = await t.gqlUntyped('core', query.replace('# masked', '# masked once'), undefined, { token: admin, headers: { 'x-request-id': 'compiled-masked-standard' } });
      compiled = await t.gqlUntyped('core', query, undefined, { token: admin, headers: { 'x-request-id': 'compiled-masked' } });
    } finally {
      await t.db.execute(sql`alter table banks_gone_compiled rename to banks`);
    }
    expect(answered.errors).toBeUndefined();
    expect(standard.errors?.[0].message).toBe('Unexpected error.');
    expect(compiled).toEqual(standard);
    expect(JSON.stringify(compiled)).not.toMatch(/banks_gone|relation|stack/);
    await vi.waitFor(
      async () => {
        const rows = await t.db.select().from(serverErrors).where(inArray(serverErrors.requestId, ['compiled-masked-standard', 'compiled-masked']));
        expect(rows.map((r) => `${r.requestId} ${r.path} ${r.errorName}`).sort()).toEqual([
          `compiled-masked ${rows[0].path} ${rows[0].errorName}`,
          `compiled-masked-standard ${rows[0].path} ${rows[0].errorName}`,
        ]);
        expect(rows[0].path).toBe('banks');
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe("a caller's text in a compiled function", () => {
  it('is data, never code: string literals and aliases that read as JavaScript answer as the standard executor does', async () => {
    const marker = '__payloftCompiledInjection';
    const literal = JSON.stringify(`"); globalThis.${marker} = 1; ("\`\${globalThis.${marker} = 2}'); globalThis.${marker} = 3; //`);
    const query = `query Injected { constructor: failures(filter: { kind: ${literal}, state: "__proto__" }, limit: 5) { meta { count } __proto__: edges { node { id } } } }`;
    const { standard, compiled } = await askedUntilCompiled('core', query, undefined, admin);
    // The literal reached the resolver as the text it is (which refuses it as a kind of failure it does not know).
    expect(standard.errors?.[0].extensions?.fieldErrors).toEqual({ kind: 'Unknown kind' });
    expect(compiled).toEqual(standard);
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });
});

/** Every object in `value` whose prototype is not Object's or Array's, by path. */
function unplainObjects(value: unknown, path = 'data'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const prototype = Object.getPrototypeOf(value);
  const here = prototype === Object.prototype || prototype === Array.prototype ? [] : [path];
  return [...here, ...Object.entries(value).flatMap(([key, inner]) => unplainObjects(inner, `${path}.${key}`))];
}

describe("the web's direct calls", () => {
  it('are handed plain objects by either executor, as JSON gives them, so a page is drawn the same from both', async () => {
    // Remix's stream writes an object without a prototype (graphql-js's) otherwise than a plain one (a compiled
    // query's), and the pages kept by their data are keyed by an encoding that does not tell them apart.
    const query = textOf(BusinessDashboardDocument, 'direct');
    const headers = { authorization: `Bearer ${owner}` };
    const before = compiledQueriesMade();
    const answers = [];
    for (let i = 0; i <= COMPILE_AT_EXECUTION; i++) answers.push(await t.api.execute({ endpoint: 'core', query, variables: { period: 30 }, headers }));
    expect(compiledQueriesMade() - before).toBe(1);
    const [standard, compiled] = [answers[0], answers[answers.length - 1]];
    expect(compiled.body).toEqual(standard.body);
    expect(unplainObjects(standard.body)).toEqual([]);
    expect(unplainObjects(compiled.body)).toEqual([]);
  });

  it('keep an alias named __proto__ as the own property JSON would make of it', async () => {
    const answer = await t.api.execute({ endpoint: 'core', query: '{ __proto__: viewer { email } }', headers: { authorization: `Bearer ${owner}` } });
    const data = (answer.body as { data: Record<string, unknown> }).data;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(['__proto__']);
    expect(JSON.stringify(data)).toBe(`{"__proto__":{"email":"${DEMO_USERS.northwindOwner.email}"}}`);
  });
});

describe('what is not compiled', () => {
  it('never compiles a mutation, however often it is sent', async () => {
    const before = compiledQueriesMade();
    const query = `mutation CompiledNever($isPaymentsApproved: Boolean!) { setPaymentsApproval(isPaymentsApproved: $isPaymentsApproved) { isPaymentsApproved } }`;
    for (const value of [true, false, true, false]) {
      const answer = await t.gqlUntyped('core', query, { isPaymentsApproved: value }, { token: owner });
      expect(answer.errors).toBeUndefined();
      expect((answer.data as { setPaymentsApproval: { isPaymentsApproved: boolean } }).setPaymentsApproval.isPaymentsApproved).toBe(value);
    }
    expect(compiledQueriesMade()).toBe(before);
  });

  it('does not compile a query refused for its cost before it runs', async () => {
    const before = compiledQueriesMade();
    const query = textOf(FailuresDocument, 'too dear');
    for (let i = 0; i < COMPILE_AT_EXECUTION + 1; i++) {
      const answer = await t.gqlUntyped('core', query, { limit: 100_000 }, { token: admin });
      expect(answer.errors?.[0].message).toMatch(/^Query too expensive/);
    }
    expect(compiledQueriesMade()).toBe(before);
  });
});
