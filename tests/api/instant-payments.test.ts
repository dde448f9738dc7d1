/**
 * Instant On Demand payments over ISO 20022 (decision 069): accepted, rejected with its reason, unanswered (then asked
 * with pacs.028, never assumed), returned with pacs.004; the ACH fallback; and the attacks on the new surface.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, consumers, instantMessages, instantSandboxTransfers, instantTransfers, payments, reviewItems } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { runProcessingCycle } from '../../api/jobs/cycle';
import type { ParticipantConnector } from '../../api/rails/instant/connector';
import { buildPacs002, buildPacs004, buildPacs028, parsePacs008, parsePacs028, envelopeNetworkOf, toNetwork } from '../../api/rails/instant/messages';
import { createInstantRail } from '../../api/rails/instant/rail';
import { INSTANT_SANDBOX_ACCOUNTS, SANDBOX_PARTICIPANT_ROUTING, createSandboxParticipant } from '../../api/rails/instant/sandbox-participant';
import { DEMO_USERS } from '../../api/seed/demo';
import { transferIdsOf } from '../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../domain/iso20022-rules';
import { expectValidExchanged } from './support/xml-schema';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
const token: Record<string, string> = {};
let bayside: string;
let northwind: string;

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['baysideOwner', 'northwindOwner'] as const) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  [{ id: bayside }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
  [{ id: northwind }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let made = 0;
/** A registered consumer of the business at this bank; made here so no other test file shares it. */
async function consumerAt(routingNumber: string, accountNumber: string, businessId = bayside) {
  const [row] = await t.db
    .insert(consumers)
    .values({
      businessId,
      firstName: 'Instant',
      lastName: `Receiver${++made}`,
      processStatus: 'active',
      registrationStatus: 'completed',
      bankName: 'Receiving Bank',
      routingNumber,
      accountNumberEncrypted: encryptSecret(accountNumber, t.config.encryptionKey),
      accountNumberLast4: accountNumber.slice(-4),
      accountHolderName: `Instant Receiver${made}`,
    })
    .returning({ id: consumers.id });
  return row.id;
}

