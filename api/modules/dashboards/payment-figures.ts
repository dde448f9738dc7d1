/**
 * The dashboards' payment figures, aggregated in the database: one query per figure set (the period by day and
 * status, the pending approvals, the upcoming due days, the per-business table); payments never reach memory.
 */
import { NOT_DELIVERED } from '../../../domain/report-columns';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { type DashboardPeriod, periodWindow, upcomingWindow } from '../../../domain/dashboard-period';
import type { Database } from '../../db/client';
import { keptStatement } from '../../db/kept-statement';
import { businesses, payments, type PaymentStatus } from '../../db/schema';

/** Whose payments: every business (admin) or one. */
export interface FiguresScope {
  businessId: string | null;
}

export interface DayFigure {
  date: string;
  count: number;
  /** Cents. */
  amount: number;
}

export interface OutcomeFigure {
  count: number;
  /** Cents. */
  amount: number;
}

export interface PaymentFigures {
  period: DashboardPeriod;
  timeZone: string;
  from: string;
  to: string;
  /** One entry per day of the period, oldest first; payments created that day, canceled ones left out. */
  days: DayFigure[];
  count: number;
  volume: number;
  succeeded: OutcomeFigure;
  failed: OutcomeFigure;
  /** Waiting for approval now, whatever the period: the meta.count of the pending-approval report. */
  pendingApprovalCount: number;
  /** Scheduled and processing payments due today and in the following days: every day of that window, by due date. */
  upcoming: DayFigure[];
  /** In ACH files their channel has not delivered to the bank, now, whatever the period (decision 118). */
  notDelivered: OutcomeFigure;
}

/** Statuses that mean money is still on its way. */
export const UPCOMING_STATUSES: PaymentStatus[] = ['scheduled', 'processing'];

