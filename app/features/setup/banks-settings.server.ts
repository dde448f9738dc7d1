/** Banks settings: holiday schedules, payment networks and processing-time rules as the API gives them (spec §3, §7); their forms in holiday-schedule-form.server.ts and processing-rule-form.server.ts. */
import { Messages } from '../../../domain/messages';
import type { Holiday as CalendarHoliday, NthOccurrence, DayOfWeek } from '../../../domain/calendar';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { coreGraphql } from '../../graphql/core';
import type { HolidaySchedulesQuery, PaymentProcessingTimeRulesQuery } from '../../graphql/core/graphql';

/** Holiday and rule fetches use skip 0, limit 10000 (spec §7). */
const FETCH_ALL = { skip: 0, limit: 10000 };

export type ApiHolidaySchedule = HolidaySchedulesQuery['holidaySchedules']['edges'][number]['node'];
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

/** A form's errors keyed by field name (`holidays[0].staticDate`, `schedules[0].cutoffTime`). */
export type FieldErrors = Record<string, string>;
