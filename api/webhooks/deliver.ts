/**
 * The webhook delivery worker: claims due `webhookDelivery` jobs from the jobs table, posts each event signed per
 * Standard Webhooks, and retries with exponential backoff until 3 days after the event. Deliveries of one payment
 * to one endpoint go out in order: a delivery waits while an earlier one of the same payment is still pending.
 * Outside local and dev, an address that resolves into our own network is never called (no SSRF), and the socket
 * goes to the very address that was checked, so a name that resolves elsewhere a moment later (DNS rebinding) cannot
 * redirect it.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { and, eq, lt, sql } from 'drizzle-orm';
import { webhookUrlProblem } from '../../domain/api-clients';
import { isPrivateAddress } from '../../domain/network-addresses';
import type { Environment } from '../../domain/environment';
import type { Database } from '../db/client';
import { jobs, webhookDeliveries, webhookEndpoints, type JobRow } from '../db/schema';
import { claimJobs, PROCESS_ID } from '../db/queue';
import { decryptSecret } from '../lib/crypto';
import { signDelivery } from './signing';
import { WEBHOOK_JOB } from '../modules/payments';

/** Waits after attempt 1, 2, …: 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h until the 3-day window closes. */
const BACKOFF_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];
export function webhookBackoffMs(attempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1];
}

export const DELIVERY_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 500;

export interface DeliveryOptions {
  at: Date;
  encryptionKey: Buffer;
  appEnv: Environment;
  workerId?: string;
  batchSize?: number;
  /** Aborted when the process shuts down: no batch is claimed after it (decision 088). */
  stopping?: AbortSignal;
  /** Tests pass their own transport and resolver. */
  fetch?: DeliveryTransport;
  resolve?: (host: string) => Promise<string[]>;
}

/** What a delivery sends; `address` is the checked address the socket must go to (absent in local and dev). */
export interface DeliveryInit {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  redirect: 'manual';
  signal: AbortSignal;
  address?: string;
}

/** Posts one delivery; `fetch` fits, which is how tests stand in for the endpoint. */
export type DeliveryTransport = (url: string, init: DeliveryInit) => Promise<{ status: number; body?: ReadableStream | null }>;

export interface DeliveryReport {
  delivered: number;
  retried: number;
  failed: number;
  waiting: number;
}

const defaultResolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Why the URL may not be called now, or the address to call it at: the name is resolved once, here, and every address
 * it gave must be public. In local and dev the loopback listener is fine and the name is left to the system.
 */
async function checkedAddress(url: string, options: DeliveryOptions): Promise<{ problem: string } | { address?: string }> {
  const problem = webhookUrlProblem(url, options.appEnv);
  if (problem) return { problem };
  if (options.appEnv === 'local' || options.appEnv === 'dev') return {};
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await (options.resolve ?? defaultResolve)(host).catch(() => [] as string[]);
  if (!addresses.length) return { problem: `Could not resolve ${host}` };
  if (addresses.some(isPrivateAddress)) return { problem: 'The URL resolves to a private network address' };
  return { address: addresses[0] };
}

/** A resolver for the socket that answers every name with the address already checked. */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address) === 6 ? 6 : 4;
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * The default transport: an HTTP(S) POST whose socket connects to `address` when one is given. The URL's name still
 * goes in the Host header and in TLS (SNI and the certificate check), so the endpoint sees an ordinary request.
 * Redirects are never followed (node:http does not), and the answer's body is not read.
 */
