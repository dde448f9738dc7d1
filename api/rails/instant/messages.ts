/**
 * ISO 20022 messages of the instant rail, built and read with @xmldom/xmldom: pacs.008 (credit transfer), pacs.002
 * (status report), pacs.004 (FedNow's return; RTP's is a pacs.008 marked RTRN) and pacs.028 (status request),
 * camt.056/camt.029 (recall; RTP's Request for Return of Funds and its answer), pain.013/pain.014
 * (request for payment), each checked against domain/iso20022-rules.ts before it is sent and when it is received.
 * Built in the receiving network's shape when given its Envelope (decision 123); read in any network's shape.
 */
import { DOMImplementation, DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import type { InstantNetwork, TransactionStatus } from '../../../domain/instant-payments';
import {
  PACS002_RULES,
  PACS004_RULES,
  PACS008_RULES,
  PACS028_RULES,
  CAMT029_RULES,
  CAMT056_RULES,
  PAIN013_RULES,
  PAIN014_RULES,
  RFP_STATUSES,
  type RequestForPaymentStatus,
  CANCELLATION_STATUSES,
  CONFIRMATION_OF,
  INVESTIGATION_CONFIRMATIONS,
  STATUS_OF_CONFIRMATION,
  MESSAGE_VERSIONS,
  checkCode,
  checkAmount,
  checkDate,
  checkDateTime,
  checkMember,
  checkReasonCode,
  checkStructure,
  checkText,
  checkTransactionStatus,
  checkUetr,
  namespaceOf,
  type ElementNode,
  type ElementRule,
  type MessageName,
  type CancellationStatus,
  type Problem,
} from '../../../domain/iso20022-rules';
import { RECALL_REASON_CODES, type RecallReason } from '../../../domain/instant-payments';
import { ISO20022_ELEMENT_NAMES } from '../../../domain/iso20022-element-names';
import { FEDNOW_MARKET_PRACTICE, FEDNOW_SERVICE_ID, NETWORK_PROFILES, RTP_SERVICE_ID, networkText, rtpParticipantId } from '../../../domain/instant-profiles';

/** A message that breaks the published rules: never sent, and never believed when received. */
export class InvalidMessageError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(`Invalid ISO 20022 message: ${problems.slice(0, 5).join('; ')}`);
    this.name = 'InvalidMessageError';
  }
}

/** Each network's clearing system code and local instrument as its pacs.008 carries them (domain/instant-profiles.ts). */
const NETWORK_CODES: Record<InstantNetwork, { clearingSystem: string; localInstrument: string }> = {
  fednow: { clearingSystem: NETWORK_PROFILES.fednow.clearingSystem, localInstrument: NETWORK_PROFILES.fednow.localInstrument },
  rtp: { clearingSystem: NETWORK_PROFILES.rtp.clearingSystem, localInstrument: NETWORK_PROFILES.rtp.localInstrument },
};

/**
 * Where a message travels, so it is built in its network's shape (decision 123): FedNow's business application
 * header (head.001.001.02) then the Document, inside the technical wrapper of its direction (`toNetwork`: a
 * participant's message, FedNowIncoming; `fromNetwork`: the FedNow Service's, FedNowOutgoing); TCH's `Message`
 * (HdrAndData_TCH, head.001.001.01, the message under the prefix TCH's usage XSD gives it) for every RTP message.
 * `from` and `to` are the header's connection party ids (FEDNOW_SERVICE_ID, RTP_SERVICE_ID for the networks). Without
 * an envelope the message is a bare ISO 20022 Document (which the parser reads too).
 */
export interface Envelope {
  network: InstantNetwork;
  direction: 'toNetwork' | 'fromNetwork';
  from: string;
  to: string;
}

/** The FedNow technical wrapper element of each message (fednow-incoming/outgoing_external.xsd). */
const FEDNOW_WRAPPERS: Record<MessageName, string> = {
  pacs008: 'FedNowCustomerCreditTransfer',
  pacs002: 'FedNowPaymentStatus',
  pacs004: 'FedNowPaymentReturn',
  pacs028: 'FedNowPaymentStatusRequest',
  camt056: 'FedNowReturnRequest',
  camt029: 'FedNowReturnRequestResponse',
  pain013: 'FedNowRequestForPayment',
  pain014: 'FedNowRequestForPaymentResponse',
  head001: 'AppHdr',
};
const FEDNOW_NS = { toNetwork: 'urn:fednow:incoming:v001', fromNetwork: 'urn:fednow:outgoing:v001' } as const;

/** The envelope of what our participant sends over a network. */
export const toNetwork = (network: InstantNetwork, participant: string): Envelope =>
  network === 'fednow'
    ? { network, direction: 'toNetwork', from: participant, to: FEDNOW_SERVICE_ID }
    : { network, direction: 'toNetwork', from: rtpParticipantId(participant), to: RTP_SERVICE_ID };
/** The envelope of what a network delivers to a participant. */
export const fromNetwork = (network: InstantNetwork, participant: string): Envelope =>
  network === 'fednow'
    ? { network, direction: 'fromNetwork', from: FEDNOW_SERVICE_ID, to: participant }
    : { network, direction: 'fromNetwork', from: RTP_SERVICE_ID, to: rtpParticipantId(participant) };
const fedNowShaped = (envelope?: Envelope) => envelope?.network === 'fednow';
const rtpShaped = (envelope?: Envelope) => envelope?.network === 'rtp';

/** TCH's HdrAndData element for each message, and the namespace prefix its usage XSD gives the message. */
const RTP_HOLDERS: Partial<Record<MessageName, { element: string; prefix: string }>> = {
  pacs008: { element: 'CreditTransfer', prefix: 'ct' },
  pacs002: { element: 'MessageStatusReport', prefix: 'ps' },
  pacs028: { element: 'PaymentStatusRequest', prefix: 's8' },
  camt056: { element: 'ReturnOfFunds', prefix: 'rt' },
  camt029: { element: 'ResponseReturnOfFunds', prefix: 'tr' },
  pain013: { element: 'PaymentRequest', prefix: 'pr' },
  pain014: { element: 'ResponsePaymentRequest', prefix: 'rp' },
};
const networkOfClearingSystem = (code: string): InstantNetwork | null => (code === 'FDN' ? 'fednow' : code === 'TCH' ? 'rtp' : null);

