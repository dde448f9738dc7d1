/**
 * The engine's one rule for a debit from a consumer's account (NACHA WEB, decision 052): it is created only with the
 * consumer's stored authorization and within the business's limits, and it leaves for the bank only once the
 * account is validated (a failed validation fails it with the reason).
 */
import { and, desc, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_VALIDATION_METHODS,
  CONSUMER_DEBIT_LIMIT_DEFAULTS,
  DEBIT_AUTHORIZATION_VERSION,
  DEFAULT_ACCOUNT_VALIDATION,
  debitAuthorizationText,
  type AccountValidationMethod,
} from '../../../domain/consumer-debits';
import { startOfDayIn, todayIn } from '../../../domain/dashboard-period';
import { DEFAULT_TIME_ZONE, formatDate, isTimeZone } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import type { Database } from '../../db/client';
import { accountValidations, businesses, consumerDebitSettings, debitAuthorizations, payments, type PaymentRow } from '../../db/schema';
import { acceptanceEvidence } from '../../lib/acceptance';
import { validationError } from '../../lib/errors';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert'>;

export interface ConsumerDebitSettings {
  perDebitLimit: number;
  perConsumerPerDayLimit: number;
  accountValidation: AccountValidationMethod;
}

/** The business's own settings, or the defaults. */
export async function consumerDebitSettingsOf(db: Reader, businessId: string): Promise<ConsumerDebitSettings> {
  const [row] = await db.select().from(consumerDebitSettings).where(eq(consumerDebitSettings.businessId, businessId));
  return {
    perDebitLimit: row?.perDebitLimit ?? CONSUMER_DEBIT_LIMIT_DEFAULTS.perDebit,
    perConsumerPerDayLimit: row?.perConsumerPerDayLimit ?? CONSUMER_DEBIT_LIMIT_DEFAULTS.perConsumerPerDay,
    accountValidation: row?.accountValidation ?? DEFAULT_ACCOUNT_VALIDATION,
  };
}

/** Money taken from a consumer: a collection whose payer is a consumer (on-demand payments pay consumers, they never debit). */
export function isConsumerDebit(p: { kind: string; consumerId?: string | null }): boolean {
  return p.kind === 'instantCollection' && Boolean(p.consumerId);
}

/** The consumer's standing authorization for this business, or null. */
export async function activeAuthorization(db: Reader, consumerId: string, businessId: string) {
  const [row] = await db
    .select()
    .from(debitAuthorizations)
    .where(and(eq(debitAuthorizations.consumerId, consumerId), eq(debitAuthorizations.businessId, businessId), isNull(debitAuthorizations.revokedAt)))
    .orderBy(desc(debitAuthorizations.acceptedAt))
    .limit(1);
  return row ?? null;
}

export type AuthorizationState = 'authorized' | 'revoked';

/**
 * Where each consumer's debits stand with its business: authorized (an unrevoked authorization), revoked (only revoked
 * ones); consumers who never accepted one are absent. For lists: one query for the page.
 */
export async function authorizationStates(db: Reader, consumersOfPage: readonly { id: string; businessId: string }[]): Promise<Map<string, AuthorizationState>> {
  const states = new Map<string, AuthorizationState>();
  if (!consumersOfPage.length) return states;
  const rows = await db
    .select({ consumerId: debitAuthorizations.consumerId, businessId: debitAuthorizations.businessId, revokedAt: debitAuthorizations.revokedAt })
    .from(debitAuthorizations)
    .where(inArray(debitAuthorizations.consumerId, consumersOfPage.map((c) => c.id)));
  const businessOf = new Map(consumersOfPage.map((c) => [c.id, c.businessId]));
  for (const r of rows) {
    if (businessOf.get(r.consumerId) !== r.businessId || states.get(r.consumerId) === 'authorized') continue;
    states.set(r.consumerId, r.revokedAt ? 'revoked' : 'authorized');
  }
  return states;
}

/** Why each of these consumers' account check failed (its reason, '' when none was given); consumers whose check did not fail are absent. */
export async function failedAccountChecks(db: Reader, consumerIds: readonly string[]): Promise<Map<string, string>> {
  if (!consumerIds.length) return new Map();
  const rows = await db
    .select({ consumerId: accountValidations.consumerId, reason: accountValidations.failureReason })
    .from(accountValidations)
    .where(and(inArray(accountValidations.consumerId, [...consumerIds]), eq(accountValidations.status, 'failed')));
  return new Map(rows.map((r) => [r.consumerId!, r.reason ?? '']));
}

