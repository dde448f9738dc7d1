/**
 * What a signed authorization keeps as evidence (NACHA's record of a consumer's or business's consent): the exact words
 * with their version and SHA-256, when they were accepted, and from which address and browser.
 */
import { sha256Hex } from './crypto';

export function acceptanceEvidence(text: string, textVersion: string, a: { at: Date; ipAddress: string; userAgent: string }) {
  return {
    textVersion,
    text,
    textSha256: sha256Hex(text),
    acceptedAt: a.at,
    ipAddress: a.ipAddress.slice(0, 100),
    userAgent: a.userAgent.slice(0, 500),
    createdAt: a.at,
  };
}
