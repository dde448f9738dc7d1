/** The processing-time rule form (no JavaScript needed: schedule rows are added by a submit button): its draft, read from the form and checked into the mutation's input. */
import { Messages } from '../../../domain/messages';
import { z } from 'zod';
import { formFieldErrors } from '../../platform/forms';
import { coreGraphql } from '../../graphql/core';
import type { ApiProcessingRule } from './banks-settings.server';

/** A submitted field, trimmed. */
const formText = (formData: FormData, name: string) => String(formData.get(name) ?? '').trim();

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
      cutoffTime: formText(formData, `${p}cutoffTime`),
      weekdays: formData.getAll(`${p}weekdays`).map(String),
      daysToProcess: formText(formData, `${p}daysToProcess`),
      description: formText(formData, `${p}description`),
    });
  }
  const id = formText(formData, 'id');
  return {
    ...(id ? { id } : {}),
    paymentType: formText(formData, 'paymentType'),
    paymentNetwork: formText(formData, 'paymentNetwork'),
    banks: formText(formData, 'banks'),
    timeZone: formText(formData, 'timeZone') || 'America/New_York',
    schedules,
  };
}

const ruleSchema = z.object({
  paymentType: z.string().trim().min(1, Messages.required),
  paymentNetwork: z.string().trim().min(1, Messages.required),
  banks: z.string(),
  timeZone: z.string(),
  schedules: z
    .array(
      z.object({
        cutoffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Cutoff time must be HH:mm'),
        weekdays: z.array(z.coerce.number().int().min(0).max(6)).min(1, 'Choose at least one weekday'),
        daysToProcess: z.coerce.number({ message: Messages.required }).int('Days to process must be 0 to 30').min(0, 'Days to process must be 0 to 30').max(30, 'Days to process must be 0 to 30'),
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
