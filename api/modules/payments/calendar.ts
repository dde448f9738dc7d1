/** Stored holiday schedules and processing-time rules, and due dates computed from them with domain/calendar.ts. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import {
  BankingCalendar,
  closedDates,
  dueInstant,
  INSTANT_PAYMENT_TYPES,
  holidayDate,
  paymentDueDate,
  scheduledSubmission,
  type DayOfWeek,
  type PaymentTime,
  type DueDateTime,
  type Holiday,
  type NthOccurrence,
  type ProcessingTimeRule,
} from '../../../domain/calendar';
import type { Database } from '../../db/client';
import { businesses, holidaySchedules, holidays, processingSchedules, processingTimeRules } from '../../db/schema';
import { validationError } from '../../lib/errors';
import type { HolidayInput, HolidayScheduleInput, PaymentProcessingTimeRuleInput, ProcessingScheduleInput } from '../../graphql/generated/core';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export const COUNTRIES = ['USA', 'Canada', 'Mexico'] as const;
/** Payment networks per country (spec §3); 'Payment Network 3' is listed as the spec names it. */
export const PAYMENT_NETWORKS: Record<string, readonly string[]> = {
  USA: ['ACH', 'RTP', 'Wire'],
  Canada: ['Payment Network 3'],
  Mexico: ['Payment Network 3'],
};
const NTH = ['1', '2', '3', '4', 'last'];

/** The SDL's inputs (generated, api/graphql/generated/core.ts): the resolvers pass them through unchanged. */
export type { HolidayInput, HolidayScheduleInput, ProcessingScheduleInput };
export type ProcessingTimeRuleInput = PaymentProcessingTimeRuleInput;

function checkSchedule(input: HolidayScheduleInput) {
  const errors: Record<string, string> = {};
  if (!input.scheduleName?.trim()) errors.scheduleName = 'Required';
  else if (input.scheduleName.trim().length >= 100) errors.scheduleName = 'Must be less than 100 characters';
  if (!(COUNTRIES as readonly string[]).includes(input.country)) errors.country = `Country must be one of ${COUNTRIES.join(', ')}`;
  else if (!PAYMENT_NETWORKS[input.country].includes(input.paymentNetwork)) errors.paymentNetwork = 'Unknown payment network for this country';
  if (!Number.isInteger(input.year) || input.year < 2000 || input.year > 2100) errors.year = 'Year must be between 2000 and 2100';
  input.holidays.forEach((h, i) => {
    if (!h.holidayName?.trim()) errors[`holidays.${i}.holidayName`] = 'Required';
    const hasStatic = !!h.staticDate;
    const rule = h.dynamicRule;
    if (hasStatic === !!rule) errors[`holidays.${i}`] = 'A holiday has either a static date or a dynamic rule';
    if (hasStatic && !(/^\d{4}-\d{2}-\d{2}$/.test(h.staticDate!) && h.staticDate!.startsWith(String(input.year)))) {
      errors[`holidays.${i}.staticDate`] = 'Static date must be yyyy-MM-dd within the schedule year';
    }
    if (rule && (!NTH.includes(String(rule.nthOccurrence)) || rule.dayOfWeek < 0 || rule.dayOfWeek > 6 || rule.month < 1 || rule.month > 12)) {
      errors[`holidays.${i}.dynamicRule`] = 'Dynamic rule needs nthOccurrence 1–4 or last, dayOfWeek 0–6 and month 1–12';
    }
  });
  if (Object.keys(errors).length) throw validationError('Please fill the form correctly.', errors);
}

type ScheduleRow = typeof holidaySchedules.$inferSelect;
type HolidayRow = typeof holidays.$inferSelect;