let keys = 0;
async function send(consumerId: string, amount: number, extra: Record<string, unknown> = {}, key = `instant-${++keys}`, as = 'baysideOwner') {
  const res = await t.api.fetch(
    new Request('http://api.test/rest/sendFundsToCustomer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token[as]}`, 'idempotency-key': key },
      body: JSON.stringify({ consumerId, amount, needACHConfirmation: true, isACHPayment: false, ...extra }),
    }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const paymentOf = async (purchaseId: string) => (await t.db.select().from(payments).where(eq(payments.purchaseId, purchaseId)))[0];
const messagesOf = (paymentId: string) => t.db.select().from(instantMessages).where(eq(instantMessages.paymentId, paymentId)).orderBy(instantMessages.at, instantMessages.messageName);
const cycle = (msLater: number, extra: Partial<Parameters<typeof runProcessingCycle>[1]> = {}) =>
  runProcessingCycle(t.db, { at: new Date(t.clock().getTime() + msLater), encryptionKey: t.config.encryptionKey, appEnv: 'local', workerId: 'instant-test', ...extra });
const HOUR = 3_600_000;

describe('an instant On Demand payment', () => {
  it('is accepted (pacs.002 ACSC) and settles within the request, over FedNow, once per key', async () => {
    const consumer = await consumerAt('084000026', '1234567890');
    const key = `instant-accept-${++keys}`;
    const { status, body } = await send(consumer, 12_345, {}, key);
    expect(status).toBe(200);
    expect(body).toMatchObject({ paymentError: false, needACHConfirmation: false, status: 'success', instantNetwork: 'fednow' });
    const payment = await paymentOf(body.purchaseId);
    expect(payment).toMatchObject({ status: 'success', rail: 'instant', instantNetwork: 'fednow', paymentBankStatus: 'settled' });
    const messages = await messagesOf(payment.id);
    expect(messages.map((m) => `${m.direction} ${m.messageName}`).sort()).toEqual([`received ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.pacs008}`]);
    const sent = parsePacs008(messages.find((m) => m.messageName === MESSAGE_VERSIONS.pacs008)!.xml);
    const ids = transferIdsOf(payment.id);
    expect(sent).toMatchObject({ network: 'fednow', uetr: payment.id, endToEndId: ids.endToEndId, amountCents: 12_345, creditor: { routingNumber: '084000026', accountNumber: '1234567890' } });
    // The same key again: refused as a duplicate, and the network saw one transfer.
    expect((await send(consumer, 12_345, {}, key)).status).toBe(409);
    expect(await t.db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id))).toHaveLength(1);
    expect(await t.db.select().from(payments).where(and(eq(payments.businessId, bayside), eq(payments.idempotencyKey, key)))).toHaveLength(1);
  });

  it('is rejected (pacs.002 RJCT) with the ISO reason code as its failure', async () => {
    const consumer = await consumerAt('071000013', INSTANT_SANDBOX_ACCOUNTS.rejectedAc03);
    const { body } = await send(consumer, 5_000);
    const payment = await paymentOf(body.purchaseId);
    expect(payment).toMatchObject({ status: 'error', rail: 'instant', returnCode: 'AC03', paymentErrorMessage: 'AC03 Invalid creditor account number', paymentBankStatus: 'rejected' });
    // A rejection is final: a later cycle sends nothing again.
    await cycle(HOUR);
    expect((await messagesOf(payment.id)).filter((m) => m.direction === 'sent')).toHaveLength(1);
  });

  it('without an answer stays processing, and the status request (pacs.028) decides', async () => {
    const consumer = await consumerAt('071000013', INSTANT_SANDBOX_ACCOUNTS.noAnswer);
    const { body } = await send(consumer, 7_500);
    expect(body.status).toBe('processing');
    const waiting = await paymentOf(body.purchaseId);
    expect(waiting.status).toBe('processing');
    expect(await messagesOf(waiting.id)).toHaveLength(1);
    await cycle(HOUR);
    const after = await paymentOf(body.purchaseId);
    expect(after).toMatchObject({ status: 'success', paymentBankStatus: 'settled' });
    const messages = await messagesOf(after.id);
    const request = messages.find((m) => m.messageName === MESSAGE_VERSIONS.pacs028)!;
    expect(parsePacs028(request.xml)).toMatchObject({ originalUetr: after.id, originalEndToEndId: transferIdsOf(after.id).endToEndId });
    // The pacs.008 was sent once: the question was asked, the transfer never repeated.
    expect(messages.filter((m) => m.messageName === MESSAGE_VERSIONS.pacs008)).toHaveLength(1);
  });

  it("is asked about only once its payment clock is over: FedNow refuses a status request before 25 s from the transfer's time stamp", async () => {
    const consumer = await consumerAt('071000013', INSTANT_SANDBOX_ACCOUNTS.noAnswer);
    const { body } = await send(consumer, 7_550);
    const waiting = await paymentOf(body.purchaseId);
    const [transfer] = await t.db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, waiting.id));
    const rail = createInstantRail(createSandboxParticipant());
    const after = (ms: number) => new Date(transfer.sentAt.getTime() + ms);
    await expect(rail.status(t.db, waiting.id, after(24_999))).rejects.toThrow('FedNow takes a status request about a transfer only 25 s after it was sent: it is asked on the next attempt');
    expect((await messagesOf(waiting.id)).map((m) => m.messageName)).toEqual([MESSAGE_VERSIONS.pacs008]);
    // The sandbox network refuses an early one as FedNow does, so a rail that asked too soon would fail here.
    const early = buildPacs028(
      { messageId: `20261202${SANDBOX_PARTICIPANT_ROUTING}EARLY${++keys}`, createdAt: after(5_000), requestId: 'EARLY', originalMessageId: transfer.messageId, originalCreatedAt: transfer.sentAt, originalEndToEndId: transfer.endToEndId, originalUetr: transfer.uetr, originalAmountCents: transfer.amount, originalSettlementDate: transfer.sentAt.toISOString().slice(0, 10), instructing: SANDBOX_PARTICIPANT_ROUTING, instructed: transfer.creditorRoutingNumber },
      toNetwork('fednow', SANDBOX_PARTICIPANT_ROUTING),
    );
    await expect(createSandboxParticipant().inquire(t.db, early, after(5_000))).rejects.toThrow(/refuses status request/);
    expect(await rail.status(t.db, waiting.id, after(25_000))).toMatchObject({ state: 'settled' });
  });

  it('that never reached the network is sent again, after its clock, as a new message: new id and time stamp, the same UETR and end-to-end id', async () => {
    const consumer = await consumerAt('071000013', INSTANT_SANDBOX_ACCOUNTS.noAnswer);
    const { body } = await send(consumer, 7_650);
    const payment = await paymentOf(body.purchaseId);
    const [first] = await t.db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id));
    // The network never got it: its book has no such transfer.
    await t.db.delete(instantSandboxTransfers).where(eq(instantSandboxTransfers.uetr, first.uetr));
    await cycle(HOUR);
    const sent = (await messagesOf(payment.id)).filter((m) => m.messageName === MESSAGE_VERSIONS.pacs008).map((m) => parsePacs008(m.xml));
    expect(sent).toHaveLength(2);
    const [again] = await t.db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id));
    expect(sent[1].messageId).not.toBe(sent[0].messageId);
    expect(sent[1]).toMatchObject({ messageId: again.messageId, uetr: first.uetr, endToEndId: first.endToEndId, amountCents: 7_650 });
    expect(sent[1].createdAt.getTime()).toBe(t.clock().getTime() + HOUR);
    expect(again.sentAt.getTime()).toBe(t.clock().getTime() + HOUR);
    // Its answer is lost again (this account's sandbox behaviour): the new message is asked about, by its own id, and settles.
    await cycle(2 * HOUR);
    expect(await paymentOf(body.purchaseId)).toMatchObject({ status: 'success', paymentBankStatus: 'settled' });
    const asked = (await messagesOf(payment.id)).filter((m) => m.messageName === MESSAGE_VERSIONS.pacs028).map((m) => parsePacs028(m.xml).originalMessageId);
    expect(asked.at(-1)).toBe(again.messageId);
  });

  it('while the network cannot be reached is never called paid or failed', async () => {
    const consumer = await consumerAt('071000013', INSTANT_SANDBOX_ACCOUNTS.noAnswer);
    const { body } = await send(consumer, 7_600);
    const outage = createSandboxParticipant({ SANDBOX_INSTANT_OUTAGE: '1' });
    await cycle(HOUR, { instantConnector: outage });
    expect((await paymentOf(body.purchaseId)).status).toBe('processing');
    await cycle(2 * HOUR);
    expect((await paymentOf(body.purchaseId)).status).toBe('success');
  });

  it('is returned by the receiving bank (pacs.004) after settling, applied once', async () => {
    const consumer = await consumerAt('026009593', INSTANT_SANDBOX_ACCOUNTS.returnedAc04);
    const { body } = await send(consumer, 9_900);
    expect(body.status).toBe('success');
    const report = await cycle(HOUR);
    expect(report.instantReturns).toBeGreaterThanOrEqual(1);
    const returned = await paymentOf(body.purchaseId);
    expect(returned).toMatchObject({ status: 'returned', returnCode: 'AC04', paymentErrorMessage: 'AC04 Closed account number' });
    await cycle(2 * HOUR);
    expect((await messagesOf(returned.id)).filter((m) => m.messageName === MESSAGE_VERSIONS.pacs004)).toHaveLength(1);
  });
});

