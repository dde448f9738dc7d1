/**
 * The place for attacks on the public registration surface: whatever a form or a caller of the API types,
 * a registration gets only what its link was made for, a link works once, sign-up never tells who has an account,
 * and no body can crash the services. New registration attacks go here.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankUsers, banks, outboxMessages, users } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { OUTBOX_RETENTION_MS, deliverPending, keepInOutbox, purgeDelivered, type Transport } from '../../api/modules/notifications/outbox';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { SIGN_UP_LINK_TTL_MS } from '../../domain/network';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { insertOutboxMessage } from './support/factories';

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
const INVITE_BANK_USER = coreGraphql(`mutation AdversarialRegistrationInviteBankUser($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { invitationLink } }`);
const REGISTER_BANK_USER = coreGraphql(`mutation AdversarialRegistrationRegisterBankUser($token: String!, $input: RegistrationInput!) { registerBankUser(token: $token, input: $input) { accessToken id role } }`);
const LEADS = coreGraphql(`query AdversarialRegistrationLeads { leads(limit: 100) { meta { count } edges { node { name } } } }`);

describe('bank user registration: the invitation fixes the bank', () => {
  it('an invitee for a new bank who types another bank\'s name joins the invited bank and sees none of the other\'s leads', async () => {
    const invited = await t.gql(INVITE_BANK_USER, { input: { name: 'PT New Bank', email: 'teller@ptnew.test', firstName: 'Pat', lastName: 'Tan' } }, { token: adminToken });
    expect(invited.errors).toBeUndefined();
    const token = tokenOf(invited.data!.bankUserConnection.invitationLink!);
    const registered = await t.gql(REGISTER_BANK_USER, { token, input: account('teller@ptnew.test', { name: 'First Community Bank' }) }, { address: '10.30.4.1' });
    expect(registered.errors).toBeUndefined();
    const [membership] = await t.db.select({ bank: banks.name }).from(bankUsers).innerJoin(banks, eq(banks.id, bankUsers.bankId)).where(eq(bankUsers.userId, registered.data!.registerBankUser.id!));
    expect(membership.bank).toBe('PT New Bank');
    const leads = await t.gql(LEADS, {}, { token: registered.data!.registerBankUser.accessToken! });
    expect(leads.errors).toBeUndefined();
    expect(leads.data!.leads.meta.count).toBe(0);
    // The link is spent: a second registration with it (another e-mail, the other bank again) is refused.
    const again = await t.gql(REGISTER_BANK_USER, { token, input: account('second@ptnew.test', { name: 'First Community Bank' }) }, { address: '10.30.4.1' });
    expect(again.errors![0].message).toBe(Messages.invalidInvitation);
  });

  it('a bank name typed without one on the invitation is never used to pick a bank', async () => {
    const invited = await t.gql(INVITE_BANK_USER, { input: { name: 'Harvest Trust', email: 'clerk@harvest.test', firstName: 'Hal', lastName: 'Vest' } }, { token: adminToken });
    const token = tokenOf(invited.data!.bankUserConnection.invitationLink!);
    const registered = await t.gql(REGISTER_BANK_USER, { token, input: account('clerk@harvest.test', { name: '' }) }, { address: '10.30.4.2' });
    expect(registered.errors).toBeUndefined();
    const [membership] = await t.db.select({ bank: banks.name }).from(bankUsers).innerJoin(banks, eq(banks.id, bankUsers.bankId)).where(eq(bankUsers.userId, registered.data!.registerBankUser.id!));
    expect(membership.bank).toBe('Harvest Trust');
  });
});

describe('self sign-up proves the e-mail and tells nobody who has an account', () => {
  const SIGN_UP = coreGraphql(`mutation AdversarialRegistrationSignUp($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { status message } }`);
  const REGISTER = (name: string) => `mutation($token: String, $input: RegistrationInput!) { ${name}(token: $token, input: $input) { accessToken id role email } }`;
  const LIST = coreGraphql(`query AdversarialRegistrationList($kind: String!) { connections(kind: $kind, limit: 100) { edges { node { targetUserInfo { email } } } } }`);
  const business = (email: string) =>
    account(email, {
      name: `Sunrise Bakery ${email}`, address: '9 Main St', city: 'Austin', state: 'TX', zipcode: '73301', phoneNumber: `+1 512 555 ${String(email.length).padStart(4, '0')}`,
      bankName: 'Bank of America', routingNumber: '122000247', accountNumber: '99887766', clientId: 'client-1', clientSecret: 'secret-1',
    });
  const mailsTo = (recipient: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  const linkIn = (body: string, page: string) => body.match(new RegExp(`https?://\\S+/registration/${page}\\?token=\\S+`))?.[0] ?? null;
  const accountsWith = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`)).length;

  it('the answer is the same for an address with an account and one without; only the new address gets a link', async () => {
    const taken = await t.gql(SIGN_UP, { kind: 'businessOwner', email: DEMO_USERS.northwindOwner.email }, { address: '10.30.5.1' });
    const fresh = await t.gql(SIGN_UP, { kind: 'businessOwner', email: 'owner@sunrise.test' }, { address: '10.30.5.1' });
    expect(taken).toEqual(fresh);
    expect(fresh.data!.requestSignUpLink).toEqual({ status: true, message: Messages.signUpLinkSent });
    const [warning] = await mailsTo(DEMO_USERS.northwindOwner.email);
    expect(warning.subject).toContain('Someone tried to register');
    expect(linkIn(warning.body, 'business')).toBeNull();
    const [link] = await mailsTo('owner@sunrise.test');
    expect(linkIn(link.body, 'business')).not.toBeNull();
    // The registration itself never answers the duplicate-account text to a caller without the link.
    const probe = await t.gqlUntyped('core', REGISTER('registerBusiness'), { input: business(DEMO_USERS.northwindOwner.email) }, { address: '10.30.5.1' });
    expect(probe.errors![0].message).toBe(Messages.signUpLinkNeeded);
    expect(probe.errors![0].message).not.toBe(Messages.duplicateEmail);
  });

  it('without the link no account is made, whatever the form says', async () => {
    for (const name of ['registerBusiness', 'registerCustomer']) {
      const result = await t.gqlUntyped('core', REGISTER(name), { input: business('nolink@sunrise.test') }, { address: '10.30.5.2' });
      expect(result.errors![0]).toMatchObject({ message: Messages.signUpLinkNeeded, extensions: { code: ErrorCodes.notFound } });
    }
    expect(await accountsWith('nolink@sunrise.test')).toBe(0);
  });

  it('the link makes the account for its own address once; a second use, an older link and an expired one are refused', async () => {
    const address = { address: '10.30.5.3' };
    await t.gql(SIGN_UP, { kind: 'customer', email: 'Owner@Dawn.test' }, address);
    const first = tokenOf(linkIn((await mailsTo('owner@dawn.test'))[0].body, 'customer')!);
    // Asking again (a second later, so its e-mail is the newest) mints a new link and voids the first.
    t.clock.advance(1000);
    await t.gql(SIGN_UP, { kind: 'customer', email: 'owner@dawn.test' }, address);
    const second = tokenOf(linkIn((await mailsTo('owner@dawn.test'))[0].body, 'customer')!);
    expect(second).not.toBe(first);
    const input = { ...business('someone.else@evil.test'), name: 'Dawn Deliveries' };
    const stale = await t.gqlUntyped('core', REGISTER('registerCustomer'), { token: first, input }, address);
    expect(stale.errors![0].message).toBe(Messages.customerInvitationNotFound);
    const ok = await t.gqlUntyped('core', REGISTER('registerCustomer'), { token: second, input }, address);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.registerCustomer).toMatchObject({ role: 'businessOwner', email: 'owner@dawn.test' });
    expect(await accountsWith('someone.else@evil.test')).toBe(0);
    const again = await t.gqlUntyped('core', REGISTER('registerCustomer'), { token: second, input: { ...input, name: 'Dawn Two' } }, address);
    expect(again.errors![0].message).toBe(Messages.customerInvitationNotFound);

    await t.gql(SIGN_UP, { kind: 'businessOwner', email: 'late@dusk.test' }, address);
    const late = tokenOf(linkIn((await mailsTo('late@dusk.test'))[0].body, 'business')!);
    t.clock.advance(SIGN_UP_LINK_TTL_MS + 1000);
    const expired = await t.gqlUntyped('core', REGISTER('registerBusiness'), { token: late, input: business('late@dusk.test') }, address);
    expect(expired.errors![0].message).toBe(Messages.invalidInvitation);
    expect(await accountsWith('late@dusk.test')).toBe(0);
  });

  it('a sign-up link is nobody\'s pending invitation, and does not block the admin\'s invitation to the same address', async () => {
    await t.gql(SIGN_UP, { kind: 'businessOwner', email: 'both@granite.test' }, { address: '10.30.5.4' });
    adminToken = (await t.tokensFor(DEMO_USERS.admin.email)).accessToken; // the clock moved on a day above
    const listed = await t.gql(LIST, { kind: 'businessOwner' }, { token: adminToken });
    expect(listed.data!.connections.edges.map((e: { node: { targetUserInfo: { email: string } } }) => e.node.targetUserInfo.email)).not.toContain('both@granite.test');
    const invited = await t.gql(coreGraphql(`mutation AdversarialRegistrationBusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { invitationLink } }`), { input: { targetBusinessInfo: { name: 'Granite Both' }, targetUserInfo: { email: 'both@granite.test' } } }, { token: adminToken });
    expect(invited.errors).toBeUndefined();
  });

  it('asking for links counts against the address\'s registration limit', async () => {
    const address = { address: '10.30.5.5' };
    let last;
    for (let i = 0; i <= 20; i++) last = await t.gql(SIGN_UP, { kind: 'businessOwner', email: `flood${i}@flood.test` }, address);
    expect(last!.errors![0].extensions!.code).toBe(ErrorCodes.tooManyAttempts);
  });
});

describe('live links at rest in the outbox', () => {
  const SIGN_UP = coreGraphql(`mutation AdversarialRegistrationSignUp2($email: String!) { requestSignUpLink(kind: "businessOwner", email: $email) { message } }`);
  const smtp: Transport = { deliver: async () => 'sent' };
  const rowTo = async (recipient: string) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)))[0];
  const drain = async (email: Transport, readableOutbox: boolean) => {
    while ((await deliverPending(t.db, { email, sms: keepInOutbox }, t.clock(), undefined, readableOutbox)) > 0);
  };

  it('a sent message keeps no link; one kept in the outbox stays readable only where /dev/outbox is the mailbox', async () => {
    await t.gql(SIGN_UP, { email: 'sent@atrest.test' }, { address: '10.30.6.1' });
    expect((await rowTo('sent@atrest.test')).body).toContain('token=');
    await drain(smtp, true);
    const sent = await rowTo('sent@atrest.test');
    expect(sent).toMatchObject({ status: 'sent', subject: 'Continue your Payloft registration' });
    expect(sent.body).not.toContain('token=');

    await t.gql(SIGN_UP, { email: 'prod@atrest.test' }, { address: '10.30.6.1' });
    await drain(keepInOutbox, false);
    expect((await rowTo('prod@atrest.test')).body).not.toContain('token=');
    await t.gql(SIGN_UP, { email: 'local@atrest.test' }, { address: '10.30.6.1' });
    await drain(keepInOutbox, true);
    expect((await rowTo('local@atrest.test')).body).toContain('token=');
  });

  it('delivered messages are deleted after the retention; pending and failed ones stay', async () => {
    const old = new Date(t.clock().getTime() - OUTBOX_RETENTION_MS - 60_000);
    const rows = await t.db
      .insert(outboxMessages)
      .values(['sent', 'outbox', 'pending', 'failed'].map((status) => ({ channel: 'email', recipient: `${status}@purge.test`, subject: 'S', body: 'B', status, createdAt: old, deliveredAt: old })))
      .returning({ recipient: outboxMessages.recipient });
    await insertOutboxMessage(t.db, { recipient: 'recent@purge.test', status: 'sent', createdAt: t.clock(), deliveredAt: t.clock() });
    expect(rows).toHaveLength(4);
    await purgeDelivered(t.db, t.clock());
    const left = await t.db.select({ recipient: outboxMessages.recipient }).from(outboxMessages).where(sql`${outboxMessages.recipient} like '%@purge.test'`);
    expect(left.map((r) => r.recipient).sort()).toEqual(['failed@purge.test', 'pending@purge.test', 'recent@purge.test']);
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