function holidayView(h: HolidayRow) {
  return {
    id: h.id,
    holidayName: h.holidayName,
    staticDate: h.staticDate,
    // All three columns are written together (checkSchedule); a rule missing one is no rule.
    dynamicRule: h.nthOccurrence && h.dayOfWeek !== null && h.month !== null ? { nthOccurrence: h.nthOccurrence, dayOfWeek: h.dayOfWeek, month: h.month } : null,
  };
}
function scheduleView(s: ScheduleRow, hs: HolidayRow[]) {
  return {
    ...s,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    holidays: hs.filter((h) => h.scheduleId === s.id).map(holidayView),
  };
}

/** A stored holiday as domain/calendar.ts understands it. */
export function toDomainHoliday(h: HolidayRow): Holiday {
  if (h.staticDate) return { holidayName: h.holidayName, staticDate: { month: Number(h.staticDate.slice(5, 7)), day: Number(h.staticDate.slice(8, 10)) } };
  const nth = (h.nthOccurrence === 'last' ? 'last' : Number(h.nthOccurrence)) as NthOccurrence;
  return { holidayName: h.holidayName, dynamicRule: { nthOccurrence: nth, dayOfWeek: h.dayOfWeek as DayOfWeek, month: h.month! } };
}

async function holidaysOf(db: Db, scheduleIds: string[]): Promise<HolidayRow[]> {
  if (!scheduleIds.length) return [];
  return db.select().from(holidays).where(inArray(holidays.scheduleId, scheduleIds)).orderBy(asc(holidays.position), asc(holidays.id));
}

export async function listHolidaySchedules(
  db: Database,
  args: { skip: number; limit: number; filter?: { country?: string | null; paymentNetwork?: string | null } | null; orderBy?: string | null },
) {
  const where: SQL[] = [];
  if (args.filter?.country) where.push(eq(holidaySchedules.country, args.filter.country));
  if (args.filter?.paymentNetwork) where.push(eq(holidaySchedules.paymentNetwork, args.filter.paymentNetwork));
  const cond = where.length ? and(...where) : undefined;
  const order =
    args.orderBy === 'createdAtAsc'
      ? [asc(holidaySchedules.createdAt), asc(holidaySchedules.id)]
      : args.orderBy === 'dateAsc'
        ? [asc(holidaySchedules.year), asc(holidaySchedules.scheduleName), asc(holidaySchedules.id)]
        : args.orderBy === 'dateDesc'
          ? [desc(holidaySchedules.year), asc(holidaySchedules.scheduleName), asc(holidaySchedules.id)]
          : [desc(holidaySchedules.createdAt), desc(holidaySchedules.id)];
  const [{ n }] = await db.select({ n: count() }).from(holidaySchedules).where(cond);
  const rows = await db.select().from(holidaySchedules).where(cond).orderBy(...order).offset(args.skip).limit(args.limit);
  const hs = await holidaysOf(db, rows.map((r) => r.id));
  return { meta: { count: n }, edges: rows.map((r) => ({ node: scheduleView(r, hs) })) };
}

function holidayValues(scheduleId: string, list: HolidayInput[]) {
  return list.map((h, position) => ({
    scheduleId,
    position,
    holidayName: h.holidayName.trim(),
    staticDate: h.staticDate ?? null,
    nthOccurrence: h.dynamicRule ? String(h.dynamicRule.nthOccurrence) : null,
    dayOfWeek: h.dynamicRule?.dayOfWeek ?? null,
    month: h.dynamicRule?.month ?? null,
  }));
}

export async function createHolidaySchedule(db: Database, input: HolidayScheduleInput, now: Date) {
  checkSchedule(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(holidaySchedules)
      .values({ scheduleName: input.scheduleName.trim(), country: input.country, paymentNetwork: input.paymentNetwork, year: input.year, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw validationError('This name already exists.', { scheduleName: 'This name already exists.' });
    if (input.holidays.length) await tx.insert(holidays).values(holidayValues(row.id, input.holidays));
    return scheduleView(row, await holidaysOf(tx, [row.id]));
  });
}

export async function updateHolidaySchedule(db: Database, id: string, input: HolidayScheduleInput, now: Date) {
  checkSchedule(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(holidaySchedules)
      .set({ scheduleName: input.scheduleName.trim(), country: input.country, paymentNetwork: input.paymentNetwork, year: input.year, updatedAt: now })
      .where(eq(holidaySchedules.id, id))
      .returning();
    if (!row) return null;
    await tx.delete(holidays).where(eq(holidays.scheduleId, id));
    if (input.holidays.length) await tx.insert(holidays).values(holidayValues(id, input.holidays));
    return scheduleView(row, await holidaysOf(tx, [id]));
  });
}

