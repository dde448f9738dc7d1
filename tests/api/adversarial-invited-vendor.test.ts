/**
 * Paying an invited vendor before it registers (decision 094): the payment waits for the vendor's bank details, takes
 * them when the vendor registers through its invitation, and is attacked from every side here: another business, a
 * link used twice, a vendor of another business, a forged invitation, cancel, expiry, and what the attach may change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients, auditLog, businesses, connections, jobs, outboxMessages, payments, paymentStatusDetails, vendors, webhookDeliveries, webhookEndpoints } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { sha256Hex } from '../../api/lib/crypto';
import { PAYOUT_HOLD_CODE } from '../../api/modules/payments/payout-hold';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/seed/demo';
import { AWAITING_BANK_DETAILS_DAYS, AwaitingBankDetailsCodes, AwaitingBankDetailsMessages } from '../../domain/awaiting-bank-details';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = keyof typeof DEMO_USERS;
let northwindId: string;
let baysideId: string;

const core = <R, V>(query: TestDocument<R, V>, as: As | null, variables?: V) => t.gql(query, variables, as ? { token: token[as] } : {});
const INVITE = coreGraphql(`mutation InvitedVendorInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }`);
const REGISTER = coreGraphql(`mutation InvitedVendorRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }`);
const PAY = coreGraphql(
  `mutation InvitedVendorPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status moneyAmount recipient { accountNumberLast4 } statusDetails { status code description } } }`,
);
const PAYABLE = coreGraphql(`query InvitedVendorPayable { payableVendors { id name accountNumberLast4 awaitingBankDetails } }`);
const CANCEL = coreGraphql(`mutation InvitedVendorCancel($id: ID!) { cancelPayment(id: $id) { status } }`);
const APPROVE = coreGraphql(`mutation InvitedVendorApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }`);
const SHOW = coreGraphql(`query InvitedVendorShow($id: ID!) { paymentTransferTransaction(id: $id) { id status } }`);

let keySeq = 0;
const key = () => `invited-vendor-${++keySeq}`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const registration = (email: string, accountNumber: string) => ({
  firstName: 'Ivy',
  lastName: 'Vendor',
  email,
  password: DEMO_PASSWORD,
  confirmPassword: DEMO_PASSWORD,
  name: 'Typed by the invitee',
  address: '1 Paper Way',
  city: 'Chicago',
  state: 'Illinois',
  zipcode: '60607',
  bankName: 'Vendor Bank',
  routingNumber: '122000247',
  accountNumber,
  accountHolderName: 'Ivy Vendor',
});

/** Moves the clock on, and signs everyone in again (access tokens last 15 minutes). */
async function advance(ms: number) {
  t.clock.advance(ms);
  for (const as of ['northwindOwner', 'baysideOwner', 'admin'] as const) token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
}

