/**
 * A vendor link's mailbox proof (decision 125): the link alone never takes the bank account a business's money will
 * go to; a 6-digit code e-mailed to the invited address must come with it. Attacked as an insider would: no code, a
 * guessed code, a code of another link, an old code after a new link, a code past its time, and a flood of codes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessEmployees, connections, outboxMessages, users, vendorManagers } from '../../api/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { MAILBOX_CODE_MAX_ATTEMPTS, MAILBOX_CODE_RESEND_MS, MAILBOX_CODE_TTL_MS } from '../../domain/network';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = keyof typeof DEMO_USERS;

const core = <R, V>(query: TestDocument<R, V>, as: As | null, variables?: V) => t.gql(query, variables, as ? { token: token[as] } : {});
const INVITE = coreGraphql(`mutation MailboxInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }`);
const INVITE_EMPLOYEE = coreGraphql(`mutation MailboxInviteEmployee($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { invitationLink } }`);
const REMINT = coreGraphql(`mutation MailboxRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }`);
const SEND = coreGraphql(`mutation MailboxSend($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { status message } }`);
const CONFIRM = coreGraphql(`mutation MailboxConfirm($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { status message } }`);
const INVITATION = coreGraphql(`query MailboxInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { asksForMailboxCode } }`);
const REGISTER = coreGraphql(`mutation MailboxRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }`);

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const registration = (email: string) => ({
  firstName: 'Val',
  lastName: 'Vendor',
  email,
  password: DEMO_PASSWORD,
  confirmPassword: DEMO_PASSWORD,
  name: `Vendor of ${email}`,
  address: '1 Paper Way',
  city: 'Chicago',
  state: 'Illinois',
  zipcode: '60607',
  bankName: 'Vendor Bank',
  routingNumber: '122000247',
  accountNumber: '000111222333',
  accountHolderName: 'Val Vendor',
});

let seq = 0;
/** A new vendor invitation of Northwind's: its id, link token and invited address. */
async function invite() {
  const email = `ap${++seq}@mailbox.test`;
  const invited = await core(INVITE, 'northwindOwner', { input: { name: `Mailbox Vendor ${seq}`, email, address: '1 Dock St', city: 'Chicago', state: 'Illinois', zipcode: '60607' } });
  expect(invited.errors).toBeUndefined();
  return { id: invited.data!.vendorConnection.connection.id, token: tokenOf(invited.data!.vendorConnection.invitationLink!), email };
}

const fieldError = (result: { errors?: readonly { extensions?: Record<string, any> }[] }) => result.errors?.[0]?.extensions?.fieldErrors?.mailboxCode;
const managersOf = async (email: string) => t.db.select().from(vendorManagers).innerJoin(users, eq(users.id, vendorManagers.userId)).where(eq(users.email, email));

/** Moves the clock on (one minute past the resend window by default) and signs the demo users in again. */
async function advance(ms = MAILBOX_CODE_RESEND_MS + 1000) {
  t.clock.advance(ms);
  for (const as of ['northwindOwner', 'northwindEmployee'] as const) token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
}