export interface PartyAccount {
  name: string;
  accountNumber: string;
  routingNumber: string;
}

export interface CreditTransfer {
  network: InstantNetwork;
  messageId: string;
  createdAt: Date;
  endToEndId: string;
  uetr: string;
  amountCents: number;
  settlementDate: string;
  debtor: PartyAccount;
  creditor: PartyAccount;
  remittance: string | null;
  /** PmtId/InstrId when the transfer carries one (RTP's, by which TCH's status reports name it). */
  instructionId?: string;
  /**
   * RTP's return of funds (TCH has no pacs.004): the message id of the transfer this one sends back, carried as a
   * referred document of type RTRN (RmtInf/Strd/RfrdDocInf).
   */
  returnOf?: string;
}

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

/** The original transfer as a recall and its resolution name it. */
export interface OriginalTransfer {
  messageId: string;
  endToEndId: string;
  uetr: string;
  amountCents: number;
  settlementDate: string;
  /** The original pacs.008's creation time (FedNow's usage guideline requires it). */
  createdAt?: Date;
  /** Its instruction id (RTP's: TCH's Request for Return of Funds names the transfer by it). */
  instructionId?: string;
}

/** camt.056: our request that the receiving bank send a settled transfer back. */
export interface CancellationRequest {
  assignmentId: string;
  caseId: string;
  createdAt: Date;
  /** Our participant (assigner and case creator) and the receiving bank (assignee). */
  assigner: string;
  assignee: string;
  cancellationId: string;
  original: OriginalTransfer;
  reason: RecallReason;
  additionalInfo: string | null;
}

/** camt.029: the receiving bank's answer to a recall. */
export interface RecallResolution {
  assignmentId: string;
  createdAt: Date;
  assigner: string;
  assignee: string;
  caseId: string;
  caseCreator: string;
  confirmation: (typeof INVESTIGATION_CONFIRMATIONS)[number];
  /** The original pacs.008's message id (ISO, FedNow); null in TCH's, which names the request it answers instead. */
  originalMessageId: string | null;
  /** The original pacs.008's creation time (FedNow's usage guideline requires it). */
  originalCreatedAt?: Date;
  /** Null in TCH's resolution, which carries neither the end-to-end id nor, necessarily, the UETR. */
  originalEndToEndId: string | null;
  originalUetr: string | null;
  /** TCH (RTP): the Request for Return of Funds (camt.056) this answers, by message id and creation time. */
  request?: { messageId: string; createdAt: Date };
  /** TCH: the amount the money will be sent back with (RsltnRltdInf) when it says IPAY. */
  returnedAmountCents?: number;
  status: CancellationStatus;
  reason: string | null;
  additionalInfo: string | null;
}

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

// Building.

/**
 * TCH's shape (HdrAndData_TCH): `Message` in urn:tch, its AppHdr (head.001.001.01, 11-character participant ids,
 * BizMsgIdr `B` + the message id's date and participant), then the message's own element holding the ISO message
 * under the prefix TCH's XSD uses.
 */
function buildRtp(name: MessageName, root: Tree, envelope: Envelope, header: { id: string; at: Date }): string {
  const holder = RTP_HOLDERS[name];
  if (!holder) throw new InvalidMessageError([`${MESSAGE_VERSIONS[name]}: not built in RTP's shape`]);
  const ns = namespaceOf(name);
  const headNs = 'urn:iso:std:iso:20022:tech:xsd:head.001.001.01';
  const doc = new DOMImplementation().createDocument('urn:tch', 'Message', null);
  const top = doc.documentElement!;
  top.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns:head', headNs);
  top.setAttributeNS('http://www.w3.org/2000/xmlns/', `xmlns:${holder.prefix}`, ns);
  const add = (parent: Element, [tag, content, attributes]: Tree, in_: string, prefix: string) => {
    const element = doc.createElementNS(in_, prefix ? `${prefix}:${tag}` : tag);
    for (const [k, v] of Object.entries(attributes ?? {})) element.setAttribute(k, v);
    if (typeof content === 'string') element.appendChild(doc.createTextNode(content));
    else for (const child of content) if (child) add(element, child, in_, prefix);
    parent.appendChild(element);
    return element;
  };
  const appHdr = doc.createElementNS('urn:tch', 'AppHdr');
  top.appendChild(appHdr);
  const party = (tag: string, id: string): Tree => [tag, [['FIId', [['FinInstnId', [['ClrSysMmbId', [['MmbId', id]]]]]]]]];
  for (const field of [
    party('Fr', envelope.from),
    party('To', envelope.to),
    ['BizMsgIdr', `B${header.id.replace(/^M/, '')}`.slice(0, 35)] as Tree,
    ['MsgDefIdr', MESSAGE_VERSIONS[name]] as Tree,
    ['CreDt', dateTime(header.at)] as Tree,
  ])
    add(appHdr, field, headNs, 'head');
  const element = doc.createElementNS('urn:tch', holder.element);
  top.appendChild(element);
  add(element, root, ns, holder.prefix);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}`;
}

type Tree = [name: string, content: string | ReadonlyArray<Tree | null>, attributes?: Record<string, string>];

function build(name: MessageName, root: Tree, envelope?: Envelope, header?: { id: string; at: Date }): string {
  const ns = namespaceOf(name);
  const fedNow = fedNowShaped(envelope) && header;
  const outer = fedNow ? FEDNOW_NS[envelope!.direction] : ns;
  const top = fedNow ? (envelope!.direction === 'toNetwork' ? 'FedNowIncoming' : 'FedNowOutgoing') : 'Document';
  const doc = new DOMImplementation().createDocument(outer, top, null);
  const add = (parent: Element, [tag, content, attributes]: Tree, in_ = ns) => {
    const element = doc.createElementNS(in_, tag);
    for (const [k, v] of Object.entries(attributes ?? {})) element.setAttribute(k, v);
    if (typeof content === 'string') element.appendChild(doc.createTextNode(content));
    else for (const child of content) if (child) add(element, child, in_);
    parent.appendChild(element);
    return element;
  };
  if (rtpShaped(envelope) && header) return buildRtp(name, root, envelope!, header);
  if (!fedNow) {
    add(doc.documentElement!, root);
  } else {
    const message = doc.createElementNS(outer, `${top}Message`);
    doc.documentElement!.appendChild(message);
    const wrapper = doc.createElementNS(outer, FEDNOW_WRAPPERS[name]);
    message.appendChild(wrapper);
    const party = (tag: string, id: string): Tree => [tag, [['FIId', [['FinInstnId', [['ClrSysMmbId', [['MmbId', id]]]]]]]]];
    add(
      wrapper,
      [
        'AppHdr',
        [
          party('Fr', envelope!.from),
          party('To', envelope!.to),
          ['BizMsgIdr', header.id],
          ['MsgDefIdr', MESSAGE_VERSIONS[name]],
          ['MktPrctc', [['Regy', FEDNOW_MARKET_PRACTICE.registry], ['Id', FEDNOW_MARKET_PRACTICE.id]]],
          ['CreDt', dateTime(header.at)],
        ],
      ],
      namespaceOf('head001'),
    );
    const document = doc.createElementNS(ns, 'Document');
    wrapper.appendChild(document);
    add(document, root);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}`;
}

