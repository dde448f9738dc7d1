/**
 * Instant payments in the networks' own words (decision 123): every message the rail and its sandbox build is valid
 * under its network's published usage schema and the base ISO 20022 XSD (xmllint), over random valid payments and
 * names; a corpus of schema-valid answers in each network's shape is read; an answer that cannot be read is kept and
 * held for a person, never taken for silence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, consumers, instantMessages, instantTransfers, payments, reviewItems } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { resolveReviewItems } from '../../api/modules/reconciliation/review-items';
import { runProcessingCycle } from '../../api/jobs/cycle';
import type { ParticipantConnector } from '../../api/rails/instant/connector';
import {
  buildCamt029,
  buildCamt056,
  buildPacs002,
  buildPacs004,
  buildPacs008,
  buildPacs028,
  buildPain013,
  buildPain014,
  parseCamt056,
  parsePacs004,
  parsePain013,
  parsePain014,
  fromNetwork,
  messageNameOf,
  parseCamt029,
  parsePacs002,
  parsePacs008,
  parsePacs028,
  toNetwork,
  type CreditTransfer,
} from '../../api/rails/instant/messages';
import { createSandboxParticipant, INSTANT_SANDBOX_ACCOUNTS, SANDBOX_PARTICIPANT_ROUTING } from '../../api/rails/instant/sandbox-participant';
import { DEMO_USERS } from '../../api/seed/demo';
import { REVIEW_ITEM_LABELS } from '../../domain/failures';
import { FEDNOW_SERVICE_ID, NETWORK_PROFILES, networkMessageId } from '../../domain/instant-profiles';
import { MESSAGE_VERSIONS } from '../../domain/iso20022-rules';
import { coreGraphql } from './graphql/core';
import { startTestApi, type TestApi } from './harness';
import { at, routing, transferOf as transferOfNetwork } from './support/instant-arbitraries';
import { expectValidMessage, partsOf } from './support/xml-schema';

const FAILURES = coreGraphql(`query InstantSchemaFailures { failures(filter: { kind: "review" }, limit: 100) { edges { node { id subject reason paymentId } } } }`);
const VARIANTS = join(import.meta.dirname, 'fixtures/iso20022/variants');
const variant = (name: string) => readFileSync(join(VARIANTS, name), 'utf8');

const transferOf = transferOfNetwork('fednow');

describe('FedNow profile (Release 1): every message built is valid under the usage guideline and the base ISO schema', () => {
  it('message ids follow the guideline pattern', () => {
    fc.assert(
      fc.property(at, routing, fc.string({ maxLength: 60 }), (when, rt, seed) => {
        expect(networkMessageId('fednow', when, rt, seed)).toMatch(NETWORK_PROFILES.fednow.messageId);
      }),
    );
  });

  it('pacs.008 over random payments and names, read back to the same ids and amount', () => {
    fc.assert(
      fc.property(transferOf, (transfer) => {
        const xml = buildPacs008(transfer, toNetwork('fednow', transfer.debtor.routingNumber));
        const parts = expectValidMessage(xml);
        expect(parts).toMatchObject({ network: 'fednow', direction: 'incoming', envelope: 'FedNowCustomerCreditTransfer', version: MESSAGE_VERSIONS.pacs008 });
        expect(parsePacs008(xml)).toMatchObject({ messageId: transfer.messageId, uetr: transfer.uetr, endToEndId: transfer.endToEndId, amountCents: transfer.amountCents });
      }),
      { numRuns: 12 },
    );
  });

  it('pacs.028 and the network’s pacs.002 answers (settled, rejected, the whole request refused) over random transfers', () => {
    fc.assert(
      fc.property(transferOf, at, fc.constantFrom('ACSC', 'RJCT', 'ACTC', 'refused'), (transfer, when, outcome) => {
        const participant = transfer.debtor.routingNumber;
        const request = {
          messageId: networkMessageId('fednow', when, participant, 'Q1'),
          createdAt: when,
          requestId: networkMessageId('fednow', when, participant, 'Q1'),
          originalMessageId: transfer.messageId,
          originalCreatedAt: transfer.createdAt,
          originalEndToEndId: transfer.endToEndId,
          originalUetr: transfer.uetr,
          instructing: participant,
          instructed: transfer.creditor.routingNumber,
        };
        const asked = buildPacs028(request, toNetwork('fednow', participant));
        expectValidMessage(asked);
        expect(parsePacs028(asked)).toMatchObject({ originalUetr: transfer.uetr, originalMessageId: transfer.messageId });
        const refused = outcome === 'refused';
        const answer = buildPacs002(
          {
            messageId: networkMessageId('fednow', when, FEDNOW_SERVICE_ID, 'S1'),
            createdAt: when,
            originalMessageId: request.messageId,
            originalMessageName: MESSAGE_VERSIONS.pacs028,
            originalCreatedAt: when,
            groupAgents: { instructing: transfer.creditor.routingNumber, instructed: participant },
            groupStatus: refused ? 'RJCT' : null,
            groupReason: refused ? 'NARR' : null,
            transaction: refused
              ? null
              : {
                  originalEndToEndId: transfer.endToEndId,
                  originalUetr: transfer.uetr,
                  status: outcome as 'ACSC' | 'RJCT' | 'ACTC',
                  reason: outcome === 'RJCT' ? 'AC03' : null,
                  additionalInfo: null,
                  instructing: transfer.creditor.routingNumber,
                  instructed: participant,
                },
          },
          fromNetwork('fednow', participant),
        );
        expect(expectValidMessage(answer)).toMatchObject({ direction: 'outgoing', envelope: 'FedNowPaymentStatus' });
        const read = parsePacs002(answer);
        if (refused) expect(read).toMatchObject({ groupStatus: 'RJCT', groupReason: 'NARR', transaction: null });
        else expect(read.transaction).toMatchObject({ status: outcome, originalUetr: transfer.uetr });
      }),
      { numRuns: 10 },
    );
  });
});

describe('FedNow profile: returns, recalls and requests for payment over random payments and names', () => {
  const later = (d: Date, ms: number) => new Date(d.getTime() + ms);
  it('camt.056, its camt.029 (accepted, refused) and the pacs.004 return that follows, valid and read back', () => {
    fc.assert(
      fc.property(transferOf, at, fc.constantFrom('ACCR', 'RJCR'), (transfer, when, status) => {
        const us = transfer.debtor.routingNumber;
        const them = transfer.creditor.routingNumber;
        const id = networkMessageId('fednow', when, us, `A${transfer.uetr}`);
        const original = { messageId: transfer.messageId, endToEndId: transfer.endToEndId, uetr: transfer.uetr, amountCents: transfer.amountCents, settlementDate: transfer.settlementDate, createdAt: transfer.createdAt };
        const request = buildCamt056({ assignmentId: id, caseId: `PLC${transfer.uetr.replace(/-/g, '')}`, createdAt: when, assigner: us, assignee: them, cancellationId: id, original, reason: 'DUPL', additionalInfo: null }, toNetwork('fednow', us));
        expect(expectValidMessage(request)).toMatchObject({ network: 'fednow', envelope: 'FedNowReturnRequest' });
        expect(parseCamt056(request).original).toMatchObject({ uetr: transfer.uetr, amountCents: transfer.amountCents });
        const answer = buildCamt029(
          {
            assignmentId: networkMessageId('fednow', later(when, 1000), them, 'C1'),
            createdAt: later(when, 1000),
            assigner: them,
            assignee: us,
            caseId: `PLC${transfer.uetr.replace(/-/g, '')}`,
            caseCreator: us,
            confirmation: status === 'ACCR' ? 'CNCL' : 'RJCR',
            originalMessageId: transfer.messageId,
            originalCreatedAt: transfer.createdAt,
            originalEndToEndId: transfer.endToEndId,
            originalUetr: transfer.uetr,
            status: status as 'ACCR' | 'RJCR',
            reason: status === 'RJCR' ? 'CUST' : null,
            additionalInfo: null,
          },
          fromNetwork('fednow', us),
        );
        expect(expectValidMessage(answer)).toMatchObject({ network: 'fednow', envelope: 'FedNowReturnRequestResponse' });
        expect(parseCamt029(answer)).toMatchObject({ status, originalUetr: transfer.uetr });
        const back = buildPacs004(
          {
            network: 'fednow',
            messageId: networkMessageId('fednow', later(when, 2000), them, 'R1'),
            createdAt: later(when, 2000),
            returnId: `RTR${transfer.uetr.replace(/-/g, '')}`.slice(0, 35),
            originalMessageId: transfer.messageId,
            originalEndToEndId: transfer.endToEndId,
            originalUetr: transfer.uetr,
            originalAmountCents: transfer.amountCents,
            returnedAmountCents: transfer.amountCents,
            settlementDate: later(when, 2000).toISOString().slice(0, 10),
            instructing: them,
            instructed: us,
            reason: 'FOCR',
            additionalInfo: null,
            original: { createdAt: transfer.createdAt, settlementDate: transfer.settlementDate, payeeName: transfer.creditor.name, payerName: transfer.debtor.name, payerAccount: transfer.debtor.accountNumber },
          },
          fromNetwork('fednow', us),
        );
        expect(expectValidMessage(back)).toMatchObject({ network: 'fednow', envelope: 'FedNowPaymentReturn' });
        expect(parsePacs004(back)).toMatchObject({ originalUetr: transfer.uetr, returnedAmountCents: transfer.amountCents, reason: 'FOCR' });
      }),
      { numRuns: 6 },
    );
  });

  it('pain.013 and its pain.014 answers (accepted, refused), valid and read back', () => {
    fc.assert(
      fc.property(transferOf, at, fc.constantFrom('ACTC', 'RJCT'), (transfer, when, status) => {
        const us = transfer.creditor.routingNumber;
        const messageId = networkMessageId('fednow', when, us, `R${transfer.uetr}`);
        const xml = buildPain013(
          {
            messageId,
            createdAt: when,
            paymentInfoId: `PLI${transfer.uetr.replace(/-/g, '')}`.slice(0, 35),
            endToEndId: transfer.endToEndId,
            uetr: transfer.uetr,
            amountCents: transfer.amountCents,
            requestedDate: when.toISOString().slice(0, 10),
            expiresAt: later(when, 72 * 3_600_000),
            // Any names and text a person may type: the builder makes them what the network takes.
            debtor: transfer.debtor,
            creditor: transfer.creditor,
            remittance: transfer.remittance,
          },
          toNetwork('fednow', us),
        );
        expect(expectValidMessage(xml)).toMatchObject({ network: 'fednow', envelope: 'FedNowRequestForPayment' });
        const q = parsePain013(xml);
        const answer = buildPain014(
          {
            messageId: networkMessageId('fednow', when, q.debtor.routingNumber, 'S1'),
            createdAt: later(when, 1000),
            answeringBank: q.debtor.routingNumber,
            creditorBank: us,
            originalMessageId: q.messageId,
            originalCreatedAt: q.createdAt,
            originalPaymentInfoId: q.paymentInfoId,
            originalEndToEndId: q.endToEndId,
            originalUetr: q.uetr,
            status,
            reason: status === 'RJCT' ? 'AM04' : null,
            additionalInfo: null,
            amountCents: q.amountCents,
            requestedDate: q.requestedDate,
            debtor: q.debtor,
            creditor: q.creditor,
          },
          fromNetwork('fednow', us),
        );
        expect(expectValidMessage(answer)).toMatchObject({ network: 'fednow', envelope: 'FedNowRequestForPaymentResponse' });
        expect(parsePain014(answer)).toMatchObject({ status, answeringBank: q.debtor.routingNumber, originalUetr: q.uetr });
      }),
      { numRuns: 6 },
    );
  });
});

describe('RTP profile: the credit transfer in TCH’s shape is valid under its usage XSD (HdrAndData_TCH) and the base ISO schema', () => {
  it('message ids follow TCH’s pattern', () => {
    fc.assert(
      fc.property(at, routing, fc.string({ maxLength: 60 }), (when, rt, seed) => {
        expect(networkMessageId('rtp', when, rt, seed)).toMatch(NETWORK_PROFILES.rtp.messageId);
      }),
    );
  });

  it('pacs.008 over random payments and names, with TCH’s prefixes, read back to the same ids and amount', () => {
    fc.assert(
      fc.property(transferOf, (fedNow) => {
        const transfer: CreditTransfer = { ...fedNow, network: 'rtp', messageId: networkMessageId('rtp', fedNow.createdAt, fedNow.debtor.routingNumber, fedNow.uetr) };
        const xml = buildPacs008(transfer, toNetwork('rtp', transfer.debtor.routingNumber));
        expect(expectValidMessage(xml)).toMatchObject({ network: 'rtp', envelope: 'CreditTransfer', version: MESSAGE_VERSIONS.pacs008 });
        expect(xml).toContain('<ct:FIToFICstmrCdtTrf>');
        expect(parsePacs008(xml)).toMatchObject({ network: 'rtp', messageId: transfer.messageId, uetr: transfer.uetr, endToEndId: transfer.endToEndId, amountCents: transfer.amountCents, settlementDate: transfer.settlementDate });
      }),
      { numRuns: 12 },
    );
  });
});

describe('what the networks send, as their schemas allow it, is read', () => {
  const ours = { messageId: '20261127021000021P0f8fad5bd9cb469f', endToEndId: 'PL0f8fad5bd9cb469fa16570867728950e', uetr: '0f8fad5b-d9cb-469f-a165-70867728950e' };
  const files = readdirSync(VARIANTS).filter((f) => f.endsWith('.xml'));

  it('every fixture is itself valid under its network’s schema (or the base ISO schema for bare documents)', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files.filter((f) => !f.includes('-iso-'))) expectValidMessage(variant(file));
  });

  it.each([
    ['pacs002-fednow-acsc.xml', 'ACSC'],
    ['pacs002-fednow-acsc-prefixed.xml', 'ACSC'],
    ['pacs002-fednow-acsc-minimal.xml', 'ACSC'],
    ['pacs002-fednow-rjct.xml', 'RJCT'],
    ['pacs002-iso-acsc.xml', 'ACSC'],
    ['pacs002-iso-acsc-prefixed.xml', 'ACSC'],
  ])('%s: the status of our transfer (%s), on every id', (file, status) => {
    const read = parsePacs002(variant(file));
    expect(read.originalMessageId).toBe(ours.messageId);
    expect(read.transaction).toMatchObject({ status, originalUetr: ours.uetr, originalEndToEndId: ours.endToEndId, instructing: '084000026', instructed: '021000021' });
  });

  it('FedNow’s refusal of a status request (a status naming no transaction) is the refusal of the whole request', () => {
    expect(parsePacs002(variant('pacs002-fednow-refusal.xml'))).toMatchObject({ originalMessageName: MESSAGE_VERSIONS.pacs028, groupStatus: 'RJCT', groupReason: 'NARR', transaction: null });
  });

  it.each(['pacs008-fednow.xml', 'pacs008-fednow-prefixed.xml', 'pacs008-rtp.xml'])('%s: a payer’s transfer is read, whatever its network’s shape', (file) => {
    const xml = variant(file);
    expect(messageNameOf(xml)).toBe('pacs008');
    expect(parsePacs008(xml)).toMatchObject({ network: file.includes('rtp') ? 'rtp' : 'fednow', amountCents: 25_000, uetr: ours.uetr, settlementDate: '2026-11-27', creditor: { accountNumber: '000000PAYLOFT01' } });
  });

  it('a recall answer with namespace prefixes is a recall answer, never handed to the returns path', () => {
    const answer = buildCamt029({
      assignmentId: 'SBXC1',
      createdAt: new Date('2026-11-27T18:00:00Z'),
      assigner: '084000026',
      assignee: SANDBOX_PARTICIPANT_ROUTING,
      caseId: 'PLC1',
      caseCreator: SANDBOX_PARTICIPANT_ROUTING,
      confirmation: 'CNCL',
      originalMessageId: ours.messageId,
      originalEndToEndId: ours.endToEndId,
      originalUetr: ours.uetr,
      status: 'ACCR',
      reason: null,
      additionalInfo: null,
    });
    const prefixed = answer.replace(/<(\/?)(?!\?)([A-Za-z][\w]*)/g, '<$1c29:$2').replace(' xmlns=', ' xmlns:c29=');
    expect(prefixed).toContain('<c29:RsltnOfInvstgtn>');
    expect(messageNameOf(prefixed)).toBe('camt029');
    expect(parseCamt029(prefixed)).toMatchObject({ status: 'ACCR', originalUetr: ours.uetr });
  });

  it('an element no schema of the message has is still refused', () => {
    const xml = variant('pacs002-fednow-acsc.xml').replace('<TxSts>', '<Extra>1</Extra><TxSts>');
    expect(() => parsePacs002(xml)).toThrow(/Extra: not allowed here/);
  });

  it('a header naming another message than the one it carries is refused', () => {
    const xml = variant('pacs002-fednow-acsc.xml').replace('<MsgDefIdr>pacs.002.001.10</MsgDefIdr>', '<MsgDefIdr>pacs.004.001.10</MsgDefIdr>');
    expect(() => parsePacs002(xml)).toThrow(/MsgDefIdr/);
  });
});

describe('a FedNow payment end to end, every exchanged message valid', () => {
  let t: TestApi;
  let bayside: string;
  let admin: string;
  let made = 0;
  beforeAll(async () => {
    t = await startTestApi();
    [{ id: bayside }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
    admin = (await t.tokensFor(DEMO_USERS.admin.email)).accessToken;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const cycle = (msLater: number, connector?: ParticipantConnector) =>
    runProcessingCycle(t.db, { at: new Date(t.clock().getTime() + msLater), encryptionKey: t.config.encryptionKey, appEnv: 'local', workerId: 'instant-schema-test', ...(connector ? { instantConnector: connector } : {}) });
  const messagesOf = (paymentId: string) => t.db.select().from(instantMessages).where(eq(instantMessages.paymentId, paymentId)).orderBy(instantMessages.at, instantMessages.messageName);

  async function fedNowPayment(accountNumber: string, amount: number, holder = 'Instant Receiver', network: 'fednow' | 'rtp' = 'fednow') {
    const [c] = await t.db
      .insert(consumers)
      .values({
        businessId: bayside,
        firstName: 'Schema',
        lastName: `Receiver${++made}`,
        processStatus: 'active',
        registrationStatus: 'completed',
        bankName: 'Receiving Bank',
        routingNumber: '084000026',
        accountNumberEncrypted: encryptSecret(accountNumber, t.config.encryptionKey),
        accountNumberLast4: accountNumber.slice(-4),
        accountHolderName: holder,
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
        idempotencyKey: `instant-schema-${made}`,
        consumerId: c.id,
        skipApproval: true,
        instantNetwork: network,
        destination: { bankName: 'Receiving Bank', routingNumber: '084000026', accountNumber, accountHolderName: holder, accountType: 'checking' },
        createdByUserId: null,
      },
      t.clock(),
    );
  }
  const row = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

  it('unanswered, asked with pacs.028, settled: the pacs.008, pacs.028 and both pacs.002 are valid FedNow messages', async () => {
    const payment = await fedNowPayment(INSTANT_SANDBOX_ACCOUNTS.noAnswer, 7_777, 'Zoë “Quotes” & <Sons>\u0007 🚀'.repeat(8));
    await cycle(0);
    expect((await row(payment.id)).status).toBe('processing');
    await cycle(3_600_000);
    expect((await row(payment.id)).status).toBe('success');
    const messages = await messagesOf(payment.id);
    expect(messages.map((m) => `${m.direction} ${m.messageName}`).sort()).toEqual([`received ${MESSAGE_VERSIONS.pacs002}`, `sent ${MESSAGE_VERSIONS.pacs008}`, `sent ${MESSAGE_VERSIONS.pacs028}`]);
    for (const m of messages) expect(expectValidMessage(m.xml).network).toBe('fednow');
    const [transfer] = await t.db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id));
    expect(transfer.messageId).toMatch(NETWORK_PROFILES.fednow.messageId);
    expect(partsOf(messages.find((m) => m.messageName === MESSAGE_VERSIONS.pacs008)!.xml).header.textContent).toContain(transfer.messageId);
  });

  it('over RTP the credit transfer goes in TCH’s shape (its id in TCH’s pattern), and TCH’s answer (by instruction id) settles or rejects it', async () => {
    const payment = await fedNowPayment('7788990011', 2_468, 'RTP Receiver', 'rtp');
    await cycle(0);
    expect((await row(payment.id)).status).toBe('success');
    const messages = await messagesOf(payment.id);
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(expectValidMessage(m.xml)).toMatchObject({ network: 'rtp', envelope: m.direction === 'sent' ? 'CreditTransfer' : 'MessageStatusReport' });
    expect(parsePacs002(messages.find((m) => m.direction === 'received')!.xml).transaction).toMatchObject({ originalEndToEndId: null, status: 'ACTC' });
    const rejected = await fedNowPayment(INSTANT_SANDBOX_ACCOUNTS.rejectedAc03, 1_357, 'RTP Receiver', 'rtp');
    await cycle(0);
    expect(await row(rejected.id)).toMatchObject({ status: 'error', returnCode: 'AC03' });
    for (const m of await messagesOf(rejected.id)) expect(expectValidMessage(m.xml).network).toBe('rtp');
    const [transfer] = await t.db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id));
    expect(transfer.messageId).toMatch(NETWORK_PROFILES.rtp.messageId);
  });

  it('an answer that cannot be read is kept, shown for a person with its reason, and the payment waits: never asked about as if unanswered', async () => {
    const sandbox = createSandboxParticipant({});
    let inquiries = 0;
    const garbling: ParticipantConnector = {
      ...sandbox,
      async send(db, xml, when) {
        const answer = await sandbox.send(db, xml, when);
        // The network's answer with a status no code list has: schema-shaped, but not one the rail can read.
        return answer.answered ? { answered: true, xml: answer.xml.replace('<TxSts>ACSC</TxSts>', '<TxSts>ZZZZ</TxSts>') } : answer;
      },
      async inquire(db, xml, when) {
        inquiries += 1;
        return sandbox.inquire(db, xml, when);
      },
    };
    const payment = await fedNowPayment('5566778811', 4_321);
    await cycle(0, garbling);
    expect((await row(payment.id)).status).toBe('processing');
    const kept = (await messagesOf(payment.id)).filter((m) => m.direction === 'received');
    expect(kept).toHaveLength(1);
    expect(kept[0].xml).toContain('<TxSts>ZZZZ</TxSts>');
    const [item] = await t.db.select().from(reviewItems).where(and(eq(reviewItems.kind, 'unreadableInstantAnswer'), eq(reviewItems.paymentId, payment.id)));
    expect(item.message).toContain('could not be read');
    expect(item.message).toContain('TxSts');
    // On the admin's Errors page, in words, with the reason.
    const listed = (await t.gql(FAILURES, undefined, { token: admin })).data!.failures.edges.map((e) => e.node);
    expect(listed).toContainEqual(expect.objectContaining({ id: item.id, subject: REVIEW_ITEM_LABELS.unreadableInstantAnswer, paymentId: payment.id, reason: item.message }));
    // Later cycles do not ask the network as if it had never answered, while the person has not resolved it.
    await cycle(3_600_000, garbling);
    await cycle(7_200_000, garbling);
    expect(inquiries).toBe(0);
    expect((await row(payment.id)).status).toBe('processing');
    // Resolved by the person: the network is asked, and its answer (now readable) settles the payment.
    await resolveReviewItems(t.db, 'unreadableInstantAnswer', item.subject, t.clock());
    await cycle(10_800_000, sandbox);
    expect((await row(payment.id)).status).toBe('success');
  });

  it("a message reject (admi.002) answering our transfer is read for the network's reason and held for a person, never taken for a status", async () => {
    const sandbox = createSandboxParticipant({});
    const rejecting: ParticipantConnector = {
      ...sandbox,
      async send(_db, xml) {
        // FedNow refuses a message that fails its validations (a signature, a duplicate id) with admi.002, before processing it.
        const refused = /<(?:\w+:)?MsgId>([^<]+)</.exec(xml)![1];
        return {
          answered: true,
          xml: `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:admi.002.001.01"><admi.002.001.01><RltdRef><Ref>${refused}</Ref></RltdRef><Rsn><RjctgPtyRsn>E990</RjctgPtyRsn><RjctnDtTm>2026-12-02T10:00:00</RjctnDtTm><RsnDesc>Message signature could not be verified</RsnDesc></Rsn></admi.002.001.01></Document>`,
        };
      },
    };
    const payment = await fedNowPayment('5566778812', 4_322);
    await cycle(0, rejecting);
    expect((await row(payment.id)).status).toBe('processing');
    const [item] = await t.db.select().from(reviewItems).where(and(eq(reviewItems.kind, 'unreadableInstantAnswer'), eq(reviewItems.paymentId, payment.id)));
    expect(item.message).toMatch(/^FedNow rejected a message about transfer \S+ before processing it \(reason E990: Message signature could not be verified; the message rejected: \S+\)/);
    expect(item.message).not.toContain('could not be read');
    const kept = (await messagesOf(payment.id)).filter((m) => m.direction === 'received');
    expect(kept.map((m) => m.messageName)).toEqual(['admi.002.001.01']);
  });
});
