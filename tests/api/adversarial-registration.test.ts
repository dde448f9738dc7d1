/**
 * The place for attacks on the public registration surface (issue 30): whatever a form or a caller of the API types,
 * a registration gets only what its link was made for, a link works once, sign-up never tells who has an account,
 * and no body can crash the services. New registration attacks go here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankUsers, banks } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApi();
  adminToken = (await t.tokensFor(DEMO_USERS.admin.email)).accessToken;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Welcome2026x';
const account = (email: string, more: Record<string, unknown> = {}) => ({ firstName: 'Nia', lastName: 'Park', email, password: PASSWORD, confirmPassword: PASSWORD, ...more });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const INVITE_BANK_USER = `mutation($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { invitationLink } }`;
const REGISTER_BANK_USER = `mutation($token: String!, $input: RegistrationInput!) { registerBankUser(token: $token, input: $input) { accessToken id role } }`;
const LEADS = `{ leads(limit: 100) { meta { count } edges { node { name } } } }`;

describe('bank user registration: the invitation fixes the bank', () => {
  it('an invitee for a new bank who types another bank\'s name joins the invited bank and sees none of the other\'s leads', async () => {
    const invited = await t.gql('core', INVITE_BANK_USER, { input: { name: 'PT New Bank', email: 'teller@ptnew.test', firstName: 'Pat', lastName: 'Tan' } }, { token: adminToken });
    expect(invited.errors).toBeUndefined();
    const token = tokenOf(invited.data!.bankUserConnection.invitationLink);
    const registered = await t.gql('core', REGISTER_BANK_USER, { token, input: account('teller@ptnew.test', { name: 'First Community Bank' }) }, { address: '10.30.4.1' });
    expect(registered.errors).toBeUndefined();
    const [membership] = await t.db.select({ bank: banks.name }).from(bankUsers).innerJoin(banks, eq(banks.id, bankUsers.bankId)).where(eq(bankUsers.userId, registered.data!.registerBankUser.id));
    expect(membership.bank).toBe('PT New Bank');
    const leads = await t.gql('core', LEADS, {}, { token: registered.data!.registerBankUser.accessToken });
    expect(leads.errors).toBeUndefined();
    expect(leads.data!.leads.meta.count).toBe(0);
  });

  it('a bank name typed without one on the invitation is never used to pick a bank', async () => {
    const invited = await t.gql('core', INVITE_BANK_USER, { input: { name: 'Harvest Trust', email: 'clerk@harvest.test', firstName: 'Hal', lastName: 'Vest' } }, { token: adminToken });
    const token = tokenOf(invited.data!.bankUserConnection.invitationLink);
    const registered = await t.gql('core', REGISTER_BANK_USER, { token, input: account('clerk@harvest.test', { name: '' }) }, { address: '10.30.4.2' });
    expect(registered.errors).toBeUndefined();
    const [membership] = await t.db.select({ bank: banks.name }).from(bankUsers).innerJoin(banks, eq(banks.id, bankUsers.bankId)).where(eq(bankUsers.userId, registered.data!.registerBankUser.id));
    expect(membership.bank).toBe('Harvest Trust');
  });
});

describe('deeply nested JSON', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const post = (path: string, body: string, contentType = 'application/json') =>
    t.api.fetch(new Request(`http://api.test${path}`, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': '10.30.9.1' }, body }));

  it.each(['/auth/graphql', '/core/graphql', '/reports/graphql', '/notifications/graphql', '/rest/sendFundsToCustomer', '/api/v1/payments', '/oauth/token'])(
    '%s answers 400 to 40,000 nested arrays, in the body and inside GraphQL variables, before anything parses them',
    async (path) => {
      for (const body of [deep(40_000), `{"query":"{ __typename }","variables":{"input":${deep(40_000)}}}`]) {
        const response = await post(path, body);
        expect(response.status, body.slice(0, 30)).toBe(400);
        expect(await response.json()).toEqual({ error: expect.stringContaining('nested') });
      }
    },
  );

  it('the same through a form-encoded GraphQL request and a GET query string', async () => {
    const form = new URLSearchParams({ query: '{ __typename }', variables: `{"x":${deep(15_000)}}` }).toString();
    expect((await post('/auth/graphql', form, 'application/x-www-form-urlencoded')).status).toBe(400);
    const url = `http://api.test/auth/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent(`{"x":${deep(3_000)}}`)}`;
    expect((await t.api.fetch(new Request(url, { headers: { 'x-forwarded-for': '10.30.9.1' } }))).status).toBe(400);
  });

  it('an ordinary request with brackets inside its strings still passes', async () => {
    const ok = await post('/auth/graphql', JSON.stringify({ query: '{ __typename }', variables: { note: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' } }));
    expect(ok.status).toBe(200);
  });
});
