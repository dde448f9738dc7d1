/** The business network: every connection mutation for every role, links (single use, expiry, resend, bound e-mail), registrations, duplicates, manage users and suspension. */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts, bankUsers, banks, businessRails, businesses, connections, consumers, outboxMessages, payments, refreshTokens, users, vendorManagers } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { NETWORK_DEMO } from '../../api/seed/network';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { INVITATION_TTL_MS, invitationSentMessage, REGISTRATION_MAX_PER_ADDRESS } from '../../domain/network';
import { codeOf, startTestApi, type TestApi } from './harness';

let t: TestApi;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  await signInEveryone();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof DEMO_USERS;
async function signInEveryone() {
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
}
const core = (query: string, as: As | null, variables: Record<string, unknown> = {}, address?: string) =>
  t.gqlUntyped('core', query, variables, { token: as ? token[as] : undefined, address });

const PAYLOAD = 'connection { id kind status activationStatus expiresAt targetUserInfo { email firstName } isBusinessRightsAvailable consumerId } invitationLink message';
const INVITE_EMPLOYEE = `mutation($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { ${PAYLOAD} } }`;
const INVITE_VENDOR = `mutation($input: VendorConnectionInput!) { vendorConnection(input: $input) { ${PAYLOAD} } }`;
const INVITE_CUSTOMER = `mutation($input: BusinessConnectionInput!) { customerConnection(input: $input) { ${PAYLOAD} } }`;
const INVITE_CONSUMER = `mutation($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { ${PAYLOAD} } }`;
const INVITE_BUSINESS = `mutation($input: BusinessConnectionInput!) { businessConnection(input: $input) { ${PAYLOAD} } }`;
const INVITE_BANK_USER = `mutation($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation($input: UpdateConnectionInput!) { updateConnection(input: $input) { ${PAYLOAD} } }`;
const LINK = `mutation($id: ID!) { connectionInvitationLink(id: $id) { ${PAYLOAD} } }`;
const REMOVE = `mutation($id: ID!) { removeConnection(id: $id) { status message } }`;
const LIST = `query($kind: String!, $status: String) { connections(kind: $kind, status: $status, limit: 100) { meta { count } edges { node { id targetUserInfo { email } } } } }`;
const INVITATION = `query($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { kind email firstName lastName invitedBy expiresAt initialPayment targetBusinessInfo { name } } }`;
const USERS = `query($status: String) { businessUsers(status: $status, limit: 100) { meta { count } edges { node { employeeId userId email role isBusinessRightsAvailable blockedAt } } } }`;
const CHANGE = `mutation($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { employeeId userId email isBusinessRightsAvailable blockedAt } }`;
const REGISTER = (name: string, extra = '') =>
  `mutation($token: String, ${extra} $input: RegistrationInput!) { ${name}(token: $token, ${extra ? 'businessId: $businessId, ' : ''}input: $input) { accessToken refreshToken id role email message consumerId initialPaymentTransactionId initialPaymentAmount } }`;
const REGISTER_EMPLOYEE = REGISTER('registerBusinessEmployee').replace('$token: String,', '$token: String!,');

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const PASSWORD = 'Welcome2026x';
const account = (email: string, more: Record<string, unknown> = {}) => ({ firstName: 'Nia', lastName: 'Park', email, password: PASSWORD, confirmPassword: PASSWORD, ...more });

async function latestMailTo(recipient: string) {
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(1);
  return row;
}

