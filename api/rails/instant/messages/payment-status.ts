/** pacs.028, the status request about a transfer, and pacs.002, the status report answering it or the transfer itself. */
import type { TransactionStatus } from '../../../../domain/instant-payments';
import { MESSAGE_VERSIONS, PACS002_RULES, PACS028_RULES, checkAmount, checkDate, checkDateTime, checkReasonCode, checkText, checkTransactionStatus, checkUetr, type Problem } from '../../../../domain/iso20022-rules';
import { fedNowShaped, rtpShaped, type Envelope } from './envelope';
import { InvalidMessageError } from './invalid-message';
import { agent, amountOf, build, dateTime, member, type Tree } from './xml-build';
import { centsOf, finish, memberCheck, memberOf, read } from './xml-read';

export interface StatusReport {
  messageId: string;
  createdAt: Date;
  originalMessageId: string;
  originalMessageName: string;
  /** A status of the whole original message (a refusal of a status request for a transfer the network does not know). */
  groupStatus: TransactionStatus | null;
  groupReason: string | null;
  /** The original message's creation time (FedNow's usage guideline requires it; ISO's leaves it optional). */
  originalCreatedAt?: Date;
  /**
   * The agents of a refusal of the whole message: FedNow has no group status, so its refusal of a status request is
   * a transaction status naming no transaction, between these agents.
   */
  groupAgents?: { instructing: string; instructed: string };
  /** TCH's refusal of a status request names the instruction it was asked about (its report always has a transaction block). */
  groupInstructionId?: string;
  transaction: {
    /** Null in TCH's status report, which names the transfer by its instruction id (and, optionally, its UETR). */
    originalEndToEndId: string | null;
    originalUetr: string | null;
    originalInstructionId?: string;
    status: TransactionStatus;
    reason: string | null;
    additionalInfo: string | null;
    instructing: string;
    instructed: string;
  } | null;
}

export interface StatusRequest {
  messageId: string;
  createdAt: Date;
  requestId: string;
  originalMessageId: string;
  /** The original pacs.008's creation time (required by FedNow's and TCH's usage guidelines). */
  originalCreatedAt?: Date;
  /** Null in TCH's request, which names the transfer by its instruction id, amount and date instead. */
  originalEndToEndId: string | null;
  originalUetr: string | null;
  /** What TCH's request names the transfer by: its instruction id (also its transaction id), amount and settlement date. */
  originalInstructionId?: string;
  originalAmountCents?: number;
  originalSettlementDate?: string;
  instructing: string;
  instructed: string;
}

