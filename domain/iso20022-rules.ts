/**
 * The ISO 20022 message rules the instant rail checks before it sends and after it receives, encoded by hand from the
 * published definitions (no XSD ships with any package we may use): data types, code sets, and per message the
 * elements in their order with their cardinality.
 */
import { isValidRoutingChecksum } from './validation';
import { TRANSACTION_STATUSES } from './instant-payments';

/** The message versions FedNow uses (its ISO 20022 implementation guides), with their XML namespaces. */
export const MESSAGE_VERSIONS = {
  pacs008: 'pacs.008.001.08',
  pacs002: 'pacs.002.001.10',
  pacs004: 'pacs.004.001.10',
  pacs028: 'pacs.028.001.03',
  camt056: 'camt.056.001.08',
  camt029: 'camt.029.001.09',
  pain013: 'pain.013.001.07',
  pain014: 'pain.014.001.07',
  head001: 'head.001.001.02',
} as const;
export type MessageName = keyof typeof MESSAGE_VERSIONS;
export const namespaceOf = (name: MessageName) => `urn:iso:std:iso:20022:tech:xsd:${MESSAGE_VERSIONS[name]}`;

export type Problem = string;

/** Max35Text, Max140Text, ...: 1 to n characters. */
export function checkText(value: string | null | undefined, max: number, path: string): Problem[] {
  if (value === null || value === undefined || value.length === 0) return [`${path}: required (1 to ${max} characters)`];
  return value.length > max ? [`${path}: ${value.length} characters, at most ${max}`] : [];
}

/** ActiveCurrencyAndAmount as the U.S. instant networks accept it: USD only, above 0, at most 2 decimals, 18 digits. */
export function checkAmount(value: string | null | undefined, currency: string | null | undefined, path: string): Problem[] {
  const problems: Problem[] = [];
  if (currency !== 'USD') problems.push(`${path}/@Ccy: must be USD, not ${currency ?? 'missing'}`);
  if (!value || !/^(0|[1-9]\d{0,15})(\.\d{1,2})?$/.test(value)) problems.push(`${path}: "${value ?? ''}" is not an amount with at most 2 decimals`);
  else if (Number(value) <= 0) problems.push(`${path}: must be above 0`);
  return problems;
}

/** ISODateTime: a date-time with seconds and an explicit zone (Z or an offset), as FedNow requires. */
export function checkDateTime(value: string | null | undefined, path: string): Problem[] {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) {
    return [`${path}: "${value ?? ''}" is not an ISO date-time with a zone`];
  }
  return [];
}

/** ISODate: YYYY-MM-DD. */
export function checkDate(value: string | null | undefined, path: string): Problem[] {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return [`${path}: "${value ?? ''}" is not an ISO date`];
  return [];
}

/** A U.S. clearing system member id: code USABA and a 9-digit routing number with a valid check digit. */
export function checkMember(code: string | null | undefined, memberId: string | null | undefined, path: string): Problem[] {
  const problems: Problem[] = [];
  if (code !== 'USABA') problems.push(`${path}/ClrSysId/Cd: must be USABA, not ${code ?? 'missing'}`);
  if (!memberId || !/^\d{9}$/.test(memberId) || !isValidRoutingChecksum(memberId)) problems.push(`${path}/MmbId: "${memberId ?? ''}" is not a routing number`);
  return problems;
}

/** UUIDv4IdentifierText (the UETR). */
export function checkUetr(value: string | null | undefined, path: string): Problem[] {
  return value && /^[a-f0-9]{8}-[a-f0-9]{4}-4[a-f0-9]{3}-[89ab][a-f0-9]{3}-[a-f0-9]{12}$/.test(value) ? [] : [`${path}: "${value ?? ''}" is not a version 4 UUID`];
}

/** ExternalStatusReason1Code: four characters of the external code list (alphanumeric, as in AC03 or 9912). */
export function checkReasonCode(value: string | null | undefined, path: string): Problem[] {
  return value && /^[A-Z0-9]{4}$/.test(value) ? [] : [`${path}: "${value ?? ''}" is not a status reason code`];
}

export function checkTransactionStatus(value: string | null | undefined, path: string): Problem[] {
  return value && (TRANSACTION_STATUSES as readonly string[]).includes(value) ? [] : [`${path}: "${value ?? ''}" is not a transaction status`];
}