describe('employee invitations', () => {
  it('an owner invites an employee: the link is e-mailed in the same transaction, stored only as a hash, and pre-fills the form', async () => {
    const result = await core(INVITE_EMPLOYEE, 'northwindOwner', { input: { firstName: 'Nia', lastName: 'Park', email: 'Nia.Park@Example.test', isBusinessRightsAvailable: true } });
    expect(result.errors).toBeUndefined();
    const payload = result.data!.employeeConnection;
    // Nothing is connected yet: the message says an invitation went out, and what happens next (decision 087).
    expect(payload.message.toLowerCase()).toBe(invitationSentMessage('employee', 'nia.park@example.test').toLowerCase());
    expect(payload.connection).toMatchObject({ kind: 'employee', status: 'invited', activationStatus: 'pending', isBusinessRightsAvailable: true });
    const link: string = payload.invitationLink;
    expect(link).toMatch(/^http:\/\/web\.test\/registration\/businessEmployee\?token=/);
    const mail = await latestMailTo('nia.park@example.test');
    expect(mail.body).toContain(link);
    expect(mail.body).toContain('14 days');
    const stored = JSON.stringify(await t.db.select().from(connections));
    expect(stored).not.toContain(tokenOf(link));
    const invitation = await core(INVITATION, null, { kind: 'employee', token: tokenOf(link) });
    expect(invitation.data!.connectionInvitation).toMatchObject({ email: 'nia.park@example.test', firstName: 'Nia', lastName: 'Park', invitedBy: 'Northwind Supply Co.' });
    expect(new Date(invitation.data!.connectionInvitation.expiresAt).getTime() - t.clock().getTime()).toBe(INVITATION_TTL_MS);
  });

  it('a second invitation to the same e-mail is requestIsDuplicatedAPIError; an e-mail with an account is refused', async () => {
    const again = await core(INVITE_EMPLOYEE, 'northwindEmployee', { input: { firstName: 'N', lastName: 'P', email: 'nia.park@example.test' } });
    expect(codeOf(again)).toBe(ErrorCodes.requestDuplicated);
    const existing = await core(INVITE_EMPLOYEE, 'northwindOwner', { input: { firstName: 'M', lastName: 'R', email: DEMO_USERS.baysideOwner.email } });
    expect(codeOf(existing)).toBe(ErrorCodes.validation);
    expect(existing.errors![0].message).toBe(Messages.duplicateEmail);
  });

  it('the same e-mail may be invited by another business (scopes never mix)', async () => {
    const other = await core(INVITE_EMPLOYEE, 'baysideOwner', { input: { firstName: 'Nia', lastName: 'Park', email: 'nia.park@example.test' } });
    expect(other.errors).toBeUndefined();
    const list = await core(LIST, 'baysideOwner', { kind: 'employee' });
    expect(list.data!.connections.edges.map((e: any) => e.node.targetUserInfo.email)).toEqual(['nia.park@example.test']);
    const northwind = await core(LIST, 'northwindOwner', { kind: 'employee' });
    const northwindId = northwind.data!.connections.edges.find((e: any) => e.node.targetUserInfo.email === 'nia.park@example.test').node.id;
    // Bayside can neither resend, copy nor remove Northwind's invitation.
    expect(codeOf(await core(UPDATE, 'baysideOwner', { input: { id: northwindId, isNeedToSendNotificationAgain: true } }))).toBe(ErrorCodes.notFound);
    expect(codeOf(await core(LINK, 'baysideOwner', { id: northwindId }))).toBe(ErrorCodes.notFound);
    expect(codeOf(await core(REMOVE, 'baysideEmployee', { id: northwindId }))).toBe(ErrorCodes.notFound);
    await core(REMOVE, 'baysideOwner', { id: other.data!.employeeConnection.connection.id });
  });

  it('only owners and employees with rights invite employees', async () => {
    const input = { firstName: 'A', lastName: 'B', email: 'someone@example.test' };
    for (const as of ['northwindClerk', 'admin', 'acmeVendorManager', 'banker'] as const) {
      expect(codeOf(await core(INVITE_EMPLOYEE, as, { input })), as).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await core(INVITE_EMPLOYEE, null, { input }))).toBe(ErrorCodes.unauthenticated);
    expect(codeOf(await core(LIST, 'northwindClerk', { kind: 'employee' }))).toBe(ErrorCodes.forbidden);
  });

  it('resending mints a new link and voids the old one; copying a link does the same without an e-mail', async () => {
    const created = await core(INVITE_EMPLOYEE, 'northwindOwner', { input: { firstName: 'Rae', lastName: 'Stone', email: 'rae@example.test' } });
    const first = created.data!.employeeConnection.invitationLink;
    const id = created.data!.employeeConnection.connection.id;
    // One second on, so the resent e-mail is the newest.
    t.clock.advance(1000);
    const resent = await core(UPDATE, 'northwindOwner', { input: { id, isNeedToSendNotificationAgain: true } });
    const second = resent.data!.updateConnection.invitationLink;
    expect(second).not.toBe(first);
    expect((await latestMailTo('rae@example.test')).body).toContain(second);
    expect(codeOf(await core(INVITATION, null, { kind: 'employee', token: tokenOf(first) }))).toBe(ErrorCodes.notFound);
    const copied = await core(LINK, 'northwindOwner', { id });
    const third = copied.data!.connectionInvitationLink.invitationLink;
    expect((await latestMailTo('rae@example.test')).body).not.toContain(third);
    expect(codeOf(await core(INVITATION, null, { kind: 'employee', token: tokenOf(second) }))).toBe(ErrorCodes.notFound);
    expect((await core(INVITATION, null, { kind: 'employee', token: tokenOf(third) })).data!.connectionInvitation.email).toBe('rae@example.test');
    // Removed: the link stops working.
    expect((await core(REMOVE, 'northwindOwner', { id })).data!.removeConnection.status).toBe(true);
    const gone = await core(INVITATION, null, { kind: 'employee', token: tokenOf(third) });
    expect(gone.errors![0].message).toBe(Messages.invalidInvitation);
  });

  it('a link expires after 14 days', async () => {
    const created = await core(INVITE_EMPLOYEE, 'northwindOwner', { input: { firstName: 'Old', lastName: 'Link', email: 'old.link@example.test' } });
    const link = created.data!.employeeConnection.invitationLink;
    t.clock.advance(INVITATION_TTL_MS + 1000);
    const expired = await core(REGISTER_EMPLOYEE, null, { token: tokenOf(link), input: account('old.link@example.test') });
    expect(expired.errors![0].message).toBe(Messages.invalidInvitation);
    // Fresh tokens for everyone after the jump (access tokens last 15 minutes).
    await signInEveryone();
  }, 300_000);

  it('the employee registers once: bound e-mail, argon2id password, signed in, listed under Active with the invited rights', async () => {
    const list = await core(LIST, 'northwindOwner', { kind: 'employee' });
    const nia = list.data!.connections.edges.find((e: any) => e.node.targetUserInfo.email === 'nia.park@example.test').node;
    const link = (await core(LINK, 'northwindOwner', { id: nia.id })).data!.connectionInvitationLink.invitationLink;
    const bad = await core(REGISTER_EMPLOYEE, null, { token: tokenOf(link), input: { ...account('x@example.test'), password: 'short', confirmPassword: 'short' } });
    expect(bad.errors![0].extensions!.fieldErrors.password).toBe(Messages.newPasswordRules);
    const mismatch = await core(REGISTER_EMPLOYEE, null, { token: tokenOf(link), input: { ...account('x@example.test'), confirmPassword: 'Other2026x' } });
    expect(mismatch.errors![0].extensions!.fieldErrors.confirmPassword).toBe(Messages.passwordsMustMatch);

    const registered = await core(REGISTER_EMPLOYEE, null, { token: tokenOf(link), input: account('someone.else@example.test') });
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.registerBusinessEmployee).toMatchObject({ role: 'businessEmployee', email: 'nia.park@example.test', message: Messages.employeeConnectionCreated });
    expect(registered.data!.registerBusinessEmployee.accessToken).toBeTruthy();
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nia.park@example.test'));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await t.signIn('nia.park@example.test', PASSWORD)).data!.authorize.role).toBe('businessEmployee');

    const again = await core(REGISTER_EMPLOYEE, null, { token: tokenOf(link), input: account('nia.park@example.test') });
    expect(again.errors![0].message).toBe(Messages.invalidInvitation);
    const active = await core(USERS, 'northwindOwner', { status: 'active' });
    const row = active.data!.businessUsers.edges.find((e: any) => e.node.email === 'nia.park@example.test').node;
    expect(row.isBusinessRightsAvailable).toBe(true);
    expect(active.data!.businessUsers.edges[0].node.role).toBe('businessOwner');
    const accepted = await core(LIST, 'northwindOwner', { kind: 'employee', status: 'accepted' });
    expect(accepted.data!.connections.edges.some((e: any) => e.node.targetUserInfo.email === 'nia.park@example.test')).toBe(true);
  });

  it('a link opens only its own kind of page', async () => {
    const created = await core(INVITE_EMPLOYEE, 'northwindOwner', { input: { firstName: 'K', lastName: 'L', email: 'kind@example.test' } });
    const link = created.data!.employeeConnection.invitationLink;
    const asVendor = await core(REGISTER('registerVendor').replace('$token: String,', '$token: String!,'), null, { token: tokenOf(link), input: account('kind@example.test') });
    expect(asVendor.errors![0].message).toBe(Messages.invalidInvitation);
  });
});

