/**
 * Items for a person: raised once per (kind, subject) and logged, listed oldest first until resolved.
 * The admin's Errors page (admin-console issue) reads this list; until it exists the log line and this list are it.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewItems, type ReviewItemKind, type ReviewItemRow } from '../../db/schema';
import type { Tx } from '../../rails/payments-port';

import type { ReviewItemInput } from '../../rails/payments-port';
export type { ReviewItemInput };

/** Raises the item; returns it when new, null when the same (kind, subject) was raised before. */
export async function raiseReviewItem(db: Database | Tx, item: ReviewItemInput, at: Date): Promise<ReviewItemRow | null> {
  const [row] = await db
    .insert(reviewItems)
    .values({ kind: item.kind, subject: item.subject, paymentId: item.paymentId ?? null, message: item.message, createdAt: at })
    .onConflictDoNothing({ target: [reviewItems.kind, reviewItems.subject] })
    .returning();
  return row ?? null;
}

export async function openReviewItems(db: Database, kind?: ReviewItemKind): Promise<ReviewItemRow[]> {
  return db
    .select()
    .from(reviewItems)
    .where(and(isNull(reviewItems.resolvedAt), kind ? eq(reviewItems.kind, kind) : undefined))
    .orderBy(asc(reviewItems.createdAt), asc(reviewItems.id))
    .limit(500);
}

/** Closes the items of a subject, or of a batch's subjects (the payment settled after all, or a person dealt with it). */
export async function resolveReviewItems(db: Database | Tx, kind: ReviewItemKind, subject: string | readonly string[], at: Date) {
  const subjects = typeof subject === 'string' ? [subject] : [...subject];
  if (!subjects.length) return;
  await db
    .update(reviewItems)
    .set({ resolvedAt: at })
    .where(and(eq(reviewItems.kind, kind), inArray(reviewItems.subject, subjects), isNull(reviewItems.resolvedAt)));
}
