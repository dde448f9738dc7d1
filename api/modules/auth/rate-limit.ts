/**
 * Sign-in throttling from the sign_in_attempts table (shared by every API copy, so it holds behind a load balancer).
 * Three limits: failures of one account from one address, failures from one address over all accounts (both block
 * that address for a while), and failures of one account from every address, which only slows the account down
 * (one attempt per ACCOUNT_SLOWDOWN_MS), never locks it out. Checking and counting are one atomic step
 * (beginSignInAttempt): parallel attempts are serialised by advisory locks and each is recorded as a failure
 * before its password is checked, so forty at once are checked exactly as many times as the limit allows.
 */
import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInAttempts } from '../../db/schema';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of one account from all addresses in the window after which it is slowed down. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Once slowed down, an account takes one attempt per this long (from any address). */
export const ACCOUNT_SLOWDOWN_MS = 10_000;

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
  const [accountSuccess] = await db
    .select({ at: signInAttempts.at })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, email), eq(signInAttempts.succeeded, true), gt(signInAttempts.at, since)))
    .orderBy(desc(signInAttempts.at))
    .limit(1);
  const everywhere = await failureTimes(db, now, accountSuccess?.at ?? since, eq(signInAttempts.email, email));
  const slowdown =
    everywhere.length >= MAX_FAILURES_PER_ACCOUNT
      ? Math.max(0, everywhere[everywhere.length - 1].getTime() + ACCOUNT_SLOWDOWN_MS - now.getTime())
      : 0;
  return Math.max(
    waitFor(accountFailures, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, now),
    waitFor(addressFailures, MAX_FAILURES_PER_ADDRESS, now),
    slowdown,
  );
}

/**
 * Checks the limits and, when the attempt may go ahead, records it as a failure, in one transaction holding
 * advisory locks on the address and the account (always in that order). Returns the wait, or the attempt's id for
 * settleSignInAttempt once the password has been checked.
 */
export async function beginSignInAttempt(
  db: Database,
  email: string,
  address: string,
  now: Date,
): Promise<{ retryAfterMs: number; attemptId?: undefined } | { retryAfterMs: 0; attemptId: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in address ${address}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in account ${email}`}))`);
    const retryAfterMs = await signInRetryAfterMs(tx as unknown as Database, email, address, now);
    if (retryAfterMs > 0) return { retryAfterMs };
    const [row] = await tx.insert(signInAttempts).values({ email, address, succeeded: false, at: now }).returning({ id: signInAttempts.id });
    // Keep the table small: rows older than a day never matter again.
    await tx.delete(signInAttempts).where(lt(signInAttempts.at, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
    return { retryAfterMs: 0 as const, attemptId: row.id };
  });
}

/** Marks an attempt begun by beginSignInAttempt as succeeded (a failure is already recorded). */
export async function settleSignInAttempt(db: Database, attemptId: number, succeeded: boolean): Promise<void> {
  if (succeeded) await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
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
