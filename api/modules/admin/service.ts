/**
 * The admin console's reads and writes: businesses with their bank, service level, registration state
 * and monthly volume; the admin business settings; disabling a business's users for a payment issue (banks and bank
 * users are ./banks.ts). A business belongs to a bank through the routing number of its payment method
 * (bank_routing_numbers).
 */
import { TRADE_KINDS } from '../../../domain/payment-kinds';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BusinessListFilter, BusinessOrder, BusinessSettings, RegistrationState } from '../../../domain/admin';
import { PAYMENT_ISSUE_DISABLE_REASON } from '../../../domain/admin';
import type { Database } from '../../db/client';
import {
  banks,
  businesses,
  refreshTokens,
  serviceLevels,
  users,
  type AccountingSystemSettings,
  type BusinessRow,
} from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { isUuid } from '../../lib/ids';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Days of payments the monthly volume sums. */
export const MONTHLY_VOLUME_DAYS = 30;

/** The routing number of a business's payment method: its newest active bank account, else the shared method of its settings. */
const routingNumberOf = sql<string | null>`coalesce(
  (select ba.routing_number from bank_accounts ba where ba.business_id = ${businesses.id} and ba.status = 'active' order by ba.created_at desc, ba.id desc limit 1),
  ${businesses.paymentSettings} -> 'actualSharedPaymentMethod' ->> 'routingNumber')`;
export const bankIdOf = sql<string | null>`(select r.bank_id from bank_routing_numbers r where r.routing_number = ${routingNumberOf})`;
/** The users of a business: its owner and its members (employees and further owners). */
const businessUserCondition = sql`(u.id = ${businesses.ownerUserId} or u.id in (select be.user_id from business_employees be where be.business_id = ${businesses.id}))`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(filter: BusinessListFilter, now: Date): SQL[] {
  const where: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(or(ilike(businesses.name, pattern), ilike(businesses.email, pattern))!);
  }
  if (filter.businessType) where.push(eq(businesses.businessType, filter.businessType));
  if (filter.serviceLevelId) {
    where.push(isUuid(filter.serviceLevelId) ? eq(businesses.serviceLevelId, filter.serviceLevelId) : sql`false`);
  }
  if (filter.registrationState === 'registered') {
    where.push(sql`${businesses.registrationDate} is not null and ${businesses.registrationDate} <= ${now.toISOString()}`);
  } else if (filter.registrationState === 'inProgress') {
    where.push(sql`(${businesses.registrationDate} is null or ${businesses.registrationDate} > ${now.toISOString()})`);
  }
  // A bank's leads: the businesses that pay through one of its routing numbers, and those that registered from one of
  // its bank users' invitations (decision 019).
  if (filter.bankId) {
    where.push(
      isUuid(filter.bankId)
        ? sql`(${bankIdOf} = ${filter.bankId} or exists (select 1 from connections c where c.kind = 'businessOwner' and c.status = 'accepted' and c.bank_id = ${filter.bankId} and c.connected_business_id = ${businesses.id}))`
        : sql`false`,
    );
  }
  return where;
}

const ORDER: Record<BusinessOrder, SQL[]> = {
  createdAtDesc: [desc(businesses.createdAt), desc(businesses.id)],
  createdAtAsc: [asc(businesses.createdAt), asc(businesses.id)],
  nameAsc: [asc(sql`lower(${businesses.name})`), asc(businesses.id)],
  nameDesc: [desc(sql`lower(${businesses.name})`), desc(businesses.id)],
};

export interface BusinessSummary {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  businessType: string;
  registrationDate: string | null;
  registrationState: RegistrationState;
  serviceLevel: { id: string; name: string } | null;
  bank: { id: string; name: string } | null;
  routingNumber: string | null;
  /** Cents of successful payments in the last MONTHLY_VOLUME_DAYS days. */
  monthlyVolume: number;
  usersCount: number;
  usersDisabled: boolean;
  createdAt: string;
}

