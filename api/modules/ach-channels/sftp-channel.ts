/**
 * The originating accounts' file channels to their banks over SFTP (decision 066): each written ACH file is
 * uploaded exactly once under a name derived from the file, and the bank's return and NOC files are fetched from
 * its returns folder and read once by the reconciliation's reader. The server's host key is pinned.
 *
 * Exactly once, across crashes and several workers: a file's delivery row is leased before the server is spoken to;
 * the server is asked whether it already holds the final name before anything is uploaded; the file is written
 * under a hidden temporary name and renamed, and `renaming` is committed before the rename, so after a crash
 * "renaming, and the temporary file is gone" means the rename happened even if the bank has collected the file since.
 */
import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { lookup } from 'node:dns/promises';
import { posix } from 'node:path';
import { PROCESS_ID } from '../../db/queue';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SFTPWrapper } from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import { achChannelConnectionMessages, BANK_FILE_MAX_BYTES, channelConnectionProblems, classifyChannelHost, remoteAchFileName, temporaryAchFileName } from '../../../domain/ach-channel';
import type { Database } from '../../db/client';
import { achChannelFetches, achFileChannels, achFileDeliveries, achFiles, originatingAccounts, type AchFileChannelRow, type AchFileDeliveryRow } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import { ingestAchReturnFile, sha256 } from '../ach-returns';
import { raiseReviewItem, resolveReviewItems } from '../reconciliation';
import { openAchFile } from '../../rails/ach-file-store';
import { recordFileDelivered } from '../payments';

/** How long a worker holds a file while it talks to the server; a worker that died lets go after this. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/** Files one cycle takes per channel: the rest wait for the next cycle. */
const FILES_PER_CYCLE = 100;
/** No single exchange with a server may hold the cycle longer than this. */
const OPERATION_TIMEOUT_MS = 120_000;

export function deliveryBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** The fingerprint OpenSSH prints for a host key (SHA-256 of the key's wire-format blob, unpadded base64). */
export function hostKeyFingerprint(keyBlob: Uint8Array): string {
  return `SHA256:${createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;
}

/** The server showed host keys other than the pinned one (`presented` the first of them): nothing is sent to it or read from it. */
export class HostKeyChanged extends Error {
  constructor(
    readonly presented: string,
    readonly pinned: string,
    readonly allPresented: readonly string[] = [presented],
  ) {
    super(`the server's host key is ${allPresented.join(' or ')}, not the pinned ${pinned}`);
    this.name = 'HostKeyChanged';
  }
}

/** What the cycle's report collects from these steps (a part of CycleReport). */
export interface ChannelReport {
  returnFiles: number;
  reviewItems: string[];
  errors: string[];
}

export type DeliveryCrashPoint = 'afterUpload' | 'afterRenamingRecorded' | 'afterRename';

export interface ChannelOptions {
  at: Date;
  encryptionKey: Buffer;
  workerId?: string;
  /** The environment (APP_ENV): production also refuses a channel whose host leads to this machine. */
  appEnv?: string;
  /** The largest bank file read from a returns folder (BANK_FILE_MAX_BYTES unless a test sets a smaller one). */
  bankFileMaxBytes?: number;
  /** Test hook: throwing here stands for the process dying at that point of a file's delivery. */
  deliveryCrashPoint?: (point: DeliveryCrashPoint, achFileId: string) => void;
}

interface Channel extends AchFileChannelRow {
  accountName: string;
  companyId: string;
}

async function channels(db: Database, where?: ReturnType<typeof and>): Promise<Channel[]> {
  const rows = await db
    .select({ channel: achFileChannels, accountName: originatingAccounts.name, companyId: originatingAccounts.companyId })
    .from(achFileChannels)
    .innerJoin(originatingAccounts, eq(originatingAccounts.id, achFileChannels.originatingAccountId))
    .where(and(eq(achFileChannels.enabled, true), where))
    .orderBy(asc(originatingAccounts.name));
  return rows.map((r) => ({ ...r.channel, accountName: r.accountName, companyId: r.companyId }));
}

/** A test's stand-in for the process dying (the processor's SimulatedCrash, known by name to keep imports one-way): nothing may record it. */
const isSimulatedCrash = (error: unknown) => error instanceof Error && error.name === 'SimulatedCrash';
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout<T>(work: Promise<T>, what: string, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`${what}: no answer within ${OPERATION_TIMEOUT_MS / 1000} s`));
    }, OPERATION_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The host-key algorithms offered, a family per attempt. Only a key's fingerprint is pinned, not its type, and a
 * server holding several keys shows the one of the first type the client offers: so each family is offered in turn
 * until the server shows the pinned key. A key that is not the pinned one ends the attempt before any credential is
 * sent.
 */
