/** The holiday schedule form (no JavaScript needed: rows are added by a submit button): its draft, read from the form and checked into the mutation's input. */
import { Messages } from '../../../domain/messages';
import { z } from 'zod';
import { COUNTRIES } from './holiday-schedule-options';
import { formFieldErrors } from '../../platform/forms';
import { coreGraphql } from '../../graphql/core';
import type { HolidayScheduleInput } from '../../graphql/core/graphql';
import type { ApiHolidaySchedule, FieldErrors } from './banks-settings.server';

/** A submitted field, trimmed. */
const formText = (formData: FormData, name: string) => String(formData.get(name) ?? '').trim();

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

/** The draft as submitted (rows numbered holidays[0]… up to the hidden row count). */
export function draftFromForm(formData: FormData): ScheduleDraft {
  const rows = Math.min(Math.max(Number(formData.get('rows')) || 0, 0), 100);
  const holidays: HolidayDraft[] = [];
  for (let i = 0; i < rows; i++) {
    const p = `holidays[${i}].`;
    holidays.push({
      holidayName: formText(formData, `${p}holidayName`),
      kind: formText(formData, `${p}kind`) === 'rule' ? 'rule' : 'static',
      staticDate: formText(formData, `${p}staticDate`),
      nthOccurrence: formText(formData, `${p}nthOccurrence`) || '1',
      dayOfWeek: formText(formData, `${p}dayOfWeek`) || '1',
      month: formText(formData, `${p}month`) || '1',
    });
  }
  const id = formText(formData, 'id');
  return {
    ...(id ? { id } : {}),
    scheduleName: formText(formData, 'scheduleName'),
    country: formText(formData, 'country'),
    paymentNetwork: formText(formData, 'paymentNetwork'),
    year: formText(formData, 'year'),
    holidays,
  };
}


const holidaySchema = z
  .object({
    holidayName: z.string().trim().min(1, Messages.required).max(99, 'Name must be under 100 characters'),
    kind: z.enum(['static', 'rule']),
    staticDate: z.string(),
    nthOccurrence: z.enum(['1', '2', '3', '4', 'last']),
    dayOfWeek: z.coerce.number().int().min(0).max(6),
    month: z.coerce.number().int().min(1).max(12),
  })
  .superRefine((h, ctx) => {
    if (h.kind === 'static' && !/^\d{4}-\d{2}-\d{2}$/.test(h.staticDate)) ctx.addIssue({ code: 'custom', path: ['staticDate'], message: Messages.required });
  });

const scheduleSchema = z
  .object({
    scheduleName: z.string().trim().min(1, Messages.required).max(99, 'Name must be under 100 characters'),
    country: z.enum(COUNTRIES, { message: Messages.required }),
    paymentNetwork: z.string().trim().min(1, Messages.required),
    year: z.coerce.number({ message: Messages.required }).int().min(2000, 'Year must be between 2000 and 2100').max(2100, 'Year must be between 2000 and 2100'),
    holidays: z.array(holidaySchema),
  })
  .superRefine((s, ctx) => {
    s.holidays.forEach((h, i) => {
      if (h.kind === 'static' && /^\d{4}-\d{2}-\d{2}$/.test(h.staticDate) && !h.staticDate.startsWith(String(s.year))) {
        ctx.addIssue({ code: 'custom', path: ['holidays', i, 'staticDate'], message: 'The date must be in the schedule year' });
      }
    });
  });

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

