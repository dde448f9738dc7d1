/** The Payment Test's proof per rail and the prenote's window, on the banking calendar (decision 070). */
import { describe, expect, it } from 'vitest';
import { BankingCalendar } from './calendar';
import { expectedProvenOn, paymentTestProof, prenoteProvenOn, prenoteWindowClosed } from './payment-test';

const calendar = new BankingCalendar();

describe('the Payment Test', () => {
  it('proves a file-rail account by prenote and keeps the sandbox paying a dollar at once; no rail, no test', () => {
    expect(paymentTestProof('nacha')).toBe('prenote');
    expect(paymentTestProof('sandbox')).toBe('settlesAtOnce');
    expect(paymentTestProof('usBankApi')).toBe('bankSettles');
    expect(paymentTestProof(null)).toBeNull();
  });

  it('closes the window on the third banking day after settlement, skipping weekends and holidays', () => {
    // Settled Tuesday 2026-11-24: Wednesday, (Thanksgiving Thursday closed), Friday, Monday.
    expect(prenoteProvenOn('2026-11-24', calendar)).toBe('2026-11-30');
    // Filed Monday 2026-11-23: settles Tuesday, then the window.
    expect(expectedProvenOn('2026-11-23', calendar)).toBe('2026-11-30');
    expect(prenoteWindowClosed('2026-11-30', '2026-11-27')).toBe(false);
    expect(prenoteWindowClosed('2026-11-30', '2026-11-30')).toBe(true);
  });
});
