/** Payment e-mails: the business hears about its payments when its flag is on; a paying consumer gets a receipt. */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSetupSettings, businesses, consumers, outboxMessages } from '../../api/db/schema';
import { createPayment } from '../../api/modules/payments/service';
import { DEMO_USERS } from '../../api/seed/demo';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
const NORTHWIND_TEAM = ['owner@northwind.test', 'secure@northwind.test', 'employee@northwind.test'];
const ACME_VENDOR_MANAGER = DEMO_USERS.acmeVendorManager.email;

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['northwindOwner', 'admin'] as const) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: string, variables?: V) => t.gql(query, variables, { token: token[as] });
const CREATE = coreGraphql(`mutation PaymentEmailsCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id purchaseId status } }`);
const APPROVE = coreGraphql(`mutation PaymentEmailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }`);
const CYCLE = coreGraphql(`mutation PaymentEmailsCycle($at: String) { runProcessingCycle(at: $at) { filedPayments succeeded failed } }`);

/** Messages written since `since` (a test clock instant), oldest first. */
async function mailSince(since: Date, recipients?: string[]) {
  const rows = await t.db
    .select()
    .from(outboxMessages)
    .where(and(gt(outboxMessages.createdAt, since), eq(outboxMessages.channel, 'email'), recipients ? inArray(outboxMessages.recipient, recipients) : undefined));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
async function businessId(name: string) {
  const [b] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  return b.id;
}
async function setFlag(name: string, on: boolean) {
  const id = await businessId(name);
  await t.db.insert(businessSetupSettings).values({ businessId: id, emailSettings: on }).onConflictDoUpdate({ target: businessSetupSettings.businessId, set: { emailSettings: on } });
}

describe('payment e-mails to the business', () => {
  it('with the flag on (Northwind in the demo), the owners and employees with rights hear that a payment needs approval and that it was sent', async () => {
    t.clock.advance(1000);
    const since = new Date(t.clock().getTime() - 1);
    const [acme] = (await core(coreGraphql(`query PaymentEmailsPayableVendors { payableVendors { id name } }`), 'northwindOwner')).data!.payableVendors;
    const created = (await core(CREATE, 'northwindOwner', { input: { vendorId: acme.id, amount: 1234_56, idempotencyKey: 'emails-approval-0001' } })).data!.createVendorPayment;
    expect(created.status).toBe('pendingApproval');
    const asked = await mailSince(since);
    expect(asked.map((m) => m.recipient).sort()).toEqual([...NORTHWIND_TEAM].sort());
    expect(asked.every((m) => m.subject === `Payment of $1,234.56 to ${acme.name} needs your approval`)).toBe(true);
    expect(asked[0].body).toContain(`/transactions/details/${created.id}`);
    // Dated in Northwind's one zone, its payment-time zone (decision 032).
    expect(asked[0].body).toContain('(America/Chicago)');
    expect(asked[0].html).toContain('<a href=');

    t.clock.advance(1000);
    const approvedAt = t.clock();
    expect((await core(APPROVE, 'northwindOwner', { ids: [created.id] })).errors).toBeUndefined();
    // Northwind's payment time, 10:00 Chicago.
    await core(CYCLE, 'admin', { at: '2026-11-23T16:01:00Z' });
    const sent = (await mailSince(approvedAt, NORTHWIND_TEAM)).filter((m) => m.body.includes(created.purchaseId));
    expect(sent.map((m) => m.subject)).toEqual(NORTHWIND_TEAM.map(() => `Payment of $1,234.56 to ${acme.name} was sent`));
    expect(sent.map((m) => m.recipient).sort()).toEqual([...NORTHWIND_TEAM].sort());

    // The vendor hears it too: who pays, how much, when it is expected, into which of its own accounts;
    // never the payer's people or bank.
    const [toVendor, ...more] = (await mailSince(approvedAt, [ACME_VENDOR_MANAGER])).filter((m) => m.body.includes(created.purchaseId));
    expect(more).toEqual([]);
    expect(toVendor.subject).toBe('Northwind Supply Co. sent you $1,234.56');
    expect(toVendor.body).toMatch(/It is expected in your bank account on \d{2}-\d{2}-\d{4}\./);
    expect(toVendor.body).toMatch(/Into your account ending in \d{4}/);
    expect(toVendor.body).toContain('/transactions/incoming?page=1');
    for (const hidden of ['Routing', 'routing', 'Approv', 'approv', ...NORTHWIND_TEAM]) expect(toVendor.body).not.toContain(hidden);

    // Once the bank settles it, the vendor hears that it arrived.
    await core(CYCLE, 'admin', { at: '2026-11-27T16:01:00Z' });
    // Messages carry the cycle's instant: those after the first cycle's.
    const arrived = (await mailSince(new Date('2026-11-23T16:01:00Z'), [ACME_VENDOR_MANAGER])).filter((m) => m.body.includes(created.purchaseId));
    expect(arrived.map((m) => m.subject)).toEqual(['$1,234.56 from Northwind Supply Co. arrived']);
    expect(arrived[0].body).toMatch(/settled in your bank account on \d{2}-\d{2}-\d{4}\./);
  });

  it('with the flag off, none', async () => {
    await setFlag('Northwind Supply Co.', false);
    t.clock.advance(1000);
    const since = new Date(t.clock().getTime() - 1);
    const [acme] = (await core(coreGraphql(`query PaymentEmailsPayableVendors2 { payableVendors { id } }`), 'northwindOwner')).data!.payableVendors;
    const created = (await core(CREATE, 'northwindOwner', { input: { vendorId: acme.id, amount: 5_00, idempotencyKey: 'emails-flag-off-0001' } })).data!.createVendorPayment;
    expect(created.status).toBe('pendingApproval');
    expect((await mailSince(since, NORTHWIND_TEAM)).filter((m) => m.body.includes(created.purchaseId))).toEqual([]);
    await setFlag('Northwind Supply Co.', true);
  });
});

describe('collections', () => {
  async function collect(accountNumber: string, key: string) {
    const [maria] = await t.db.select().from(consumers).where(eq(consumers.email, 'maria.lopez@example.test'));
    return createPayment(
      t.db,
      t.config.encryptionKey,
      {
        businessId: maria.businessId,
        kind: 'instantCollection',
        amount: 80_00,
        idempotencyKey: key,
        consumerId: maria.id,
        description: 'Brake service',
        destination: { bankName: 'Wells Fargo', routingNumber: '122000247', accountNumber, accountHolderName: 'Maria Lopez', accountType: 'checking' },
        createdByUserId: null,
      },
      t.clock(),
    );
  }

  it('the consumer gets a receipt, and the business (flag on) hears that the collection arrived; a failed one says so to both', async () => {
    await setFlag('Bayside Auto Care', true);
    t.clock.advance(1000);
    const since = new Date(t.clock().getTime() - 1);
    const ok = await collect('3300129944', 'emails-collection-ok-0001');
    const bad = await collect('000000000003', 'emails-collection-bad-0001');
    await core(CYCLE, 'admin', { at: '2026-11-24T18:00:00Z' });
    const toMaria = await mailSince(since, ['maria.lopez@example.test']);
    expect(toMaria.find((m) => m.body.includes(ok.purchaseId))?.subject).toBe('Receipt: $80.00 paid to Bayside Auto Care');
    const failed = toMaria.find((m) => m.body.includes(bad.purchaseId));
    expect(failed?.subject).toBe('Your payment of $80.00 to Bayside Auto Care did not go through');
    expect(failed?.body).toContain('Reason: R03');
    const toOwner = (await mailSince(since, ['owner@bayside.test'])).filter((m) => m.body.includes(ok.purchaseId) || m.body.includes(bad.purchaseId));
    expect(toOwner.map((m) => m.subject).sort()).toEqual(['$80.00 collected from Maria Lopez', 'Collection of $80.00 from Maria Lopez failed']);
  });
});
