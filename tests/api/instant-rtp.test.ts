/**
 * RTP in The Clearing House's own words (decisions 123, 132): every message the rail and its sandbox build for RTP is
 * in TCH's shape (`Message`/HdrAndData_TCH, head.001.001.01, the namespace prefixes and ID patterns of TCH's usage
 * XSDs) and valid under TCH's messages.xsd and the base ISO 20022 XSD, over random valid payments and names; a return
 * goes TCH's way (camt.056 Request for Return of Funds, camt.029 IPAY, then a new pacs.008 naming the transfer it
 * returns: RTP has no pacs.004); and the live flows over RTP exchange only such messages.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, consumers, instantMessages, instantRecalls, instantTransfers, payments } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { runProcessingCycle } from '../../api/jobs/cycle';
import {
  buildCamt029,
  buildCamt056,
  buildPacs002,
  buildPacs008,
  buildPacs028,
  buildPain013,
  buildPain014,
  fromNetwork,
  messageNameOf,
  parseCamt029,
  parseCamt056,
  parsePacs002,
  parsePacs008,
  parsePacs028,
  parsePain013,
  parsePain014,
  rtpInstructionId,
  toNetwork,
  type CreditTransfer,
} from '../../api/rails/instant/messages';
import { INSTANT_SANDBOX_ACCOUNTS, INSTANT_SANDBOX_PAYERS, SANDBOX_PARTICIPANT_ROUTING } from '../../api/rails/instant/sandbox-participant';
import { grantDebitConsent } from '../../api/seed/debit-consent';
import { DEMO_USERS } from '../../api/seed/demo';
import { NETWORK_PROFILES, networkMessageId, RTP_SERVICE_ID } from '../../domain/instant-profiles';
import { MESSAGE_VERSIONS } from '../../domain/iso20022-rules';
import { startTestApi, type TestApi } from './harness';
import { insertConsumer } from './support/factories';
import { at, routing, transferOf as transferOfNetwork } from './support/instant-arbitraries';
import { expectValidMessage } from './support/xml-schema';

const later = (d: Date, ms: number) => new Date(d.getTime() + ms);

const transferOf = transferOfNetwork('rtp');

/** Valid under TCH's messages.xsd and the base ISO schema, in TCH's envelope element for the message. */
function expectTch(xml: string, envelope: string, version: string) {
  expect(expectValidMessage(xml)).toMatchObject({ network: 'rtp', envelope, version });
}

