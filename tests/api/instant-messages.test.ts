/** The instant rail's ISO 20022 messages: built as the rules say, read back, and refused when they break them. */
import { describe, expect, it } from 'vitest';
import { buildPacs002, buildPacs004, buildPacs008, buildPacs028, parsePacs002, parsePacs004, parsePacs008, parsePacs028, type CreditTransfer } from '../../api/rails/instant/messages';
import { MESSAGE_VERSIONS } from '../../domain/iso20022-rules';
import { problemsOf } from './support/message-problems';

const transfer: CreditTransfer = {
  network: 'fednow',
  messageId: 'PLM0f8fad5bd9cb469fa16570867728950e',
  createdAt: new Date('2026-11-27T18:00:00Z'),
  endToEndId: 'PL0f8fad5bd9cb469fa16570867728950e',
  uetr: '0f8fad5b-d9cb-469f-a165-70867728950e',
  amountCents: 123_456_78,
  settlementDate: '2026-11-27',
  debtor: { name: 'Bayside Auto Care', accountNumber: '000000PAYLOFT01', routingNumber: '021000021' },
  creditor: { name: 'Maria Lopez & Sons <refund>', accountNumber: '1234567890', routingNumber: '084000026' },
  remittance: 'Detailing refund',
};

describe('pacs.008.001.08', () => {
  it('is built in the FedNow namespace with escaped text, and read back to the same transfer', () => {
    const xml = buildPacs008(transfer);
    expect(xml).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:${MESSAGE_VERSIONS.pacs008}"`);
    expect(xml).toContain('<IntrBkSttlmAmt Ccy="USD">123456.78</IntrBkSttlmAmt>');
    expect(xml).toContain('<Cd>FDN</Cd>');
    expect(xml).toContain('Maria Lopez &amp; Sons &lt;refund&gt;');
    expect(parsePacs008(xml)).toEqual(transfer);
  });

  it('refuses what breaks the rules before it is sent', () => {
    expect(problemsOf(() => buildPacs008({ ...transfer, endToEndId: 'X'.repeat(36) })).join()).toContain('EndToEndId');
    expect(problemsOf(() => buildPacs008({ ...transfer, creditor: { ...transfer.creditor, routingNumber: '084000027' } })).join()).toContain('MmbId');
    expect(problemsOf(() => buildPacs008({ ...transfer, uetr: 'not-a-uuid' })).join()).toContain('UETR');
    expect(problemsOf(() => buildPacs008({ ...transfer, amountCents: 0 })).join()).toContain('above 0');
  });

  it('refuses received documents that are altered: other currency, reordered elements, a DTD, another namespace', () => {
    const xml = buildPacs008(transfer);
    expect(problemsOf(() => parsePacs008(xml.replace('Ccy="USD"', 'Ccy="EUR"'))).join()).toContain('USD');
    expect(problemsOf(() => parsePacs008(xml.replace('123456.78', '123456.789'))).join()).toContain('2 decimals');
    const swapped = xml.replace(/<IntrBkSttlmAmt Ccy="USD">123456.78<\/IntrBkSttlmAmt><IntrBkSttlmDt>2026-11-27<\/IntrBkSttlmDt>/, '<IntrBkSttlmDt>2026-11-27</IntrBkSttlmDt><IntrBkSttlmAmt Ccy="USD">123456.78</IntrBkSttlmAmt>');
    expect(problemsOf(() => parsePacs008(swapped)).length).toBeGreaterThan(0);
    expect(problemsOf(() => parsePacs008(`<!DOCTYPE x [<!ENTITY e "x">]>${xml}`)).join()).toContain('DTD');
    expect(problemsOf(() => parsePacs008(xml.replace(MESSAGE_VERSIONS.pacs008, 'pacs.008.001.02'))).join()).toContain('pacs.008.001.08');
    expect(problemsOf(() => parsePacs008('<Document')).join()).toContain('well-formed');
  });
});

describe('pacs.002, pacs.004 and pacs.028', () => {
  it('a rejection carries its reason code, and one without it is refused', () => {
    const report = {
      messageId: 'SBX1',
      createdAt: new Date('2026-11-27T18:00:01Z'),
      originalMessageId: transfer.messageId,
      originalMessageName: MESSAGE_VERSIONS.pacs008,
      groupStatus: null,
      groupReason: null,
      transaction: { originalEndToEndId: transfer.endToEndId, originalUetr: transfer.uetr, status: 'RJCT' as const, reason: 'AC03', additionalInfo: 'Invalid creditor account number', instructing: '084000026', instructed: '021000021' },
    };
    const xml = buildPacs002(report);
    expect(parsePacs002(xml)).toEqual(report);
    expect(problemsOf(() => parsePacs002(xml.replace(/<StsRsnInf>.*<\/StsRsnInf>/, ''))).join()).toContain('required when TxSts is RJCT');
    expect(problemsOf(() => parsePacs002(xml.replace('<TxSts>RJCT</TxSts>', '<TxSts>PAID</TxSts>'))).join()).toContain('transaction status');
  });

  it('a return and a status request are read back to what was built', () => {
    const ret = {
      network: 'fednow' as const,
      messageId: 'SBXR1',
      createdAt: new Date('2026-11-28T09:00:00Z'),
      returnId: 'RTR1',
      originalMessageId: transfer.messageId,
      originalEndToEndId: transfer.endToEndId,
      originalUetr: transfer.uetr,
      originalAmountCents: transfer.amountCents,
      returnedAmountCents: transfer.amountCents,
      settlementDate: '2026-11-28',
      instructing: '084000026',
      instructed: '021000021',
      reason: 'AC04',
      additionalInfo: null,
    };
    expect(parsePacs004(buildPacs004(ret))).toEqual(ret);
    const request = { messageId: 'PLQ1', createdAt: new Date('2026-11-27T18:01:00Z'), requestId: 'PLQ1', originalMessageId: transfer.messageId, originalEndToEndId: transfer.endToEndId, originalUetr: transfer.uetr, instructing: '021000021', instructed: '084000026' };
    expect(parsePacs028(buildPacs028(request))).toEqual(request);
  });
});
