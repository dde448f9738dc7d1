/**
 * Idempotency-Key for the public API's POSTs (the Stripe model): the same key with the same request replays the
 * stored answer; the same key with another request is 409; a key whose first request is still running is 409
 * too. Keys are kept 7 days (at least 24 hours is promised). Only successful answers are stored: a failed request
 * may be retried with its key.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiIdempotencyKeys } from '../db/schema';

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

/** Takes the key for this request, or says what the key already holds. */
export async function claimIdempotencyKey(db: Database, apiClientId: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyDecision> {
  const inserted = await db.insert(apiIdempotencyKeys).values({ apiClientId, key, fingerprint, createdAt: now }).onConflictDoNothing().returning({ key: apiIdempotencyKeys.key });
  if (inserted.length) {
    await db.delete(apiIdempotencyKeys).where(lt(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
    return { action: 'execute' };
  }
  const [stored] = await db.select().from(apiIdempotencyKeys).where(and(eq(apiIdempotencyKeys.apiClientId, apiClientId), eq(apiIdempotencyKeys.key, key)));
  // Expired keys count as free: this request takes the key over.
  if (stored && stored.createdAt.getTime() < now.getTime() - IDEMPOTENCY_KEY_TTL_MS) {
    await db.update(apiIdempotencyKeys).set({ fingerprint, responseStatus: null, responseBody: null, createdAt: now }).where(and(eq(apiIdempotencyKeys.apiClientId, apiClientId), eq(apiIdempotencyKeys.key, key)));
    return { action: 'execute' };
  }
  // Released between our insert and this read: the other request failed just now; the caller may retry.
  if (!stored) return { action: 'inProgress' };
  return decideIdempotency(stored, fingerprint);
}

export async function storeIdempotentAnswer(db: Database, apiClientId: string, key: string, status: number, body: unknown): Promise<void> {
  await db.update(apiIdempotencyKeys).set({ responseStatus: status, responseBody: body }).where(and(eq(apiIdempotencyKeys.apiClientId, apiClientId), eq(apiIdempotencyKeys.key, key)));
}

export async function releaseIdempotencyKey(db: Database, apiClientId: string, key: string): Promise<void> {
  await db.delete(apiIdempotencyKeys).where(and(eq(apiIdempotencyKeys.apiClientId, apiClientId), eq(apiIdempotencyKeys.key, key)));
}