/** One element of a message: its name, how often it may occur, and (for a group) its children in order. */
export interface ElementRule {
  name: string;
  min: number;
  max: number;
  children?: readonly ElementRule[];
}
const one = (name: string, children?: readonly ElementRule[]): ElementRule => ({ name, min: 1, max: 1, children });
const opt = (name: string, children?: readonly ElementRule[]): ElementRule => ({ name, min: 0, max: 1, children });
const many = (name: string, min: number, max: number, children?: readonly ElementRule[]): ElementRule => ({ name, min, max, children });

const member = [one('ClrSysMmbId', [opt('ClrSysId', [one('Cd')]), one('MmbId')])];
const agent = [one('FinInstnId', member)];
const postal = [opt('StrtNm'), opt('BldgNb'), opt('PstCd'), opt('TwnNm'), opt('CtrySubDvsn'), opt('Ctry')];
const party = [opt('Nm'), opt('PstlAdr', postal)];
const account = [one('Id', [one('Othr', [one('Id')])]), opt('Tp', [one('Prtry')])];
const reason = [opt('Orgtr', [opt('Nm')]), opt('Rsn', [one('Cd')]), many('AddtlInf', 0, 2)];

/** pacs.008.001.08 as FedNow takes it: one transaction per message, settled through the clearing system (CLRG). */
export const PACS008_RULES: ElementRule = one('FIToFICstmrCdtTrf', [
  one('GrpHdr', [one('MsgId'), one('CreDtTm'), one('NbOfTxs'), one('SttlmInf', [one('SttlmMtd'), one('ClrSys', [one('Cd')])])]),
  one('CdtTrfTxInf', [
    one('PmtId', [opt('InstrId'), one('EndToEndId'), one('UETR')]),
    one('PmtTpInf', [one('LclInstrm', [one('Prtry')]), opt('CtgyPurp', [one('Prtry')])]),
    one('IntrBkSttlmAmt'),
    // FedNow's place for the settlement date; RTP's is GrpHdr/IntrBkSttlmDt (the field checks ask for one of them).
    opt('IntrBkSttlmDt'),
    one('ChrgBr'),
    one('InstgAgt', agent),
    one('InstdAgt', agent),
    one('Dbtr', party),
    one('DbtrAcct', account),
    one('DbtrAgt', agent),
    one('CdtrAgt', agent),
    one('Cdtr', party),
    one('CdtrAcct', account),
    // RTP's return of funds is a credit transfer naming the transfer it returns (RfrdDocInf of type RTRN).
    opt('RmtInf', [many('Ustrd', 0, 1), opt('Strd', [many('RfrdDocInf', 0, 5, [opt('Tp', [one('CdOrPrtry', [opt('Cd'), opt('Prtry')])]), one('Nb'), opt('RltdDt')])])]),
  ]),
]);

const original = [one('OrgnlMsgId'), one('OrgnlMsgNmId'), opt('OrgnlCreDtTm')];

/** pacs.002.001.10: the status report, one transaction's status (and its reason when rejected). */
export const PACS002_RULES: ElementRule = one('FIToFIPmtStsRpt', [
  one('GrpHdr', [one('MsgId'), one('CreDtTm')]),
  // The ISO place of the original group; FedNow's usage guideline puts it inside TxInfAndSts instead.
  opt('OrgnlGrpInfAndSts', [...original, opt('GrpSts'), many('StsRsnInf', 0, 1, reason)]),
  many('TxInfAndSts', 0, 1, [
    opt('OrgnlGrpInf', original),
    opt('OrgnlInstrId'),
    opt('OrgnlEndToEndId'),
    opt('OrgnlUETR'),
    one('TxSts'),
    many('StsRsnInf', 0, 1, reason),
    opt('AccptncDtTm'),
    opt('FctvIntrBkSttlmDt', [opt('Dt'), opt('DtTm')]),
    opt('InstgAgt', agent),
    opt('InstdAgt', agent),
  ]),
]);

/** pacs.004.001.10: a return of a settled credit transfer, one transaction. */
export const PACS004_RULES: ElementRule = one('PmtRtr', [
  one('GrpHdr', [one('MsgId'), one('CreDtTm'), one('NbOfTxs'), one('SttlmInf', [one('SttlmMtd'), one('ClrSys', [one('Cd')])])]),
  one('TxInf', [
    one('RtrId'),
    one('OrgnlGrpInf', [one('OrgnlMsgId'), one('OrgnlMsgNmId'), opt('OrgnlCreDtTm')]),
    opt('OrgnlInstrId'),
    one('OrgnlEndToEndId'),
    one('OrgnlUETR'),
    one('OrgnlIntrBkSttlmAmt'),
    one('RtrdIntrBkSttlmAmt'),
    one('IntrBkSttlmDt'),
    one('InstgAgt', agent),
    one('InstdAgt', agent),
    one('RtrRsnInf', [opt('Orgtr', [opt('Nm')]), one('Rsn', [one('Cd')]), many('AddtlInf', 0, 2)]),
  ]),
]);