export function registrationStateOf(registrationDate: Date | null, now: Date): RegistrationState {
  return registrationDate && registrationDate.getTime() <= now.getTime() ? 'registered' : 'inProgress';
}

async function summaries(db: Db, where: SQL | undefined, order: SQL[], page: { skip: number; limit: number }, now: Date) {
  const since = new Date(now.getTime() - MONTHLY_VOLUME_DAYS * 86_400_000).toISOString();
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      email: businesses.email,
      phoneNumber: businesses.phoneNumber,
      businessType: businesses.businessType,
      registrationDate: businesses.registrationDate,
      createdAt: businesses.createdAt,
      serviceLevelId: serviceLevels.id,
      serviceLevelName: serviceLevels.name,
      routingNumber: routingNumberOf,
      bankId: banks.id,
      bankName: banks.name,
      // The business's trade: its subscription invoices and Payment Tests are not volume.
      monthlyVolume: sql<string>`coalesce((select sum(p.amount) from payments p where p.business_id = ${businesses.id} and p.status = 'success' and p.kind in (${sql.join(
        TRADE_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )}) and p.created_at >= ${since}), 0)::text`,
      usersCount: sql<number>`(select count(*)::int from users u where ${businessUserCondition})`,
      usersDisabled: sql<boolean>`exists (select 1 from users u where ${businessUserCondition} and u.disable_reason = ${PAYMENT_ISSUE_DISABLE_REASON})`,
    })
    .from(businesses)
    .leftJoin(serviceLevels, eq(serviceLevels.id, businesses.serviceLevelId))
    .leftJoin(banks, sql`${banks.id} = ${bankIdOf}`)
    .where(where)
    .orderBy(...order)
    .offset(page.skip)
    .limit(page.limit);
  return rows.map(
    (r): BusinessSummary => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phoneNumber: r.phoneNumber,
      businessType: r.businessType,
      registrationDate: r.registrationDate?.toISOString() ?? null,
      registrationState: registrationStateOf(r.registrationDate, now),
      serviceLevel: r.serviceLevelId ? { id: r.serviceLevelId, name: r.serviceLevelName! } : null,
      bank: r.bankId ? { id: r.bankId, name: r.bankName! } : null,
      routingNumber: r.routingNumber,
      monthlyVolume: Number(r.monthlyVolume),
      usersCount: Number(r.usersCount),
      usersDisabled: Boolean(r.usersDisabled),
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

export async function listBusinesses(
  db: Db,
  args: { filter: BusinessListFilter; orderBy: BusinessOrder; skip: number; limit: number },
  now: Date,
) {
  const where = and(...conditions(args.filter, now));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(businesses).where(where),
    summaries(db, where, ORDER[args.orderBy], args, now),
  ]);
  return { meta: { count: Number(n) }, edges: rows.map((node) => ({ node })) };
}

export async function findBusinessSummary(db: Db, id: string, now: Date): Promise<BusinessSummary | null> {
  const [row] = await summaries(db, eq(businesses.id, id), [asc(businesses.id)], { skip: 0, limit: 1 }, now);
  return row ?? null;
}

/** The users of one business (owner first), for the admin's business page. */
export async function businessUsers(db: Db, business: Pick<BusinessRow, 'id' | 'ownerUserId'>) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      enabled: users.enabled,
      disableReason: users.disableReason,
    })
    .from(users)
    .where(sql`(${users.id} = ${business.ownerUserId} or ${users.id} in (select be.user_id from business_employees be where be.business_id = ${business.id}))`)
    .orderBy(sql`${users.id} = ${business.ownerUserId} desc`, asc(users.email));
  return rows;
}

export async function loadBusinessRow(db: Db, id: string): Promise<BusinessRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  return row ?? null;
}

/** The limit the admin set for the business (null when unset); the effective limit is domain/payment-forms.ts paymentLimitOf. */
export function storedPaymentLimitOf(row: BusinessRow): number | null {
  const limit = (row.paymentSettings as { limit?: unknown }).limit;
  return typeof limit === 'number' ? limit : null;
}

