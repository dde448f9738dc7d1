import { describe, expect, it } from 'vitest';
import { chooseInstantNetwork, chooseRequestNetwork, instantLimitCents, requestIdsOf, RequestMessages, isRecallReason, recallRefusal, recallRefusalSentence, transferIdsOf, verdictOf, INSTANT_LIMITS_CENTS, RECALL_WINDOW_DAYS, type InstantParticipant } from './instant-payments';
import { CAMT029_RULES, checkAmount, checkCode, checkDateTime, checkMember, checkReasonCode, checkStructure, checkText, checkUetr, CANCELLATION_STATUSES, PACS002_RULES } from './iso20022-rules';

const bank = (over: Partial<InstantParticipant> = {}): InstantParticipant => ({ routingNumber: '084000026', fednow: true, rtp: false, fednowLimitCents: null, rtpLimitCents: null, ...over });

describe('which network pays', () => {
  it('prefers FedNow within its limit, then RTP, else none with the reason', () => {
    expect(chooseInstantNetwork(bank(), 100_000_00)).toEqual({ instant: true, network: 'fednow' });
    expect(chooseInstantNetwork(bank(), 100_000_01)).toMatchObject({ instant: false, reason: expect.stringContaining('$100,000.00') });
    expect(chooseInstantNetwork(bank({ rtp: true }), 100_000_01)).toEqual({ instant: true, network: 'rtp' });
    expect(chooseInstantNetwork(bank({ fednow: false, rtp: false }), 1)).toMatchObject({ instant: false });
    expect(chooseInstantNetwork(null, 1)).toMatchObject({ instant: false });
  });

  it('asks by request for payment only a bank that takes requests, on the network and within the limit a transfer would use', () => {
    expect(chooseRequestNetwork(bank(), 10_00)).toMatchObject({ instant: false, reason: 'The payer’s bank does not take requests for payment' });
    expect(chooseRequestNetwork(bank({ requestsForPayment: false, rtp: true }), 10_00)).toMatchObject({ instant: false });
    expect(chooseRequestNetwork(null, 10_00)).toMatchObject({ instant: false });
    expect(chooseRequestNetwork(bank({ requestsForPayment: true }), 10_00)).toEqual({ instant: true, network: 'fednow' });
    expect(chooseRequestNetwork(bank({ requestsForPayment: true, fednow: false, rtp: true }), 10_00)).toEqual({ instant: true, network: 'rtp' });
    expect(chooseRequestNetwork(bank({ requestsForPayment: true }), 100_000_01)).toMatchObject({ instant: false, reason: expect.stringContaining('$100,000.00') });
  });

  it('derives a request’s ids from the payment id, within ISO 20022’s 35 characters', () => {
    const ids = requestIdsOf('0F8FAD5B-D9CB-469F-A165-70867728950E');
    expect(ids).toEqual({
      messageId: 'PLR0f8fad5bd9cb469fa16570867728950e',
      paymentInfoId: 'PLI0f8fad5bd9cb469fa16570867728950e',
      endToEndId: transferIdsOf('0f8fad5b-d9cb-469f-a165-70867728950e').endToEndId,
      uetr: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    for (const id of Object.values(ids)) expect(id.length).toBeLessThanOrEqual(36);
    expect(RequestMessages.timeline.rejected('AM04')).toBe('Request for payment refused by the payer’s bank: AM04 Insufficient funds.');
    expect(RequestMessages.timeline.rejected(null)).toBe('Request for payment refused by the payer’s bank: no reason given.');
  });

  it('never lets a participant raise its limit above the network maximum', () => {
    expect(instantLimitCents(bank({ fednowLimitCents: 50_000_000_00 }), 'fednow')).toBe(INSTANT_LIMITS_CENTS.fednow.networkMax);
    expect(instantLimitCents(bank({ fednowLimitCents: 25_000_00 }), 'fednow')).toBe(25_000_00);
    expect(instantLimitCents(bank({ rtp: true }), 'rtp')).toBe(10_000_000_00);
  });
});

describe('status reports', () => {
  it('only ACSC is paid; acceptances and PDNG are not yet; RJCT carries its reason', () => {
    expect(verdictOf('ACSC', null)).toEqual({ kind: 'settled' });
    for (const s of ['ACTC', 'ACCP', 'ACWP', 'ACSP', 'PDNG'] as const) expect(verdictOf(s, null)).toEqual({ kind: 'pending' });
    expect(verdictOf('RJCT', 'AC03')).toEqual({ kind: 'rejected', code: 'AC03' });
    // TCH's status report has no ACSC: its ACTC and ACWP are final (decision 123); in ISO's words they are not.
    for (const s of ['ACTC', 'ACWP'] as const) expect(verdictOf(s, null, 'tch')).toEqual({ kind: 'settled' });
    for (const s of ['ACCP', 'ACSP', 'PDNG'] as const) expect(verdictOf(s, null, 'tch')).toEqual({ kind: 'pending' });
  });

  it('derives the transfer ids from the payment id, within Max35Text', () => {
    const ids = transferIdsOf('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(ids.uetr).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(ids.endToEndId.length).toBeLessThanOrEqual(35);
    expect(ids.messageId.length).toBeLessThanOrEqual(35);
    expect(transferIdsOf('0f8fad5b-d9cb-469f-a165-70867728950e')).toEqual(ids);
  });
});

describe('ISO 20022 data types', () => {
  it('checks amounts: USD, above 0, at most 2 decimals', () => {
    expect(checkAmount('10.5', 'USD', 'A')).toEqual([]);
    expect(checkAmount('10.505', 'USD', 'A')).toHaveLength(1);
    expect(checkAmount('10.50', 'EUR', 'A')).toHaveLength(1);
    expect(checkAmount('0', 'USD', 'A')).toHaveLength(1);
    expect(checkAmount('-1.00', 'USD', 'A')).toHaveLength(1);
  });

  it('checks texts, date-times, members, UETRs and reason codes', () => {
    expect(checkText('x'.repeat(35), 35, 'T')).toEqual([]);
    expect(checkText('x'.repeat(36), 35, 'T')).toHaveLength(1);
    expect(checkText('', 35, 'T')).toHaveLength(1);
    expect(checkDateTime('2026-11-27T18:00:00Z', 'D')).toEqual([]);
    expect(checkDateTime('2026-11-27T18:00:00', 'D')).toHaveLength(1);
    expect(checkMember('USABA', '084000026', 'M')).toEqual([]);
    expect(checkMember('USABA', '084000027', 'M')).toHaveLength(1);
    expect(checkMember('GBDSC', '084000026', 'M')).toHaveLength(1);
    expect(checkUetr('0f8fad5b-d9cb-469f-a165-70867728950e', 'U')).toEqual([]);
    expect(checkUetr('0f8fad5b-d9cb-169f-a165-70867728950e', 'U')).toHaveLength(1);
    expect(checkReasonCode('AC03', 'R')).toEqual([]);
    expect(checkReasonCode('ac3', 'R')).toHaveLength(1);
  });

  it('checks element order and cardinality', () => {
    const leaf = (name: string) => ({ name, children: [] });
    const good = { name: 'FIToFIPmtStsRpt', children: [{ name: 'GrpHdr', children: [leaf('MsgId'), leaf('CreDtTm')] }, { name: 'OrgnlGrpInfAndSts', children: [leaf('OrgnlMsgId'), leaf('OrgnlMsgNmId'), leaf('GrpSts')] }] };
    expect(checkStructure(good, PACS002_RULES)).toEqual([]);
    const swapped = { ...good, children: [{ name: 'GrpHdr', children: [leaf('CreDtTm'), leaf('MsgId')] }, good.children[1]] };
    expect(checkStructure(swapped, PACS002_RULES).length).toBeGreaterThan(0);
    const missing = { ...good, children: [good.children[1]] };
    expect(checkStructure(missing, PACS002_RULES)).toContain('/FIToFIPmtStsRpt/GrpHdr: required');
    const twice = { ...good, children: [good.children[0], good.children[0], good.children[1]] };
    expect(checkStructure(twice, PACS002_RULES).join()).toContain('at most 1');
  });
});

describe('recalls', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const paid = { rail: 'instant', instantNetwork: 'fednow', status: 'success', kind: 'onDemand', settledAt: new Date('2026-11-20T12:00:00Z') };
  it('only a paid instant payment the business sent, within the window', () => {
    expect(recallRefusal(paid, now)).toBeNull();
    expect(recallRefusal({ ...paid, rail: 'nacha', instantNetwork: null }, now)).toContain('ACH');
    expect(recallRefusal({ ...paid, kind: 'instantCollection' }, now)).toContain('sent');
    expect(recallRefusal({ ...paid, status: 'returned' }, now)).toContain('paid');
    expect(recallRefusal({ ...paid, settledAt: new Date(now.getTime() - (RECALL_WINDOW_DAYS + 1) * 86_400_000) }, now)).toContain(`${RECALL_WINDOW_DAYS} days`);
  });
  it('reasons and refusals come from their ISO code lists, in words', () => {
    expect(isRecallReason('DUPL')).toBe(true);
    expect(isRecallReason('toString')).toBe(false);
    expect(recallRefusalSentence('CUST')).toBe('The recipient did not agree to return the money.');
    expect(recallRefusalSentence('ZZZZ')).toBe('The receiving bank refused to return the money.');
    expect(checkCode('ACCR', CANCELLATION_STATUSES, 'x')).toEqual([]);
    expect(checkCode('ACSC', CANCELLATION_STATUSES, 'x')).toHaveLength(1);
  });
  it('camt.029 elements are checked in order', () => {
    const leaf = (name: string) => ({ name, children: [] });
    expect(checkStructure({ name: 'RsltnOfInvstgtn', children: [leaf('Sts')] }, CAMT029_RULES).join('\n')).toContain('Assgnmt: required');
  });
});
