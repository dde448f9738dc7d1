/** Banks settings: holiday schedules, payment networks and processing-time rules (spec §3, §7). */
import { Messages } from '../../../domain/messages';
import { z } from 'zod';
import type { Holiday as CalendarHoliday, NthOccurrence, DayOfWeek } from '../../../domain/calendar';
import { COUNTRIES } from './holiday-schedule-options';
import { formFieldErrors } from '../../platform/forms';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { coreGraphql } from '../../graphql/core';
import type { HolidayScheduleInput, HolidaySchedulesQuery, PaymentProcessingTimeRulesQuery } from '../../graphql/core/graphql';

/** Holiday and rule fetches use skip 0, limit 10000 (spec §7). */
const FETCH_ALL = { skip: 0, limit: 10000 };

type ApiHolidaySchedule = HolidaySchedulesQuery['holidaySchedules']['edges'][number]['node'];
type ApiHoliday = ApiHolidaySchedule['holidays'][number];
export type ApiProcessingRule = PaymentProcessingTimeRulesQuery['paymentProcessingTimeRules']['edges'][number]['node'];

const HOLIDAY_SCHEDULES_QUERY = coreGraphql(`
  query HolidaySchedules($skip: Int, $limit: Int) {
    holidaySchedules(skip: $skip, limit: $limit) {
      meta {
        count
      }
      edges {
        node {
          id
          scheduleName
          country
          paymentNetwork
          year
          holidays {
            id
            holidayName
            staticDate
            dynamicRule {
              nthOccurrence
              dayOfWeek
              month
            }
          }
        }
      }
    }
  }
`);

const PAYMENT_NETWORKS_QUERY = coreGraphql(`
  query GetPaymentNetworks {
    getPaymentNetworks {
      country
      paymentNetworks
    }
  }
`);

const PROCESSING_RULES_QUERY = coreGraphql(`
  query PaymentProcessingTimeRules($skip: Int, $limit: Int) {
    paymentProcessingTimeRules(skip: $skip, limit: $limit) {
      meta {
        count
      }
      edges {
        node {
          id
          paymentType
          paymentNetwork
          timeZone
          processingSchedules {
            id
            cutoffTime
            weekdays
            daysToProcess
            description
          }
          providerInfo {
            banks
          }
        }
      }
    }
  }
`);

export const CREATE_SCHEDULE_MUTATION = coreGraphql(`
  mutation CreateHolidaySchedule($input: HolidayScheduleInput!) {
    createHolidaySchedule(input: $input) {
      id
    }
  }
`);
export const UPDATE_SCHEDULE_MUTATION = coreGraphql(`
  mutation UpdateHolidaySchedule($id: ID!, $input: HolidayScheduleInput!) {
    updateHolidaySchedule(id: $id, input: $input) {
      id
    }
  }
`);
export const DELETE_SCHEDULE_MUTATION = coreGraphql(`
  mutation DeleteHolidaySchedule($id: ID!) {
    deleteHolidaySchedule(id: $id)
  }
`);

/** An async fetch's outcome: the data, or the API's message ('Unknown error' when none is given). */
export type Fetched<T> = { ok: true; value: T } | { ok: false; error: string };

export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : Messages.unknownError;
}

async function fetched<T>(work: () => Promise<T>): Promise<Fetched<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error: errorMessage(error) };
    throw error;
  }
}

export function fetchHolidaySchedules(context: RequestContext) {
  return fetched(async () => {
    const d = await callApi(context, {
      document: HOLIDAY_SCHEDULES_QUERY,
      variables: FETCH_ALL,
    });
    return d.holidaySchedules.edges.map((e) => e.node);
  });
}

export function fetchProcessingRules(context: RequestContext) {
  return fetched(async () => {
    const d = await callApi(context, {
      document: PROCESSING_RULES_QUERY,
      variables: FETCH_ALL,
    });
    return d.paymentProcessingTimeRules.edges.map((e) => e.node);
  });
}

export function fetchPaymentNetworks(context: RequestContext) {
  return fetched(async () => {
    const d = await callApi(context, {
      document: PAYMENT_NETWORKS_QUERY,
    });
    return d.getPaymentNetworks;
  });
}

/** The API's holiday as the domain calendar reads it. */
export function toCalendarHoliday(h: ApiHoliday): CalendarHoliday {
  if (h.staticDate) return { holidayName: h.holidayName, staticDate: { month: Number(h.staticDate.slice(5, 7)), day: Number(h.staticDate.slice(8, 10)) } };
  const rule = h.dynamicRule!;
  return {
    holidayName: h.holidayName,
    dynamicRule: {
      nthOccurrence: (rule.nthOccurrence === 'last' ? 'last' : Number(rule.nthOccurrence)) as NthOccurrence,
      dayOfWeek: rule.dayOfWeek as DayOfWeek,
      month: rule.month,
    },
  };
}

// ---------- The schedule form (no JavaScript needed: rows are added by a submit button) ----------

