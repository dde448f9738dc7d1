/**
 * The accounting sandboxes' first answers per idempotency key (QuickBooks' requestid, Xero's Idempotency-Key), kept in
 * the database so every copy of the services answers a repeat alike (decision 077). Bounded as a real service's
 * memory is: an answer is kept for a day (a retry comes within minutes) and at most `max` of them, the oldest
 * forgotten first. The key's row is taken before the request is acted on, so a repeat that arrives before the first
 * has been answered, on this copy or another, waits for that same answer instead of acting twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accountingSandboxAnswers } from '../../../db/schema';

export const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;
export const MAX_KEPT_ANSWERS = 10_000;
/** A key still unanswered after this long was left by a copy that stopped mid-answer: the next request takes it over. */
export const ANSWER_ABANDONED_MS = 2 * 60 * 1000;
/** How often a repeat looks whether the first request's answer has been kept. */
const ANSWER_POLL_MS = 20;

export interface AnswerLimits {
  keptMs: number;
  max: number;
}

const DEFAULT_LIMITS: AnswerLimits = { keptMs: ANSWER_KEPT_MS, max: MAX_KEPT_ANSWERS };

const jsonAnswer = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'application/json' } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Forgets the expired answers and, past `max`, the oldest. */
async function forgetOld(db: Database, limits: AnswerLimits): Promise<void> {
  const t = accountingSandboxAnswers;
  await db.delete(t).where(sql`${t.createdAt} < now() - make_interval(secs => ${limits.keptMs / 1000})`);
  await db.execute(
    sql`delete from ${t} where ${t.createdAt} <= (select created_at from ${t} order by created_at desc offset ${limits.max} limit 1)`,
  );
}

/**
 * As the real services do with their idempotency key: the first answer to a key (per `scope`, a system's company) is
 * kept, and a request repeating the key gets that same answer (status and body) and changes nothing. Without a key,
 * every request is new.
 */
export async function answerOnce(db: Database, scope: string, key: string | null, answer: () => Response | Promise<Response>, limits: AnswerLimits = DEFAULT_LIMITS): Promise<Response> {
  if (!key) return answer();
  const t = accountingSandboxAnswers;
  const thisKey = and(eq(t.scope, scope), eq(t.key, key));
  for (;;) {
    // An expired answer, or one a stopped copy never finished, no longer holds the key.
    await db
      .delete(t)
      .where(
        and(
          thisKey,
          sql`(${t.createdAt} < now() - make_interval(secs => ${limits.keptMs / 1000}) or (${t.status} is null and ${t.createdAt} < now() - make_interval(secs => ${ANSWER_ABANDONED_MS / 1000})))`,
        ),
      );
    const taken = await db.insert(t).values({ scope, key }).onConflictDoNothing().returning({ key: t.key });
    if (taken.length > 0) {
      await forgetOld(db, limits);
      let response: Response;
      try {
        response = await answer();
      } catch (error) {
        // Nothing was answered: a retry must be able to act.
        await db.delete(t).where(thisKey);
        throw error;
      }
      await db.update(t).set({ status: response.status, body: await response.clone().text() }).where(thisKey);
      return response;
    }
    const [kept] = await db.select({ status: t.status, body: t.body }).from(t).where(thisKey);
    if (kept && kept.status !== null) return jsonAnswer(kept.status, kept.body ?? '');
    // Still being answered (here or on another copy), or forgotten in between: look again.
    if (kept) await pause(ANSWER_POLL_MS);
  }
}

/** How many answers are kept (for tests and the decision's bound). */
export async function keptAnswerCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accountingSandboxAnswers);
  return row?.n ?? 0;
}