/** pacs.028.001.03: the status request for a transaction whose status report never came. */
export const PACS028_RULES: ElementRule = one('FIToFIPmtStsReq', [
  one('GrpHdr', [one('MsgId'), one('CreDtTm')]),
  // TCH's place for the original group (RTP); ISO's and FedNow's is inside TxInf (the field checks ask for one).
  opt('OrgnlGrpInf', [one('OrgnlMsgId'), one('OrgnlMsgNmId'), opt('OrgnlCreDtTm'), opt('OrgnlNbOfTxs')]),
  one('TxInf', [
    // FedNow's usage guideline has none (the message id is the request's).
    opt('StsReqId'),
    opt('OrgnlGrpInf', [one('OrgnlMsgId'), one('OrgnlMsgNmId'), opt('OrgnlCreDtTm')]),
    opt('OrgnlInstrId'),
    // TCH names the transfer by instruction and transaction id, with neither of these.
    opt('OrgnlEndToEndId'),
    opt('OrgnlUETR'),
    opt('AccptncDtTm'),
    one('InstgAgt', agent),
    one('InstdAgt', agent),
    // TCH: the transfer's amount and settlement date.
    opt('OrgnlTxRef', [opt('IntrBkSttlmAmt'), opt('IntrBkSttlmDt')]),
  ]),
]);

/** A parsed element as the structure check sees it: a name and its child elements in document order. */
export interface ElementNode {
  name: string;
  children: readonly ElementNode[];
}

/**
 * Checks an element tree against its rule: the elements the rule knows are in the rule's order, as often as allowed,
 * and every required one is there. An element the rule does not know but the message's ISO schema has (one of the
 * many the schemas allow that the product does not read, as a network's usage guideline adds them; `schemaNames`,
 * domain/iso20022-element-names.ts) is passed over: where it may stand is the network's schema's question, and what
 * the product reads is checked by the message's own field checks. Any other element is refused.
 */
export function checkStructure(node: ElementNode, rule: ElementRule, path = `/${rule.name}`, schemaNames?: ReadonlySet<string>): Problem[] {
  if (node.name !== rule.name) return [`${path}: expected ${rule.name}, found ${node.name}`];
  if (!rule.children) return node.children.length ? [`${path}: must hold text, not elements`] : [];
  const problems: Problem[] = [];
  const known = new Map(rule.children.map((child, i) => [child.name, i]));
  const seen = rule.children.map(() => 0);
  let last = -1;
  for (const child of node.children) {
    const i = known.get(child.name);
    if (i === undefined) {
      if (!schemaNames?.has(child.name)) problems.push(`${path}/${child.name}: not allowed here`);
      continue;
    }
    if (i < last) problems.push(`${path}/${child.name}: not allowed here`);
    last = Math.max(last, i);
    seen[i] += 1;
    problems.push(...checkStructure(child, rule.children[i], `${path}/${child.name}`, schemaNames));
  }
  rule.children.forEach((child, i) => {
    if (seen[i] < child.min) problems.push(`${path}/${child.name}: required`);
    if (seen[i] > child.max) problems.push(`${path}/${child.name}: at most ${child.max}, found ${seen[i]}`);
  });
  return problems;
}

/**
 * The assignment block of an investigation message (camt.056 and camt.029, Case Assignment 5): its id, the agent
 * that assigns it, the agent it goes to, and when. FedNow's usage guidelines restrict both parties to agents
 * identified by their clearing system member id (the ABA routing number).
 */
const assignment = [one('Id'), one('Assgnr', [one('Agt', agent)]), one('Assgne', [one('Agt', agent)]), one('CreDtTm')];
const caseOf = [one('Id'), one('Cretr', [one('Agt', agent)])];

/**
 * camt.056.001.08 (FIToFIPaymentCancellationRequest) as the FedNow Service's usage guideline and RTP's Request for
 * Return of Funds take it: one assignment, its case, one underlying transaction that names the original pacs.008 by
 * message id, end-to-end id, UETR, amount and settlement date, and one cancellation reason from
 * ExternalCancellationReason1Code (ISO 20022 external code sets).
 */