export function buildPacs002(s: StatusReport, envelope?: Envelope): string {
  const reasonTree = (code: string, info: string | null): Tree => ['StsRsnInf', [['Rsn', [['Cd', code]]], info ? ['AddtlInf', info] : null]];
  const original: Tree[] = [['OrgnlMsgId', s.originalMessageId], ['OrgnlMsgNmId', s.originalMessageName]];
  if (s.originalCreatedAt) original.push(['OrgnlCreDtTm', dateTime(s.originalCreatedAt)]);
  let body: Tree[];
  if (rtpShaped(envelope)) {
    // TCH: the original group with its count, the transaction named by its instruction id, its acceptance time, members alone.
    // A refusal of the whole request (a status request for a transfer the network does not have) names the
    // instruction it was asked about and no UETR: TCH's report always holds one transaction block.
    const tx = s.transaction;
    const agents = tx ?? s.groupAgents;
    const instruction = tx ? tx.originalInstructionId : s.groupInstructionId;
    if (!instruction || !agents || !s.originalCreatedAt) throw new InvalidMessageError(['TxInfAndSts/OrgnlInstrId: a TCH status report names the instruction it answers']);
    body = [
      ['OrgnlGrpInfAndSts', [...original, ['OrgnlNbOfTxs', '1']]],
      [
        'TxInfAndSts',
        [
          ['OrgnlInstrId', instruction],
          tx?.originalUetr ? ['OrgnlUETR', tx.originalUetr] : null,
          ['TxSts', tx ? tx.status : 'RJCT'],
          tx ? (tx.reason ? reasonTree(tx.reason, tx.additionalInfo) : null) : reasonTree(s.groupReason ?? 'NARR', null),
          ['AccptncDtTm', dateTime(s.createdAt)],
          member('InstgAgt', agents.instructing),
          member('InstdAgt', agents.instructed),
        ],
      ],
    ];
  } else if (fedNowShaped(envelope)) {
    // FedNow: no group status; the original group inside the one transaction's status, which names no transaction
    // when the whole original message is refused.
    const tx = s.transaction;
    const agents = tx ?? s.groupAgents;
    if (!agents) throw new InvalidMessageError(['TxInfAndSts/InstgAgt: a FedNow status report names its agents']);
    body = [
      [
        'TxInfAndSts',
        [
          ['OrgnlGrpInf', original],
          tx?.originalEndToEndId ? ['OrgnlEndToEndId', tx.originalEndToEndId] : null,
          tx?.originalUetr ? ['OrgnlUETR', tx.originalUetr] : null,
          ['TxSts', tx ? tx.status : s.groupStatus ?? 'RJCT'],
          tx ? (tx.reason ? reasonTree(tx.reason, tx.additionalInfo) : null) : s.groupReason ? reasonTree(s.groupReason, null) : null,
          agent('InstgAgt', agents.instructing),
          agent('InstdAgt', agents.instructed),
        ],
      ],
    ];
  } else {
    body = [
      ['OrgnlGrpInfAndSts', [...original, s.groupStatus ? ['GrpSts', s.groupStatus] : null, s.groupReason ? reasonTree(s.groupReason, null) : null]],
      ...(s.transaction
        ? [
            [
              'TxInfAndSts',
              [
                s.transaction.originalInstructionId ? ['OrgnlInstrId', s.transaction.originalInstructionId] : null,
                s.transaction.originalEndToEndId ? ['OrgnlEndToEndId', s.transaction.originalEndToEndId] : null,
                s.transaction.originalUetr ? ['OrgnlUETR', s.transaction.originalUetr] : null,
                ['TxSts', s.transaction.status],
                s.transaction.reason ? reasonTree(s.transaction.reason, s.transaction.additionalInfo) : null,
                agent('InstgAgt', s.transaction.instructing),
                agent('InstdAgt', s.transaction.instructed),
              ],
            ] as Tree,
          ]
        : []),
    ];
  }
  const xml = build('pacs002', ['FIToFIPmtStsRpt', [['GrpHdr', [['MsgId', s.messageId], ['CreDtTm', dateTime(s.createdAt)]]], ...body]], envelope, { id: s.messageId, at: s.createdAt });
  parsePacs002(xml);
  return xml;
}

