/**
 * What an SMS transport says when a text did not leave: a reason the person at the MFA step can act on, whether
 * trying again could ever help, and the provider's own code and words for the Errors page (decision 065).
 */

/** Why a text was not sent, in the terms the user's next step depends on. */
export type SmsFailureReason = 'unusableNumber' | 'optedOut' | 'rateLimited' | 'unavailable';

export class SmsNotSent extends Error {
  constructor(
    readonly reason: SmsFailureReason,
    /** True when sending the same text to the same number again cannot succeed (a bad number, an opt-out). */
    readonly permanent: boolean,
    /** The provider's description, with its code, kept as the message row's last error. */
    detail: string,
    readonly providerCode?: number,
  ) {
    super(detail);
    this.name = 'SmsNotSent';
  }
}
