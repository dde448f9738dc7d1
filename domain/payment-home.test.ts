import { describe, expect, it } from 'vitest';
import { paymentHomeRouteId, routeById } from './routes';

describe('the list a payment lives in (the details breadcrumb)', () => {
  const home = (type: string, status: string, approvalsOn = false) => paymentHomeRouteId({ type, status }, approvalsOn);
  it('follows the payment kind and state', () => {
    expect(home('vendor', 'scheduled')).toBe('transactions.upcoming');
    expect(home('vendor', 'processing')).toBe('transactions.upcoming');
    expect(home('vendor', 'pendingApproval', true)).toBe('transactions.forApproval');
    // A payout-change hold where approvals are off waits in Upcoming.
    expect(home('vendor', 'pendingApproval', false)).toBe('transactions.upcoming');
    expect(home('api', 'success')).toBe('transactions.completed');
    expect(home('vendor', 'returned')).toBe('transactions.failed');
    expect(home('instantCollection', 'error')).toBe('collections.failed');
    expect(home('instantCollection', 'success')).toBe('collections.completed');
    // A requested collection not yet settled is in Collections › Upcoming.
    expect(home('instantCollection', 'scheduled')).toBe('collections.upcoming');
    expect(home('instantCollection', 'processing')).toBe('collections.upcoming');
    expect(home('onDemand', 'returned')).toBe('onDemand.failed');
    expect(home('onDemand', 'scheduled')).toBe('onDemand.pending');
    expect(home('subscription', 'success')).toBe('pa.transactions.subscriptionPayments');
  });
  it('names only routes that exist', () => {
    for (const type of ['vendor', 'api', 'onDemand', 'instantCollection', 'subscription', 'test']) {
      for (const status of ['pendingApproval', 'scheduled', 'processing', 'success', 'error', 'returned', 'canceled']) {
        expect(() => routeById(home(type, status))).not.toThrow();
      }
    }
  });
});
