/** The request for payment (decision 103): pain.013, our request that the payer's bank present a payment, and pain.014, its answer. */
import { MESSAGE_VERSIONS, PAIN013_RULES, PAIN014_RULES, RFP_STATUSES, checkAmount, checkCode, checkDate, checkDateTime, checkMember, checkReasonCode, checkText, checkUetr, type Problem, type RequestForPaymentStatus } from '../../../../domain/iso20022-rules';
import { networkText } from '../../../../domain/instant-profiles';
import { fedNowShaped, rtpShaped, type Envelope } from './envelope';
import type { PartyAccount } from './credit-transfer';
import { accountOf, agent, amountOf, build, dateTime, member, rtpPaymentType, type Tree } from './xml-build';
import { centsOf, finish, memberCheck, memberOf, read } from './xml-read';

/** pain.013: our request that the payer's bank present a payment to the payer (decision 103). */
export interface PaymentRequest {
  messageId: string;
  createdAt: Date;
  paymentInfoId: string;
  endToEndId: string;
  uetr: string;
  amountCents: number;
  /** The day the payer is asked to pay, and when the request lapses unanswered. */
  requestedDate: string;
  expiresAt: Date;
  /** The payer, at its bank; the business, at our participant. */
  debtor: PartyAccount;
  creditor: PartyAccount;
  remittance: string | null;
}

/** pain.014: the payer's bank's answer to a request for payment, repeating what it was asked. */
export interface PaymentRequestStatus {
  messageId: string;
  createdAt: Date;
  answeringBank: string;
  creditorBank: string;
  originalMessageId: string;
  /** The pain.013's creation time (FedNow's usage guideline requires it). */
  originalCreatedAt?: Date;
  originalPaymentInfoId: string;
  originalEndToEndId: string;
  originalUetr: string;
  status: RequestForPaymentStatus;
  reason: string | null;
  additionalInfo: string | null;
  amountCents: number;
  requestedDate: string;
  /** The payer as the request named it; null when the answer does not repeat it (FedNow's guideline has no place for it). */
  debtor: PartyAccount | null;
  /** The creditor as the request named it; its account null when the answer does not repeat it (FedNow). */
  creditor: { name: string; accountNumber: string | null; routingNumber: string };
}

export function buildPain013(q: PaymentRequest, envelope?: Envelope): string {
  const rtp = rtpShaped(envelope);
  // TCH names the initiating party by id (our participant's routing number), ISO and FedNow by name.
  const initiating: Tree = rtp ? ['InitgPty', [['Id', [['OrgId', [['Othr', [['Id', q.creditor.routingNumber]]]]]]]]] : ['InitgPty', [['Nm', networkText(q.creditor.name, 140, 'Creditor')]]];
  // Names and text as the networks take them (characters XML can carry, within the schemas' lengths).
  const remittance = q.remittance ? networkText(q.remittance, 140, '') : '';
  const bank = rtp ? member : agent;
  const xml = build('pain013', [
    'CdtrPmtActvtnReq',
    [
      ['GrpHdr', [['MsgId', q.messageId], ['CreDtTm', dateTime(q.createdAt)], ['NbOfTxs', '1'], initiating]],
      [
        'PmtInf',
        [
          ['PmtInfId', q.paymentInfoId],
          ['PmtMtd', 'TRF'],
          ['ReqdExctnDt', [['Dt', q.requestedDate]]],
          ['XpryDt', [['DtTm', dateTime(q.expiresAt)]]],
          ['Dbtr', [['Nm', networkText(q.debtor.name, 140, 'Payer')]]],
          accountOf('DbtrAcct', q.debtor.accountNumber),
          bank('DbtrAgt', q.debtor.routingNumber),
          [
            'CdtTrfTx',
            [
              ['PmtId', [['EndToEndId', q.endToEndId], ['UETR', q.uetr]]],
              rtp ? rtpPaymentType() : null,
              ['Amt', [['InstdAmt', amountOf(q.amountCents), { Ccy: 'USD' }]]],
              ['ChrgBr', 'SLEV'],
              bank('CdtrAgt', q.creditor.routingNumber),
              ['Cdtr', [['Nm', networkText(q.creditor.name, 140, 'Creditor')]]],
              accountOf('CdtrAcct', q.creditor.accountNumber),
              remittance ? ['RmtInf', [['Ustrd', remittance]]] : null,
            ],
          ],
        ],
      ],
    ],
  ], envelope, { id: q.messageId, at: q.createdAt });
  parsePain013(xml);
  return xml;
}