export interface HolidayDraft {
  holidayName: string;
  kind: 'static' | 'rule';
  staticDate: string;
  nthOccurrence: string;
  dayOfWeek: string;
  month: string;
}
export interface ScheduleDraft {
  id?: string;
  scheduleName: string;
  country: string;
  paymentNetwork: string;
  year: string;
  holidays: HolidayDraft[];
}

export const emptyHoliday = (): HolidayDraft => ({ holidayName: '', kind: 'static', staticDate: '', nthOccurrence: '1', dayOfWeek: '1', month: '1' });

export function newDraft(year: number): ScheduleDraft {
  return { scheduleName: '', country: 'USA', paymentNetwork: 'ACH', year: String(year), holidays: [emptyHoliday()] };
}

export function draftOf(s: ApiHolidaySchedule): ScheduleDraft {
  return {
    id: s.id,
    scheduleName: s.scheduleName,
    country: s.country,
    paymentNetwork: s.paymentNetwork,
    year: String(s.year),
    holidays: s.holidays.map((h) => ({
      holidayName: h.holidayName,
      kind: h.staticDate ? 'static' : 'rule',
      staticDate: h.staticDate ?? '',
      nthOccurrence: h.dynamicRule ? String(h.dynamicRule.nthOccurrence) : '1',
      dayOfWeek: h.dynamicRule ? String(h.dynamicRule.dayOfWeek) : '1',
      month: h.dynamicRule ? String(h.dynamicRule.month) : '1',
    })),
  };
}

const text = (formData: FormData, name: string) => String(formData.get(name) ?? '').trim();

/** The draft as submitted (rows numbered holidays[0]… up to the hidden row count). */
export function draftFromForm(formData: FormData): ScheduleDraft {
  const rows = Math.min(Math.max(Number(formData.get('rows')) || 0, 0), 100);
  const holidays: HolidayDraft[] = [];
  for (let i = 0; i < rows; i++) {
    const p = `holidays[${i}].`;
    holidays.push({
      holidayName: text(formData, `${p}holidayName`),
      kind: text(formData, `${p}kind`) === 'rule' ? 'rule' : 'static',
      staticDate: text(formData, `${p}staticDate`),
      nthOccurrence: text(formData, `${p}nthOccurrence`) || '1',
      dayOfWeek: text(formData, `${p}dayOfWeek`) || '1',
      month: text(formData, `${p}month`) || '1',
    });
  }
  const id = text(formData, 'id');
  return {
    ...(id ? { id } : {}),
    scheduleName: text(formData, 'scheduleName'),
    country: text(formData, 'country'),
    paymentNetwork: text(formData, 'paymentNetwork'),
    year: text(formData, 'year'),
    holidays,
  };
}

const REQUIRED = 'Required';

const holidaySchema = z
  .object({
    holidayName: z.string().trim().min(1, REQUIRED).max(99, 'Name must be under 100 characters'),
    kind: z.enum(['static', 'rule']),
    staticDate: z.string(),
    nthOccurrence: z.enum(['1', '2', '3', '4', 'last']),
    dayOfWeek: z.coerce.number().int().min(0).max(6),
    month: z.coerce.number().int().min(1).max(12),
  })
  .superRefine((h, ctx) => {
    if (h.kind === 'static' && !/^\d{4}-\d{2}-\d{2}$/.test(h.staticDate)) ctx.addIssue({ code: 'custom', path: ['staticDate'], message: REQUIRED });
  });

const scheduleSchema = z
  .object({
    scheduleName: z.string().trim().min(1, REQUIRED).max(99, 'Name must be under 100 characters'),
    country: z.enum(COUNTRIES, { message: REQUIRED }),
    paymentNetwork: z.string().trim().min(1, REQUIRED),
    year: z.coerce.number({ message: REQUIRED }).int().min(2000, 'Year must be between 2000 and 2100').max(2100, 'Year must be between 2000 and 2100'),
    holidays: z.array(holidaySchema),
  })
  .superRefine((s, ctx) => {
    s.holidays.forEach((h, i) => {
      if (h.kind === 'static' && /^\d{4}-\d{2}-\d{2}$/.test(h.staticDate) && !h.staticDate.startsWith(String(s.year))) {
        ctx.addIssue({ code: 'custom', path: ['holidays', i, 'staticDate'], message: 'The date must be in the schedule year' });
      }
    });
  });

export type FieldErrors = Record<string, string>;

/** The mutation input, or the errors keyed by field name (`holidays[0].staticDate`). */
export function validateDraft(draft: ScheduleDraft): { ok: true; input: HolidayScheduleInput } | { ok: false; errors: FieldErrors } {
  const parsed = scheduleSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, errors: formFieldErrors(parsed.error) };
  const s = parsed.data;
  return {
    ok: true,
    input: {
      scheduleName: s.scheduleName,
      country: s.country,
      paymentNetwork: s.paymentNetwork,
      year: s.year,
      holidays: s.holidays.map((h) =>
        h.kind === 'static'
          ? { holidayName: h.holidayName, staticDate: h.staticDate }
          : { holidayName: h.holidayName, dynamicRule: { nthOccurrence: h.nthOccurrence, dayOfWeek: h.dayOfWeek, month: h.month } },
      ),
    },
  };
}

