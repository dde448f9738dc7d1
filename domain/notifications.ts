/**
 * Notifications of spec §4 and §8: whether one shows, the switch that turns them off and on, and the
 * operations whose errors never become an error notification.
 */

/** The POST endpoint of the user menu's switch. */
export const NOTIFICATIONS_PATH = '/notifications';

/** Spec §8: GraphQL errors of these operations are handled by their own pages, never as an error notification. */
export const QUIET_ERROR_OPERATIONS = [
  'businessConnection',
  'checkResetToken',
  'customerConnection',
  'employeeConnection',
  'accountingSystemContact',
] as const;

/** Spec §8: an error of `operation` shows as an error notification (after ERROR_NOTIFICATION_DELAY_MS). */
export function showsErrorNotification(operation: string): boolean {
  return !(QUIET_ERROR_OPERATIONS as readonly string[]).includes(operation);
}

export interface Notice {
  type: 'success' | 'danger';
  /** The reason for an automatic sign-out (a failed token refresh): shown, and the switch is left as it is. */
  signOut?: boolean;
}

/**
 * What the layout does with a pending notice: whether it shows, and whether notifications are on afterwards.
 * Off hides notices; an error that arrives while they are off switches them on again and shows (spec §4).
 */
export function noticeOutcome(enabled: boolean, notice: Notice | null | undefined): { show: boolean; enabled: boolean } {
  if (!notice) return { show: false, enabled };
  if (notice.signOut) return { show: true, enabled };
  if (notice.type === 'danger') return { show: true, enabled: true };
  return { show: enabled, enabled };
}

/** How long a notice stays with JavaScript: the layout's alert (success) 5 s, the toast (errors) 8 s (spec §4, §9). */
export function hideAfterMs(type: Notice['type'], timings: { toast: number; alert: number }): number {
  return type === 'danger' ? timings.toast : timings.alert;
}
