/** Options of the holiday schedule form and how a holiday reads (shared by server and browser). */

export const COUNTRIES = ['USA', 'Canada', 'Mexico'] as const;
export const NTH_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '1', label: '1st' },
  { value: '2', label: '2nd' },
  { value: '3', label: '3rd' },
  { value: '4', label: '4th' },
  { value: 'last', label: 'last' },
];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface HolidayLike {
  staticDate: string | null;
  dynamicRule: { nthOccurrence: string; dayOfWeek: number; month: number } | null;
}

export function describeHoliday(h: HolidayLike): string {
  if (h.staticDate) return h.staticDate;
  if (!h.dynamicRule) return '';
  const nth = NTH_OPTIONS.find((o) => o.value === String(h.dynamicRule!.nthOccurrence))?.label ?? h.dynamicRule.nthOccurrence;
  return `${nth} ${WEEKDAYS[h.dynamicRule.dayOfWeek] ?? ''} of ${MONTHS[h.dynamicRule.month - 1] ?? ''}`;
}


/** Payment types a processing-time rule can be for (the kinds of payment that go by ACH, RTP or wire). */
export const RULE_PAYMENT_TYPES = ['vendor', 'api', 'onDemand', 'subscription', 'test', 'instantCollection'] as const;