/** Integer cents as an ISO amount: 2 decimals, no grouping. */
export const amountOf = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
/** ISODateTime in UTC, with seconds and no fraction. */
const dateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
const agent = (tag: string, routing: string): Tree => [tag, [['FinInstnId', [['ClrSysMmbId', [['ClrSysId', [['Cd', 'USABA']]], ['MmbId', routing]]]]]]];
const accountOf = (tag: string, number: string): Tree => [tag, [['Id', [['Othr', [['Id', number]]]]]]];
const settlement = (network: InstantNetwork): Tree => ['SttlmInf', [['SttlmMtd', 'CLRG'], ['ClrSys', [['Cd', NETWORK_CODES[network].clearingSystem]]]]];
/** An agent as TCH's usage guideline takes it: its member id alone (the scheme is the network's). */
const member = (tag: string, routing: string): Tree => [tag, [['FinInstnId', [['ClrSysMmbId', [['MmbId', routing]]]]]]];
/** RTP's payment type: service level, local instrument and category purpose, all three required by TCH. */
const rtpPaymentType = (): Tree => ['PmtTpInf', [['SvcLvl', [['Cd', 'SDVA']]], ['LclInstrm', [['Prtry', NETWORK_PROFILES.rtp.localInstrument]]], ['CtgyPurp', [['Prtry', NETWORK_PROFILES.rtp.categoryPurpose]]]]];
/** TCH's instruction and transaction ids: the message id without its `M` (TCH's dated pattern, `[0-9]{8}[A-Z0-9]{11}.*`). */
export const rtpInstructionId = (messageId: string) => messageId.replace(/^M/, '');
/** The referred-document type by which TCH marks a credit transfer as the return of funds of another (RfrdDocInf/Tp/CdOrPrtry/Prtry). */
export const RTP_RETURN_OF_FUNDS = 'RTRN';

export function buildPacs008(t: CreditTransfer, envelope?: Envelope): string {
  const profile = NETWORK_PROFILES[t.network];
  if (rtpShaped(envelope)) {
    const xml = build('pacs008', rtpCreditTransfer(t), envelope, { id: t.messageId, at: t.createdAt });
    parsePacs008(xml);
    return xml;
  }
  const xml = build('pacs008', [
    'FIToFICstmrCdtTrf',
    [
      ['GrpHdr', [['MsgId', t.messageId], ['CreDtTm', dateTime(t.createdAt)], ['NbOfTxs', '1'], settlement(t.network)]],
      [
        'CdtTrfTxInf',
        [
          ['PmtId', [['EndToEndId', t.endToEndId], ['UETR', t.uetr]]],
          ['PmtTpInf', [['LclInstrm', [['Prtry', NETWORK_CODES[t.network].localInstrument]]], ['CtgyPurp', [['Prtry', profile.categoryPurpose]]]]],
          ['IntrBkSttlmAmt', amountOf(t.amountCents), { Ccy: 'USD' }],
          ['IntrBkSttlmDt', t.settlementDate],
          ['ChrgBr', 'SLEV'],
          agent('InstgAgt', t.debtor.routingNumber),
          agent('InstdAgt', t.creditor.routingNumber),
          ['Dbtr', [['Nm', networkText(t.debtor.name, 140, 'Payloft')]]],
          accountOf('DbtrAcct', t.debtor.accountNumber),
          agent('DbtrAgt', t.debtor.routingNumber),
          agent('CdtrAgt', t.creditor.routingNumber),
          ['Cdtr', [['Nm', networkText(t.creditor.name, 140, 'Account holder')]]],
          accountOf('CdtrAcct', t.creditor.accountNumber),
          t.remittance && networkText(t.remittance, 140, '') ? ['RmtInf', [['Ustrd', networkText(t.remittance, 140, '')]]] : null,
        ],
      ],
    ],
  ], envelope, { id: t.messageId, at: t.createdAt });
  // What we build is read back as a receiver would: a message we could not accept is never sent.
  parsePacs008(xml);
  return xml;
}

/**
 * pacs.008 as TCH's usage guideline takes it: the total and the settlement date in the group header, an instruction
 * and a transaction id (the message id without its `M`, TCH's dated pattern), service level, local instrument and
 * category purpose, agents by member id alone.
 */
