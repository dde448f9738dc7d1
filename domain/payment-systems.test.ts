import { describe, expect, it } from 'vitest';
import { paymentSystemName } from './payment-systems';

describe('payment system display names (spec §1)', () => {
  it('names every bank and the braintree vendor of the display-name list', () => {
    expect(['jackHenry', 'bankOfAmerica', 'usBank', 'wellsFargo', 'bridgeBank', 'braintree'].map(paymentSystemName)).toEqual([
      'Jack Henry',
      'Bank of America',
      'U.S. Bank',
      'Wells Fargo',
      'Bridge Community Bank',
      'Braintree',
    ]);
  });
});
