/**
 * Building an ISO 20022 message as XML (@xmldom/xmldom): the element tree of a message, written bare or in its
 * network's envelope, and the building blocks every message shares (amounts, times, agents, accounts).
 */
import { DOMImplementation, XMLSerializer, type Element } from '@xmldom/xmldom';
import type { InstantNetwork } from '../../../../domain/instant-payments';
import { MESSAGE_VERSIONS, namespaceOf, type MessageName } from '../../../../domain/iso20022-rules';
import { FEDNOW_MARKET_PRACTICE, NETWORK_PROFILES } from '../../../../domain/instant-profiles';
import { FEDNOW_NS, FEDNOW_WRAPPERS, NETWORK_CODES, RTP_HOLDERS, fedNowShaped, rtpShaped, type Envelope } from './envelope';
import { InvalidMessageError } from './invalid-message';

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

export type Tree = [name: string, content: string | ReadonlyArray<Tree | null>, attributes?: Record<string, string>];

export function build(name: MessageName, root: Tree, envelope?: Envelope, header?: { id: string; at: Date }): string {
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
export const dateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
export const agent = (tag: string, routing: string): Tree => [tag, [['FinInstnId', [['ClrSysMmbId', [['ClrSysId', [['Cd', 'USABA']]], ['MmbId', routing]]]]]]];
export const accountOf = (tag: string, number: string): Tree => [tag, [['Id', [['Othr', [['Id', number]]]]]]];
export const settlement = (network: InstantNetwork): Tree => ['SttlmInf', [['SttlmMtd', 'CLRG'], ['ClrSys', [['Cd', NETWORK_CODES[network].clearingSystem]]]]];
/** An agent as TCH's usage guideline takes it: its member id alone (the scheme is the network's). */
export const member = (tag: string, routing: string): Tree => [tag, [['FinInstnId', [['ClrSysMmbId', [['MmbId', routing]]]]]]];
/** RTP's payment type: service level, local instrument and category purpose, all three required by TCH. */
export const rtpPaymentType = (): Tree => ['PmtTpInf', [['SvcLvl', [['Cd', 'SDVA']]], ['LclInstrm', [['Prtry', NETWORK_PROFILES.rtp.localInstrument]]], ['CtgyPurp', [['Prtry', NETWORK_PROFILES.rtp.categoryPurpose]]]]];
/** TCH's instruction and transaction ids: the message id without its `M` (TCH's dated pattern, `[0-9]{8}[A-Z0-9]{11}.*`). */
export const rtpInstructionId = (messageId: string) => messageId.replace(/^M/, '');
/** The referred-document type by which TCH marks a credit transfer as the return of funds of another (RfrdDocInf/Tp/CdOrPrtry/Prtry). */
export const RTP_RETURN_OF_FUNDS = 'RTRN';