function rtpCreditTransfer(t: CreditTransfer): Tree {
  const reference = rtpInstructionId(t.messageId);
  const remittance = t.remittance ? networkText(t.remittance, 140, '') : '';
  // A return of funds names the transfer it sends back (TCH's referred document of type RTRN).
  const returned: Tree | null = t.returnOf ? ['Strd', [['RfrdDocInf', [['Tp', [['CdOrPrtry', [['Prtry', RTP_RETURN_OF_FUNDS]]]]], ['Nb', t.returnOf]]]]] : null;
  return [
    'FIToFICstmrCdtTrf',
    [
      [
        'GrpHdr',
        [
          ['MsgId', t.messageId],
          ['CreDtTm', dateTime(t.createdAt)],
          ['NbOfTxs', '1'],
          ['TtlIntrBkSttlmAmt', amountOf(t.amountCents), { Ccy: 'USD' }],
          ['IntrBkSttlmDt', t.settlementDate],
          settlement('rtp'),
        ],
      ],
      [
        'CdtTrfTxInf',
        [
          ['PmtId', [['InstrId', reference], ['EndToEndId', t.endToEndId], ['TxId', reference], ['UETR', t.uetr]]],
          rtpPaymentType(),
          ['IntrBkSttlmAmt', amountOf(t.amountCents), { Ccy: 'USD' }],
          ['ChrgBr', 'SLEV'],
          member('InstgAgt', t.debtor.routingNumber),
          member('InstdAgt', t.creditor.routingNumber),
          ['Dbtr', [['Nm', networkText(t.debtor.name, 140, 'Payloft')]]],
          accountOf('DbtrAcct', t.debtor.accountNumber),
          member('DbtrAgt', t.debtor.routingNumber),
          member('CdtrAgt', t.creditor.routingNumber),
          ['Cdtr', [['Nm', networkText(t.creditor.name, 140, 'Account holder')]]],
          accountOf('CdtrAcct', t.creditor.accountNumber),
          remittance || returned ? ['RmtInf', [remittance ? ['Ustrd', remittance] : null, returned]] : null,
        ],
      ],
    ],
  ];
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

export function buildCamt056(c: CancellationRequest, envelope?: Envelope): string {
  if (rtpShaped(envelope)) {
    // TCH's Request for Return of Funds: members alone, the original group beside the transaction, which is named by
    // instruction, transaction and clearing system reference (TCH's reference of the transfer, which Payloft does not
    // keep: its instruction id stands for it) as well as end-to-end id and UETR.
    const instruction = c.original.instructionId;
    if (!instruction || !c.original.createdAt) throw new InvalidMessageError(['Undrlyg/TxInf/OrgnlInstrId: a TCH request for return of funds names the instruction']);
    const xml = build(
      'camt056',
      [
        'FIToFIPmtCxlReq',
        [
          ['Assgnmt', [['Id', c.assignmentId], ['Assgnr', [member('Agt', c.assigner)]], ['Assgne', [member('Agt', c.assignee)]], ['CreDtTm', dateTime(c.createdAt)]]],
          ['Case', [['Id', c.caseId], ['Cretr', [member('Agt', c.assigner)]]]],
          [
            'Undrlyg',
            [
              ['OrgnlGrpInfAndCxl', [['OrgnlMsgId', c.original.messageId], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], ['OrgnlCreDtTm', dateTime(c.original.createdAt)]]],
              [
                'TxInf',
                [
                  ['OrgnlInstrId', instruction],
                  ['OrgnlEndToEndId', c.original.endToEndId],
                  ['OrgnlTxId', instruction],
                  ['OrgnlUETR', c.original.uetr],
                  ['OrgnlClrSysRef', instruction],
                  ['OrgnlIntrBkSttlmAmt', amountOf(c.original.amountCents), { Ccy: 'USD' }],
                  ['OrgnlIntrBkSttlmDt', c.original.settlementDate],
                  ['CxlRsnInf', [['Rsn', [['Cd', c.reason]]], c.additionalInfo ? ['AddtlInf', c.additionalInfo] : null]],
                ],
              ],
            ],
          ],
        ],
      ],
      envelope,
      { id: c.assignmentId, at: c.createdAt },
    );
    parseCamt056(xml);
    return xml;
  }
  const xml = build('camt056', [
    'FIToFIPmtCxlReq',
    [
      ['Assgnmt', [['Id', c.assignmentId], ['Assgnr', [agent('Agt', c.assigner)]], ['Assgne', [agent('Agt', c.assignee)]], ['CreDtTm', dateTime(c.createdAt)]]],
      ['Case', [['Id', c.caseId], ['Cretr', [agent('Agt', c.assigner)]]]],
      [
        'Undrlyg',
        [
          [
            'TxInf',
            [
              // FedNow's usage guideline has no cancellation id: the case is the request's reference.
              fedNowShaped(envelope) ? null : ['CxlId', c.cancellationId],
              ['OrgnlGrpInf', [['OrgnlMsgId', c.original.messageId], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], c.original.createdAt ? ['OrgnlCreDtTm', dateTime(c.original.createdAt)] : null]],
              ['OrgnlEndToEndId', c.original.endToEndId],
              ['OrgnlUETR', c.original.uetr],
              ['OrgnlIntrBkSttlmAmt', amountOf(c.original.amountCents), { Ccy: 'USD' }],
              ['OrgnlIntrBkSttlmDt', c.original.settlementDate],
              ['CxlRsnInf', [['Rsn', [['Cd', c.reason]]], c.additionalInfo ? ['AddtlInf', c.additionalInfo] : null]],
            ],
          ],
        ],
      ],
    ],
  ], envelope, { id: c.assignmentId, at: c.createdAt });
  parseCamt056(xml);
  return xml;
}

