/**
 * Reading a received ISO 20022 message (@xmldom/xmldom): found in whatever envelope carries it, refused when it has a
 * DTD, bad XML, foreign elements or a structure its rules do not allow, then read by path.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { MESSAGE_VERSIONS, checkMember, checkStructure, namespaceOf, type ElementNode, type ElementRule, type MessageName, type Problem } from '../../../../domain/iso20022-rules';
import { ISO20022_ELEMENT_NAMES } from '../../../../domain/iso20022-element-names';
import { InvalidMessageError } from './invalid-message';

/** The element tree of a received message with a text lookup by path; refuses DTDs, other namespaces and bad XML. */
export class Read {
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

export function read(xml: string, name: MessageName, rule: ElementRule): Read {
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

export function finish<T>(problems: Problem[], value: () => T): T {
  if (problems.length) throw new InvalidMessageError(problems);
  return value();
}

export const memberOf = (r: Read, path: string) => r.text(`${path}/FinInstnId/ClrSysMmbId/MmbId`);
/** USABA where the scheme is named (ISO, FedNow); RTP names the member alone, its scheme being the network's. */
export const memberCheck = (r: Read, path: string) => checkMember(r.text(`${path}/FinInstnId/ClrSysMmbId/ClrSysId/Cd`) ?? 'USABA', memberOf(r, path), path);