export const HOST_KEY_FAMILIES = [
  ['ssh-ed25519'],
  ['ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521'],
  ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'],
] as const;

/** A connection that failed, in words a person can act on; the library's own text stays in `cause` for the logs. */
export class ChannelConnectionFailed extends Error {
  constructor(
    readonly problem: keyof typeof channelConnectionProblems,
    cause?: unknown,
  ) {
    super(channelConnectionProblems[problem], { cause });
    this.name = 'ChannelConnectionFailed';
  }
}

/** What went wrong with a connection, judged from the library's error (its codes and texts are never shown). */
function connectionProblem(error: unknown): keyof typeof channelConnectionProblems {
  const code = (error as { code?: unknown }).code;
  const text = describe(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME' || /getaddrinfo|ENOTFOUND/.test(text)) return 'hostNotFound';
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(text)) return 'refused';
  if (code === 'ETIMEDOUT' || /timed? ?out|no answer within/i.test(text)) return 'timedOut';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || /EHOSTUNREACH|ENETUNREACH/.test(text)) return 'unreachable';
  if (/authentication methods failed|authentication/i.test(text)) return 'authentication';
  if (/no matching host key/i.test(text)) return 'noHostKey';
  if (/handshake|protocol|banner|identification|kex|not.*ssh/i.test(text)) return 'notSftp';
  if (code === 'ECONNRESET' || code === 'EPIPE' || /ECONNRESET|closed|\bend\b/i.test(text)) return 'closed';
  return 'other';
}

/**
 * The address the host stands for, refused when it is link-local, metadata or reserved, or in production this
 * machine (a name can lead there as well as an address).
 */
async function resolveChannelHost(host: string, production: boolean): Promise<string> {
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch (error) {
    throw new ChannelConnectionFailed('hostNotFound', error);
  }
  if (!addresses.length) throw new ChannelConnectionFailed('hostNotFound');
  if (addresses.some((a) => classifyChannelHost(a.address) === 'forbidden')) throw new ChannelConnectionFailed('forbiddenAddress');
  if (production && addresses.some((a) => classifyChannelHost(a.address) === 'loopback')) throw new ChannelConnectionFailed('loopbackInProduction');
  // The address checked is the one connected to: a second lookup could answer otherwise.
  return addresses[0].address;
}

/** A session with the channel's server; the host key is checked before any credential is offered. */
export async function openSftp(channel: AchFileChannelRow, encryptionKey: Buffer, { production = false }: { production?: boolean } = {}): Promise<SftpClient> {
  const address = await resolveChannelHost(channel.host, production);
  const presented: string[] = [];
  let lastError: unknown;
  for (const family of HOST_KEY_FAMILIES) {
    const shown: { key?: string } = {};
    try {
      return await connectOffering(channel, address, family, encryptionKey, (fingerprint) => (shown.key = fingerprint));
    } catch (error) {
      lastError = error;
      if (shown.key && shown.key !== channel.hostKeyFingerprint) {
        presented.push(shown.key);
        continue;
      }
      // The server has no key of this family: the next one is offered.
      if (!shown.key && /no matching host key/i.test(describe(error))) continue;
      if (presented.length) break;
      throw new ChannelConnectionFailed(connectionProblem(error), error);
    }
  }
  if (presented.length) throw new HostKeyChanged(presented[0], channel.hostKeyFingerprint, presented);
  throw new ChannelConnectionFailed(connectionProblem(lastError), lastError);
}

