/**
 * Instant collections asked by request for payment (decision 108): a payer whose bank takes requests gets a pain.013
 * instead of an ACH debit; the bank's pain.014 and the payer's pacs.008 are believed only when they match the stored
 * request on every field, once. And the attacks: replays, another business's request, another bank, altered amounts
 * and accounts, a transfer for an expired or refused request, a crash before the hand-over, a second submit.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, instantMessages, instantPaymentRequests, instantSandboxRequests, payments, reviewItems } from '../../api/db/schema';
import { grantDebitConsent } from '../../api/seed/debit-consent';
import { DEMO_USERS } from '../../api/seed/demo';
import { runProcessingCycle } from '../../api/jobs/cycle';
import type { ParticipantConnector } from '../../api/rails/instant/connector';
import { buildPacs004, buildPacs008, buildPain014, parsePacs002, parsePain013, type PaymentRequest, type PaymentRequestStatus, type CreditTransfer, envelopeNetworkOf } from '../../api/rails/instant/messages';
import { applyRequestPayment, applyRequestStatus, sendPaymentRequest } from '../../api/rails/instant/requests';
import { receiveInstantMessages } from '../../api/rails/instant/inbox';
import { INSTANT_SANDBOX_PAYERS, createSandboxParticipant } from '../../api/rails/instant/sandbox-participant';
import { REQUEST_EXPIRY_HOURS } from '../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../domain/iso20022-rules';
import { collectionFailureReason } from '../../domain/collection-labels';
import { displayStatus, statusLabel } from '../../domain/report-columns';
import { reportsDirOf } from '../../api/modules/reports/exports/storage';
import { exportFileStore } from '../../api/modules/reports/exports/file-store';
import { runReportExports } from '../../api/modules/reports/exports/worker';
import { fileRowsOf } from './support/export-rows';
import { expectValidExchanged } from './support/xml-schema';
import { startTestApi, type TestApi } from './harness';
import { insertConsumer } from './support/factories';

let t: TestApi;
const token: Record<string, string> = {};
const business: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['baysideOwner', 'northwindOwner'] as const) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  for (const [key, name] of [['baysideOwner', 'Bayside Auto Care'], ['northwindOwner', 'Northwind Supply Co.']] as const) {
    [{ id: business[key] }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A bank of the demo directory that takes requests for payment, and one that does not. */
const REQUEST_BANK = '071000013';
const NO_REQUEST_BANK = '122000247';
const HOUR = 3_600_000;
let made = 0;

/** An enabled consumer of the business (authorization accepted, account validated) at this bank and account. */
async function payer(accountNumber: string, routingNumber = REQUEST_BANK, who: 'baysideOwner' | 'northwindOwner' = 'baysideOwner') {
  const row = await insertConsumer(t, { businessId: business[who], firstName: 'Request', lastName: `Payer${++made}`, bankName: 'Chase', routingNumber, accountNumber });
  await grantDebitConsent(t.db, row, t.clock());
  return row.id;
}

const COLLECT = `mutation Collect($input: CollectPaymentsInput!) { collectPayments(input: $input) { replayed payments { id status } } }`;
async function collect(consumerId: string, amount = 125_00, who: 'baysideOwner' | 'northwindOwner' = 'baysideOwner', idempotencyKey = `rfp-${++made}-000000`) {
  const { data, errors } = await t.gqlUntyped('core', COLLECT, { input: { idempotencyKey, items: [{ consumerId, amount, referenceNumber: 'RO-9001', description: 'Brake service' }] } }, { token: token[who] });
  expect(errors).toBeUndefined();
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, data!.collectPayments.payments[0].id));
  return payment;
}

