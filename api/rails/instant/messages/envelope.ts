/**
 * The networks' shapes around an ISO 20022 message (decision 123): FedNow's technical wrappers and TCH's HdrAndData,
 * which envelope a message travels in, and each network's codes inside it.
 */
import type { InstantNetwork } from '../../../../domain/instant-payments';
import type { MessageName } from '../../../../domain/iso20022-rules';
import { FEDNOW_SERVICE_ID, NETWORK_PROFILES, RTP_SERVICE_ID, rtpParticipantId } from '../../../../domain/instant-profiles';

/** Each network's clearing system code and local instrument as its pacs.008 carries them (domain/instant-profiles.ts). */
export const NETWORK_CODES: Record<InstantNetwork, { clearingSystem: string; localInstrument: string }> = {
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
export const FEDNOW_WRAPPERS: Record<MessageName, string> = {
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
export const FEDNOW_NS = { toNetwork: 'urn:fednow:incoming:v001', fromNetwork: 'urn:fednow:outgoing:v001' } as const;

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
export const fedNowShaped = (envelope?: Envelope) => envelope?.network === 'fednow';
export const rtpShaped = (envelope?: Envelope) => envelope?.network === 'rtp';

/** TCH's HdrAndData element for each message, and the namespace prefix its usage XSD gives the message. */
export const RTP_HOLDERS: Partial<Record<MessageName, { element: string; prefix: string }>> = {
  pacs008: { element: 'CreditTransfer', prefix: 'ct' },
  pacs002: { element: 'MessageStatusReport', prefix: 'ps' },
  pacs028: { element: 'PaymentStatusRequest', prefix: 's8' },
  camt056: { element: 'ReturnOfFunds', prefix: 'rt' },
  camt029: { element: 'ResponseReturnOfFunds', prefix: 'tr' },
  pain013: { element: 'PaymentRequest', prefix: 'pr' },
  pain014: { element: 'ResponsePaymentRequest', prefix: 'rp' },
};
export const networkOfClearingSystem = (code: string): InstantNetwork | null => (code === 'FDN' ? 'fednow' : code === 'TCH' ? 'rtp' : null);

/** The network whose envelope a message came in, or null for a bare ISO 20022 Document. */
export function envelopeNetworkOf(xml: string): InstantNetwork | null {
  if (/\sxmlns(?::[\w.-]+)?="urn:fednow:(incoming|outgoing):v001"/.test(xml)) return 'fednow';
  if (/\sxmlns(?::[\w.-]+)?="urn:tch"/.test(xml)) return 'rtp';
  return null;
}
