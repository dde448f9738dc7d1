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
