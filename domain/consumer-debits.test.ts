/** The consumer debit authorization's words and the micro-deposit match (decision 052). */
import { describe, expect, it } from 'vitest';
import { BankingCalendar } from './calendar';
import { accountCheckEffectiveDate, authorizedAccount, debitAuthorizationText, microDepositsMatch, prenoteValidatesAt } from './consumer-debits';

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

describe('the dates of an account check filed with the bank (decision 055)', () => {
  const calendar = new BankingCalendar();
  it('its entries take effect on the banking day after the file, over weekends and holidays', () => {
    expect(accountCheckEffectiveDate('2026-11-24', calendar)).toBe('2026-11-25'); // Tuesday -> Wednesday
    expect(accountCheckEffectiveDate('2026-11-25', calendar)).toBe('2026-11-27'); // Thanksgiving is closed
    expect(accountCheckEffectiveDate('2026-11-27', calendar)).toBe('2026-11-30'); // Friday -> Monday
    // A Saturday file reaches the operator Monday: dated Monday it would be Same Day eligible, so it is dated Tuesday.
    expect(accountCheckEffectiveDate('2026-11-28', calendar)).toBe('2026-12-01');
  });

  it('a prenote validates three banking days after its effective date, at the start of that day (UTC)', () => {
    expect(prenoteValidatesAt('2026-11-30', calendar)).toEqual(new Date('2026-12-03T00:00:00Z'));
    expect(prenoteValidatesAt('2026-12-22', calendar)).toEqual(new Date('2026-12-28T00:00:00Z')); // Christmas is closed
  });
});
