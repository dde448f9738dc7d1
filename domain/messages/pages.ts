/**
 * What the shell and the error pages say, on any page: a failure, a page not found, a service out, the
 * notifications switch.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
import { SUPPORT_NAME } from '../product';

export const PageMessages = {
  somethingWentWrong: 'Something went wrong.',
  unknownError: 'Unknown error',
  somethingWentWrongContact: `Something went wrong. Please contact ${SUPPORT_NAME} if you receive this error message again`,
  contactSupport: `Please contact ${SUPPORT_NAME} if you receive this error message again`,
  notificationsOnLabel: 'Notifications: on (turn off)',
  notificationsOffLabel: 'Notifications: off (turn on)',
  notificationsSwitchedOn: 'Notifications are on',
  serverUnavailable: 'Server is not available',
  reportsUnavailable: 'Reports service is not available',
  coreAndReportsUnavailable: 'Core and reports services are not available',
  notFound: 'This page could not be found',
  /** Spec §8: the status line of a 404 answer. */
  notFoundStatus: 'Error 404 Not Found',
  backHome: 'Back to the home page',
} as const;
