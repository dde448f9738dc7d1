/** Drizzle table of the business network: every connection and its invitation link (token kept only as a hash). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONNECTION_KINDS, CONNECTION_STATUSES, type ConnectionKind, type ConnectionStatus } from '../../../domain/network';
import { banks, businesses, users, vendors } from './core';
import { consumers } from './payments';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** targetBusinessInfo of spec §3. */
export interface TargetBusinessInfo {
  name?: string;
  location?: { zipcode?: string; address?: string; city?: string; state?: string; country?: string };
  tags?: string[];
}

/** Kind-specific invitation details: employee rights, bank user's bank and role, consumer's vehicle and initial payment. */
export interface ConnectionDetails {
  isBusinessRightsAvailable?: boolean;
  bankName?: string;
  role?: string;
  initialPayment?: number;
  year?: number;
  make?: string;
  model?: string;
  description?: string;
  /** A vendor invitation whose payee was created with it, without bank details (Add Vendor's invite mode, decision 094). */
  vendorCreatedWithInvitation?: boolean;
}

export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ConnectionKind>().notNull(),
    /** The inviting business (employee, vendor, customer, consumer); null for business owners and bank users. */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    /** The bank of a bank-user invitation (null: a new bank called details.bankName), or of the bank user who invited a business owner. */
    bankId: uuid('bank_id').references(() => banks.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The e-mail the link is bound to (lower-cased). */
    targetEmail: text('target_email').notNull(),
    targetPhoneNumber: text('target_phone_number'),
    targetFirstName: text('target_first_name'),
    targetLastName: text('target_last_name'),
    targetBusinessInfo: jsonb('target_business_info').$type<TargetBusinessInfo>(),
    details: jsonb('details').$type<ConnectionDetails>().notNull().default({}),
    /** A self sign-up's link to its own e-mail (no inviter): nobody's pending invitation, and its own open link per e-mail. */
    selfSignUp: boolean('self_sign_up').notNull().default(false),
    /** A consumer invitation's pending consumer row (listed under Instant Collections › Pending). */
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    /** A vendor invitation made for an existing payee: registration attaches to this vendor and no other (decision 050). */
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConnectionStatus>().notNull().default('invited'),
    /** SHA-256 of the link's token; replaced on every resend, cleared once used. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: moment('token_expires_at'),
    /** When the current link was sent. */
    sentAt: moment('sent_at').notNull(),
    acceptedAt: moment('accepted_at'),
    /** The account registered through the link, and the business it created or joined. */
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    connectedBusinessId: uuid('connected_business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /**
     * The mailbox proof of a vendor link (decision 125): the keyed digest of the code e-mailed to the invited address,
     * bound to the current token (a new link voids it), when it stops working and how often it was tried.
     */
    mailboxCodeDigest: text('mailbox_code_digest'),
    mailboxCodeExpiresAt: moment('mailbox_code_expires_at'),
    mailboxCodeSentAt: moment('mailbox_code_sent_at'),
    mailboxCodeAttempts: integer('mailbox_code_attempts').notNull().default(0),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('connections_token_hash_key').on(t.tokenHash),
    // One open invitation per kind, inviter scope and e-mail: a second one is requestIsDuplicatedAPIError.
    uniqueIndex('connections_open_target_key')
      .on(t.kind, sql`coalesce(${t.businessId}, ${t.bankId}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`lower(${t.targetEmail})`, t.selfSignUp)
      .where(sql`${t.status} = 'invited'`),
    index('connections_business_kind_status_idx').on(t.businessId, t.kind, t.status, t.createdAt, t.id),
    index('connections_kind_status_idx').on(t.kind, t.status, t.createdAt, t.id),
    check('connections_kind_check', sql`${t.kind} in (${list(CONNECTION_KINDS)})`),
    check('connections_status_check', sql`${t.status} in (${list(CONNECTION_STATUSES)})`),
  ],
);

export type ConnectionRow = typeof connections.$inferSelect;
