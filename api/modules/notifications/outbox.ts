/**
 * The message outbox: e-mails and texts are rows written in the caller's transaction, and a small worker in
 * the API process delivers pending rows (nodemailer SMTP when SMTP_URL is set; otherwise they stay readable
 * in the outbox, status 'outbox'). A claim is a conditional update with a lease, so two workers (or two
 * API copies) never send the same row, and a worker that dies mid-send leaves the row for the next one.
 * Texts go through the SMS provider when one is configured (Twilio, decision 065); a refusal that no retry can
 * change (a bad number, an opt-out) fails the row at once, for the Errors page.
 * Bodies carry live links and codes: a delivered message keeps its body only where the outbox is someone's
 * mailbox (/dev/outbox in local, dev and demo), and every delivered row is deleted after OUTBOX_RETENTION_MS
 * (decision 051).
 */
import { EventEmitter } from 'node:events';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { ApiConfig } from '../../config';
import { isDevelopmentLike } from '../../../domain/environment';
import type { Database } from '../../db/client';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema';
import { SmsNotSent } from '../../integrations/sms/delivery';
import { twilioSender } from '../../integrations/sms/twilio';
import type { Clock } from '../../lib/clock';

export type Channel = 'email' | 'sms';
export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  /** An e-mail's HTML part, beside the plain-text body. */
  html?: string | null;
}

/** Signals workers in this process that rows were committed (they also poll, so a missed signal only delays). */
const enqueued = new EventEmitter();
enqueued.setMaxListeners(100);
export function notifyEnqueued(): void {
  enqueued.emit('enqueued');
}

/** Anything that can insert: the database or a transaction of it. */
type Writer = Pick<Database, 'insert'>;

export async function enqueueMessage(db: Writer, message: OutgoingMessage, now: Date): Promise<string> {
  const [row] = await db.insert(outboxMessages).values({ ...message, createdAt: now }).returning({ id: outboxMessages.id });
  return row.id;
}

/**
 * Enqueues a message that the caller delivers itself at once (deliverClaimed): the row is written already leased,
 * so no worker sends it meanwhile, and a caller that dies before delivering leaves it to a worker after the lease.
 */
export async function enqueueClaimedMessage(db: Writer, message: OutgoingMessage, now: Date): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ ...message, createdAt: now, lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .returning({ id: outboxMessages.id });
  return row.id;
}

/** Several messages in one insert (a batch of payments' e-mails), in chunks well under the bind-parameter limit. */
export async function enqueueMessages(db: Writer, messages: readonly OutgoingMessage[], now: Date): Promise<void> {
  for (let i = 0; i < messages.length; i += 1_000) await db.insert(outboxMessages).values(messages.slice(i, i + 1_000).map((m) => ({ ...m, createdAt: now })));
}

/**
 * A transport delivers one message; it returns 'sent' when it left the platform, 'outbox' when it is kept here only,
 * or the provider's id of a text it accepted (whose status callbacks then find the row).
 */
export interface Transport {
  deliver(message: OutboxMessageRow): Promise<'sent' | 'outbox' | { status: 'sent'; providerMessageId: string }>;
}

/** E-mail over SMTP with nodemailer; the outbox row id is the Message-ID, so a resend after a crash is recognisable. */
export function smtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
        messageId: `<${message.id}@payloft.outbox>`,
      });
      return 'sent';
    },
  };
}

/** No gateway configured: the message stays in the outbox table, which is its delivery. */
export const keepInOutbox: Transport = { deliver: async () => 'outbox' };

/** Texts through the SMS provider's SDK; a refusal is thrown as SmsNotSent. */
export function smsTransport(settings: NonNullable<ApiConfig['twilio']>): Transport {
  const sender = twilioSender(settings);
  return {
    async deliver(message) {
      return { status: 'sent', providerMessageId: await sender.send(message.recipient, message.body, message.id) };
    },
  };
}

type TransportConfig = Pick<ApiConfig, 'smtpUrl' | 'mailFrom' | 'smsProvider' | 'twilio'>;
const transportsByConfig = new WeakMap<TransportConfig, Record<Channel, Transport>>();

/** The transports by channel from the configuration, made once per configuration (the worker and the MFA step share them). */
export function transportsFor(config: TransportConfig): Record<Channel, Transport> {
  let transports = transportsByConfig.get(config);
  if (!transports) {
    transports = {
      email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : keepInOutbox,
      sms: config.smsProvider === 'twilio' && config.twilio ? smsTransport(config.twilio) : keepInOutbox,
    };
    transportsByConfig.set(config, transports);
  }
  return transports;
}

/** How long a delivered message is kept (the record that it went out), after which the row is deleted. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** What a delivered message's body becomes: the links and codes it carried are not kept once it has gone. */
export const DELIVERED_BODY = '(Delivered. The text, with any link or code in it, is not kept after delivery.)';
/** What a message sent `once` (an MFA code) keeps when it failed: the person was told at once and asks for another. */
export const NOT_DELIVERED_BODY = '(Not delivered. The person who asked for it was told at once; the text, with any code in it, is not kept.)';

const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Delivers up to one batch of pending rows; returns how many were delivered. Safe to run concurrently and repeatedly.
 * With `readableOutbox` (local, dev, demo: /dev/outbox is the mailbox) a message kept in the outbox stays readable;
 * otherwise every delivered message loses its body.
 */
