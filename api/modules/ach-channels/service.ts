/** The originating accounts' file channels: the administrator's settings (secrets sealed, every change audited) and the deliveries list. */
import { and, asc, count, desc, eq, isNull, lte, max, or } from 'drizzle-orm';
import type { AchChannelInput } from '../../../domain/ach-channel';
import { achChannelMessages } from '../../../domain/ach-channel';
import { SECRET_PLACEHOLDER } from '../../../domain/payment-systems';
import type { Database } from '../../db/client';
import { achFileChannels, achFileDeliveries, achFiles, originatingAccounts, type AchFileChannelRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { encryptSecret } from '../../lib/crypto';
import { notFound, validationError } from '../../lib/errors';
import { resolveReviewItems } from '../reconciliation';
import { failUndeliveredFile } from '../payments';
import { testChannelConnection } from './sftp-connection';
import { Messages } from '../../../domain/messages';

interface Actor {
  userId: string;
  address: string;
  now: Date;
}

const stored = (sealed: string | null) => (sealed ? SECRET_PLACEHOLDER : null);

function view(row: AchFileChannelRow, accountName: string, lastDeliveredAt: Date | null = null) {
  return {
    /** "Files are sent" is said only of a channel that has delivered one. */
    lastDeliveredAt: lastDeliveredAt?.toISOString() ?? null,
    originatingAccountId: row.originatingAccountId,
    originatingAccountName: accountName,
    host: row.host,
    port: row.port,
    username: row.username,
    password: stored(row.passwordEncrypted),
    privateKey: stored(row.privateKeyEncrypted),
    hostKeyFingerprint: row.hostKeyFingerprint,
    uploadFolder: row.uploadFolder,
    fileNamePattern: row.fileNamePattern,
    returnsFolder: row.returnsFolder,
    enabled: row.enabled,
    deliverFilesFrom: row.deliverFilesFrom.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function lastDelivered(db: Database, originatingAccountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(achFileDeliveries.deliveredAt) })
    .from(achFileDeliveries)
    .where(and(eq(achFileDeliveries.originatingAccountId, originatingAccountId), eq(achFileDeliveries.status, 'delivered')));
  return row?.at ? new Date(row.at) : null;
}

export async function listChannels(db: Database) {
  const rows = await db
    .select({ channel: achFileChannels, name: originatingAccounts.name })
    .from(achFileChannels)
    .innerJoin(originatingAccounts, eq(originatingAccounts.id, achFileChannels.originatingAccountId))
    .orderBy(asc(originatingAccounts.name));
  return Promise.all(rows.map(async (r) => view(r.channel, r.name, await lastDelivered(db, r.channel.originatingAccountId))));
}

/**
 * A secret as sent: left out or the placeholder keeps the stored one, an empty string removes it, anything else
 * replaces it (sealed with ENCRYPTION_KEY).
 */
function nextSecret(sent: string | undefined, current: string | null, key: Buffer): string | null {
  if (sent === undefined || sent === SECRET_PLACEHOLDER) return current;
  return sent.trim() ? encryptSecret(sent.trim(), key) : null;
}

/** Creates or changes the account's channel; the audit row names what changed (never a secret's value). */
export async function setChannel(db: Database, encryptionKey: Buffer, originatingAccountId: string, input: AchChannelInput, actor: Actor, { production = false }: { production?: boolean } = {}) {
  let accountName: string | undefined;
  const saved = await db.transaction(async (tx) => {
    const [account] = await tx.select({ id: originatingAccounts.id, name: originatingAccounts.name }).from(originatingAccounts).where(eq(originatingAccounts.id, originatingAccountId));
    if (!account) throw notFound('Originating account');
    accountName = account.name;
    const [current] = await tx.select().from(achFileChannels).where(eq(achFileChannels.originatingAccountId, originatingAccountId)).for('update');
    // Secrets were given for one server and account: another host, port or user name gets none of them unless typed again.
    const sameServer = current && current.host.toLowerCase() === input.host.toLowerCase() && current.port === input.port && current.username === input.username;
    const kept = sameServer ? current : null;
    const passwordEncrypted = nextSecret(input.password, kept?.passwordEncrypted ?? null, encryptionKey);
    const privateKeyEncrypted = nextSecret(input.privateKey, kept?.privateKeyEncrypted ?? null, encryptionKey);
    const privateKeyPassphraseEncrypted = privateKeyEncrypted ? nextSecret(input.privateKeyPassphrase, kept?.privateKeyPassphraseEncrypted ?? null, encryptionKey) : null;
    if (!passwordEncrypted && !privateKeyEncrypted) {
      const message = current && !sameServer ? achChannelMessages.secretsAgain : achChannelMessages.credentials;
      throw validationError(message, { password: message, privateKey: message });
    }
    const values = {
      host: input.host,
      port: input.port,
      username: input.username,
      passwordEncrypted,
      privateKeyEncrypted,
      privateKeyPassphraseEncrypted,
      hostKeyFingerprint: input.hostKeyFingerprint,
      uploadFolder: input.uploadFolder,
      fileNamePattern: input.fileNamePattern,
      returnsFolder: input.returnsFolder?.trim() || null,
      enabled: input.enabled,
      updatedAt: actor.now,
      updatedByUserId: actor.userId,
    };
    const [row] = current
      ? await tx.update(achFileChannels).set(values).where(eq(achFileChannels.originatingAccountId, originatingAccountId)).returning()
      : // Files written before the channel existed reached the bank by hand: only later ones are delivered.
        await tx.insert(achFileChannels).values({ ...values, originatingAccountId, deliverFilesFrom: actor.now }).returning();
    const changed = current
      ? (Object.keys(values) as (keyof typeof values)[]).filter((k) => k !== 'updatedAt' && k !== 'updatedByUserId' && String(values[k]) !== String(current[k]))
      : ['created'];
    await writeAudit(tx, {
      at: actor.now,
      userId: actor.userId,
      address: actor.address,
      action: 'achFileChannelSet',
      outcome: 'success',
      details: {
        originatingAccountId,
        changed: changed.map((k) => k.replace(/Encrypted$/, '')),
        host: values.host,
        hostKeyFingerprint: values.hostKeyFingerprint,
        ...(current && current.hostKeyFingerprint !== values.hostKeyFingerprint ? { previousHostKeyFingerprint: current.hostKeyFingerprint } : {}),
      },
    });
    // Pinning the key a server showed settles the item that reported it.
    await resolveReviewItems(tx, 'achChannelHostKeyChanged', `${originatingAccountId}|${values.hostKeyFingerprint}`, actor.now);
    return row;
  });
  // Saved either way (the bank may open its firewall later); the administrator reads at once what failed.
  const connectionTest = await testChannelConnection(saved, encryptionKey, { production });
  return { ...view(saved, accountName!, await lastDelivered(db, originatingAccountId)), connectionTest };
}

const deliveryNode = (d: typeof achFileDeliveries.$inferSelect, fileName: string, accountName: string) => {
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    achFileId: d.achFileId,
    fileName,
    originatingAccountName: accountName,
    remoteName: d.remoteName,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    lastAttemptAt: iso(d.lastAttemptAt),
    nextAttemptAt: iso(d.nextAttemptAt),
    deliveredAt: iso(d.deliveredAt),
    sizeBytes: d.sizeBytes,
    serverAnswer: d.serverAnswer,
  };
};

