/**
 * One time zone per viewer (decision 032).
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const TimeZoneMessages = {
  // One time zone per viewer (decision 032): printed once on every page that shows a date or time.
  profileTimeZoneAdminsOnly: "Times follow your business's payment time zone",
  profileTimeZoneSaved: 'Time zone saved',
  timesInZone: (timeZone: string) => `All times are in ${timeZone}`,
} as const;