async function connectOffering(channel: AchFileChannelRow, address: string, family: (typeof HOST_KEY_FAMILIES)[number], encryptionKey: Buffer, shown: (fingerprint: string) => void): Promise<SftpClient> {
  // The library's default handlers print to the console; a failure here is already an operation's rejection.
  const quiet = () => undefined;
  const client = new SftpClient(`payloft-${channel.originatingAccountId}`, { error: quiet, end: quiet, close: quiet });
  const secret = (sealed: string | null) => (sealed ? decryptSecret(sealed, encryptionKey) : undefined);
  try {
    await withTimeout(
      client.connect({
        host: address,
        port: channel.port,
        username: channel.username,
        password: secret(channel.passwordEncrypted),
        privateKey: secret(channel.privateKeyEncrypted),
        passphrase: secret(channel.privateKeyPassphraseEncrypted),
        readyTimeout: 20_000,
        keepaliveInterval: 10_000,
        keepaliveCountMax: 3,
        algorithms: { serverHostKey: [...family] },
        hostVerifier: (key: Buffer) => {
          const fingerprint = hostKeyFingerprint(key);
          shown(fingerprint);
          return fingerprint === channel.hostKeyFingerprint;
        },
      }),
      `connecting to ${channel.host}:${channel.port}`,
      () => void client.end().catch(() => undefined),
    );
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

async function statOrNull(client: SftpClient, path: string) {
  try {
    return await client.stat(path);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT' || /No such file/i.test(describe(error))) return null;
    throw error;
  }
}

async function raiseHostKeyItem(db: Database, channel: Channel, error: HostKeyChanged, at: Date, report: ChannelReport) {
  const message =
    `The SFTP server ${channel.host}:${channel.port} of ${channel.accountName} showed the host key ${error.allPresented.join(' and ')}, not the pinned ${error.pinned}. ` +
    'Nothing is delivered to it or fetched from it until an administrator has checked the new key with the bank and pinned it.';
  report.errors.push(`${channel.accountName}: ${error.message}`);
  if (await raiseReviewItem(db, { kind: 'achChannelHostKeyChanged', subject: `${channel.originatingAccountId}|${error.presented}`, message }, at)) report.reviewItems.push(message);
}

/**
 * What saving a channel tells the administrator: whether its server can be reached, shows the pinned key, accepts the
 * credentials and has the upload folder; when not, which of these failed, in words.
 */
export async function testChannelConnection(channel: AchFileChannelRow, encryptionKey: Buffer, { production = false }: { production?: boolean } = {}): Promise<{ ok: boolean; message: string }> {
  let client: SftpClient;
  try {
    client = await openSftp(channel, encryptionKey, { production });
  } catch (error) {
    return { ok: false, message: connectionFailure(channel, error) };
  }
  try {
    const folder = await statOrNull(client, channel.uploadFolder);
    if (!folder?.isDirectory) return { ok: false, message: achChannelConnectionMessages.noFolder(channel.uploadFolder) };
    return { ok: true, message: achChannelConnectionMessages.ok(channel.host) };
  } catch (error) {
    return { ok: false, message: connectionFailure(channel, error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

function connectionFailure(channel: AchFileChannelRow, error: unknown): string {
  const M = achChannelConnectionMessages;
  if (error instanceof HostKeyChanged) return M.hostKey(error.presented);
  // openSftp has already judged the library's error: its problem, told with the host, port or user it concerns.
  if (error instanceof ChannelConnectionFailed) {
    if (error.problem === 'hostNotFound') return M.notFound(channel.host);
    if (error.problem === 'refused') return M.refused(channel.host, channel.port);
    if (error.problem === 'timedOut') return M.timeout(channel.host, channel.port);
    if (error.problem === 'authentication') return M.credentials(channel.username);
    return M.failed(channel.host, channel.port, channelConnectionProblems[error.problem]);
  }
  const code = String((error as { code?: unknown }).code ?? '');
  const text = describe(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || /getaddrinfo/.test(text)) return M.notFound(channel.host);
  if (code === 'ECONNREFUSED') return M.refused(channel.host, channel.port);
  if (code === 'ETIMEDOUT' || /timed? ?out|no answer within/i.test(text)) return M.timeout(channel.host, channel.port);
  if (/authentication/i.test(text)) return M.credentials(channel.username);
  return M.other(channel.host, channel.port);
}

// ---------------------------------------------------------------------------------------------------------------
// Delivery of our ACH files

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

// ---------------------------------------------------------------------------------------------------------------
// The bank's return and NOC files

/** Fetches every new file of each channel's returns folder and reads it once (by name and content hash). */
export async function fetchBankFiles(db: Database, options: ChannelOptions, report: ChannelReport): Promise<{ files: number }> {
  let files = 0;
  let list: Channel[];
  try {
    list = await channels(db, and(isNotNull(achFileChannels.returnsFolder)));
  } catch (error) {
    report.errors.push(`ACH file channels: ${describe(error)}`);
    return { files };
  }
  for (const channel of list) {
    let client: SftpClient;
    try {
      client = await openSftp(channel, options.encryptionKey, { production: options.appEnv === 'prod' });
    } catch (error) {
      if (error instanceof HostKeyChanged) await raiseHostKeyItem(db, channel, error, options.at, report);
      else report.errors.push(`Returns folder of ${channel.accountName} not read: ${describe(error)}`);
      continue;
    }
    try {
      files += await withTimeout(fetchChannel(db, client, channel, options, report), `reading ${channel.returnsFolder}`, () => void client.end().catch(() => undefined));
    } catch (error) {
      report.errors.push(`Returns folder of ${channel.accountName} not read: ${describe(error)}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  report.returnFiles += files;
  return { files };
}

async function fetchChannel(db: Database, client: SftpClient, channel: Channel, options: ChannelOptions, report: ChannelReport): Promise<number> {
  const folder = channel.returnsFolder!;
  const maxBytes = options.bankFileMaxBytes ?? BANK_FILE_MAX_BYTES;
  const listing = (await client.list(folder)).filter((f) => f.type === '-' && !f.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name));
  if (!listing.length) return 0;
  const seen = await db
    .select({ name: achChannelFetches.remoteName, size: achChannelFetches.sizeBytes, modifiedAt: achChannelFetches.modifiedAt })
    .from(achChannelFetches)
    .where(and(eq(achChannelFetches.originatingAccountId, channel.originatingAccountId), inArray(achChannelFetches.remoteName, listing.map((f) => f.name))));
  const known = new Set(seen.map((s) => `${s.name}|${s.size}|${s.modifiedAt}`));
  let read = 0;
  for (const entry of listing) {
    const modifiedAt = Math.floor(entry.modifyTime / 1000);
    if (known.has(`${entry.name}|${entry.size}|${modifiedAt}`)) continue;
    try {
      if (entry.size > maxBytes) {
        await refuseLargeFile(db, channel, entry.name, entry.size, modifiedAt, maxBytes, options.at, report);
        continue;
      }
      const content = await readBankFile(client, posix.join(folder, entry.name), maxBytes);
      if (content === null) {
        await refuseLargeFile(db, channel, entry.name, null, modifiedAt, maxBytes, options.at, report);
        continue;
      }
      // The reader keeps each content once (by hash): a file fetched again after a crash changes nothing.
      const result = await ingestAchReturnFile(db, options.encryptionKey, { fileName: entry.name, content, source: 'sftp', originatingAccountId: channel.originatingAccountId }, options.at);
      if (!result.duplicate) read++;
      if (result.problems.length) report.errors.push(`ACH return file ${entry.name} from ${channel.accountName} is not a valid NACHA file: ${result.problems.slice(0, 3).join('; ')}`);
      await db
        .insert(achChannelFetches)
        .values({ originatingAccountId: channel.originatingAccountId, remoteName: entry.name, sha256: sha256(content), sizeBytes: entry.size, modifiedAt, achReturnFileId: result.fileId, fetchedAt: options.at })
        .onConflictDoUpdate({ target: [achChannelFetches.originatingAccountId, achChannelFetches.remoteName, achChannelFetches.sha256], set: { sizeBytes: entry.size, modifiedAt } });
    } catch (error) {
      report.errors.push(`ACH return file ${entry.name} from ${channel.accountName}: ${describe(error)}`);
    }
  }
  return read;
}

/** A size as a person reads it: bytes, KB or MB (of 1,024), with at most two decimals. */
function sizeInWords(bytes: number): string {
  const [amount, unit] = bytes < 1024 ? [bytes, 'bytes'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${Number(amount.toFixed(2))} ${unit}`;
}

/**
 * A bank file's text, read as a stream and given up (null) as soon as it passes the cap: the listing's size is
 * checked first, and a file that grows after it was listed is still never held beyond the cap.
 */
export async function readBankFile(client: SftpClient, path: string, maxBytes: number): Promise<string | null> {
  const stream = client.createReadStream(path, { autoClose: true }) as NodeJS.ReadableStream & { destroy(): void };
  // A read still in flight when the file is given up is answered (or failed by the session's end) after the loop
  // has let go of the stream: that late error must not become the process's uncaught exception.
  stream.on('error', () => undefined);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) return null;
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** A file too large to be a bank's return or change file is left on the server unread and shown on the Errors page. */
async function refuseLargeFile(db: Database, channel: Channel, name: string, size: number | null, modifiedAt: number, maxBytes: number, at: Date, report: ChannelReport) {
  const message =
    `The file ${name} in the returns folder of ${channel.accountName} is ${size === null ? `larger than ${sizeInWords(maxBytes)}` : sizeInWords(size)}; ` +
    `a bank's return or change file is at most ${sizeInWords(maxBytes)}, so it was not read. Ask the bank what the file is; once it is replaced or removed the folder is read as usual.`;
  report.errors.push(message);
  if (await raiseReviewItem(db, { kind: 'bankFileRefused', subject: `${channel.originatingAccountId}|${name}|${size ?? 'growing'}|${modifiedAt}`, message }, at)) report.reviewItems.push(message);
}
