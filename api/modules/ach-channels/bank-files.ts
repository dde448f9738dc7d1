/**
 * The bank's return and NOC files (decision 066): fetched from each channel's returns folder over SFTP
 * (./sftp-connection.ts) and read once by the reconciliation's reader (api/modules/ach-returns); a file larger than the
 * limit waits for a person.
 */
import { posix } from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type SftpClient from 'ssh2-sftp-client';
import { BANK_FILE_MAX_BYTES } from '../../../domain/ach-channel';
import type { Database } from '../../db/client';
import { achChannelFetches, achFileChannels } from '../../db/schema';
import { ingestAchReturnFile, sha256 } from '../ach-returns';
import { raiseReviewItem } from '../reconciliation';
import { HostKeyChanged, type ChannelReport, type ChannelOptions, type Channel, channels, describe, withTimeout, openSftp, raiseHostKeyItem } from './sftp-connection';

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
