/**
 * ISO 20022 messages of the instant rail, built and read with @xmldom/xmldom: pacs.008 (credit transfer), pacs.002
 * (status report), pacs.004 (FedNow's return; RTP's is a pacs.008 marked RTRN) and pacs.028 (status request),
 * camt.056/camt.029 (recall; RTP's Request for Return of Funds and its answer), pain.013/pain.014
 * (request for payment), each checked against domain/iso20022-rules.ts before it is sent and when it is received.
 * Built in the receiving network's shape when given its Envelope (decision 123); read in any network's shape.
 * One file per message family beside the envelopes and the XML building and reading they share (decision 142); this
 * index is the one import place for the rail.
 */
export { InvalidMessageError } from './invalid-message';
export { envelopeNetworkOf, fromNetwork, toNetwork, type Envelope } from './envelope';
export { RTP_RETURN_OF_FUNDS, amountOf, rtpInstructionId } from './xml-build';
export { centsOf } from './xml-read';
export { buildPacs008, parsePacs008, type CreditTransfer, type PartyAccount } from './credit-transfer';
export { buildPacs002, buildPacs028, parsePacs002, parsePacs028, type StatusReport, type StatusRequest } from './payment-status';
export { buildPacs004, parsePacs004, type PaymentReturn } from './payment-return';
export { buildCamt029, buildCamt056, parseCamt029, parseCamt056, type CancellationRequest, type OriginalTransfer, type RecallResolution } from './recall';
export { buildPain013, buildPain014, parsePain013, parsePain014, type PaymentRequest, type PaymentRequestStatus } from './request-for-payment';
export { MESSAGE_REJECT_VERSION, messageNameOf, messageRejectOf, type MessageReject } from './received';
