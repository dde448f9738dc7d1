/**
 * A payment to an invited vendor that has no bank account yet (decision 094): created and approved like any payment,
 * it waits in `awaitingBankDetails` until the vendor registers through its invitation and saves its account, then is
 * scheduled; left waiting longer than the limit, it is canceled. One set of words for the engine, the web and e-mails.
 */

/** How long a payment waits for its vendor's bank details before it is canceled. */
export const AWAITING_BANK_DETAILS_DAYS = 30;
export const AWAITING_BANK_DETAILS_MS = AWAITING_BANK_DETAILS_DAYS * 24 * 60 * 60_000;

/** The history codes of the waiting payment's lines. */
export const AwaitingBankDetailsCodes = {
  waiting: 'awaitingBankDetails',
  attached: 'bankDetailsAttached',
  expired: 'awaitingBankDetailsExpired',
} as const;

const payments = (count: number) => (count === 1 ? 'The payment' : `The ${count} payments`);

export const AwaitingBankDetailsMessages = {
  /** The confirmation's note about a payment to an invited vendor. */
  note: (vendor: string) => `Waiting for the vendor's bank details: we will send it once ${vendor} registers.`,
  /** Send Payment's note under the vendor list, before any vendor is chosen: it speaks of the vendor, not of a payment. */
  listNote: (vendor: string) => `${vendor} has not given its bank details yet: a payment to ${vendor} waits, and is sent once ${vendor} registers.`,
  /** The payment's history line when it starts to wait. */
  waiting: (vendor: string) => `Waiting for ${vendor}'s bank details: it is sent once ${vendor} registers`,
  /** The history line when the vendor's account arrives. */
  attached: (vendor: string, last4: string) => `${vendor} registered: the payment goes to their account ending in ${last4}`,
  /** The history line when the wait ends without details. */
  expired: (vendor: string) =>
    `Canceled: ${vendor} did not register within ${AWAITING_BANK_DETAILS_DAYS} days, so no bank details arrived and nothing was sent`,
  /** The payment's page, in plain words. */
  page: (vendor: string) =>
    `This payment waits for ${vendor}'s bank details. We send it once ${vendor} registers through your invitation; if they have not within ${AWAITING_BANK_DETAILS_DAYS} days of the payment's creation, it is canceled and nothing is sent.`,
  /**
   * The invited vendor's side (its registration page and invitation e-mail): one payment waiting on its registration,
   * who pays and how much; never another business's.
   */
  waitsForYou: (payer: string, amount: string, reference: string | null) =>
    `${payer} is paying you ${amount}${reference ? ` (reference ${reference})` : ''}. It waits for your registration: ${payer} sends it once you register and enter the bank account it is paid into.`,
  /** The registration page's heading over those payments. */
  waitsForYouTitle: (count: number) => (count === 1 ? 'A payment waits for you' : `${count} payments wait for you`),
  /** The e-mail to the invited vendor when a payment to it starts to wait for its registration. */
  vendorEmailSubject: (payer: string, amount: string) => `${payer} is paying you ${amount}: register to receive it`,
  vendorEmailHowTo: (payer: string, email: string, expiresOn: string) =>
    `To register, open the link in the invitation ${payer} sent to ${email}; it works until ${expiresOn}. If you have not registered within ${AWAITING_BANK_DETAILS_DAYS} days of the payment, it is canceled and nothing is sent.`,
  /** Refusals. */
  notInvited: 'The vendor has no bank account yet and no open invitation: invite them to enter their bank details first',
  noFastPayment: "A payment waiting for the vendor's bank details goes by standard ACH: Same Day ACH and instant payments need the details now",
  /** The payer's e-mail when the vendor registers. */
  emailSubject: (vendor: string) => `${vendor} registered: your payments to them can go ahead`,
  emailBody: (vendor: string, business: string, count: number, last4: string, held: boolean) =>
    [
      `${vendor} registered and saved the bank account they are paid into (ending in ${last4}).`,
      held
        ? `${payments(count)} ${business} made to ${vendor} while waiting for their bank details now ${count === 1 ? 'waits' : 'wait'} for your approval: check the account with ${vendor} by a phone number you already know before you approve.`
        : `${payments(count)} ${business} made to ${vendor} while waiting for their bank details ${count === 1 ? 'is' : 'are'} now scheduled (or ${count === 1 ? 'waits' : 'wait'} for approval, where approvals are on): each goes on its due date when still ahead, else at the next processing time.`,
      'If you did not expect this, cancel the payment from its page before it is sent and contact the vendor by a phone number you already know.',
    ].join('\n\n'),
} as const;