const cycle = (msLater: number, instantConnector?: ParticipantConnector) =>
  runProcessingCycle(t.db, { at: new Date(t.clock().getTime() + msLater), encryptionKey: t.config.encryptionKey, appEnv: 'local', workerId: 'rfp-test', instantConnector });
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const requestRow = async (id: string) => (await t.db.select().from(instantPaymentRequests).where(eq(instantPaymentRequests.paymentId, id)))[0];
const messageNames = async (id: string) => (await t.db.select().from(instantMessages).where(eq(instantMessages.paymentId, id))).map((m) => `${m.direction} ${m.messageName}`).sort();
/** The request's rows of the payment's status timeline, as the payment's page reads them. */
async function requestTimeline(id: string) {
  const { data } = await t.gqlUntyped('core', `query T($id: ID!) { paymentTransferTransaction(id: $id) { statusDetails { status code description } } }`, { id }, { token: token.baysideOwner });
  const rows = (data?.paymentTransferTransaction.statusDetails ?? []) as { status: string; code: string | null; description: string | null }[];
  return rows.filter((d) => d.code?.startsWith('request'));
}
const reviewFor = async (paymentId: string) => (await t.db.select().from(reviewItems).where(and(eq(reviewItems.kind, 'unmatchedInstantMessage'), eq(reviewItems.paymentId, paymentId)))).map((i) => i.message);

/** The pain.013 we sent for a collection, as the payer's bank read it. */
async function sentRequest(paymentId: string): Promise<PaymentRequest> {
  const [sent] = await t.db.select().from(instantMessages).where(and(eq(instantMessages.paymentId, paymentId), eq(instantMessages.messageName, MESSAGE_VERSIONS.pain013)));
  return parsePain013(sent.xml);
}
let forged = 0;
/** The payer's bank's pain.014 for a collection's request, with fields to alter. */
async function statusFor(paymentId: string, over: Partial<PaymentRequestStatus> = {}) {
  const q = await sentRequest(paymentId);
  return buildPain014({
    messageId: `TESTS${++forged}`,
    createdAt: t.clock(),
    answeringBank: q.debtor.routingNumber,
    creditorBank: q.creditor.routingNumber,
    originalMessageId: q.messageId,
    originalPaymentInfoId: q.paymentInfoId,
    originalEndToEndId: q.endToEndId,
    originalUetr: q.uetr,
    status: 'ACCP',
    reason: null,
    additionalInfo: null,
    amountCents: q.amountCents,
    requestedDate: q.requestedDate,
    debtor: q.debtor,
    creditor: q.creditor,
    ...over,
  });
}
/** The payer's pacs.008 paying a collection's request, with fields to alter. */
async function transferFor(paymentId: string, over: Partial<CreditTransfer> = {}) {
  const q = await sentRequest(paymentId);
  return buildPacs008({
    network: 'fednow',
    messageId: `TESTP${++forged}`,
    createdAt: t.clock(),
    endToEndId: q.endToEndId,
    uetr: '3f2c1a4b-8d7e-4f6a-9b1c-2d3e4f5a6b7c',
    amountCents: q.amountCents,
    settlementDate: t.clock().toISOString().slice(0, 10),
    debtor: q.debtor,
    creditor: q.creditor,
    remittance: null,
    ...over,
  });
}