describe('manage users: suspend, reactivate, rights', () => {
  it('suspending ends every sign-in: sign-in and refresh are refused, and the user moves to Suspended', async () => {
    const clerk = await t.signIn(DEMO_USERS.northwindClerk.email);
    const refresh = clerk.data!.authorize.refreshToken;
    const active = await core(USERS, 'northwindOwner');
    const employeeId = active.data!.businessUsers.edges.find((e: any) => e.node.email === DEMO_USERS.northwindClerk.email).node.employeeId;

    expect(codeOf(await core(CHANGE, 'northwindClerk', { input: { id: employeeId, activationStatus: 'suspended' } }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(CHANGE, 'baysideOwner', { input: { id: employeeId, activationStatus: 'suspended' } }))).toBe(ErrorCodes.notFound);

    const suspended = await core(CHANGE, 'northwindOwner', { input: { id: employeeId, activationStatus: 'suspended' } });
    expect(suspended.data!.updateBusinessEmployee.blockedAt).toBeTruthy();
    expect(codeOf(await t.signIn(DEMO_USERS.northwindClerk.email))).toBe(ErrorCodes.userDisabled);
    const refreshed = await t.gqlUntyped('auth', `mutation($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken } }`, { input: { refreshToken: refresh } });
    expect([ErrorCodes.wrongRefreshToken, ErrorCodes.userDisabled]).toContain(codeOf(refreshed));
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, suspended.data!.updateBusinessEmployee.userId ?? ''));
    expect(live.every((r) => r.revokedAt)).toBe(true);
    expect(codeOf(await core(`{ viewer { id } }`, 'northwindClerk'))).toBe(ErrorCodes.userDisabled);
    const list = await core(USERS, 'northwindOwner', { status: 'suspended' });
    expect(list.data!.businessUsers.edges.map((e: any) => e.node.email)).toContain(DEMO_USERS.northwindClerk.email);

    await core(CHANGE, 'northwindOwner', { input: { id: employeeId, activationStatus: 'active', isBusinessRightsAvailable: true } });
    const back = await t.signIn(DEMO_USERS.northwindClerk.email);
    expect(back.data!.authorize.accessToken).toBeTruthy();
    token.northwindClerk = back.data!.authorize.accessToken!;
    const withRights = await core(USERS, 'northwindOwner');
    expect(withRights.data!.businessUsers.edges.find((e: any) => e.node.email === DEMO_USERS.northwindClerk.email).node.isBusinessRightsAvailable).toBe(true);
    const withdrawn = await core(CHANGE, 'northwindEmployee', { input: { id: employeeId, isBusinessRightsAvailable: false } });
    expect(withdrawn.data!.updateBusinessEmployee.isBusinessRightsAvailable).toBe(false);
  });

  it('nobody suspends themself or an owner', async () => {
    const active = await core(USERS, 'northwindEmployee');
    const self = active.data!.businessUsers.edges.find((e: any) => e.node.email === DEMO_USERS.northwindEmployee.email).node.employeeId;
    expect(codeOf(await core(CHANGE, 'northwindEmployee', { input: { id: self, activationStatus: 'suspended' } }))).toBe(ErrorCodes.validation);
    const secure = active.data!.businessUsers.edges.find((e: any) => e.node.email === DEMO_USERS.northwindSecureOwner.email).node.employeeId;
    expect(codeOf(await core(CHANGE, 'northwindEmployee', { input: { id: secure, activationStatus: 'suspended' } }))).toBe(ErrorCodes.forbidden);
  });
});

