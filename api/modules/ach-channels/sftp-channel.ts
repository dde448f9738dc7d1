/**
 * The originating accounts' ACH files delivered to their banks over SFTP (decision 066): each written ACH file is
 * uploaded exactly once under a name derived from the file. The connection and its pinned host key are
 * ./sftp-connection.ts; the bank's return and NOC files, ./bank-files.ts.
 *
 * Exactly once, across crashes and several workers: a file's delivery row is leased before the server is spoken to;
 * the server is asked whether it already holds the final name before anything is uploaded; the file is written
 * under a hidden temporary name and renamed, and `renaming` is committed before the rename, so after a crash
 * "renaming, and the temporary file is gone" means the rename happened even if the bank has collected the file since.
 */
import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { posix } from 'node:path';
import { PROCESS_ID } from '../../db/queue';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { SFTPWrapper } from 'ssh2';
import type SftpClient from 'ssh2-sftp-client';
import { remoteAchFileName, temporaryAchFileName } from '../../../domain/ach-channel';
import type { Database } from '../../db/client';
import { achFileDeliveries, achFiles, type AchFileDeliveryRow } from '../../db/schema';
import { raiseReviewItem, resolveReviewItems } from '../reconciliation';
import { openAchFile } from '../../rails/ach-file-store';
import { recordFileDelivered } from '../payments';
import { HostKeyChanged, type ChannelReport, type DeliveryCrashPoint, type ChannelOptions, type Channel, channels, isSimulatedCrash, describe, withTimeout, openSftp, statOrNull, raiseHostKeyItem, connectionFailure } from './sftp-connection';

/** How long a worker holds a file while it talks to the server; a worker that died lets go after this. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** Files one cycle takes per channel: the rest wait for the next cycle. */
const FILES_PER_CYCLE = 100;
export function deliveryBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

interface DueFile {
  id: string;
  fileName: string;
  content: string;
  createdAt: Date;
}

/** Delivers every written ACH file of every enabled channel that is not delivered yet and is due for an attempt. */
export async function deliverAchFiles(db: Database, options: ChannelOptions, report: ChannelReport): Promise<{ delivered: number; failed: number }> {
  const total = { delivered: 0, failed: 0 };
  let list: Channel[];
  try {
    list = await channels(db);
  } catch (error) {
    report.errors.push(`ACH file channels: ${describe(error)}`);
    return total;
  }
  for (const channel of list) {
    try {
      const done = await deliverChannel(db, channel, options, report);
      total.delivered += done.delivered;
      total.failed += done.failed;
    } catch (error) {
      if (isSimulatedCrash(error)) throw error;
      report.errors.push(`ACH files of ${channel.accountName} not delivered: ${describe(error)}`);
    }
  }
  return total;
}

async function dueFiles(db: Database, channel: Channel, at: Date): Promise<DueFile[]> {
  return db
    .select({ id: achFiles.id, fileName: achFiles.fileName, content: achFiles.content, createdAt: achFiles.createdAt })
    .from(achFiles)
    .leftJoin(achFileDeliveries, eq(achFileDeliveries.achFileId, achFiles.id))
    .where(
      and(
        eq(achFiles.originatingAccountId, channel.originatingAccountId),
        gte(achFiles.createdAt, channel.deliverFilesFrom),
        or(
          isNull(achFileDeliveries.achFileId),
          and(sql`${achFileDeliveries.status} not in ('delivered', 'canceled')`, or(isNull(achFileDeliveries.nextAttemptAt), lte(achFileDeliveries.nextAttemptAt, at))),
        ),
      ),
    )
    .orderBy(asc(achFiles.createdAt), asc(achFiles.id))
    .limit(FILES_PER_CYCLE);
}

/** Takes the file for this worker: its row is created with the remote name on first sight, then leased. */
async function claim(db: Database, channel: Channel, file: DueFile, options: ChannelOptions): Promise<AchFileDeliveryRow | null> {
  const { at } = options;
  const header = openAchFile(file.content, options.encryptionKey).slice(0, 94);
  const remoteName = remoteAchFileName(channel.fileNamePattern, { id: file.id, fileName: file.fileName, createdAt: file.createdAt, modifier: header.slice(33, 34) || 'A', companyId: channel.companyId });
  await db.insert(achFileDeliveries).values({ achFileId: file.id, originatingAccountId: channel.originatingAccountId, remoteName }).onConflictDoNothing();
  const lease = { claimedUntil: new Date(at.getTime() + DELIVERY_LEASE_MS), claimedBy: options.workerId ?? `worker-${PROCESS_ID}` };
  const free = or(isNull(achFileDeliveries.claimedUntil), lte(achFileDeliveries.claimedUntil, at));
  // A file never renamed on the server has no name there yet: it takes the channel's pattern as it is now.
  const [row] = await db
    .update(achFileDeliveries)
    .set({ ...lease, remoteName })
    .where(and(eq(achFileDeliveries.achFileId, file.id), eq(achFileDeliveries.status, 'pending'), free))
    .returning();
  if (row) return row;
  const [renaming] = await db
    .update(achFileDeliveries)
    .set(lease)
    .where(and(eq(achFileDeliveries.achFileId, file.id), eq(achFileDeliveries.status, 'renaming'), free))
    .returning();
  return renaming ?? null;
  return row ?? null;
}

