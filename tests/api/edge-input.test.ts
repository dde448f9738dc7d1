/**
 * Strings are bounded by the spec's limits at the edge (names and references of 90–99 KB are
 * refused), a due date of 9999-12-31 is refused, and a NUL byte, a year-0 date, a far-future cursor or a malformed
 * `%` in a download path answer 400 with a clear message, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_DATE_MAX_DAYS_AHEAD, NAME_KEYS, TEXT_MAX_LENGTH } from '../../domain/input-limits';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';

let t: TestApi;
let owner = '';
let admin = '';
let vendorId = '';
const BIG = 'x'.repeat(95 * 1024);
let keys = 0;

beforeAll(async () => {
  t = await startTestApi();
  owner = (await t.tokensFor('owner@bayside.test')).accessToken;
  admin = (await t.tokensFor('admin@payloft.test')).accessToken;
  vendorId = (await t.gql(coreGraphql(`query EdgeInputPayableVendors { payableVendors { id } }`), {}, { token: owner })).data!.payableVendors[0].id;
});
afterAll(async () => {
  await t?.close();
});

const CREATE = coreGraphql(`mutation EdgeInputCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id dueDateTime { date } } }`);
const pay = (input: Record<string, unknown>) =>
  t.gql(CREATE, { input: { vendorId, amount: 100, idempotencyKey: `edge-${++keys}`, ...input } }, { token: owner });

describe('strings are bounded at the edge', () => {
  it('refuses a 95 KB description (a reference) with 400 and a clear message, and creates nothing', async () => {
    const result = await pay({ description: BIG });
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toBe(Messages.inputTooLong('input.description', TEXT_MAX_LENGTH));
    expect(codeOf(result)).toBe('validationAPIError');
  });

  it('refuses names of 100 characters or more in any input, as variables or literals', async () => {
    expect(NAME_KEYS.has('firstName')).toBe(true);
    const asVariable = await t.gql(coreGraphql(`mutation EdgeInputUpdateBusinessAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name } }`),
      { input: { name: 'N'.repeat(99 * 1024), zipcode: '98101', address: '1 Main St', city: 'Seattle', state: 'WA' } },
      { token: owner },
    );
    expect(asVariable.status).toBe(400);
    expect(asVariable.errors?.[0]).toMatchObject({ message: Messages.formIncorrect, extensions: { fieldErrors: { name: Messages.nameTooLong } } });
    const literal = await t.gqlUntyped('core', `mutation { updateBusinessAddress(input: { name: "${'N'.repeat(100)}", zipcode: "98101", address: "1 Main St", city: "Seattle", state: "WA" }) { name } }`, {}, { token: owner });
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]).toMatchObject({ message: Messages.formIncorrect, extensions: { fieldErrors: { name: Messages.nameTooLong } } });
  });

  it('refuses a NUL byte in any string with 400', async () => {
    const result = await pay({ description: 'Invoice\u0000 42' });
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toBe(Messages.inputHasNul('input.description'));
  });

  it('bounds the REST bodies too: a 95 KB field or a NUL byte is a 400', async () => {
    const response = await t.api.fetch(
      new Request('http://api.test/rest/sendFundsToCustomer', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}`, 'idempotency-key': 'edge-rest' },
        body: JSON.stringify({ consumerId: BIG, amount: 100 }),
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(Messages.inputTooLong('consumerId', TEXT_MAX_LENGTH));
  });
});

describe('dates and cursors', () => {
  it('refuses a due date of 9999-12-31 and year 0, and takes one within reach', async () => {
    const far = await pay({ dueDate: '9999-12-31' });
    expect(far.errors?.[0].message).toBe(Messages.dateFormat);
    const nextYear = await pay({ dueDate: '2028-06-01' });
    expect(nextYear.errors?.[0]).toMatchObject({ message: Messages.dueDateTooFar(DUE_DATE_MAX_DAYS_AHEAD), extensions: { fieldErrors: { dueDate: Messages.dueDateTooFar(DUE_DATE_MAX_DAYS_AHEAD) } } });
    const yearZero = await pay({ dueDate: '0000-01-01' });
    expect(yearZero.errors?.[0].message).toBe(Messages.dateFormat);
    const near = await pay({ dueDate: '2026-12-15' });
    expect(near.errors).toBeUndefined();
    expect(near.data!.createVendorPayment.dueDateTime.date >= '2026-12-15').toBe(true);
  });

  const LIST = reportsGraphql(`query EdgeInputList($filter: PaymentTransferTransactionFilter, $after: String) { paymentTransferTransactions(filter: $filter, limit: 5, after: $after) { meta { count } } }`);

  it('answers a year-0 or far-future filter date with a validation error, not an unexpected one', async () => {
    for (const dateFrom of ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30']) {
      const result = await t.gql(LIST, { filter: { dateFrom } }, { token: admin });
      expect(result.errors?.[0].extensions?.code, dateFrom).toBe('validationAPIError');
    }
  });

  it('answers a far-future or year-0 cursor with a validation error', async () => {
    for (const at of ['+275760-09-13T00:00:00.000Z', '0000-01-01 00:00:00+00', '99999-01-01 00:00:00+00']) {
      const after = Buffer.from(JSON.stringify(['createdAtDesc', at, '3f2c6c1e-8d51-4c8b-9f54-4f8f3c8a2b10'])).toString('base64url');
      const result = await t.gql(LIST, { after }, { token: admin });
      expect(result.errors?.[0].extensions?.code, at).toBe('validationAPIError');
    }
    // A real cursor still pages.
    const first = await t.gql(reportsGraphql(`query EdgeInputPaymentTransferTransactions { paymentTransferTransactions(limit: 2) { pageInfo { endCursor } } }`), {}, { token: admin });
    const next = await t.gql(LIST, { after: first.data!.paymentTransferTransactions.pageInfo.endCursor }, { token: admin });
    expect(next.errors).toBeUndefined();
  });

  it('answers the public API a year-0 filter, a far-future cursor and a NUL byte with 400', async () => {
    const token = await publicToken();
    const get = (query: string) => t.api.fetch(new Request(`http://api.test/api/v1/payments?${query}`, { headers: { authorization: `Bearer ${token}` } }));
    expect((await get('createdFrom=0000-01-01T00:00:00Z')).status).toBe(400);
    const cursor = Buffer.from('+275760-09-13T00:00:00.000Z|3f2c6c1e-8d51-4c8b-9f54-4f8f3c8a2b10').toString('base64url');
    expect((await get(`cursor=${cursor}`)).status).toBe(400);
    const created = await t.api.fetch(
      new Request('http://api.test/api/v1/payments', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'edge-nul' },
        body: JSON.stringify({ vendorId: '3f2c6c1e-8d51-4c8b-9f54-4f8f3c8a2b10', amount: '100', description: 'a\u0000b' }),
      }),
    );
    expect(created.status).toBe(400);
    expect((await created.json()).detail).toContain(Messages.inputHasNul('description'));
  });
});

async function publicToken(): Promise<string> {
  const response = await t.api.fetch(
    new Request('http://api.test/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'plc_northwind_demo', client_secret: 'pls_northwind_demo_secret_0000000000000000' }).toString(),
    }),
  );
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('download paths', () => {
  it('answers a malformed % in a report or public API path with 400 and a clear message', async () => {
    for (const path of ['/rest/reports/%E0%A4%A/file', '/rest/reports/%/file']) {
      const response = await t.api.fetch(new Request(`http://api.test${path}`, { headers: { authorization: `Bearer ${admin}` } }));
      expect(response.status, path).toBe(400);
      expect((await response.json()).error).toBe(Messages.malformedPath);
    }
    const token = await publicToken();
    const response = await t.api.fetch(new Request('http://api.test/api/v1/payments/%E0%A4%A', { headers: { authorization: `Bearer ${token}` } }));
    expect(response.status).toBe(400);
  });
});