const cents = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const dayIn = (column: typeof payments.createdAt | typeof payments.dueAt, timeZone: Placeholder) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** The values of the figures' statements, by name (kept statements, decision 162). */
const value = {
  businessId: sql.placeholder('businessId'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  timeZone: sql.placeholder('timeZone'),
};

/** Every business's payments (the admin's figures) or one's: a statement each. */
type Scoped = boolean;

function scoped(oneBusiness: Scoped, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(oneBusiness ? eq(payments.businessId, value.businessId) : undefined, ...conditions);
}

/** Payments created in the period, grouped by local day and status (at most days × statuses rows). */
const periodRows = keptStatement((db, oneBusiness: Scoped) =>
  db
    .select({ day: dayIn(payments.createdAt, value.timeZone), status: payments.status, n: count(), amount: cents(sql`${payments.amount}`) })
    .from(payments)
    .where(scoped(oneBusiness, gte(payments.createdAt, value.from), lt(payments.createdAt, value.to)))
    // Positional: the zone parameter would make the select and group-by expressions differ.
    .groupBy(sql`1`, sql`2`),
);

/**
 * Waiting work in one query: payments pending approval now (the same count as the pending-approval report's meta.count
 * for the same caller) in the row whose day is null, and scheduled or processing payments due in [from, to) by due day.
 */
const waitingRows = keptStatement((db, oneBusiness: Scoped) => {
  const upcoming = inArray(payments.status, UPCOMING_STATUSES);
  const pending = eq(payments.status, 'pendingApproval');
  return db
    .select({
      day: sql<string | null>`case when ${upcoming} then ${dayIn(payments.dueAt, value.timeZone)} end`,
      pending: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${upcoming})`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${payments.amount}) filter (where ${upcoming}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(scoped(oneBusiness, or(pending, and(upcoming, gte(payments.dueAt, value.from), lt(payments.dueAt, value.to)))))
    .groupBy(sql`1`);
});

/** In ACH files their channel has not delivered, now. */
const notDeliveredRow = keptStatement((db, oneBusiness: Scoped) =>
  db
    .select({ count: count(), amount: cents(sql`${payments.amount}`) })
    .from(payments)
    .where(scoped(oneBusiness, eq(payments.status, 'processing'), eq(payments.paymentBankStatus, NOT_DELIVERED))),
);

export async function paymentFigures(
  db: Database,
  scope: FiguresScope,
  period: DashboardPeriod,
  timeZone: string,
  now: Date,
): Promise<PaymentFigures> {
  const window = periodWindow(period, now, timeZone);
  const ahead = upcomingWindow(now, timeZone);
  const oneBusiness = scope.businessId !== null;
  const values = (from: Date, to: Date) => ({ businessId: scope.businessId, from: from.toISOString(), to: to.toISOString(), timeZone });
  const rows = await periodRows(db, oneBusiness).execute(values(window.from, window.to));
  const waiting = await waitingRows(db, oneBusiness).execute(values(ahead.from, ahead.to));
  const [notDelivered] = await notDeliveredRow(db, oneBusiness).execute({ businessId: scope.businessId });

  const byDay = new Map<string, DayFigure>(window.days.map((date) => [date, { date, count: 0, amount: 0 }]));
  const dueByDay = new Map(waiting.flatMap((w) => (w.day ? [[w.day, { date: w.day, count: w.due, amount: w.amount }] as const] : [])));
  const outcome = (status: PaymentStatus): OutcomeFigure =>
    rows.filter((r) => r.status === status).reduce((sum, r) => ({ count: sum.count + r.n, amount: sum.amount + r.amount }), { count: 0, amount: 0 });
  for (const r of rows) {
    if (r.status === 'canceled') continue;
    const day = byDay.get(r.day);
    if (!day) continue;
    day.count += r.n;
    day.amount += r.amount;
  }
  const days = [...byDay.values()];
  return {
    period,
    timeZone,
    from: window.days[0],
    to: window.days[window.days.length - 1],
    days,
    count: days.reduce((sum, d) => sum + d.count, 0),
    volume: days.reduce((sum, d) => sum + d.amount, 0),
    succeeded: outcome('success'),
    failed: outcome('error'),
    pendingApprovalCount: waiting.reduce((sum, w) => sum + w.pending, 0),
    upcoming: ahead.days.map((date) => dueByDay.get(date) ?? { date, count: 0, amount: 0 }),
    notDelivered: { count: Number(notDelivered?.count ?? 0), amount: notDelivered?.amount ?? 0 },
  };
}

export interface BusinessFigure {
  businessId: string;
  businessName: string;
  count: number;
  /** Cents. */
  volume: number;
  succeededCount: number;
  failedCount: number;
  pendingApprovalCount: number;
}

/** How many businesses the admin's table shows at most (the busiest first). */
export const BUSINESS_TABLE_LIMIT = 100;

/** Every business with its figures for the period (pending approvals: now), busiest first. */
export async function businessFigures(db: Database, period: DashboardPeriod, now: Date): Promise<BusinessFigure[]> {
  const window = periodWindow(period, now, 'UTC');
  const inPeriod = and(gte(payments.createdAt, window.from), lt(payments.createdAt, window.to));
  const when = (condition: SQL | undefined) => sql`${condition}`;
  const perBusiness = db
    .select({
      businessId: payments.businessId,
      count: sql<number>`count(*) filter (where ${when(inPeriod)} and ${payments.status} <> 'canceled')`.as('count'),
      volume: sql<number>`coalesce(sum(${payments.amount}) filter (where ${when(inPeriod)} and ${payments.status} <> 'canceled'), 0)`.as('volume'),
      succeededCount: sql<number>`count(*) filter (where ${when(inPeriod)} and ${payments.status} = 'success')`.as('succeeded_count'),
      failedCount: sql<number>`count(*) filter (where ${when(inPeriod)} and ${payments.status} = 'error')`.as('failed_count'),
      pendingApprovalCount: sql<number>`count(*) filter (where ${payments.status} = 'pendingApproval')`.as('pending_approval_count'),
    })
    .from(payments)
    .where(or(inPeriod, eq(payments.status, 'pendingApproval')))
    .groupBy(payments.businessId)
    .as('per_business');
  const rows = await db
    .select({
      businessId: businesses.id,
      businessName: businesses.name,
      count: sql`coalesce(${perBusiness.count}, 0)`.mapWith(Number),
      volume: sql`coalesce(${perBusiness.volume}, 0)`.mapWith(Number),
      succeededCount: sql`coalesce(${perBusiness.succeededCount}, 0)`.mapWith(Number),
      failedCount: sql`coalesce(${perBusiness.failedCount}, 0)`.mapWith(Number),
      pendingApprovalCount: sql`coalesce(${perBusiness.pendingApprovalCount}, 0)`.mapWith(Number),
    })
    .from(businesses)
    .leftJoin(perBusiness, eq(perBusiness.businessId, businesses.id))
    .orderBy(desc(sql`coalesce(${perBusiness.volume}, 0)`), asc(businesses.name), asc(businesses.id))
    .limit(BUSINESS_TABLE_LIMIT);
  return rows;
}
