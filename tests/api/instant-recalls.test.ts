/**
 * Recalls of settled instant payments (decision 101): camt.056 sent once, camt.029 accepted (then the pacs.004 return
 * is booked), rejected (the payment stays paid, the reason in words), answered late; and the attacks: another
 * business's payment, an ACH payment, a replayed or foreign or altered camt.029.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, consumers, instantMessages, instantRecalls, instantTransfers, payments, reviewItems, users } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { buildCamt029, buildCamt056, InvalidMessageError, parseCamt029, parseCamt056, envelopeNetworkOf } from '../../api/rails/instant/messages';
import { recallInstantPayment } from '../../api/rails/instant/inbox';
import { applyRecallResolution } from '../../api/rails/instant/recalls';
import { INSTANT_SANDBOX_ACCOUNTS, SANDBOX_PARTICIPANT_ROUTING, createSandboxParticipant } from '../../api/rails/instant/sandbox-participant';
import { DEMO_USERS } from '../../api/seed/demo';
import { transferIdsOf } from '../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../domain/iso20022-rules';
import { expectValidExchanged } from './support/xml-schema';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
const token: Record<string, string> = {};
let bayside: string;

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['baysideOwner', 'northwindOwner'] as const) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  [{ id: bayside }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const RECEIVING_BANK = '084000026';
let made = 0;
/** A settled instant payment of Bayside's to a new consumer at this account (the sandbox answers by account). */
async function paidInstantly(accountNumber: string, amount = 4_200) {
  const [consumer] = await t.db
    .insert(consumers)
    .values({
      businessId: bayside,
      firstName: 'Recall',
      lastName: `Receiver${++made}`,
      processStatus: 'active',
      registrationStatus: 'completed',
      bankName: 'Receiving Bank',
      routingNumber: RECEIVING_BANK,
      accountNumberEncrypted: encryptSecret(accountNumber, t.config.encryptionKey),
      accountNumberLast4: accountNumber.slice(-4),
      accountHolderName: `Recall Receiver${made}`,
    })
    .returning({ id: consumers.id });
  const res = await t.api.fetch(
    new Request('http://api.test/rest/sendFundsToCustomer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.baysideOwner}`, 'idempotency-key': `recall-${made}` },
      body: JSON.stringify({ consumerId: consumer.id, amount, needACHConfirmation: true, isACHPayment: false }),
    }),
  );
  const body = (await res.json()) as { purchaseId: string; status: string };
  expect(body.status).toBe('success');
  const [payment] = await t.db.select().from(payments).where(eq(payments.purchaseId, body.purchaseId));
  return payment;
}

const RECALL = `mutation Recall($id: ID!, $reasonCode: String!) { recallInstantPayment(id: $id, reasonCode: $reasonCode) { state reasonCode reason refusalCode refusal } }`;
const recall = (id: string, reasonCode = 'DUPL', as = 'baysideOwner') => t.gqlUntyped('core', RECALL, { id, reasonCode }, { token: token[as] });
const DETAIL = `query Detail($id: ID!) { paymentTransferTransaction(id: $id) { status instantRecall { state reason refusal } } }`;
/** The recall's rows of the payment's status timeline, as the payment's page reads them. */
async function recallTimeline(id: string) {
  const { data } = await t.gqlUntyped('core', `query T($id: ID!) { paymentTransferTransaction(id: $id) { statusDetails { status code description } } }`, { id }, { token: token.baysideOwner });
  const rows = (data?.paymentTransferTransaction.statusDetails ?? []) as { status: string; code: string | null; description: string | null }[];
  return rows.filter((d) => d.code?.startsWith('recall'));
}
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const messageNames = async (id: string) => (await t.db.select().from(instantMessages).where(eq(instantMessages.paymentId, id))).map((m) => `${m.direction} ${m.messageName}`).sort();
const cycle = (msLater: number) => runProcessingCycle(t.db, { at: new Date(t.clock().getTime() + msLater), encryptionKey: t.config.encryptionKey, appEnv: 'local', workerId: 'recall-test' });
const HOUR = 3_600_000;

