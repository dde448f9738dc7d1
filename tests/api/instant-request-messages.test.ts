/**
 * Requests for payment (decision 103): pain.013 built as the rules say and read back, pain.014 answers read strictly;
 * what breaks the rules (order, counts, lengths, routing numbers, statuses and their reasons) is refused.
 */
import { describe, expect, it } from 'vitest';
import { buildPain013, buildPain014, messageNameOf, parsePain013, parsePain014, type PaymentRequest, type PaymentRequestStatus } from '../../api/rails/instant/messages';
import { MESSAGE_VERSIONS } from '../../domain/iso20022-rules';
import { problemsOf } from './support/message-problems';

const request: PaymentRequest = {
  messageId: 'PLR0f8fad5bd9cb469fa16570867728950e',
  createdAt: new Date('2026-11-27T18:00:00Z'),
  paymentInfoId: 'PLI0f8fad5bd9cb469fa16570867728950e',
  endToEndId: 'PL0f8fad5bd9cb469fa16570867728950e',
  uetr: '0f8fad5b-d9cb-469f-a165-70867728950e',
  amountCents: 250_00,
  requestedDate: '2026-11-27',
  expiresAt: new Date('2026-11-30T18:00:00Z'),
  debtor: { name: 'Ada Lovelace & Co <payer>', accountNumber: '7788990022', routingNumber: '084000026' },
  creditor: { name: 'Bayside Auto Care', accountNumber: '000000PAYLOFT01', routingNumber: '021000021' },
  remittance: 'Invoice 1042',
};

const accepted: PaymentRequestStatus = {
  messageId: 'BNK1',
  createdAt: new Date('2026-11-27T18:00:05Z'),
  answeringBank: '084000026',
  creditorBank: '021000021',
  originalMessageId: request.messageId,
  originalPaymentInfoId: request.paymentInfoId,
  originalEndToEndId: request.endToEndId,
  originalUetr: request.uetr,
  status: 'ACTC',
  reason: null,
  additionalInfo: null,
  amountCents: request.amountCents,
  requestedDate: request.requestedDate,
  debtor: request.debtor,
  creditor: request.creditor,
};

describe('pain.013.001.07', () => {
  it('is built in its namespace with escaped text and an expiry, and read back to the same request', () => {
    const xml = buildPain013(request);
    expect(xml).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:${MESSAGE_VERSIONS.pain013}"`);
    expect(xml).toContain('<InstdAmt Ccy="USD">250.00</InstdAmt>');
    expect(xml).toContain('<XpryDt><DtTm>2026-11-30T18:00:00Z</DtTm></XpryDt>');
    expect(xml).toContain('Ada Lovelace &amp; Co &lt;payer&gt;');
    expect(parsePain013(xml)).toEqual(request);
  });

  it('refuses what breaks the rules before it is sent', () => {
    expect(problemsOf(() => buildPain013({ ...request, endToEndId: 'X'.repeat(36) })).join()).toContain('EndToEndId');
    expect(problemsOf(() => buildPain013({ ...request, debtor: { ...request.debtor, routingNumber: '084000027' } })).join()).toContain('DbtrAgt/MmbId');
    expect(problemsOf(() => buildPain013({ ...request, amountCents: 0 })).join()).toContain('above 0');
    // Text is carried as the networks take it (networkText, as in pacs.008 and pain.014): a remittance over Ustrd's
    // 140 characters is cut to them, never sent too long.
    expect(buildPain013({ ...request, remittance: 'r'.repeat(141) })).toContain(`<Ustrd>${'r'.repeat(140)}</Ustrd>`);
    expect(problemsOf(() => buildPain013({ ...request, expiresAt: request.createdAt })).join()).toContain('XpryDt');
  });

  it('refuses an altered document: reordered elements, a second transaction, another namespace', () => {
    const xml = buildPain013(request);
    const swapped = xml.replace(/(<ReqdExctnDt>.*?<\/ReqdExctnDt>)(<XpryDt>.*?<\/XpryDt>)/, '$2$1');
    expect(swapped).not.toEqual(xml);
    expect(problemsOf(() => parsePain013(swapped)).length).toBeGreaterThan(0);
    const twice = xml.replace(/(<CdtTrfTx>.*<\/CdtTrfTx>)/s, '$1$1');
    expect(problemsOf(() => parsePain013(twice)).join()).toContain('at most 1');
    expect(problemsOf(() => parsePain013(xml.replace(MESSAGE_VERSIONS.pain013, 'pain.013.001.05'))).join()).toContain('pain.013.001.07');
  });
});

describe('pain.014.001.07', () => {
  it('an acceptance and a refusal with its reason are read back to what was sent', () => {
    expect(parsePain014(buildPain014(accepted))).toEqual(accepted);
    const refused = { ...accepted, status: 'RJCT' as const, reason: 'AM04', additionalInfo: 'Payer declined' };
    expect(parsePain014(buildPain014(refused))).toEqual(refused);
  });

  it('a refusal without its reason, an acceptance with one, an unknown status, or an answer from another bank is refused', () => {
    expect(problemsOf(() => buildPain014({ ...accepted, status: 'RJCT' })).join()).toContain('required when TxSts is RJCT');
    expect(problemsOf(() => buildPain014({ ...accepted, reason: 'AC04' })).join()).toContain('not allowed when TxSts is ACTC');
    expect(problemsOf(() => parsePain014(buildPain014(accepted).replace('<TxSts>ACTC</TxSts>', '<TxSts>ACSC</TxSts>'))).join()).toContain('TxSts');
    expect(problemsOf(() => buildPain014({ ...accepted, answeringBank: '071000013' })).join()).toContain('debtor agent of the request');
  });
});

describe('a delivery routed by its namespace', () => {
  it('names a pain.014 and not a pain.013 (which we send, never receive)', () => {
    expect(messageNameOf(buildPain014(accepted))).toBe('pain014');
    expect(messageNameOf(buildPain013(request))).toBeNull();
    expect(messageNameOf('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.014.001.05"/>')).toBeNull();
  });
});
