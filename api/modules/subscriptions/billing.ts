/** Term arithmetic of subscriptions (pure): which terms fall due by a day, and their bill dates and prices. */
import { termMonths, type TermUnit } from '../../../domain/subscription-validation';

export interface Term {
  duration: number;
  unit: TermUnit;
  /** Cents. */
  price: number;
}

export interface BillingPlan {
  initialTerm: Term | null;
  renewalTerm: Term | null;
}

export interface DueTerm {
  term: 'initial' | 'renewal';
  billDate: string;
  periodEnd: string;
  amount: number;
}

/** The UTC calendar day of an instant (yyyy-mm-dd): billing days are UTC days (domain/dates DEFAULT_TIME_ZONE). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `months` months after `day`; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return utcDay(first);
}

export function addTerm(day: string, term: Term): string {
  return addMonths(day, termMonths(term.duration, term.unit));
}

/** The term billed next: the initial term first (the renewal term when there is none), then renewals. */
export function nextTerm(plan: BillingPlan, billedBefore: boolean): { term: DueTerm['term']; value: Term } | null {
  if (!billedBefore) {
    if (plan.initialTerm) return { term: 'initial', value: plan.initialTerm };
    return plan.renewalTerm ? { term: 'initial', value: plan.renewalTerm } : null;
  }
  return plan.renewalTerm ? { term: 'renewal', value: plan.renewalTerm } : null;
}

/** A run of terms this long means a bad date, not a subscription: stop rather than loop. */
const MAX_TERMS_AT_ONCE = 1_000;

/**
 * Every term whose bill date is on or before `today`, starting at `from` (the day the level was chosen, or the
 * end of the last billed term). `billedBefore` says whether this plan already had a term billed.
 */
export function termsDue(plan: BillingPlan, from: string, today: string, billedBefore: boolean): DueTerm[] {
  const due: DueTerm[] = [];
  let billDate = from;
  let billed = billedBefore;
  while (billDate <= today && due.length < MAX_TERMS_AT_ONCE) {
    const next = nextTerm(plan, billed);
    if (!next) break;
    const periodEnd = addTerm(billDate, next.value);
    due.push({ term: next.term, billDate, periodEnd, amount: next.value.price });
    billDate = periodEnd;
    billed = true;
  }
  return due;
}
