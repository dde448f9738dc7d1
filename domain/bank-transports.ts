/**
 * How each of the spec's payment banks is reached (decision 071): by NACHA files over the file channel, or by the
 * bank's published ACH origination API; and what the Bank Integration page tells the business about it.
 */
import type { PaymentSystemKey } from './payment-system-names';

export type BankTransport = 'file' | 'api';

export interface BankTransportInfo {
  transport: BankTransport;
  /** One plain sentence: what the connection does. */
  does: string;
  /** One plain sentence: what it needs from the business. */
  needs: string;
}

export const BANK_TRANSPORTS: Record<PaymentSystemKey, BankTransportInfo> = {
  jackHenry: {
    transport: 'file',
    does: 'Payloft sends your ACH payments to your Jack Henry bank in NACHA files over the secure file transfer Payloft has set up with the bank, and reads returns from it.',
    needs: 'Your company ID for ACH payments as your bank gave it; the client ID and secret are kept but not used, because Jack Henry banks take payments by file.',
  },
  bankOfAmerica: {
    transport: 'file',
    does: 'Payloft sends your ACH payments to Bank of America in NACHA files over the secure file transfer Payloft has set up with the bank, and reads returns from it.',
    needs: 'Your company ID for ACH payments as Bank of America gave it; the client ID and secret are kept for a CashPro API connection, which Payloft does not use yet.',
  },
  usBank: {
    transport: 'api',
    does: 'Payloft sends your ACH payments to U.S. Bank through its ACH Originations API and reads their status from it.',
    needs: 'The client ID and client secret of your U.S. Bank API project, and the company ID U.S. Bank gave you for ACH payments.',
  },
  bridgeBank: {
    transport: 'file',
    does: 'Payloft sends your ACH payments to Bridge Community Bank in NACHA files over the secure file transfer Payloft has set up with the bank, and reads returns from it.',
    needs: 'Your company ID for ACH payments as the bank gave it; the client ID and secret are kept but not used, because the bank takes payments by file.',
  },
  wellsFargo: {
    transport: 'file',
    does: 'Payloft sends your ACH payments to Wells Fargo in NACHA files over the secure file transfer Payloft has set up with the bank, and reads returns from it.',
    needs: 'Your certificate, key, passphrase, gateway entity ID and payment type are kept for a Wells Fargo Gateway API connection, which Payloft does not use yet.',
  },
};

/** The rail of a bank's API (business_rails.rail), by bank; only banks whose transport is `api` have one. */
export const BANK_API_RAILS = { usBankApi: 'usBank' } as const satisfies Record<string, PaymentSystemKey>;
export type BankApiRail = keyof typeof BANK_API_RAILS;

export function isBankApiRail(rail: string): rail is BankApiRail {
  return Object.hasOwn(BANK_API_RAILS, rail);
}

/** The administrator's label of a bank API rail ("U.S. Bank API"). */
export const bankApiRailLabel = (bankName: string) => `${bankName} API`;

/** What the bank API choice does, in the words the administrator's page shows beside it. */
export const bankApiRailExplanation = (bankName: string) =>
  `Payments go to ${bankName} one by one through its API, with the credentials the business saved on its Bank Integration page; a payment is paid only when the bank says it settled.`;