describe('the ACH fallback', () => {
  it('asks the spec\'s ACH confirmation when the receiving bank is not reachable instantly', async () => {
    const consumer = await consumerAt('122000247', '5566778899');
    const { body } = await send(consumer, 1_000);
    expect(body).toMatchObject({ paymentError: false, needACHConfirmation: true });
    expect(await t.db.select().from(payments).where(eq(payments.consumerId, consumer))).toHaveLength(0);
  });

  it('asks it when the amount is above the receiving participant\'s limit, and sends by ACH once confirmed', async () => {
    // U.S. Bank in the demo directory: FedNow only, at the network's default participant limit ($100,000).
    const consumer = await consumerAt('084000026', '2233445566');
    expect((await send(consumer, 100_000_01)).body).toMatchObject({ needACHConfirmation: true });
    const { body } = await send(consumer, 100_000_01, { isACHPayment: true });
    expect(body).toMatchObject({ paymentError: false, status: 'scheduled', instantNetwork: null });
  });

  it('is used when the caller asks for ACH, even to a reachable bank', async () => {
    const consumer = await consumerAt('084000026', '3344556677');
    const { body } = await send(consumer, 2_000, { isACHPayment: true });
    expect(body).toMatchObject({ status: 'scheduled', instantNetwork: null });
  });
});