export async function deliverPending(
  db: Database,
  transports: Record<Channel, Transport>,
  now: Date,
  logger?: Logger,
  readableOutbox = false,
): Promise<number> {
  const candidates = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), or(isNull(outboxMessages.lockedUntil), lt(outboxMessages.lockedUntil, now))))
    .orderBy(asc(outboxMessages.createdAt))
    .limit(BATCH);
  let delivered = 0;
  for (const { id } of candidates) {
    // The claim: only one worker's update matches while the row is pending and unleased.
    const [claimed] = await db
      .update(outboxMessages)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          eq(outboxMessages.id, id),
          eq(outboxMessages.status, 'pending'),
          or(isNull(outboxMessages.lockedUntil), lt(outboxMessages.lockedUntil, now)),
        ),
      )
      .returning();
    if (!claimed) continue;
    try {
      await deliverClaimed(db, transports, claimed, now, { logger, readableOutbox });
      delivered += 1;
    } catch {
      // Recorded on the row by deliverClaimed; the next round or a person takes it from there.
    }
  }
  return delivered;
}

/**
 * Delivers one row this caller holds the lease of and records the outcome on it: delivered, pending again with a
 * back-off, or failed (after MAX_ATTEMPTS, at once for a refusal no retry can change, or at once with `once`: the
 * MFA step, whose person asks again instead). Rethrows the transport's error after recording it.
 */
export async function deliverClaimed(
  db: Database,
  transports: Record<Channel, Transport>,
  claimed: OutboxMessageRow,
  now: Date,
  options: { logger?: Logger; readableOutbox?: boolean; once?: boolean } = {},
): Promise<void> {
  const { id } = claimed;
  try {
    const answer = await transports[claimed.channel as Channel].deliver(claimed);
    const status = typeof answer === 'string' ? answer : answer.status;
    const forget = !(status === 'outbox' && options.readableOutbox);
    await db
      .update(outboxMessages)
      .set({
        // A carrier failure Twilio reported before this update (its status callback is quick) stands.
        status: sql`case when ${outboxMessages.deliveryStatus} in ('undelivered', 'failed') then 'failed' else ${status} end`,
        lastError: sql`case when ${outboxMessages.deliveryStatus} in ('undelivered', 'failed') then ${outboxMessages.lastError} else null end`,
        providerMessageId: typeof answer === 'string' ? null : answer.providerMessageId,
        deliveredAt: now,
        attempts: claimed.attempts + 1,
        lockedUntil: null,
        ...(forget ? { body: DELIVERED_BODY, html: null } : {}),
      })
      .where(eq(outboxMessages.id, id));
  } catch (error) {
    const attempts = claimed.attempts + 1;
    const final = options.once || attempts >= MAX_ATTEMPTS || (error instanceof SmsNotSent && error.permanent);
    options.logger?.warn({ err: error, outboxId: id, attempts, final }, 'message delivery failed');
    await db
      .update(outboxMessages)
      .set({
        attempts,
        status: final ? 'failed' : 'pending',
        lastError: error instanceof Error ? error.message : String(error),
        ...(options.once ? { body: NOT_DELIVERED_BODY, html: null } : {}),
        // Back off: try again after the lease, longer with every attempt.
        lockedUntil: new Date(now.getTime() + attempts * 30_000),
      })
      .where(eq(outboxMessages.id, id));
    throw error;
  }
}

/** Delivers the row written by enqueueClaimedMessage now, once; throws what the transport threw (recorded on the row). */
export async function deliverNow(db: Database, transports: Record<Channel, Transport>, id: string, now: Date, readableOutbox: boolean, logger?: Logger): Promise<void> {
  const [row] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending'))).limit(1);
  if (!row) return;
  await deliverClaimed(db, transports, row, now, { logger, readableOutbox, once: true });
}

/** Deletes delivered rows older than the retention; pending and failed ones stay (a person may still retry a failure). */
export async function purgeDelivered(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(outboxMessages)
    .where(and(inArray(outboxMessages.status, ['sent', 'outbox']), lt(outboxMessages.createdAt, new Date(now.getTime() - OUTBOX_RETENTION_MS))))
    .returning({ id: outboxMessages.id });
  return deleted.length;
}

export interface OutboxWorker {
  /** Runs a delivery round soon (after a message was enqueued). */
  kick(): void;
  stop(): Promise<void>;
}

/** Polls every `intervalMs` and on every kick; rounds never overlap within the process. */
export function startOutboxWorker(
  db: Database,
  config: ApiConfig,
  clock: Clock,
  logger: Logger,
  intervalMs = 2_000,
): OutboxWorker {
  const transports = transportsFor(config);
  const readableOutbox = isDevelopmentLike(config.appEnv);
  let purgedAt = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        while (!stopped && (await deliverPending(db, transports, clock(), logger, readableOutbox)) > 0);
        // Scheduling only: every copy purges about hourly, and a purge twice over deletes nothing more.
        if (clock().getTime() - purgedAt >= PURGE_EVERY_MS) {
          purgedAt = clock().getTime();
          await purgeDelivered(db, clock());
        }
      } catch (error) {
        logger.error({ err: error }, 'outbox round failed');
      }
    })().finally(() => {
      running = null;
      if (again) {
        again = false;
        round();
      }
    });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  enqueued.on('enqueued', round);
  round();
  return {
    kick: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      enqueued.off('enqueued', round);
      await running;
    },
  };
}

/** The newest messages first (the /dev/outbox page). */
export async function latestMessages(db: Database, limit: number): Promise<OutboxMessageRow[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
}

export async function messagesByIds(db: Database, ids: string[]): Promise<OutboxMessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
}