/**
 * The administrator's say over a file not delivered: retry it at the next cycle, or cancel it (its payments fail with
 * the reason). Neither touches a file a worker holds, nor one that may be at the bank (renaming or delivered).
 */
export async function actOnUndeliveredFile(db: Database, achFileId: string, action: 'retry' | 'cancel', reason: string, actor: Actor) {
  const why = reason.trim();
  if (!why) throw validationError(Messages.achFileReasonRequired, { reason: Messages.achFileReasonRequired });
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ delivery: achFileDeliveries, fileName: achFiles.fileName, accountName: originatingAccounts.name })
      .from(achFileDeliveries)
      .innerJoin(achFiles, eq(achFiles.id, achFileDeliveries.achFileId))
      .innerJoin(originatingAccounts, eq(originatingAccounts.id, achFileDeliveries.originatingAccountId))
      .where(eq(achFileDeliveries.achFileId, achFileId));
    if (!found) throw notFound('ACH file delivery');
    const open = and(eq(achFileDeliveries.achFileId, achFileId), eq(achFileDeliveries.status, 'pending'), or(isNull(achFileDeliveries.claimedUntil), lte(achFileDeliveries.claimedUntil, actor.now)));
    const [row] =
      action === 'retry'
        ? await tx.update(achFileDeliveries).set({ nextAttemptAt: actor.now }).where(open).returning()
        : await tx
            .update(achFileDeliveries)
            .set({ status: 'canceled', nextAttemptAt: null, lastError: `Canceled by the administrator: ${why}`.slice(0, 1000) })
            .where(open)
            .returning();
    if (!row) throw validationError(Messages.achFileNotActionable, { achFileId: Messages.achFileNotActionable });
    const failed = action === 'cancel' ? await failUndeliveredFile(tx, { id: achFileId, fileName: found.fileName }, why, actor.now) : 0;
    if (action === 'cancel') await resolveReviewItems(tx, 'achFileNotDelivered', achFileId, actor.now);
    await writeAudit(tx, {
      at: actor.now,
      userId: actor.userId,
      address: actor.address,
      action: action === 'retry' ? 'achFileDeliveryRetried' : 'achFileDeliveryCanceled',
      outcome: 'success',
      details: { achFileId, fileName: found.fileName, reason: why, ...(action === 'cancel' ? { paymentsFailed: failed } : {}) },
    });
    return deliveryNode(row, found.fileName, found.accountName);
  });
}

export async function listDeliveries(db: Database, page: { skip: number; limit: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ delivery: achFileDeliveries, fileName: achFiles.fileName, createdAt: achFiles.createdAt, accountName: originatingAccounts.name })
      .from(achFileDeliveries)
      .innerJoin(achFiles, eq(achFiles.id, achFileDeliveries.achFileId))
      .innerJoin(originatingAccounts, eq(originatingAccounts.id, achFileDeliveries.originatingAccountId))
      .orderBy(desc(achFiles.createdAt), desc(achFileDeliveries.achFileId))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(achFileDeliveries),
  ]);
  return { meta: { count: Number(total) }, edges: rows.map(({ delivery, fileName, accountName }) => ({ node: deliveryNode(delivery, fileName, accountName) })) };
}