describe('attacks on the instant rail', () => {
  it('another business cannot pay a consumer of Bayside', async () => {
    const consumer = await consumerAt('084000026', '4455667788');
    const { status } = await send(consumer, 1_000, {}, `instant-other-${++keys}`, 'northwindOwner');
    expect(status).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.consumerId, consumer))).toHaveLength(0);
  });

  it('a status report about another transfer (altered UETR) is not believed: the payment waits and is asked about', async () => {
    const consumer = await consumerAt('084000026', '5566778800', northwind);
    const sandbox = createSandboxParticipant({});
    const forging: ParticipantConnector = {
      ...sandbox,
      async send(db, xml, at) {
        const sent = parsePacs008(xml);
        await sandbox.send(db, xml, at);
        const forged = buildPacs002({
          messageId: 'FORGED1',
          createdAt: at,
          originalMessageId: sent.messageId,
          originalMessageName: MESSAGE_VERSIONS.pacs008,
          groupStatus: null,
          groupReason: null,
          transaction: { originalEndToEndId: sent.endToEndId, originalUetr: '11111111-2222-4333-8444-555555555555', status: 'RJCT', reason: 'AC04', additionalInfo: null, instructing: sent.creditor.routingNumber, instructed: sent.debtor.routingNumber },
        });
        return { answered: true, xml: forged };
      },
    };
    const [c] = await t.db.select().from(consumers).where(eq(consumers.id, consumer));
    const { createPayment } = await import('../../api/modules/payments/service');
    const payment = await createPayment(
      t.db,
      t.config.encryptionKey,
      {
        businessId: northwind,
        kind: 'onDemand',
        amount: 4_200,
        idempotencyKey: `instant-forged-${++keys}`,
        consumerId: consumer,
        skipApproval: true,
        instantNetwork: 'fednow',
        destination: { bankName: 'Receiving Bank', routingNumber: c.routingNumber!, accountNumber: '5566778800', accountHolderName: 'Instant Receiver', accountType: 'checking' },
        createdByUserId: null,
      },
      t.clock(),
    );
    await cycle(0, { instantConnector: forging });
    expect((await paymentOf(payment.purchaseId)).status).toBe('processing');
    // The honest answer to the status request settles it; the forged rejection never counted.
    await cycle(HOUR);
    expect((await paymentOf(payment.purchaseId)).status).toBe('success');
  });

  it('a return that does not match the transfer on every field is not applied and waits for a person', async () => {
    const consumer = await consumerAt('084000026', '6677889900');
    const { body } = await send(consumer, 3_300);
    const payment = await paymentOf(body.purchaseId);
    const [transfer] = await t.db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id));
    const base = {
      network: 'fednow' as const,
      // Stamped as it is delivered (the cycle below): a return read past the network's clock is another test's case.
      createdAt: new Date(t.clock().getTime() + HOUR),
      originalMessageId: transfer.messageId,
      originalEndToEndId: transfer.endToEndId,
      originalUetr: transfer.uetr,
      settlementDate: '2026-11-27',
      instructing: '084000026',
      instructed: '021000021',
      reason: 'AC04',
      additionalInfo: null,
    };
    const altered = buildPacs004({ ...base, messageId: 'ALTERED1', returnId: 'R1', originalAmountCents: 3_300, returnedAmountCents: 330_000 });
    const unreadable = '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pacs.004.001.10"><PmtRtr><GrpHdr/></PmtRtr></Document>';
    const delivered: string[] = [];
    const inbound: ParticipantConnector = {
      ...createSandboxParticipant({}),
      receive: async () => [
        { id: 'a', xml: altered },
        { id: 'b', xml: unreadable },
      ],
      acknowledge: async (_db, ids) => {
        delivered.push(...ids);
      },
    };
    await cycle(HOUR, { instantConnector: inbound });
    expect((await paymentOf(body.purchaseId)).status).toBe('success');
    expect(delivered).toEqual(['a', 'b']);
    const items = await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'unmatchedInstantMessage'));
    expect(items.map((i) => i.message).join('\n')).toContain('amount');
    expect(items.some((i) => i.subject === 'unreadable:b')).toBe(true);
  });
});

describe('without a participant connector (production)', () => {
  it('never routes instantly: the ACH confirmation is asked', async () => {
    const prod = await startTestApi({ config: { appEnv: 'prod' } });
    try {
      const { accessToken } = await prod.tokensFor(DEMO_USERS.baysideOwner.email);
      const [maria] = await prod.db.select({ id: consumers.id }).from(consumers).where(eq(consumers.firstName, 'Maria'));
      await prod.db.update(consumers).set({ routingNumber: '084000026' }).where(eq(consumers.id, maria.id));
      const res = await prod.api.fetch(
        new Request('http://api.test/rest/sendFundsToCustomer', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'idempotency-key': 'prod-1' },
          body: JSON.stringify({ consumerId: maria.id, amount: 1_000, needACHConfirmation: true, isACHPayment: false }),
        }),
      );
      expect(await res.json()).toMatchObject({ needACHConfirmation: true });
    } finally {
      await prod.close();
    }
  });
});

describe('the messages exchanged (decision 123)', () => {
  it('every message this file’s flows sent or received is valid: FedNow’s under its usage guidelines and the base ISO schema', async () => {
    const rows = await t.db.select({ xml: instantMessages.xml, direction: instantMessages.direction, name: instantMessages.messageName }).from(instantMessages);
    const names = new Set(rows.map((r) => `${r.direction} ${r.name}`));
    expect(names.size).toBeGreaterThanOrEqual(4);
    for (const row of rows) expectValidExchanged(row.xml);
    expect(rows.filter((r) => r.direction === 'sent' && envelopeNetworkOf(r.xml) === 'fednow').length).toBeGreaterThan(0);
  });
});