describe('a collection from a payer whose bank takes requests for payment', () => {
  it('goes as a pain.013, is presented, and the payer’s pacs.008 pays it once', async () => {
    const payment = await collect(await payer('5500112233'));
    expect(payment).toMatchObject({ status: 'scheduled', instantNetwork: 'fednow', kind: 'instantCollection' });
    await cycle(60_000);
    expect(await requestRow(payment.id)).toMatchObject({ state: 'presented', amount: 125_00, debtorRoutingNumber: REQUEST_BANK, network: 'fednow' });
    expect((await requestRow(payment.id)).handedOverAt).not.toBeNull();
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'processing', rail: 'instant' });
    const q = await sentRequest(payment.id);
    expect(q).toMatchObject({ amountCents: 125_00, debtor: { accountNumber: '5500112233', routingNumber: REQUEST_BANK }, remittance: 'Brake service' });
    expect(q.expiresAt.getTime() - q.createdAt.getTime()).toBe(REQUEST_EXPIRY_HOURS * HOUR);
    // The payer pays; the network delivers the transfer with the next cycle.
    await cycle(2 * 60_000);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'success', paymentBankStatus: 'settled' });
    expect((await requestRow(payment.id)).state).toBe('paid');
    expect(await requestTimeline(payment.id)).toEqual([
      { status: 'processing', code: 'requestSent', description: 'Request for payment sent to the payer’s bank over FedNow.' },
      { status: 'processing', code: 'requestPresented', description: 'The payer’s bank showed the request to the payer.' },
      { status: 'success', code: 'requestPaid', description: 'Paid by the payer over FedNow.' },
    ]);
    await cycle(3 * 60_000);
    // The payer's transfer was answered as a receiving participant must (pacs.002, accepted), once.
    expect(await messageNames(payment.id)).toEqual([`received ${MESSAGE_VERSIONS.pacs008}`, `received ${MESSAGE_VERSIONS.pain014}`, `sent ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.pain013}`]);
    const [answer] = await t.db.select().from(instantMessages).where(and(eq(instantMessages.paymentId, payment.id), eq(instantMessages.messageName, MESSAGE_VERSIONS.pacs002)));
    // ACTC: a Receiver FI's acceptance in FedNow's Operating Procedures (ACTC, ACWP or RJCT; the network then settles).
    expect(parsePacs002(answer.xml).transaction).toMatchObject({ status: 'ACTC', originalEndToEndId: (await sentRequest(payment.id)).endToEndId });
    expect((await requestTimeline(payment.id)).filter((r) => r.code === 'requestPaid')).toHaveLength(1);
  });

  it('a payer whose bank does not take requests is debited by ACH exactly as before', async () => {
    const payment = await collect(await payer('5500112234', NO_REQUEST_BANK));
    expect(payment.instantNetwork).toBeNull();
    await cycle(60_000);
    expect(await requestRow(payment.id)).toBeUndefined();
    expect(await messageNames(payment.id)).toEqual([]);
    expect((await paymentRow(payment.id)).rail).not.toBe('instant');
  });

  it('refused by the payer’s bank (pain.014 RJCT AM04): the collection fails with the reason in words', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.refuses));
    await cycle(60_000);
    expect(await requestRow(payment.id)).toMatchObject({ state: 'rejected', reasonCode: 'AM04' });
    // Nothing was taken and nothing came back: Failed with the reason in words, never a return (decision 114).
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'error', returnCode: null, paymentBankStatus: 'rejected', paymentErrorMessage: 'Request refused by the payer’s bank: AM04 Insufficient funds' });
    expect((await requestTimeline(payment.id)).map((r) => r.description)).toEqual([
      'Request for payment sent to the payer’s bank over FedNow.',
      'Request for payment refused by the payer’s bank: AM04 Insufficient funds.',
    ]);
  });

  it('answered late: the pain.014 and the payer’s transfer come with the next delivery', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.late));
    await cycle(60_000);
    expect((await requestRow(payment.id)).state).toBe('sent');
    await cycle(2 * 60_000);
    expect((await requestRow(payment.id)).state).toBe('paid');
    expect((await paymentRow(payment.id)).status).toBe('success');
    expect((await requestTimeline(payment.id)).map((r) => r.code)).toEqual(['requestSent', 'requestPresented', 'requestPaid']);
  });

  it('never paid: the request expires, the collection fails, and a transfer after it is never booked', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.ignores));
    await cycle(60_000);
    expect((await requestRow(payment.id)).state).toBe('presented');
    await cycle(REQUEST_EXPIRY_HOURS * HOUR + 2 * 60_000);
    expect((await requestRow(payment.id)).state).toBe('expired');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'error', returnCode: null, paymentBankStatus: 'expired', paymentErrorMessage: 'Request expired: the payer did not pay it in time' });
    expect((await requestTimeline(payment.id)).map((r) => r.description).at(-1)).toBe('Request for payment expired: the payer did not pay it in time.');
    const late = await applyRequestPayment(t.db, await transferFor(payment.id), new Date(t.clock().getTime() + REQUEST_EXPIRY_HOURS * HOUR + 3 * 60_000));
    expect(late).toMatchObject({ applied: false, why: 'the request was already expired' });
    expect((await paymentRow(payment.id)).status).toBe('error');
    expect((await reviewFor(payment.id)).some((m) => m.includes('already expired'))).toBe(true);
  });

  it('a request waiting on its payer is not the bank being late: no review item before its expiry', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.ignores));
    await cycle(60_000);
    // Well past the bank-confirmation timeout (4 h by default), well before the request's expiry.
    for (const hours of [5, 24, REQUEST_EXPIRY_HOURS - 1]) await cycle(hours * HOUR);
    expect((await requestRow(payment.id)).state).toBe('presented');
    expect((await paymentRow(payment.id)).status).toBe('processing');
    const waiting = await t.db.select().from(reviewItems).where(and(eq(reviewItems.kind, 'awaitingBankConfirmation'), eq(reviewItems.paymentId, payment.id)));
    expect(waiting).toEqual([]);
  });

  it('a payer’s transfer arriving after the expiry, before any sweep, ends the request instead of paying it', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.ignores));
    await cycle(60_000);
    const outcome = await applyRequestPayment(t.db, await transferFor(payment.id), new Date(t.clock().getTime() + REQUEST_EXPIRY_HOURS * HOUR + 2 * 60_000));
    expect(outcome).toMatchObject({ applied: false, why: 'the request had expired' });
    expect((await requestRow(payment.id)).state).toBe('expired');
    expect((await paymentRow(payment.id)).status).toBe('error');
  });
});

