import { describe, expect, it } from 'vitest';
import { checkAccess, guardRoute, landingPath, safeRedirectTarget } from './guard';
import { FEATURE_FLAGS } from './features';
import { ADMIN_ROLE } from './product';
import { PRODUCTS } from './roles';
import { matchRoute, routeById, userContext } from './routes';

const user = userContext;
const allProducts = [...PRODUCTS];
const withoutCustomerCollections = allProducts.filter((p) => p !== 'InstantCollectionForCustomer');

describe('guardRoute', () => {
  it('answers 404 for a path the table does not know', () => {
    expect(guardRoute(matchRoute('/no/such/page'), user('businessOwner'))).toEqual({ kind: 'notFound' });
  });

  it('lets anyone open a route with no role list', () => {
    expect(guardRoute(routeById('main'), null)).toEqual({ kind: 'allow' });
    expect(guardRoute(routeById('error401'), user('vendorManager'))).toEqual({ kind: 'allow' });
  });

  it('sends visitors to sign in for a route with a role list', () => {
    expect(guardRoute(routeById('pa.executiveDashboard'), null)).toEqual({ kind: 'login' });
  });

  it('sends a signed-in user opening the login page to the 401 page', () => {
    expect(guardRoute(routeById('login'), user('businessOwner'))).toEqual({ kind: 'redirect', to: '/error-401' });
    expect(guardRoute(routeById('login'), null)).toEqual({ kind: 'allow' });
  });

  it('sends a role outside the list to the 401 page', () => {
    expect(guardRoute(matchRoute('/pa/businesses'), user('vendorManager'))).toEqual({
      kind: 'redirect',
      to: '/error-401',
    });
  });

  it('sends the admin outside the list to the admin executive dashboard', () => {
    expect(guardRoute(matchRoute('/bu/leads'), user(ADMIN_ROLE))).toEqual({
      kind: 'redirect',
      to: '/pa/executive-dashboard',
    });
  });

  it('sends owners and employees holding none of the required products to 401', () => {
    const route = routeById('transactions.upcoming');
    expect(checkAccess(route, user('businessOwner', ['InstantCollection']))).toEqual({
      kind: 'redirect',
      to: '/error-401',
    });
    expect(checkAccess(route, user('businessOwner', ['BusinessSystem']))).toEqual({ kind: 'allow' });
  });

  it('does not check products for the admin or a vendor manager', () => {
    expect(checkAccess(routeById('transactions.completed'), user(ADMIN_ROLE))).toEqual({ kind: 'allow' });
    expect(checkAccess(routeById('transactions.completed'), user('vendorManager'))).toEqual({ kind: 'allow' });
  });

  it('needs approval switched on for transactions for approval when the Approval product is held', () => {
    const route = routeById('transactions.forApproval');
    expect(checkAccess(route, user('businessOwner', ['Approval'], { isPaymentsApproved: false }))).toEqual({
      kind: 'redirect',
      to: '/error-401',
    });
    expect(checkAccess(route, user('businessOwner', ['Approval'], { isPaymentsApproved: true }))).toEqual({
      kind: 'allow',
    });
  });

  it('opens the Instant Collections lists to a business holding either collection product (decision 038)', () => {
    for (const id of ['instantCollections.enabled', 'instantCollections.pending'] as const) {
      const route = routeById(id);
      // Lakeside Dental: InstantCollection only (it collects from consumers), an employee with business rights.
      expect(checkAccess(route, user('businessEmployee', ['InstantCollection'], { isBusinessRightsAvailable: true }))).toEqual({ kind: 'allow' });
      expect(checkAccess(route, user('businessOwner', ['InstantCollectionForCustomer']))).toEqual({ kind: 'allow' });
      expect(checkAccess(route, user('businessOwner', ['BusinessSystem', 'OnDemandPayments']))).toEqual({ kind: 'redirect', to: '/error-401' });
      expect(checkAccess(route, user('businessEmployee', ['InstantCollection'], { isBusinessRightsAvailable: false }))).toEqual({ kind: 'redirect', to: '/error-401' });
      expect(route.products).toEqual(routeById('collections.completed').products);
    }
  });

  it('keeps employees without business rights out of rights-gated pages', () => {
    const route = routeById('bo.executiveDashboard');
    expect(checkAccess(route, user('businessEmployee', allProducts, { isBusinessRightsAvailable: false }))).toEqual({
      kind: 'redirect',
      to: '/error-401',
    });
    expect(checkAccess(route, user('businessEmployee', withoutCustomerCollections, { isBusinessRightsAvailable: true }))).toEqual({
      kind: 'allow',
    });
  });

  it('serves the business dashboard to a business holding InstantCollectionForCustomer (only its menu entry is hidden)', () => {
    const route = routeById('bo.executiveDashboard');
    expect(checkAccess(route, user('businessOwner', ['InstantCollectionForCustomer', 'OnDemandPayments']))).toEqual({ kind: 'allow' });
    expect(checkAccess(route, user('businessEmployee', allProducts, { isBusinessRightsAvailable: true }))).toEqual({ kind: 'allow' });
    expect(checkAccess(route, user('businessOwner', withoutCustomerCollections))).toEqual({ kind: 'allow' });
    expect(checkAccess(routeById('pa.executiveDashboard'), user(ADMIN_ROLE))).toEqual({ kind: 'allow' });
  });

  it('lets only the owner open branding and only vendor managers their bank account', () => {
    expect(checkAccess(routeById('setup.branding'), user('businessOwner')).kind).toBe('allow');
    expect(checkAccess(routeById('setup.branding'), user('businessEmployee', [], { isBusinessRightsAvailable: true })).kind).toBe(
      'redirect',
    );
    expect(checkAccess(routeById('setup.bankAccount'), user('vendorManager')).kind).toBe('allow');
    expect(checkAccess(routeById('setup.bankAccount'), user('businessOwner')).kind).toBe('redirect');
  });

  it('answers 404 for a route behind a feature flag that is off', () => {
    const route = matchRoute('/manage-payees/cdr/enabled');
    expect(route).toBeDefined();
    expect(checkAccess(route!, user('businessOwner', allProducts), { ...FEATURE_FLAGS, cdr: false })).toEqual({
      kind: 'notFound',
    });
    expect(checkAccess(route!, user('businessOwner', allProducts), { ...FEATURE_FLAGS, cdr: true })).toEqual({
      kind: 'allow',
    });
  });
});

