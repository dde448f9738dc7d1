/**
 * User-facing messages from spec §5 and §8, word for word: the one catalogue of the spec's texts. Each topic's texts
 * are one file of domain/messages/ (the sections this file held), so that the browser loads only the topics of the
 * pages it draws (decision 147): code the browser loads imports its topic (`TransactionMessages` from
 * `domain/messages/transactions`); the server, the services and the tests read every text here, through `Messages`,
 * all the topics in one object. A text is in exactly one topic (domain/messages.test.ts).
 */
import { AccountingMessages } from './messages/accounting';
import { AdminMessages } from './messages/admin';
import { ApiClientMessages } from './messages/api-clients';
import { CollectionMessages } from './messages/collections';
import { ConsumerDebitMessages } from './messages/consumer-debits';
import { FormMessages } from './messages/forms';
import { NetworkMessages } from './messages/network';
import { PageMessages } from './messages/pages';
import { PaymentFormMessages } from './messages/payment-forms';
import { PaymentTestMessages } from './messages/payment-test';
import { ReportExportMessages } from './messages/report-exports';
import { SaveMessages } from './messages/saves';
import { SecretMessages } from './messages/secrets';
import { SetupMessages } from './messages/setup';
import { SubscriptionMessages } from './messages/subscriptions';
import { TimeZoneMessages } from './messages/time-zone';
import { TransactionMessages } from './messages/transactions';
import { VendorMessages } from './messages/vendors';
import { VerificationMessages } from './messages/verification';

/** Every topic, in the order the spec's sections read. */
export const MESSAGE_TOPICS = {
  FormMessages,
  PageMessages,
  SaveMessages,
  VerificationMessages,
  SetupMessages,
  TransactionMessages,
  PaymentFormMessages,
  SecretMessages,
  SubscriptionMessages,
  ReportExportMessages,
  ApiClientMessages,
  AdminMessages,
  TimeZoneMessages,
  NetworkMessages,
  CollectionMessages,
  ConsumerDebitMessages,
  VendorMessages,
  AccountingMessages,
  PaymentTestMessages,
} as const;

export const Messages = {
  ...FormMessages,
  ...PageMessages,
  ...SaveMessages,
  ...VerificationMessages,
  ...SetupMessages,
  ...TransactionMessages,
  ...PaymentFormMessages,
  ...SecretMessages,
  ...SubscriptionMessages,
  ...ReportExportMessages,
  ...ApiClientMessages,
  ...AdminMessages,
  ...TimeZoneMessages,
  ...NetworkMessages,
  ...CollectionMessages,
  ...ConsumerDebitMessages,
  ...VendorMessages,
  ...AccountingMessages,
  ...PaymentTestMessages,
} as const;

export { DashboardMessages } from './messages/dashboards';
export { achDeliveryLabel } from './messages/admin';