export const CAMT056_RULES: ElementRule = one('FIToFIPmtCxlReq', [
  one('Assgnmt', assignment),
  one('Case', caseOf),
  one('Undrlyg', [
    // TCH's place for the original group (RTP's Request for Return of Funds); ISO's and FedNow's is inside TxInf.
    opt('OrgnlGrpInfAndCxl', [one('OrgnlMsgId'), one('OrgnlMsgNmId'), opt('OrgnlCreDtTm')]),
    one('TxInf', [
      // FedNow's usage guideline has none.
      opt('CxlId'),
      opt('OrgnlGrpInf', [one('OrgnlMsgId'), one('OrgnlMsgNmId'), opt('OrgnlCreDtTm')]),
      opt('OrgnlInstrId'),
      one('OrgnlEndToEndId'),
      opt('OrgnlTxId'),
      one('OrgnlUETR'),
      one('OrgnlIntrBkSttlmAmt'),
      one('OrgnlIntrBkSttlmDt'),
      one('CxlRsnInf', [opt('Orgtr', [opt('Nm')]), one('Rsn', [one('Cd')]), many('AddtlInf', 0, 2)]),
    ]),
  ]),
]);

/**
 * camt.029.001.09 (ResolutionOfInvestigation) answering a camt.056: the resolved case, the investigation status
 * (Sts/Conf, ExternalInvestigationExecutionConfirmation1Code: CNCL cancelled as requested, RJCR rejected, PDCR
 * pending) and one transaction's cancellation status (TxCxlSts, CancellationIndividualStatus1Code) with, when
 * refused, its reason from ExternalPaymentCancellationRejection1Code. Elements in PaymentTransaction102's order.
 */
export const CAMT029_RULES: ElementRule = one('RsltnOfInvstgtn', [
  one('Assgnmt', assignment),
  // ISO's and FedNow's place for the case; TCH's is inside CxlDtls/OrgnlGrpInfAndSts (the field checks ask for one).
  opt('RslvdCase', caseOf),
  one('Sts', [one('Conf')]),
  one('CxlDtls', [
    // TCH (RTP): the request answered (the camt.056), its case and, when refused, why.
    opt('OrgnlGrpInfAndSts', [opt('RslvdCase', caseOf), one('OrgnlMsgId'), one('OrgnlMsgNmId'), opt('OrgnlCreDtTm'), many('CxlStsRsnInf', 0, 1, [opt('Orgtr', [opt('Nm')]), one('Rsn', [one('Cd')]), many('AddtlInf', 0, 2)])]),
    opt('TxInfAndSts', [
      opt('CxlStsId'),
      opt('OrgnlGrpInf', [one('OrgnlMsgId'), one('OrgnlMsgNmId'), opt('OrgnlCreDtTm')]),
      opt('OrgnlInstrId'),
      opt('OrgnlEndToEndId'),
      opt('OrgnlUETR'),
      // FedNow's usage guideline says the status in Sts/Conf only.
      opt('TxCxlSts'),
      many('CxlStsRsnInf', 0, 1, [opt('Orgtr', [opt('Nm')]), one('Rsn', [one('Cd')]), many('AddtlInf', 0, 2)]),
      opt('OrgnlIntrBkSttlmAmt'),
      opt('OrgnlIntrBkSttlmDt'),
    ]),
  ]),
]);

/**
 * ExternalInvestigationExecutionConfirmation1Code values a camt.029 answering a recall may carry: ISO's and FedNow's
 * CNCL/RJCR/PDCR, and TCH's for a Request for Return of Funds (IPAY: the money will be sent back as a new credit
 * transfer; PECR: pending; RJCR) as its usage XSD lists them.
 */
export const INVESTIGATION_CONFIRMATIONS = ['CNCL', 'RJCR', 'PDCR', 'IPAY', 'PECR'] as const;
/** The cancellation status each investigation confirmation says (for a camt.029 that gives no TxCxlSts: FedNow's, TCH's). */
export const STATUS_OF_CONFIRMATION: Record<(typeof INVESTIGATION_CONFIRMATIONS)[number], 'ACCR' | 'RJCR' | 'PDCR'> = { CNCL: 'ACCR', IPAY: 'ACCR', RJCR: 'RJCR', PDCR: 'PDCR', PECR: 'PDCR' };
/** CancellationIndividualStatus1Code: accepted, rejected, pending. */
export const CANCELLATION_STATUSES = ['ACCR', 'RJCR', 'PDCR'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];
/** The investigation status that agrees with each transaction cancellation status (a message saying both is refused when they disagree). */
export const CONFIRMATION_OF: Record<CancellationStatus, (typeof INVESTIGATION_CONFIRMATIONS)[number]> = { ACCR: 'CNCL', RJCR: 'RJCR', PDCR: 'PDCR' };

