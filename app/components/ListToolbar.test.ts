import { describe, expect, it } from 'vitest';
import { Messages } from '../../domain/messages';
import { activeFilterCount } from './ListToolbar';

describe('the folded filters line', () => {
  it('counts the filters that narrow the list, not the empty ones', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ dateFrom: '2026-01-01', purchaseId: '', vendorId: undefined, businessId: 'b1' })).toBe(2);
  });

  it('reads "Filters" alone until one is set', () => {
    expect(Messages.filtersSummary(0)).toBe('Filters');
    expect(Messages.filtersSummary(2)).toBe('Filters (2 active)');
  });
});
