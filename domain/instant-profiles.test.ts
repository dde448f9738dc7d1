import { describe, expect, it } from 'vitest';
import { NETWORK_PROFILES, statusRequestFrom, withinPaymentClock } from './instant-profiles';

const sent = new Date('2026-12-02T15:00:00.000Z');
const later = (ms: number) => new Date(sent.getTime() + ms);

describe("the networks' clocks (decision 135)", () => {
  it("gives a value message FedNow's 20 seconds from its time stamp, the last millisecond included", () => {
    expect(NETWORK_PROFILES.fednow.time.paymentTimeoutMs).toBe(20_000);
    expect(withinPaymentClock('fednow', sent, sent)).toBe(true);
    expect(withinPaymentClock('fednow', sent, later(20_000))).toBe(true);
    expect(withinPaymentClock('fednow', sent, later(20_001))).toBe(false);
    // A message stamped ahead of our clock (the sender's clock runs fast) is within it.
    expect(withinPaymentClock('fednow', later(3_000), sent)).toBe(true);
  });

  it('takes a status request only once the clock is over, plus the margin FedNow asks for (25 s from the time stamp)', () => {
    expect(statusRequestFrom('fednow', sent)).toEqual(later(25_000));
    expect(statusRequestFrom('rtp', sent).getTime()).toBeGreaterThan(later(NETWORK_PROFILES.rtp.time.paymentTimeoutMs).getTime());
  });

  it("says where each network's figures come from", () => {
    expect(NETWORK_PROFILES.fednow.time.source).toBe('FedNow Service Operating Procedures');
    expect(NETWORK_PROFILES.rtp.time.source).toContain('to confirm with the bank partner');
  });
});