export async function deleteHolidaySchedule(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(holidaySchedules).where(eq(holidaySchedules.id, id)).returning({ id: holidaySchedules.id });
  return rows.length > 0;
}

/** Every holiday of every stored schedule for a country and network, in domain form, keyed by year. */
async function holidaysByYear(db: Db, country: string, paymentNetwork: string): Promise<Map<number, Holiday[]>> {
  const rows = await db
    .select({ year: holidaySchedules.year, holiday: holidays })
    .from(holidays)
    .innerJoin(holidaySchedules, eq(holidaySchedules.id, holidays.scheduleId))
    .where(and(eq(holidaySchedules.country, country), eq(holidaySchedules.paymentNetwork, paymentNetwork)));
  const byYear = new Map<number, Holiday[]>();
  for (const r of rows) byYear.set(r.year, [...(byYear.get(r.year) ?? []), toDomainHoliday(r.holiday)]);
  return byYear;
}

/** A BankingCalendar over the stored schedules: each year closes on the holidays of that year's schedules. */
class StoredCalendar extends BankingCalendar {
  constructor(private readonly byYear: Map<number, Holiday[]>) {
    super([]);
  }
  override isHoliday(iso: string): boolean {
    const year = Number(iso.slice(0, 4));
    // A Sunday holiday on Dec 31 would close Jan 1 of the next year; check both years' lists.
    for (const y of [year, year - 1]) if (closedDates(this.byYear.get(y) ?? [], y).has(iso)) return true;
    return false;
  }
}

export async function loadCalendar(db: Db, country: string, paymentNetwork: string): Promise<BankingCalendar> {
  return new StoredCalendar(await holidaysByYear(db, country, paymentNetwork));
}

/** Weekdays the network is closed for a holiday in a year, with the holiday's name. */
export async function bankHolidays(db: Database, country: string, paymentNetwork: string, year: number) {
  const list = (await holidaysByYear(db, country, paymentNetwork)).get(year) ?? [];
  const out: { date: string; holidayName: string }[] = [];
  for (const h of list) {
    const date = holidayDate(h, year);
    if (!date) continue;
    const closed = closedDates([h], year);
    for (const d of closed) out.push({ date: d, holidayName: h.holidayName });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

// Processing-time rules.

function checkRule(input: ProcessingTimeRuleInput) {
  const errors: Record<string, string> = {};
  if (!input.paymentType?.trim()) errors.paymentType = 'Required';
  if (!input.processingSchedules.length) errors.processingSchedules = 'At least one processing schedule is required';
  input.processingSchedules.forEach((s, i) => {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(s.cutoffTime)) errors[`processingSchedules.${i}.cutoffTime`] = 'Cutoff time must be HH:mm';
    if (!s.weekdays.length || s.weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) errors[`processingSchedules.${i}.weekdays`] = 'Weekdays are 0 (Sunday) to 6';
    if (!Number.isInteger(s.daysToProcess) || s.daysToProcess < 0 || s.daysToProcess > 30) errors[`processingSchedules.${i}.daysToProcess`] = 'Days to process must be 0 to 30';
  });
  if (input.timeZone) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: input.timeZone });
    } catch {
      errors.timeZone = 'Unknown time zone';
    }
  }
  if (Object.keys(errors).length) throw validationError('Please fill the form correctly.', errors);
}

type RuleRow = typeof processingTimeRules.$inferSelect;
type ProcessingScheduleRow = typeof processingSchedules.$inferSelect;