describe('matchRoute', () => {
  it('matches an optional segment with and without a value', () => {
    expect(matchRoute('/pa/businesses/dashboard')?.id).toBe('pa.businessDashboard');
    expect(matchRoute('/pa/businesses/dashboard/42')?.id).toBe('pa.businessDashboard');
    expect(matchRoute('/pa/businesses/dashboard/42/x')).toBeUndefined();
  });
  it('ignores a trailing slash', () => {
    expect(matchRoute('/transactions/completed/')?.id).toBe('transactions.completed');
  });
  it('knows the API keys page by the product name', () => {
    expect(matchRoute('/setup/payloft-api-keys')?.id).toBe('setup.apiKeys');
  });
  it('has no pending tab for CDR payees', () => {
    expect(matchRoute('/manage-payees/cdr/pending')).toBeUndefined();
    expect(matchRoute('/manage-payees/xero/pending')).toBeDefined();
  });
});

describe('landingPath', () => {
  it('sends each role where spec §2 says', () => {
    expect(landingPath(user('vendorManager'))).toBe('/transactions/completed?page=1');
    expect(landingPath(user('bankUserOwner'))).toBe('/bu/leads');
    expect(landingPath(user(ADMIN_ROLE))).toBe('/pa/executive-dashboard');
  });
  it('sends owners to collections when InstantCollectionForCustomer is available, else the dashboard', () => {
    expect(landingPath(user('businessOwner', ['InstantCollectionForCustomer']))).toBe('/collections/completed?page=1');
    expect(landingPath(user('businessOwner', ['BusinessSystem', 'InstantCollection']))).toBe('/bo/executive-dashboard');
    expect(landingPath(user('businessOwner', []))).toBe('/bo/executive-dashboard');
  });
  it('sends employees by the first product rule that holds', () => {
    expect(landingPath(user('businessEmployee', ['BusinessSystem', 'API']))).toBe('/transactions/upcoming?page=1');
    expect(landingPath(user('businessEmployee', ['API']))).toBe('/transactions/completed?page=1');
    expect(landingPath(user('businessEmployee', ['OnDemandPayments', 'InstantCollection']))).toBe(
      '/transactions/completed?page=1',
    );
    expect(landingPath(user('businessEmployee', ['InstantCollection']))).toBe('/collections/completed?page=1');
    expect(landingPath(user('businessEmployee', ['InstantCollectionForCustomer']))).toBe('/collections/completed?page=1');
    expect(landingPath(user('businessEmployee', []))).toBe('/main');
  });
});

describe('safeRedirectTarget', () => {
  it('keeps local paths and drops anything that could leave the site', () => {
    expect(safeRedirectTarget('/bo/setup/profile?x=1')).toBe('/bo/setup/profile?x=1');
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });

  it('refuses targets a browser would read as another host once tabs and newlines are stripped', () => {
    for (const attack of ['/\t/127.0.0.1:3399/phish', '/\t/evil.example/', '/\n/evil.example', '/\r\n/evil.example', '/\\/evil.example', '/a/..//evil.example', '/./\t/evil.example', ' //evil.example', '/%5C%5Cevil.example/../..//evil.example']) {
      expect(safeRedirectTarget(attack), JSON.stringify(attack)).toBeNull();
    }
    expect(safeRedirectTarget(decodeURIComponent('%2F%09%2F127.0.0.1%3A3399%2Fphish'))).toBeNull();
  });

  it('returns the normalised local path', () => {
    expect(safeRedirectTarget('/transactions/../bo/setup/profile?a=1#top')).toBe('/bo/setup/profile?a=1#top');
    expect(safeRedirectTarget('/%09/evil.example')).toBe('/%09/evil.example');
  });
});
