/**
 * Which rail a business pays through (decision 067): the one check every payment and collection passes before it is
 * created, the rail registration gives a new business, the administrator's audited assignment, and the count that
 * keeps production from starting while any business would pay through the sandbox.
 */
import { asc, count, eq } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import { hasSandboxRail, type RailChoice } from '../../../domain/rails';
import { BANK_API_RAILS, isBankApiRail, type BankApiRail } from '../../../domain/bank-transports';
import { hasBankApiCredentials } from './payment-systems';
import type { Environment } from '../../../domain/environment';
import type { Database } from '../../db/client';
import { businessRails, originatingAccounts, type RailName } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { isUuid } from '../../lib/ids';
import { validationError } from '../../lib/errors';

type Db = Pick<Database, 'select' | 'insert' | 'update'>;

export interface BusinessRail {
  rail: RailName;
  originatingAccountId: string | null;
  originatingAccountName: string | null;
}

/** The business's rail, or null when it has none yet. */
export async function businessRail(db: Pick<Database, 'select'>, businessId: string): Promise<BusinessRail | null> {
  const [row] = await db
    .select({ rail: businessRails.rail, originatingAccountId: businessRails.originatingAccountId, originatingAccountName: originatingAccounts.name })
    .from(businessRails)
    .leftJoin(originatingAccounts, eq(originatingAccounts.id, businessRails.originatingAccountId))
    .where(eq(businessRails.businessId, businessId));
  return row ?? null;
}

/** Refuses a payment or collection of a business that has no rail: nothing it creates could leave for a bank. */
export async function requireRail(db: Pick<Database, 'select'>, businessId: string): Promise<void> {
  const [row] = await db.select({ rail: businessRails.rail }).from(businessRails).where(eq(businessRails.businessId, businessId));
  if (!row) throw validationError(Messages.paymentsNotEnabled);
}

/** The originating accounts an administrator may choose, by name. */
export async function listOriginatingAccounts(db: Pick<Database, 'select'>) {
  return db.select({ id: originatingAccounts.id, name: originatingAccounts.name }).from(originatingAccounts).orderBy(asc(originatingAccounts.name));
}

/**
 * Gives a newly registered business the configured default (NEW_BUSINESS_RAIL). An originating account named by the
 * setting that does not exist leaves the business without a rail, as `none` does: the administrator assigns one.
 */
export async function applyNewBusinessRail(tx: Db, businessId: string, choice: RailChoice, now: Date): Promise<void> {
  if (choice.rail === 'none') return;
  if (choice.rail === 'sandbox') {
    await tx.insert(businessRails).values({ businessId, rail: 'sandbox', updatedAt: now });
    return;
  }
  const [account] = await tx.select({ id: originatingAccounts.id }).from(originatingAccounts).where(eq(originatingAccounts.name, choice.originatingAccountName));
  if (account) await tx.insert(businessRails).values({ businessId, rail: 'nacha', originatingAccountId: account.id, updatedAt: now });
}

export interface RailAssignment {
  rail: string;
  originatingAccountId?: string | null;
}

/**
 * The administrator's choice of a business's rail: ACH files through an originating account, or the sandbox outside
 * production. Audited with the rail before and after; a choice that changes nothing is still recorded.
 */
export async function assignBusinessRail(
  db: Database,
  businessId: string,
  input: RailAssignment,
  actor: { userId: string; address: string; now: Date; appEnv: Environment; bankApis?: readonly BankApiRail[] },
): Promise<BusinessRail> {
  let next: { rail: RailName; originatingAccountId: string | null };
  if (isBankApiRail(input.rail)) {
    // Only a bank API this deployment reaches, and only with the business's own complete credentials for that bank.
    if (!(actor.bankApis ?? []).includes(input.rail)) throw validationError(Messages.railBankApiUnavailable, { rail: Messages.railBankApiUnavailable });
    if (!(await hasBankApiCredentials(db, businessId, BANK_API_RAILS[input.rail]))) throw validationError(Messages.railBankApiNeedsCredentials, { rail: Messages.railBankApiNeedsCredentials });
    next = { rail: input.rail, originatingAccountId: null };
  } else if (input.rail === 'sandbox') {
    if (!hasSandboxRail(actor.appEnv)) throw validationError(Messages.railSandboxNotInProd, { rail: Messages.railSandboxNotInProd });
    next = { rail: 'sandbox', originatingAccountId: null };
  } else if (input.rail === 'nacha') {
    const id = input.originatingAccountId ?? '';
    const [account] = isUuid(id) ? await db.select({ id: originatingAccounts.id }).from(originatingAccounts).where(eq(originatingAccounts.id, id)) : [];
    if (!account) throw validationError(Messages.railUnknownAccount, { originatingAccountId: Messages.railUnknownAccount });
    next = { rail: 'nacha', originatingAccountId: account.id };
  } else {
    throw validationError(Messages.railUnknownAccount, { rail: Messages.railUnknownAccount });
  }
  return db.transaction(async (tx) => {
    // Locked so two administrators saving at once are recorded one after the other, each with the rail it replaced.
    const [locked] = await tx.select().from(businessRails).where(eq(businessRails.businessId, businessId)).for('update');
    const before = locked ? await businessRail(tx, businessId) : null;
    await tx
      .insert(businessRails)
      .values({ businessId, ...next, updatedAt: actor.now })
      .onConflictDoUpdate({ target: businessRails.businessId, set: { ...next, updatedAt: actor.now } });
    const after = (await businessRail(tx, businessId))!;
    await writeAudit(tx, {
      at: actor.now,
      userId: actor.userId,
      action: 'businessRailAssigned',
      address: actor.address,
      outcome: 'success',
      details: { businessId, before, after },
    });
    return after;
  });
}

/** How many businesses would pay through the sandbox (production refuses to start while this is above 0). */
export async function sandboxRailCount(db: Pick<Database, 'select'>): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(businessRails).where(eq(businessRails.rail, 'sandbox'));
  return n;
}

/** The reason production must not start, or null: a business on the sandbox rail, or a default naming no account. */
export async function productionRailProblem(db: Pick<Database, 'select'>, appEnv: Environment, newBusinessRail: RailChoice): Promise<string | null> {
  if (hasSandboxRail(appEnv)) return null;
  const sandboxed = await sandboxRailCount(db);
  if (sandboxed > 0) {
    return (
      `Refusing to start: ${sandboxed} ${sandboxed === 1 ? 'business pays' : 'businesses pay'} through the sandbox rail, which production does not have. ` +
      `Give them no rail (DELETE FROM business_rails WHERE rail = 'sandbox'), start, and assign each an originating account on its admin page.`
    );
  }
  if (newBusinessRail.rail === 'nacha') {
    const [account] = await db.select({ id: originatingAccounts.id }).from(originatingAccounts).where(eq(originatingAccounts.name, newBusinessRail.originatingAccountName));
    if (!account) return `Refusing to start: NEW_BUSINESS_RAIL names the originating account "${newBusinessRail.originatingAccountName}", which does not exist.`;
  }
  return null;
}