export function buildCamt029(r: RecallResolution, envelope?: Envelope): string {
  if (rtpShaped(envelope)) {
    // TCH's Response to a Request for Return of Funds: IPAY (the money comes back as a new credit transfer), PECR or
    // RJCR with its reason, about the request it answers (its case, message id and time), the transfer by UETR.
    if (!r.request) throw new InvalidMessageError(['CxlDtls/OrgnlGrpInfAndSts/OrgnlMsgId: a TCH resolution names the request it answers']);
    const confirmation = r.status === 'ACCR' ? 'IPAY' : r.status === 'RJCR' ? 'RJCR' : 'PECR';
    const xml = build(
      'camt029',
      [
        'RsltnOfInvstgtn',
        [
          ['Assgnmt', [['Id', r.assignmentId], ['Assgnr', [member('Agt', r.assigner)]], ['Assgne', [member('Agt', r.assignee)]], ['CreDtTm', dateTime(r.createdAt)]]],
          ['Sts', [['Conf', confirmation]]],
          [
            'CxlDtls',
            [
              [
                'OrgnlGrpInfAndSts',
                [
                  ['RslvdCase', [['Id', r.caseId], ['Cretr', [member('Agt', r.caseCreator)]]]],
                  ['OrgnlMsgId', r.request.messageId],
                  ['OrgnlMsgNmId', MESSAGE_VERSIONS.camt056],
                  ['OrgnlCreDtTm', dateTime(r.request.createdAt)],
                  r.reason ? ['CxlStsRsnInf', [['Rsn', [['Cd', r.reason]]]]] : null,
                ],
              ],
              r.originalUetr || r.returnedAmountCents
                ? [
                    'TxInfAndSts',
                    [
                      r.originalUetr ? ['OrgnlUETR', r.originalUetr] : null,
                      r.returnedAmountCents ? ['RsltnRltdInf', [['IntrBkSttlmAmt', amountOf(r.returnedAmountCents), { Ccy: 'USD' }]]] : null,
                    ],
                  ]
                : null,
            ],
          ],
        ],
      ],
      envelope,
      { id: r.assignmentId, at: r.createdAt },
    );
    parseCamt029(xml);
    return xml;
  }
  const xml = build('camt029', [
    'RsltnOfInvstgtn',
    [
      ['Assgnmt', [['Id', r.assignmentId], ['Assgnr', [agent('Agt', r.assigner)]], ['Assgne', [agent('Agt', r.assignee)]], ['CreDtTm', dateTime(r.createdAt)]]],
      ['RslvdCase', [['Id', r.caseId], ['Cretr', [agent('Agt', r.caseCreator)]]]],
      ['Sts', [['Conf', r.confirmation]]],
      [
        'CxlDtls',
        [
          [
            'TxInfAndSts',
            [
              ['OrgnlGrpInf', [['OrgnlMsgId', r.originalMessageId ?? ''], ['OrgnlMsgNmId', MESSAGE_VERSIONS.pacs008], r.originalCreatedAt ? ['OrgnlCreDtTm', dateTime(r.originalCreatedAt)] : null]],
              ['OrgnlEndToEndId', r.originalEndToEndId ?? ''],
              ['OrgnlUETR', r.originalUetr ?? ''],
              // FedNow's usage guideline says the status once, in Sts/Conf.
              fedNowShaped(envelope) ? null : ['TxCxlSts', r.status],
              r.reason ? ['CxlStsRsnInf', [['Rsn', [['Cd', r.reason]]], r.additionalInfo ? ['AddtlInf', r.additionalInfo] : null]] : null,
            ],
          ],
        ],
      ],
    ],
  ], envelope, { id: r.assignmentId, at: r.createdAt });
  parseCamt029(xml);
  return xml;
}

// Reading.

/** The element tree of a received message with a text lookup by path; refuses DTDs, other namespaces and bad XML. */
class Read {
  constructor(
    readonly root: Element,
    readonly ns: string,
  ) {}
  private find(path: string): Element | null {
    let at: Element | null = this.root;
    for (const name of path.split('/')) {
      if (!at) return null;
      let next: Element | null = null;
      for (let c = at.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 1 && (c as Element).localName === name) {
          next = c as Element;
          break;
        }
      }
      at = next;
    }
    return at;
  }
  text(path: string): string | null {
    const element = this.find(path);
    return element ? (element.textContent ?? '') : null;
  }
  attr(path: string, name: string): string | null {
    return this.find(path)?.getAttribute(name) ?? null;
  }
}

function tree(element: Element, ns: string, problems: Problem[]): ElementNode {
  const children: ElementNode[] = [];
  for (let c = element.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1) {
      const child = c as Element;
      if (child.namespaceURI !== ns) problems.push(`${child.nodeName}: not in the message's namespace`);
      children.push(tree(child, ns, problems));
    } else if (c.nodeType === 3 && children.length && (c.nodeValue ?? '').trim()) problems.push(`${element.localName}: text beside elements`);
  }
  return { name: element.localName ?? element.nodeName, children };
}

const schemaNames = new Map<MessageName, ReadonlySet<string>>();
/** The element names the message's base ISO 20022 schema declares. */
function schemaNamesOf(name: MessageName): ReadonlySet<string> {
  if (!schemaNames.has(name)) schemaNames.set(name, new Set(name === 'head001' ? [] : ISO20022_ELEMENT_NAMES[name].split(' ')));
  return schemaNames.get(name)!;
}

const elementsOf = (element: Element) => {
  const out: Element[] = [];
  for (let c = element.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as Element);
  return out;
};

/** The network envelopes a message may arrive in: FedNow's technical wrappers, TCH's HdrAndData (decision 123). */
const ENVELOPE_NAMESPACES = new Set(['urn:fednow:incoming:v001', 'urn:fednow:outgoing:v001', 'urn:tch']);

/**
 * The element holding the message root: the ISO `Document` itself, or (inside a FedNow wrapper or TCH's `Message`)
 * the Document after FedNow's AppHdr, or RTP's element standing for it (`CreditTransfer`, `MessageStatusReport`...),
 * whatever prefixes name them. Only the envelopes' own elements are looked through.
 */
