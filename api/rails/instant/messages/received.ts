/** What a delivery the network sends unasked is: one of the messages we read, or a network's message reject. */
import { DOMParser } from '@xmldom/xmldom';
import { namespaceOf } from '../../../../domain/iso20022-rules';

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
