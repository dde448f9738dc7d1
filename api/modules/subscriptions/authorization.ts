/**
 * The owner's authorization of the subscription's debits (NACHA CCD): its words for the business's current bank
 * account and service level, the owner's acceptance stored with them, and the check every charge of an invoice passes.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { SUBSCRIPTION_DEBIT_AUTHORIZATION_VERSION, subscriptionDebitAuthorizationText } from '../../../domain/subscription-debits';
import type { Database } from '../../db/client';
import { businesses, serviceLevels, subscriptionDebitAuthorizations, type SubscriptionDebitAuthorizationRow } from '../../db/schema';
import { acceptanceEvidence } from '../../lib/acceptance';
import { validationError } from '../../lib/errors';
import { businessBankAccount } from '../payments';
import { planOf } from './service';

type Db = Database;

/** What the owner is asked to accept now: the words for the current account and level, or null while one is missing. */
export interface SubscriptionAuthorizationState {
  /** False when nothing is billed (no service level, or one that costs nothing): no authorization is asked for. */
  needed: boolean;
  /** The words to accept; null until the business has both a service level and a bank account. */
  text: string | null;
  accountLast4: string | null;
  /** The accepted authorization that names the current account, if any. */
  accepted: SubscriptionDebitAuthorizationRow | null;
}

/** The newest unrevoked authorization naming this account (routing number and last four digits). */
export async function authorizationForAccount(db: Db, businessId: string, account: { routingNumber: string; last4: string }) {
  const [row] = await db
    .select()
    .from(subscriptionDebitAuthorizations)
    .where(
      and(
        eq(subscriptionDebitAuthorizations.businessId, businessId),
        eq(subscriptionDebitAuthorizations.routingNumber, account.routingNumber),
        eq(subscriptionDebitAuthorizations.accountLast4, account.last4),
        isNull(subscriptionDebitAuthorizations.revokedAt),
      ),
    )
    .orderBy(desc(subscriptionDebitAuthorizations.acceptedAt))
    .limit(1);
  return row ?? null;
}

export async function subscriptionAuthorizationState(db: Db, businessId: string): Promise<SubscriptionAuthorizationState> {
  const [business] = await db.select({ name: businesses.name, serviceLevelId: businesses.serviceLevelId }).from(businesses).where(eq(businesses.id, businessId));
  const [level] = business?.serviceLevelId ? await db.select().from(serviceLevels).where(eq(serviceLevels.id, business.serviceLevelId)) : [];
  const plan = level ? planOf(level) : null;
  const needed = Boolean(plan && ((plan.initialTerm?.price ?? 0) > 0 || (plan.renewalTerm?.price ?? 0) > 0));
  const account = await businessBankAccount(db, businessId);
  if (!level || !plan || !account) return { needed, text: null, accountLast4: account?.last4 ?? null, accepted: null };
  const text = subscriptionDebitAuthorizationText({
    businessName: business.name,
    accountLast4: account.last4,
    serviceLevelName: level.name,
    initialPrice: formatCents((plan.initialTerm ?? plan.renewalTerm)?.price ?? 0),
    renewalPrice: plan.renewalTerm ? formatCents(plan.renewalTerm.price) : null,
  });
  return { needed, text, accountLast4: account.last4, accepted: await authorizationForAccount(db, businessId, account) };
}

/** Stores the owner's acceptance of the words shown for the current account and level: text, version, SHA-256, time, address. */
export async function acceptSubscriptionAuthorization(
  db: Database,
  a: { businessId: string; userId: string; ipAddress: string; userAgent: string; at: Date },
): Promise<SubscriptionDebitAuthorizationRow> {
  const state = await subscriptionAuthorizationState(db, a.businessId);
  if (!state.text) throw validationError(Messages.subscriptionAuthorizationUnavailable, {});
  const account = await businessBankAccount(db, a.businessId);
  const [row] = await db
    .insert(subscriptionDebitAuthorizations)
    .values({
      businessId: a.businessId,
      userId: a.userId,
      routingNumber: account!.routingNumber,
      accountLast4: account!.last4,
      ...acceptanceEvidence(state.text, SUBSCRIPTION_DEBIT_AUTHORIZATION_VERSION, a),
    })
    .returning();
  return row;
}