// ---------- The processing-time rule form (no JavaScript needed: schedule rows are added by a submit button) ----------

export const CREATE_RULE_MUTATION = coreGraphql(`
  mutation CreatePaymentProcessingTimeRule($input: PaymentProcessingTimeRuleInput!) {
    createPaymentProcessingTimeRule(input: $input) {
      id
    }
  }
`);
export const UPDATE_RULE_MUTATION = coreGraphql(`
  mutation UpdatePaymentProcessingTimeRule($id: ID!, $input: PaymentProcessingTimeRuleInput!) {
    updatePaymentProcessingTimeRule(id: $id, input: $input) {
      id
    }
  }
`);
export const DELETE_RULE_MUTATION = coreGraphql(`
  mutation DeletePaymentProcessingTimeRule($id: ID!) {
    deletePaymentProcessingTimeRule(id: $id)
  }
`);


interface ProcessingScheduleDraft {
  cutoffTime: string;
  weekdays: string[];
  daysToProcess: string;
  description: string;
}
export interface RuleDraft {
  id?: string;
  paymentType: string;
  paymentNetwork: string;
  banks: string;
  timeZone: string;
  schedules: ProcessingScheduleDraft[];
}

export const emptyProcessingSchedule = (): ProcessingScheduleDraft => ({ cutoffTime: '', weekdays: ['1', '2', '3', '4', '5'], daysToProcess: '0', description: '' });

export function newRuleDraft(): RuleDraft {
  return { paymentType: 'vendor', paymentNetwork: 'ACH', banks: '', timeZone: 'America/New_York', schedules: [emptyProcessingSchedule()] };
}

export function ruleDraftOf(r: ApiProcessingRule): RuleDraft {
  return {
    id: r.id,
    paymentType: r.paymentType,
    paymentNetwork: r.paymentNetwork,
    banks: r.providerInfo.banks.join(', '),
    timeZone: r.timeZone,
    schedules: r.processingSchedules.map((s) => ({
      cutoffTime: s.cutoffTime,
      weekdays: s.weekdays.map(String),
      daysToProcess: String(s.daysToProcess),
      description: s.description ?? '',
    })),
  };
}

export function ruleDraftFromForm(formData: FormData): RuleDraft {
  const rows = Math.min(Math.max(Number(formData.get('rows')) || 0, 0), 20);
  const schedules: ProcessingScheduleDraft[] = [];
  for (let i = 0; i < rows; i++) {
    const p = `schedules[${i}].`;
    schedules.push({
      cutoffTime: text(formData, `${p}cutoffTime`),
      weekdays: formData.getAll(`${p}weekdays`).map(String),
      daysToProcess: text(formData, `${p}daysToProcess`),
      description: text(formData, `${p}description`),
    });
  }
  const id = text(formData, 'id');
  return {
    ...(id ? { id } : {}),
    paymentType: text(formData, 'paymentType'),
    paymentNetwork: text(formData, 'paymentNetwork'),
    banks: text(formData, 'banks'),
    timeZone: text(formData, 'timeZone') || 'America/New_York',
    schedules,
  };
}

const ruleSchema = z.object({
  paymentType: z.string().trim().min(1, REQUIRED),
  paymentNetwork: z.string().trim().min(1, REQUIRED),
  banks: z.string(),
  timeZone: z.string(),
  schedules: z
    .array(
      z.object({
        cutoffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Cutoff time must be HH:mm'),
        weekdays: z.array(z.coerce.number().int().min(0).max(6)).min(1, 'Choose at least one weekday'),
        daysToProcess: z.coerce.number({ message: REQUIRED }).int('Days to process must be 0 to 30').min(0, 'Days to process must be 0 to 30').max(30, 'Days to process must be 0 to 30'),
        description: z.string().max(200, 'Must be less than 200 characters'),
      }),
    )
    .min(1, 'At least one processing schedule is required'),
});

/** The mutation input, or the errors keyed by field name (`schedules[0].cutoffTime`). */
export function validateRuleDraft(draft: RuleDraft) {
  const parsed = ruleSchema.safeParse({ ...draft, schedules: draft.schedules.map((s) => ({ ...s, daysToProcess: s.daysToProcess === '' ? undefined : s.daysToProcess })) });
  if (!parsed.success) return { ok: false as const, errors: formFieldErrors(parsed.error) };
  const r = parsed.data;
  return {
    ok: true as const,
    input: {
      paymentType: r.paymentType,
      paymentNetwork: r.paymentNetwork,
      banks: r.banks.split(',').map((b) => b.trim()).filter(Boolean),
      timeZone: r.timeZone,
      processingSchedules: r.schedules.map((s) => ({ cutoffTime: s.cutoffTime, weekdays: [...new Set(s.weekdays)].sort(), daysToProcess: s.daysToProcess, description: s.description || null })),
    },
  };
}
