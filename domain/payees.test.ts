import { describe, expect, it } from 'vitest';
import { ACCOUNTING_SYSTEMS } from './accounting';
import { payeesTabsOf } from './payees';
import { matchRoute } from './routes';

describe('Manage Payees tabs', () => {
  it('are Enabled, Disabled, Generate Invite and, except for CDR, Pending Acceptance, each a route with page=1', () => {
    for (const system of ACCOUNTING_SYSTEMS) {
      const tabs = payeesTabsOf(system.hasPendingTab);
      expect(tabs.map((t) => t.label)).toEqual(system.key === 'cdr' ? ['Enabled', 'Disabled', 'Generate Invite'] : ['Enabled', 'Disabled', 'Generate Invite', 'Pending Acceptance']);
      for (const t of tabs) {
        const route = matchRoute(`/manage-payees/${system.slug}/${t.tab}`);
        expect(route).toBeDefined();
        expect(route?.defaultQuery).toEqual({ page: '1' });
      }
    }
  });
});