async function deliverChannel(db: Database, channel: Channel, options: ChannelOptions, report: ChannelReport): Promise<{ delivered: number; failed: number }> {
  const { at } = options;
  const files = await dueFiles(db, channel, at);
  if (!files.length) return { delivered: 0, failed: 0 };
  let client: SftpClient;
  try {
    client = await openSftp(channel, options.encryptionKey, { production: options.appEnv === 'prod' });
  } catch (error) {
    if (error instanceof HostKeyChanged) await raiseHostKeyItem(db, channel, error, at, report);
    // Every due file waits for the next attempt with the reason; the files' own items say they are late.
    for (const file of files) {
      const row = await claim(db, channel, file, options);
      // In words, as saving the channel says it (never the library's raw error).
      if (row) await recordFailure(db, channel, row, connectionFailure(channel, error), at, report);
    }
    if (!(error instanceof HostKeyChanged)) report.errors.push(`SFTP ${channel.host}:${channel.port} of ${channel.accountName}: ${describe(error)}`);
    return { delivered: 0, failed: files.length };
  }
  let delivered = 0;
  let failed = 0;
  try {
    for (const file of files) {
      const row = await claim(db, channel, file, options);
      if (!row) continue;
      try {
        await withTimeout(deliverOne(db, client, channel, file, row, options), `delivering ${row.remoteName}`, () => void client.end().catch(() => undefined));
        await resolveReviewItems(db, 'achFileNotDelivered', file.id, at);
        delivered++;
      } catch (error) {
        if (isSimulatedCrash(error)) throw error;
        await recordFailure(db, channel, row, describe(error), at, report);
        failed++;
        // The session may be gone (a dropped connection): the other files wait for the next cycle.
        if (!(await isAlive(client))) break;
      }
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return { delivered, failed };
}

async function isAlive(client: SftpClient): Promise<boolean> {
  try {
    await client.cwd();
    return true;
  } catch {
    return false;
  }
}

async function deliverOne(db: Database, client: SftpClient, channel: Channel, file: DueFile, row: AchFileDeliveryRow, options: ChannelOptions): Promise<void> {
  const bytes = Buffer.from(openAchFile(file.content, options.encryptionKey), 'utf8');
  const finalPath = posix.join(channel.uploadFolder, row.remoteName);
  const tempPath = posix.join(channel.uploadFolder, temporaryAchFileName(row.remoteName));
  const crash = (point: DeliveryCrashPoint) => options.deliveryCrashPoint?.(point, file.id);

  // Ask the server first. A file under the final name is ours only if its content is: another account's file of the
  // same name has the same size (NACHA pads every file to blocks of 940 bytes), so the size proves nothing.
  const held = await statOrNull(client, finalPath);
  if (held) {
    const theirs = await readRemoteFile(client, finalPath);
    if (theirs === null) throw new Error(`the server lists ${finalPath} but it could not be read back to compare`);
    if (!theirs.equals(bytes)) throw new Error(`the server holds another file named ${row.remoteName} (${theirs.length} bytes, SHA-256 ${sha256Hex(theirs)}; this file's is ${sha256Hex(bytes)}): it is not overwritten`);
    return recordDelivered(db, row, bytes.length, `the server already held ${finalPath}, read back with this file's SHA-256 ${sha256Hex(bytes)}`, options.at);
  }
  if (row.status === 'renaming' && !(await statOrNull(client, tempPath))) {
    // The rename was under way when the worker stopped and the temporary file is gone: the rename happened, and the
    // bank has since collected the file from the final name. Uploading again would pay twice.
    return recordDelivered(db, row, bytes.length, `renamed to ${finalPath} before the worker stopped; the bank has collected it since`, options.at);
  }
  try {
    await writeRemoteFile(client, tempPath, bytes);
    crash('afterUpload');
    // Read back before the rename: the file that becomes visible to the bank is proven byte for byte ours.
    const written = await readRemoteFile(client, tempPath);
    if (!written?.equals(bytes)) throw new Error(`the server stored ${tempPath} with other content than was sent (${written?.length ?? 0} of ${bytes.length} bytes)`);
  } catch (error) {
    // Before `renaming` is recorded the temporary file is only ours to drop (a full disk keeps no half file);
    // after it, its absence would mean "renamed", so it is never removed then.
    if (!isSimulatedCrash(error)) await client.delete(tempPath, true).catch(() => undefined);
    throw error;
  }
  await db.update(achFileDeliveries).set({ status: 'renaming' }).where(eq(achFileDeliveries.achFileId, row.achFileId));
  crash('afterRenamingRecorded');
  await client.rename(tempPath, finalPath);
  crash('afterRename');
  const listed = await statOrNull(client, finalPath);
  const answer = listed
    ? `renamed ${tempPath} to ${finalPath}; the server lists ${listed.size} bytes, modified ${new Date(listed.modifyTime).toISOString()}; SHA-256 ${sha256Hex(bytes)} read back before the rename`
    : `renamed ${tempPath} to ${finalPath}; the bank collected it at once`;
  if (listed && listed.size !== bytes.length) throw new Error(`after the rename the server lists ${listed.size} of ${bytes.length} bytes of ${finalPath}`);
  await recordDelivered(db, row, bytes.length, answer, options.at);
}

/**
 * Writes the file with the SFTP session's own open/write/close, whose every step reports the server's status:
 * ssh2-sftp-client's put() streams the buffer and can resolve on the stream's close after a failed write.
 */
function writeRemoteFile(client: SftpClient, path: string, bytes: Buffer): Promise<void> {
  const sftp = (client as unknown as { sftp?: SFTPWrapper }).sftp;
  if (!sftp) return Promise.reject(new Error('no SFTP session'));
  const connection = (client as unknown as { client: EventEmitter }).client;
  let closed: () => void = () => undefined;
  return new Promise<void>((resolve, reject) => {
    // A connection that drops answers no pending request: its close is the answer.
    closed = () => reject(new Error(`writing ${path}: the connection closed during the upload`));
    sftp.once('close', closed);
    connection.once('close', closed);
    sftp.writeFile(path, bytes, (error) => (error ? reject(new Error(`writing ${path}: ${error.message}`)) : resolve()));
  }).finally(() => {
    sftp.removeListener('close', closed);
    connection.removeListener('close', closed);
  });
}

/** The delivery and its payments' move to "sent" commit together: a payment is sent exactly when its file is delivered. */
async function recordDelivered(db: Database, row: AchFileDeliveryRow, size: number, answer: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(achFileDeliveries)
      .set({ status: 'delivered', deliveredAt: at, sizeBytes: size, serverAnswer: answer, attempts: row.attempts + 1, lastAttemptAt: at, nextAttemptAt: null, claimedUntil: null, claimedBy: null })
      .where(eq(achFileDeliveries.achFileId, row.achFileId));
    await recordFileDelivered(tx, { id: row.achFileId, remoteName: row.remoteName }, answer, at);
  });
}