beforeAll(async () => {
  t = await startTestApi();
  await advance(0);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe("a vendor link's mailbox proof", () => {
  it('the page asks for it on vendor links only', async () => {
    const vendor = await invite();
    expect((await core(INVITATION, null, { kind: 'vendor', token: vendor.token })).data!.connectionInvitation.asksForMailboxCode).toBe(true);
    const employee = await core(INVITE_EMPLOYEE, 'northwindOwner', { input: { firstName: 'E', lastName: 'M', email: `employee${++seq}@mailbox.test` } });
    const employeeToken = tokenOf(employee.data!.employeeConnection.invitationLink!);
    expect((await core(INVITATION, null, { kind: 'employee', token: employeeToken })).data!.connectionInvitation.asksForMailboxCode).toBe(false);
    // No code is sent for a kind that does not need one, nor for a link of another kind.
    expect(codeOf(await core(SEND, null, { kind: 'employee', token: employeeToken }))).toBe(ErrorCodes.notFound);
    expect(codeOf(await core(SEND, null, { kind: 'vendor', token: employeeToken }))).toBe(ErrorCodes.notFound);
  });

  it('without the code the link takes no bank details; with the code from the invited mailbox it registers', async () => {
    const vendor = await invite();
    const bare = await core(REGISTER, null, { token: vendor.token, input: registration(vendor.email) });
    expect(fieldError(bare)).toBe(Messages.mailboxCodeNeeded);
    expect(await managersOf(vendor.email)).toHaveLength(0);

    const sent = await core(SEND, null, { kind: 'vendor', token: vendor.token });
    expect(sent.data!.sendInvitationCode.message).toBe(Messages.mailboxCodeSent(vendor.email));
    const code = await t.latestCode(vendor.email);
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, vendor.email));
    expect(mails.find((m) => m.body.includes(code))!.subject).toBe('Your Payloft registration code');
    // Kept as a keyed digest: the database never holds the code itself.
    const [row] = await t.db.select().from(connections).where(eq(connections.id, vendor.id));
    expect(row.mailboxCodeDigest).toBeTruthy();
    expect(row.mailboxCodeDigest).not.toContain(code);

    expect((await core(CONFIRM, null, { kind: 'vendor', token: vendor.token, code })).data!.confirmInvitationCode.message).toBe(Messages.mailboxConfirmed);
    const registered = await core(REGISTER, null, { token: vendor.token, input: { ...registration(vendor.email), mailboxCode: code } });
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.registerVendor.role).toBe('vendorManager');
    expect(await managersOf(vendor.email)).toHaveLength(1);
  });

  it('a guessed code counts against the code: after five wrong tries even the right one no longer works', async () => {
    const vendor = await invite();
    const code = await t.mailboxCodeFor(vendor.token);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(fieldError(await core(REGISTER, null, { token: vendor.token, input: { ...registration(vendor.email), mailboxCode: 'abc' } }))).toBe(Messages.mailboxCodeFormat);
    for (let i = 1; i < MAILBOX_CODE_MAX_ATTEMPTS; i++) expect(fieldError(await core(CONFIRM, null, { kind: 'vendor', token: vendor.token, code: wrong }))).toBe(Messages.mailboxCodeWrong);
    // The last wrong try, through registration itself: its refusal still counts although nothing else was written.
    expect(fieldError(await core(REGISTER, null, { token: vendor.token, input: { ...registration(vendor.email), mailboxCode: wrong } }))).toBe(Messages.mailboxCodeExpired);
    expect(fieldError(await core(REGISTER, null, { token: vendor.token, input: { ...registration(vendor.email), mailboxCode: code } }))).toBe(Messages.mailboxCodeExpired);
    expect(await managersOf(vendor.email)).toHaveLength(0);
    // A new code starts again.
    await advance();
    const fresh = await t.mailboxCodeFor(vendor.token);
    expect((await core(REGISTER, null, { token: vendor.token, input: { ...registration(vendor.email), mailboxCode: fresh } })).errors).toBeUndefined();
  });

  it('works 15 minutes', async () => {
    const vendor = await invite();
    const code = await t.mailboxCodeFor(vendor.token);
    await advance(MAILBOX_CODE_TTL_MS + 1000);
    expect(fieldError(await core(CONFIRM, null, { kind: 'vendor', token: vendor.token, code }))).toBe(Messages.mailboxCodeExpired);
  });

  it('a new link (Copy link) voids the code sent for the old one, and the old link with it', async () => {
    const vendor = await invite();
    const code = await t.mailboxCodeFor(vendor.token);
    // A colleague with rights copies a new link: the code the vendor holds no longer fits any link.
    const reminted = await core(REMINT, 'northwindEmployee', { id: vendor.id });
    expect(reminted.errors).toBeUndefined();
    const newToken = tokenOf(reminted.data!.connectionInvitationLink.invitationLink!);
    expect(fieldError(await core(REGISTER, null, { token: newToken, input: { ...registration(vendor.email), mailboxCode: code } }))).toBe(Messages.mailboxCodeExpired);
    expect(codeOf(await core(REGISTER, null, { token: vendor.token, input: { ...registration(vendor.email), mailboxCode: code } }))).toBe(ErrorCodes.notFound);
    // The new link asks for a new code at once (the resend wait belonged to the old link).
    expect((await core(SEND, null, { kind: 'vendor', token: newToken })).errors).toBeUndefined();
  });

  it("one link's code opens no other link", async () => {
    const first = await invite();
    const second = await invite();
    const code = await t.mailboxCodeFor(first.token);
    await t.mailboxCodeFor(second.token);
    const [secondRow] = await t.db.select().from(connections).where(eq(connections.id, second.id));
    const attempt = await core(REGISTER, null, { token: second.token, input: { ...registration(second.email), mailboxCode: code } });
    // Either the codes differ (wrong) or, one in a million, they are equal and the digest still binds it to its own link.
    if (attempt.errors) expect(fieldError(attempt)).toBe(Messages.mailboxCodeWrong);
    else expect(secondRow.mailboxCodeDigest).not.toBe((await t.db.select().from(connections).where(eq(connections.id, first.id)))[0].mailboxCodeDigest);
  });

  it('one code a minute per link, and a new code replaces the old one', async () => {
    const vendor = await invite();
    const first = await t.mailboxCodeFor(vendor.token);
    const flood = await core(SEND, null, { kind: 'vendor', token: vendor.token });
    expect(codeOf(flood)).toBe(ErrorCodes.tooManyAttempts);
    expect(flood.errors![0].message).toBe(Messages.mailboxCodeWait);
    await advance();
    const second = await t.mailboxCodeFor(vendor.token);
    if (second !== first) expect(fieldError(await core(CONFIRM, null, { kind: 'vendor', token: vendor.token, code: first }))).toBe(Messages.mailboxCodeWrong);
    expect((await core(CONFIRM, null, { kind: 'vendor', token: vendor.token, code: second })).errors).toBeUndefined();
  });

  it('re-minting a link takes the right that approves payments: an employee without rights gets none', async () => {
    const vendor = await invite();
    const [employee] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.northwindEmployee.email));
    await t.db.update(businessEmployees).set({ isBusinessRightsAvailable: false }).where(eq(businessEmployees.userId, employee.id));
    try {
      const refused = await core(REMINT, 'northwindEmployee', { id: vendor.id });
      expect(refused.errors).toBeDefined();
      expect(refused.data?.connectionInvitationLink ?? null).toBeNull();
    } finally {
      await t.db.update(businessEmployees).set({ isBusinessRightsAvailable: true }).where(eq(businessEmployees.userId, employee.id));
    }
  });
});