/** The per-debit limit alone: what an invitation and a registration check before they record anything. */
export function checkPerDebitLimit(settings: ConsumerDebitSettings, amount: number, field = 'amount') {
  if (amount > settings.perDebitLimit) {
    const message = Messages.consumerDebitOverLimit(formatCents(settings.perDebitLimit));
    throw validationError(message, { [field]: message });
  }
}

/** The business's one zone (its Payment Time zone, decision 032), UTC while it has none. */
async function businessZone(db: Reader, businessId: string): Promise<string> {
  const [biz] = await db.select({ zone: businesses.paymentTimeZone }).from(businesses).where(eq(businesses.id, businessId));
  return isTimeZone(biz?.zone) ? biz.zone : DEFAULT_TIME_ZONE;
}

/**
 * What a consumer already owes this business today: debits not canceled, failed or returned. "Today" is the
 * business's day, the one its pages, its authorization text and its Payment Time are read in.
 */
async function debitedToday(db: Reader, businessId: string, consumerId: string, now: Date): Promise<number> {
  const zone = await businessZone(db, businessId);
  const dayStart = startOfDayIn(todayIn(now, zone), zone);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.businessId, businessId),
        eq(payments.consumerId, consumerId),
        eq(payments.kind, 'instantCollection'),
        gte(payments.createdAt, dayStart),
        notInArray(payments.status, ['canceled', 'error', 'returned']),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Refuses a consumer debit without the consumer's authorization, from an account whose validation failed, or over
 * the business's limits. Called by createPayment for every consumer debit, whatever path created it.
 */
export async function checkConsumerDebit(db: Reader, input: { businessId: string; consumerId: string; amount: number }, now: Date): Promise<void> {
  if (!(await activeAuthorization(db, input.consumerId, input.businessId))) {
    throw validationError(Messages.consumerNotAuthorized, { consumerId: Messages.consumerNotAuthorized });
  }
  const [validation] = await db.select().from(accountValidations).where(eq(accountValidations.consumerId, input.consumerId));
  if (validation?.status === 'failed') {
    const message = Messages.accountNotValidated(validation.failureReason ?? '');
    throw validationError(message, { consumerId: message });
  }
  const settings = await consumerDebitSettingsOf(db, input.businessId);
  checkPerDebitLimit(settings, input.amount);
  if ((await debitedToday(db, input.businessId, input.consumerId, now)) + input.amount > settings.perConsumerPerDayLimit) {
    const message = Messages.consumerDebitOverDailyLimit(formatCents(settings.perConsumerPerDayLimit));
    throw validationError(message, { amount: message });
  }
}

/** A debit that waits says why when its account check cannot reach a bank yet (`reason`, shown as its job's last error). */
export type DebitHold = { action: 'wait'; reason?: string | null } | { action: 'fail'; reason: string };

/**
 * Which of these payments may not go to the bank yet: a consumer debit fails when its authorization was revoked or its
 * account's validation failed, and waits while the validation is under way (or was never started). Payments absent
 * from the map may go.
 */
export async function debitHolds(db: Reader, due: readonly PaymentRow[]): Promise<Map<string, DebitHold>> {
  const debits = due.filter(isConsumerDebit);
  const holds = new Map<string, DebitHold>();
  if (!debits.length) return holds;
  const consumerIds = [...new Set(debits.map((p) => p.consumerId!))];
  const rows = await db
    .select({ consumerId: accountValidations.consumerId, status: accountValidations.status, reason: accountValidations.failureReason, waiting: accountValidations.waitingReason })
    .from(accountValidations)
    .where(inArray(accountValidations.consumerId, consumerIds));
  const byConsumer = new Map(rows.map((r) => [r.consumerId, r]));
  // A debit not yet sent stops when its authorization is revoked (NACHA: honoured until the entry leaves).
  const authorized = new Set(
    (
      await db
        .select({ consumerId: debitAuthorizations.consumerId })
        .from(debitAuthorizations)
        .where(and(inArray(debitAuthorizations.consumerId, consumerIds), isNull(debitAuthorizations.revokedAt)))
    ).map((r) => r.consumerId),
  );
  for (const p of debits) {
    if (!authorized.has(p.consumerId!)) {
      holds.set(p.id, { action: 'fail', reason: Messages.debitAuthorizationRevoked });
      continue;
    }
    const v = byConsumer.get(p.consumerId!);
    if (v?.status === 'validated') continue;
    holds.set(p.id, v?.status === 'failed' ? { action: 'fail', reason: Messages.accountNotValidated(v.reason ?? '') } : { action: 'wait', reason: v?.waiting ?? null });
  }
  return holds;
}

