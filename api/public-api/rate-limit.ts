/**
 * Per-client rate limits in fixed one-minute windows, counted in the database (api_rate_windows) so every copy of
 * the services shares them. One upsert per request: the count comes back from the same statement.
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiRateWindows } from '../db/schema';

export const RATE_WINDOW_MS = 60_000;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
/** Token requests per client_id and source address per minute (a guessed or leaked client_id cannot be hammered, nor its owner locked out). */
export const TOKEN_RATE_LIMIT_PER_MINUTE = 30;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (for Retry-After). */
  resetSeconds: number;
}

export async function hitRateLimit(db: Database, bucket: string, limit: number, now: Date): Promise<RateDecision> {
  const windowStart = new Date(Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS);
  const [row] = await db
    .insert(apiRateWindows)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [apiRateWindows.bucket, apiRateWindows.windowStart], set: { hits: sql`${apiRateWindows.hits} + 1` } })
    .returning({ hits: apiRateWindows.hits });
  // The first hit of a window tidies windows that can no longer matter.
  if (row.hits === 1) await db.delete(apiRateWindows).where(lt(apiRateWindows.windowStart, new Date(windowStart.getTime() - 10 * RATE_WINDOW_MS)));
  const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000));
  return { allowed: row.hits <= limit, limit, remaining: Math.max(0, limit - row.hits), resetSeconds };
}

export function rateHeaders(decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) headers['retry-after'] = String(decision.resetSeconds);
  return headers;
}