export function postToCheckedAddress(url: string, init: Pick<DeliveryInit, 'headers' | 'body' | 'signal'>, address?: string): Promise<{ status: number; body: null }> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      { method: 'POST', headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) }, signal: init.signal, agent: false, ...(address ? { lookup: pinnedLookup(address) } : {}) },
      (response) => {
        resolve({ status: response.statusCode ?? 0, body: null });
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

async function requeue(db: Database, job: JobRow, runAt: Date) {
  await db.update(jobs).set({ status: 'queued', runAt, lockedAt: null, lockedBy: null }).where(eq(jobs.id, job.id));
}

async function finish(db: Database, job: JobRow, at: Date) {
  await db.update(jobs).set({ status: 'done', finishedAt: at, lockedAt: null, lockedBy: null }).where(eq(jobs.id, job.id));
}

type Outcome = 'delivered' | 'retried' | 'failed' | 'waiting' | 'skipped';

async function deliverOne(db: Database, job: JobRow, options: DeliveryOptions): Promise<Outcome> {
  const { at } = options;
  const deliveryId = String((job.payload as { deliveryId?: unknown }).deliveryId ?? '');
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found || found.delivery.status !== 'pending' || !found.endpoint.enabled) {
    await finish(db, job, at);
    return 'skipped';
  }
  const { delivery, endpoint } = found;
  if (delivery.paymentId) {
    // Order per payment: the earliest pending delivery of this payment to this endpoint goes first.
    const [earlier] = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.paymentId, delivery.paymentId), eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.seq, delivery.seq)))
      .limit(1);
    if (earlier) {
      const [next] = await db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.kind, WEBHOOK_JOB), sql`${jobs.payload}->>'deliveryId' = ${earlier.id}`, sql`${jobs.status} in ('queued', 'running')`))
        .limit(1);
      await requeue(db, job, new Date(Math.max(at.getTime() + 1_000, (next?.runAt.getTime() ?? at.getTime()) + 1)));
      return 'waiting';
    }
  }

  const checked = await checkedAddress(endpoint.url, options);
  let responseStatus: number | null = null;
  let error: string | null = 'problem' in checked ? checked.problem : null;
  if (!('problem' in checked)) {
    const body = JSON.stringify(delivery.payload);
    const headers = signDelivery(decryptSecret(endpoint.secretEncrypted, options.encryptionKey), delivery.eventId, at, body);
    const send = options.fetch ?? ((url: string, init: DeliveryInit) => postToCheckedAddress(url, init, init.address));
    try {
      const response = await send(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Payloft-Webhooks/1', ...headers },
        body,
        // A redirect could point into our own network: never followed.
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        address: checked.address,
      });
      responseStatus = response.status;
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status >= 300) error = `The endpoint answered ${response.status}`;
    } catch (cause) {
      error = (cause instanceof Error ? cause.message : String(cause)).slice(0, MAX_ERROR_LENGTH);
    }
  }
  const attempts = delivery.attempts + 1;
  if (!error) {
    await db.transaction(async (tx) => {
      await tx.update(webhookDeliveries).set({ status: 'succeeded', attempts, responseStatus, lastError: null, lastAttemptAt: at, deliveredAt: at }).where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(jobs).set({ status: 'done', finishedAt: at, lockedAt: null, lockedBy: null }).where(eq(jobs.id, job.id));
    });
    return 'delivered';
  }
  const nextAt = new Date(at.getTime() + webhookBackoffMs(attempts));
  const giveUp = nextAt.getTime() > delivery.giveUpAt.getTime();
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: giveUp ? 'failed' : 'pending', attempts, responseStatus, lastError: error, lastAttemptAt: at })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (giveUp) await tx.update(jobs).set({ status: 'failed', finishedAt: at, lastError: error, lockedAt: null, lockedBy: null }).where(eq(jobs.id, job.id));
    else await tx.update(jobs).set({ status: 'queued', runAt: nextAt, lastError: error, lockedAt: null, lockedBy: null }).where(eq(jobs.id, job.id));
  });
  return giveUp ? 'failed' : 'retried';
}

/** Runs every due delivery once; a failing endpoint never holds up the others. */
export async function runWebhookDeliveries(db: Database, options: DeliveryOptions): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0, waiting: 0 };
  const workerId = options.workerId ?? `webhooks-${PROCESS_ID}`;
  const seen = new Set<string>();
  while (!options.stopping?.aborted) {
    const claimed = (await claimJobs(db, options.at, workerId, options.batchSize ?? 20, WEBHOOK_JOB)).filter((j) => !seen.has(j.id));
    if (!claimed.length) break;
    const outcomes = await Promise.all(
      claimed.map(async (job) => {
        seen.add(job.id);
        try {
          return await deliverOne(db, job, options);
        } catch (error) {
          await requeue(db, job, new Date(options.at.getTime() + webhookBackoffMs(1)));
          throw error;
        }
      }),
    );
    for (const o of outcomes) if (o !== 'skipped') report[o]++;
  }
  return report;
}