describe('RTP profile: every message built is valid under TCH’s usage XSD and the base ISO schema', () => {
  it('pacs.008 and the return of funds (a new pacs.008 naming the transfer it returns), read back', () => {
    fc.assert(
      fc.property(transferOf, at, (transfer, when) => {
        const xml = buildPacs008(transfer, toNetwork('rtp', transfer.debtor.routingNumber));
        expectTch(xml, 'CreditTransfer', MESSAGE_VERSIONS.pacs008);
        expect(xml).toContain('<ct:FIToFICstmrCdtTrf>');
        expect(parsePacs008(xml)).toMatchObject({ network: 'rtp', messageId: transfer.messageId, instructionId: rtpInstructionId(transfer.messageId), uetr: transfer.uetr, amountCents: transfer.amountCents });
        // The payee's bank sends it back: its own ids, the original named as a referred document of type RTRN.
        const back: CreditTransfer = {
          ...transfer,
          messageId: networkMessageId('rtp', when, transfer.creditor.routingNumber, `R${transfer.uetr}`),
          createdAt: when,
          uetr: `${transfer.uetr.startsWith('d') ? 'e' : 'd'}${transfer.uetr.slice(1)}`,
          debtor: transfer.creditor,
          creditor: transfer.debtor,
          returnOf: transfer.messageId,
        };
        const returned = buildPacs008(back, fromNetwork('rtp', transfer.debtor.routingNumber));
        expectTch(returned, 'CreditTransfer', MESSAGE_VERSIONS.pacs008);
        expect(returned).toContain('<ct:Prtry>RTRN</ct:Prtry>');
        expect(messageNameOf(returned)).toBe('pacs008');
        expect(parsePacs008(returned)).toMatchObject({ returnOf: transfer.messageId, amountCents: transfer.amountCents });
      }),
      { numRuns: 8 },
    );
  });

  it('pacs.028 naming the transfer TCH’s way, and TCH’s pacs.002 answers (accepted, rejected, the request refused)', () => {
    fc.assert(
      fc.property(transferOf, at, fc.constantFrom('ACTC', 'RJCT', 'refused'), (transfer, when, outcome) => {
        const participant = transfer.debtor.routingNumber;
        const asked = buildPacs028(
          {
            messageId: networkMessageId('rtp', when, participant, 'Q1'),
            createdAt: when,
            requestId: 'Q1',
            originalMessageId: transfer.messageId,
            originalCreatedAt: transfer.createdAt,
            originalEndToEndId: transfer.endToEndId,
            originalUetr: transfer.uetr,
            originalInstructionId: rtpInstructionId(transfer.messageId),
            originalAmountCents: transfer.amountCents,
            originalSettlementDate: transfer.settlementDate,
            instructing: participant,
            instructed: transfer.creditor.routingNumber,
          },
          toNetwork('rtp', participant),
        );
        expectTch(asked, 'PaymentStatusRequest', MESSAGE_VERSIONS.pacs028);
        const request = parsePacs028(asked);
        // TCH names the transfer by instruction id, amount and date: no end-to-end id, no UETR.
        expect(request).toMatchObject({ originalMessageId: transfer.messageId, originalEndToEndId: null, originalUetr: null, originalInstructionId: rtpInstructionId(transfer.messageId), originalAmountCents: transfer.amountCents });
        const refused = outcome === 'refused';
        const answer = buildPacs002(
          {
            messageId: networkMessageId('rtp', when, '000000010', 'S1'),
            createdAt: when,
            originalMessageId: request.messageId,
            originalMessageName: MESSAGE_VERSIONS.pacs028,
            originalCreatedAt: when,
            groupAgents: { instructing: transfer.creditor.routingNumber, instructed: participant },
            groupStatus: refused ? 'RJCT' : null,
            groupReason: refused ? 'NARR' : null,
            groupInstructionId: request.originalInstructionId,
            transaction: refused
              ? null
              : {
                  originalEndToEndId: null,
                  originalUetr: transfer.uetr,
                  originalInstructionId: request.originalInstructionId,
                  status: outcome as 'ACTC' | 'RJCT',
                  reason: outcome === 'RJCT' ? 'AC03' : null,
                  additionalInfo: null,
                  instructing: transfer.creditor.routingNumber,
                  instructed: participant,
                },
          },
          fromNetwork('rtp', participant),
        );
        expectTch(answer, 'MessageStatusReport', MESSAGE_VERSIONS.pacs002);
        const read = parsePacs002(answer);
        if (refused) expect(read).toMatchObject({ groupStatus: 'RJCT', transaction: null });
        else expect(read.transaction).toMatchObject({ status: outcome, originalInstructionId: rtpInstructionId(transfer.messageId) });
      }),
      { numRuns: 8 },
    );
  });

  it('camt.056 Request for Return of Funds and its camt.029 answers (IPAY, RJCR), read back', () => {
    fc.assert(
      fc.property(transferOf, at, fc.constantFrom('DUPL', 'AM09', 'AC03', 'CUST', 'FRAD', 'TECH', 'UPAY'), fc.constantFrom('ACCR', 'RJCR'), (transfer, when, reason, status) => {
        const us = transfer.debtor.routingNumber;
        const id = networkMessageId('rtp', when, us, `A${transfer.uetr}`);
        const request = buildCamt056(
          {
            assignmentId: id,
            caseId: id,
            createdAt: when,
            assigner: us,
            assignee: transfer.creditor.routingNumber,
            cancellationId: id,
            original: { messageId: transfer.messageId, endToEndId: transfer.endToEndId, uetr: transfer.uetr, amountCents: transfer.amountCents, settlementDate: transfer.settlementDate, createdAt: transfer.createdAt, instructionId: rtpInstructionId(transfer.messageId) },
            reason: reason as 'DUPL',
            additionalInfo: null,
          },
          toNetwork('rtp', us),
        );
        expectTch(request, 'ReturnOfFunds', MESSAGE_VERSIONS.camt056);
        expect(request).toContain('<rt:OrgnlGrpInfAndCxl>');
        const read = parseCamt056(request);
        expect(read).toMatchObject({ assignmentId: id, reason, original: { messageId: transfer.messageId, instructionId: rtpInstructionId(transfer.messageId), amountCents: transfer.amountCents } });
        const answer = buildCamt029(
          {
            assignmentId: networkMessageId('rtp', later(when, 1000), transfer.creditor.routingNumber, 'C1'),
            createdAt: later(when, 1000),
            assigner: transfer.creditor.routingNumber,
            assignee: us,
            caseId: read.caseId,
            caseCreator: us,
            confirmation: status === 'ACCR' ? 'IPAY' : 'RJCR',
            originalMessageId: null,
            originalEndToEndId: null,
            originalUetr: transfer.uetr,
            status: status as 'ACCR' | 'RJCR',
            reason: status === 'RJCR' ? 'CUST' : null,
            additionalInfo: null,
            request: { messageId: read.assignmentId, createdAt: read.createdAt },
            ...(status === 'ACCR' ? { returnedAmountCents: transfer.amountCents } : {}),
          },
          fromNetwork('rtp', us),
        );
        expectTch(answer, 'ResponseReturnOfFunds', MESSAGE_VERSIONS.camt029);
        expect(answer).toContain(`<tr:Conf>${status === 'ACCR' ? 'IPAY' : 'RJCR'}</tr:Conf>`);
        expect(messageNameOf(answer)).toBe('camt029');
        expect(parseCamt029(answer)).toMatchObject({ status, caseId: id, request: { messageId: id }, originalUetr: transfer.uetr, reason: status === 'RJCR' ? 'CUST' : null });
      }),
      { numRuns: 8 },
    );
  });

  it('pain.013 request for payment and its pain.014 answers (ACTC, RJCT), read back', () => {
    fc.assert(
      fc.property(transferOf, at, fc.constantFrom('ACTC', 'RJCT'), (transfer, when, status) => {
        const us = transfer.creditor.routingNumber;
        const messageId = networkMessageId('rtp', when, us, `R${transfer.uetr}`);
        const ask = {
          messageId,
          createdAt: when,
          paymentInfoId: rtpInstructionId(messageId),
          endToEndId: transfer.endToEndId,
          uetr: transfer.uetr,
          amountCents: transfer.amountCents,
          requestedDate: when.toISOString().slice(0, 10),
          expiresAt: later(when, 72 * 3_600_000),
          // Any names and text a person may type: the builder makes them what the network takes.
          debtor: transfer.debtor,
          creditor: transfer.creditor,
          remittance: transfer.remittance,
        };
        const xml = buildPain013(ask, toNetwork('rtp', us));
        expectTch(xml, 'PaymentRequest', MESSAGE_VERSIONS.pain013);
        const q = parsePain013(xml);
        expect(q).toMatchObject({ messageId, uetr: transfer.uetr, amountCents: transfer.amountCents, debtor: { routingNumber: transfer.debtor.routingNumber } });
        const answer = buildPain014(
          {
            messageId: networkMessageId('rtp', when, q.debtor.routingNumber, 'S1'),
            createdAt: later(when, 1000),
            answeringBank: q.debtor.routingNumber,
            creditorBank: us,
            originalMessageId: q.messageId,
            originalCreatedAt: q.createdAt,
            originalPaymentInfoId: q.paymentInfoId,
            originalEndToEndId: q.endToEndId,
            originalUetr: q.uetr,
            status,
            reason: status === 'RJCT' ? 'CUST' : null,
            additionalInfo: null,
            amountCents: q.amountCents,
            requestedDate: q.requestedDate,
            debtor: q.debtor,
            creditor: q.creditor,
          },
          fromNetwork('rtp', us),
        );
        expectTch(answer, 'ResponsePaymentRequest', MESSAGE_VERSIONS.pain014);
        // TCH's answer names the answering bank as its initiating party, and repeats no payer.
        expect(parsePain014(answer)).toMatchObject({ status, answeringBank: q.debtor.routingNumber, creditorBank: us, debtor: null, originalUetr: q.uetr });
      }),
      { numRuns: 8 },
    );
  });

  it('every id built for RTP follows TCH’s patterns', () => {
    fc.assert(
      fc.property(at, routing, fc.string({ maxLength: 60 }), (when, rt, seed) => {
        const id = networkMessageId('rtp', when, rt, seed);
        expect(id).toMatch(NETWORK_PROFILES.rtp.messageId);
        expect(rtpInstructionId(id)).toMatch(/^[0-9]{8}[A-Z0-9]{11}/);
      }),
    );
  });
});