describe('vendor, customer, consumer, business owner and bank user connections', () => {
  it('vendor: invited by a business, registers with bank details; duplicate name answers the spec text', async () => {
    // The vendor is created with its invitation (decision 100): a name the business's vendors have is refused there.
    const taken = await core(INVITE_VENDOR, 'northwindEmployee', { input: { name: 'Acme Paper', email: 'ap@acme-two.test' } });
    expect(taken.errors![0].message).toBe(Messages.duplicateName);
    const created = await core(INVITE_VENDOR, 'northwindEmployee', { input: { name: 'Fresh Farms', email: 'ap@freshfarms.test' } });
    expect(created.data!.vendorConnection.message).toBe(invitationSentMessage('vendor', 'ap@freshfarms.test'));
    const link = created.data!.vendorConnection.invitationLink;
    const vendorInput = account('ap@freshfarms.test', {
      name: 'Acme Paper',
      address: '1 Farm Rd',
      city: 'Fresno',
      state: 'California',
      zipcode: '93701',
      bankName: 'Chase',
      routingNumber: '122000247',
      accountNumber: '000123456789',
      accountHolderName: 'Fresh Farms LLC',
    });
    const REGISTER_VENDOR = REGISTER('registerVendor').replace('$token: String,', '$token: String!,');
    const badRouting = await core(REGISTER_VENDOR, null, { token: tokenOf(link), input: { ...vendorInput, routingNumber: '123456789' } });
    expect(badRouting.errors![0].extensions!.fieldErrors.routingNumber).toBe(Messages.routingNumberChecksum);
    const ok = await core(REGISTER_VENDOR, null, { token: tokenOf(link), input: { ...vendorInput, name: 'Fresh Farms', mailboxCode: await t.mailboxCodeFor(tokenOf(link)) } });
    expect(ok.data!.registerVendor).toMatchObject({ role: 'vendorManager', message: Messages.vendorConnectionCreated });
    const [vm] = await t.db.select().from(vendorManagers).where(eq(vendorManagers.userId, ok.data!.registerVendor.id));
    expect(vm).toBeTruthy();
    expect(codeOf(await core(INVITE_VENDOR, 'acmeVendorManager', { input: { name: 'X', email: 'x@x.test' } }))).toBe(ErrorCodes.forbidden);
  });

  it('consumer: invited from Instant Collections, pending until registered; an initial payment goes through the payments engine', async () => {
    const input = { firstName: 'Lena', lastName: 'Cruz', email: 'lena@example.test', initialPayment: '45.50', year: '2019', make: 'Honda', model: 'Civic' };
    expect(codeOf(await core(INVITE_CONSUMER, 'harborOwner', { input }))).toBe(ErrorCodes.forbidden);
    const created = await core(INVITE_CONSUMER, 'baysideOwner', { input });
    expect(created.errors).toBeUndefined();
    const consumerId = created.data!.consumerConnection.connection.consumerId;
    const [pending] = await t.db.select().from(consumers).where(eq(consumers.id, consumerId));
    expect(pending).toMatchObject({ processStatus: 'pending', registrationStatus: 'pending', initialPayment: 4550 });
    const link = created.data!.consumerConnection.invitationLink;
    const invitation = await core(INVITATION, null, { kind: 'consumer', token: tokenOf(link) });
    expect(invitation.data!.connectionInvitation).toMatchObject({ firstName: 'Lena', initialPayment: 4550, invitedBy: 'Bayside Auto Care' });
    const REGISTER_CONSUMER = REGISTER('registerBusinessConsumer', '$businessId: ID,');
    const noBank = await core(REGISTER_CONSUMER, null, { token: tokenOf(link), input: { ...input } });
    expect(noBank.errors![0].extensions!.fieldErrors.routingNumber).toBe(Messages.required);
    const ok = await core(REGISTER_CONSUMER, null, {
      token: tokenOf(link),
      input: { ...input, bankName: 'Chase', routingNumber: '122000247', accountNumber: '55501234', accountHolderName: 'Lena Cruz', acceptDebitAuthorization: 'on' },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.registerBusinessConsumer).toMatchObject({ accessToken: null, consumerId, message: Messages.customerConnectionCreated, initialPaymentAmount: 4550 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.consumerId, consumerId));
    expect(payment).toMatchObject({ kind: 'instantCollection', amount: 4550, status: 'scheduled' });
    const [done] = await t.db.select().from(consumers).where(eq(consumers.id, consumerId));
    expect(done).toMatchObject({ processStatus: 'active', registrationStatus: 'completed' });
    expect(done.initialPaymentResult).toMatchObject({ success: true, uniqueTransactionId: payment.paymentTransactionId });
    const used = await core(REGISTER_CONSUMER, null, { token: tokenOf(link), input });
    expect(used.errors![0].message).toBe(Messages.customerInvitationNotFound);
  });

  it('customer: invited by a business; business self sign-up too; a duplicate business name answers the spec text, a shared phone number is no refusal', async () => {
    const target = { targetBusinessInfo: { name: 'Coastal Fleet', location: { city: 'San Diego', state: 'CA' } }, targetUserInfo: { email: 'fleet@coastal.test' } };
    const created = await core(INVITE_CUSTOMER, 'baysideOwner', { input: target });
    expect(created.data!.customerConnection.message).toBe(invitationSentMessage('customer', 'fleet@coastal.test'));
    const link = created.data!.customerConnection.invitationLink;
    const invitation = await core(INVITATION, null, { kind: 'customer', token: tokenOf(link) });
    expect(invitation.data!.connectionInvitation.targetBusinessInfo.name).toBe('Coastal Fleet');
    const customerInput = account('fleet@coastal.test', { name: 'Coastal Fleet', address: '1 Bay Rd', city: 'San Diego', state: 'CA', zipcode: '92101', phoneNumber: '+1 619 555 0300' });
    const REGISTER_CUSTOMER = REGISTER('registerCustomer');
    const dupName = await core(REGISTER_CUSTOMER, null, { token: tokenOf(link), input: { ...customerInput, name: 'Bayside Auto Care' } });
    expect(dupName.errors![0].message).toBe(Messages.duplicateBusinessName);
    // Another account's number (a shared office line) registers: a refusal would tell a stranger the account exists (decision 085).
    const ok = await core(REGISTER_CUSTOMER, null, { token: tokenOf(link), input: { ...customerInput, phoneNumber: DEMO_USERS.baysideOwner.phoneNumber } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.registerCustomer.role).toBe('businessOwner');

    const REGISTER_BUSINESS = REGISTER('registerBusiness');
    const self = account(DEMO_USERS.baysideOwner.email, {
      name: 'Sunrise Bakery', address: '9 Main St', city: 'Austin', state: 'TX', zipcode: '73301', phoneNumber: '+1 512 555 0101',
      bankName: 'Bank of America', routingNumber: '122000247', accountNumber: '99887766', clientId: 'client-1', clientSecret: 'secret-1',
    });
    // Self sign-up goes through a link sent to the e-mail: without one nothing registers, and an
    // e-mail with an account is never told apart (tests/api/adversarial-registration.test.ts).
    const noLink = await core(REGISTER_BUSINESS, null, { input: self });
    expect(noLink.errors![0].message).toBe(Messages.signUpLinkNeeded);
    await core(`mutation { requestSignUpLink(kind: "businessOwner", email: "owner@sunrise.test") { message } }`, null, {}, '10.7.7.8'); // its own address: registrations are limited per address
    const signUpLink = (await latestMailTo('owner@sunrise.test')).body.match(/https?:\/\/\S+\/registration\/business\?token=\S+/)![0];
    // Only the business, the owner and the bank account: a bank's API credentials are Bank Integration's, later (decision 078).
    const withoutBankApi = Object.fromEntries(Object.entries(self).filter(([field]) => field !== 'clientId' && field !== 'clientSecret')) as typeof self;
    const half = await core(REGISTER_BUSINESS, null, { token: tokenOf(signUpLink), input: { ...withoutBankApi, email: 'owner@sunrise.test', clientId: 'only-the-id' } });
    expect(half.errors![0].extensions!.fieldErrors).toMatchObject({ clientSecret: Messages.required });
    const signUp = await core(REGISTER_BUSINESS, null, { token: tokenOf(signUpLink), input: { ...withoutBankApi, email: 'owner@sunrise.test' } });
    expect(signUp.errors).toBeUndefined();
    const [made] = await t.db.select().from(businesses).where(eq(businesses.name, 'Sunrise Bakery'));
    expect(made.paymentSettings.connectedPaymentSystems ?? []).toEqual([]);
    expect((await t.db.select().from(bankAccounts).where(eq(bankAccounts.businessId, made.id))).map((a) => a.last4)).toEqual(['7766']);
    expect(signUp.data!.registerBusiness).toMatchObject({ role: 'businessOwner', message: Messages.businessConnectionCreated });
    // Registration gives the new business the configured default rail (NEW_BUSINESS_RAIL; sandbox in tests, decision 067).
    const [sunrise] = await t.db.select({ rail: businessRails.rail }).from(businessRails).innerJoin(businesses, eq(businesses.id, businessRails.businessId)).where(eq(businesses.name, 'Sunrise Bakery'));
    expect(sunrise?.rail).toBe('sandbox');
    // Without an invitation only business, customer and consumer pages take sign-ups.
    expect((await core(REGISTER_EMPLOYEE, null, { token: '', input: account('n@x.test') })).errors![0].message).toBe(Messages.invalidInvitation);
  });

  it('business owner: the admin and a bank user invite, owners and employees cannot; update and remove', async () => {
    const input = { targetBusinessInfo: { name: 'Granite Works', tags: ['construction'] }, targetUserInfo: { email: 'owner@granite.test', firstName: 'Gus' } };
    for (const as of ['northwindOwner', 'northwindEmployee', 'acmeVendorManager'] as const) {
      expect(codeOf(await core(INVITE_BUSINESS, as, { input })), as).toBe(ErrorCodes.forbidden);
    }
    const byBank = await core(INVITE_BUSINESS, 'banker', { input });
    expect(byBank.data!.businessConnection.message).toBe(Messages.businessOwnerInvitationSent);
    const id = byBank.data!.businessConnection.connection.id;
    const updated = await core(INVITE_BUSINESS, 'banker', { input: { ...input, id, targetBusinessInfo: { name: 'Granite Works Inc' } } });
    expect(updated.data!.businessConnection.message).toBe(Messages.businessConnectionUpdated);
    const removed = await core(UPDATE, 'admin', { input: { id, activationStatus: 'removed' } });
    expect(removed.data!.updateConnection.message).toBe(Messages.businessConnectionRemoved);
    const byAdmin = await core(INVITE_BUSINESS, 'admin', { input });
    const link = byAdmin.data!.businessConnection.invitationLink;
    expect(link).toContain('/registration/business?token=');
    const ok = await core(REGISTER('registerBusiness'), null, {
      token: tokenOf(link),
      input: account('ignored@x.test', { name: 'Granite Works', address: '5 Rock Rd', city: 'Denver', state: 'CO', zipcode: '80202', phoneNumber: '+1 303 555 0123', bankName: 'US Bank', routingNumber: '122000247', accountNumber: '12345678', clientId: 'c', clientSecret: 's', paymentSystem: 'usBank' }),
    });
    expect(ok.data!.registerBusiness).toMatchObject({ role: 'businessOwner', email: 'owner@granite.test' });
  });

  it("a business that registers from a bank user's invitation is that bank's lead, whatever bank its account is at", async () => {
    const LEADS = `{ leads(limit: 100) { edges { node { name } } } }`;
    const names = async () => (await core(LEADS, 'banker')).data!.leads.edges.map((e: { node: { name: string } }) => e.node.name);
    const invited = await core(INVITE_BUSINESS, 'banker', { input: { targetBusinessInfo: { name: 'Quarry Supply' }, targetUserInfo: { email: 'owner@quarry.test' } } });
    expect(await names()).not.toContain('Quarry Supply');
    const registered = await core(REGISTER('registerBusiness'), null, {
      token: tokenOf(invited.data!.businessConnection.invitationLink),
      // Wells Fargo's routing number: by routing number alone this business is not First Community's.
      input: account('ignored@x.test', { name: 'Quarry Supply', address: '9 Stone St', city: 'Boise', state: 'ID', zipcode: '83702', phoneNumber: '+1 208 555 0123', bankName: 'Wells Fargo', routingNumber: '122000247', accountNumber: '87654321', clientId: 'c', clientSecret: 's', paymentSystem: 'usBank' }),
    }, '10.7.7.7'); // its own address: registrations are limited per address
    expect(registered.errors).toBeUndefined();
    expect(await names()).toContain('Quarry Supply');
  });

  it('bank user: only the admin invites; registration joins the bank', async () => {
    const input = { name: 'Prairie Savings', email: 'teller@prairie.test', firstName: 'Pat', lastName: 'Lane' };
    expect(codeOf(await core(INVITE_BANK_USER, 'banker', { input }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(INVITE_BANK_USER, 'northwindOwner', { input }))).toBe(ErrorCodes.forbidden);
    const created = await core(INVITE_BANK_USER, 'admin', { input });
    expect(created.data!.bankUserConnection.message).toBe(Messages.bankUserInvitationSent);
    const link = created.data!.bankUserConnection.invitationLink;
    // The admin's invitations come from the platform itself.
    const invitation = await core(INVITATION, null, { kind: 'bankUser', token: tokenOf(link) });
    expect(invitation.data!.connectionInvitation).toMatchObject({ email: 'teller@prairie.test', firstName: 'Pat', invitedBy: 'Payloft' });
    const ok = await core(REGISTER('registerBankUser').replace('$token: String,', '$token: String!,'), null, { token: tokenOf(link), input: account('x@x.test', { name: 'Prairie Savings' }) });
    expect(ok.data!.registerBankUser.role).toBe('bankUserOwner');
    const [bu] = await t.db.select().from(bankUsers).where(eq(bankUsers.userId, ok.data!.registerBankUser.id));
    expect(bu).toBeTruthy();
  });
});

describe('bank user invitation into an existing bank', () => {
  it('joins the chosen bank, whatever the bank name field says; an unknown bank id is refused', async () => {
    const [bank] = await t.db.select().from(banks).where(eq(banks.name, 'First Community Bank'));
    const refused = await core(INVITE_BANK_USER, 'admin', { input: { bank: '00000000-0000-4000-8000-000000000000', name: 'X', email: 'nobank@example.test', firstName: 'No', lastName: 'Bank' } });
    expect(refused.errors![0].extensions!.fieldErrors.bank).toBe(Messages.required);
    const created = await core(INVITE_BANK_USER, 'admin', { input: { bank: bank.id, name: 'First Community Bank', email: 'analyst@firstcommunity.test', firstName: 'Ana', lastName: 'Lyst', phoneNumber: null } });
    expect(created.errors).toBeUndefined();
    const link = created.data!.bankUserConnection.invitationLink;
    const invitation = await core(`query($token: String!) { connectionInvitation(kind: "bankUser", token: $token) { bankName invitedBy } }`, null, { token: tokenOf(link) });
    expect(invitation.data!.connectionInvitation).toEqual({ bankName: 'First Community Bank', invitedBy: 'Payloft' });
    const ok = await core(REGISTER('registerBankUser').replace('$token: String,', '$token: String!,'), null, { token: tokenOf(link), input: account('x@x.test', { name: 'Something else' }) }, '10.7.7.7');
    expect(ok.errors).toBeUndefined();
    const [bu] = await t.db.select().from(bankUsers).where(eq(bankUsers.userId, ok.data!.registerBankUser.id));
    expect(bu.bankId).toBe(bank.id);
  });
});

describe('demo data', () => {
  it('Northwind has a pending employee invitation and a suspended employee; Bayside a pending consumer invitation', async () => {
    const pending = await core(LIST, 'northwindOwner', { kind: 'employee' });
    expect(pending.data!.connections.edges.map((e: any) => e.node.targetUserInfo.email)).toContain(NETWORK_DEMO.pendingEmployee.email);
    const suspended = await core(USERS, 'northwindOwner', { status: 'suspended' });
    expect(suspended.data!.businessUsers.edges.map((e: any) => e.node.email)).toContain(NETWORK_DEMO.suspendedEmployee.email);
    expect(codeOf(await t.signIn(NETWORK_DEMO.suspendedEmployee.email))).toBe(ErrorCodes.userDisabled);
    const consumers = await core(LIST, 'baysideOwner', { kind: 'consumer' });
    expect(consumers.data!.connections.edges.map((e: any) => e.node.targetUserInfo.email)).toEqual([NETWORK_DEMO.pendingConsumer.email]);
    expect((await latestMailTo(NETWORK_DEMO.pendingConsumer.email)).body).toContain('http://web.test/registration/businessConsumer?token=');
  });
});

describe('public registration limits', () => {
  it('one address may try a limited number of registrations in the window', async () => {
    const address = '10.9.9.9';
    const bad = { input: account('rate@example.test', { name: '' }) };
    // Without a sign-up link the registration is refused (notFound); refused tries count all the same.
    for (let i = 0; i < REGISTRATION_MAX_PER_ADDRESS; i++) {
      expect(codeOf(await core(REGISTER('registerBusiness'), null, bad, address))).toBe(ErrorCodes.notFound);
    }
    expect(codeOf(await core(REGISTER('registerBusiness'), null, bad, address))).toBe(ErrorCodes.tooManyAttempts);
    expect(codeOf(await core(REGISTER('registerBusiness'), null, bad, '10.9.9.8'))).toBe(ErrorCodes.notFound);
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'registration'), eq(auditLog.address, address)));
    expect(rows.length).toBe(REGISTRATION_MAX_PER_ADDRESS);
  });
});

