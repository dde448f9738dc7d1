/**
 * One profile per instant network (decision 123): what each network's own usage guideline asks of a message beyond
 * the base ISO 20022 schema. FedNow Service Release 1 (usage guidelines edition 08/06/2024): the head.001.001.02
 * business application header then the Document, inside the fednow-incoming/outgoing technical wrapper; message ids
 * `[0-9]{8}[a-zA-Z0-9]{9}[a-zA-Z0-9]{1,18}` (the date, the sender's routing number, its own reference); a local
 * instrument and a category purpose on every credit transfer; the original group of a status report inside its
 * transaction. RTP (The Clearing House): head.001.001.01 and the message inside `Message` (HdrAndData_TCH) with
 * namespace prefixes; message ids `M` + date + the 11-character participant id. The schemas the tests hold each built
 * message to are in tests/api/fixtures/iso20022 (RTP, base ISO) and scripts/fednow-schemas.mjs (FedNow).
 */
import type { InstantNetwork } from './instant-payments';

export interface NetworkProfile {
  network: InstantNetwork;
  /** The business application header's version (head.001). */
  header: 'head.001.001.02' | 'head.001.001.01';
  /** The clearing system code of GrpHdr/SttlmInf/ClrSys/Cd. */
  clearingSystem: 'FDN' | 'TCH';
  /** PmtTpInf/LclInstrm/Prtry of a customer credit transfer. */
  localInstrument: string;
  /** PmtTpInf/CtgyPurp/Prtry of a business's payment. */
  categoryPurpose: string;
  /** The message-id rule of the network's usage guideline (GrpHdr/MsgId, AppHdr/BizMsgIdr, Assgnmt/Id). */
  messageId: RegExp;
  /** How a settled payment comes back: FedNow's pacs.004 after a camt.056; RTP's Request for Return of Funds (camt.056) answered by camt.029, the money sent back as a new credit transfer (RTP has no pacs.004). */
  returnOfFunds: 'pacs004' | 'creditTransfer';
  /** The network's clocks for a value message (decision 135). */
  time: NetworkTimeLimits;
}

/**
 * How long a network gives a value message (a credit transfer, a return) to settle or be rejected, counted from the
 * message's own time stamp (its creation time), and when its sender may first ask what became of it.
 */
export interface NetworkTimeLimits {
  /** The payment timeout clock: past it the network has rejected the message, so a receiver's answer comes too late and nothing may be booked. */
  paymentTimeoutMs: number;
  /** The earliest a status request (pacs.028) about a sent message is taken: the network refuses one while the clock runs. */
  statusRequestAfterMs: number;
  /** Whether the figures are the network's published ones or assumptions a bank partner confirms. */
  source: string;
}

export const NETWORK_PROFILES: Record<InstantNetwork, NetworkProfile> = {
  fednow: {
    network: 'fednow',
    header: 'head.001.001.02',
    clearingSystem: 'FDN',
    // FedNow's sample messages (Federal Reserve Banks, "sample participant to FedNow message"): FDNA and CONS for a
    // consumer; BUSI is taken for a business's payment (Max35Text in the usage XSD; to confirm with the bank partner).
    localInstrument: 'FDNA',
    categoryPurpose: 'BUSI',
    messageId: /^[0-9]{8}[a-zA-Z0-9]{9}[a-zA-Z0-9]{1,18}$/,
    returnOfFunds: 'pacs004',
    // FedNow Service Operating Procedures (Federal Reserve Banks, 2024): "Timeout clock: maximum allowable time for a
    // transaction (pacs.008, pacs.004 or pacs.009) to settle or be rejected: 20 seconds", started by the message's
    // time stamp; a participant "should wait a minimum of 25 seconds from the payment message time stamp" before a
    // pacs.028, which the Service rejects while the clock runs.
    time: { paymentTimeoutMs: 20_000, statusRequestAfterMs: 25_000, source: 'FedNow Service Operating Procedures' },
  },
  rtp: {
    network: 'rtp',
    header: 'head.001.001.01',
    clearingSystem: 'TCH',
    localInstrument: 'STANDARD',
    categoryPurpose: 'BUSINESS',
    messageId: /^M[0-9]{8}[A-Z0-9]{11}.{0,15}$/,
    returnOfFunds: 'creditTransfer',
    // TCH's operating rules are not readable here: FedNow's figures stand in until the bank partner gives RTP's.
    time: { paymentTimeoutMs: 20_000, statusRequestAfterMs: 25_000, source: "assumed (FedNow's): to confirm with the bank partner" },
  },
};

/** Whether a value message stamped `createdAt` is still within its network's payment timeout clock at `at`. */
export function withinPaymentClock(network: InstantNetwork, createdAt: Date, at: Date): boolean {
  return at.getTime() - createdAt.getTime() <= NETWORK_PROFILES[network].time.paymentTimeoutMs;
}

/** The first moment the network takes a status request about a message we sent stamped `sentAt`. */
export function statusRequestFrom(network: InstantNetwork, sentAt: Date): Date {
  return new Date(sentAt.getTime() + NETWORK_PROFILES[network].time.statusRequestAfterMs);
}

/** The FedNow Service's own connection party id as its sample messages carry it in AppHdr/To (the bank partner confirms it). */
export const FEDNOW_SERVICE_ID = '021150706';
/** The FedNow market practice every AppHdr names (MktPrctc, fixed by the usage guideline). */
export const FEDNOW_MARKET_PRACTICE = { registry: 'www2.swift.com/mystandards/#/group/Federal_Reserve_Financial_Services/FedNow_Service', id: 'frb.fednow.01' } as const;

/**
 * RTP's 11-character participant id: the routing number and TCH's two-character connection suffix (assigned by TCH to
 * each connection; T1 until the bank partner says), and the id its AppHdr addresses TCH's RTP system by (the RTP
 * system's member id 000000010 as TCH's sample messages carry it, with the same suffix; the bank partner confirms both).
 */
export const rtpParticipantId = (routingNumber: string) => `${routingNumber}T1`;
export const RTP_SERVICE_ID = '000000010T1';

const day = (at: Date) => at.toISOString().slice(0, 10).replace(/-/g, '');

/**
 * A message id in the network's pattern, from the sender's routing number and a reference (letters and digits of
 * `seed`, so the same seed gives the same id: a transfer sent again is the same message).
 */
export function networkMessageId(network: InstantNetwork, at: Date, routingNumber: string, seed: string): string {
  const reference = seed.replace(/[^a-zA-Z0-9]/g, '');
  if (network === 'fednow') return `${day(at)}${routingNumber}${reference.slice(0, 18) || '0'}`;
  // RTP's participant id is the routing number and a two-character connection suffix (assigned by TCH; T1 until the partner says).
  return `M${day(at)}${routingNumber}T1${reference.toUpperCase().slice(0, 15)}`;
}

/** XML 1.0's characters (anything else cannot be written into a message at all). */
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Free text as a network takes it: characters XML can carry (others, and line breaks, become spaces), spaces
 * collapsed, cut to `max` characters counted as the schemas count them (code points, never half a surrogate pair);
 * `fallback` when nothing is left (every text element is 1 character at least).
 */
export function networkText(value: string | null | undefined, max: number, fallback: string): string {
  const clean = (value ?? '').replace(NOT_XML, ' ').replace(/\s+/g, ' ').trim();
  const cut = Array.from(clean).slice(0, max).join('').trim();
  return cut || fallback;
}