beforeAll(async () => {
  t = await startTestApi();
  await advance(0);
  [{ id: northwindId }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  [{ id: baysideId }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
  // Approvals off, so a payment waits only for its vendor's details (one test turns them on).
  await t.db.update(businesses).set({ isPaymentsApproved: false }).where(eq(businesses.id, northwindId));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** Add Vendor's invite mode: the vendor is created without bank details and the invitation is made for it. */
async function inviteVendor(as: As, name: string, email: string) {
  const invited = await core(INVITE, as, { input: { name, email, address: '1 Paper Way', city: 'Chicago', state: 'Illinois', zipcode: '60607' } });
  expect(invited.errors).toBeUndefined();
  const [connection] = await t.db.select().from(connections).where(eq(connections.id, invited.data!.vendorConnection.connection.id));
  expect(connection.vendorId).toBeTruthy();
  return { vendorId: connection.vendorId!, link: invited.data!.vendorConnection.invitationLink!, connectionId: connection.id };
}
async function pay(as: As, vendorId: string, amount: number, extra: Record<string, unknown> = {}) {
  return core(PAY, as, { input: { vendorId, amount, idempotencyKey: key(), referenceNumber: 'INV-1', ...extra } });
}
const row = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const history = async (id: string) =>
  (await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, id))).sort((a, b) => a.seq - b.seq);
const queuedJobs = async (id: string) => t.db.select().from(jobs).where(and(eq(jobs.paymentId, id), eq(jobs.status, 'queued')));
const cycle = (at: Date) => runProcessingCycle(t.db, { at, encryptionKey: t.config.encryptionKey, appEnv: 'local' });

const OPEN_INVITATION = coreGraphql(`query InvitedVendorOpen($token: String!) { connectionInvitation(kind: "vendor", token: $token) { targetBusinessInfo { name location { address city state zipcode } } } }`);

describe('the invited vendor’s registration', () => {
  it('is prefilled with the address the business entered; an empty State is refused, never made Alabama', async () => {
    const { link } = await inviteVendor('northwindOwner', 'Prefill Paper', 'ap@prefill.test');
    const opened = await core(OPEN_INVITATION, null, { token: tokenOf(link) });
    expect(opened.data!.connectionInvitation.targetBusinessInfo).toMatchObject({ name: 'Prefill Paper', location: { address: '1 Paper Way', city: 'Chicago', state: 'Illinois', zipcode: '60607' } });
    const refused = await core(REGISTER, null, { token: tokenOf(link), input: { ...registration('ap@prefill.test', '000555111222'), state: '', mailboxCode: await t.mailboxCodeFor(tokenOf(link)) } });
    expect(refused.errors![0].extensions!.fieldErrors).toMatchObject({ state: Messages.required });
  });
});

describe('a payment to an invited vendor', () => {
  it('is offered on Send Payment, created waiting for the bank details, and never submitted nor failed by the cycle while it waits', async () => {
    const { vendorId } = await inviteVendor('northwindOwner', 'Willow Paper Co', 'ap@willow.test');
    const payable = (await core(PAYABLE, 'northwindOwner')).data!.payableVendors.find((v) => v.id === vendorId);
    expect(payable).toMatchObject({ name: 'Willow Paper Co', awaitingBankDetails: true });
    const made = await pay('northwindOwner', vendorId, 12_345);
    expect(made.errors).toBeUndefined();
    const p = made.data!.createVendorPayment;
    expect(p.status).toBe('awaitingBankDetails');
    expect(p.statusDetails.at(-1)).toMatchObject({ code: AwaitingBankDetailsCodes.waiting, description: AwaitingBankDetailsMessages.waiting('Willow Paper Co') });
    expect(await queuedJobs(p.id)).toHaveLength(0);
    // Days of cycles, well inside the limit: it still waits, untouched.
    await cycle(new Date(t.clock().getTime() + 5 * 86_400_000));
    expect((await row(p.id)).status).toBe('awaitingBankDetails');
  });

  it('is refused for a vendor with neither an account nor an open invitation, and for Same Day ACH', async () => {
    const [bare] = await t.db.insert(vendors).values({ businessId: northwindId, name: 'No Invite Supplies' }).returning();
    expect(codeOf(await pay('northwindOwner', bare.id, 1_000))).toBe(ErrorCodes.validation);
    const { vendorId } = await inviteVendor('northwindOwner', 'Hasty Paper', 'ap@hasty.test');
    expect(codeOf(await pay('northwindOwner', vendorId, 1_000, { sameDayAch: true }))).toBe(ErrorCodes.validation);
    expect(await t.db.select().from(payments).where(eq(payments.vendorId, bare.id))).toHaveLength(0);
  });

  it('another business can neither pay the invited vendor, see the waiting payment nor cancel it', async () => {
    const { vendorId } = await inviteVendor('northwindOwner', 'Private Paper', 'ap@private.test');
    const p = (await pay('northwindOwner', vendorId, 5_000)).data!.createVendorPayment;
    expect(codeOf(await pay('baysideOwner', vendorId, 5_000))).toBe(ErrorCodes.notFound);
    expect(codeOf(await core(CANCEL, 'baysideOwner', { id: p.id }))).toBe(ErrorCodes.notFound);
    const seen = await core(SHOW, 'baysideOwner', { id: p.id });
    expect(seen.data?.paymentTransferTransaction ?? null).toBeNull();
    expect((await row(p.id)).status).toBe('awaitingBankDetails');
  });

  it("takes the vendor's account when it registers through its link: scheduled in one go, audited, the payer told; amount and payer unchanged; the link works once", async () => {
    const { vendorId, link } = await inviteVendor('northwindOwner', 'Maple Paper', 'ap@maple.test');
    const ahead = (await pay('northwindOwner', vendorId, 40_000, { dueDate: '2026-12-01' })).data!.createVendorPayment;
    const soon = (await pay('northwindOwner', vendorId, 7_500)).data!.createVendorPayment;
    const canceled = (await pay('northwindOwner', vendorId, 9_900)).data!.createVendorPayment;
    expect((await core(CANCEL, 'northwindOwner', { id: canceled.id })).data!.cancelPayment.status).toBe('canceled');
    const before = { ahead: await row(ahead.id), soon: await row(soon.id) };
    // The vendor registers after the second payment's processing time has passed, before the first's.
    await advance(3 * 86_400_000);
    const registered = await core(REGISTER, null, { token: tokenOf(link), input: { ...registration('ap@maple.test', '000111222333'), mailboxCode: await t.mailboxCodeFor(tokenOf(link)) } });
    expect(registered.errors).toBeUndefined();

    const after = { ahead: await row(ahead.id), soon: await row(soon.id) };
    for (const name of ['ahead', 'soon'] as const) {
      expect(after[name]).toMatchObject({ status: 'scheduled', destinationAccountLast4: '2333', destinationRoutingNumber: '122000247' });
      expect(after[name]).toMatchObject({ amount: before[name].amount, businessId: northwindId, vendorId, kind: 'vendor', idempotencyKey: before[name].idempotencyKey });
      expect(await queuedJobs(after[name].id)).toHaveLength(1);
      expect((await history(after[name].id)).map((h) => h.code)).toContain(AwaitingBankDetailsCodes.attached);
    }
    // Its own due time when still ahead; the next processing time when it passed while waiting.
    expect(after.ahead.dueAt.toISOString()).toBe(before.ahead.dueAt.toISOString());
    expect(after.soon.dueAt.getTime()).toBeGreaterThan(t.clock().getTime());
    // Canceled by the payer: nothing is attached, nothing is sent.
    expect(await row(canceled.id)).toMatchObject({ status: 'canceled', destinationRoutingNumber: '' });
    expect(await queuedJobs(canceled.id)).toHaveLength(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'waitingPaymentsAttached'));
    expect(audit.details).toMatchObject({ businessId: northwindId, vendorId, accountNumberLast4: '2333' });
    expect((audit.details as { paymentIds: string[] }).paymentIds.sort()).toEqual([ahead.id, soon.id].sort());
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.subject, AwaitingBankDetailsMessages.emailSubject('Maple Paper')));
    expect(mails.map((m) => m.recipient)).toContain(DEMO_USERS.northwindOwner.email);

    // The same link again: refused, and nothing moves.
    const again = await core(REGISTER, null, { token: tokenOf(link), input: { ...registration('ap@maple.test', '999888777666'), email: 'other@maple.test' } });
    expect(again.errors).toBeDefined();
    expect(await row(ahead.id)).toMatchObject({ destinationAccountLast4: '2333', status: 'scheduled' });
  });

  it("a vendor of one business registering never touches another business's waiting payments", async () => {
    const north = await inviteVendor('northwindOwner', 'Shared Name Paper', 'ap@shared-north.test');
    const bay = await inviteVendor('baysideOwner', 'Shared Name Paper', 'ap@shared-bay.test');
    const baysidePayment = (await pay('baysideOwner', bay.vendorId, 2_500)).data!.createVendorPayment;
    expect(baysidePayment.status).toBe('awaitingBankDetails');
    expect((await core(REGISTER, null, { token: tokenOf(north.link), input: { ...registration('ap@shared-north.test', '000444555666'), mailboxCode: await t.mailboxCodeFor(tokenOf(north.link)) } })).errors).toBeUndefined();
    expect(await row(baysidePayment.id)).toMatchObject({ status: 'awaitingBankDetails', destinationRoutingNumber: '', businessId: baysideId });
  });

  it("an invitation whose vendor record belongs to another business cannot be used, and the other business's payment keeps waiting", async () => {
    const bay = await inviteVendor('baysideOwner', 'Target Paper', 'ap@target.test');
    const baysidePayment = (await pay('baysideOwner', bay.vendorId, 3_300)).data!.createVendorPayment;
    // A Northwind invitation forged to name Bayside's vendor.
    const forged = 'forged-invitation-token-0123456789abcdef';
    await t.db.insert(connections).values({
      kind: 'vendor',
      businessId: northwindId,
      targetEmail: 'mallory@forged.test',
      vendorId: bay.vendorId,
      status: 'invited',
      tokenHash: sha256Hex(forged),
      tokenExpiresAt: new Date(t.clock().getTime() + 86_400_000),
      sentAt: t.clock(),
      createdAt: t.clock(),
      updatedAt: t.clock(),
    });
    const attempt = await core(REGISTER, null, { token: forged, input: registration('mallory@forged.test', '000666666666') });
    expect(codeOf(attempt)).toBe(ErrorCodes.notFound);
    expect(await row(baysidePayment.id)).toMatchObject({ status: 'awaitingBankDetails', destinationRoutingNumber: '' });
  });

  it('goes through approval like any payment: approved, it waits for the details with no job; the account registration brings waits for a person again, whose approval schedules it', async () => {
    await t.db.update(businesses).set({ isPaymentsApproved: true }).where(eq(businesses.id, northwindId));
    try {
      const { vendorId, link } = await inviteVendor('northwindOwner', 'Approved Paper', 'ap@approved.test');
      const p = (await pay('northwindOwner', vendorId, 6_000)).data!.createVendorPayment;
      expect(p.status).toBe('pendingApproval');
      const approved = (await core(APPROVE, 'northwindOwner', { ids: [p.id] })).data!.approvePayments;
      expect(approved.payments).toEqual([{ id: p.id, status: 'awaitingBankDetails' }]);
      expect(await queuedJobs(p.id)).toHaveLength(0);
      expect((await core(REGISTER, null, { token: tokenOf(link), input: { ...registration('ap@approved.test', '000777888999'), mailboxCode: await t.mailboxCodeFor(tokenOf(link)) } })).errors).toBeUndefined();
      // The approval was of a payment with no account: the first account it takes is one nobody approved yet.
      expect(await row(p.id)).toMatchObject({ status: 'pendingApproval', destinationAccountLast4: '8999' });
      expect((await history(p.id)).at(-1)).toMatchObject({ code: PAYOUT_HOLD_CODE, description: Messages.payoutFirstAccountHold('Vendor Bank account ending 8999') });
      expect(await queuedJobs(p.id)).toHaveLength(0);
      const released = (await core(APPROVE, 'northwindOwner', { ids: [p.id] })).data!.approvePayments;
      expect(released.payments).toEqual([{ id: p.id, status: 'scheduled' }]);
      expect(await queuedJobs(p.id)).toHaveLength(1);
    } finally {
      await t.db.update(businesses).set({ isPaymentsApproved: false }).where(eq(businesses.id, northwindId));
    }
  });

  it(`left waiting longer than ${AWAITING_BANK_DETAILS_DAYS} days, it is canceled with a message and nothing is sent when the vendor registers later`, async () => {
    const { vendorId, link } = await inviteVendor('northwindOwner', 'Slow Paper', 'ap@slow.test');
    const p = (await pay('northwindOwner', vendorId, 8_800)).data!.createVendorPayment;
    const created = (await row(p.id)).createdAt.getTime();
    await cycle(new Date(created + (AWAITING_BANK_DETAILS_DAYS - 1) * 86_400_000));
    expect((await row(p.id)).status).toBe('awaitingBankDetails');
    await cycle(new Date(created + (AWAITING_BANK_DETAILS_DAYS + 1) * 86_400_000));
    expect(await row(p.id)).toMatchObject({ status: 'canceled', paymentProcessStatus: 'canceled' });
    expect((await history(p.id)).at(-1)).toMatchObject({ code: AwaitingBankDetailsCodes.expired, description: AwaitingBankDetailsMessages.expired('Slow Paper') });
    expect((await core(REGISTER, null, { token: tokenOf(link), input: { ...registration('ap@slow.test', '000123123123'), mailboxCode: await t.mailboxCodeFor(tokenOf(link)) } })).errors).toBeUndefined();
    expect(await row(p.id)).toMatchObject({ status: 'canceled', destinationRoutingNumber: '' });
    expect(await queuedJobs(p.id)).toHaveLength(0);
  });

  it("an existing payee invited later (not created with its invitation) keeps decision 050's hold: its waiting payments go for approval", async () => {
    const [payee] = await t.db.insert(vendors).values({ businessId: northwindId, name: 'Older Payee Paper' }).returning();
    const invited = await core(INVITE, 'northwindOwner', { input: { name: 'ignored', email: 'ap@older.test', vendorId: payee.id } });
    expect(invited.errors).toBeUndefined();
    const p = (await pay('northwindOwner', payee.id, 4_400)).data!.createVendorPayment;
    expect(p.status).toBe('awaitingBankDetails');
    expect((await core(REGISTER, null, { token: tokenOf(invited.data!.vendorConnection.invitationLink!), input: { ...registration('ap@older.test', '000555444333'), mailboxCode: await t.mailboxCodeFor(tokenOf(invited.data!.vendorConnection.invitationLink!)) } })).errors).toBeUndefined();
    expect(await row(p.id)).toMatchObject({ status: 'pendingApproval', destinationAccountLast4: '4333' });
    expect((await history(p.id)).at(-1)!.code).toBe(PAYOUT_HOLD_CODE);
    expect(await queuedJobs(p.id)).toHaveLength(0);
    // Released like any held payment: a person approves it, and only then is it scheduled.
    expect((await core(APPROVE, 'northwindOwner', { ids: [p.id] })).data!.approvePayments.payments).toEqual([{ id: p.id, status: 'scheduled' }]);
  });

  it('the public API still refuses a vendor without bank details (decision 094): nothing is created', async () => {
    const { vendorId } = await inviteVendor('northwindOwner', 'Api Paper', 'ap@api-paper.test');
    const made = await core(
      coreGraphql(`mutation InvitedVendorCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }`),
      'northwindOwner',
      { input: { name: 'Invited ERP', applicationName: 'ERP' } },
    );
    expect(made.errors).toBeUndefined();
    const { clientId, clientSecret } = made.data!.createApiClient.credentials;
    const tokenAnswer = await t.api.fetch(
      new Request('http://api.test/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
        body: 'grant_type=client_credentials',
      }),
    );
    const apiToken = (await tokenAnswer.json()).access_token;
    const answer = await t.api.fetch(
      new Request('http://api.test/api/v1/payments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiToken}`, 'idempotency-key': key() },
        body: JSON.stringify({ vendorId, amount: '1000' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(await t.db.select().from(payments).where(eq(payments.vendorId, vendorId))).toHaveLength(0);
  });

  it('the database refuses a scheduled payment without a destination, whatever code asks', async () => {
    const { vendorId } = await inviteVendor('northwindOwner', 'Constraint Paper', 'ap@constraint.test');
    const p = (await pay('northwindOwner', vendorId, 1_100)).data!.createVendorPayment;
    await expect(t.db.update(payments).set({ status: 'scheduled' }).where(eq(payments.id, p.id))).rejects.toThrow();
  });
});

describe("a vendor invited from Manage Users (no address) is created as Add Vendor's invite creates it", () => {
  it('exists at once and can be paid while it waits; its registration attaches the payment and tells the webhook payment.updated', async () => {
    const [client] = await t.db.select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.businessId, northwindId)).limit(1);
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ apiClientId: client.id, businessId: northwindId, url: 'http://127.0.0.1:4400/webhooks', events: ['payment.updated'], secretEncrypted: 'unused-here' })
      .returning();
    const invited = await core(INVITE, 'northwindOwner', { input: { name: 'Birch Office Goods', email: 'ap@birch.test', firstName: 'Bo' } });
    expect(invited.errors).toBeUndefined();
    const [connection] = await t.db.select().from(connections).where(eq(connections.id, invited.data!.vendorConnection.connection.id));
    expect(connection.vendorId).toBeTruthy();
    expect(connection.details).toMatchObject({ vendorCreatedWithInvitation: true });
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, connection.vendorId!));
    expect(vendor).toMatchObject({ businessId: northwindId, name: 'Birch Office Goods', email: 'ap@birch.test' });
    const payable = (await core(PAYABLE, 'northwindOwner')).data!.payableVendors.find((v) => v.id === vendor.id);
    expect(payable).toMatchObject({ awaitingBankDetails: true });
    const p = (await pay('northwindOwner', vendor.id, 2_500)).data!.createVendorPayment;
    expect(p.status).toBe('awaitingBankDetails');

    // A second invitation to the same e-mail is the duplicate the spec ignores, not a taken name; no second vendor.
    expect(codeOf(await core(INVITE, 'northwindOwner', { input: { name: 'Birch Office Goods', email: 'AP@birch.test' } }))).toBe(ErrorCodes.requestDuplicated);
    expect(await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwindId), eq(vendors.name, 'Birch Office Goods')))).toHaveLength(1);

    const registered = await core(REGISTER, null, { token: tokenOf(invited.data!.vendorConnection.invitationLink!), input: { ...registration('ap@birch.test', '000555666777'), mailboxCode: await t.mailboxCodeFor(tokenOf(invited.data!.vendorConnection.invitationLink!)) } });
    expect(registered.errors).toBeUndefined();
    expect(await row(p.id)).toMatchObject({ status: 'scheduled', destinationAccountLast4: '6777' });
    const [vendorAfter] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(vendorAfter).toMatchObject({ address: '1 Paper Way', city: 'Chicago', zipcode: '60607' });
    const deliveries = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries.map((d) => [d.eventType, d.paymentId])).toEqual([['payment.updated', p.id]]);
    expect(deliveries[0].payload).toMatchObject({ type: 'payment.updated', data: { id: p.id } });
  });
});