describe('what the business reads about a request', () => {
  const DETAIL = `query D($id: ID!) { paymentTransferTransaction(id: $id) { status returnCode paymentErrorMessage instantPaymentRequest { state network expiresAt reasonCode } } }`;
  const detail = async (id: string, who: 'baysideOwner' | 'northwindOwner' = 'baysideOwner') => (await t.gqlUntyped('core', DETAIL, { id }, { token: token[who] })).data?.paymentTransferTransaction;

  it('the collecting business sees its request waiting, with its expiry; another business sees no payment at all', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.ignores));
    await cycle(60_000);
    const request = await requestRow(payment.id);
    expect(await detail(payment.id)).toMatchObject({ status: 'processing', instantPaymentRequest: { state: 'presented', network: 'FedNow', expiresAt: request.expiresAt.toISOString(), reasonCode: null } });
    expect(await detail(payment.id, 'northwindOwner')).toBeNull();
    // An ACH debit has no request.
    const ach = await collect(await payer('5500112238', NO_REQUEST_BANK));
    expect((await detail(ach.id)).instantPaymentRequest).toBeNull();
  });

  it('a refused and a lapsed request are Failed in the failed-collections filter and in the export, with the reason in words', async () => {
    const reference = `RFP-EXP-${++made}`;
    const collectWith = async (account: string) => {
      const { data, errors } = await t.gqlUntyped('core', COLLECT, { input: { idempotencyKey: `rfp-exp-${++made}-00000`, items: [{ consumerId: await payer(account), amount: 42_00, referenceNumber: reference }] } }, { token: token.baysideOwner });
      expect(errors).toBeUndefined();
      return data!.collectPayments.payments[0].id as string;
    };
    const refused = await collectWith(INSTANT_SANDBOX_PAYERS.refuses);
    const lapsed = await collectWith(INSTANT_SANDBOX_PAYERS.ignores);
    await cycle(60_000);
    await cycle(REQUEST_EXPIRY_HOURS * HOUR + 2 * 60_000);
    expect((await detail(refused)).instantPaymentRequest).toMatchObject({ state: 'rejected', reasonCode: 'AM04' });
    expect((await detail(lapsed)).instantPaymentRequest).toMatchObject({ state: 'expired' });

    // The filter of Collections › Failed (statuses error, returned), as the list shows its rows.
    const filter = { statuses: ['error', 'returned'], referenceNumber: reference };
    const list = await t.gqlUntyped(
      'reports',
      `query L($filter: PaymentTransferTransactionFilter) { instantCollectionPaymentTransferTransactions(filter: $filter, limit: 100) { edges { node { id status returnCode paymentErrorMessage referenceNumber } } } }`,
      { filter },
      { token: token.baysideOwner },
    );
    expect(list.errors).toBeUndefined();
    const rows = (list.data!.instantCollectionPaymentTransferTransactions.edges as { node: { id: string; status: string; returnCode: string | null; paymentErrorMessage: string | null } }[]).map((e) => e.node);
    const shown = (id: string) => {
      const row = rows.find((r) => r.id === id)!;
      return { status: statusLabel(displayStatus(row)), reason: collectionFailureReason(row) };
    };
    expect(shown(refused)).toEqual({ status: 'Failed', reason: 'Request refused by the payer’s bank: AM04 Insufficient funds' });
    expect(shown(lapsed)).toEqual({ status: 'Failed', reason: 'Request expired: the payer did not pay it in time' });

    // The export of the same filter says the same words.
    const created = await t.gqlUntyped('reports', `mutation C($input: CreateReportTaskInput!) { createReportTask(input: $input) { id } }`, { input: { reportName: 'instantCollection', format: 'csv', filter } }, { token: token.baysideOwner });
    expect(created.errors).toBeUndefined();
    const reportsDir = reportsDirOf(t.config.dataDir);
    expect(await runReportExports(t.db, { clock: t.clock, reportsDir, store: exportFileStore(t.config.exportFiles, t.db, reportsDir) })).toMatchObject({ done: 1, failed: 0 });
    const file = await t.api.fetch(new Request(`http://api.test/rest/reports/${created.data!.createReportTask.id}/file`, { headers: { authorization: `Bearer ${token.baysideOwner}` } }));
    expect(file.status).toBe(200);
    const [header, ...lines] = await fileRowsOf(file, 'csv');
    const cell = (line: string[], name: string) => line[header.indexOf(name)];
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => [cell(l, 'Status'), cell(l, 'Reason'), cell(l, 'Return Code')]).sort()).toEqual([
      ['Failed', 'Request expired: the payer did not pay it in time', ''],
      ['Failed', 'Request refused by the payer’s bank: AM04 Insufficient funds', ''],
    ]);
  });
});

