/** A collection's confirm and its toast tell the same story (money is the business's once the bank settles). */
import { describe, expect, it } from 'vitest';
import { Messages } from './messages';

describe('collection confirm and toast', () => {
  it('agree on when the money arrives: neither promises it at once', () => {
    for (const n of [1, 3]) {
      const confirm = Messages.confirmCollect(n, '$45.00');
      expect(confirm).not.toMatch(/at once/);
      expect(confirm).toContain('once the bank settles');
      expect(Messages.collectionsRequested(n)).toContain('the bank settles');
    }
  });

  it('a payment initiated says whether it went for approval or is scheduled, after the spec\'s words', () => {
    expect(Messages.paymentInitiatedNext(1, 1)).toMatch(/^Payment initiated\. It was sent for approval/);
    expect(Messages.paymentInitiatedNext(1, 0)).toMatch(/^Payment initiated\. It is scheduled/);
    expect(Messages.paymentInitiatedNext(3, 1)).toMatch(/^Payment initiated\. 1 of 3 were sent for approval/);
  });
});