export function parsePacs002(xml: string): StatusReport {
  const r = read(xml, 'pacs002', PACS002_RULES);
  // The original group where ISO puts it, or inside the transaction's status where FedNow does.
  const og = r.text('OrgnlGrpInfAndSts/OrgnlMsgId') !== null ? 'OrgnlGrpInfAndSts' : 'TxInfAndSts/OrgnlGrpInf';
  const hasTx = r.text('TxInfAndSts/TxSts') !== null;
  // FedNow has no group status: a transaction status naming no transaction is the status of the whole original message.
  const namesTx = hasTx && (r.text('TxInfAndSts/OrgnlUETR') !== null || r.text('TxInfAndSts/OrgnlEndToEndId') !== null || r.text('TxInfAndSts/OrgnlInstrId') !== null);
  // TCH names the transaction by its instruction id; ISO and FedNow by end-to-end id and UETR.
  const byInstruction = r.text('TxInfAndSts/OrgnlEndToEndId') === null && r.text('TxInfAndSts/OrgnlInstrId') !== null;
  // TCH's report always names an instruction: its refusal of a status request (for a transfer the network does not
  // have) is a rejection of the pacs.028 naming no UETR.
  const tchRefusal = hasTx && r.text('OrgnlGrpInfAndSts/OrgnlNbOfTxs') !== null && r.text('OrgnlGrpInfAndSts/OrgnlMsgNmId') === MESSAGE_VERSIONS.pacs028 && r.text('TxInfAndSts/OrgnlUETR') === null && r.text('TxInfAndSts/TxSts') === 'RJCT';
  const wholeMessage = (hasTx && !namesTx && og === 'TxInfAndSts/OrgnlGrpInf') || tchRefusal;
  const groupStatus = wholeMessage ? r.text('TxInfAndSts/TxSts') : r.text('OrgnlGrpInfAndSts/GrpSts');
  const groupReason = wholeMessage ? r.text('TxInfAndSts/StsRsnInf/Rsn/Cd') : r.text('OrgnlGrpInfAndSts/StsRsnInf/Rsn/Cd');
  const originalCreatedAt = r.text(`${og}/OrgnlCreDtTm`);
  const problems: Problem[] = [
    ...checkText(r.text('GrpHdr/MsgId'), 35, 'GrpHdr/MsgId'),
    ...checkDateTime(r.text('GrpHdr/CreDtTm'), 'GrpHdr/CreDtTm'),
    ...checkText(r.text(`${og}/OrgnlMsgId`), 35, `${og}/OrgnlMsgId`),
    ...checkText(r.text(`${og}/OrgnlMsgNmId`), 35, `${og}/OrgnlMsgNmId`),
    ...(originalCreatedAt === null ? [] : checkDateTime(originalCreatedAt, `${og}/OrgnlCreDtTm`)),
    ...(groupStatus === null ? [] : checkTransactionStatus(groupStatus, 'GrpSts')),
    ...(groupReason === null ? [] : checkReasonCode(groupReason, 'StsRsnInf/Rsn/Cd')),
    ...(hasTx || groupStatus ? [] : ['TxInfAndSts: a status of the message or of its transaction is required']),
  ];
  if (wholeMessage) {
    problems.push(...memberCheck(r, 'TxInfAndSts/InstgAgt'), ...memberCheck(r, 'TxInfAndSts/InstdAgt'));
  } else if (hasTx) {
    const status = r.text('TxInfAndSts/TxSts');
    problems.push(
      ...(byInstruction ? checkText(r.text('TxInfAndSts/OrgnlInstrId'), 35, 'TxInfAndSts/OrgnlInstrId') : checkText(r.text('TxInfAndSts/OrgnlEndToEndId'), 35, 'TxInfAndSts/OrgnlEndToEndId')),
      ...(byInstruction && r.text('TxInfAndSts/OrgnlUETR') === null ? [] : checkUetr(r.text('TxInfAndSts/OrgnlUETR'), 'TxInfAndSts/OrgnlUETR')),
      ...checkTransactionStatus(status, 'TxInfAndSts/TxSts'),
      ...memberCheck(r, 'TxInfAndSts/InstgAgt'),
      ...memberCheck(r, 'TxInfAndSts/InstdAgt'),
    );
    const reason = r.text('TxInfAndSts/StsRsnInf/Rsn/Cd');
    // ISO: a rejection says why; an acceptance carries no reason code of the rejection list.
    if (status === 'RJCT' && reason === null) problems.push('TxInfAndSts/StsRsnInf/Rsn/Cd: required when TxSts is RJCT');
    if (reason !== null) problems.push(...checkReasonCode(reason, 'TxInfAndSts/StsRsnInf/Rsn/Cd'));
    const info = r.text('TxInfAndSts/StsRsnInf/AddtlInf');
    if (info !== null) problems.push(...checkText(info, 105, 'TxInfAndSts/StsRsnInf/AddtlInf'));
  }
  return finish(problems, () => ({
    messageId: r.text('GrpHdr/MsgId')!,
    createdAt: new Date(r.text('GrpHdr/CreDtTm')!),
    originalMessageId: r.text(`${og}/OrgnlMsgId`)!,
    originalMessageName: r.text(`${og}/OrgnlMsgNmId`)!,
    ...(originalCreatedAt === null ? {} : { originalCreatedAt: new Date(originalCreatedAt) }),
    ...(wholeMessage ? { groupAgents: { instructing: memberOf(r, 'TxInfAndSts/InstgAgt')!, instructed: memberOf(r, 'TxInfAndSts/InstdAgt')! } } : {}),
    ...(tchRefusal ? { groupInstructionId: r.text('TxInfAndSts/OrgnlInstrId')! } : {}),
    groupStatus: groupStatus as TransactionStatus | null,
    groupReason,
    transaction:
      hasTx && !wholeMessage
        ? {
            originalEndToEndId: r.text('TxInfAndSts/OrgnlEndToEndId'),
            originalUetr: r.text('TxInfAndSts/OrgnlUETR'),
            ...(r.text('TxInfAndSts/OrgnlInstrId') !== null ? { originalInstructionId: r.text('TxInfAndSts/OrgnlInstrId')! } : {}),
            status: r.text('TxInfAndSts/TxSts') as TransactionStatus,
            reason: r.text('TxInfAndSts/StsRsnInf/Rsn/Cd'),
            additionalInfo: r.text('TxInfAndSts/StsRsnInf/AddtlInf'),
            instructing: memberOf(r, 'TxInfAndSts/InstgAgt')!,
            instructed: memberOf(r, 'TxInfAndSts/InstdAgt')!,
          }
        : null,
  }));
}