describe('attacks on requests for payment', () => {
  it('a replayed pain.014 or pacs.008 changes nothing', async () => {
    const payment = await collect(await payer('5500112235'));
    await cycle(60_000);
    await cycle(2 * 60_000);
    expect((await paymentRow(payment.id)).status).toBe('success');
    const before = await requestTimeline(payment.id);
    const received = await t.db.select().from(instantMessages).where(and(eq(instantMessages.paymentId, payment.id), eq(instantMessages.direction, 'received')));
    expect(received).toHaveLength(2);
    for (const message of received) {
      const apply = message.messageName === MESSAGE_VERSIONS.pain014 ? applyRequestStatus : applyRequestPayment;
      expect((await apply(t.db, message.xml, t.clock())).applied).toBe(false);
    }
    expect(await requestTimeline(payment.id)).toEqual(before);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'success' });
    // A second transfer for the same request (a new message id) is not a second payment: it waits for a person.
    const again = await applyRequestPayment(t.db, await transferFor(payment.id), t.clock());
    expect(again).toMatchObject({ applied: false, why: 'the request was already paid' });
    expect((await reviewFor(payment.id)).some((m) => m.includes('already paid'))).toBe(true);
  });

  it('a pain.014 naming another business’s request with this one’s details is ignored', async () => {
    const mine = await collect(await payer(INSTANT_SANDBOX_PAYERS.ignores));
    const theirs = await collect(await payer(INSTANT_SANDBOX_PAYERS.late, REQUEST_BANK, 'northwindOwner'), 77_00, 'northwindOwner');
    await cycle(60_000);
    expect((await requestRow(theirs.id)).state).toBe('sent');
    const other = await sentRequest(theirs.id);
    // Northwind's request's ids, Bayside's request's amount and accounts: a refusal meant to end Northwind's collection.
    const mixed = await statusFor(mine.id, { originalMessageId: other.messageId, status: 'RJCT', reason: 'AM04' });
    const outcome = await applyRequestStatus(t.db, mixed, t.clock());
    expect(outcome.applied).toBe(false);
    expect((await requestRow(theirs.id)).state).toBe('sent');
    expect((await paymentRow(theirs.id)).status).toBe('processing');
    // And a transfer naming Northwind's end-to-end id with Bayside's payer does not pay it.
    const paid = await applyRequestPayment(t.db, await transferFor(mine.id, { endToEndId: other.endToEndId }), t.clock());
    expect(paid.applied).toBe(false);
    expect((await requestRow(theirs.id)).state).toBe('sent');
    expect((await reviewFor(theirs.id)).length).toBeGreaterThanOrEqual(2);
  });

  it('a pain.014 from another bank, or repeating an altered amount or account, is ignored and kept for a person', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.late));
    await cycle(60_000);
    const q = await sentRequest(payment.id);
    const otherBank = '121143260';
    const forgeries = [
      await statusFor(payment.id, { answeringBank: otherBank, debtor: { ...q.debtor, routingNumber: otherBank }, status: 'RJCT', reason: 'AM04' }),
      await statusFor(payment.id, { amountCents: q.amountCents + 1 }),
      await statusFor(payment.id, { debtor: { ...q.debtor, accountNumber: '9999999999' } }),
      await statusFor(payment.id, { creditor: { ...q.creditor, accountNumber: 'ATTACKER0001' } }),
    ];
    const whys = [];
    for (const xml of forgeries) {
      const outcome = await applyRequestStatus(t.db, xml, t.clock());
      expect(outcome.applied).toBe(false);
      whys.push(outcome.applied ? '' : outcome.why);
    }
    expect(whys).toEqual([
      'its answering bank, payer account do not match the request',
      'its amount do not match the request',
      'its payer account do not match the request',
      'its creditor account do not match the request',
    ]);
    expect((await requestRow(payment.id)).state).toBe('sent');
    expect((await paymentRow(payment.id)).status).toBe('processing');
    expect((await reviewFor(payment.id)).length).toBe(4);
  });

  it('a pacs.008 with an altered amount, payer or creditor account does not pay the collection', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.ignores));
    await cycle(60_000);
    const q = await sentRequest(payment.id);
    const forgeries = [
      await transferFor(payment.id, { amountCents: q.amountCents - 1 }),
      await transferFor(payment.id, { debtor: { ...q.debtor, accountNumber: '1231231234' } }),
      await transferFor(payment.id, { debtor: { ...q.debtor, routingNumber: '121143260' } }),
      await transferFor(payment.id, { creditor: { ...q.creditor, accountNumber: 'ATTACKER0002' } }),
      await transferFor(payment.id, { endToEndId: 'PLNOSUCHREQUEST' }),
    ];
    for (const xml of forgeries) expect((await applyRequestPayment(t.db, xml, t.clock())).applied).toBe(false);
    expect((await requestRow(payment.id)).state).toBe('presented');
    expect((await paymentRow(payment.id)).status).toBe('processing');
    expect((await reviewFor(payment.id)).length).toBe(4);
    const unknown = await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'unmatchedInstantMessage'));
    expect(unknown.some((i) => i.message.includes('PLNOSUCHREQUEST') && i.message.includes('no request of ours'))).toBe(true);
    // The genuine transfer still pays it.
    expect((await applyRequestPayment(t.db, await transferFor(payment.id), t.clock())).applied).toBe(true);
    expect((await paymentRow(payment.id)).status).toBe('success');
  });

  it('a pacs.008 for a refused request is never booked', async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.refuses));
    await cycle(60_000);
    expect((await requestRow(payment.id)).state).toBe('rejected');
    const outcome = await applyRequestPayment(t.db, await transferFor(payment.id), t.clock());
    expect(outcome).toMatchObject({ applied: false, why: 'the request was already rejected' });
    expect((await paymentRow(payment.id)).status).toBe('error');
    // Nor does a late acceptance reopen it.
    expect((await applyRequestStatus(t.db, await statusFor(payment.id), t.clock())).applied).toBe(false);
    expect((await requestRow(payment.id)).state).toBe('rejected');
  });

  it('a crash before the pain.013 is handed over: the cycle hands the same request over once', async () => {
    const payment = await collect(await payer('5500112236'));
    const crashing = { ...createSandboxParticipant({}), requestPayment: () => Promise.reject(new Error('process killed')) };
    await cycle(60_000, crashing);
    expect(await requestRow(payment.id)).toMatchObject({ state: 'sent', handedOverAt: null });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'processing' });
    const sandbox = createSandboxParticipant({});
    let handed = 0;
    const counting: ParticipantConnector = { ...sandbox, requestPayment: (...args) => ((handed += 1), sandbox.requestPayment(...args)) };
    await cycle(2 * 60_000, counting);
    expect(handed).toBe(1);
    expect((await requestRow(payment.id)).handedOverAt).not.toBeNull();
    await cycle(3 * 60_000, counting);
    await cycle(4 * 60_000, counting);
    expect(handed).toBe(1);
    expect((await messageNames(payment.id)).filter((n) => n.endsWith(MESSAGE_VERSIONS.pain013))).toHaveLength(1);
    expect(await t.db.select().from(instantSandboxRequests).where(eq(instantSandboxRequests.uetr, payment.id))).toHaveLength(1);
    expect((await paymentRow(payment.id)).status).toBe('success');
  });

  it('a second submit of the same collection asks once', async () => {
    const consumerId = await payer('5500112237');
    const first = await collect(consumerId, 60_00, 'baysideOwner', 'rfp-twice-0000000');
    const second = await collect(consumerId, 60_00, 'baysideOwner', 'rfp-twice-0000000');
    expect(second.id).toBe(first.id);
    await cycle(60_000);
    const sandbox = createSandboxParticipant({});
    let handed = 0;
    const counting: ParticipantConnector = { ...sandbox, requestPayment: (...args) => ((handed += 1), sandbox.requestPayment(...args)) };
    // The rail's submit again (a repeated job): the request exists, nothing is sent.
    const again = await sendPaymentRequest(t.db, counting, await paymentRow(first.id), '5500112237', t.clock());
    expect(again.state).toBe('presented');
    expect(handed).toBe(0);
    expect(await t.db.select().from(instantPaymentRequests).where(eq(instantPaymentRequests.paymentId, first.id))).toHaveLength(1);
    expect((await messageNames(first.id)).filter((n) => n.endsWith(MESSAGE_VERSIONS.pain013))).toHaveLength(1);
  });
});

