/** pacs.004, the return of a settled transfer (FedNow's; RTP's return is a pacs.008 marked RTRN, credit-transfer.ts). */
import type { InstantNetwork } from '../../../../domain/instant-payments';
import { MESSAGE_VERSIONS, PACS004_RULES, checkAmount, checkDate, checkDateTime, checkReasonCode, checkText, checkUetr, type Problem } from '../../../../domain/iso20022-rules';
import { networkText } from '../../../../domain/instant-profiles';
import { NETWORK_CODES, fedNowShaped, networkOfClearingSystem, type Envelope } from './envelope';
import { InvalidMessageError } from './invalid-message';
import { accountOf, agent, amountOf, build, dateTime, settlement } from './xml-build';
import { centsOf, finish, memberCheck, memberOf, read } from './xml-read';

export interface PaymentReturn {
  network: InstantNetwork;
  messageId: string;
  createdAt: Date;
  returnId: string;
  originalMessageId: string;
  originalEndToEndId: string;
  originalUetr: string;
  originalAmountCents: number;
  returnedAmountCents: number;
  settlementDate: string;
  instructing: string;
  instructed: string;
  reason: string;
  additionalInfo: string | null;
  /**
   * What FedNow's usage guideline adds: the original transfer's creation time and settlement date, and the return
   * chain (the returning party, and the original payer with its account at the bank the money goes back to).
   */
  original?: { createdAt: Date; settlementDate: string; payeeName: string; payerName: string; payerAccount: string };
}

export function buildPacs004(r: PaymentReturn, envelope?: Envelope): string {
  const fedNow = fedNowShaped(envelope) ? r.original : undefined;
  if (fedNowShaped(envelope) && !fedNow) throw new InvalidMessageError(['TxInf/RtrChain: a FedNow return names the original parties']);
  const xml = build('pacs004', [
    'PmtRtr',
    [
      ['GrpHdr', [['MsgId', r.messageId], ['CreDtTm', dateTime(r.createdAt)], ['NbOfTxs', '1'], settlement(r.network)]],
      [
        'TxInf',
        [
          ['RtrId', r.returnId],
          ['OrgnlGrpInf', [['OrgnlMsgId', r.originalMessageId], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], fedNow ? ['OrgnlCreDtTm', dateTime(fedNow.createdAt)] : null]],
          ['OrgnlEndToEndId', r.originalEndToEndId],
          ['OrgnlUETR', r.originalUetr],
          ['OrgnlIntrBkSttlmAmt', amountOf(r.originalAmountCents), { Ccy: 'USD' }],
          fedNow ? ['OrgnlIntrBkSttlmDt', fedNow.settlementDate] : null,
          ['RtrdIntrBkSttlmAmt', amountOf(r.returnedAmountCents), { Ccy: 'USD' }],
          ['IntrBkSttlmDt', r.settlementDate],
          fedNow ? ['ChrgBr', 'SLEV'] : null,
          agent('InstgAgt', r.instructing),
          agent('InstdAgt', r.instructed),
          fedNow
            ? [
                'RtrChain',
                [
                  ['Dbtr', [['Pty', [['Nm', networkText(fedNow.payeeName, 140, 'Account holder')]]]]],
                  agent('CdtrAgt', r.instructed),
                  ['Cdtr', [['Pty', [['Nm', networkText(fedNow.payerName, 140, 'Payer')]]]]],
                  accountOf('CdtrAcct', fedNow.payerAccount),
                ],
              ]
            : null,
          ['RtrRsnInf', [['Rsn', [['Cd', r.reason]]], r.additionalInfo ? ['AddtlInf', r.additionalInfo] : null]],
          fedNow ? ['OrgnlTxRef', [['PmtTpInf', [['LclInstrm', [['Prtry', NETWORK_CODES[r.network].localInstrument]]]]]]] : null,
        ],
      ],
    ],
  ], envelope, { id: r.messageId, at: r.createdAt });
  parsePacs004(xml);
  return xml;
}

export function parsePacs004(xml: string): PaymentReturn {
  const r = read(xml, 'pacs004', PACS004_RULES);
  const network = networkOfClearingSystem(r.text('GrpHdr/SttlmInf/ClrSys/Cd') ?? '');
  const problems: Problem[] = [
    ...checkText(r.text('GrpHdr/MsgId'), 35, 'GrpHdr/MsgId'),
    ...checkDateTime(r.text('GrpHdr/CreDtTm'), 'GrpHdr/CreDtTm'),
    ...(r.text('GrpHdr/NbOfTxs') === '1' ? [] : ['GrpHdr/NbOfTxs: must be 1']),
    ...(network ? [] : ['GrpHdr/SttlmInf/ClrSys/Cd: must be FDN or TCH']),
    ...checkText(r.text('TxInf/RtrId'), 35, 'TxInf/RtrId'),
    ...checkText(r.text('TxInf/OrgnlGrpInf/OrgnlMsgId'), 35, 'TxInf/OrgnlGrpInf/OrgnlMsgId'),
    ...(r.text('TxInf/OrgnlGrpInf/OrgnlMsgNmId') === MESSAGE_VERSIONS.pacs008 ? [] : ['TxInf/OrgnlGrpInf/OrgnlMsgNmId: must name pacs.008.001.08']),
    ...checkText(r.text('TxInf/OrgnlEndToEndId'), 35, 'TxInf/OrgnlEndToEndId'),
    ...checkUetr(r.text('TxInf/OrgnlUETR'), 'TxInf/OrgnlUETR'),
    ...checkAmount(r.text('TxInf/OrgnlIntrBkSttlmAmt'), r.attr('TxInf/OrgnlIntrBkSttlmAmt', 'Ccy'), 'TxInf/OrgnlIntrBkSttlmAmt'),
    ...checkAmount(r.text('TxInf/RtrdIntrBkSttlmAmt'), r.attr('TxInf/RtrdIntrBkSttlmAmt', 'Ccy'), 'TxInf/RtrdIntrBkSttlmAmt'),
    ...checkDate(r.text('TxInf/IntrBkSttlmDt'), 'TxInf/IntrBkSttlmDt'),
    ...memberCheck(r, 'TxInf/InstgAgt'),
    ...memberCheck(r, 'TxInf/InstdAgt'),
    ...checkReasonCode(r.text('TxInf/RtrRsnInf/Rsn/Cd'), 'TxInf/RtrRsnInf/Rsn/Cd'),
  ];
  return finish(problems, () => ({
    network: network!,
    messageId: r.text('GrpHdr/MsgId')!,
    createdAt: new Date(r.text('GrpHdr/CreDtTm')!),
    returnId: r.text('TxInf/RtrId')!,
    originalMessageId: r.text('TxInf/OrgnlGrpInf/OrgnlMsgId')!,
    originalEndToEndId: r.text('TxInf/OrgnlEndToEndId')!,
    originalUetr: r.text('TxInf/OrgnlUETR')!,
    originalAmountCents: centsOf(r.text('TxInf/OrgnlIntrBkSttlmAmt')!),
    returnedAmountCents: centsOf(r.text('TxInf/RtrdIntrBkSttlmAmt')!),
    settlementDate: r.text('TxInf/IntrBkSttlmDt')!,
    instructing: memberOf(r, 'TxInf/InstgAgt')!,
    instructed: memberOf(r, 'TxInf/InstdAgt')!,
    reason: r.text('TxInf/RtrRsnInf/Rsn/Cd')!,
    additionalInfo: r.text('TxInf/RtrRsnInf/AddtlInf'),
  }));
}
