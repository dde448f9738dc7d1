import { describe, expect, it } from 'vitest';
import { normalisedVendorName, sameVendor } from './vendor-matching';

describe('matching a synced vendor to one the business has', () => {
  it('reads a name without its system suffix, case, punctuation or legal form', () => {
    expect(normalisedVendorName('Blue Ridge Logistics (QuickBooks)')).toBe('blue ridge logistics');
    expect(normalisedVendorName('Blue Ridge Logistics (Xero)')).toBe('blue ridge logistics');
    expect(normalisedVendorName('BLUE RIDGE LOGISTICS, Inc.')).toBe('blue ridge logistics');
    expect(normalisedVendorName('Smith & Sons LLC')).toBe('smith and sons');
    // A name that is only a legal form keeps it; another system's words stay.
    expect(normalisedVendorName('Co')).toBe('co');
    expect(normalisedVendorName('Blue Ridge (North)')).toBe('blue ridge north');
  });

  it('matches by e-mail or normalised name, and not on a different company', () => {
    expect(sameVendor({ name: 'Blue Ridge Logistics' }, { name: 'Blue Ridge Logistics (QuickBooks)' })).toBe(true);
    expect(sameVendor({ name: 'BRL', email: 'AP@blueridge.test' }, { name: 'Blue Ridge', email: 'ap@blueridge.test' })).toBe(true);
    expect(sameVendor({ name: 'Blue Ridge Logistics' }, { name: 'Blue Ridge Freight' })).toBe(false);
    expect(sameVendor({ name: 'Acme', email: null }, { name: 'Apex', email: null })).toBe(false);
  });
});
