/** Drizzle tables of the originating accounts' file channels to their banks: settings, deliveries of our ACH files, and the bank's files fetched. */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { users } from './core';
import { achFiles, originatingAccounts } from './payments';
import { achReturnFiles } from './reconciliation';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One SFTP channel per originating account (the ODFI relationship); the password and private key sealed with ENCRYPTION_KEY. */
export const achFileChannels = pgTable('ach_file_channels', {
  originatingAccountId: uuid('originating_account_id')
    .primaryKey()
    .references(() => originatingAccounts.id, { onDelete: 'restrict' }),
  host: text('host').notNull(),
  port: integer('port').notNull().default(22),
  username: text('username').notNull(),
  passwordEncrypted: text('password_encrypted'),
  privateKeyEncrypted: text('private_key_encrypted'),
  privateKeyPassphraseEncrypted: text('private_key_passphrase_encrypted'),
  /** Pinned: `SHA256:<base64>` as OpenSSH prints it; a server showing another key is not spoken to. */
  hostKeyFingerprint: text('host_key_fingerprint').notNull(),
  uploadFolder: text('upload_folder').notNull(),
  fileNamePattern: text('file_name_pattern').notNull(),
  /** Where the bank leaves return and NOC files; null: they come another way (ACH_RETURNS_INBOX, upload). */
  returnsFolder: text('returns_folder'),
  enabled: boolean('enabled').notNull().default(true),
  /** Files written before the channel existed went to the bank by hand: only files from this moment are delivered. */
  deliverFilesFrom: moment('deliver_files_from').notNull(),
  updatedAt: moment('updated_at').notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** `canceled`: the administrator stopped a file that never reached the server (its payments failed with the reason). */
export const ACH_DELIVERY_STATUSES = ['pending', 'renaming', 'delivered', 'canceled'] as const;
export type AchDeliveryStatus = (typeof ACH_DELIVERY_STATUSES)[number];

/**
 * One ACH file's way to the bank. `renaming` is written before the rename that makes the file visible under its
 * final name, so after a crash the state and what the server holds say whether the bank already has it.
 */
export const achFileDeliveries = pgTable(
  'ach_file_deliveries',
  {
    achFileId: uuid('ach_file_id')
      .primaryKey()
      .references(() => achFiles.id, { onDelete: 'restrict' }),
    originatingAccountId: uuid('originating_account_id')
      .notNull()
      .references(() => originatingAccounts.id, { onDelete: 'restrict' }),
    remoteName: text('remote_name').notNull(),
    status: text('status').$type<AchDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: moment('last_attempt_at'),
    nextAttemptAt: moment('next_attempt_at'),
    /** A worker's lease while it talks to the server; another worker takes the file only once it has run out. */
    claimedUntil: moment('claimed_until'),
    claimedBy: text('claimed_by'),
    deliveredAt: moment('delivered_at'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** What the server said when the file was delivered (its listing of the file after the rename, or why it was known to hold it). */
    serverAnswer: text('server_answer'),
  },
  (t) => [index('ach_file_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);

/** A file taken from the bank's returns folder: by name and content hash, so it is read once. */
export const achChannelFetches = pgTable(
  'ach_channel_fetches',
  {
    originatingAccountId: uuid('originating_account_id')
      .notNull()
      .references(() => originatingAccounts.id, { onDelete: 'restrict' }),
    remoteName: text('remote_name').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The server's modification time (seconds): with the size, what tells a file already read without fetching it. */
    modifiedAt: bigint('modified_at', { mode: 'number' }).notNull(),
    achReturnFileId: uuid('ach_return_file_id').references(() => achReturnFiles.id, { onDelete: 'set null' }),
    fetchedAt: moment('fetched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.originatingAccountId, t.remoteName, t.sha256] })],
);

export type AchFileChannelRow = typeof achFileChannels.$inferSelect;
export type AchFileDeliveryRow = typeof achFileDeliveries.$inferSelect;