describe('every connection mutation for every role', () => {
  const ROLES: (As | null)[] = ['admin', 'northwindOwner', 'northwindEmployee', 'northwindClerk', 'baysideOwner', 'acmeVendorManager', 'banker', null];
  let n = 0;
  const fresh = () => `matrix.${++n}@example.test`;
  const INPUTS: Record<string, { query: string; field: string; input: () => Record<string, unknown>; allowed: readonly (As | null)[] }> = {
    employee: { query: INVITE_EMPLOYEE, field: 'employeeConnection', input: () => ({ firstName: 'Mat', lastName: 'Rix', email: fresh() }), allowed: ['northwindOwner', 'northwindEmployee', 'baysideOwner'] },
    vendor: { query: INVITE_VENDOR, field: 'vendorConnection', input: () => ({ name: `Matrix Vendor ${n}`, email: fresh() }), allowed: ['northwindOwner', 'northwindEmployee', 'baysideOwner'] },
    // Customers need InstantCollectionForCustomer, the product that collects from them (decision 046): Bayside holds
    // it; Northwind (InstantCollection only) could not collect from a customer it invited.
    customer: {
      query: INVITE_CUSTOMER,
      field: 'customerConnection',
      input: () => ({ targetBusinessInfo: { name: `Matrix Customer ${n}` }, targetUserInfo: { email: fresh() } }),
      allowed: ['baysideOwner'],
    },
    // Consumers need InstantCollection, the product that collects from them (decisions 026 and 038).
    consumer: {
      query: INVITE_CONSUMER,
      field: 'consumerConnection',
      input: () => ({ firstName: 'Con', lastName: 'Sumer', email: fresh() }),
      allowed: ['northwindOwner', 'northwindEmployee', 'baysideOwner'],
    },
    businessOwner: {
      query: INVITE_BUSINESS,
      field: 'businessConnection',
      input: () => ({ targetBusinessInfo: { name: `Matrix Business ${n}` }, targetUserInfo: { email: fresh(), phoneNumber: null } }),
      allowed: ['admin', 'banker'],
    },
    bankUser: { query: INVITE_BANK_USER, field: 'bankUserConnection', input: () => ({ name: `Matrix Bank ${n}`, email: fresh(), firstName: 'Ban', lastName: 'Ker', phoneNumber: null }), allowed: ['admin'] },
  };

  for (const [kind, spec] of Object.entries(INPUTS)) {
    it(`${spec.field}: only ${spec.allowed.join(', ')} may invite, list, resend, copy and remove; nobody else sees the invitation`, async () => {
      const made: Partial<Record<As, string>> = {};
      for (const as of ROLES) {
        const result = await core(spec.query, as, { input: spec.input() });
        if (as && spec.allowed.includes(as)) {
          expect(result.errors, `${kind} by ${as}`).toBeUndefined();
          made[as] = result.data![spec.field].connection.id;
        } else {
          expect(codeOf(result), `${kind} by ${as ?? 'anonymous'}`).toBe(as ? ErrorCodes.forbidden : ErrorCodes.unauthenticated);
        }
      }
      for (const [owner, id] of Object.entries(made) as [As, string][]) {
        for (const as of ROLES) {
          // Same scope: the same business, the same bank user, or the admin for the platform's (and banks') invitations.
          const sameScope =
            as === owner ||
            (as !== null && ['northwindOwner', 'northwindEmployee'].includes(as) && ['northwindOwner', 'northwindEmployee'].includes(owner)) ||
            (as === 'admin' && (owner === 'admin' || owner === 'banker'));
          const list = await core(LIST, as, { kind });
          const listed = (list.data?.connections.edges ?? []).some((e: { node: { id: string } }) => e.node.id === id);
          expect(listed, `${kind} of ${owner} listed for ${as ?? 'anonymous'}`).toBe(sameScope);
          if (sameScope) continue;
          for (const [query, variables] of [
            [UPDATE, { input: { id, isNeedToSendNotificationAgain: true } }],
            [LINK, { id }],
            [REMOVE, { id }],
          ] as const) {
            const code = codeOf(await core(query, as, variables));
            expect([ErrorCodes.notFound, ErrorCodes.forbidden, ErrorCodes.unauthenticated], `${kind} of ${owner} changed by ${as ?? 'anonymous'}`).toContain(code);
          }
        }
        // Its own scope may resend, copy and remove it.
        expect((await core(UPDATE, owner, { input: { id, isNeedToSendNotificationAgain: true } })).errors).toBeUndefined();
        expect((await core(LINK, owner, { id })).data!.connectionInvitationLink.invitationLink).toContain('token=');
        expect((await core(REMOVE, owner, { id })).data!.removeConnection.status).toBe(true);
      }
      if (kind === 'businessOwner') {
        // Update: a bank user's pending invitation is theirs and the admin's, never another business's.
        const again = await core(spec.query, 'banker', { input: spec.input() });
        const id = again.data!.businessConnection.connection.id;
        const change = { id, targetBusinessInfo: { name: 'Renamed' }, targetUserInfo: { email: 'ignored@example.test' } };
        for (const as of ['northwindOwner', 'baysideOwner', 'acmeVendorManager'] as const) {
          expect(codeOf(await core(INVITE_BUSINESS, as, { input: change })), as).toBe(ErrorCodes.forbidden);
        }
        expect((await core(INVITE_BUSINESS, 'admin', { input: change })).data!.businessConnection.message).toBe(Messages.businessConnectionUpdated);
        expect((await core(INVITE_BUSINESS, 'banker', { input: change })).data!.businessConnection.message).toBe(Messages.businessConnectionUpdated);
        const removed = await core(REMOVE, 'banker', { id });
        expect(removed.data!.removeConnection.message).toBe(Messages.businessConnectionRemoved);
      }
    });
  }

  it('a business reads only its own connections, whatever kind it asks for', async () => {
    for (const kind of ['employee', 'vendor', 'customer', 'consumer']) {
      const northwind = await core(LIST, 'northwindOwner', { kind, status: 'accepted' });
      const bayside = await core(LIST, 'baysideOwner', { kind, status: 'accepted' });
      const ids = (r: typeof northwind) => new Set((r.data?.connections.edges ?? []).map((e: { node: { id: string } }) => e.node.id));
      const shared = [...ids(northwind)].filter((id) => ids(bayside).has(id));
      expect(shared, kind).toEqual([]);
    }
    for (const as of ['northwindClerk', 'acmeVendorManager', 'banker'] as const) {
      expect(codeOf(await core(LIST, as, { kind: 'employee' })), as).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await core(USERS, 'northwindClerk', {}))).toBe(ErrorCodes.forbidden);
    // Another business's employee is not found for updateBusinessEmployee.
    const northwindUsers = await core(USERS, 'northwindOwner', {});
    const employee = northwindUsers.data!.businessUsers.edges.find((e: any) => e.node.email === DEMO_USERS.northwindClerk.email).node;
    expect(codeOf(await core(CHANGE, 'baysideOwner', { input: { id: employee.employeeId, isBusinessRightsAvailable: true } }))).toBe(ErrorCodes.notFound);
  });
});