/** The camt.029 the receiving bank would send for a recall, with fields to alter. */
async function resolutionFor(paymentId: string, over: Partial<Parameters<typeof buildCamt029>[0]> = {}) {
  const [row] = await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, paymentId));
  const ids = transferIdsOf(paymentId);
  // The transfer's message id is in its network's pattern (FedNow: date, routing number, reference), not derived alone.
  const [transfer] = await t.db.select({ messageId: instantTransfers.messageId }).from(instantTransfers).where(eq(instantTransfers.paymentId, paymentId));
  return buildCamt029({
    assignmentId: `TEST${Math.random().toString(36).slice(2, 12)}`,
    createdAt: t.clock(),
    assigner: RECEIVING_BANK,
    assignee: SANDBOX_PARTICIPANT_ROUTING,
    caseId: row.caseId,
    caseCreator: SANDBOX_PARTICIPANT_ROUTING,
    confirmation: 'CNCL',
    originalMessageId: transfer.messageId,
    originalEndToEndId: ids.endToEndId,
    originalUetr: paymentId,
    status: 'ACCR',
    reason: null,
    additionalInfo: null,
    ...over,
  });
}

describe('a recall of an instant payment', () => {
  it('accepted (camt.029 ACCR): the return (pacs.004 FOCR) is booked, audited, and a second recall is refused', async () => {
    const payment = await paidInstantly('1234567001');
    const { data, errors } = await recall(payment.id, 'DUPL');
    expect(errors).toBeUndefined();
    expect(data?.recallInstantPayment).toMatchObject({ state: 'accepted', reasonCode: 'DUPL', reason: 'Duplicate payment', refusal: null });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'returned', returnCode: 'FOCR' });
    // The timeline lists the recall asked and accepted beside the payment's other events.
    expect(await recallTimeline(payment.id)).toEqual([
      { status: 'success', code: 'recallRequested', description: 'Recall asked (Duplicate payment).' },
      { status: 'success', code: 'recallAccepted', description: 'Recall accepted (Duplicate payment): the receiving bank is sending the money back.' },
    ]);
    expect(await messageNames(payment.id)).toEqual(
      // The return is a value message: our participant answers it (pacs.002 ACTC) as FedNow's Operating Procedures ask of a receiver.
      [`received ${MESSAGE_VERSIONS.camt029}`, `received ${MESSAGE_VERSIONS.pacs002}`, `received ${MESSAGE_VERSIONS.pacs004}`, `sent ${MESSAGE_VERSIONS.camt056}`, `sent ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.pacs008}`].sort(),
    );
    const [sent] = await t.db.select().from(instantMessages).where(and(eq(instantMessages.paymentId, payment.id), eq(instantMessages.messageName, MESSAGE_VERSIONS.camt056)));
    expect(parseCamt056(sent.xml)).toMatchObject({ reason: 'DUPL', assignee: RECEIVING_BANK, original: { uetr: payment.id, amountCents: 4_200, endToEndId: transferIdsOf(payment.id).endToEndId } });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'instantPaymentRecalled'));
    expect(audits.some((a) => a.outcome === 'success' && (a.details as Record<string, unknown>).paymentId === payment.id)).toBe(true);
    // Once only: the money is never asked back twice, and the network saw one camt.056.
    const again = await recall(payment.id, 'AM09');
    expect(again.errors?.[0].message).toMatch(/already been recalled|paid can be recalled/);
    expect((await messageNames(payment.id)).filter((n) => n.endsWith(MESSAGE_VERSIONS.camt056))).toHaveLength(1);
    await cycle(HOUR);
    expect((await messageNames(payment.id)).filter((n) => n.endsWith(MESSAGE_VERSIONS.pacs004))).toHaveLength(1);
  });

  it('rejected (camt.029 RJCR CUST): the payment stays paid and the reason reads as a sentence', async () => {
    const payment = await paidInstantly(INSTANT_SANDBOX_ACCOUNTS.recallRefused);
    const { data } = await recall(payment.id, 'AM09');
    expect(data?.recallInstantPayment).toMatchObject({ state: 'rejected', refusalCode: 'CUST', refusal: 'The recipient did not agree to return the money.' });
    expect((await paymentRow(payment.id)).status).toBe('success');
    const detail = await t.gqlUntyped('core', DETAIL, { id: payment.id }, { token: token.baysideOwner });
    expect(detail.data?.paymentTransferTransaction).toMatchObject({ status: 'success', instantRecall: { state: 'rejected', reason: 'Wrong amount' } });
    expect(await recallTimeline(payment.id)).toEqual([
      { status: 'success', code: 'recallRequested', description: 'Recall asked (Wrong amount).' },
      { status: 'success', code: 'recallRejected', description: 'Recall refused (Wrong amount): The recipient did not agree to return the money.' },
    ]);
    expect((await recall(payment.id)).errors?.[0].message).toContain('already been recalled');
  });

  it('unanswered: stays requested, then the late camt.029 and the return arrive with the cycles', async () => {
    const payment = await paidInstantly(INSTANT_SANDBOX_ACCOUNTS.recallAnsweredLate);
    const { data } = await recall(payment.id, 'TECH');
    expect(data?.recallInstantPayment.state).toBe('requested');
    expect((await paymentRow(payment.id)).status).toBe('success');
    // No answer is never assumed: the timeline shows the recall asked, nothing more, until the bank answers.
    expect((await recallTimeline(payment.id)).map((d) => d.code)).toEqual(['recallRequested']);
    await cycle(HOUR);
    expect((await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, payment.id)))[0].state).toBe('accepted');
    await cycle(2 * HOUR);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'returned', returnCode: 'FOCR' });
    expect((await recallTimeline(payment.id)).map((d) => d.code)).toEqual(['recallRequested', 'recallAccepted']);
  });
});