describe("the network's payment clock (decision 135)", () => {
  /** The sandbox participant, delivering only `xml` and recording what our side answers and acknowledges. */
  function delivering(xml: string) {
    const answered: string[] = [];
    const acknowledged: string[] = [];
    const connector: ParticipantConnector = {
      ...createSandboxParticipant(),
      receive: async () => [{ id: 'delivered-1', xml }],
      answerTransfer: async (_db, answer) => void answered.push(answer),
      acknowledge: async (_db, ids) => void acknowledged.push(...ids),
    };
    return { connector, answered, acknowledged };
  }

  it("a payer's transfer read past FedNow's 20 seconds is neither booked nor answered, and a person is told; one within them is", async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.ignores));
    await cycle(60_000);
    expect((await requestRow(payment.id)).state).toBe('presented');
    const at = new Date(t.clock().getTime() + 2 * 60_000);
    const late = delivering(await transferFor(payment.id, { createdAt: new Date(at.getTime() - 20_001) }));
    const report = await receiveInstantMessages(t.db, late.connector, at);
    expect(report.reviewItems).toEqual([expect.stringContaining("past FedNow's 20-second payment clock: the network has already rejected it, so it was neither booked nor answered")]);
    expect(late.answered).toEqual([]);
    expect(late.acknowledged).toEqual(['delivered-1']);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'processing' });
    expect((await requestRow(payment.id)).state).toBe('presented');
    expect(await messageNames(payment.id)).not.toContain(`received ${MESSAGE_VERSIONS.pacs008}`);
    // The payer's bank sends it again as a new message, stamped now: booked and answered (ACTC) at once.
    const onTime = delivering(await transferFor(payment.id, { createdAt: new Date(at.getTime() - 3_000) }));
    await receiveInstantMessages(t.db, onTime.connector, at);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'success', paymentBankStatus: 'settled' });
    expect(onTime.answered.map((xml) => parsePacs002(xml).transaction?.status)).toEqual(['ACTC']);
    // The same message handed over again after a crash, now late: booked before, so nothing changes and nobody is asked.
    const items = await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'unmatchedInstantMessage'));
    const [kept] = await t.db.select().from(instantMessages).where(and(eq(instantMessages.paymentId, payment.id), eq(instantMessages.direction, 'received'), eq(instantMessages.messageName, MESSAGE_VERSIONS.pacs008)));
    const redelivered = delivering(kept.xml);
    expect((await receiveInstantMessages(t.db, redelivered.connector, new Date(at.getTime() + 60_000))).reviewItems).toEqual([]);
    expect(redelivered.answered).toEqual([]);
    expect(await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'unmatchedInstantMessage'))).toHaveLength(items.length);
    expect((await requestTimeline(payment.id)).filter((r) => r.code === 'requestPaid')).toHaveLength(1);
  });

  it("a return (pacs.004) read past the clock does not book the money as back", async () => {
    const payment = await collect(await payer(INSTANT_SANDBOX_PAYERS.ignores));
    await cycle(60_000);
    const at = new Date(t.clock().getTime() + 2 * 60_000);
    const q = await sentRequest(payment.id);
    // A return naming no transfer of ours would raise its own review item: only the clock's must be raised here.
    const stale = buildPacs004({
      network: 'fednow',
      messageId: `20261202${REQUEST_BANK}LATERETURN${++forged}`,
      createdAt: new Date(at.getTime() - 60_000),
      returnId: `RTR${forged}`,
      originalMessageId: q.messageId,
      originalEndToEndId: q.endToEndId,
      originalUetr: q.uetr,
      originalAmountCents: q.amountCents,
      returnedAmountCents: q.amountCents,
      settlementDate: at.toISOString().slice(0, 10),
      instructing: REQUEST_BANK,
      instructed: q.creditor.routingNumber,
      reason: 'AC04',
      additionalInfo: null,
    });
    const late = delivering(stale);
    const report = await receiveInstantMessages(t.db, late.connector, at);
    expect(report.applied).toBe(0);
    expect(report.reviewItems).toEqual([expect.stringContaining('60 s after it was sent')]);
    expect(late.answered).toEqual([]);
  });
});