export function buildPain014(a: PaymentRequestStatus, envelope?: Envelope): string {
  const fedNow = fedNowShaped(envelope);
  const rtp = rtpShaped(envelope);
  // FedNow and TCH repeat of the request only its amount, date and creditor; ISO's full reference repeats both parties.
  const reference: Tree[] = fedNow || rtp
    ? [['Amt', [['InstdAmt', amountOf(a.amountCents), { Ccy: 'USD' }]]], ['ReqdExctnDt', [['Dt', a.requestedDate]]], (rtp ? member : agent)('CdtrAgt', a.creditor.routingNumber), ['Cdtr', [['Nm', networkText(a.creditor.name, 140, 'Creditor')]]]]
    : [
        ['Amt', [['InstdAmt', amountOf(a.amountCents), { Ccy: 'USD' }]]],
        ['ReqdExctnDt', [['Dt', a.requestedDate]]],
        ['Dbtr', [['Nm', networkText(a.debtor?.name, 140, 'Payer')]]],
        accountOf('DbtrAcct', a.debtor?.accountNumber ?? ''),
        agent('DbtrAgt', a.debtor?.routingNumber ?? a.answeringBank),
        agent('CdtrAgt', a.creditor.routingNumber),
        ['Cdtr', [['Nm', networkText(a.creditor.name, 140, 'Creditor')]]],
        accountOf('CdtrAcct', a.creditor.accountNumber ?? ''),
      ];
  const xml = build(
    'pain014',
    [
      'CdtrPmtActvtnReqStsRpt',
      [
        // The party answering (ISO's required InitgPty): the payer, through its bank; TCH names the answering bank by
        // its member id as the initiating party, and the creditor's bank only in the reference.
        rtp
          ? ['GrpHdr', [['MsgId', a.messageId], ['CreDtTm', dateTime(a.createdAt)], ['InitgPty', [['Id', [['OrgId', [['Othr', [['Id', a.answeringBank]]]]]]]]]]]
          : ['GrpHdr', [['MsgId', a.messageId], ['CreDtTm', dateTime(a.createdAt)], ['InitgPty', [['Nm', networkText(a.debtor?.name, 140, 'Payer')]]], agent('DbtrAgt', a.answeringBank), agent('CdtrAgt', a.creditorBank)]],
        ['OrgnlGrpInfAndSts', [['OrgnlMsgId', a.originalMessageId], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pain013], a.originalCreatedAt ? ['OrgnlCreDtTm', dateTime(a.originalCreatedAt)] : null, rtp ? ['OrgnlNbOfTxs', '1'] : null]],
        [
          'OrgnlPmtInfAndSts',
          [
            ['OrgnlPmtInfId', a.originalPaymentInfoId],
            [
              'TxInfAndSts',
              [
                ['OrgnlEndToEndId', a.originalEndToEndId],
                ['OrgnlUETR', a.originalUetr],
                ['TxSts', a.status],
                a.reason ? ['StsRsnInf', [['Rsn', [['Cd', a.reason]]], a.additionalInfo ? ['AddtlInf', a.additionalInfo] : null]] : null,
                ['OrgnlTxRef', reference],
              ],
            ],
          ],
        ],
      ],
    ],
    envelope,
    { id: a.messageId, at: a.createdAt },
  );
  parsePain014(xml);
  return xml;
}

