import { describe, expect, it } from 'vitest';
import { breadcrumbs, buildMenu, type MenuEntry } from './menu';
import { ADMIN_ROLE } from './product';
import { PRODUCTS } from './roles';
import { routeById, userContext } from './routes';

const user = userContext;

/** The menu as section → link labels. */
function outline(entries: MenuEntry[]): Record<string, string[]> {
  return Object.fromEntries(entries.map((e) => [e.label, e.link ? [e.link.label] : e.children.map((c) => c.label)]));
}
const everything = [...PRODUCTS];
const northwindProducts = PRODUCTS.filter((p) => p !== 'InstantCollectionForCustomer');

describe('menus per role (spec §2)', () => {
  it('gives the admin its menu in the spec order', () => {
    const menu = buildMenu(user(ADMIN_ROLE));
    expect(menu.map((e) => e.label)).toEqual([
      'Executive Dashboard',
      'Transactions',
      'Collections',
      'Banks',
      'Subscription',
      'Businesses',
      'Instant Collections',
      'On Demand',
      'Setup',
      'Errors',
    ]);
    expect(outline(menu)).toMatchObject({
      Transactions: ['Upcoming', 'Completed', 'Failed', 'Subscription Payments', 'Test Payments'],
      Banks: ['Banks', 'Users'],
      'On Demand': ['Payments'],
      Setup: ['Bank Accounts', 'Banks Settings', 'Profile', 'Financial Institutions', 'Subscription Management', 'Integrations'],
    });
  });

  it('hides financial institutions when its feature flag is off', () => {
    const menu = buildMenu(user(ADMIN_ROLE), {
      flags: {
        acumatica: true,
        businessCentral: true,
        financialInstitution: false,
        cdr: false,
        unlinkFleetAndTruckDrivers: false,
        mobileCountryCode: false,
      },
    });
    expect(outline(menu).Setup).not.toContain('Financial Institutions');
  });

  it('gives an owner with every product the full owner menu', () => {
    const menu = buildMenu(
      user('businessOwner', everything, {
        isPaymentsApproved: true,
        connectedAccountingSystems: ['quickBooks', 'xero'],
      }),
    );
    expect(menu.map((e) => e.label)).toEqual([
      'Transactions',
      'Collections',
      'Instant Collections',
      'On Demand',
      'Manage Users',
      'Manage Payees',
      'Subscription',
      'Setup',
    ]);
    expect(outline(menu)).toMatchObject({
      Transactions: ['Upcoming', 'For Approval', 'Completed', 'Failed'],
      'On Demand': ['Create Payment', 'Completed', 'Pending', 'Failed'],
      'Manage Payees': ['QuickBooks', 'QuickBooks bills', 'Xero', 'Xero bills'],
      Subscription: ['Service Level', 'Terms', 'Dates', 'Invoices', 'Products'],
      Setup: [
        'Address',
        'Bank Account',
        'Bank Integration',
        'Banks Settings',
        'Business System',
        'API Keys',
        'Payment Time',
        'Payment Test',
        'Email Settings',
        'Approval For Payments',
        'Profile',
        'Branding',
      ],
    });
  });

  it('shows the owner dashboard unless InstantCollectionForCustomer is held', () => {
    expect(buildMenu(user('businessOwner', northwindProducts))[0].label).toBe('Executive Dashboard');
    expect(buildMenu(user('businessOwner', ['InstantCollectionForCustomer']))[0].label).not.toBe(
      'Executive Dashboard',
    );
  });

  it('shows For Approval only with the Approval product and approval switched on', () => {
    const off = buildMenu(user('businessOwner', ['Approval', 'BusinessSystem'], { isPaymentsApproved: false }));
    expect(outline(off).Transactions).not.toContain('For Approval');
    const noProduct = buildMenu(user('businessOwner', ['BusinessSystem'], { isPaymentsApproved: true }));
    expect(outline(noProduct).Transactions).not.toContain('For Approval');
  });

  it('varies the items with the products held', () => {
    const menu = outline(buildMenu(user('businessOwner', ['InstantCollection'])));
    expect(menu.Transactions).toBeUndefined();
    expect(menu['On Demand']).toBeUndefined();
    expect(menu['Instant Collections']).toEqual(['Enabled', 'Pending']);
    expect(menu.Collections).toEqual(['Upcoming', 'Completed', 'Failed']);
    expect(menu.Setup).not.toContain('API Keys');
    expect(menu.Setup).not.toContain('Business System');
    expect(menu.Setup).not.toContain('Approval For Payments');
  });

  it('gives an employee with rights the owner menu less branding, with On Demand as Payments and profile last', () => {
    const menu = buildMenu(
      user('businessEmployee', northwindProducts, { isBusinessRightsAvailable: true, isPaymentsApproved: true }),
    );
    const o = outline(menu);
    expect(menu[0].label).toBe('Executive Dashboard');
    expect(o['On Demand']).toEqual(['Payments']);
    expect(o.Setup).not.toContain('Branding');
    expect(o.Setup.at(-1)).toBe('Profile');
    expect(o['Manage Users']).toEqual(['Manage Users']);
  });

  it('gives an employee without rights no rights-gated menus, and Setup with profile only', () => {
    const menu = buildMenu(
      user('businessEmployee', everything, { isBusinessRightsAvailable: false, isPaymentsApproved: true }),
    );
    expect(menu.map((e) => e.label)).toEqual(['Transactions', 'Collections', 'On Demand', 'Setup']);
    expect(outline(menu).Setup).toEqual(['Profile']);
  });

  it('gives a vendor manager transactions incoming (decision 084), completed and failed, and setup bank account and profile', () => {
    expect(outline(buildMenu(user('vendorManager')))).toEqual({
      Transactions: ['Incoming', 'Completed', 'Failed'],
      Setup: ['Bank Account', 'Profile'],
    });
  });

  it('gives a bank user owner leads only', () => {
    expect(outline(buildMenu(user('bankUserOwner')))).toEqual({ Leads: ['Leads'] });
  });

  it('points each link at a path with its default query', () => {
    const menu = buildMenu(user('vendorManager'));
    expect(menu[0].children[0].href).toBe('/transactions/incoming?page=1');
    expect(menu[0].children[1].href).toBe('/transactions/completed?page=1');
  });
});

describe('breadcrumbs', () => {
  it('names the section and the page', () => {
    expect(breadcrumbs(routeById('transactions.completed'))).toEqual([
      { label: 'Transactions' },
      { label: 'Completed Transactions' },
    ]);
    expect(breadcrumbs(routeById('pa.executiveDashboard'))).toEqual([{ label: 'Executive Dashboard' }]);
  });
  it('goes through the parent route', () => {
    const crumbs = breadcrumbs(routeById('pa.businessDashboard'));
    expect(crumbs.map((c) => c.label)).toEqual(['Businesses', 'Business Dashboard']);
  });
});
