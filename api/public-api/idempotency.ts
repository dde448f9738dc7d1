/**
 * Idempotency-Key for the public API's POSTs (the Stripe model): the same key with the same request replays the
 * stored answer; the same key with another request is 409; a key whose first request is still running is 409
 * too. Keys are kept 7 days (at least 24 hours is promised). Only successful answers are stored: a failed request
 * may be retried with its key. The claim, the effect and the answer commit in one transaction (decision 054); a
 * refusal's audit row is written again after that transaction rolled back (decision 056).
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiIdempotencyKeys } from '../db/schema';
import { keepRefusalAudits } from '../db/audit';
import type { Tx } from '../modules/payments';

export const IDEMPOTENCY_KEY_TTL_MS = 7 * 86_400_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** JSON with object keys sorted, so the same body in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`).digest('hex');
}

export interface StoredKey {
  fingerprint: string;
  responseStatus: number | null;
  responseBody: unknown;
}

export type IdempotencyDecision = { action: 'execute' } | { action: 'replay'; status: number; body: unknown } | { action: 'conflict' } | { action: 'inProgress' };

/** What to do with a request, given what the key already holds (null: the key was free and is now taken by this request). */
export function decideIdempotency(stored: StoredKey | null, fingerprint: string): IdempotencyDecision {
  if (!stored) return { action: 'execute' };
  if (stored.fingerprint !== fingerprint) return { action: 'conflict' };
  if (stored.responseStatus === null) return { action: 'inProgress' };
  return { action: 'replay', status: stored.responseStatus, body: stored.responseBody };
}

export type IdempotentAnswer = { status: number; body: unknown };
export type IdempotencyOutcome = ({ action: 'executed' } & IdempotentAnswer) | Exclude<IdempotencyDecision, { action: 'execute' }>;

/** The key's lock (transaction-scoped, on the database, so it holds across every copy of the services). */
async function tryLockKey(tx: Tx, apiClientId: string, key: string): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`api idempotency ${apiClientId} ${key}`}, 0)) as locked`)) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/**
 * Runs `execute` once per key: the claim of the key, the request's effect (everything `execute` writes through the
 * transaction it is given) and the stored answer commit together or not at all. A request that fails, or a process
 * that dies (kill -9) before the commit, leaves the key free and nothing done, so the retry is a first request.
 * While one request holds the key, another with it answers 409 at once instead of waiting.
 */
export async function runIdempotent(db: Database, apiClientId: string, key: string, fingerprint: string, now: Date, execute: (tx: Tx) => Promise<IdempotentAnswer>): Promise<IdempotencyOutcome> {
  try {
    return await inKeyTransaction(db, apiClientId, key, fingerprint, now, execute);
  } catch (error) {
    // The refusal rolled back with the request; its audit row must not (a refused collection is on record as on the web).
    await keepRefusalAudits(db, error);
    throw error;
  }
}

/** The key's one transaction: its lock, its claim, the request's effect and the stored answer. */
async function inKeyTransaction(db: Database, apiClientId: string, key: string, fingerprint: string, now: Date, execute: (tx: Tx) => Promise<IdempotentAnswer>): Promise<IdempotencyOutcome> {
  return db.transaction(async (tx) => {
    if (!(await tryLockKey(tx, apiClientId, key))) return { action: 'inProgress' };
    const where = and(eq(apiIdempotencyKeys.apiClientId, apiClientId), eq(apiIdempotencyKeys.key, key));
    const [stored] = await tx.select().from(apiIdempotencyKeys).where(where);
    const expired = stored && stored.createdAt.getTime() < now.getTime() - IDEMPOTENCY_KEY_TTL_MS;
    const decision = stored && !expired ? decideIdempotency(stored, fingerprint) : ({ action: 'execute' } as const);
    if (decision.action === 'conflict' || decision.action === 'replay') return decision;
    // 'inProgress' under the key's lock is a claim whose request died before this rule (claims now commit only with
    // their answer): the request is taken over, and the handlers answer with the payment it may already have made.
    if (stored) await tx.update(apiIdempotencyKeys).set({ fingerprint, responseStatus: null, responseBody: null, createdAt: now }).where(where);
    else {
      await tx.insert(apiIdempotencyKeys).values({ apiClientId, key, fingerprint, createdAt: now });
      await tx.delete(apiIdempotencyKeys).where(lt(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
    }
    const answer = await execute(tx);
    await tx.update(apiIdempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body }).where(where);
    return { action: 'executed', ...answer };
  });
}