function ruleView(r: RuleRow, ss: ProcessingScheduleRow[]) {
  return {
    id: r.id,
    paymentType: r.paymentType,
    paymentNetwork: r.paymentNetwork,
    timeZone: r.timeZone,
    providerInfo: { banks: r.banks },
    processingSchedules: ss
      .filter((s) => s.ruleId === r.id)
      .map((s) => ({ id: s.id, cutoffTime: s.cutoffTime, weekdays: s.weekdays, daysToProcess: s.daysToProcess, description: s.description })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function schedulesOf(db: Db, ruleIds: string[]) {
  if (!ruleIds.length) return [];
  return db.select().from(processingSchedules).where(inArray(processingSchedules.ruleId, ruleIds)).orderBy(asc(processingSchedules.position));
}

export async function listProcessingTimeRules(
  db: Database,
  args: { skip: number; limit: number; filter?: { paymentType?: string | null; banks?: string[] | null } | null },
) {
  const where: SQL[] = [];
  if (args.filter?.paymentType) where.push(eq(processingTimeRules.paymentType, args.filter.paymentType));
  if (args.filter?.banks?.length) where.push(sql`${processingTimeRules.banks} && ${sql.param(args.filter.banks)}::text[]`);
  const cond = where.length ? and(...where) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(processingTimeRules).where(cond);
  const rows = await db
    .select()
    .from(processingTimeRules)
    .where(cond)
    .orderBy(asc(processingTimeRules.paymentType), asc(processingTimeRules.createdAt), asc(processingTimeRules.id))
    .offset(args.skip)
    .limit(args.limit);
  const ss = await schedulesOf(db, rows.map((r) => r.id));
  return { meta: { count: n }, edges: rows.map((r) => ({ node: ruleView(r, ss) })) };
}

function scheduleValues(ruleId: string, list: ProcessingScheduleInput[]) {
  return list.map((s, position) => ({ ruleId, position, cutoffTime: s.cutoffTime, weekdays: s.weekdays, daysToProcess: s.daysToProcess, description: s.description ?? null }));
}

export async function createProcessingTimeRule(db: Database, input: ProcessingTimeRuleInput, now: Date) {
  checkRule(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(processingTimeRules)
      .values({ paymentType: input.paymentType.trim(), paymentNetwork: input.paymentNetwork ?? 'ACH', banks: input.banks, timeZone: input.timeZone ?? 'America/New_York', createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(processingSchedules).values(scheduleValues(row.id, input.processingSchedules));
    return ruleView(row, await schedulesOf(tx, [row.id]));
  });
}

export async function updateProcessingTimeRule(db: Database, id: string, input: ProcessingTimeRuleInput, now: Date) {
  checkRule(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(processingTimeRules)
      .set({ paymentType: input.paymentType.trim(), paymentNetwork: input.paymentNetwork ?? 'ACH', banks: input.banks, timeZone: input.timeZone ?? 'America/New_York', updatedAt: now })
      .where(eq(processingTimeRules.id, id))
      .returning();
    if (!row) return null;
    await tx.delete(processingSchedules).where(eq(processingSchedules.ruleId, id));
    await tx.insert(processingSchedules).values(scheduleValues(id, input.processingSchedules));
    return ruleView(row, await schedulesOf(tx, [id]));
  });
}

export async function deleteProcessingTimeRule(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(processingTimeRules).where(eq(processingTimeRules.id, id)).returning({ id: processingTimeRules.id });
  return rows.length > 0;
}

/** The rule for a payment type, network and bank: a bank-specific rule wins over one for every bank. */
export async function findRule(db: Db, paymentType: string, paymentNetwork: string, bank?: string | null) {
  const rows = await db
    .select()
    .from(processingTimeRules)
    .where(and(eq(processingTimeRules.paymentType, paymentType), eq(processingTimeRules.paymentNetwork, paymentNetwork)))
    .orderBy(asc(processingTimeRules.createdAt), asc(processingTimeRules.id));
  const chosen = (bank && rows.find((r) => r.banks.includes(bank))) || rows.find((r) => r.banks.length === 0);
  if (!chosen) return null;
  const ss = await schedulesOf(db, [chosen.id]);
  const rule: ProcessingTimeRule = {
    paymentType: chosen.paymentType,
    banks: chosen.banks,
    processingSchedules: ss.map((s) => ({ cutoffTime: s.cutoffTime, weekdays: s.weekdays as DayOfWeek[], daysToProcess: s.daysToProcess, description: s.description ?? undefined })),
  };
  return { rule, timeZone: chosen.timeZone };
}

/** Due date from the stored rules and schedules (falls back to domain's standard next-day ACH rule). */
export async function computeDueDate(
  db: Db,
  input: { paymentType: string; paymentNetwork: string; bank?: string | null; initiatedAt: string; timeZone: string; country?: string },
): Promise<DueDateTime> {
  const found = await findRule(db, input.paymentType, input.paymentNetwork, input.bank);
  const calendar = await loadCalendar(db, input.country ?? 'USA', input.paymentNetwork);
  try {
    return paymentDueDate({ ...input, rule: found?.rule, calendar });
  } catch (error) {
    if (error instanceof RangeError) throw validationError(error.message, {});
    throw error;
  }
}

/** The business's Payment Time (time and zone), or null while it has none. */
export async function paymentTimeOf(db: Db, businessId: string | null | undefined): Promise<PaymentTime | null> {
  if (!businessId) return null;
  const [b] = await db.select({ time: businesses.paymentTime, timeZone: businesses.paymentTimeZone }).from(businesses).where(eq(businesses.id, businessId));
  return b?.time && b.timeZone && isPaymentClock(b.time) ? { time: b.time, timeZone: b.timeZone } : null;
}

const isPaymentClock = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

/**
 * A payment's due date (when it is submitted). With the business's Payment Time set, it is submitted at that time
 * on a processing day, within the rule's cutoffs and the holiday calendar (domain's scheduledSubmission, decision
 * 032), in the business's zone; without one, at the rule's next window, cutoffs read in the rule's own zone.
 */
export async function dueForPayment(db: Db, paymentType: string, bank: string | null, initiatedAt: Date, earliestDate?: string | null, businessId?: string | null) {
  const found = await findRule(db, paymentType, 'ACH', bank);
  const ruleTimeZone = found?.timeZone ?? 'America/New_York';
  // Instant payments run 24/7/365; the Payment Test keeps the business's Payment Time like its payments (decision 136).
  const heldToPaymentTime = !INSTANT_PAYMENT_TYPES.includes(paymentType);
  const paymentTime = heldToPaymentTime ? await paymentTimeOf(db, businessId) : null;
  if (paymentTime) {
    // The payer's due date is a day of the business's zone.
    const earliest = earliestDate ? fromZonedTime(`${earliestDate}T00:00:00`, paymentTime.timeZone) : null;
    const from = earliest && earliest.getTime() > initiatedAt.getTime() ? earliest : initiatedAt;
    const calendar = await loadCalendar(db, 'USA', 'ACH');
    try {
      const due = scheduledSubmission({ from, paymentTime, rule: found?.rule, ruleTimeZone, calendar });
      return { due, dueAt: dueInstant(due) };
    } catch (error) {
      if (error instanceof RangeError) throw validationError(error.message, {});
      throw error;
    }
  }
  const timeZone = ruleTimeZone;
  // A due date chosen by the payer (YYYY-MM-DD in the rule's zone): not processed before that day begins.
  const earliest = earliestDate ? fromZonedTime(`${earliestDate}T00:00:00`, timeZone) : null;
  const from = earliest && earliest.getTime() > initiatedAt.getTime() ? earliest : initiatedAt;
  const due = await computeDueDate(db, { paymentType, paymentNetwork: 'ACH', bank, initiatedAt: from.toISOString(), timeZone });
  return { due, dueAt: dueInstant(due) };
}
