/**
 * Validates ISO 20022 messages with xmllint (Debian's libxml2-utils; `.ci/run` installs it where missing) against
 * the base ISO 20022 XSDs and each network's published usage-guideline XSDs (tests/api/fixtures/iso20022/README.md).
 * A message that fails throws with xmllint's own lines, so the test that built it fails saying why.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DOMImplementation, DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';

const ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURES = join(ROOT, 'tests/api/fixtures/iso20022');
/** Not in the repository (their notices forbid redistribution): `node scripts/fednow-schemas.mjs` puts them here. */
export const FEDNOW_SCHEMAS = process.env.FEDNOW_SCHEMA_DIR ?? join(ROOT, '.cache/iso20022/fednow');
/**
 * Why FedNow's own schemas cannot be used here, or null when they are on this machine. Without them a FedNow message is
 * checked against the base ISO schema only (said once on the console); the script needs the moov-io/fednow20022 mirror
 * or github.com, which a machine without the network may lack.
 */
export const FEDNOW_SCHEMAS_MISSING = existsSync(join(FEDNOW_SCHEMAS, 'SOURCE'))
  ? null
  : "FedNow's usage-guideline schemas are not on this machine (their licence keeps them out of the repository): run node scripts/fednow-schemas.mjs where github.com or the moov-io/fednow20022 mirror is reachable";
let missingSaid = false;

const ISO = 'urn:iso:std:iso:20022:tech:xsd:';
const FEDNOW_USAGE: Record<string, string | { incoming: string; outgoing: string }> = {
  'pacs.008.001.08': 'CustomerCreditTransfer',
  // A status from the FedNow Service itself, and a receiving participant's own (the payee side's answer).
  'pacs.002.001.10': { incoming: 'ParticipantPaymentStatus', outgoing: 'FedNowPaymentStatus' },
  'pacs.004.001.10': 'PaymentReturn',
  'pacs.028.001.03': 'PaymentStatusRequest',
  'camt.056.001.08': 'ReturnRequest',
  'camt.029.001.09': 'ReturnRequestResponse',
  'pain.013.001.07': 'RequestForPayment',
  'pain.014.001.07': 'RequestForPaymentResponse',
  'head.001.001.02': 'BusinessApplicationHeader',
};

/** Runs xmllint on one document against one schema; throws with its output when the document is not valid. */
export function validateAgainst(xml: string, xsd: string, label = xsd): void {
  if (!existsSync(xsd)) throw new Error(`Schema missing: ${xsd}${xsd.startsWith(FEDNOW_SCHEMAS) ? ' (run node scripts/fednow-schemas.mjs)' : ''}`);
  const dir = mkdtempSync(join(tmpdir(), 'iso20022-'));
  const file = join(dir, 'message.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', xsd, file], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const out = `${(error as { stderr?: Buffer }).stderr?.toString() ?? ''}${(error as { stdout?: Buffer }).stdout?.toString() ?? ''}`;
    const lines = out.split('\n').filter((l) => l && !/validates$|fails to validate$/.test(l));
    throw new Error(`Not valid under ${label}:\n${lines.join('\n')}\n--- message ---\n${xml}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const serialize = (element: Element) => new XMLSerializer().serializeToString(element);
const children = (element: Element) => {
  const out: Element[] = [];
  for (let c = element.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as Element);
  return out;
};

/** A message element standing in for a Document (RTP's `CreditTransfer` holding `ct:FIToFICstmrCdtTrf`) re-rooted as a base ISO Document. */
function asDocument(holder: Element, ns: string): string {
  const doc = new DOMImplementation().createDocument(ns, 'Document', null);
  for (const child of children(holder)) doc.documentElement!.appendChild(doc.importNode(child, true));
  return serialize(doc.documentElement!);
}

/** The network a message is shaped for, its ISO message version and its parts. */
export function partsOf(xml: string) {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
  if (root.namespaceURI === 'urn:fednow:incoming:v001' || root.namespaceURI === 'urn:fednow:outgoing:v001') {
    const wrapper = children(children(root).at(-1)!)[0];
    const [header, document] = children(wrapper);
    return { network: 'fednow' as const, direction: root.namespaceURI.includes('incoming') ? ('incoming' as const) : ('outgoing' as const), header, document, version: document.namespaceURI!.slice(ISO.length), envelope: wrapper.localName };
  }
  if (root.namespaceURI === 'urn:tch' && root.localName === 'Message') {
    const [header, holder] = children(root);
    const message = children(holder)[0];
    return { network: 'rtp' as const, direction: null, header, document: holder, version: message.namespaceURI!.slice(ISO.length), envelope: holder.localName };
  }
  throw new Error(`Not a FedNow or RTP message: <${root.nodeName} xmlns="${root.namespaceURI}">`);
}

/**
 * Validates a message as its network would: FedNow's envelope against the FedNow technical wrapper (which holds the
 * base ISO XSDs), its AppHdr and Document against the Release 1 usage guidelines; RTP's `Message` against TCH's
 * usage XSD (HdrAndData_TCH); and every Document against the base ISO XSD kept in the repository.
 */
export function expectValidMessage(xml: string): ReturnType<typeof partsOf> {
  const parts = partsOf(xml);
  const base = join(FIXTURES, 'iso', `${parts.version}.xsd`);
  if (parts.network === 'fednow' && FEDNOW_SCHEMAS_MISSING) {
    if (!missingSaid) console.warn(`${FEDNOW_SCHEMAS_MISSING}; FedNow messages are checked against the base ISO schemas only.`);
    missingSaid = true;
    validateAgainst(serialize(parts.document), base, `ISO ${parts.version}`);
  } else if (parts.network === 'fednow') {
    validateAgainst(xml, join(FEDNOW_SCHEMAS, 'wrapper', `fednow-${parts.direction}_external.xsd`), `FedNow ${parts.direction} wrapper`);
    const usage = FEDNOW_USAGE[parts.version];
    if (!usage) throw new Error(`No FedNow usage guideline for ${parts.version}`);
    const kind = typeof usage === 'string' ? usage : usage[parts.direction];
    validateAgainst(serialize(parts.header), join(FEDNOW_SCHEMAS, 'usage', `BusinessApplicationHeader.head.001.001.02.xsd`), 'FedNow head.001.001.02 usage guideline');
    validateAgainst(serialize(parts.document), join(FEDNOW_SCHEMAS, 'usage', `${kind}.${parts.version}.xsd`), `FedNow ${kind} ${parts.version} usage guideline`);
    validateAgainst(serialize(parts.document), base, `ISO ${parts.version}`);
  } else {
    validateAgainst(xml, join(FIXTURES, 'rtp', 'messages.xsd'), 'RTP (TCH) messages.xsd');
    validateAgainst(asDocument(parts.document, `${ISO}${parts.version}`), base, `ISO ${parts.version}`);
  }
  return parts;
}

/**
 * A message as it was exchanged: in its network's envelope, validated as its network would (expectValidMessage); a
 * bare ISO 20022 Document (RTP's messages until they are built in TCH's shape) against its base ISO XSD.
 */
export function expectValidExchanged(xml: string): void {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
  if (root.localName === 'Document' && root.namespaceURI?.startsWith(ISO)) {
    validateAgainst(xml, join(FIXTURES, 'iso', `${root.namespaceURI.slice(ISO.length)}.xsd`), `ISO ${root.namespaceURI.slice(ISO.length)}`);
    return;
  }
  expectValidMessage(xml);
}