describe('without a participant connector (production)', () => {
  it('a collection from a payer whose bank takes requests is an ACH debit: no request is written', async () => {
    const prod = await startTestApi({ config: { appEnv: 'prod' } });
    try {
      const { accessToken } = await prod.tokensFor(DEMO_USERS.baysideOwner.email);
      const [{ id: bayside }] = await prod.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
      const row = await insertConsumer(prod, { businessId: bayside, firstName: 'Prod', lastName: 'Payer', routingNumber: REQUEST_BANK, accountNumber: '5500112299' });
      await grantDebitConsent(prod.db, row, prod.clock());
      const { data, errors } = await prod.gqlUntyped('core', COLLECT, { input: { idempotencyKey: 'rfp-prod-0000000', items: [{ consumerId: row.id, amount: 30_00 }] } }, { token: accessToken });
      expect(errors).toBeUndefined();
      const id = data!.collectPayments.payments[0].id as string;
      expect((await prod.db.select().from(payments).where(eq(payments.id, id)))[0].instantNetwork).toBeNull();
      expect(await prod.db.select().from(instantPaymentRequests).where(eq(instantPaymentRequests.paymentId, id))).toHaveLength(0);
    } finally {
      await prod.close();
    }
  }, 120_000);
});

describe('the messages exchanged (decision 123)', () => {
  it('every message this file’s flows sent or received is valid: FedNow’s under its usage guidelines and the base ISO schema', async () => {
    const rows = await t.db.select({ xml: instantMessages.xml, direction: instantMessages.direction, name: instantMessages.messageName }).from(instantMessages);
    const names = new Set(rows.map((r) => `${r.direction} ${r.name}`));
    expect(names.size).toBeGreaterThanOrEqual(3);
    for (const row of rows) expectValidExchanged(row.xml);
    expect(rows.filter((r) => r.direction === 'sent' && envelopeNetworkOf(r.xml) === 'fednow').length).toBeGreaterThan(0);
  });
});
