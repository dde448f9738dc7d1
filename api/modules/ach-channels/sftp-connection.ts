/**
 * Speaking to a bank's SFTP server (decision 066): the enabled channels, a connection whose host key must be the
 * pinned one (each host-key family offered in turn), a time limit on every exchange, the connection test, and what the
 * cycle's report and options hold for the two uses, ACH file delivery (./sftp-channel.ts) and the bank's files
 * (./bank-files.ts).
 */
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { and, asc, eq } from 'drizzle-orm';
import SftpClient from 'ssh2-sftp-client';
import { achChannelConnectionMessages, channelConnectionProblems, classifyChannelHost } from '../../../domain/ach-channel';
import type { Database } from '../../db/client';
import { achFileChannels, originatingAccounts, type AchFileChannelRow } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import { raiseReviewItem } from '../reconciliation';

/** No single exchange with a server may hold the cycle longer than this. */
const OPERATION_TIMEOUT_MS = 120_000;

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

export interface Channel extends AchFileChannelRow {
  accountName: string;
  companyId: string;
}

export async function channels(db: Database, where?: ReturnType<typeof and>): Promise<Channel[]> {
  const rows = await db
    .select({ channel: achFileChannels, accountName: originatingAccounts.name, companyId: originatingAccounts.companyId })
    .from(achFileChannels)
    .innerJoin(originatingAccounts, eq(originatingAccounts.id, achFileChannels.originatingAccountId))
    .where(and(eq(achFileChannels.enabled, true), where))
    .orderBy(asc(originatingAccounts.name));
  return rows.map((r) => ({ ...r.channel, accountName: r.accountName, companyId: r.companyId }));
}

/** A test's stand-in for the process dying (the processor's SimulatedCrash, known by name to keep imports one-way): nothing may record it. */
export const isSimulatedCrash = (error: unknown) => error instanceof Error && error.name === 'SimulatedCrash';
export const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function withTimeout<T>(work: Promise<T>, what: string, onTimeout: () => void): Promise<T> {
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

export async function statOrNull(client: SftpClient, path: string) {
  try {
    return await client.stat(path);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT' || /No such file/i.test(describe(error))) return null;
    throw error;
  }
}

export async function raiseHostKeyItem(db: Database, channel: Channel, error: HostKeyChanged, at: Date, report: ChannelReport) {
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

export function connectionFailure(channel: AchFileChannelRow, error: unknown): string {
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
