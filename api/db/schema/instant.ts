/** Drizzle tables of the instant rail (decision 069): the participant directory, each payment's transfer, the messages, and the sandbox participant's own records. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InstantNetwork } from '../../../domain/instant-payments';
import { payments } from './payments';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' });

/** Receiving banks reachable by an instant network, by routing number, with the limits they set themselves. */
export const instantParticipants = pgTable('instant_participants', {
  routingNumber: text('routing_number').primaryKey(),
  name: text('name').notNull(),
  fednow: boolean('fednow').notNull().default(false),
  rtp: boolean('rtp').notNull().default(false),
  /** The participant's own per-transaction limit on each network; null means the network's default. */
  fednowLimitCents: cents('fednow_limit_cents'),
  rtpLimitCents: cents('rtp_limit_cents'),
  /** Whether the bank presents requests for payment (pain.013) to its customers: a capability of its own beside the networks. */
  requestsForPayment: boolean('requests_for_payment').notNull().default(false),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * One credit transfer per payment: its ids are derived from the payment's, so the row is the rail's idempotency key.
 * `state` is what the network last said: sent (no final word yet), settled, rejected, or returned after settling.
 */
export const instantTransfers = pgTable(
  'instant_transfers',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    network: text('network').$type<InstantNetwork>().notNull(),
    messageId: text('message_id').notNull().unique(),
    endToEndId: text('end_to_end_id').notNull().unique(),
    uetr: text('uetr').notNull().unique(),
    amount: cents('amount').notNull(),
    creditorRoutingNumber: text('creditor_routing_number').notNull(),
    state: text('state').$type<'sent' | 'settled' | 'rejected' | 'returned'>().notNull(),
    reasonCode: text('reason_code'),
    sentAt: moment('sent_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [check('instant_transfers_state_check', sql`${t.state} in ('sent', 'settled', 'rejected', 'returned')`)],
);

/** Every ISO 20022 message the rail sent or received, as sent or received (a received message once, by its id). */
export const instantMessages = pgTable(
  'instant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    direction: text('direction').$type<'sent' | 'received'>().notNull(),
    messageName: text('message_name').notNull(),
    messageId: text('message_id').notNull(),
    xml: text('xml').notNull(),
    at: moment('at').notNull(),
  },
  (t) => [uniqueIndex('instant_messages_direction_message_id').on(t.direction, t.messageId), index('instant_messages_payment_idx').on(t.paymentId, t.at)],
);

/**
 * The sandbox participant's own book (local, dev and demo only): each transfer it received, what it answered, and the
 * return it will send. Kept in the database, like every sandbox's state, so several service copies agree.
 */
export const instantSandboxTransfers = pgTable('instant_sandbox_transfers', {
  uetr: text('uetr').primaryKey(),
  messageId: text('message_id').notNull(),
  endToEndId: text('end_to_end_id').notNull(),
  network: text('network').$type<InstantNetwork>().notNull(),
  amount: cents('amount').notNull(),
  debtorRoutingNumber: text('debtor_routing_number').notNull(),
  creditorRoutingNumber: text('creditor_routing_number').notNull(),
  /** The account credited, which decides how the simulated receiving bank answers a recall. */
  creditorAccountNumber: text('creditor_account_number'),
  status: text('status').notNull(),
  reasonCode: text('reason_code'),
  /** A return the receiving bank sends after settling (pacs.004), until the rail has taken it. */
  returnReason: text('return_reason'),
  returnTakenAt: moment('return_taken_at'),
  receivedAt: moment('received_at').notNull(),
  /** A recall (camt.056) the sandbox received for this transfer, and its answer (camt.029), until the rail has taken a late one. */
  recallCaseId: text('recall_case_id'),
  recallAnswer: text('recall_answer'),
  recallTakenAt: moment('recall_taken_at'),
});

/**
 * A business's recall of one of its settled instant payments (camt.056), and the receiving bank's answer (camt.029).
 * One per payment: the unique payment id is what keeps a second recall from being sent, so money is asked back once.
 */
export const instantRecalls = pgTable(
  'instant_recalls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    caseId: text('case_id').notNull().unique(),
    assignmentId: text('assignment_id').notNull().unique(),
    /** The receiving bank the recall went to: a resolution from any other bank is not believed. */
    assignee: text('assignee').notNull(),
    reasonCode: text('reason_code').notNull(),
    state: text('state').$type<'requested' | 'accepted' | 'rejected'>().notNull(),
    /** Why the receiving bank refused (ExternalPaymentCancellationRejection1Code). */
    refusalCode: text('refusal_code'),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: moment('requested_at').notNull(),
    /** When the connector took the camt.056; null after a crash before it did, and the cycle hands it over then. */
    handedOverAt: moment('handed_over_at'),
    resolvedAt: moment('resolved_at'),
  },
  (t) => [check('instant_recalls_state_check', sql`${t.state} in ('requested', 'accepted', 'rejected')`)],
);

/**
 * An instant collection asked of the payer's bank as a request for payment (pain.013, decision 108). One per payment:
 * the unique payment id keeps a collection from being asked twice; its ids are derived from the payment's, so the row
 * is the request's idempotency key. `state` is what the payer's bank last said: sent (no answer yet), presented (shown
 * to the payer), paid (the payer's pacs.008 came and matched), rejected (with its reason), or expired unpaid.
 */
export const instantPaymentRequests = pgTable(
  'instant_payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    network: text('network').$type<InstantNetwork>().notNull(),
    messageId: text('message_id').notNull().unique(),
    paymentInfoId: text('payment_info_id').notNull(),
    endToEndId: text('end_to_end_id').notNull().unique(),
    uetr: text('uetr').notNull().unique(),
    amount: cents('amount').notNull(),
    /** The payer's bank, where the request went: an answer from any other bank is not believed. */
    debtorRoutingNumber: text('debtor_routing_number').notNull(),
    expiresAt: moment('expires_at').notNull(),
    state: text('state').$type<'sent' | 'presented' | 'paid' | 'rejected' | 'expired'>().notNull(),
    /** Why the payer's bank refused (ExternalStatusReason1Code). */
    reasonCode: text('reason_code'),
    requestedAt: moment('requested_at').notNull(),
    /** When the connector took the pain.013; null after a crash before it did, and the cycle hands it over then. */
    handedOverAt: moment('handed_over_at'),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [check('instant_payment_requests_state_check', sql`${t.state} in ('sent', 'presented', 'paid', 'rejected', 'expired')`)],
);

/**
 * The sandbox participant's book of requests for payment (local, dev and demo only): each pain.013 it received as the
 * payer's bank, how its simulated payer answers, and which of its messages (a late pain.014, the payer's pacs.008)
 * the rail has taken.
 */
export const instantSandboxRequests = pgTable('instant_sandbox_requests', {
  uetr: text('uetr').primaryKey(),
  messageId: text('message_id').notNull(),
  /** The network the request came by, and the payer's payment goes back on. */
  network: text('network').$type<InstantNetwork>().notNull(),
  /** The pain.013 as received: the sandbox answers from it, so a repeat of the same request is answered the same. */
  xml: text('xml').notNull(),
  /** What the simulated payer does: pays, refuses, never answers (the request expires), or is shown it late. */
  behaviour: text('behaviour').$type<'pays' | 'refuses' | 'ignores' | 'late'>().notNull(),
  statusTakenAt: moment('status_taken_at'),
  paymentTakenAt: moment('payment_taken_at'),
  receivedAt: moment('received_at').notNull(),
});