export interface AuthorizationAcceptance {
  consumerId: string;
  businessId: string;
  amount: number;
  routingNumber: string;
  accountLast4: string;
  ipAddress: string;
  userAgent: string;
  at: Date;
}

/** The words of the authorization for this business and consumer, dated `at` in the business's zone (also what the registration page shows). */
export async function authorizationTextFor(db: Reader, businessId: string, amount: number, accountLast4: string | null, at: Date): Promise<string> {
  const [biz] = await db.select({ name: businesses.name, email: businesses.email }).from(businesses).where(eq(businesses.id, businessId));
  const settings = await consumerDebitSettingsOf(db, businessId);
  return debitAuthorizationText({
    businessName: biz.name,
    businessContact: biz.email ?? biz.name,
    amount: amount > 0 ? formatCents(amount) : null,
    date: formatDate(at, await businessZone(db, businessId)),
    accountLast4,
    perDebitLimit: formatCents(settings.perDebitLimit),
    perDayLimit: formatCents(settings.perConsumerPerDayLimit),
  });
}

/** Stores the accepted authorization: its exact text, version and SHA-256, time, address and user agent. */
export async function recordAuthorization(tx: Writer, a: AuthorizationAcceptance) {
  const text = await authorizationTextFor(tx, a.businessId, a.amount, a.accountLast4, a.at);
  const [row] = await tx
    .insert(debitAuthorizations)
    .values({
      consumerId: a.consumerId,
      businessId: a.businessId,
      amount: a.amount,
      routingNumber: a.routingNumber,
      accountLast4: a.accountLast4,
      ...acceptanceEvidence(text, DEBIT_AUTHORIZATION_VERSION, a),
    })
    .returning();
  return row;
}

/** The authorization a payment was taken under: the consumer's latest one accepted before the payment was made. */
export async function authorizationOfPayment(db: Reader, p: PaymentRow) {
  if (!isConsumerDebit(p)) return null;
  const rows = await db
    .select()
    .from(debitAuthorizations)
    .where(and(eq(debitAuthorizations.consumerId, p.consumerId!), eq(debitAuthorizations.businessId, p.businessId)))
    .orderBy(desc(debitAuthorizations.acceptedAt));
  return rows.find((r) => r.acceptedAt.getTime() <= p.createdAt.getTime()) ?? null;
}

/** Sets a business's own consumer-debit rules: limits of at least one cent, the daily one no lower than one debit's. */
export async function saveConsumerDebitSettings(db: Database, businessId: string, input: ConsumerDebitSettings, now: Date): Promise<ConsumerDebitSettings> {
  const errors: Record<string, string> = {};
  if (!Number.isSafeInteger(input.perDebitLimit) || input.perDebitLimit < 1) errors.perDebitLimit = Messages.amountPositive;
  if (!Number.isSafeInteger(input.perConsumerPerDayLimit) || input.perConsumerPerDayLimit < input.perDebitLimit) errors.perConsumerPerDayLimit = Messages.consumerDailyLimitBelowDebit;
  if (!ACCOUNT_VALIDATION_METHODS.includes(input.accountValidation)) errors.accountValidation = `One of ${ACCOUNT_VALIDATION_METHODS.join(', ')}`;
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0], errors);
  const values = { perDebitLimit: input.perDebitLimit, perConsumerPerDayLimit: input.perConsumerPerDayLimit, accountValidation: input.accountValidation, updatedAt: now };
  await db.insert(consumerDebitSettings).values({ businessId, ...values }).onConflictDoUpdate({ target: consumerDebitSettings.businessId, set: values });
  return consumerDebitSettingsOf(db, businessId);
}

/**
 * Records that the consumer revoked their authorization (they told the business, as its text says): no new debit is
 * accepted and debits not yet sent to the bank fail at their turn. Owners and employees with rights of its business.
 */
export async function revokeAuthorizations(db: Database, businessId: string, consumerId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(debitAuthorizations)
    .set({ revokedAt: now })
    .where(and(eq(debitAuthorizations.consumerId, consumerId), eq(debitAuthorizations.businessId, businessId), isNull(debitAuthorizations.revokedAt)))
    .returning({ id: debitAuthorizations.id });
  return revoked.length;
}
