import { describe, expect, it } from 'vitest';
import { ALERT_HIDE_MS, TOAST_HIDE_MS } from './timings';
import { hideAfterMs, noticeOutcome, QUIET_ERROR_OPERATIONS, showsErrorNotification } from './notifications';

describe('notifications (spec §4, §8)', () => {
  it('shows notices while on and hides success notices while off', () => {
    expect(noticeOutcome(true, { type: 'success' })).toEqual({ show: true, enabled: true });
    expect(noticeOutcome(false, { type: 'success' })).toEqual({ show: false, enabled: false });
    expect(noticeOutcome(true, null)).toEqual({ show: false, enabled: true });
  });

  it('switches notifications on when an error arrives while they are off', () => {
    expect(noticeOutcome(false, { type: 'danger' })).toEqual({ show: true, enabled: true });
  });

  it('shows the sign-out reason of a failed refresh and leaves notifications off', () => {
    expect(noticeOutcome(false, { type: 'danger', signOut: true })).toEqual({ show: true, enabled: false });
  });

  it('never notifies the errors of the five operations spec §8 names', () => {
    expect(QUIET_ERROR_OPERATIONS).toHaveLength(5);
    for (const op of ['businessConnection', 'checkResetToken', 'customerConnection', 'employeeConnection', 'accountingSystemContact']) {
      expect(showsErrorNotification(op)).toBe(false);
    }
    expect(showsErrorNotification('updateBusiness')).toBe(true);
  });

  it('hides the layout alert after 5 s and the toast after 8 s', () => {
    const timings = { toast: TOAST_HIDE_MS, alert: ALERT_HIDE_MS };
    expect(hideAfterMs('success', timings)).toBe(5_000);
    expect(hideAfterMs('danger', timings)).toBe(8_000);
  });
});
