/** Accounting systems a business can connect, with their data keys, route keys and display names. */
import type { FeatureFlag } from './features';

export interface AccountingSystem {
  /** Key in data (`accountingSystemSettings.infoOfAccountingSystems`). */
  key: 'quickBooks' | 'xero' | 'sage' | 'cdr' | 'acumatica' | 'msBusinessCentral';
  /** Key in route paths such as `/manage-payees/{slug}/enabled`. */
  slug: string;
  /** Key in `/business/integration/{routeKey}/list/enabled`. */
  routeKey: string;
  name: string;
  /** False for CDR, which has no pending-acceptance tab. */
  hasPendingTab: boolean;
  featureFlag?: FeatureFlag;
}

/**
 * A business's answer on Business System when it connects none of the listed systems: it uses none, or asked for
 * one that is not listed. Either completes the registration step (the step's other way is a connected system).
 */
export const ACCOUNTING_SYSTEM_ANSWERS = ['none', 'notListed'] as const;
export type AccountingSystemAnswer = (typeof ACCOUNTING_SYSTEM_ANSWERS)[number];

export const ACCOUNTING_SYSTEMS: readonly AccountingSystem[] = [
  { key: 'acumatica', slug: 'acumatica', routeKey: 'acumatica', name: 'Acumatica', hasPendingTab: true, featureFlag: 'acumatica' },
  { key: 'msBusinessCentral', slug: 'business-central', routeKey: 'businessCentral', name: 'Microsoft Business Central', hasPendingTab: true, featureFlag: 'businessCentral' },
  { key: 'cdr', slug: 'cdr', routeKey: 'cdr', name: 'CDR', hasPendingTab: false, featureFlag: 'cdr' },
  { key: 'quickBooks', slug: 'quickbooks', routeKey: 'quickbooks', name: 'QuickBooks', hasPendingTab: true },
  { key: 'sage', slug: 'sage', routeKey: 'sage', name: 'Sage', hasPendingTab: true },
  { key: 'xero', slug: 'xero', routeKey: 'xero', name: 'Xero', hasPendingTab: true },
];
export type AccountingSystemKey = AccountingSystem['key'];

/** An account of an accounting system as pages name it: its chart-of-accounts code first when it has one ("090 Business Checking"). */
export const paymentAccountLabel = (account: { name: string; code?: string | null }) => (account.code ? `${account.code} ${account.name}` : account.name);