export function parsePain013(xml: string): PaymentRequest {
  const r = read(xml, 'pain013', PAIN013_RULES);
  const pi = 'PmtInf';
  const tx = `${pi}/CdtTrfTx`;
  const expiry = r.text(`${pi}/XpryDt/DtTm`);
  const problems: Problem[] = [
    ...checkText(r.text('GrpHdr/MsgId'), 35, 'GrpHdr/MsgId'),
    ...checkDateTime(r.text('GrpHdr/CreDtTm'), 'GrpHdr/CreDtTm'),
    ...(r.text('GrpHdr/NbOfTxs') === '1' ? [] : ['GrpHdr/NbOfTxs: must be 1']),
    // The business by name (ISO, FedNow) or its participant by id (TCH).
    ...(r.text('GrpHdr/InitgPty/Nm') === null && r.text('GrpHdr/InitgPty/Id/OrgId/Othr/Id') !== null
      ? checkText(r.text('GrpHdr/InitgPty/Id/OrgId/Othr/Id'), 35, 'GrpHdr/InitgPty/Id/OrgId/Othr/Id')
      : checkText(r.text('GrpHdr/InitgPty/Nm'), 140, 'GrpHdr/InitgPty/Nm')),
    ...checkText(r.text(`${pi}/PmtInfId`), 35, `${pi}/PmtInfId`),
    ...(r.text(`${pi}/PmtMtd`) === 'TRF' ? [] : [`${pi}/PmtMtd: must be TRF`]),
    ...checkDate(r.text(`${pi}/ReqdExctnDt/Dt`), `${pi}/ReqdExctnDt/Dt`),
    ...checkDateTime(expiry, `${pi}/XpryDt/DtTm`),
    ...checkText(r.text(`${pi}/Dbtr/Nm`), 140, `${pi}/Dbtr/Nm`),
    ...checkText(r.text(`${pi}/DbtrAcct/Id/Othr/Id`), 34, `${pi}/DbtrAcct/Id/Othr/Id`),
    ...memberCheck(r, `${pi}/DbtrAgt`),
    ...checkText(r.text(`${tx}/PmtId/EndToEndId`), 35, `${tx}/PmtId/EndToEndId`),
    ...checkUetr(r.text(`${tx}/PmtId/UETR`), `${tx}/PmtId/UETR`),
    ...checkAmount(r.text(`${tx}/Amt/InstdAmt`), r.attr(`${tx}/Amt/InstdAmt`, 'Ccy'), `${tx}/Amt/InstdAmt`),
    ...(r.text(`${tx}/ChrgBr`) === 'SLEV' ? [] : [`${tx}/ChrgBr: must be SLEV`]),
    ...memberCheck(r, `${tx}/CdtrAgt`),
    ...checkText(r.text(`${tx}/Cdtr/Nm`), 140, `${tx}/Cdtr/Nm`),
    ...checkText(r.text(`${tx}/CdtrAcct/Id/Othr/Id`), 34, `${tx}/CdtrAcct/Id/Othr/Id`),
    ...(r.text(`${tx}/RmtInf/Ustrd`) === null ? [] : checkText(r.text(`${tx}/RmtInf/Ustrd`), 140, `${tx}/RmtInf/Ustrd`)),
  ];
  // A request that lapses before it is made, or before the day it asks to be paid, could never be paid.
  if (!problems.length && Date.parse(expiry!) <= Date.parse(r.text('GrpHdr/CreDtTm')!)) problems.push(`${pi}/XpryDt/DtTm: must be after the request is made`);
  if (!problems.length && Date.parse(expiry!) < Date.parse(`${r.text(`${pi}/ReqdExctnDt/Dt`)!}T00:00:00Z`)) problems.push(`${pi}/XpryDt/DtTm: must not be before ReqdExctnDt`);
  return finish(problems, () => ({
    messageId: r.text('GrpHdr/MsgId')!,
    createdAt: new Date(r.text('GrpHdr/CreDtTm')!),
    paymentInfoId: r.text(`${pi}/PmtInfId`)!,
    endToEndId: r.text(`${tx}/PmtId/EndToEndId`)!,
    uetr: r.text(`${tx}/PmtId/UETR`)!,
    amountCents: centsOf(r.text(`${tx}/Amt/InstdAmt`)!),
    requestedDate: r.text(`${pi}/ReqdExctnDt/Dt`)!,
    expiresAt: new Date(expiry!),
    debtor: { name: r.text(`${pi}/Dbtr/Nm`)!, accountNumber: r.text(`${pi}/DbtrAcct/Id/Othr/Id`)!, routingNumber: memberOf(r, `${pi}/DbtrAgt`)! },
    creditor: { name: r.text(`${tx}/Cdtr/Nm`)!, accountNumber: r.text(`${tx}/CdtrAcct/Id/Othr/Id`)!, routingNumber: memberOf(r, `${tx}/CdtrAgt`)! },
    remittance: r.text(`${tx}/RmtInf/Ustrd`),
  }));
}

