/**
 * The message outbox: e-mails and texts are rows written in the caller's transaction, and a small worker in
 * the API process delivers pending rows (nodemailer SMTP when SMTP_URL is set; otherwise they stay readable
 * in the outbox, status 'outbox'). A claim is a conditional update with a lease, so two workers (or two
 * API copies) never send the same row, and a worker that dies mid-send leaves the row for the next one.
 * Bodies carry live links and codes: a delivered message keeps its body only where the outbox is someone's
 * mailbox (/dev/outbox in local, dev and demo), and every delivered row is deleted after OUTBOX_RETENTION_MS
 * (decision 051).
 */
import { EventEmitter } from 'node:events';
import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { ApiConfig } from '../../config';
import { isDevelopmentLike } from '../../../domain/environment';
import type { Database } from '../../db/client';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema';
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

/** Several messages in one insert (a batch of payments' e-mails), in chunks well under the bind-parameter limit. */
export async function enqueueMessages(db: Writer, messages: readonly OutgoingMessage[], now: Date): Promise<void> {
  for (let i = 0; i < messages.length; i += 1_000) await db.insert(outboxMessages).values(messages.slice(i, i + 1_000).map((m) => ({ ...m, createdAt: now })));
}

/** A transport delivers one message; it returns 'sent' when it left the platform, 'outbox' when it is kept here only. */
export interface Transport {
  deliver(message: OutboxMessageRow): Promise<'sent' | 'outbox'>;
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

/** The transports by channel from the configuration (SMS is behind the same interface; only 'outbox' exists here). */
export function transportsFor(config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom' | 'smsProvider'>): Record<Channel, Transport> {
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : keepInOutbox,
    sms: keepInOutbox,
  };
}

/** How long a delivered message is kept (the record that it went out), after which the row is deleted. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** What a delivered message's body becomes: the links and codes it carried are not kept once it has gone. */
export const DELIVERED_BODY = '(Delivered. The text, with any link or code in it, is not kept after delivery.)';

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
      const status = await transports[claimed.channel as Channel].deliver(claimed);
      const forget = !(status === 'outbox' && readableOutbox);
      await db
        .update(outboxMessages)
        .set({ status, deliveredAt: now, attempts: claimed.attempts + 1, lockedUntil: null, lastError: null, ...(forget ? { body: DELIVERED_BODY, html: null } : {}) })
        .where(eq(outboxMessages.id, id));
      delivered += 1;
    } catch (error) {
      const attempts = claimed.attempts + 1;
      logger?.warn({ err: error, outboxId: id, attempts }, 'message delivery failed');
      await db
        .update(outboxMessages)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message : String(error),
          // Back off: try again after the lease, longer with every attempt.
          lockedUntil: new Date(now.getTime() + attempts * 30_000),
        })
        .where(eq(outboxMessages.id, id));
    }
  }
  return delivered;
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
