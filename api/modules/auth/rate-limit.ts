/**
 * Sign-in throttling from the sign_in_attempts table (shared by every API copy, so it holds behind a load balancer).
 * Two limits: failures of one account from one address, and failures from one address over all accounts.
 * Only the address that failed is slowed down: the same account signs in from anywhere else.
 */
import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInAttempts } from '../../db/schema';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Milliseconds until this (email, address) may try again, or 0 when it may try now.
 * Failures before the pair's last success do not count for the account limit.
 */
export async function signInRetryAfterMs(db: Database, email: string, address: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: signInAttempts.at })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.address, address),
        eq(signInAttempts.succeeded, true),
        gt(signInAttempts.at, since),
      ),
    )
    .orderBy(desc(signInAttempts.at))
    .limit(1);
  const accountSince = lastSuccess?.at ?? since;
  const accountFailures = await failureTimes(db, now, accountSince, eq(signInAttempts.email, email), eq(signInAttempts.address, address));
  const addressFailures = await failureTimes(db, now, since, eq(signInAttempts.address, address));
  return Math.max(
    waitFor(accountFailures, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, now),
    waitFor(addressFailures, MAX_FAILURES_PER_ADDRESS, now),
  );
}

export async function recordSignInAttempt(
  db: Database,
  attempt: { email: string; address: string; succeeded: boolean; at: Date },
): Promise<void> {
  await db.insert(signInAttempts).values(attempt);
  // Keep the table small: rows older than a day never matter again.
  if (!attempt.succeeded) {
    await db.delete(signInAttempts).where(lt(signInAttempts.at, new Date(attempt.at.getTime() - 24 * 60 * 60 * 1000)));
  }
}

async function failureTimes(db: Database, now: Date, since: Date, ...filters: SQL[]): Promise<Date[]> {
  const rows = await db
    .select({ at: signInAttempts.at })
    .from(signInAttempts)
    .where(and(...filters, eq(signInAttempts.succeeded, false), gt(signInAttempts.at, since), lt(signInAttempts.at, new Date(now.getTime() + 1))))
    .orderBy(asc(signInAttempts.at));
  return rows.map((r) => r.at);
}

/** With `limit` or more failures in the window, the wait until enough of them age out to drop below it. */
function waitFor(failures: Date[], limit: number, now: Date): number {
  if (failures.length < limit) return 0;
  const oldestThatMustExpire = failures[failures.length - limit];
  return Math.max(1, oldestThatMustExpire.getTime() + SIGN_IN_WINDOW_MS - now.getTime());
}
