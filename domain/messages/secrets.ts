/**
 * Stored secrets and certificates on the settings forms.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
import { PAYLOFT_BANK, PRODUCT_NAME } from '../product';

export const SecretMessages = {
  // Stored secrets and certificates on the settings forms, never shown back.
  certificateCleared: 'The file will be removed when you save.',
  secretStored: 'A value is stored. Leave the placeholder to keep it, or type a new one.',
  bankIntegrationIntro:
    `Most businesses need nothing here. ${PRODUCT_NAME} sends your payments through its own bank, to and from the business bank account you added, so you can go on to the next step.`,
  bankIntegrationOptional: 'Connect your own bank only if it offers an API for ACH payments and you want your payments to go through it. Your bank gives you the details each field asks for.',
  bankIntegrationNotListed: `Your bank is not listed? Nothing to do: your payments go through ${PAYLOFT_BANK}.`,
  bankIntegrationConnect: 'Connect your own bank (optional)',
  continueToStep: (title: string) => `Continue to ${title}`,
  accountingSystemNone: 'I don’t use an accounting system',
  accountingSystemNoneSaved: 'Noted: the business uses no accounting system. Connect one here whenever you like.',
  accountingSystemAnsweredNone: 'You told us the business uses no accounting system: this step is done. Connect one here whenever you like.',
  accountingSystemAnsweredNotListed: 'You asked for an accounting system that is not listed: our team will contact you. This step is done meanwhile; connect a listed one whenever you like.',
  businessBankAccountNote: 'The business’s account: payments to vendors are made from it and the subscription is debited from it. Connecting your bank’s own API is optional, later, under Setup › Bank Integration.',
  companyIdFormat: 'A company ID for ACH payments is 10 letters or digits, as your bank gave it (often 1 followed by your EIN)',
} as const;
