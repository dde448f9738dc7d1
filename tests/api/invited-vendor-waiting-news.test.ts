/**
 * What an invited vendor that has not registered hears of the payments waiting on its registration (decision 140):
 * an e-mail to the invited address when a payment starts to wait (created so, or approved so), the invitation's
 * registration page and a resent invitation e-mail naming who pays and how much; never another business's payments,
 * nor the same business's payments to another vendor.
 */
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, connections, outboxMessages } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { AwaitingBankDetailsMessages } from '../../domain/awaiting-bank-details';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = keyof typeof DEMO_USERS;
let northwindId: string;

const core = <R, V>(query: TestDocument<R, V>, as: As | null, variables?: V) => t.gql(query, variables, as ? { token: token[as] } : {});
const INVITE = coreGraphql(`mutation WaitingNewsInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }`);
const RESEND = coreGraphql(`mutation WaitingNewsResend($input: UpdateConnectionInput!) { updateConnection(input: $input) { connection { id } } }`);
const PAY = coreGraphql(`mutation WaitingNewsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }`);
const APPROVE = coreGraphql(`mutation WaitingNewsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } } }`);
const OPEN = coreGraphql(`query WaitingNewsOpen($token: String!) { connectionInvitation(kind: "vendor", token: $token) { waitingPayments { payer amount referenceNumber purchaseId } } }`);

let keySeq = 0;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const mailTo = async (recipient: string, since: Date) =>
  t.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, recipient), gte(outboxMessages.createdAt, since)));

beforeAll(async () => {
  t = await startTestApi();
  for (const as of ['northwindOwner', 'baysideOwner'] as const) token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  [{ id: northwindId }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  await t.db.update(businesses).set({ isPaymentsApproved: false }).where(eq(businesses.id, northwindId));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function invite(as: As, name: string, email: string, firstName?: string) {
  const invited = await core(INVITE, as, { input: { name, email, firstName, address: '1 Paper Way', city: 'Chicago', state: 'Illinois', zipcode: '60607' } });
  expect(invited.errors).toBeUndefined();
  const [c] = await t.db.select().from(connections).where(eq(connections.id, invited.data!.vendorConnection.connection.id));
  return { vendorId: c.vendorId!, connectionId: c.id, link: invited.data!.vendorConnection.invitationLink! };
}
const pay = async (as: As, vendorId: string, amount: number, referenceNumber?: string) => {
  const made = await core(PAY, as, { input: { vendorId, amount, idempotencyKey: `waiting-news-${++keySeq}`, referenceNumber } });
  expect(made.errors).toBeUndefined();
  return made.data!.createVendorPayment;
};

describe('a payment waiting on an invited vendor’s registration', () => {
  it('e-mails the invited address who pays, how much and that it waits for the registration, with no new link', async () => {
    const since = t.clock();
    const { vendorId } = await invite('northwindOwner', 'Birch Paper', 'ap@birch.test', 'Bea');
    await pay('northwindOwner', vendorId, 123_456, 'INV-77');
    const mails = (await mailTo('ap@birch.test', since)).filter((m) => !m.subject.includes('invited you'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(AwaitingBankDetailsMessages.vendorEmailSubject('Northwind Supply Co.', '$1,234.56'));
    expect(mails[0].body).toContain('Hello Bea,');
    expect(mails[0].body).toContain(AwaitingBankDetailsMessages.waitsForYou('Northwind Supply Co.', '$1,234.56', 'INV-77'));
    expect(mails[0].body).toContain('open the link in the invitation Northwind Supply Co. sent to ap@birch.test');
    // No bank details, account number or link in it: the invitation's own link is the way in.
    expect(mails[0].body).not.toMatch(/token=/);
  });

  it('with approvals on, tells the vendor only once the payment is approved', async () => {
    await t.db.update(businesses).set({ isPaymentsApproved: true }).where(eq(businesses.id, northwindId));
    try {
      const since = t.clock();
      const { vendorId } = await invite('northwindOwner', 'Cedar Paper', 'ap@cedar.test');
      const news = async () => (await mailTo('ap@cedar.test', since)).filter((m) => !m.subject.includes('invited you'));
      const p = await pay('northwindOwner', vendorId, 2_500);
      expect(p.status).toBe('pendingApproval');
      expect(await news()).toHaveLength(0);
      expect((await core(APPROVE, 'northwindOwner', { ids: [p.id] })).data!.approvePayments.payments).toEqual([{ id: p.id, status: 'awaitingBankDetails' }]);
      const mails = await news();
      expect(mails.map((m) => m.subject)).toEqual([AwaitingBankDetailsMessages.vendorEmailSubject('Northwind Supply Co.', '$25.00')]);
    } finally {
      await t.db.update(businesses).set({ isPaymentsApproved: false }).where(eq(businesses.id, northwindId));
    }
  });

  it("the invitation's page and a resent invitation name only the inviting business's payments to this vendor", async () => {
    const mine = await invite('northwindOwner', 'Elm Paper', 'ap@elm.test');
    const other = await invite('northwindOwner', 'Oak Paper', 'ap@oak.test');
    const first = await pay('northwindOwner', mine.vendorId, 10_000, 'PO-1');
    await pay('northwindOwner', mine.vendorId, 20_000);
    await pay('northwindOwner', other.vendorId, 99_900, 'NOT-ELM');
    // Another business invites the same address for its own vendor: its link shows none of Northwind's payments.
    const bayside = await invite('baysideOwner', 'Elm Paper', 'ap@elm.test');

    const page = (await core(OPEN, null, { token: tokenOf(mine.link) })).data!.connectionInvitation.waitingPayments;
    // Oldest first; this test's clock stands still, so the two are compared in any order.
    expect([...page].sort((a, b) => a.amount - b.amount)).toEqual([
      { payer: 'Northwind Supply Co.', amount: 10_000, referenceNumber: 'PO-1', purchaseId: expect.any(String) },
      { payer: 'Northwind Supply Co.', amount: 20_000, referenceNumber: null, purchaseId: expect.any(String) },
    ]);
    expect(page[0].purchaseId).not.toBe(page[1].purchaseId);
    expect(first.status).toBe('awaitingBankDetails');
    expect((await core(OPEN, null, { token: tokenOf(bayside.link) })).data!.connectionInvitation.waitingPayments).toEqual([]);

    const invitations = async () => (await mailTo('ap@elm.test', new Date(0))).filter((m) => m.subject === 'Northwind Supply Co. invited you to Payloft');
    const sent = (await invitations()).map((m) => m.id);
    expect((await core(RESEND, 'northwindOwner', { input: { id: mine.connectionId, isNeedToSendNotificationAgain: true } })).errors).toBeUndefined();
    const [resent] = (await invitations()).filter((m) => !sent.includes(m.id));
    expect(resent.body).toContain(AwaitingBankDetailsMessages.waitsForYou('Northwind Supply Co.', '$100.00', 'PO-1'));
    expect(resent.body).toContain(AwaitingBankDetailsMessages.waitsForYou('Northwind Supply Co.', '$200.00', null));
    expect(resent.body).not.toContain('NOT-ELM');
    expect(resent.body).not.toContain('$999.00');
  });
});