export function buildPacs028(q: StatusRequest, envelope?: Envelope): string {
  if (rtpShaped(envelope)) {
    // TCH: the original group beside the transaction, which is named by instruction and transaction id, its
    // acceptance time, amount and settlement date (no end-to-end id, no UETR).
    if (!q.originalInstructionId || !q.originalCreatedAt || q.originalAmountCents === undefined || !q.originalSettlementDate) {
      throw new InvalidMessageError(['TxInf/OrgnlInstrId: a TCH status request names the instruction, its time, amount and date']);
    }
    const xml = build(
      'pacs028',
      [
        'FIToFIPmtStsReq',
        [
          ['GrpHdr', [['MsgId', q.messageId], ['CreDtTm', dateTime(q.createdAt)]]],
          ['OrgnlGrpInf', [['OrgnlMsgId', q.originalMessageId], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], ['OrgnlCreDtTm', dateTime(q.originalCreatedAt)], ['OrgnlNbOfTxs', '1']]],
          [
            'TxInf',
            [
              ['OrgnlInstrId', q.originalInstructionId],
              ['OrgnlTxId', q.originalInstructionId],
              ['AccptncDtTm', dateTime(q.originalCreatedAt)],
              member('InstgAgt', q.instructing),
              member('InstdAgt', q.instructed),
              ['OrgnlTxRef', [['IntrBkSttlmAmt', amountOf(q.originalAmountCents), { Ccy: 'USD' }], ['IntrBkSttlmDt', q.originalSettlementDate]]],
            ],
          ],
        ],
      ],
      envelope,
      { id: q.messageId, at: q.createdAt },
    );
    parsePacs028(xml);
    return xml;
  }
  const xml = build('pacs028', [
    'FIToFIPmtStsReq',
    [
      ['GrpHdr', [['MsgId', q.messageId], ['CreDtTm', dateTime(q.createdAt)]]],
      [
        'TxInf',
        [
          // FedNow's usage guideline has no status request id: the message id is the request's.
          fedNowShaped(envelope) ? null : ['StsReqId', q.requestId],
          ['OrgnlGrpInf', [['OrgnlMsgId', q.originalMessageId], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], q.originalCreatedAt ? ['OrgnlCreDtTm', dateTime(q.originalCreatedAt)] : null]],
          ['OrgnlEndToEndId', q.originalEndToEndId ?? ''],
          ['OrgnlUETR', q.originalUetr ?? ''],
          agent('InstgAgt', q.instructing),
          agent('InstdAgt', q.instructed),
        ],
      ],
    ],
  ], envelope, { id: q.messageId, at: q.createdAt });
  parsePacs028(xml);
  return xml;
}