describe('attacks on recalls', () => {
  it("another business's payment answers like a missing one, and nothing is sent", async () => {
    const payment = await paidInstantly('1234567002');
    const { errors } = await recall(payment.id, 'FRAD', 'northwindOwner');
    expect(errors?.[0].message).toBe('Payment not found');
    expect(await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, payment.id))).toHaveLength(0);
  });

  it('an ACH payment cannot be recalled', async () => {
    const [ach] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.businessId, bayside), eq(payments.status, 'success'), ne(payments.rail, 'instant')))
      .limit(1);
    expect(ach).toBeDefined();
    const { errors } = await recall(ach.id);
    expect(errors?.[0].message).toContain('an ACH payment cannot');
    expect(await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, ach.id))).toHaveLength(0);
  });

  it('an unknown reason code is refused', async () => {
    const payment = await paidInstantly('1234567003');
    expect((await recall(payment.id, 'XXXX')).errors?.[0].extensions?.code).toBeDefined();
    expect(await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, payment.id))).toHaveLength(0);
  });

  it('a replayed camt.029 changes nothing; one for an unknown case or from another bank is ignored and kept for a person', async () => {
    const payment = await paidInstantly(INSTANT_SANDBOX_ACCOUNTS.recallAnsweredLate);
    await recall(payment.id, 'CUST');
    // A rejection arriving for the open recall is applied; its replay, and a contrary answer after it, are not.
    const refusal = await resolutionFor(payment.id, { confirmation: 'RJCR', status: 'RJCR', reason: 'NOAS' });
    expect((await applyRecallResolution(t.db, refusal, t.clock())).applied).toBe(true);
    expect((await applyRecallResolution(t.db, refusal, t.clock())).applied).toBe(false);
    const contrary = await applyRecallResolution(t.db, await resolutionFor(payment.id), t.clock());
    expect(contrary).toMatchObject({ applied: false, why: 'the recall was already rejected' });
    const [row] = await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, payment.id));
    expect(row).toMatchObject({ state: 'rejected', refusalCode: 'NOAS' });
    expect((await paymentRow(payment.id)).status).toBe('success');
    // One row for the one decision: neither the replay nor the contrary answer reaches the timeline.
    expect((await recallTimeline(payment.id)).map((d) => d.description)).toEqual([
      'Recall asked (Requested by the business).',
      'Recall refused (Requested by the business): The recipient did not answer the receiving bank in time.',
    ]);

    const unknown = await applyRecallResolution(t.db, await resolutionFor(payment.id, { caseId: 'PLCNOSUCHCASE' }), t.clock());
    expect(unknown).toMatchObject({ applied: false, why: 'no recall of ours has that case' });
    const other = await paidInstantly(INSTANT_SANDBOX_ACCOUNTS.recallAnsweredLate);
    await recall(other.id, 'CUST');
    const foreign = await applyRecallResolution(t.db, await resolutionFor(other.id, { assigner: '071000013' }), t.clock());
    expect(foreign.applied).toBe(false);
    const wrongTransfer = await applyRecallResolution(t.db, await resolutionFor(other.id, { originalUetr: payment.id }), t.clock());
    expect(wrongTransfer.applied).toBe(false);
    expect((await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, other.id)))[0].state).toBe('requested');
    const items = await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'unmatchedInstantMessage'));
    expect(items.some((i) => i.message.includes('PLCNOSUCHCASE'))).toBe(true);
    expect(items.some((i) => i.paymentId === other.id)).toBe(true);
  });

  it('an altered camt.029 fails the rules and is never believed', async () => {
    const payment = await paidInstantly(INSTANT_SANDBOX_ACCOUNTS.recallAnsweredLate);
    await recall(payment.id, 'UPAY');
    const good = await resolutionFor(payment.id);
    const altered = [
      good.replace('<Conf>CNCL</Conf>', '<Conf>RJCR</Conf>'), // status and confirmation disagree
      good.replace('<TxCxlSts>ACCR</TxCxlSts>', '<TxCxlSts>RJCR</TxCxlSts>'), // a refusal without its reason
      good.replace(`<MmbId>${RECEIVING_BANK}</MmbId>`, '<MmbId>084000027</MmbId>'), // a routing number with a wrong check digit
      good.replace('<Sts>', '<Extra>1</Extra><Sts>'), // an element the message does not have
      good.replace(/<OrgnlUETR>[^<]+<\/OrgnlUETR>/, '<OrgnlUETR>not-a-uuid</OrgnlUETR>'),
    ];
    for (const xml of altered) {
      expect(() => parseCamt029(xml)).toThrow(InvalidMessageError);
      expect((await applyRecallResolution(t.db, xml, t.clock())).applied).toBe(false);
    }
    expect((await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, payment.id)))[0].state).toBe('requested');
    expect(parseCamt029(good)).toMatchObject({ status: 'ACCR', confirmation: 'CNCL', originalUetr: payment.id });
  });

  it('the network answers a case sent again as the first time, and refuses a second case for the same payment', async () => {
    const payment = await paidInstantly(INSTANT_SANDBOX_ACCOUNTS.recallRefused);
    await recall(payment.id, 'DUPL');
    const [sent] = await t.db.select().from(instantMessages).where(and(eq(instantMessages.paymentId, payment.id), eq(instantMessages.messageName, MESSAGE_VERSIONS.camt056)));
    const network = createSandboxParticipant({});
    const again = await network.recall(t.db, sent.xml, t.clock());
    expect(again.answered && parseCamt029(again.xml)).toMatchObject({ status: 'RJCR', reason: 'CUST' });
    const request = parseCamt056(sent.xml);
    const second = buildCamt056({ ...request, caseId: 'PLCSECONDCASE', assignmentId: 'PLASECONDCASE', cancellationId: 'PLCSECONDCASE' });
    const refused = await network.recall(t.db, second, t.clock());
    expect(refused.answered && parseCamt029(refused.xml)).toMatchObject({ status: 'RJCR', reason: 'ARJR' });
  });

  it('a crash before the camt.056 is handed over: the cycle hands over the same request, and only one recall exists', async () => {
    const payment = await paidInstantly('1234567004');
    const [owner] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.baysideOwner.email));
    const crashing = { ...createSandboxParticipant({}), recall: () => Promise.reject(new Error('process killed')) };
    await expect(recallInstantPayment(t.db, crashing, { user: owner, businessId: bayside, hasRights: true, paymentId: payment.id, reason: 'DUPL' }, t.clock())).rejects.toThrow('process killed');
    expect((await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, payment.id)))[0]).toMatchObject({ state: 'requested', handedOverAt: null });
    expect((await recall(payment.id, 'AM09')).errors?.[0].message).toContain('already been recalled');
    await cycle(HOUR);
    const [after] = await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, payment.id));
    expect(after.state).toBe('accepted');
    expect((await messageNames(payment.id)).filter((n) => n.endsWith(MESSAGE_VERSIONS.camt056))).toHaveLength(1);
    await cycle(2 * HOUR);
    expect((await paymentRow(payment.id)).status).toBe('returned');
  });
});

describe('the messages exchanged (decision 123)', () => {
  it('every message this file’s flows sent or received is valid: FedNow’s under its usage guidelines and the base ISO schema', async () => {
    const rows = await t.db.select({ xml: instantMessages.xml, direction: instantMessages.direction, name: instantMessages.messageName }).from(instantMessages);
    const names = new Set(rows.map((r) => `${r.direction} ${r.name}`));
    expect(names.size).toBeGreaterThanOrEqual(5);
    for (const row of rows) expectValidExchanged(row.xml);
    expect(rows.filter((r) => r.direction === 'sent' && envelopeNetworkOf(r.xml) === 'fednow').length).toBeGreaterThan(0);
  });
});