export function connectedAccountingSystemNames(settings: AccountingSystemSettings | null | undefined): string[] {
  return Object.entries(settings?.infoOfAccountingSystems ?? {})
    .filter(([, info]) => info && !info.disconnected)
    .map(([key, info]) => info?.name ?? key);
}

const SETTINGS_FIELDS = ['name', 'email', 'phoneNumber', 'description', 'tinOrEinNumber', 'dotNumber', 'goLiveDate', 'billingAmount'] as const;

export type UpdateOutcome = { ok: true; row: BusinessRow } | { ok: false; reason: 'duplicateName' };

/** Saves the admin business settings and audits every field that changed (before and after). */
export async function updateBusinessSettings(
  db: Database,
  row: BusinessRow,
  input: BusinessSettings,
  actor: { userId: string; address: string; now: Date },
): Promise<UpdateOutcome> {
  const [clash] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(sql`lower(${businesses.name}) = lower(${input.name})`, sql`${businesses.id} <> ${row.id}`))
    .limit(1);
  if (clash) return { ok: false, reason: 'duplicateName' };
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of SETTINGS_FIELDS) {
    if ((row[field] ?? null) !== (input[field] ?? null)) changes[field] = [row[field] ?? null, input[field] ?? null];
  }
  const limitBefore = storedPaymentLimitOf(row);
  if (limitBefore !== input.paymentLimit) changes.paymentLimit = [limitBefore, input.paymentLimit];
  if (!Object.keys(changes).length) return { ok: true, row };
  const paymentSettings = { ...row.paymentSettings };
  if (input.paymentLimit === null) delete paymentSettings.limit;
  else paymentSettings.limit = input.paymentLimit;
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(businesses)
      .set({
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        description: input.description,
        tinOrEinNumber: input.tinOrEinNumber,
        dotNumber: input.dotNumber,
        goLiveDate: input.goLiveDate,
        billingAmount: input.billingAmount,
        paymentSettings,
        updatedAt: actor.now,
      })
      .where(eq(businesses.id, row.id))
      .returning();
    await writeAudit(tx, {
      at: actor.now,
      userId: actor.userId,
      action: 'businessUpdated',
      address: actor.address,
      outcome: 'success',
      details: { businessId: row.id, changes },
    });
    return saved;
  });
  return { ok: true, row: updated };
}

/**
 * Disables (for a payment issue) or enables again every user of a business. Disabling revokes their sign-ins, so
 * they are signed out at their next request (userIsDisabledByPaymentIssueError). Enabling touches only the users this
 * disabled, never someone disabled for another reason.
 */
export async function setBusinessUsersDisabled(
  db: Database,
  row: BusinessRow,
  disabled: boolean,
  actor: { userId: string; address: string; now: Date },
): Promise<number> {
  const members = (await businessUsers(db, row)).map((u) => u.id);
  if (!members.length) return 0;
  return db.transaction(async (tx) => {
    const changed = disabled
      ? await tx
          .update(users)
          .set({ enabled: false, disableReason: PAYMENT_ISSUE_DISABLE_REASON, updatedAt: actor.now })
          .where(and(inArray(users.id, members), eq(users.enabled, true)))
          .returning({ id: users.id })
      : await tx
          .update(users)
          .set({ enabled: true, disableReason: null, updatedAt: actor.now })
          .where(and(inArray(users.id, members), eq(users.disableReason, PAYMENT_ISSUE_DISABLE_REASON)))
          .returning({ id: users.id });
    if (disabled && changed.length) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: actor.now })
        .where(and(inArray(refreshTokens.userId, changed.map((u) => u.id)), sql`${refreshTokens.revokedAt} is null`));
    }
    await writeAudit(tx, {
      at: actor.now,
      userId: actor.userId,
      action: disabled ? 'businessUsersDisabled' : 'businessUsersEnabled',
      address: actor.address,
      outcome: 'success',
      details: { businessId: row.id, userIds: changed.map((u) => u.id) },
    });
    return changed.length;
  });
}