describe('RTP end to end: payment, status request, return of funds, refused recall, request for payment, every message TCH’s', () => {
  let t: TestApi;
  let bayside: string;
  let owner: string;
  let made = 0;
  beforeAll(async () => {
    t = await startTestApi();
    [{ id: bayside }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
    owner = (await t.tokensFor(DEMO_USERS.baysideOwner.email)).accessToken;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Western Alliance: on RTP only in the demo directory, and it takes requests for payment. */
  const RTP_BANK = '121143260';
  const HOUR = 3_600_000;
  const cycle = (msLater: number) => runProcessingCycle(t.db, { at: new Date(t.clock().getTime() + msLater), encryptionKey: t.config.encryptionKey, appEnv: 'local', workerId: 'rtp-test' });
  const messagesOf = (paymentId: string) => t.db.select().from(instantMessages).where(eq(instantMessages.paymentId, paymentId)).orderBy(instantMessages.at, instantMessages.messageName);
  const row = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  /** Every message the payment exchanged is TCH's, valid under TCH's XSD and the base ISO one; their kinds, sorted. */
  async function allTch(paymentId: string) {
    const messages = await messagesOf(paymentId);
    for (const m of messages) expect(expectValidMessage(m.xml).network).toBe('rtp');
    return messages.map((m) => `${m.direction} ${m.messageName}`).sort();
  }

  async function rtpPayment(accountNumber: string, amount: number) {
    const [c] = await t.db
      .insert(consumers)
      .values({
        businessId: bayside,
        firstName: 'Rtp',
        lastName: `Receiver${++made}`,
        processStatus: 'active',
        registrationStatus: 'completed',
        bankName: 'Western Alliance Bank',
        routingNumber: RTP_BANK,
        accountNumberEncrypted: encryptSecret(accountNumber, t.config.encryptionKey),
        accountNumberLast4: accountNumber.slice(-4),
        accountHolderName: 'Rtp Receiver',
      })
      .returning({ id: consumers.id });
    const { createPayment } = await import('../../api/modules/payments/service');
    return createPayment(
      t.db,
      t.config.encryptionKey,
      {
        businessId: bayside,
        kind: 'onDemand',
        amount,
        idempotencyKey: `rtp-${made}`,
        consumerId: c.id,
        skipApproval: true,
        instantNetwork: 'rtp',
        destination: { bankName: 'Western Alliance Bank', routingNumber: RTP_BANK, accountNumber, accountHolderName: 'Rtp Receiver', accountType: 'checking' },
        createdByUserId: null,
      },
      t.clock(),
    );
  }
  const RECALL = `mutation Recall($id: ID!, $reasonCode: String!) { recallInstantPayment(id: $id, reasonCode: $reasonCode) { state refusalCode } }`;
  const recall = async (id: string) => (await t.gqlUntyped('core', RECALL, { id, reasonCode: 'DUPL' }, { token: owner })).data!.recallInstantPayment as { state: string; refusalCode: string | null };

  it('a lost answer is asked about with TCH’s pacs.028, whose answer settles the payment', async () => {
    const payment = await rtpPayment(INSTANT_SANDBOX_ACCOUNTS.noAnswer, 3_333);
    await cycle(0);
    expect((await row(payment.id)).status).toBe('processing');
    await cycle(HOUR);
    expect((await row(payment.id)).status).toBe('success');
    expect(await allTch(payment.id)).toEqual([`received ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.pacs008}`, `sent ${MESSAGE_VERSIONS.pacs028}`]);
  });

  it('a recall is a Request for Return of Funds: camt.056, camt.029 IPAY, then the money back as a new pacs.008 (no pacs.004)', async () => {
    const payment = await rtpPayment('4455667788', 6_100);
    await cycle(0);
    expect((await row(payment.id)).status).toBe('success');
    expect(await recall(payment.id)).toMatchObject({ state: 'accepted' });
    const [kept] = await t.db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, payment.id));
    // TCH's case is named by the request's message id, in TCH's pattern.
    expect(kept.caseId).toBe(kept.assignmentId);
    expect(kept.assignmentId).toMatch(NETWORK_PROFILES.rtp.messageId);
    expect(await row(payment.id)).toMatchObject({ status: 'returned', returnCode: 'FOCR' });
    const names = await allTch(payment.id);
    // The return of funds is a value message our participant answers (TCH's pacs.002, ACTC), among the payment's messages.
    expect(names).toEqual([`received ${MESSAGE_VERSIONS.camt029}`, `received ${MESSAGE_VERSIONS.pacs002}`, `received ${MESSAGE_VERSIONS.pacs008}`, `sent ${MESSAGE_VERSIONS.camt056}`, `sent ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.pacs008}`]);
    expect(names.join(' ')).not.toContain('pacs.004');
    const [transfer] = await t.db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id));
    const back = (await messagesOf(payment.id)).find((m) => m.direction === 'received' && m.messageName === MESSAGE_VERSIONS.pacs008)!;
    expect(parsePacs008(back.xml)).toMatchObject({ returnOf: transfer.messageId, amountCents: 6_100, debtor: { routingNumber: RTP_BANK }, creditor: { routingNumber: SANDBOX_PARTICIPANT_ROUTING } });
    // The return of funds, a transfer delivered to us, is answered with TCH's status report (unlinked: it is ours to answer).
    const answers = await t.db.select().from(instantMessages).where(eq(instantMessages.direction, 'sent'));
    const answer = answers.find((m) => m.messageName === MESSAGE_VERSIONS.pacs002 && parsePacs002(m.xml).originalMessageId === parsePacs008(back.xml).messageId);
    expect(answer).toBeDefined();
    expectTch(answer!.xml, 'MessageStatusReport', MESSAGE_VERSIONS.pacs002);
    expect(parsePacs002(answer!.xml).transaction).toMatchObject({ status: 'ACTC' });
    // Delivered again, the same return changes nothing.
    await cycle(2 * HOUR);
    expect(await row(payment.id)).toMatchObject({ status: 'returned', returnCode: 'FOCR' });
  });

  it('a transfer the receiving bank sends back on its own comes as a return of funds with its reason', async () => {
    const payment = await rtpPayment(INSTANT_SANDBOX_ACCOUNTS.returnedAc04, 2_200);
    await cycle(0);
    await cycle(HOUR);
    expect(await row(payment.id)).toMatchObject({ status: 'returned', returnCode: 'AC04' });
    expect(await allTch(payment.id)).toEqual([`received ${MESSAGE_VERSIONS.pacs002}`, `received ${MESSAGE_VERSIONS.pacs008}`, `sent ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.pacs008}`]);
  });

  it('a refused Request for Return of Funds (camt.029 RJCR with TCH’s reason) leaves the payment paid', async () => {
    const payment = await rtpPayment(INSTANT_SANDBOX_ACCOUNTS.recallRefused, 1_500);
    await cycle(0);
    expect(await recall(payment.id)).toMatchObject({ state: 'rejected', refusalCode: 'CUST' });
    expect((await row(payment.id)).status).toBe('success');
    expect(await allTch(payment.id)).toEqual([`received ${MESSAGE_VERSIONS.camt029}`, `received ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.camt056}`, `sent ${MESSAGE_VERSIONS.pacs008}`]);
  });

  it('a recall answered late: the camt.029 IPAY and the return of funds come with later deliveries', async () => {
    const payment = await rtpPayment(INSTANT_SANDBOX_ACCOUNTS.recallAnsweredLate, 1_900);
    await cycle(0);
    expect(await recall(payment.id)).toMatchObject({ state: 'requested' });
    await cycle(HOUR);
    await cycle(2 * HOUR);
    expect(await row(payment.id)).toMatchObject({ status: 'returned', returnCode: 'FOCR' });
    expect(await allTch(payment.id)).toContain(`received ${MESSAGE_VERSIONS.camt029}`);
  });

  const COLLECT = `mutation Collect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id status } } }`;
  async function collectFrom(accountNumber: string) {
    const consumer = await insertConsumer(t, { businessId: bayside, firstName: 'Rtp', lastName: `Payer${++made}`, bankName: 'Western Alliance Bank', routingNumber: RTP_BANK, accountNumber });
    await grantDebitConsent(t.db, consumer, t.clock());
    const { data, errors } = await t.gqlUntyped('core', COLLECT, { input: { idempotencyKey: `rtp-rfp-${made}-000000`, items: [{ consumerId: consumer.id, amount: 80_00, referenceNumber: 'RO-77', description: 'Tyres' }] } }, { token: owner });
    expect(errors).toBeUndefined();
    return data!.collectPayments.payments[0].id as string;
  }

  it('a request for payment over RTP: pain.013, pain.014 ACTC, the payer’s pacs.008 and our pacs.002, all TCH’s', async () => {
    const id = await collectFrom('7700112233');
    await cycle(0);
    await cycle(HOUR);
    expect((await row(id)).status).toBe('success');
    expect(await allTch(id)).toEqual([`received ${MESSAGE_VERSIONS.pacs008}`, `received ${MESSAGE_VERSIONS.pain014}`, `sent ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.pain013}`]);
    const sent = (await messagesOf(id)).find((m) => m.messageName === MESSAGE_VERSIONS.pacs002)!;
    expect(parsePacs002(sent.xml).transaction).toMatchObject({ status: 'ACTC', originalEndToEndId: null });
  });

  it('a request the payer’s bank refuses says TCH’s reason', async () => {
    const id = await collectFrom(INSTANT_SANDBOX_PAYERS.refuses);
    await cycle(0);
    expect(await row(id)).toMatchObject({ status: 'error' });
    expect((await row(id)).paymentErrorMessage).toContain('CUST');
    expect(await allTch(id)).toEqual([`received ${MESSAGE_VERSIONS.pain014}`, `sent ${MESSAGE_VERSIONS.pain013}`]);
  });

  it('the participant ids of TCH’s header are 11 characters: ours with its connection suffix, and the RTP system’s', async () => {
    const payment = await rtpPayment('1122334455', 999);
    await cycle(0);
    const sent = (await messagesOf(payment.id)).find((m) => m.direction === 'sent')!;
    expect(sent.xml).toContain(`<head:MmbId>${RTP_SERVICE_ID}</head:MmbId>`);
    expect(sent.xml).toMatch(/<head:MmbId>[0-9]{9}T1<\/head:MmbId>/);
  });
});
