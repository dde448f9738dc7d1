/** The consumer debit authorization's words and the micro-deposit match (decision 052). */
import { describe, expect, it } from 'vitest';
import { authorizedAccount, debitAuthorizationText, microDepositsMatch } from './consumer-debits';

const terms = { businessName: 'Bayside Auto Care', businessContact: 'owner@bayside.test', amount: '$25.00', date: '11-27-2026', accountLast4: '1234', perDebitLimit: '$2,500.00', perDayLimit: '$5,000.00' };

describe('debit authorization text', () => {
  it('names the amount, the account, the business, the date and how to revoke', () => {
    const text = debitAuthorizationText(terms);
    for (const words of ['Bayside Auto Care', '$25.00', 'ending in 1234', '11-27-2026', 'revoke', 'owner@bayside.test', '$2,500.00', '$5,000.00']) expect(text).toContain(words);
  });

  it('before the account is typed, names where it comes from; the page swaps in the last four digits', () => {
    const text = debitAuthorizationText({ ...terms, accountLast4: null });
    expect(text).toContain(authorizedAccount(null));
    expect(text.replace(authorizedAccount(null), authorizedAccount('1234'))).toBe(debitAuthorizationText(terms));
  });

  it('without an initial payment speaks of later payments only', () => {
    expect(debitAuthorizationText({ ...terms, amount: null })).not.toContain('initial payment');
  });
});

describe('micro-deposits', () => {
  it('match in any order, and only both amounts', () => {
    expect(microDepositsMatch([12, 47], [47, 12])).toBe(true);
    expect(microDepositsMatch([12, 47], [12, 48])).toBe(false);
    expect(microDepositsMatch([12, 47], [12])).toBe(false);
  });
});
