/** The originating accounts' file channels: the administrator's settings (secrets sealed, every change audited) and the deliveries list. */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { AchChannelInput } from '../../../domain/ach-channel';
import { achChannelMessages } from '../../../domain/ach-channel';
import { SECRET_PLACEHOLDER } from '../../../domain/payment-systems';
import type { Database } from '../../db/client';
import { achFileChannels, achFileDeliveries, achFiles, originatingAccounts, type AchFileChannelRow } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { encryptSecret } from '../../lib/crypto';
import { notFound, validationError } from '../../lib/errors';
import { resolveReviewItems } from '../reconciliation/review-items';

interface Actor {
  userId: string;
  address: string;
  now: Date;
}

const stored = (sealed: string | null) => (sealed ? SECRET_PLACEHOLDER : null);

function view(row: AchFileChannelRow, accountName: string) {
  return {
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

export async function listChannels(db: Database) {
  const rows = await db
    .select({ channel: achFileChannels, name: originatingAccounts.name })
    .from(achFileChannels)
    .innerJoin(originatingAccounts, eq(originatingAccounts.id, achFileChannels.originatingAccountId))
    .orderBy(asc(originatingAccounts.name));
  return rows.map((r) => view(r.channel, r.name));
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
export async function setChannel(db: Database, encryptionKey: Buffer, originatingAccountId: string, input: AchChannelInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: originatingAccounts.id, name: originatingAccounts.name }).from(originatingAccounts).where(eq(originatingAccounts.id, originatingAccountId));
    if (!account) throw notFound('Originating account');
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
    return view(row, account.name);
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
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    meta: { count: Number(total) },
    edges: rows.map(({ delivery: d, fileName, accountName }) => ({
      node: {
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
      },
    })),
  };
}