function holderOf(element: Element | null | undefined, ns: string, rootName: string, depth = 0): Element | null {
  if (!element || depth > 4) return null;
  const inside = elementsOf(element);
  if (element.localName === 'Document' && element.namespaceURI === ns) return element;
  if (inside.length === 1 && inside[0].namespaceURI === ns && inside[0].localName === rootName && ENVELOPE_NAMESPACES.has(element.namespaceURI ?? '')) return element;
  if (!ENVELOPE_NAMESPACES.has(element.namespaceURI ?? '')) return null;
  for (const child of inside) {
    if (child.localName === 'AppHdr') continue;
    const found = holderOf(child, ns, rootName, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The message name the business application header beside the message declares (MsgDefIdr), if there is one. */
function headerOf(holder: Element): string | null {
  for (let c = holder.previousSibling; c; c = c.previousSibling) {
    if (c.nodeType === 1 && (c as Element).localName === 'AppHdr') {
      for (const field of elementsOf(c as Element)) if (field.localName === 'MsgDefIdr') return field.textContent ?? '';
    }
  }
  return null;
}

function read(xml: string, name: MessageName, rule: ElementRule): Read {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new InvalidMessageError(['a message with a DTD is not accepted']);
  let document;
  try {
    document = new DOMParser({
      onError: (level: string, message: string) => {
        if (level !== 'warning') throw new InvalidMessageError([`not well-formed XML: ${message}`]);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (error) {
    throw error instanceof InvalidMessageError ? error : new InvalidMessageError([`not well-formed XML: ${String(error)}`]);
  }
  const ns = namespaceOf(name);
  const doc = holderOf(document.documentElement, ns, rule.name);
  if (!doc) throw new InvalidMessageError([`not a ${MESSAGE_VERSIONS[name]} document`]);
  const problems: Problem[] = [];
  // A business application header says which message follows: one that says another is not this message.
  const header = headerOf(doc);
  if (header && header !== MESSAGE_VERSIONS[name]) problems.push(`AppHdr/MsgDefIdr: ${header}, not ${MESSAGE_VERSIONS[name]}`);
  const roots = tree(doc, ns, problems).children;
  if (roots.length !== 1) throw new InvalidMessageError([`${MESSAGE_VERSIONS[name]}: one message element expected`]);
  problems.push(...checkStructure(roots[0], rule, `/${rule.name}`, schemaNamesOf(name)));
  if (problems.length) throw new InvalidMessageError(problems);
  let root: Element | null = null;
  for (let c = doc.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) root = c as Element;
  return new Read(root!, ns);
}

/** Converts an ISO amount (checked already) to integer cents without floating point. */
export function centsOf(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function finish<T>(problems: Problem[], value: () => T): T {
  if (problems.length) throw new InvalidMessageError(problems);
  return value();
}

const P8 = 'CdtTrfTxInf';
const memberOf = (r: Read, path: string) => r.text(`${path}/FinInstnId/ClrSysMmbId/MmbId`);
/** USABA where the scheme is named (ISO, FedNow); RTP names the member alone, its scheme being the network's. */
const memberCheck = (r: Read, path: string) => checkMember(r.text(`${path}/FinInstnId/ClrSysMmbId/ClrSysId/Cd`) ?? 'USABA', memberOf(r, path), path);

export function parsePacs008(xml: string): CreditTransfer {
  const r = read(xml, 'pacs008', PACS008_RULES);
  const network = networkOfClearingSystem(r.text('GrpHdr/SttlmInf/ClrSys/Cd') ?? '');
  // RTP's return of funds: the transfer it sends back, named as a referred document of type RTRN.
  const returnOf = r.text(`${P8}/RmtInf/Strd/RfrdDocInf/Tp/CdOrPrtry/Prtry`) === RTP_RETURN_OF_FUNDS ? r.text(`${P8}/RmtInf/Strd/RfrdDocInf/Nb`) ?? '' : null;
  // FedNow dates the transaction; RTP dates the group.
  const settlementPath = r.text(`${P8}/IntrBkSttlmDt`) !== null ? `${P8}/IntrBkSttlmDt` : 'GrpHdr/IntrBkSttlmDt';
  const problems: Problem[] = [
    ...checkText(r.text('GrpHdr/MsgId'), 35, 'GrpHdr/MsgId'),
    ...checkDateTime(r.text('GrpHdr/CreDtTm'), 'GrpHdr/CreDtTm'),
    ...(r.text('GrpHdr/NbOfTxs') === '1' ? [] : ['GrpHdr/NbOfTxs: must be 1']),
    ...(r.text('GrpHdr/SttlmInf/SttlmMtd') === 'CLRG' ? [] : ['GrpHdr/SttlmInf/SttlmMtd: must be CLRG']),
    ...(network ? [] : ['GrpHdr/SttlmInf/ClrSys/Cd: must be FDN or TCH']),
    ...checkText(r.text(`${P8}/PmtId/EndToEndId`), 35, `${P8}/PmtId/EndToEndId`),
    ...checkUetr(r.text(`${P8}/PmtId/UETR`), `${P8}/PmtId/UETR`),
    ...checkAmount(r.text(`${P8}/IntrBkSttlmAmt`), r.attr(`${P8}/IntrBkSttlmAmt`, 'Ccy'), `${P8}/IntrBkSttlmAmt`),
    ...checkDate(r.text(settlementPath), settlementPath),
    ...(r.text(`${P8}/ChrgBr`) === 'SLEV' ? [] : [`${P8}/ChrgBr: must be SLEV`]),
    ...['InstgAgt', 'InstdAgt', 'DbtrAgt', 'CdtrAgt'].flatMap((a) => memberCheck(r, `${P8}/${a}`)),
    ...checkText(r.text(`${P8}/Dbtr/Nm`), 140, `${P8}/Dbtr/Nm`),
    ...checkText(r.text(`${P8}/Cdtr/Nm`), 140, `${P8}/Cdtr/Nm`),
    ...checkText(r.text(`${P8}/DbtrAcct/Id/Othr/Id`), 34, `${P8}/DbtrAcct/Id/Othr/Id`),
    ...checkText(r.text(`${P8}/CdtrAcct/Id/Othr/Id`), 34, `${P8}/CdtrAcct/Id/Othr/Id`),
    ...(r.text(`${P8}/RmtInf/Ustrd`) === null ? [] : checkText(r.text(`${P8}/RmtInf/Ustrd`), 140, `${P8}/RmtInf/Ustrd`)),
    ...(returnOf === null ? [] : checkText(returnOf, 35, `${P8}/RmtInf/Strd/RfrdDocInf/Nb`)),
  ];
  return finish(problems, () => ({
    network: network!,
    messageId: r.text('GrpHdr/MsgId')!,
    createdAt: new Date(r.text('GrpHdr/CreDtTm')!),
    endToEndId: r.text(`${P8}/PmtId/EndToEndId`)!,
    uetr: r.text(`${P8}/PmtId/UETR`)!,
    amountCents: centsOf(r.text(`${P8}/IntrBkSttlmAmt`)!),
    settlementDate: r.text(settlementPath)!,
    debtor: { name: r.text(`${P8}/Dbtr/Nm`)!, accountNumber: r.text(`${P8}/DbtrAcct/Id/Othr/Id`)!, routingNumber: memberOf(r, `${P8}/DbtrAgt`)! },
    creditor: { name: r.text(`${P8}/Cdtr/Nm`)!, accountNumber: r.text(`${P8}/CdtrAcct/Id/Othr/Id`)!, routingNumber: memberOf(r, `${P8}/CdtrAgt`)! },
    remittance: r.text(`${P8}/RmtInf/Ustrd`),
    ...(r.text(`${P8}/PmtId/InstrId`) !== null ? { instructionId: r.text(`${P8}/PmtId/InstrId`)! } : {}),
    ...(returnOf !== null ? { returnOf } : {}),
  }));
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

const assignmentChecks = (r: Read): Problem[] => [
  ...checkText(r.text('Assgnmt/Id'), 35, 'Assgnmt/Id'),
  ...memberCheck(r, 'Assgnmt/Assgnr/Agt'),
  ...memberCheck(r, 'Assgnmt/Assgne/Agt'),
  ...checkDateTime(r.text('Assgnmt/CreDtTm'), 'Assgnmt/CreDtTm'),
];

export function parseCamt056(xml: string): CancellationRequest {
  const r = read(xml, 'camt056', CAMT056_RULES);
  const tx = 'Undrlyg/TxInf';
  // The original group inside the transaction (ISO, FedNow) or beside it (TCH's Request for Return of Funds).
  const og = r.text(`${tx}/OrgnlGrpInf/OrgnlMsgId`) !== null ? `${tx}/OrgnlGrpInf` : 'Undrlyg/OrgnlGrpInfAndCxl';
  const problems: Problem[] = [
    ...assignmentChecks(r),
    ...checkText(r.text('Case/Id'), 35, 'Case/Id'),
    ...memberCheck(r, 'Case/Cretr/Agt'),
    ...(r.text(`${tx}/CxlId`) === null ? [] : checkText(r.text(`${tx}/CxlId`), 35, `${tx}/CxlId`)),
    ...checkText(r.text(`${og}/OrgnlMsgId`), 35, `${og}/OrgnlMsgId`),
    ...(r.text(`${og}/OrgnlMsgNmId`) === MESSAGE_VERSIONS.pacs008 ? [] : [`${og}/OrgnlMsgNmId: must name pacs.008.001.08`]),
    ...checkText(r.text(`${tx}/OrgnlEndToEndId`), 35, `${tx}/OrgnlEndToEndId`),
    ...checkUetr(r.text(`${tx}/OrgnlUETR`), `${tx}/OrgnlUETR`),
    ...checkAmount(r.text(`${tx}/OrgnlIntrBkSttlmAmt`), r.attr(`${tx}/OrgnlIntrBkSttlmAmt`, 'Ccy'), `${tx}/OrgnlIntrBkSttlmAmt`),
    ...checkDate(r.text(`${tx}/OrgnlIntrBkSttlmDt`), `${tx}/OrgnlIntrBkSttlmDt`),
    ...checkCode(r.text(`${tx}/CxlRsnInf/Rsn/Cd`), RECALL_REASON_CODES, `${tx}/CxlRsnInf/Rsn/Cd`),
    ...(r.text(`${tx}/CxlRsnInf/AddtlInf`) === null ? [] : checkText(r.text(`${tx}/CxlRsnInf/AddtlInf`), 105, `${tx}/CxlRsnInf/AddtlInf`)),
    // The case is opened by the agent that assigns it: a request on someone else's case is not ours to make.
    ...(memberOf(r, 'Case/Cretr/Agt') === memberOf(r, 'Assgnmt/Assgnr/Agt') ? [] : ['Case/Cretr: must be the assigner']),
  ];
  return finish(problems, () => ({
    assignmentId: r.text('Assgnmt/Id')!,
    caseId: r.text('Case/Id')!,
    createdAt: new Date(r.text('Assgnmt/CreDtTm')!),
    assigner: memberOf(r, 'Assgnmt/Assgnr/Agt')!,
    assignee: memberOf(r, 'Assgnmt/Assgne/Agt')!,
    cancellationId: r.text(`${tx}/CxlId`) ?? r.text('Case/Id')!,
    original: {
      messageId: r.text(`${og}/OrgnlMsgId`)!,
      endToEndId: r.text(`${tx}/OrgnlEndToEndId`)!,
      uetr: r.text(`${tx}/OrgnlUETR`)!,
      amountCents: centsOf(r.text(`${tx}/OrgnlIntrBkSttlmAmt`)!),
      settlementDate: r.text(`${tx}/OrgnlIntrBkSttlmDt`)!,
      ...(r.text(`${og}/OrgnlCreDtTm`) ? { createdAt: new Date(r.text(`${og}/OrgnlCreDtTm`)!) } : {}),
      ...(r.text(`${tx}/OrgnlInstrId`) !== null ? { instructionId: r.text(`${tx}/OrgnlInstrId`)! } : {}),
    },
    reason: r.text(`${tx}/CxlRsnInf/Rsn/Cd`) as RecallReason,
    additionalInfo: r.text(`${tx}/CxlRsnInf/AddtlInf`),
  }));
}

export function parseCamt029(xml: string): RecallResolution {
  const r = read(xml, 'camt029', CAMT029_RULES);
  const tx = 'CxlDtls/TxInfAndSts';
  // TCH (RTP's answer to a Request for Return of Funds) names the request it answers, its case and the refusal's
  // reason in CxlDtls/OrgnlGrpInfAndSts; ISO and FedNow name the original transfer in the transaction.
  const group = 'CxlDtls/OrgnlGrpInfAndSts';
  const tch = r.text(`${group}/OrgnlMsgId`) !== null;
  const casePath = r.text('RslvdCase/Id') !== null || !tch ? 'RslvdCase' : `${group}/RslvdCase`;
  const confirmation = r.text('Sts/Conf');
  // Where the transaction's status is not given (FedNow, TCH), the investigation's confirmation says it.
  const status = r.text(`${tx}/TxCxlSts`) ?? (confirmation && Object.hasOwn(STATUS_OF_CONFIRMATION, confirmation) ? STATUS_OF_CONFIRMATION[confirmation as keyof typeof STATUS_OF_CONFIRMATION] : null);
  const reasonPath = r.text(`${tx}/CxlStsRsnInf/Rsn/Cd`) !== null || !tch ? `${tx}/CxlStsRsnInf` : `${group}/CxlStsRsnInf`;
  const reason = r.text(`${reasonPath}/Rsn/Cd`);
  const returned = r.text(`${tx}/RsltnRltdInf/IntrBkSttlmAmt`);
  const problems: Problem[] = [
    ...assignmentChecks(r),
    ...checkText(r.text(`${casePath}/Id`), 35, `${casePath}/Id`),
    ...memberCheck(r, `${casePath}/Cretr/Agt`),
    ...checkCode(confirmation, INVESTIGATION_CONFIRMATIONS, 'Sts/Conf'),
    ...(tch
      ? [
          ...checkText(r.text(`${group}/OrgnlMsgId`), 35, `${group}/OrgnlMsgId`),
          ...(r.text(`${group}/OrgnlMsgNmId`) === MESSAGE_VERSIONS.camt056 ? [] : [`${group}/OrgnlMsgNmId: must name camt.056.001.08`]),
          ...checkDateTime(r.text(`${group}/OrgnlCreDtTm`), `${group}/OrgnlCreDtTm`),
          ...(r.text(`${tx}/OrgnlUETR`) === null ? [] : checkUetr(r.text(`${tx}/OrgnlUETR`), `${tx}/OrgnlUETR`)),
          ...(returned === null ? [] : checkAmount(returned, r.attr(`${tx}/RsltnRltdInf/IntrBkSttlmAmt`, 'Ccy'), `${tx}/RsltnRltdInf/IntrBkSttlmAmt`)),
        ]
      : [
          ...checkText(r.text(`${tx}/OrgnlGrpInf/OrgnlMsgId`), 35, `${tx}/OrgnlGrpInf/OrgnlMsgId`),
          ...(r.text(`${tx}/OrgnlGrpInf/OrgnlMsgNmId`) === MESSAGE_VERSIONS.pacs008 ? [] : [`${tx}/OrgnlGrpInf/OrgnlMsgNmId: must name pacs.008.001.08`]),
          ...checkText(r.text(`${tx}/OrgnlEndToEndId`), 35, `${tx}/OrgnlEndToEndId`),
          ...checkUetr(r.text(`${tx}/OrgnlUETR`), `${tx}/OrgnlUETR`),
        ]),
    ...checkCode(status, CANCELLATION_STATUSES, `${tx}/TxCxlSts`),
  ];
  if (r.text(`${tx}/TxCxlSts`) !== null && status && (CANCELLATION_STATUSES as readonly string[]).includes(status) && confirmation !== CONFIRMATION_OF[status as CancellationStatus]) {
    problems.push(`Sts/Conf: ${confirmation ?? 'missing'} disagrees with ${tx}/TxCxlSts ${status}`);
  }
  // A refusal says why (FedNow's usage guideline makes the reason mandatory with RJCR); an acceptance carries none.
  if (status === 'RJCR' && reason === null) problems.push(`${reasonPath}/Rsn/Cd: required when the recall is refused (RJCR)`);
  if (status === 'ACCR' && reason !== null) problems.push(`${reasonPath}: not allowed when the recall is accepted`);
  if (reason !== null) problems.push(...checkReasonCode(reason, `${reasonPath}/Rsn/Cd`));
  const info = r.text(`${reasonPath}/AddtlInf`);
  if (info !== null) problems.push(...checkText(info, 105, `${reasonPath}/AddtlInf`));
  return finish(problems, () => ({
    assignmentId: r.text('Assgnmt/Id')!,
    createdAt: new Date(r.text('Assgnmt/CreDtTm')!),
    assigner: memberOf(r, 'Assgnmt/Assgnr/Agt')!,
    assignee: memberOf(r, 'Assgnmt/Assgne/Agt')!,
    caseId: r.text(`${casePath}/Id`)!,
    caseCreator: memberOf(r, `${casePath}/Cretr/Agt`)!,
    confirmation: confirmation as RecallResolution['confirmation'],
    originalMessageId: tch ? null : r.text(`${tx}/OrgnlGrpInf/OrgnlMsgId`)!,
    originalEndToEndId: r.text(`${tx}/OrgnlEndToEndId`),
    originalUetr: r.text(`${tx}/OrgnlUETR`),
    status: status as CancellationStatus,
    reason,
    additionalInfo: info,
    ...(r.text(`${tx}/OrgnlGrpInf/OrgnlCreDtTm`) ? { originalCreatedAt: new Date(r.text(`${tx}/OrgnlGrpInf/OrgnlCreDtTm`)!) } : {}),
    ...(tch ? { request: { messageId: r.text(`${group}/OrgnlMsgId`)!, createdAt: new Date(r.text(`${group}/OrgnlCreDtTm`)!) } } : {}),
    ...(returned !== null ? { returnedAmountCents: centsOf(returned) } : {}),
  }));
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

/**
 * Which message an unsolicited delivery is, by the namespace of its ISO document whatever prefix or envelope carries
 * it (read strictly by its own parser afterwards); null for anything else.
 */
export function messageNameOf(xml: string): 'pacs004' | 'camt029' | 'pain014' | 'pacs008' | null {
  const declared = new Set([...xml.matchAll(/\sxmlns(?::[\w.-]+)?="([^"]+)"/g)].map((m) => m[1]));
  const found = (['camt029', 'pacs004', 'pain014', 'pacs008'] as const).filter((name) => declared.has(namespaceOf(name)));
  return found.length === 1 ? found[0] : null;
}

export const MESSAGE_REJECT_VERSION = 'admi.002.001.01';

/** The message reject (admi.002.001.01) a network sends for a message it refused before processing it. */
export interface MessageReject {
  /** The id of the message it refuses (RltdRef/Ref). */
  reference: string | null;
  /** The rejecting party's reason (RjctgPtyRsn: FedNow's and TCH's error code). */
  reason: string | null;
  description: string | null;
}

/**
 * A network's message reject, read from any envelope (FedNow's, TCH's or a bare Document) by its namespace; null when
 * the message is not one. It is never taken for a status report: what it refused is held for a person (rail.ts).
 */
export function messageRejectOf(xml: string): MessageReject | null {
  const ns = `urn:iso:std:iso:20022:tech:xsd:${MESSAGE_REJECT_VERSION}`;
  if (!xml.includes(ns) || /<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  let document;
  try {
    document = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  } catch {
    return null;
  }
  const first = (name: string) => document.getElementsByTagNameNS(ns, name).item(0)?.textContent?.trim() || null;
  if (!document.getElementsByTagNameNS(ns, 'admi.002.001.01').length) return null;
  return { reference: first('Ref'), reason: first('RjctgPtyRsn'), description: first('RsnDesc') };
}

/** The network whose envelope a message came in, or null for a bare ISO 20022 Document. */
export function envelopeNetworkOf(xml: string): InstantNetwork | null {
  if (/\sxmlns(?::[\w.-]+)?="urn:fednow:(incoming|outgoing):v001"/.test(xml)) return 'fednow';
  if (/\sxmlns(?::[\w.-]+)?="urn:tch"/.test(xml)) return 'rtp';
  return null;
}