export function checkCode<T extends string>(value: string | null | undefined, codes: readonly T[], path: string): Problem[] {
  return value && (codes as readonly string[]).includes(value) ? [] : [`${path}: "${value ?? ''}" is not one of ${codes.join(', ')}`];
}

/**
 * pain.013.001.07 (CreditorPaymentActivationRequest), a request for payment as FedNow's and RTP's request-for-payment
 * guidelines take it (decision 103): one payment information block with one transaction, a credit transfer (PmtMtd
 * TRF) the debtor's bank presents to the payer, with a requested execution date and an expiry; the debtor named with
 * its account and bank, the creditor (the business) with its account at our participant; USD amount, SLEV charges.
 * Elements in PaymentInstruction31/CreditTransferTransaction35's order, the subset the guides use.
 */
export const PAIN013_RULES: ElementRule = one('CdtrPmtActvtnReq', [
  // The initiating party by name (ISO, FedNow) or by id (TCH: its Id/OrgId/Othr/Id); the field checks ask for one.
  one('GrpHdr', [one('MsgId'), one('CreDtTm'), one('NbOfTxs'), one('InitgPty', [opt('Nm')])]),
  one('PmtInf', [
    one('PmtInfId'),
    one('PmtMtd'),
    one('ReqdExctnDt', [one('Dt')]),
    one('XpryDt', [one('DtTm')]),
    one('Dbtr', party),
    one('DbtrAcct', account),
    one('DbtrAgt', agent),
    one('CdtTrfTx', [
      one('PmtId', [opt('InstrId'), one('EndToEndId'), one('UETR')]),
      one('Amt', [one('InstdAmt')]),
      one('ChrgBr'),
      one('CdtrAgt', agent),
      one('Cdtr', party),
      one('CdtrAcct', account),
      opt('RmtInf', [many('Ustrd', 1, 1)]),
    ]),
  ]),
]);

/**
 * pain.014.001.07 (CreditorPaymentActivationRequestStatusReport): the debtor's bank's answer to one request for
 * payment. It names the request (original message, payment information block, end-to-end id, UETR), its status and,
 * when rejected, the reason; and it repeats what it was asked (amount, both accounts and banks) so an answer that
 * changed any of them is caught.
 */
export const PAIN014_RULES: ElementRule = one('CdtrPmtActvtnReqStsRpt', [
  // The debtor's bank that answers is GrpHdr/DbtrAgt, checked against the bank the request went to.
  // TCH names the answering bank as the initiating party's id and the creditor's bank only in OrgnlTxRef.
  one('GrpHdr', [one('MsgId'), one('CreDtTm'), opt('InitgPty', [opt('Nm')]), opt('DbtrAgt', agent), opt('CdtrAgt', agent)]),
  one('OrgnlGrpInfAndSts', [...original, opt('OrgnlNbOfTxs')]),
  one('OrgnlPmtInfAndSts', [
    one('OrgnlPmtInfId'),
    one('TxInfAndSts', [
      opt('StsId'),
      one('OrgnlEndToEndId'),
      one('OrgnlUETR'),
      one('TxSts'),
      many('StsRsnInf', 0, 1, reason),
      opt('AccptncDtTm'),
      // FedNow's reference repeats the amount, date and creditor only; ISO's may repeat both parties.
      one('OrgnlTxRef', [
        one('Amt', [one('InstdAmt')]),
        one('ReqdExctnDt', [one('Dt')]),
        opt('Dbtr', party),
        opt('DbtrAcct', account),
        opt('DbtrAgt', agent),
        one('CdtrAgt', agent),
        one('Cdtr', party),
        opt('CdtrAcct', account),
      ]),
    ]),
  ]),
]);

/**
 * ExternalPaymentTransactionStatus1Code values a pain.014 carries for a request for payment: ACTC (passed the
 * debtor's bank's checks), ACCP (presented to the payer and accepted for payment), PDNG (waiting for the payer),
 * RJCT (refused, with its reason).
 */
export const RFP_STATUSES = ['ACTC', 'ACCP', 'PDNG', 'RJCT'] as const;
export type RequestForPaymentStatus = (typeof RFP_STATUSES)[number];