const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A remote file's bytes, or null when it is not there (collected meanwhile). */
async function readRemoteFile(client: SftpClient, path: string): Promise<Buffer | null> {
  try {
    return (await client.get(path)) as Buffer;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT' || /No such file/i.test(describe(error))) return null;
    throw error;
  }
}

async function recordFailure(db: Database, channel: Channel, row: AchFileDeliveryRow, reason: string, at: Date, report: ChannelReport) {
  const attempts = row.attempts + 1;
  const next = new Date(at.getTime() + deliveryBackoffMs(attempts));
  await db
    .update(achFileDeliveries)
    .set({ attempts, lastError: reason.slice(0, 1000), lastAttemptAt: at, nextAttemptAt: next, claimedUntil: null, claimedBy: null })
    .where(eq(achFileDeliveries.achFileId, row.achFileId));
  // Words for the Errors page: the reason as said (its own full stop dropped), and no instant in another zone (the
  // next attempt's time is on the delivery's record, and the administrator can retry or cancel it now).
  const message = `ACH file ${row.remoteName} of ${channel.accountName} has not reached ${channel.host}: ${reason.replace(/\.$/, '')}. It is tried again automatically; retry or cancel it on Bank Accounts.`;
  report.errors.push(message);
  if (await raiseReviewItem(db, { kind: 'achFileNotDelivered', subject: row.achFileId, message }, at)) report.reviewItems.push(message);
}