export function parsePacs028(xml: string): StatusRequest {
  const r = read(xml, 'pacs028', PACS028_RULES);
  // The original group inside the transaction (ISO, FedNow) or beside it (TCH).
  const og = r.text('TxInf/OrgnlGrpInf/OrgnlMsgId') !== null ? 'TxInf/OrgnlGrpInf' : 'OrgnlGrpInf';
  // TCH names the transfer by its instruction id, amount and date; ISO and FedNow by end-to-end id and UETR.
  const byInstruction = r.text('TxInf/OrgnlEndToEndId') === null && r.text('TxInf/OrgnlUETR') === null;
  const amount = r.text('TxInf/OrgnlTxRef/IntrBkSttlmAmt');
  const date = r.text('TxInf/OrgnlTxRef/IntrBkSttlmDt');
  const problems: Problem[] = [
    ...checkText(r.text('GrpHdr/MsgId'), 35, 'GrpHdr/MsgId'),
    ...checkDateTime(r.text('GrpHdr/CreDtTm'), 'GrpHdr/CreDtTm'),
    ...(r.text('TxInf/StsReqId') === null ? [] : checkText(r.text('TxInf/StsReqId'), 35, 'TxInf/StsReqId')),
    ...checkText(r.text(`${og}/OrgnlMsgId`), 35, `${og}/OrgnlMsgId`),
    ...(byInstruction
      ? [
          ...checkText(r.text('TxInf/OrgnlInstrId'), 35, 'TxInf/OrgnlInstrId'),
          ...checkAmount(amount, r.attr('TxInf/OrgnlTxRef/IntrBkSttlmAmt', 'Ccy'), 'TxInf/OrgnlTxRef/IntrBkSttlmAmt'),
          ...checkDate(date, 'TxInf/OrgnlTxRef/IntrBkSttlmDt'),
        ]
      : [...checkText(r.text('TxInf/OrgnlEndToEndId'), 35, 'TxInf/OrgnlEndToEndId'), ...checkUetr(r.text('TxInf/OrgnlUETR'), 'TxInf/OrgnlUETR')]),
    ...memberCheck(r, 'TxInf/InstgAgt'),
    ...memberCheck(r, 'TxInf/InstdAgt'),
  ];
  return finish(problems, () => ({
    messageId: r.text('GrpHdr/MsgId')!,
    createdAt: new Date(r.text('GrpHdr/CreDtTm')!),
    requestId: r.text('TxInf/StsReqId') ?? r.text('GrpHdr/MsgId')!,
    originalCreatedAt: r.text(`${og}/OrgnlCreDtTm`) ? new Date(r.text(`${og}/OrgnlCreDtTm`)!) : undefined,
    originalMessageId: r.text(`${og}/OrgnlMsgId`)!,
    originalEndToEndId: r.text('TxInf/OrgnlEndToEndId'),
    originalUetr: r.text('TxInf/OrgnlUETR'),
    ...(r.text('TxInf/OrgnlInstrId') !== null ? { originalInstructionId: r.text('TxInf/OrgnlInstrId')! } : {}),
    ...(amount !== null ? { originalAmountCents: centsOf(amount) } : {}),
    ...(date !== null ? { originalSettlementDate: date } : {}),
    instructing: memberOf(r, 'TxInf/InstgAgt')!,
    instructed: memberOf(r, 'TxInf/InstdAgt')!,
  }));
}