export function parsePain014(xml: string): PaymentRequestStatus {
  const r = read(xml, 'pain014', PAIN014_RULES);
  const tx = 'OrgnlPmtInfAndSts/TxInfAndSts';
  const ref = `${tx}/OrgnlTxRef`;
  const status = r.text(`${tx}/TxSts`);
  const reason = r.text(`${tx}/StsRsnInf/Rsn/Cd`);
  const info = r.text(`${tx}/StsRsnInf/AddtlInf`);
  // TCH names the answering bank as the initiating party (its member id) and the creditor's bank in the reference only.
  const tch = r.text('GrpHdr/DbtrAgt/FinInstnId/ClrSysMmbId/MmbId') === null;
  const answering = tch ? r.text('GrpHdr/InitgPty/Id/OrgId/Othr/Id') : memberOf(r, 'GrpHdr/DbtrAgt');
  const creditorBank = tch ? memberOf(r, `${ref}/CdtrAgt`) : memberOf(r, 'GrpHdr/CdtrAgt');
  // ISO's reference repeats the payer; FedNow's and TCH's do not (the answering bank is then the payer's).
  const repeatsDebtor = r.text(`${ref}/Dbtr/Nm`) !== null || r.text(`${ref}/DbtrAcct/Id/Othr/Id`) !== null || r.text(`${ref}/DbtrAgt/FinInstnId/ClrSysMmbId/MmbId`) !== null;
  const problems: Problem[] = [
    ...checkText(r.text('GrpHdr/MsgId'), 35, 'GrpHdr/MsgId'),
    ...checkDateTime(r.text('GrpHdr/CreDtTm'), 'GrpHdr/CreDtTm'),
    ...(tch ? checkMember('USABA', answering, 'GrpHdr/InitgPty/Id/OrgId/Othr/Id') : [...memberCheck(r, 'GrpHdr/DbtrAgt'), ...memberCheck(r, 'GrpHdr/CdtrAgt')]),
    ...checkText(r.text('OrgnlGrpInfAndSts/OrgnlMsgId'), 35, 'OrgnlGrpInfAndSts/OrgnlMsgId'),
    ...(r.text('OrgnlGrpInfAndSts/OrgnlMsgNmId') === MESSAGE_VERSIONS.pain013 ? [] : ['OrgnlGrpInfAndSts/OrgnlMsgNmId: must name pain.013.001.07']),
    ...checkText(r.text('OrgnlPmtInfAndSts/OrgnlPmtInfId'), 35, 'OrgnlPmtInfAndSts/OrgnlPmtInfId'),
    ...checkText(r.text(`${tx}/OrgnlEndToEndId`), 35, `${tx}/OrgnlEndToEndId`),
    ...checkUetr(r.text(`${tx}/OrgnlUETR`), `${tx}/OrgnlUETR`),
    ...checkCode(status, RFP_STATUSES, `${tx}/TxSts`),
    ...checkAmount(r.text(`${ref}/Amt/InstdAmt`), r.attr(`${ref}/Amt/InstdAmt`, 'Ccy'), `${ref}/Amt/InstdAmt`),
    ...checkDate(r.text(`${ref}/ReqdExctnDt/Dt`), `${ref}/ReqdExctnDt/Dt`),
    ...(repeatsDebtor ? checkText(r.text(`${ref}/Dbtr/Nm`), 140, `${ref}/Dbtr/Nm`) : []),
    ...(repeatsDebtor ? checkText(r.text(`${ref}/DbtrAcct/Id/Othr/Id`), 34, `${ref}/DbtrAcct/Id/Othr/Id`) : []),
    ...(repeatsDebtor ? memberCheck(r, `${ref}/DbtrAgt`) : []),
    ...memberCheck(r, `${ref}/CdtrAgt`),
    ...checkText(r.text(`${ref}/Cdtr/Nm`), 140, `${ref}/Cdtr/Nm`),
    ...(r.text(`${ref}/CdtrAcct/Id/Othr/Id`) === null ? [] : checkText(r.text(`${ref}/CdtrAcct/Id/Othr/Id`), 34, `${ref}/CdtrAcct/Id/Othr/Id`)),
    // The bank that answers is the payer's bank the request names; anything else is someone else's answer.
    ...(!repeatsDebtor || answering === memberOf(r, `${ref}/DbtrAgt`) ? [] : ['GrpHdr/DbtrAgt: must be the debtor agent of the request']),
  ];
  // A refusal says why; an acceptance carries no reason.
  if (status === 'RJCT' && reason === null) problems.push(`${tx}/StsRsnInf/Rsn/Cd: required when TxSts is RJCT`);
  if ((status === 'ACTC' || status === 'ACCP') && reason !== null) problems.push(`${tx}/StsRsnInf: not allowed when TxSts is ${status}`);
  if (reason !== null) problems.push(...checkReasonCode(reason, `${tx}/StsRsnInf/Rsn/Cd`));
  if (info !== null) problems.push(...checkText(info, 105, `${tx}/StsRsnInf/AddtlInf`));
  return finish(problems, () => ({
    messageId: r.text('GrpHdr/MsgId')!,
    createdAt: new Date(r.text('GrpHdr/CreDtTm')!),
    answeringBank: answering!,
    creditorBank: creditorBank!,
    originalMessageId: r.text('OrgnlGrpInfAndSts/OrgnlMsgId')!,
    originalPaymentInfoId: r.text('OrgnlPmtInfAndSts/OrgnlPmtInfId')!,
    originalEndToEndId: r.text(`${tx}/OrgnlEndToEndId`)!,
    originalUetr: r.text(`${tx}/OrgnlUETR`)!,
    status: status as RequestForPaymentStatus,
    reason,
    additionalInfo: info,
    amountCents: centsOf(r.text(`${ref}/Amt/InstdAmt`)!),
    requestedDate: r.text(`${ref}/ReqdExctnDt/Dt`)!,
    debtor: repeatsDebtor ? { name: r.text(`${ref}/Dbtr/Nm`)!, accountNumber: r.text(`${ref}/DbtrAcct/Id/Othr/Id`)!, routingNumber: memberOf(r, `${ref}/DbtrAgt`)! } : null,
    creditor: { name: r.text(`${ref}/Cdtr/Nm`)!, accountNumber: r.text(`${ref}/CdtrAcct/Id/Othr/Id`), routingNumber: memberOf(r, `${ref}/CdtrAgt`)! },
    ...(r.text('OrgnlGrpInfAndSts/OrgnlCreDtTm') ? { originalCreatedAt: new Date(r.text('OrgnlGrpInfAndSts/OrgnlCreDtTm')!) } : {}),
  }));
}
