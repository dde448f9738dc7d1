// c66ef7a38b07e96fb3cd9d685861a425742b917b
/**
 * The route table: every route of spec §2 with its title, who may open it, the products it needs,
 * its default query, its breadcrumb parent and its place in the side menu. The guard, the menus,
 * the breadcrumbs and the login redirect are all read from here; nothing else lists routes.
 */
import { ACCOUNTING_SYSTEMS } from './accounting';
import { FEATURE_FLAGS } from './features';
import { API_KEYS_PATH } from './product';
import { COLLECTION_PRODUCTS, Roles } from './roles';

/** What the guard and the menus know about the signed-in user. */

/** A user context with the defaults of a user who holds nothing: owners hold their business's rights. */
export function userContext(role, products = [], extra = {}) {
  return {
    role,
    products,
    isBusinessRightsAvailable: role === Roles.owner,
    isPaymentsApproved: false,
    connectedAccountingSystems: [],
    ...extra
  };
}
/** Menu sections in the order they appear; a leaf section is one link, the others are groups. */
export const MENU_SECTIONS = [{
  key: 'dashboard',
  label: 'Executive Dashboard',
  leaf: true
}, {
  key: 'transactions',
  label: 'Transactions',
  leaf: false
}, {
  key: 'collections',
  label: 'Collections',
  leaf: false
}, {
  key: 'banks',
  label: 'Banks',
  leaf: false
}, {
  key: 'adminSubscription',
  label: 'Subscription',
  leaf: true
}, {
  key: 'businesses',
  label: 'Businesses',
  leaf: true
}, {
  key: 'instantCollections',
  label: 'Instant Collections',
  leaf: false
}, {
  key: 'onDemand',
  label: 'On Demand',
  leaf: false
}, {
  key: 'manageUsers',
  label: 'Manage Users',
  leaf: true
}, {
  key: 'managePayees',
  label: 'Manage Payees',
  leaf: false
}, {
  key: 'subscription',
  label: 'Subscription',
  leaf: false
}, {
  key: 'setup',
  label: 'Setup',
  leaf: false
}, {
  key: 'errors',
  label: 'Errors',
  leaf: true
}, {
  key: 'leads',
  label: 'Leads',
  leaf: true
}];
const {
  admin,
  owner,
  employee,
  vendorManager,
  bankUser
} = Roles;
const PAGE_ONE = {
  page: '1'
};

/** Owners, and employees who hold the business's rights. */
export const ownerOrEmployeeWithRights = user => user.role === owner || user.role === employee && user.isBusinessRightsAvailable;
const businessStaff = [owner, employee];
const businessStaffAndAdmin = [admin, owner, employee];
function managePayeesRoutes() {
  const tabs = [{
    tab: 'enabled',
    title: 'Enabled'
  }, {
    tab: 'disabled',
    title: 'Disabled'
  }, {
    tab: 'invite',
    title: 'Generate Invite'
  }, {
    tab: 'pending',
    title: 'Pending Acceptance'
  }];
  return ACCOUNTING_SYSTEMS.flatMap(system => tabs.filter(t => t.tab !== 'pending' || system.hasPendingTab).map(t => ({
    id: `managePayees.${system.slug}.${t.tab}`,
    path: `/manage-payees/${system.slug}/${t.tab}`,
    title: `${system.name} Payees`,
    access: ownerOrEmployeeWithRights,
    products: ['BusinessSystem'],
    defaultQuery: PAGE_ONE,
    featureFlag: system.featureFlag,
    menu: t.tab === 'enabled' ? [{
      section: 'managePayees',
      order: ACCOUNTING_SYSTEMS.indexOf(system),
      label: system.name,
      when: user => user.connectedAccountingSystems.includes(system.key)
    }] : undefined,
    parent: t.tab === 'enabled' ? undefined : `managePayees.${system.slug}.enabled`
  })));
}
function integrationListRoutes() {
  return ACCOUNTING_SYSTEMS.map(system => ({
    id: `integration.${system.routeKey}`,
    path: `/business/integration/${system.routeKey}/list/enabled`,
    title: `${system.name} Integration`,
    access: ownerOrEmployeeWithRights,
    products: ['BusinessSystem'],
    featureFlag: system.featureFlag
  }));
}
export const ROUTES = [
// Public
{
  id: 'login',
  path: '/login',
  title: 'Sign In',
  guestOnly: true
}, {
  id: 'loginVerify',
  path: '/login/verify',
  title: 'Verify your Account',
  guestOnly: true
}, {
  id: 'resetPassword',
  path: '/reset-password',
  title: 'Reset Password'
}, {
  id: 'setupVerification',
  path: '/setup-verification',
  title: 'You need to double authenticate',
  access: [admin, owner, employee, vendorManager, bankUser]
}, /** Local, dev and demo only (the page answers 404 elsewhere): the e-mails and texts the platform sent. */
{
  id: 'dev.outbox',
  path: '/dev/outbox',
  title: 'Outbox'
}, {
  id: 'error401',
  path: '/error-401',
  title: 'Access Denied'
}, /** The public API reference, generated from the services' OpenAPI document. */
{
  id: 'developers',
  path: '/developers',
  title: 'API Reference'
}, {
  id: 'logout',
  path: '/logout',
  title: 'Sign Out'
}, {
  id: 'notifications',
  path: '/notifications',
  title: 'Notifications'
}, {
  id: 'main',
  path: '/main',
  title: 'Welcome'
}, ...['bankUser', 'business', 'businessConsumer', 'businessEmployee', 'customer', 'vendor'].map(kind => ({
  id: `registration.${kind}`,
  path: `/registration/${kind}`,
  title: 'Registration'
})), /** A consumer confirms the two micro-deposits from the e-mailed link (decision 052). */
{
  id: 'accountValidation',
  path: '/account-validation',
  title: 'Confirm your bank account'
}, /** The living gallery of the product's own components, where a change to a field or table is seen in every state. */
{
  id: 'dashonic.forms',
  path: '/dashonic/form-components',
  title: 'Form Components'
}, {
  id: 'dashonic.tables',
  path: '/dashonic/table-components',
  title: 'Table Components'
}, {
  id: 'dashonic.tables.phone',
  path: '/dashonic/table-components/phone',
  title: 'Table Components on a Phone',
  parent: 'dashonic.tables'
},
// Bank user owner
{
  id: 'bu.leads',
  path: '/bu/leads',
  title: 'Leads',
  access: [bankUser],
  menu: [{
    section: 'leads',
    order: 0
  }]
},
// Executive dashboards
{
  id: 'pa.executiveDashboard',
  path: '/pa/executive-dashboard',
  title: 'Executive Dashboard',
  access: [admin],
  menu: [{
    section: 'dashboard',
    order: 0
  }]
}, {
  id: 'bo.executiveDashboard',
  path: '/bo/executive-dashboard',
  title: 'Executive Dashboard',
  access: ownerOrEmployeeWithRights,
  hiddenWithProducts: ['InstantCollectionForCustomer'],
  menu: [{
    section: 'dashboard',
    order: 0
  }]
},
// Transactions
{
  id: 'transactions.upcoming',
  path: '/transactions/upcoming',
  title: 'Upcoming Transactions',
  access: businessStaffAndAdmin,
  products: ['BusinessSystem'],
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'transactions',
    order: 0,
    label: 'Upcoming'
  }]
}, {
  id: 'transactions.sendPayment',
  path: '/transactions/send-payment',
  title: 'Send Payment',
  access: ownerOrEmployeeWithRights,
  products: ['BusinessSystem'],
  parent: 'transactions.upcoming'
}, {
  id: 'transactions.sendPayment.addVendor',
  path: '/transactions/send-payment/add-vendor',
  title: 'Add Vendor',
  access: ownerOrEmployeeWithRights,
  products: ['BusinessSystem'],
  parent: 'transactions.sendPayment'
}, {
  id: 'transactions.forApproval',
  path: '/transactions/forapproval',
  title: 'Transactions For Approval',
  access: businessStaffAndAdmin,
  products: ['Approval'],
  needsApprovalEnabled: true,
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'transactions',
    order: 1,
    label: 'For Approval',
    roles: businessStaff
  }]
}, {
  id: 'transactions.completed',
  path: '/transactions/completed',
  title: 'Completed Transactions',
  access: [admin, owner, employee, vendorManager],
  products: ['BusinessSystem', 'API', 'OnDemandPayments'],
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'transactions',
    order: 2,
    label: 'Completed'
  }]
}, {
  id: 'transactions.failed',
  path: '/transactions/failed',
  title: 'Failed Transactions',
  access: [admin, owner, employee, vendorManager],
  products: ['BusinessSystem', 'API', 'OnDemandPayments'],
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'transactions',
    order: 3,
    label: 'Failed'
  }]
}, {
  id: 'transactions.details',
  path: '/transactions/details/:id',
  title: 'Payment Details',
  access: [admin, owner, employee, vendorManager],
  parent: 'transactions.completed'
}, {
  id: 'pa.transactions.subscriptionPayments',
  path: '/pa/transactions/subscription-payments',
  title: 'Subscription Payments',
  access: [admin],
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'transactions',
    order: 4
  }]
}, {
  id: 'pa.transactions.testPayments',
  path: '/pa/transactions/test-payments',
  title: 'Test Payments',
  access: [admin],
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'transactions',
    order: 5
  }]
},
// Collections
{
  id: 'collections.completed',
  path: '/collections/completed',
  title: 'Completed Collections',
  access: businessStaffAndAdmin,
  products: COLLECTION_PRODUCTS,
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'collections',
    order: 0,
    label: 'Completed'
  }]
}, {
  id: 'collections.failed',
  path: '/collections/failed',
  title: 'Failed Collections',
  access: businessStaffAndAdmin,
  products: COLLECTION_PRODUCTS,
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'collections',
    order: 1,
    label: 'Failed'
  }]
},
// Instant collections: the consumers (InstantCollection) and, on Enabled, the connected customers (InstantCollectionForCustomer).
{
  id: 'instantCollections.enabled',
  path: '/instant-collections/enabled',
  title: 'Instant Collections Consumers',
  access: u => u.role === admin || ownerOrEmployeeWithRights(u),
  products: COLLECTION_PRODUCTS,
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'instantCollections',
    order: 0,
    label: 'Enabled'
  }]
}, /** The business's limits on consumer debits and how consumers' accounts are checked (decision 052), linked from the lists. */
{
  id: 'instantCollections.debitSettings',
  path: '/instant-collections/debit-settings',
  title: 'Consumer Debit Settings',
  access: ownerOrEmployeeWithRights,
  products: ['InstantCollection'],
  parent: 'instantCollections.enabled'
}, {
  id: 'instantCollections.pending',
  path: '/instant-collections/pending',
  title: 'Pending Instant Collections Consumers',
  access: u => u.role === admin || ownerOrEmployeeWithRights(u),
  products: COLLECTION_PRODUCTS,
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'instantCollections',
    order: 1,
    label: 'Pending'
  }]
},
// On demand
{
  id: 'onDemand.consumers',
  path: '/on-demand/consumers',
  title: 'Active Payments',
  access: businessStaffAndAdmin,
  products: ['OnDemandPayments'],
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'onDemand',
    order: 0,
    label: 'Create Payment',
    roles: [owner]
  }, {
    section: 'onDemand',
    order: 0,
    label: 'Payments',
    roles: [admin, employee]
  }]
}, {
  id: 'onDemand.completed',
  path: '/on-demand/completed',
  title: 'Completed',
  access: businessStaffAndAdmin,
  products: ['OnDemandPayments'],
  parent: 'onDemand.consumers',
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'onDemand',
    order: 1,
    roles: [owner]
  }]
}, {
  id: 'onDemand.pending',
  path: '/on-demand/pending',
  title: 'Pending',
  access: businessStaffAndAdmin,
  products: ['OnDemandPayments'],
  parent: 'onDemand.consumers',
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'onDemand',
    order: 2,
    roles: [owner]
  }]
},
// Not in spec §2: without it a returned or failed consumer payment would be on no list.
{
  id: 'onDemand.failed',
  path: '/on-demand/failed',
  title: 'Failed',
  access: businessStaffAndAdmin,
  products: ['OnDemandPayments'],
  parent: 'onDemand.consumers',
  defaultQuery: PAGE_ONE,
  menu: [{
    section: 'onDemand',
    order: 3,
    roles: [owner]
  }]
},
// Manage users
...[{
  tab: 'active',
  title: 'Active Users'
}, {
  tab: 'pending',
  title: 'Pending'
}, {
  tab: 'suspended',
  title: 'Suspended'
}].map(t => ({
  id: `bo.manageUsers.${t.tab}`,
  path: `/bo/manage-users/${t.tab}`,
  title: t.title,
  access: ownerOrEmployeeWithRights,
  defaultQuery: PAGE_ONE,
  parent: t.tab === 'active' ? undefined : 'bo.manageUsers.active',
  menu: t.tab === 'active' ? [{
    section: 'manageUsers',
    order: 0,
    label: 'Manage Users'
  }] : undefined
})),
// Manage payees and accounting integrations
...managePayeesRoutes(), {
  // A link (not a form: the web's CSP form-action keeps form posts on our origin) to the system's consent page.
  id: 'managePayees.connect',
  path: '/manage-payees/connect/:system',
  title: 'Connect accounting system',
  access: ownerOrEmployeeWithRights,
  products: ['BusinessSystem']
}, {
  // The OAuth redirect URI every accounting system sends the browser back to (decision 031).
  id: 'managePayees.callback',
  path: '/manage-payees/callback',
  title: 'Connecting accounting system',
  access: ownerOrEmployeeWithRights,
  products: ['BusinessSystem']
}, ...integrationListRoutes(),
// Subscription (business)
...[{
  slug: 'service-level',
  title: 'Service Level'
}, {
  slug: 'terms',
  title: 'Terms'
}, {
  slug: 'dates',
  title: 'Dates'
}, {
  slug: 'invoices',
  title: 'Invoices'
}, {
  slug: 'products',
  title: 'Products'
}].map((p, i) => ({
  id: `bo.subscription.${p.slug}`,
  path: `/bo/subscription/${p.slug}`,
  title: p.title,
  access: ownerOrEmployeeWithRights,
  menu: [{
    section: 'subscription',
    order: i
  }]
})),
// Setup (business, in the owner's menu order)
{
  id: 'setup.address',
  path: '/setup/address',
  title: 'Address',
  access: ownerOrEmployeeWithRights,
  menu: [{
    section: 'setup',
    order: 0
  }]
}, {
  id: 'bo.setup.bankAccount',
  path: '/bo/setup/bank-account',
  title: 'Bank Account',
  access: ownerOrEmployeeWithRights,
  menu: [{
    section: 'setup',
    order: 1
  }]
}, {
  id: 'bo.setup.bankIntegration',
  path: '/bo/setup/bank-integration',
  title: 'Bank Integration',
  access: ownerOrEmployeeWithRights,
  menu: [{
    section: 'setup',
    order: 2
  }]
}, {
  id: 'bo.setup.banksSettings',
  path: '/bo/setup/banks-settings',
  title: 'Banks Settings',
  access: ownerOrEmployeeWithRights,
  menu: [{
    section: 'setup',
    order: 3
  }]
}, {
  id: 'bo.setup.businessSystem',
  path: '/bo/setup/business-system',
  title: 'Business System',
  access: ownerOrEmployeeWithRights,
  products: ['BusinessSystem'],
  menu: [{
    section: 'setup',
    order: 4
  }]
}, {
  id: 'setup.apiKeys',
  path: API_KEYS_PATH,
  title: 'API Keys',
  access: ownerOrEmployeeWithRights,
  products: ['API'],
  menu: [{
    section: 'setup',
    order: 5
  }]
}, {
  id: 'bo.setup.paymentTime',
  path: '/bo/setup/payment-time',
  title: 'Payment Time',
  access: ownerOrEmployeeWithRights,
  products: ['BusinessSystem', 'Approval'],
  menu: [{
    section: 'setup',
    order: 6
  }]
}, {
  id: 'bo.setup.paymentTest',
  path: '/bo/setup/payment-test',
  title: 'Payment Test',
  access: ownerOrEmployeeWithRights,
  menu: [{
    section: 'setup',
    order: 7
  }]
}, {
  id: 'setup.emailSettings',
  path: '/setup/email-settings',
  title: 'Email Settings',
  access: ownerOrEmployeeWithRights,
  menu: [{
    section: 'setup',
    order: 8
  }]
}, {
  id: 'bo.setup.approvalForPayments',
  path: '/bo/setup/approval-for-payments',
  title: 'Approval For Payments',
  access: ownerOrEmployeeWithRights,
  products: ['Approval'],
  menu: [{
    section: 'setup',
    order: 9
  }]
}, {
  id: 'bo.setup.acumaticaInstruction',
  path: '/bo/setup/acumatica-instruction',
  title: 'Acumatica Instruction',
  access: ownerOrEmployeeWithRights,
  products: ['BusinessSystem'],
  featureFlag: 'acumatica'
}, {
  id: 'bo.setup.profile',
  path: '/bo/setup/profile',
  title: 'User Profile',
  access: businessStaff,
  menu: [{
    section: 'setup',
    order: 10,
    label: 'Profile',
    roles: [owner]
  }]
}, {
  id: 'bo.welcome',
  path: '/bo/welcome',
  title: 'Welcome',
  access: [owner]
}, {
  id: 'setup.branding',
  path: '/setup/branding',
  title: 'Branding',
  access: [owner],
  menu: [{
    section: 'setup',
    order: 11
  }]
}, {
  id: 'setup.bankAccount',
  path: '/setup/bank-account',
  title: 'Bank Account',
  access: [vendorManager],
  menu: [{
    section: 'setup',
    order: 0
  }]
}, {
  id: 'setup.profile',
  path: '/setup/profile',
  title: 'User Profile',
  access: [employee, admin, vendorManager],
  menu: [{
    section: 'setup',
    order: 20,
    label: 'Profile'
  }]
},
// Platform admin
{
  id: 'pa.businesses',
  path: '/pa/businesses',
  title: 'Businesses',
  access: [admin],
  menu: [{
    section: 'businesses',
    order: 0
  }]
}, {
  id: 'pa.businessDashboard',
  path: '/pa/businesses/dashboard/:id?',
  title: 'Business Dashboard',
  access: [admin],
  parent: 'pa.businesses'
}, {
  id: 'pa.errors',
  path: '/pa/errors',
  title: 'Errors',
  access: [admin],
  menu: [{
    section: 'errors',
    order: 0
  }]
}, {
  id: 'pa.subscription',
  path: '/pa/subscription',
  title: 'Subscription',
  access: [admin],
  menu: [{
    section: 'adminSubscription',
    order: 0
  }]
}, {
  id: 'pa.banks.list',
  path: '/pa/banks/list',
  title: 'Banks',
  access: [admin],
  menu: [{
    section: 'banks',
    order: 0
  }]
}, {
  id: 'pa.banks.users',
  path: '/pa/banks/users',
  title: 'Users',
  access: [admin],
  menu: [{
    section: 'banks',
    order: 1
  }]
}, {
  id: 'pa.setup.bankAccounts',
  path: '/pa/setup/bank-accounts',
  title: 'Bank Accounts',
  access: [admin],
  menu: [{
    section: 'setup',
    order: 0
  }]
}, {
  id: 'pa.setup.achReturns',
  path: '/pa/setup/bank-accounts/returns',
  title: 'ACH Returns',
  access: [admin],
  parent: 'pa.setup.bankAccounts'
}, {
  id: 'pa.setup.banksSettings',
  path: '/pa/setup/banks-settings',
  title: 'Banks Settings',
  access: [admin],
  menu: [{
    section: 'setup',
    order: 1
  }]
}, {
  id: 'pa.setup.financialInstitutions',
  path: '/pa/setup/financial-institutions',
  title: 'Financial Institutions',
  access: [admin],
  featureFlag: 'financialInstitution',
  menu: [{
    section: 'setup',
    order: 21
  }]
}, {
  id: 'pa.setup.serviceLevels',
  path: '/pa/setup/service-levels',
  title: 'Subscription Management',
  access: [admin],
  menu: [{
    section: 'setup',
    order: 22
  }]
}, {
  id: 'pa.setup.integrations',
  path: '/pa/setup/integrations',
  title: 'Integrations',
  access: [admin],
  menu: [{
    section: 'setup',
    order: 23
  }]
},
// Report exports: no menu entry; reached from the export buttons of the lists. /reports/new comes first so it is not read as an id.
{
  id: 'reports.new',
  path: '/reports/new',
  title: 'Export a report',
  access: [admin, owner, employee, vendorManager]
}, {
  id: 'reports.task',
  path: '/reports/:id',
  title: 'Report export',
  access: [admin, owner, employee, vendorManager],
  parent: 'reports.new'
}];
const byId = new Map(ROUTES.map(r => [r.id, r]));
export function routeById(id) {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}

/** The route's path with no optional segments filled in (for links). */
export function hrefOf(route) {
  const path = route.path.replace(/\/:[^/]+\?/g, '');
  const query = route.defaultQuery ? `?${new URLSearchParams(route.defaultQuery).toString()}` : '';
  return path + query;
}
export function href(id) {
  return hrefOf(routeById(id));
}
function matches(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  let g = 0;
  for (const segment of want) {
    const optional = segment.endsWith('?');
    if (segment.startsWith(':')) {
      if (g < got.length) g++;else if (!optional) return false;
    } else if (got[g] === segment) g++;else return false;
  }
  return g === got.length;
}

/** The table's route for a URL path, if any. */
export function matchRoute(pathname) {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find(r => matches(r.path, normalised));
}
export function isRoleAllowed(route, user) {
  if (!route.access) return true;
  return typeof route.access === 'function' ? route.access(user) : route.access.includes(user.role);
}
export function isFeatureEnabled(route, flags = FEATURE_FLAGS) {
  return !route.featureFlag || flags[route.featureFlag];
}

/**
 * The list a payment lives in (the details page's breadcrumb follows it): its kind picks the section, its
 * status the tab. `approvalsOn`: a payment awaiting approval is in For Approval, else (a payout-change hold) in Upcoming.
 */
export function paymentHomeRouteId(payment, approvalsOn) {
  const {
    type,
    status
  } = payment;
  const failed = status === 'error' || status === 'returned';
  if (type === 'subscription') return 'pa.transactions.subscriptionPayments';
  if (type === 'test') return 'pa.transactions.testPayments';
  if (type === 'instantCollection') return failed ? 'collections.failed' : 'collections.completed';
  if (type === 'onDemand') return failed ? 'onDemand.failed' : status === 'success' ? 'onDemand.completed' : 'onDemand.pending';
  if (failed) return 'transactions.failed';
  if (status === 'success') return 'transactions.completed';
  if (status === 'pendingApproval' && approvalsOn) return 'transactions.forApproval';
  return 'transactions.upcoming';
}
//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJuYW1lcyI6WyJBQ0NPVU5USU5HX1NZU1RFTVMiLCJGRUFUVVJFX0ZMQUdTIiwiQVBJX0tFWVNfUEFUSCIsIkNPTExFQ1RJT05fUFJPRFVDVFMiLCJSb2xlcyIsInVzZXJDb250ZXh0Iiwicm9sZSIsInByb2R1Y3RzIiwiZXh0cmEiLCJpc0J1c2luZXNzUmlnaHRzQXZhaWxhYmxlIiwib3duZXIiLCJpc1BheW1lbnRzQXBwcm92ZWQiLCJjb25uZWN0ZWRBY2NvdW50aW5nU3lzdGVtcyIsIk1FTlVfU0VDVElPTlMiLCJrZXkiLCJsYWJlbCIsImxlYWYiLCJhZG1pbiIsImVtcGxveWVlIiwidmVuZG9yTWFuYWdlciIsImJhbmtVc2VyIiwiUEFHRV9PTkUiLCJwYWdlIiwib3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cyIsInVzZXIiLCJidXNpbmVzc1N0YWZmIiwiYnVzaW5lc3NTdGFmZkFuZEFkbWluIiwibWFuYWdlUGF5ZWVzUm91dGVzIiwidGFicyIsInRhYiIsInRpdGxlIiwiZmxhdE1hcCIsInN5c3RlbSIsImZpbHRlciIsInQiLCJoYXNQZW5kaW5nVGFiIiwibWFwIiwiaWQiLCJzbHVnIiwicGF0aCIsIm5hbWUiLCJhY2Nlc3MiLCJkZWZhdWx0UXVlcnkiLCJmZWF0dXJlRmxhZyIsIm1lbnUiLCJzZWN0aW9uIiwib3JkZXIiLCJpbmRleE9mIiwid2hlbiIsImluY2x1ZGVzIiwidW5kZWZpbmVkIiwicGFyZW50IiwiaW50ZWdyYXRpb25MaXN0Um91dGVzIiwicm91dGVLZXkiLCJST1VURVMiLCJndWVzdE9ubHkiLCJraW5kIiwiaGlkZGVuV2l0aFByb2R1Y3RzIiwibmVlZHNBcHByb3ZhbEVuYWJsZWQiLCJyb2xlcyIsInUiLCJwIiwiaSIsImJ5SWQiLCJNYXAiLCJyIiwicm91dGVCeUlkIiwicm91dGUiLCJnZXQiLCJFcnJvciIsImhyZWZPZiIsInJlcGxhY2UiLCJxdWVyeSIsIlVSTFNlYXJjaFBhcmFtcyIsInRvU3RyaW5nIiwiaHJlZiIsIm1hdGNoZXMiLCJwYXR0ZXJuIiwicGF0aG5hbWUiLCJ3YW50Iiwic3BsaXQiLCJCb29sZWFuIiwiZ290IiwiZyIsInNlZ21lbnQiLCJvcHRpb25hbCIsImVuZHNXaXRoIiwic3RhcnRzV2l0aCIsImxlbmd0aCIsIm1hdGNoUm91dGUiLCJub3JtYWxpc2VkIiwiZmluZCIsImlzUm9sZUFsbG93ZWQiLCJpc0ZlYXR1cmVFbmFibGVkIiwiZmxhZ3MiLCJwYXltZW50SG9tZVJvdXRlSWQiLCJwYXltZW50IiwiYXBwcm92YWxzT24iLCJ0eXBlIiwic3RhdHVzIiwiZmFpbGVkIl0sInNvdXJjZXMiOlsicm91dGVzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHJvdXRlIHRhYmxlOiBldmVyeSByb3V0ZSBvZiBzcGVjIMKnMiB3aXRoIGl0cyB0aXRsZSwgd2hvIG1heSBvcGVuIGl0LCB0aGUgcHJvZHVjdHMgaXQgbmVlZHMsXG4gKiBpdHMgZGVmYXVsdCBxdWVyeSwgaXRzIGJyZWFkY3J1bWIgcGFyZW50IGFuZCBpdHMgcGxhY2UgaW4gdGhlIHNpZGUgbWVudS4gVGhlIGd1YXJkLCB0aGUgbWVudXMsXG4gKiB0aGUgYnJlYWRjcnVtYnMgYW5kIHRoZSBsb2dpbiByZWRpcmVjdCBhcmUgYWxsIHJlYWQgZnJvbSBoZXJlOyBub3RoaW5nIGVsc2UgbGlzdHMgcm91dGVzLlxuICovXG5pbXBvcnQgeyBBQ0NPVU5USU5HX1NZU1RFTVMgfSBmcm9tICcuL2FjY291bnRpbmcnO1xuaW1wb3J0IHsgRkVBVFVSRV9GTEFHUywgdHlwZSBGZWF0dXJlRmxhZyB9IGZyb20gJy4vZmVhdHVyZXMnO1xuaW1wb3J0IHsgQVBJX0tFWVNfUEFUSCB9IGZyb20gJy4vcHJvZHVjdCc7XG5pbXBvcnQgeyBDT0xMRUNUSU9OX1BST0RVQ1RTLCBSb2xlcywgdHlwZSBQcm9kdWN0LCB0eXBlIFJvbGUgfSBmcm9tICcuL3JvbGVzJztcblxuLyoqIFdoYXQgdGhlIGd1YXJkIGFuZCB0aGUgbWVudXMga25vdyBhYm91dCB0aGUgc2lnbmVkLWluIHVzZXIuICovXG5leHBvcnQgaW50ZXJmYWNlIFVzZXJDb250ZXh0IHtcbiAgcm9sZTogUm9sZTtcbiAgLyoqIFByb2R1Y3RzIG9mIHRoZSBidXNpbmVzcydzIHNlcnZpY2UgbGV2ZWwgKGVtcHR5IGZvciByb2xlcyB3aXRob3V0IGEgYnVzaW5lc3MpLiAqL1xuICBwcm9kdWN0czogcmVhZG9ubHkgUHJvZHVjdFtdO1xuICAvKiogRW1wbG95ZWVzIG9ubHk6IG1heSB0aGUgZW1wbG95ZWUgdXNlIHRoZSBidXNpbmVzcydzIHJpZ2h0cy1nYXRlZCBwYWdlcy4gKi9cbiAgaXNCdXNpbmVzc1JpZ2h0c0F2YWlsYWJsZTogYm9vbGVhbjtcbiAgLyoqIEFwcHJvdmFsIG9mIHBheW1lbnRzIHN3aXRjaGVkIG9uIGluIHRoZSBidXNpbmVzcydzIHNldHVwLiAqL1xuICBpc1BheW1lbnRzQXBwcm92ZWQ6IGJvb2xlYW47XG4gIC8qKiBBY2NvdW50aW5nIHN5c3RlbXMgdGhlIGJ1c2luZXNzIGhhcyBjb25uZWN0ZWQgKGRhdGEga2V5cykuICovXG4gIGNvbm5lY3RlZEFjY291bnRpbmdTeXN0ZW1zOiByZWFkb25seSBzdHJpbmdbXTtcbn1cblxuLyoqIEEgdXNlciBjb250ZXh0IHdpdGggdGhlIGRlZmF1bHRzIG9mIGEgdXNlciB3aG8gaG9sZHMgbm90aGluZzogb3duZXJzIGhvbGQgdGhlaXIgYnVzaW5lc3MncyByaWdodHMuICovXG5leHBvcnQgZnVuY3Rpb24gdXNlckNvbnRleHQocm9sZTogUm9sZSwgcHJvZHVjdHM6IHJlYWRvbmx5IFByb2R1Y3RbXSA9IFtdLCBleHRyYTogUGFydGlhbDxVc2VyQ29udGV4dD4gPSB7fSk6IFVzZXJDb250ZXh0IHtcbiAgcmV0dXJuIHtcbiAgICByb2xlLFxuICAgIHByb2R1Y3RzLFxuICAgIGlzQnVzaW5lc3NSaWdodHNBdmFpbGFibGU6IHJvbGUgPT09IFJvbGVzLm93bmVyLFxuICAgIGlzUGF5bWVudHNBcHByb3ZlZDogZmFsc2UsXG4gICAgY29ubmVjdGVkQWNjb3VudGluZ1N5c3RlbXM6IFtdLFxuICAgIC4uLmV4dHJhLFxuICB9O1xufVxuXG5leHBvcnQgdHlwZSBBY2Nlc3MgPSByZWFkb25seSBSb2xlW10gfCAoKHVzZXI6IFVzZXJDb250ZXh0KSA9PiBib29sZWFuKTtcblxuZXhwb3J0IHR5cGUgTWVudVNlY3Rpb24gPVxuICB8ICdkYXNoYm9hcmQnXG4gIHwgJ3RyYW5zYWN0aW9ucydcbiAgfCAnY29sbGVjdGlvbnMnXG4gIHwgJ2JhbmtzJ1xuICB8ICdhZG1pblN1YnNjcmlwdGlvbidcbiAgfCAnYnVzaW5lc3NlcydcbiAgfCAnaW5zdGFudENvbGxlY3Rpb25zJ1xuICB8ICdvbkRlbWFuZCdcbiAgfCAnbWFuYWdlVXNlcnMnXG4gIHwgJ21hbmFnZVBheWVlcydcbiAgfCAnc3Vic2NyaXB0aW9uJ1xuICB8ICdzZXR1cCdcbiAgfCAnZXJyb3JzJ1xuICB8ICdsZWFkcyc7XG5cbi8qKiBNZW51IHNlY3Rpb25zIGluIHRoZSBvcmRlciB0aGV5IGFwcGVhcjsgYSBsZWFmIHNlY3Rpb24gaXMgb25lIGxpbmssIHRoZSBvdGhlcnMgYXJlIGdyb3Vwcy4gKi9cbmV4cG9ydCBjb25zdCBNRU5VX1NFQ1RJT05TOiByZWFkb25seSB7IGtleTogTWVudVNlY3Rpb247IGxhYmVsOiBzdHJpbmc7IGxlYWY6IGJvb2xlYW4gfVtdID0gW1xuICB7IGtleTogJ2Rhc2hib2FyZCcsIGxhYmVsOiAnRXhlY3V0aXZlIERhc2hib2FyZCcsIGxlYWY6IHRydWUgfSxcbiAgeyBrZXk6ICd0cmFuc2FjdGlvbnMnLCBsYWJlbDogJ1RyYW5zYWN0aW9ucycsIGxlYWY6IGZhbHNlIH0sXG4gIHsga2V5OiAnY29sbGVjdGlvbnMnLCBsYWJlbDogJ0NvbGxlY3Rpb25zJywgbGVhZjogZmFsc2UgfSxcbiAgeyBrZXk6ICdiYW5rcycsIGxhYmVsOiAnQmFua3MnLCBsZWFmOiBmYWxzZSB9LFxuICB7IGtleTogJ2FkbWluU3Vic2NyaXB0aW9uJywgbGFiZWw6ICdTdWJzY3JpcHRpb24nLCBsZWFmOiB0cnVlIH0sXG4gIHsga2V5OiAnYnVzaW5lc3NlcycsIGxhYmVsOiAnQnVzaW5lc3NlcycsIGxlYWY6IHRydWUgfSxcbiAgeyBrZXk6ICdpbnN0YW50Q29sbGVjdGlvbnMnLCBsYWJlbDogJ0luc3RhbnQgQ29sbGVjdGlvbnMnLCBsZWFmOiBmYWxzZSB9LFxuICB7IGtleTogJ29uRGVtYW5kJywgbGFiZWw6ICdPbiBEZW1hbmQnLCBsZWFmOiBmYWxzZSB9LFxuICB7IGtleTogJ21hbmFnZVVzZXJzJywgbGFiZWw6ICdNYW5hZ2UgVXNlcnMnLCBsZWFmOiB0cnVlIH0sXG4gIHsga2V5OiAnbWFuYWdlUGF5ZWVzJywgbGFiZWw6ICdNYW5hZ2UgUGF5ZWVzJywgbGVhZjogZmFsc2UgfSxcbiAgeyBrZXk6ICdzdWJzY3JpcHRpb24nLCBsYWJlbDogJ1N1YnNjcmlwdGlvbicsIGxlYWY6IGZhbHNlIH0sXG4gIHsga2V5OiAnc2V0dXAnLCBsYWJlbDogJ1NldHVwJywgbGVhZjogZmFsc2UgfSxcbiAgeyBrZXk6ICdlcnJvcnMnLCBsYWJlbDogJ0Vycm9ycycsIGxlYWY6IHRydWUgfSxcbiAgeyBrZXk6ICdsZWFkcycsIGxhYmVsOiAnTGVhZHMnLCBsZWFmOiB0cnVlIH0sXG5dO1xuXG5leHBvcnQgaW50ZXJmYWNlIE1lbnVQbGFjZW1lbnQge1xuICBzZWN0aW9uOiBNZW51U2VjdGlvbjtcbiAgLyoqIFBvc2l0aW9uIGluc2lkZSB0aGUgc2VjdGlvbi4gKi9cbiAgb3JkZXI6IG51bWJlcjtcbiAgLyoqIExhYmVsIGluIHRoZSBtZW51IHdoZW4gaXQgZGlmZmVycyBmcm9tIHRoZSByb3V0ZSdzIHRpdGxlLiAqL1xuICBsYWJlbD86IHN0cmluZztcbiAgLyoqIE9ubHkgZm9yIHRoZXNlIHJvbGVzICh0aGUgcm91dGUncyBvd24gYWNjZXNzIHN0aWxsIGFwcGxpZXMpLiAqL1xuICByb2xlcz86IHJlYWRvbmx5IFJvbGVbXTtcbiAgLyoqIEhpZGRlbiB3aGlsZSB0aGUgYnVzaW5lc3MgaG9sZHMgYW55IG9mIHRoZXNlIHByb2R1Y3RzLiAqL1xuICBoaWRkZW5XaXRoUHJvZHVjdHM/OiByZWFkb25seSBQcm9kdWN0W107XG4gIC8qKiBTaG93biBvbmx5IHdoZW4gdGhpcyBob2xkcy4gKi9cbiAgd2hlbj86ICh1c2VyOiBVc2VyQ29udGV4dCkgPT4gYm9vbGVhbjtcbn1cblxuZXhwb3J0IGludGVyZmFjZSBSb3V0ZURlZiB7XG4gIGlkOiBzdHJpbmc7XG4gIC8qKiBQYXRoIHBhdHRlcm47IGA6bmFtZT9gIG1hcmtzIGFuIG9wdGlvbmFsIHNlZ21lbnQuICovXG4gIHBhdGg6IHN0cmluZztcbiAgdGl0bGU6IHN0cmluZztcbiAgLyoqIFdobyBtYXkgb3BlbiBpdDsgYWJzZW50IG1lYW5zIGFueW9uZSwgc2lnbmVkIGluIG9yIG5vdC4gKi9cbiAgYWNjZXNzPzogQWNjZXNzO1xuICAvKiogT3duZXJzIGFuZCBlbXBsb3llZXMgbmVlZCBhdCBsZWFzdCBvbmUgb2YgdGhlc2UgcHJvZHVjdHMuICovXG4gIHByb2R1Y3RzPzogcmVhZG9ubHkgUHJvZHVjdFtdO1xuICAvKiogTmVlZHMgYXBwcm92YWwgb2YgcGF5bWVudHMgc3dpdGNoZWQgb24gd2hlbiB0aGUgdXNlciBob2xkcyB0aGUgQXBwcm92YWwgcHJvZHVjdC4gKi9cbiAgbmVlZHNBcHByb3ZhbEVuYWJsZWQ/OiBib29sZWFuO1xuICAvKiogTm90IHNlcnZlZCAobm9yIGluIG1lbnVzKSB3aGlsZSB0aGUgYnVzaW5lc3MgaG9sZHMgYW55IG9mIHRoZXNlIHByb2R1Y3RzOiBvd25lcnMgYW5kIGVtcGxveWVlcyBnbyB0byB0aGVpciBsYW5kaW5nIHBhZ2UuICovXG4gIGhpZGRlbldpdGhQcm9kdWN0cz86IHJlYWRvbmx5IFByb2R1Y3RbXTtcbiAgLyoqIEEgc2lnbmVkLWluIHVzZXIgb3BlbmluZyBpdCBnb2VzIHRvIHRoZSA0MDEgcGFnZSAodGhlIGxvZ2luIHBhZ2UpLiAqL1xuICBndWVzdE9ubHk/OiBib29sZWFuO1xuICBkZWZhdWx0UXVlcnk/OiBSZWFkb25seTxSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+PjtcbiAgLyoqIEJyZWFkY3J1bWIgcGFyZW50IChyb3V0ZSBpZCkuICovXG4gIHBhcmVudD86IHN0cmluZztcbiAgbWVudT86IHJlYWRvbmx5IE1lbnVQbGFjZW1lbnRbXTtcbiAgZmVhdHVyZUZsYWc/OiBGZWF0dXJlRmxhZztcbn1cblxuY29uc3QgeyBhZG1pbiwgb3duZXIsIGVtcGxveWVlLCB2ZW5kb3JNYW5hZ2VyLCBiYW5rVXNlciB9ID0gUm9sZXM7XG5jb25zdCBQQUdFX09ORSA9IHsgcGFnZTogJzEnIH0gYXMgY29uc3Q7XG5cbi8qKiBPd25lcnMsIGFuZCBlbXBsb3llZXMgd2hvIGhvbGQgdGhlIGJ1c2luZXNzJ3MgcmlnaHRzLiAqL1xuZXhwb3J0IGNvbnN0IG93bmVyT3JFbXBsb3llZVdpdGhSaWdodHMgPSAodXNlcjogVXNlckNvbnRleHQpOiBib29sZWFuID0+XG4gIHVzZXIucm9sZSA9PT0gb3duZXIgfHwgKHVzZXIucm9sZSA9PT0gZW1wbG95ZWUgJiYgdXNlci5pc0J1c2luZXNzUmlnaHRzQXZhaWxhYmxlKTtcblxuY29uc3QgYnVzaW5lc3NTdGFmZiA9IFtvd25lciwgZW1wbG95ZWVdIGFzIGNvbnN0O1xuY29uc3QgYnVzaW5lc3NTdGFmZkFuZEFkbWluID0gW2FkbWluLCBvd25lciwgZW1wbG95ZWVdIGFzIGNvbnN0O1xuXG5mdW5jdGlvbiBtYW5hZ2VQYXllZXNSb3V0ZXMoKTogUm91dGVEZWZbXSB7XG4gIGNvbnN0IHRhYnMgPSBbXG4gICAgeyB0YWI6ICdlbmFibGVkJywgdGl0bGU6ICdFbmFibGVkJyB9LFxuICAgIHsgdGFiOiAnZGlzYWJsZWQnLCB0aXRsZTogJ0Rpc2FibGVkJyB9LFxuICAgIHsgdGFiOiAnaW52aXRlJywgdGl0bGU6ICdHZW5lcmF0ZSBJbnZpdGUnIH0sXG4gICAgeyB0YWI6ICdwZW5kaW5nJywgdGl0bGU6ICdQZW5kaW5nIEFjY2VwdGFuY2UnIH0sXG4gIF07XG4gIHJldHVybiBBQ0NPVU5USU5HX1NZU1RFTVMuZmxhdE1hcCgoc3lzdGVtKSA9PlxuICAgIHRhYnNcbiAgICAgIC5maWx0ZXIoKHQpID0+IHQudGFiICE9PSAncGVuZGluZycgfHwgc3lzdGVtLmhhc1BlbmRpbmdUYWIpXG4gICAgICAubWFwPFJvdXRlRGVmPigodCkgPT4gKHtcbiAgICAgICAgaWQ6IGBtYW5hZ2VQYXllZXMuJHtzeXN0ZW0uc2x1Z30uJHt0LnRhYn1gLFxuICAgICAgICBwYXRoOiBgL21hbmFnZS1wYXllZXMvJHtzeXN0ZW0uc2x1Z30vJHt0LnRhYn1gLFxuICAgICAgICB0aXRsZTogYCR7c3lzdGVtLm5hbWV9IFBheWVlc2AsXG4gICAgICAgIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cyxcbiAgICAgICAgcHJvZHVjdHM6IFsnQnVzaW5lc3NTeXN0ZW0nXSxcbiAgICAgICAgZGVmYXVsdFF1ZXJ5OiBQQUdFX09ORSxcbiAgICAgICAgZmVhdHVyZUZsYWc6IHN5c3RlbS5mZWF0dXJlRmxhZyxcbiAgICAgICAgbWVudTpcbiAgICAgICAgICB0LnRhYiA9PT0gJ2VuYWJsZWQnXG4gICAgICAgICAgICA/IFtcbiAgICAgICAgICAgICAgICB7XG4gICAgICAgICAgICAgICAgICBzZWN0aW9uOiAnbWFuYWdlUGF5ZWVzJyxcbiAgICAgICAgICAgICAgICAgIG9yZGVyOiBBQ0NPVU5USU5HX1NZU1RFTVMuaW5kZXhPZihzeXN0ZW0pLFxuICAgICAgICAgICAgICAgICAgbGFiZWw6IHN5c3RlbS5uYW1lLFxuICAgICAgICAgICAgICAgICAgd2hlbjogKHVzZXIpID0+IHVzZXIuY29ubmVjdGVkQWNjb3VudGluZ1N5c3RlbXMuaW5jbHVkZXMoc3lzdGVtLmtleSksXG4gICAgICAgICAgICAgICAgfSxcbiAgICAgICAgICAgICAgXVxuICAgICAgICAgICAgOiB1bmRlZmluZWQsXG4gICAgICAgIHBhcmVudDogdC50YWIgPT09ICdlbmFibGVkJyA/IHVuZGVmaW5lZCA6IGBtYW5hZ2VQYXllZXMuJHtzeXN0ZW0uc2x1Z30uZW5hYmxlZGAsXG4gICAgICB9KSksXG4gICk7XG59XG5cbmZ1bmN0aW9uIGludGVncmF0aW9uTGlzdFJvdXRlcygpOiBSb3V0ZURlZltdIHtcbiAgcmV0dXJuIEFDQ09VTlRJTkdfU1lTVEVNUy5tYXAoKHN5c3RlbSkgPT4gKHtcbiAgICBpZDogYGludGVncmF0aW9uLiR7c3lzdGVtLnJvdXRlS2V5fWAsXG4gICAgcGF0aDogYC9idXNpbmVzcy9pbnRlZ3JhdGlvbi8ke3N5c3RlbS5yb3V0ZUtleX0vbGlzdC9lbmFibGVkYCxcbiAgICB0aXRsZTogYCR7c3lzdGVtLm5hbWV9IEludGVncmF0aW9uYCxcbiAgICBhY2Nlc3M6IG93bmVyT3JFbXBsb3llZVdpdGhSaWdodHMsXG4gICAgcHJvZHVjdHM6IFsnQnVzaW5lc3NTeXN0ZW0nXSxcbiAgICBmZWF0dXJlRmxhZzogc3lzdGVtLmZlYXR1cmVGbGFnLFxuICB9KSk7XG59XG5cbmV4cG9ydCBjb25zdCBST1VURVM6IHJlYWRvbmx5IFJvdXRlRGVmW10gPSBbXG4gIC8vIFB1YmxpY1xuICB7IGlkOiAnbG9naW4nLCBwYXRoOiAnL2xvZ2luJywgdGl0bGU6ICdTaWduIEluJywgZ3Vlc3RPbmx5OiB0cnVlIH0sXG4gIHsgaWQ6ICdsb2dpblZlcmlmeScsIHBhdGg6ICcvbG9naW4vdmVyaWZ5JywgdGl0bGU6ICdWZXJpZnkgeW91ciBBY2NvdW50JywgZ3Vlc3RPbmx5OiB0cnVlIH0sXG4gIHsgaWQ6ICdyZXNldFBhc3N3b3JkJywgcGF0aDogJy9yZXNldC1wYXNzd29yZCcsIHRpdGxlOiAnUmVzZXQgUGFzc3dvcmQnIH0sXG4gIHtcbiAgICBpZDogJ3NldHVwVmVyaWZpY2F0aW9uJyxcbiAgICBwYXRoOiAnL3NldHVwLXZlcmlmaWNhdGlvbicsXG4gICAgdGl0bGU6ICdZb3UgbmVlZCB0byBkb3VibGUgYXV0aGVudGljYXRlJyxcbiAgICBhY2Nlc3M6IFthZG1pbiwgb3duZXIsIGVtcGxveWVlLCB2ZW5kb3JNYW5hZ2VyLCBiYW5rVXNlcl0sXG4gIH0sXG4gIC8qKiBMb2NhbCwgZGV2IGFuZCBkZW1vIG9ubHkgKHRoZSBwYWdlIGFuc3dlcnMgNDA0IGVsc2V3aGVyZSk6IHRoZSBlLW1haWxzIGFuZCB0ZXh0cyB0aGUgcGxhdGZvcm0gc2VudC4gKi9cbiAgeyBpZDogJ2Rldi5vdXRib3gnLCBwYXRoOiAnL2Rldi9vdXRib3gnLCB0aXRsZTogJ091dGJveCcgfSxcbiAgeyBpZDogJ2Vycm9yNDAxJywgcGF0aDogJy9lcnJvci00MDEnLCB0aXRsZTogJ0FjY2VzcyBEZW5pZWQnIH0sXG4gIC8qKiBUaGUgcHVibGljIEFQSSByZWZlcmVuY2UsIGdlbmVyYXRlZCBmcm9tIHRoZSBzZXJ2aWNlcycgT3BlbkFQSSBkb2N1bWVudC4gKi9cbiAgeyBpZDogJ2RldmVsb3BlcnMnLCBwYXRoOiAnL2RldmVsb3BlcnMnLCB0aXRsZTogJ0FQSSBSZWZlcmVuY2UnIH0sXG4gIHsgaWQ6ICdsb2dvdXQnLCBwYXRoOiAnL2xvZ291dCcsIHRpdGxlOiAnU2lnbiBPdXQnIH0sXG4gIHsgaWQ6ICdub3RpZmljYXRpb25zJywgcGF0aDogJy9ub3RpZmljYXRpb25zJywgdGl0bGU6ICdOb3RpZmljYXRpb25zJyB9LFxuICB7IGlkOiAnbWFpbicsIHBhdGg6ICcvbWFpbicsIHRpdGxlOiAnV2VsY29tZScgfSxcbiAgLi4uKFsnYmFua1VzZXInLCAnYnVzaW5lc3MnLCAnYnVzaW5lc3NDb25zdW1lcicsICdidXNpbmVzc0VtcGxveWVlJywgJ2N1c3RvbWVyJywgJ3ZlbmRvciddIGFzIGNvbnN0KS5tYXA8Um91dGVEZWY+KFxuICAgIChraW5kKSA9PiAoeyBpZDogYHJlZ2lzdHJhdGlvbi4ke2tpbmR9YCwgcGF0aDogYC9yZWdpc3RyYXRpb24vJHtraW5kfWAsIHRpdGxlOiAnUmVnaXN0cmF0aW9uJyB9KSxcbiAgKSxcbiAgLyoqIEEgY29uc3VtZXIgY29uZmlybXMgdGhlIHR3byBtaWNyby1kZXBvc2l0cyBmcm9tIHRoZSBlLW1haWxlZCBsaW5rIChkZWNpc2lvbiAwNTIpLiAqL1xuICB7IGlkOiAnYWNjb3VudFZhbGlkYXRpb24nLCBwYXRoOiAnL2FjY291bnQtdmFsaWRhdGlvbicsIHRpdGxlOiAnQ29uZmlybSB5b3VyIGJhbmsgYWNjb3VudCcgfSxcbiAgLyoqIFRoZSBsaXZpbmcgZ2FsbGVyeSBvZiB0aGUgcHJvZHVjdCdzIG93biBjb21wb25lbnRzLCB3aGVyZSBhIGNoYW5nZSB0byBhIGZpZWxkIG9yIHRhYmxlIGlzIHNlZW4gaW4gZXZlcnkgc3RhdGUuICovXG4gIHsgaWQ6ICdkYXNob25pYy5mb3JtcycsIHBhdGg6ICcvZGFzaG9uaWMvZm9ybS1jb21wb25lbnRzJywgdGl0bGU6ICdGb3JtIENvbXBvbmVudHMnIH0sXG4gIHsgaWQ6ICdkYXNob25pYy50YWJsZXMnLCBwYXRoOiAnL2Rhc2hvbmljL3RhYmxlLWNvbXBvbmVudHMnLCB0aXRsZTogJ1RhYmxlIENvbXBvbmVudHMnIH0sXG4gIHsgaWQ6ICdkYXNob25pYy50YWJsZXMucGhvbmUnLCBwYXRoOiAnL2Rhc2hvbmljL3RhYmxlLWNvbXBvbmVudHMvcGhvbmUnLCB0aXRsZTogJ1RhYmxlIENvbXBvbmVudHMgb24gYSBQaG9uZScsIHBhcmVudDogJ2Rhc2hvbmljLnRhYmxlcycgfSxcblxuICAvLyBCYW5rIHVzZXIgb3duZXJcbiAgeyBpZDogJ2J1LmxlYWRzJywgcGF0aDogJy9idS9sZWFkcycsIHRpdGxlOiAnTGVhZHMnLCBhY2Nlc3M6IFtiYW5rVXNlcl0sIG1lbnU6IFt7IHNlY3Rpb246ICdsZWFkcycsIG9yZGVyOiAwIH1dIH0sXG5cbiAgLy8gRXhlY3V0aXZlIGRhc2hib2FyZHNcbiAge1xuICAgIGlkOiAncGEuZXhlY3V0aXZlRGFzaGJvYXJkJyxcbiAgICBwYXRoOiAnL3BhL2V4ZWN1dGl2ZS1kYXNoYm9hcmQnLFxuICAgIHRpdGxlOiAnRXhlY3V0aXZlIERhc2hib2FyZCcsXG4gICAgYWNjZXNzOiBbYWRtaW5dLFxuICAgIG1lbnU6IFt7IHNlY3Rpb246ICdkYXNoYm9hcmQnLCBvcmRlcjogMCB9XSxcbiAgfSxcbiAge1xuICAgIGlkOiAnYm8uZXhlY3V0aXZlRGFzaGJvYXJkJyxcbiAgICBwYXRoOiAnL2JvL2V4ZWN1dGl2ZS1kYXNoYm9hcmQnLFxuICAgIHRpdGxlOiAnRXhlY3V0aXZlIERhc2hib2FyZCcsXG4gICAgYWNjZXNzOiBvd25lck9yRW1wbG95ZWVXaXRoUmlnaHRzLFxuICAgIGhpZGRlbldpdGhQcm9kdWN0czogWydJbnN0YW50Q29sbGVjdGlvbkZvckN1c3RvbWVyJ10sXG4gICAgbWVudTogW3sgc2VjdGlvbjogJ2Rhc2hib2FyZCcsIG9yZGVyOiAwIH1dLFxuICB9LFxuXG4gIC8vIFRyYW5zYWN0aW9uc1xuICB7XG4gICAgaWQ6ICd0cmFuc2FjdGlvbnMudXBjb21pbmcnLFxuICAgIHBhdGg6ICcvdHJhbnNhY3Rpb25zL3VwY29taW5nJyxcbiAgICB0aXRsZTogJ1VwY29taW5nIFRyYW5zYWN0aW9ucycsXG4gICAgYWNjZXNzOiBidXNpbmVzc1N0YWZmQW5kQWRtaW4sXG4gICAgcHJvZHVjdHM6IFsnQnVzaW5lc3NTeXN0ZW0nXSxcbiAgICBkZWZhdWx0UXVlcnk6IFBBR0VfT05FLFxuICAgIG1lbnU6IFt7IHNlY3Rpb246ICd0cmFuc2FjdGlvbnMnLCBvcmRlcjogMCwgbGFiZWw6ICdVcGNvbWluZycgfV0sXG4gIH0sXG4gIHtcbiAgICBpZDogJ3RyYW5zYWN0aW9ucy5zZW5kUGF5bWVudCcsXG4gICAgcGF0aDogJy90cmFuc2FjdGlvbnMvc2VuZC1wYXltZW50JyxcbiAgICB0aXRsZTogJ1NlbmQgUGF5bWVudCcsXG4gICAgYWNjZXNzOiBvd25lck9yRW1wbG95ZWVXaXRoUmlnaHRzLFxuICAgIHByb2R1Y3RzOiBbJ0J1c2luZXNzU3lzdGVtJ10sXG4gICAgcGFyZW50OiAndHJhbnNhY3Rpb25zLnVwY29taW5nJyxcbiAgfSxcbiAge1xuICAgIGlkOiAndHJhbnNhY3Rpb25zLnNlbmRQYXltZW50LmFkZFZlbmRvcicsXG4gICAgcGF0aDogJy90cmFuc2FjdGlvbnMvc2VuZC1wYXltZW50L2FkZC12ZW5kb3InLFxuICAgIHRpdGxlOiAnQWRkIFZlbmRvcicsXG4gICAgYWNjZXNzOiBvd25lck9yRW1wbG95ZWVXaXRoUmlnaHRzLFxuICAgIHByb2R1Y3RzOiBbJ0J1c2luZXNzU3lzdGVtJ10sXG4gICAgcGFyZW50OiAndHJhbnNhY3Rpb25zLnNlbmRQYXltZW50JyxcbiAgfSxcbiAge1xuICAgIGlkOiAndHJhbnNhY3Rpb25zLmZvckFwcHJvdmFsJyxcbiAgICBwYXRoOiAnL3RyYW5zYWN0aW9ucy9mb3JhcHByb3ZhbCcsXG4gICAgdGl0bGU6ICdUcmFuc2FjdGlvbnMgRm9yIEFwcHJvdmFsJyxcbiAgICBhY2Nlc3M6IGJ1c2luZXNzU3RhZmZBbmRBZG1pbixcbiAgICBwcm9kdWN0czogWydBcHByb3ZhbCddLFxuICAgIG5lZWRzQXBwcm92YWxFbmFibGVkOiB0cnVlLFxuICAgIGRlZmF1bHRRdWVyeTogUEFHRV9PTkUsXG4gICAgbWVudTogW3sgc2VjdGlvbjogJ3RyYW5zYWN0aW9ucycsIG9yZGVyOiAxLCBsYWJlbDogJ0ZvciBBcHByb3ZhbCcsIHJvbGVzOiBidXNpbmVzc1N0YWZmIH1dLFxuICB9LFxuICB7XG4gICAgaWQ6ICd0cmFuc2FjdGlvbnMuY29tcGxldGVkJyxcbiAgICBwYXRoOiAnL3RyYW5zYWN0aW9ucy9jb21wbGV0ZWQnLFxuICAgIHRpdGxlOiAnQ29tcGxldGVkIFRyYW5zYWN0aW9ucycsXG4gICAgYWNjZXNzOiBbYWRtaW4sIG93bmVyLCBlbXBsb3llZSwgdmVuZG9yTWFuYWdlcl0sXG4gICAgcHJvZHVjdHM6IFsnQnVzaW5lc3NTeXN0ZW0nLCAnQVBJJywgJ09uRGVtYW5kUGF5bWVudHMnXSxcbiAgICBkZWZhdWx0UXVlcnk6IFBBR0VfT05FLFxuICAgIG1lbnU6IFt7IHNlY3Rpb246ICd0cmFuc2FjdGlvbnMnLCBvcmRlcjogMiwgbGFiZWw6ICdDb21wbGV0ZWQnIH1dLFxuICB9LFxuICB7XG4gICAgaWQ6ICd0cmFuc2FjdGlvbnMuZmFpbGVkJyxcbiAgICBwYXRoOiAnL3RyYW5zYWN0aW9ucy9mYWlsZWQnLFxuICAgIHRpdGxlOiAnRmFpbGVkIFRyYW5zYWN0aW9ucycsXG4gICAgYWNjZXNzOiBbYWRtaW4sIG93bmVyLCBlbXBsb3llZSwgdmVuZG9yTWFuYWdlcl0sXG4gICAgcHJvZHVjdHM6IFsnQnVzaW5lc3NTeXN0ZW0nLCAnQVBJJywgJ09uRGVtYW5kUGF5bWVudHMnXSxcbiAgICBkZWZhdWx0UXVlcnk6IFBBR0VfT05FLFxuICAgIG1lbnU6IFt7IHNlY3Rpb246ICd0cmFuc2FjdGlvbnMnLCBvcmRlcjogMywgbGFiZWw6ICdGYWlsZWQnIH1dLFxuICB9LFxuICB7XG4gICAgaWQ6ICd0cmFuc2FjdGlvbnMuZGV0YWlscycsXG4gICAgcGF0aDogJy90cmFuc2FjdGlvbnMvZGV0YWlscy86aWQnLFxuICAgIHRpdGxlOiAnUGF5bWVudCBEZXRhaWxzJyxcbiAgICBhY2Nlc3M6IFthZG1pbiwgb3duZXIsIGVtcGxveWVlLCB2ZW5kb3JNYW5hZ2VyXSxcbiAgICBwYXJlbnQ6ICd0cmFuc2FjdGlvbnMuY29tcGxldGVkJyxcbiAgfSxcbiAge1xuICAgIGlkOiAncGEudHJhbnNhY3Rpb25zLnN1YnNjcmlwdGlvblBheW1lbnRzJyxcbiAgICBwYXRoOiAnL3BhL3RyYW5zYWN0aW9ucy9zdWJzY3JpcHRpb24tcGF5bWVudHMnLFxuICAgIHRpdGxlOiAnU3Vic2NyaXB0aW9uIFBheW1lbnRzJyxcbiAgICBhY2Nlc3M6IFthZG1pbl0sXG4gICAgZGVmYXVsdFF1ZXJ5OiBQQUdFX09ORSxcbiAgICBtZW51OiBbeyBzZWN0aW9uOiAndHJhbnNhY3Rpb25zJywgb3JkZXI6IDQgfV0sXG4gIH0sXG4gIHtcbiAgICBpZDogJ3BhLnRyYW5zYWN0aW9ucy50ZXN0UGF5bWVudHMnLFxuICAgIHBhdGg6ICcvcGEvdHJhbnNhY3Rpb25zL3Rlc3QtcGF5bWVudHMnLFxuICAgIHRpdGxlOiAnVGVzdCBQYXltZW50cycsXG4gICAgYWNjZXNzOiBbYWRtaW5dLFxuICAgIGRlZmF1bHRRdWVyeTogUEFHRV9PTkUsXG4gICAgbWVudTogW3sgc2VjdGlvbjogJ3RyYW5zYWN0aW9ucycsIG9yZGVyOiA1IH1dLFxuICB9LFxuXG4gIC8vIENvbGxlY3Rpb25zXG4gIHtcbiAgICBpZDogJ2NvbGxlY3Rpb25zLmNvbXBsZXRlZCcsXG4gICAgcGF0aDogJy9jb2xsZWN0aW9ucy9jb21wbGV0ZWQnLFxuICAgIHRpdGxlOiAnQ29tcGxldGVkIENvbGxlY3Rpb25zJyxcbiAgICBhY2Nlc3M6IGJ1c2luZXNzU3RhZmZBbmRBZG1pbixcbiAgICBwcm9kdWN0czogQ09MTEVDVElPTl9QUk9EVUNUUyxcbiAgICBkZWZhdWx0UXVlcnk6IFBBR0VfT05FLFxuICAgIG1lbnU6IFt7IHNlY3Rpb246ICdjb2xsZWN0aW9ucycsIG9yZGVyOiAwLCBsYWJlbDogJ0NvbXBsZXRlZCcgfV0sXG4gIH0sXG4gIHtcbiAgICBpZDogJ2NvbGxlY3Rpb25zLmZhaWxlZCcsXG4gICAgcGF0aDogJy9jb2xsZWN0aW9ucy9mYWlsZWQnLFxuICAgIHRpdGxlOiAnRmFpbGVkIENvbGxlY3Rpb25zJyxcbiAgICBhY2Nlc3M6IGJ1c2luZXNzU3RhZmZBbmRBZG1pbixcbiAgICBwcm9kdWN0czogQ09MTEVDVElPTl9QUk9EVUNUUyxcbiAgICBkZWZhdWx0UXVlcnk6IFBBR0VfT05FLFxuICAgIG1lbnU6IFt7IHNlY3Rpb246ICdjb2xsZWN0aW9ucycsIG9yZGVyOiAxLCBsYWJlbDogJ0ZhaWxlZCcgfV0sXG4gIH0sXG5cbiAgLy8gSW5zdGFudCBjb2xsZWN0aW9uczogdGhlIGNvbnN1bWVycyAoSW5zdGFudENvbGxlY3Rpb24pIGFuZCwgb24gRW5hYmxlZCwgdGhlIGNvbm5lY3RlZCBjdXN0b21lcnMgKEluc3RhbnRDb2xsZWN0aW9uRm9yQ3VzdG9tZXIpLlxuICB7XG4gICAgaWQ6ICdpbnN0YW50Q29sbGVjdGlvbnMuZW5hYmxlZCcsXG4gICAgcGF0aDogJy9pbnN0YW50LWNvbGxlY3Rpb25zL2VuYWJsZWQnLFxuICAgIHRpdGxlOiAnSW5zdGFudCBDb2xsZWN0aW9ucyBDb25zdW1lcnMnLFxuICAgIGFjY2VzczogKHUpID0+IHUucm9sZSA9PT0gYWRtaW4gfHwgKG93bmVyT3JFbXBsb3llZVdpdGhSaWdodHMgYXMgKHU6IFVzZXJDb250ZXh0KSA9PiBib29sZWFuKSh1KSxcbiAgICBwcm9kdWN0czogQ09MTEVDVElPTl9QUk9EVUNUUyxcbiAgICBkZWZhdWx0UXVlcnk6IFBBR0VfT05FLFxuICAgIG1lbnU6IFt7IHNlY3Rpb246ICdpbnN0YW50Q29sbGVjdGlvbnMnLCBvcmRlcjogMCwgbGFiZWw6ICdFbmFibGVkJyB9XSxcbiAgfSxcbiAgLyoqIFRoZSBidXNpbmVzcydzIGxpbWl0cyBvbiBjb25zdW1lciBkZWJpdHMgYW5kIGhvdyBjb25zdW1lcnMnIGFjY291bnRzIGFyZSBjaGVja2VkIChkZWNpc2lvbiAwNTIpLCBsaW5rZWQgZnJvbSB0aGUgbGlzdHMuICovXG4gIHtcbiAgICBpZDogJ2luc3RhbnRDb2xsZWN0aW9ucy5kZWJpdFNldHRpbmdzJyxcbiAgICBwYXRoOiAnL2luc3RhbnQtY29sbGVjdGlvbnMvZGViaXQtc2V0dGluZ3MnLFxuICAgIHRpdGxlOiAnQ29uc3VtZXIgRGViaXQgU2V0dGluZ3MnLFxuICAgIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cyxcbiAgICBwcm9kdWN0czogWydJbnN0YW50Q29sbGVjdGlvbiddLFxuICAgIHBhcmVudDogJ2luc3RhbnRDb2xsZWN0aW9ucy5lbmFibGVkJyxcbiAgfSxcbiAge1xuICAgIGlkOiAnaW5zdGFudENvbGxlY3Rpb25zLnBlbmRpbmcnLFxuICAgIHBhdGg6ICcvaW5zdGFudC1jb2xsZWN0aW9ucy9wZW5kaW5nJyxcbiAgICB0aXRsZTogJ1BlbmRpbmcgSW5zdGFudCBDb2xsZWN0aW9ucyBDb25zdW1lcnMnLFxuICAgIGFjY2VzczogKHUpID0+IHUucm9sZSA9PT0gYWRtaW4gfHwgKG93bmVyT3JFbXBsb3llZVdpdGhSaWdodHMgYXMgKHU6IFVzZXJDb250ZXh0KSA9PiBib29sZWFuKSh1KSxcbiAgICBwcm9kdWN0czogQ09MTEVDVElPTl9QUk9EVUNUUyxcbiAgICBkZWZhdWx0UXVlcnk6IFBBR0VfT05FLFxuICAgIG1lbnU6IFt7IHNlY3Rpb246ICdpbnN0YW50Q29sbGVjdGlvbnMnLCBvcmRlcjogMSwgbGFiZWw6ICdQZW5kaW5nJyB9XSxcbiAgfSxcblxuICAvLyBPbiBkZW1hbmRcbiAge1xuICAgIGlkOiAnb25EZW1hbmQuY29uc3VtZXJzJyxcbiAgICBwYXRoOiAnL29uLWRlbWFuZC9jb25zdW1lcnMnLFxuICAgIHRpdGxlOiAnQWN0aXZlIFBheW1lbnRzJyxcbiAgICBhY2Nlc3M6IGJ1c2luZXNzU3RhZmZBbmRBZG1pbixcbiAgICBwcm9kdWN0czogWydPbkRlbWFuZFBheW1lbnRzJ10sXG4gICAgZGVmYXVsdFF1ZXJ5OiBQQUdFX09ORSxcbiAgICBtZW51OiBbXG4gICAgICB7IHNlY3Rpb246ICdvbkRlbWFuZCcsIG9yZGVyOiAwLCBsYWJlbDogJ0NyZWF0ZSBQYXltZW50Jywgcm9sZXM6IFtvd25lcl0gfSxcbiAgICAgIHsgc2VjdGlvbjogJ29uRGVtYW5kJywgb3JkZXI6IDAsIGxhYmVsOiAnUGF5bWVudHMnLCByb2xlczogW2FkbWluLCBlbXBsb3llZV0gfSxcbiAgICBdLFxuICB9LFxuICB7XG4gICAgaWQ6ICdvbkRlbWFuZC5jb21wbGV0ZWQnLFxuICAgIHBhdGg6ICcvb24tZGVtYW5kL2NvbXBsZXRlZCcsXG4gICAgdGl0bGU6ICdDb21wbGV0ZWQnLFxuICAgIGFjY2VzczogYnVzaW5lc3NTdGFmZkFuZEFkbWluLFxuICAgIHByb2R1Y3RzOiBbJ09uRGVtYW5kUGF5bWVudHMnXSxcbiAgICBwYXJlbnQ6ICdvbkRlbWFuZC5jb25zdW1lcnMnLFxuICAgIGRlZmF1bHRRdWVyeTogUEFHRV9PTkUsXG4gICAgbWVudTogW3sgc2VjdGlvbjogJ29uRGVtYW5kJywgb3JkZXI6IDEsIHJvbGVzOiBbb3duZXJdIH1dLFxuICB9LFxuICB7XG4gICAgaWQ6ICdvbkRlbWFuZC5wZW5kaW5nJyxcbiAgICBwYXRoOiAnL29uLWRlbWFuZC9wZW5kaW5nJyxcbiAgICB0aXRsZTogJ1BlbmRpbmcnLFxuICAgIGFjY2VzczogYnVzaW5lc3NTdGFmZkFuZEFkbWluLFxuICAgIHByb2R1Y3RzOiBbJ09uRGVtYW5kUGF5bWVudHMnXSxcbiAgICBwYXJlbnQ6ICdvbkRlbWFuZC5jb25zdW1lcnMnLFxuICAgIGRlZmF1bHRRdWVyeTogUEFHRV9PTkUsXG4gICAgbWVudTogW3sgc2VjdGlvbjogJ29uRGVtYW5kJywgb3JkZXI6IDIsIHJvbGVzOiBbb3duZXJdIH1dLFxuICB9LFxuICAvLyBOb3QgaW4gc3BlYyDCpzI6IHdpdGhvdXQgaXQgYSByZXR1cm5lZCBvciBmYWlsZWQgY29uc3VtZXIgcGF5bWVudCB3b3VsZCBiZSBvbiBubyBsaXN0LlxuICB7XG4gICAgaWQ6ICdvbkRlbWFuZC5mYWlsZWQnLFxuICAgIHBhdGg6ICcvb24tZGVtYW5kL2ZhaWxlZCcsXG4gICAgdGl0bGU6ICdGYWlsZWQnLFxuICAgIGFjY2VzczogYnVzaW5lc3NTdGFmZkFuZEFkbWluLFxuICAgIHByb2R1Y3RzOiBbJ09uRGVtYW5kUGF5bWVudHMnXSxcbiAgICBwYXJlbnQ6ICdvbkRlbWFuZC5jb25zdW1lcnMnLFxuICAgIGRlZmF1bHRRdWVyeTogUEFHRV9PTkUsXG4gICAgbWVudTogW3sgc2VjdGlvbjogJ29uRGVtYW5kJywgb3JkZXI6IDMsIHJvbGVzOiBbb3duZXJdIH1dLFxuICB9LFxuXG4gIC8vIE1hbmFnZSB1c2Vyc1xuICAuLi4oXG4gICAgW1xuICAgICAgeyB0YWI6ICdhY3RpdmUnLCB0aXRsZTogJ0FjdGl2ZSBVc2VycycgfSxcbiAgICAgIHsgdGFiOiAncGVuZGluZycsIHRpdGxlOiAnUGVuZGluZycgfSxcbiAgICAgIHsgdGFiOiAnc3VzcGVuZGVkJywgdGl0bGU6ICdTdXNwZW5kZWQnIH0sXG4gICAgXSBhcyBjb25zdFxuICApLm1hcDxSb3V0ZURlZj4oKHQpID0+ICh7XG4gICAgaWQ6IGBiby5tYW5hZ2VVc2Vycy4ke3QudGFifWAsXG4gICAgcGF0aDogYC9iby9tYW5hZ2UtdXNlcnMvJHt0LnRhYn1gLFxuICAgIHRpdGxlOiB0LnRpdGxlLFxuICAgIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cyxcbiAgICBkZWZhdWx0UXVlcnk6IFBBR0VfT05FLFxuICAgIHBhcmVudDogdC50YWIgPT09ICdhY3RpdmUnID8gdW5kZWZpbmVkIDogJ2JvLm1hbmFnZVVzZXJzLmFjdGl2ZScsXG4gICAgbWVudTogdC50YWIgPT09ICdhY3RpdmUnID8gW3sgc2VjdGlvbjogJ21hbmFnZVVzZXJzJywgb3JkZXI6IDAsIGxhYmVsOiAnTWFuYWdlIFVzZXJzJyB9XSA6IHVuZGVmaW5lZCxcbiAgfSkpLFxuXG4gIC8vIE1hbmFnZSBwYXllZXMgYW5kIGFjY291bnRpbmcgaW50ZWdyYXRpb25zXG4gIC4uLm1hbmFnZVBheWVlc1JvdXRlcygpLFxuICB7XG4gICAgLy8gQSBsaW5rIChub3QgYSBmb3JtOiB0aGUgd2ViJ3MgQ1NQIGZvcm0tYWN0aW9uIGtlZXBzIGZvcm0gcG9zdHMgb24gb3VyIG9yaWdpbikgdG8gdGhlIHN5c3RlbSdzIGNvbnNlbnQgcGFnZS5cbiAgICBpZDogJ21hbmFnZVBheWVlcy5jb25uZWN0JyxcbiAgICBwYXRoOiAnL21hbmFnZS1wYXllZXMvY29ubmVjdC86c3lzdGVtJyxcbiAgICB0aXRsZTogJ0Nvbm5lY3QgYWNjb3VudGluZyBzeXN0ZW0nLFxuICAgIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cyxcbiAgICBwcm9kdWN0czogWydCdXNpbmVzc1N5c3RlbSddLFxuICB9LFxuICB7XG4gICAgLy8gVGhlIE9BdXRoIHJlZGlyZWN0IFVSSSBldmVyeSBhY2NvdW50aW5nIHN5c3RlbSBzZW5kcyB0aGUgYnJvd3NlciBiYWNrIHRvIChkZWNpc2lvbiAwMzEpLlxuICAgIGlkOiAnbWFuYWdlUGF5ZWVzLmNhbGxiYWNrJyxcbiAgICBwYXRoOiAnL21hbmFnZS1wYXllZXMvY2FsbGJhY2snLFxuICAgIHRpdGxlOiAnQ29ubmVjdGluZyBhY2NvdW50aW5nIHN5c3RlbScsXG4gICAgYWNjZXNzOiBvd25lck9yRW1wbG95ZWVXaXRoUmlnaHRzLFxuICAgIHByb2R1Y3RzOiBbJ0J1c2luZXNzU3lzdGVtJ10sXG4gIH0sXG4gIC4uLmludGVncmF0aW9uTGlzdFJvdXRlcygpLFxuXG4gIC8vIFN1YnNjcmlwdGlvbiAoYnVzaW5lc3MpXG4gIC4uLihcbiAgICBbXG4gICAgICB7IHNsdWc6ICdzZXJ2aWNlLWxldmVsJywgdGl0bGU6ICdTZXJ2aWNlIExldmVsJyB9LFxuICAgICAgeyBzbHVnOiAndGVybXMnLCB0aXRsZTogJ1Rlcm1zJyB9LFxuICAgICAgeyBzbHVnOiAnZGF0ZXMnLCB0aXRsZTogJ0RhdGVzJyB9LFxuICAgICAgeyBzbHVnOiAnaW52b2ljZXMnLCB0aXRsZTogJ0ludm9pY2VzJyB9LFxuICAgICAgeyBzbHVnOiAncHJvZHVjdHMnLCB0aXRsZTogJ1Byb2R1Y3RzJyB9LFxuICAgIF0gYXMgY29uc3RcbiAgKS5tYXA8Um91dGVEZWY+KChwLCBpKSA9PiAoe1xuICAgIGlkOiBgYm8uc3Vic2NyaXB0aW9uLiR7cC5zbHVnfWAsXG4gICAgcGF0aDogYC9iby9zdWJzY3JpcHRpb24vJHtwLnNsdWd9YCxcbiAgICB0aXRsZTogcC50aXRsZSxcbiAgICBhY2Nlc3M6IG93bmVyT3JFbXBsb3llZVdpdGhSaWdodHMsXG4gICAgbWVudTogW3sgc2VjdGlvbjogJ3N1YnNjcmlwdGlvbicsIG9yZGVyOiBpIH1dLFxuICB9KSksXG5cbiAgLy8gU2V0dXAgKGJ1c2luZXNzLCBpbiB0aGUgb3duZXIncyBtZW51IG9yZGVyKVxuICB7IGlkOiAnc2V0dXAuYWRkcmVzcycsIHBhdGg6ICcvc2V0dXAvYWRkcmVzcycsIHRpdGxlOiAnQWRkcmVzcycsIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cywgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDAgfV0gfSxcbiAgeyBpZDogJ2JvLnNldHVwLmJhbmtBY2NvdW50JywgcGF0aDogJy9iby9zZXR1cC9iYW5rLWFjY291bnQnLCB0aXRsZTogJ0JhbmsgQWNjb3VudCcsIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cywgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDEgfV0gfSxcbiAgeyBpZDogJ2JvLnNldHVwLmJhbmtJbnRlZ3JhdGlvbicsIHBhdGg6ICcvYm8vc2V0dXAvYmFuay1pbnRlZ3JhdGlvbicsIHRpdGxlOiAnQmFuayBJbnRlZ3JhdGlvbicsIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cywgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDIgfV0gfSxcbiAgeyBpZDogJ2JvLnNldHVwLmJhbmtzU2V0dGluZ3MnLCBwYXRoOiAnL2JvL3NldHVwL2JhbmtzLXNldHRpbmdzJywgdGl0bGU6ICdCYW5rcyBTZXR0aW5ncycsIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cywgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDMgfV0gfSxcbiAgeyBpZDogJ2JvLnNldHVwLmJ1c2luZXNzU3lzdGVtJywgcGF0aDogJy9iby9zZXR1cC9idXNpbmVzcy1zeXN0ZW0nLCB0aXRsZTogJ0J1c2luZXNzIFN5c3RlbScsIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cywgcHJvZHVjdHM6IFsnQnVzaW5lc3NTeXN0ZW0nXSwgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDQgfV0gfSxcbiAgeyBpZDogJ3NldHVwLmFwaUtleXMnLCBwYXRoOiBBUElfS0VZU19QQVRILCB0aXRsZTogJ0FQSSBLZXlzJywgYWNjZXNzOiBvd25lck9yRW1wbG95ZWVXaXRoUmlnaHRzLCBwcm9kdWN0czogWydBUEknXSwgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDUgfV0gfSxcbiAgeyBpZDogJ2JvLnNldHVwLnBheW1lbnRUaW1lJywgcGF0aDogJy9iby9zZXR1cC9wYXltZW50LXRpbWUnLCB0aXRsZTogJ1BheW1lbnQgVGltZScsIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cywgcHJvZHVjdHM6IFsnQnVzaW5lc3NTeXN0ZW0nLCAnQXBwcm92YWwnXSwgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDYgfV0gfSxcbiAgeyBpZDogJ2JvLnNldHVwLnBheW1lbnRUZXN0JywgcGF0aDogJy9iby9zZXR1cC9wYXltZW50LXRlc3QnLCB0aXRsZTogJ1BheW1lbnQgVGVzdCcsIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cywgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDcgfV0gfSxcbiAgeyBpZDogJ3NldHVwLmVtYWlsU2V0dGluZ3MnLCBwYXRoOiAnL3NldHVwL2VtYWlsLXNldHRpbmdzJywgdGl0bGU6ICdFbWFpbCBTZXR0aW5ncycsIGFjY2Vzczogb3duZXJPckVtcGxveWVlV2l0aFJpZ2h0cywgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDggfV0gfSxcbiAgeyBpZDogJ2JvLnNldHVwLmFwcHJvdmFsRm9yUGF5bWVudHMnLCBwYXRoOiAnL2JvL3NldHVwL2FwcHJvdmFsLWZvci1wYXltZW50cycsIHRpdGxlOiAnQXBwcm92YWwgRm9yIFBheW1lbnRzJywgYWNjZXNzOiBvd25lck9yRW1wbG95ZWVXaXRoUmlnaHRzLCBwcm9kdWN0czogWydBcHByb3ZhbCddLCBtZW51OiBbeyBzZWN0aW9uOiAnc2V0dXAnLCBvcmRlcjogOSB9XSB9LFxuICB7IGlkOiAnYm8uc2V0dXAuYWN1bWF0aWNhSW5zdHJ1Y3Rpb24nLCBwYXRoOiAnL2JvL3NldHVwL2FjdW1hdGljYS1pbnN0cnVjdGlvbicsIHRpdGxlOiAnQWN1bWF0aWNhIEluc3RydWN0aW9uJywgYWNjZXNzOiBvd25lck9yRW1wbG95ZWVXaXRoUmlnaHRzLCBwcm9kdWN0czogWydCdXNpbmVzc1N5c3RlbSddLCBmZWF0dXJlRmxhZzogJ2FjdW1hdGljYScgfSxcbiAgeyBpZDogJ2JvLnNldHVwLnByb2ZpbGUnLCBwYXRoOiAnL2JvL3NldHVwL3Byb2ZpbGUnLCB0aXRsZTogJ1VzZXIgUHJvZmlsZScsIGFjY2VzczogYnVzaW5lc3NTdGFmZiwgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDEwLCBsYWJlbDogJ1Byb2ZpbGUnLCByb2xlczogW293bmVyXSB9XSB9LFxuICB7IGlkOiAnYm8ud2VsY29tZScsIHBhdGg6ICcvYm8vd2VsY29tZScsIHRpdGxlOiAnV2VsY29tZScsIGFjY2VzczogW293bmVyXSB9LFxuICB7IGlkOiAnc2V0dXAuYnJhbmRpbmcnLCBwYXRoOiAnL3NldHVwL2JyYW5kaW5nJywgdGl0bGU6ICdCcmFuZGluZycsIGFjY2VzczogW293bmVyXSwgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDExIH1dIH0sXG4gIHsgaWQ6ICdzZXR1cC5iYW5rQWNjb3VudCcsIHBhdGg6ICcvc2V0dXAvYmFuay1hY2NvdW50JywgdGl0bGU6ICdCYW5rIEFjY291bnQnLCBhY2Nlc3M6IFt2ZW5kb3JNYW5hZ2VyXSwgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDAgfV0gfSxcbiAge1xuICAgIGlkOiAnc2V0dXAucHJvZmlsZScsXG4gICAgcGF0aDogJy9zZXR1cC9wcm9maWxlJyxcbiAgICB0aXRsZTogJ1VzZXIgUHJvZmlsZScsXG4gICAgYWNjZXNzOiBbZW1wbG95ZWUsIGFkbWluLCB2ZW5kb3JNYW5hZ2VyXSxcbiAgICBtZW51OiBbeyBzZWN0aW9uOiAnc2V0dXAnLCBvcmRlcjogMjAsIGxhYmVsOiAnUHJvZmlsZScgfV0sXG4gIH0sXG5cbiAgLy8gUGxhdGZvcm0gYWRtaW5cbiAgeyBpZDogJ3BhLmJ1c2luZXNzZXMnLCBwYXRoOiAnL3BhL2J1c2luZXNzZXMnLCB0aXRsZTogJ0J1c2luZXNzZXMnLCBhY2Nlc3M6IFthZG1pbl0sIG1lbnU6IFt7IHNlY3Rpb246ICdidXNpbmVzc2VzJywgb3JkZXI6IDAgfV0gfSxcbiAgeyBpZDogJ3BhLmJ1c2luZXNzRGFzaGJvYXJkJywgcGF0aDogJy9wYS9idXNpbmVzc2VzL2Rhc2hib2FyZC86aWQ/JywgdGl0bGU6ICdCdXNpbmVzcyBEYXNoYm9hcmQnLCBhY2Nlc3M6IFthZG1pbl0sIHBhcmVudDogJ3BhLmJ1c2luZXNzZXMnIH0sXG4gIHsgaWQ6ICdwYS5lcnJvcnMnLCBwYXRoOiAnL3BhL2Vycm9ycycsIHRpdGxlOiAnRXJyb3JzJywgYWNjZXNzOiBbYWRtaW5dLCBtZW51OiBbeyBzZWN0aW9uOiAnZXJyb3JzJywgb3JkZXI6IDAgfV0gfSxcbiAgeyBpZDogJ3BhLnN1YnNjcmlwdGlvbicsIHBhdGg6ICcvcGEvc3Vic2NyaXB0aW9uJywgdGl0bGU6ICdTdWJzY3JpcHRpb24nLCBhY2Nlc3M6IFthZG1pbl0sIG1lbnU6IFt7IHNlY3Rpb246ICdhZG1pblN1YnNjcmlwdGlvbicsIG9yZGVyOiAwIH1dIH0sXG4gIHsgaWQ6ICdwYS5iYW5rcy5saXN0JywgcGF0aDogJy9wYS9iYW5rcy9saXN0JywgdGl0bGU6ICdCYW5rcycsIGFjY2VzczogW2FkbWluXSwgbWVudTogW3sgc2VjdGlvbjogJ2JhbmtzJywgb3JkZXI6IDAgfV0gfSxcbiAgeyBpZDogJ3BhLmJhbmtzLnVzZXJzJywgcGF0aDogJy9wYS9iYW5rcy91c2VycycsIHRpdGxlOiAnVXNlcnMnLCBhY2Nlc3M6IFthZG1pbl0sIG1lbnU6IFt7IHNlY3Rpb246ICdiYW5rcycsIG9yZGVyOiAxIH1dIH0sXG4gIHsgaWQ6ICdwYS5zZXR1cC5iYW5rQWNjb3VudHMnLCBwYXRoOiAnL3BhL3NldHVwL2JhbmstYWNjb3VudHMnLCB0aXRsZTogJ0JhbmsgQWNjb3VudHMnLCBhY2Nlc3M6IFthZG1pbl0sIG1lbnU6IFt7IHNlY3Rpb246ICdzZXR1cCcsIG9yZGVyOiAwIH1dIH0sXG4gIHtcbiAgICBpZDogJ3BhLnNldHVwLmFjaFJldHVybnMnLFxuICAgIHBhdGg6ICcvcGEvc2V0dXAvYmFuay1hY2NvdW50cy9yZXR1cm5zJyxcbiAgICB0aXRsZTogJ0FDSCBSZXR1cm5zJyxcbiAgICBhY2Nlc3M6IFthZG1pbl0sXG4gICAgcGFyZW50OiAncGEuc2V0dXAuYmFua0FjY291bnRzJyxcbiAgfSxcbiAgeyBpZDogJ3BhLnNldHVwLmJhbmtzU2V0dGluZ3MnLCBwYXRoOiAnL3BhL3NldHVwL2JhbmtzLXNldHRpbmdzJywgdGl0bGU6ICdCYW5rcyBTZXR0aW5ncycsIGFjY2VzczogW2FkbWluXSwgbWVudTogW3sgc2VjdGlvbjogJ3NldHVwJywgb3JkZXI6IDEgfV0gfSxcbiAgeyBpZDogJ3BhLnNldHVwLmZpbmFuY2lhbEluc3RpdHV0aW9ucycsIHBhdGg6ICcvcGEvc2V0dXAvZmluYW5jaWFsLWluc3RpdHV0aW9ucycsIHRpdGxlOiAnRmluYW5jaWFsIEluc3RpdHV0aW9ucycsIGFjY2VzczogW2FkbWluXSwgZmVhdHVyZUZsYWc6ICdmaW5hbmNpYWxJbnN0aXR1dGlvbicsIG1lbnU6IFt7IHNlY3Rpb246ICdzZXR1cCcsIG9yZGVyOiAyMSB9XSB9LFxuICB7IGlkOiAncGEuc2V0dXAuc2VydmljZUxldmVscycsIHBhdGg6ICcvcGEvc2V0dXAvc2VydmljZS1sZXZlbHMnLCB0aXRsZTogJ1N1YnNjcmlwdGlvbiBNYW5hZ2VtZW50JywgYWNjZXNzOiBbYWRtaW5dLCBtZW51OiBbeyBzZWN0aW9uOiAnc2V0dXAnLCBvcmRlcjogMjIgfV0gfSxcbiAgeyBpZDogJ3BhLnNldHVwLmludGVncmF0aW9ucycsIHBhdGg6ICcvcGEvc2V0dXAvaW50ZWdyYXRpb25zJywgdGl0bGU6ICdJbnRlZ3JhdGlvbnMnLCBhY2Nlc3M6IFthZG1pbl0sIG1lbnU6IFt7IHNlY3Rpb246ICdzZXR1cCcsIG9yZGVyOiAyMyB9XSB9LFxuXG4gIC8vIFJlcG9ydCBleHBvcnRzOiBubyBtZW51IGVudHJ5OyByZWFjaGVkIGZyb20gdGhlIGV4cG9ydCBidXR0b25zIG9mIHRoZSBsaXN0cy4gL3JlcG9ydHMvbmV3IGNvbWVzIGZpcnN0IHNvIGl0IGlzIG5vdCByZWFkIGFzIGFuIGlkLlxuICB7IGlkOiAncmVwb3J0cy5uZXcnLCBwYXRoOiAnL3JlcG9ydHMvbmV3JywgdGl0bGU6ICdFeHBvcnQgYSByZXBvcnQnLCBhY2Nlc3M6IFthZG1pbiwgb3duZXIsIGVtcGxveWVlLCB2ZW5kb3JNYW5hZ2VyXSB9LFxuICB7IGlkOiAncmVwb3J0cy50YXNrJywgcGF0aDogJy9yZXBvcnRzLzppZCcsIHRpdGxlOiAnUmVwb3J0IGV4cG9ydCcsIGFjY2VzczogW2FkbWluLCBvd25lciwgZW1wbG95ZWUsIHZlbmRvck1hbmFnZXJdLCBwYXJlbnQ6ICdyZXBvcnRzLm5ldycgfSxcbl07XG5cbmNvbnN0IGJ5SWQgPSBuZXcgTWFwKFJPVVRFUy5tYXAoKHIpID0+IFtyLmlkLCByXSkpO1xuXG5leHBvcnQgZnVuY3Rpb24gcm91dGVCeUlkKGlkOiBzdHJpbmcpOiBSb3V0ZURlZiB7XG4gIGNvbnN0IHJvdXRlID0gYnlJZC5nZXQoaWQpO1xuICBpZiAoIXJvdXRlKSB0aHJvdyBuZXcgRXJyb3IoYFVua25vd24gcm91dGUgaWQgJHtpZH1gKTtcbiAgcmV0dXJuIHJvdXRlO1xufVxuXG4vKiogVGhlIHJvdXRlJ3MgcGF0aCB3aXRoIG5vIG9wdGlvbmFsIHNlZ21lbnRzIGZpbGxlZCBpbiAoZm9yIGxpbmtzKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBocmVmT2Yocm91dGU6IFJvdXRlRGVmKTogc3RyaW5nIHtcbiAgY29uc3QgcGF0aCA9IHJvdXRlLnBhdGgucmVwbGFjZSgvXFwvOlteL10rXFw/L2csICcnKTtcbiAgY29uc3QgcXVlcnkgPSByb3V0ZS5kZWZhdWx0UXVlcnkgPyBgPyR7bmV3IFVSTFNlYXJjaFBhcmFtcyhyb3V0ZS5kZWZhdWx0UXVlcnkpLnRvU3RyaW5nKCl9YCA6ICcnO1xuICByZXR1cm4gcGF0aCArIHF1ZXJ5O1xufVxuXG5leHBvcnQgZnVuY3Rpb24gaHJlZihpZDogc3RyaW5nKTogc3RyaW5nIHtcbiAgcmV0dXJuIGhyZWZPZihyb3V0ZUJ5SWQoaWQpKTtcbn1cblxuZnVuY3Rpb24gbWF0Y2hlcyhwYXR0ZXJuOiBzdHJpbmcsIHBhdGhuYW1lOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgY29uc3Qgd2FudCA9IHBhdHRlcm4uc3BsaXQoJy8nKS5maWx0ZXIoQm9vbGVhbik7XG4gIGNvbnN0IGdvdCA9IHBhdGhuYW1lLnNwbGl0KCcvJykuZmlsdGVyKEJvb2xlYW4pO1xuICBsZXQgZyA9IDA7XG4gIGZvciAoY29uc3Qgc2VnbWVudCBvZiB3YW50KSB7XG4gICAgY29uc3Qgb3B0aW9uYWwgPSBzZWdtZW50LmVuZHNXaXRoKCc/Jyk7XG4gICAgaWYgKHNlZ21lbnQuc3RhcnRzV2l0aCgnOicpKSB7XG4gICAgICBpZiAoZyA8IGdvdC5sZW5ndGgpIGcrKztcbiAgICAgIGVsc2UgaWYgKCFvcHRpb25hbCkgcmV0dXJuIGZhbHNlO1xuICAgIH0gZWxzZSBpZiAoZ290W2ddID09PSBzZWdtZW50KSBnKys7XG4gICAgZWxzZSByZXR1cm4gZmFsc2U7XG4gIH1cbiAgcmV0dXJuIGcgPT09IGdvdC5sZW5ndGg7XG59XG5cbi8qKiBUaGUgdGFibGUncyByb3V0ZSBmb3IgYSBVUkwgcGF0aCwgaWYgYW55LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG1hdGNoUm91dGUocGF0aG5hbWU6IHN0cmluZyk6IFJvdXRlRGVmIHwgdW5kZWZpbmVkIHtcbiAgY29uc3Qgbm9ybWFsaXNlZCA9IHBhdGhuYW1lLmxlbmd0aCA+IDEgPyBwYXRobmFtZS5yZXBsYWNlKC9cXC8rJC8sICcnKSA6IHBhdGhuYW1lO1xuICByZXR1cm4gUk9VVEVTLmZpbmQoKHIpID0+IG1hdGNoZXMoci5wYXRoLCBub3JtYWxpc2VkKSk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBpc1JvbGVBbGxvd2VkKHJvdXRlOiBSb3V0ZURlZiwgdXNlcjogVXNlckNvbnRleHQpOiBib29sZWFuIHtcbiAgaWYgKCFyb3V0ZS5hY2Nlc3MpIHJldHVybiB0cnVlO1xuICByZXR1cm4gdHlwZW9mIHJvdXRlLmFjY2VzcyA9PT0gJ2Z1bmN0aW9uJyA/IHJvdXRlLmFjY2Vzcyh1c2VyKSA6IHJvdXRlLmFjY2Vzcy5pbmNsdWRlcyh1c2VyLnJvbGUpO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gaXNGZWF0dXJlRW5hYmxlZChyb3V0ZTogUm91dGVEZWYsIGZsYWdzOiBSZWNvcmQ8RmVhdHVyZUZsYWcsIGJvb2xlYW4+ID0gRkVBVFVSRV9GTEFHUyk6IGJvb2xlYW4ge1xuICByZXR1cm4gIXJvdXRlLmZlYXR1cmVGbGFnIHx8IGZsYWdzW3JvdXRlLmZlYXR1cmVGbGFnXTtcbn1cblxuLyoqXG4gKiBUaGUgbGlzdCBhIHBheW1lbnQgbGl2ZXMgaW4gKHRoZSBkZXRhaWxzIHBhZ2UncyBicmVhZGNydW1iIGZvbGxvd3MgaXQpOiBpdHMga2luZCBwaWNrcyB0aGUgc2VjdGlvbiwgaXRzXG4gKiBzdGF0dXMgdGhlIHRhYi4gYGFwcHJvdmFsc09uYDogYSBwYXltZW50IGF3YWl0aW5nIGFwcHJvdmFsIGlzIGluIEZvciBBcHByb3ZhbCwgZWxzZSAoYSBwYXlvdXQtY2hhbmdlIGhvbGQpIGluIFVwY29taW5nLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcGF5bWVudEhvbWVSb3V0ZUlkKHBheW1lbnQ6IHsgdHlwZTogc3RyaW5nOyBzdGF0dXM6IHN0cmluZyB9LCBhcHByb3ZhbHNPbjogYm9vbGVhbik6IHN0cmluZyB7XG4gIGNvbnN0IHsgdHlwZSwgc3RhdHVzIH0gPSBwYXltZW50O1xuICBjb25zdCBmYWlsZWQgPSBzdGF0dXMgPT09ICdlcnJvcicgfHwgc3RhdHVzID09PSAncmV0dXJuZWQnO1xuICBpZiAodHlwZSA9PT0gJ3N1YnNjcmlwdGlvbicpIHJldHVybiAncGEudHJhbnNhY3Rpb25zLnN1YnNjcmlwdGlvblBheW1lbnRzJztcbiAgaWYgKHR5cGUgPT09ICd0ZXN0JykgcmV0dXJuICdwYS50cmFuc2FjdGlvbnMudGVzdFBheW1lbnRzJztcbiAgaWYgKHR5cGUgPT09ICdpbnN0YW50Q29sbGVjdGlvbicpIHJldHVybiBmYWlsZWQgPyAnY29sbGVjdGlvbnMuZmFpbGVkJyA6ICdjb2xsZWN0aW9ucy5jb21wbGV0ZWQnO1xuICBpZiAodHlwZSA9PT0gJ29uRGVtYW5kJykgcmV0dXJuIGZhaWxlZCA/ICdvbkRlbWFuZC5mYWlsZWQnIDogc3RhdHVzID09PSAnc3VjY2VzcycgPyAnb25EZW1hbmQuY29tcGxldGVkJyA6ICdvbkRlbWFuZC5wZW5kaW5nJztcbiAgaWYgKGZhaWxlZCkgcmV0dXJuICd0cmFuc2FjdGlvbnMuZmFpbGVkJztcbiAgaWYgKHN0YXR1cyA9PT0gJ3N1Y2Nlc3MnKSByZXR1cm4gJ3RyYW5zYWN0aW9ucy5jb21wbGV0ZWQnO1xuICBpZiAoc3RhdHVzID09PSAncGVuZGluZ0FwcHJvdmFsJyAmJiBhcHByb3ZhbHNPbikgcmV0dXJuICd0cmFuc2FjdGlvbnMuZm9yQXBwcm92YWwnO1xuICByZXR1cm4gJ3RyYW5zYWN0aW9ucy51cGNvbWluZyc7XG59XG4iXSwibWFwcGluZ3MiOiJBQUFBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQSxTQUFTQSxrQkFBa0IsUUFBUSxjQUFjO0FBQ2pELFNBQVNDLGFBQWEsUUFBMEIsWUFBWTtBQUM1RCxTQUFTQyxhQUFhLFFBQVEsV0FBVztBQUN6QyxTQUFTQyxtQkFBbUIsRUFBRUMsS0FBSyxRQUFpQyxTQUFTOztBQUU3RTs7QUFhQTtBQUNBLE9BQU8sU0FBU0MsV0FBV0EsQ0FBQ0MsSUFBVSxFQUFFQyxRQUE0QixHQUFHLEVBQUUsRUFBRUMsS0FBMkIsR0FBRyxDQUFDLENBQUMsRUFBZTtFQUN4SCxPQUFPO0lBQ0xGLElBQUk7SUFDSkMsUUFBUTtJQUNSRSx5QkFBeUIsRUFBRUgsSUFBSSxLQUFLRixLQUFLLENBQUNNLEtBQUs7SUFDL0NDLGtCQUFrQixFQUFFLEtBQUs7SUFDekJDLDBCQUEwQixFQUFFLEVBQUU7SUFDOUIsR0FBR0o7RUFDTCxDQUFDO0FBQ0g7QUFvQkE7QUFDQSxPQUFPLE1BQU1LLGFBQTRFLEdBQUcsQ0FDMUY7RUFBRUMsR0FBRyxFQUFFLFdBQVc7RUFBRUMsS0FBSyxFQUFFLHFCQUFxQjtFQUFFQyxJQUFJLEVBQUU7QUFBSyxDQUFDLEVBQzlEO0VBQUVGLEdBQUcsRUFBRSxjQUFjO0VBQUVDLEtBQUssRUFBRSxjQUFjO0VBQUVDLElBQUksRUFBRTtBQUFNLENBQUMsRUFDM0Q7RUFBRUYsR0FBRyxFQUFFLGFBQWE7RUFBRUMsS0FBSyxFQUFFLGFBQWE7RUFBRUMsSUFBSSxFQUFFO0FBQU0sQ0FBQyxFQUN6RDtFQUFFRixHQUFHLEVBQUUsT0FBTztFQUFFQyxLQUFLLEVBQUUsT0FBTztFQUFFQyxJQUFJLEVBQUU7QUFBTSxDQUFDLEVBQzdDO0VBQUVGLEdBQUcsRUFBRSxtQkFBbUI7RUFBRUMsS0FBSyxFQUFFLGNBQWM7RUFBRUMsSUFBSSxFQUFFO0FBQUssQ0FBQyxFQUMvRDtFQUFFRixHQUFHLEVBQUUsWUFBWTtFQUFFQyxLQUFLLEVBQUUsWUFBWTtFQUFFQyxJQUFJLEVBQUU7QUFBSyxDQUFDLEVBQ3REO0VBQUVGLEdBQUcsRUFBRSxvQkFBb0I7RUFBRUMsS0FBSyxFQUFFLHFCQUFxQjtFQUFFQyxJQUFJLEVBQUU7QUFBTSxDQUFDLEVBQ3hFO0VBQUVGLEdBQUcsRUFBRSxVQUFVO0VBQUVDLEtBQUssRUFBRSxXQUFXO0VBQUVDLElBQUksRUFBRTtBQUFNLENBQUMsRUFDcEQ7RUFBRUYsR0FBRyxFQUFFLGFBQWE7RUFBRUMsS0FBSyxFQUFFLGNBQWM7RUFBRUMsSUFBSSxFQUFFO0FBQUssQ0FBQyxFQUN6RDtFQUFFRixHQUFHLEVBQUUsY0FBYztFQUFFQyxLQUFLLEVBQUUsZUFBZTtFQUFFQyxJQUFJLEVBQUU7QUFBTSxDQUFDLEVBQzVEO0VBQUVGLEdBQUcsRUFBRSxjQUFjO0VBQUVDLEtBQUssRUFBRSxjQUFjO0VBQUVDLElBQUksRUFBRTtBQUFNLENBQUMsRUFDM0Q7RUFBRUYsR0FBRyxFQUFFLE9BQU87RUFBRUMsS0FBSyxFQUFFLE9BQU87RUFBRUMsSUFBSSxFQUFFO0FBQU0sQ0FBQyxFQUM3QztFQUFFRixHQUFHLEVBQUUsUUFBUTtFQUFFQyxLQUFLLEVBQUUsUUFBUTtFQUFFQyxJQUFJLEVBQUU7QUFBSyxDQUFDLEVBQzlDO0VBQUVGLEdBQUcsRUFBRSxPQUFPO0VBQUVDLEtBQUssRUFBRSxPQUFPO0VBQUVDLElBQUksRUFBRTtBQUFLLENBQUMsQ0FDN0M7QUFzQ0QsTUFBTTtFQUFFQyxLQUFLO0VBQUVQLEtBQUs7RUFBRVEsUUFBUTtFQUFFQyxhQUFhO0VBQUVDO0FBQVMsQ0FBQyxHQUFHaEIsS0FBSztBQUNqRSxNQUFNaUIsUUFBUSxHQUFHO0VBQUVDLElBQUksRUFBRTtBQUFJLENBQVU7O0FBRXZDO0FBQ0EsT0FBTyxNQUFNQyx5QkFBeUIsR0FBSUMsSUFBaUIsSUFDekRBLElBQUksQ0FBQ2xCLElBQUksS0FBS0ksS0FBSyxJQUFLYyxJQUFJLENBQUNsQixJQUFJLEtBQUtZLFFBQVEsSUFBSU0sSUFBSSxDQUFDZix5QkFBMEI7QUFFbkYsTUFBTWdCLGFBQWEsR0FBRyxDQUFDZixLQUFLLEVBQUVRLFFBQVEsQ0FBVTtBQUNoRCxNQUFNUSxxQkFBcUIsR0FBRyxDQUFDVCxLQUFLLEVBQUVQLEtBQUssRUFBRVEsUUFBUSxDQUFVO0FBRS9ELFNBQVNTLGtCQUFrQkEsQ0FBQSxFQUFlO0VBQ3hDLE1BQU1DLElBQUksR0FBRyxDQUNYO0lBQUVDLEdBQUcsRUFBRSxTQUFTO0lBQUVDLEtBQUssRUFBRTtFQUFVLENBQUMsRUFDcEM7SUFBRUQsR0FBRyxFQUFFLFVBQVU7SUFBRUMsS0FBSyxFQUFFO0VBQVcsQ0FBQyxFQUN0QztJQUFFRCxHQUFHLEVBQUUsUUFBUTtJQUFFQyxLQUFLLEVBQUU7RUFBa0IsQ0FBQyxFQUMzQztJQUFFRCxHQUFHLEVBQUUsU0FBUztJQUFFQyxLQUFLLEVBQUU7RUFBcUIsQ0FBQyxDQUNoRDtFQUNELE9BQU85QixrQkFBa0IsQ0FBQytCLE9BQU8sQ0FBRUMsTUFBTSxJQUN2Q0osSUFBSSxDQUNESyxNQUFNLENBQUVDLENBQUMsSUFBS0EsQ0FBQyxDQUFDTCxHQUFHLEtBQUssU0FBUyxJQUFJRyxNQUFNLENBQUNHLGFBQWEsQ0FBQyxDQUMxREMsR0FBRyxDQUFZRixDQUFDLEtBQU07SUFDckJHLEVBQUUsRUFBRSxnQkFBZ0JMLE1BQU0sQ0FBQ00sSUFBSSxJQUFJSixDQUFDLENBQUNMLEdBQUcsRUFBRTtJQUMxQ1UsSUFBSSxFQUFFLGtCQUFrQlAsTUFBTSxDQUFDTSxJQUFJLElBQUlKLENBQUMsQ0FBQ0wsR0FBRyxFQUFFO0lBQzlDQyxLQUFLLEVBQUUsR0FBR0UsTUFBTSxDQUFDUSxJQUFJLFNBQVM7SUFDOUJDLE1BQU0sRUFBRWxCLHlCQUF5QjtJQUNqQ2hCLFFBQVEsRUFBRSxDQUFDLGdCQUFnQixDQUFDO0lBQzVCbUMsWUFBWSxFQUFFckIsUUFBUTtJQUN0QnNCLFdBQVcsRUFBRVgsTUFBTSxDQUFDVyxXQUFXO0lBQy9CQyxJQUFJLEVBQ0ZWLENBQUMsQ0FBQ0wsR0FBRyxLQUFLLFNBQVMsR0FDZixDQUNFO01BQ0VnQixPQUFPLEVBQUUsY0FBYztNQUN2QkMsS0FBSyxFQUFFOUMsa0JBQWtCLENBQUMrQyxPQUFPLENBQUNmLE1BQU0sQ0FBQztNQUN6Q2pCLEtBQUssRUFBRWlCLE1BQU0sQ0FBQ1EsSUFBSTtNQUNsQlEsSUFBSSxFQUFHeEIsSUFBSSxJQUFLQSxJQUFJLENBQUNaLDBCQUEwQixDQUFDcUMsUUFBUSxDQUFDakIsTUFBTSxDQUFDbEIsR0FBRztJQUNyRSxDQUFDLENBQ0YsR0FDRG9DLFNBQVM7SUFDZkMsTUFBTSxFQUFFakIsQ0FBQyxDQUFDTCxHQUFHLEtBQUssU0FBUyxHQUFHcUIsU0FBUyxHQUFHLGdCQUFnQmxCLE1BQU0sQ0FBQ00sSUFBSTtFQUN2RSxDQUFDLENBQUMsQ0FDTixDQUFDO0FBQ0g7QUFFQSxTQUFTYyxxQkFBcUJBLENBQUEsRUFBZTtFQUMzQyxPQUFPcEQsa0JBQWtCLENBQUNvQyxHQUFHLENBQUVKLE1BQU0sS0FBTTtJQUN6Q0ssRUFBRSxFQUFFLGVBQWVMLE1BQU0sQ0FBQ3FCLFFBQVEsRUFBRTtJQUNwQ2QsSUFBSSxFQUFFLHlCQUF5QlAsTUFBTSxDQUFDcUIsUUFBUSxlQUFlO0lBQzdEdkIsS0FBSyxFQUFFLEdBQUdFLE1BQU0sQ0FBQ1EsSUFBSSxjQUFjO0lBQ25DQyxNQUFNLEVBQUVsQix5QkFBeUI7SUFDakNoQixRQUFRLEVBQUUsQ0FBQyxnQkFBZ0IsQ0FBQztJQUM1Qm9DLFdBQVcsRUFBRVgsTUFBTSxDQUFDVztFQUN0QixDQUFDLENBQUMsQ0FBQztBQUNMO0FBRUEsT0FBTyxNQUFNVyxNQUEyQixHQUFHO0FBQ3pDO0FBQ0E7RUFBRWpCLEVBQUUsRUFBRSxPQUFPO0VBQUVFLElBQUksRUFBRSxRQUFRO0VBQUVULEtBQUssRUFBRSxTQUFTO0VBQUV5QixTQUFTLEVBQUU7QUFBSyxDQUFDLEVBQ2xFO0VBQUVsQixFQUFFLEVBQUUsYUFBYTtFQUFFRSxJQUFJLEVBQUUsZUFBZTtFQUFFVCxLQUFLLEVBQUUscUJBQXFCO0VBQUV5QixTQUFTLEVBQUU7QUFBSyxDQUFDLEVBQzNGO0VBQUVsQixFQUFFLEVBQUUsZUFBZTtFQUFFRSxJQUFJLEVBQUUsaUJBQWlCO0VBQUVULEtBQUssRUFBRTtBQUFpQixDQUFDLEVBQ3pFO0VBQ0VPLEVBQUUsRUFBRSxtQkFBbUI7RUFDdkJFLElBQUksRUFBRSxxQkFBcUI7RUFDM0JULEtBQUssRUFBRSxpQ0FBaUM7RUFDeENXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxFQUFFUCxLQUFLLEVBQUVRLFFBQVEsRUFBRUMsYUFBYSxFQUFFQyxRQUFRO0FBQzFELENBQUMsRUFDRDtBQUNBO0VBQUVpQixFQUFFLEVBQUUsWUFBWTtFQUFFRSxJQUFJLEVBQUUsYUFBYTtFQUFFVCxLQUFLLEVBQUU7QUFBUyxDQUFDLEVBQzFEO0VBQUVPLEVBQUUsRUFBRSxVQUFVO0VBQUVFLElBQUksRUFBRSxZQUFZO0VBQUVULEtBQUssRUFBRTtBQUFnQixDQUFDLEVBQzlEO0FBQ0E7RUFBRU8sRUFBRSxFQUFFLFlBQVk7RUFBRUUsSUFBSSxFQUFFLGFBQWE7RUFBRVQsS0FBSyxFQUFFO0FBQWdCLENBQUMsRUFDakU7RUFBRU8sRUFBRSxFQUFFLFFBQVE7RUFBRUUsSUFBSSxFQUFFLFNBQVM7RUFBRVQsS0FBSyxFQUFFO0FBQVcsQ0FBQyxFQUNwRDtFQUFFTyxFQUFFLEVBQUUsZUFBZTtFQUFFRSxJQUFJLEVBQUUsZ0JBQWdCO0VBQUVULEtBQUssRUFBRTtBQUFnQixDQUFDLEVBQ3ZFO0VBQUVPLEVBQUUsRUFBRSxNQUFNO0VBQUVFLElBQUksRUFBRSxPQUFPO0VBQUVULEtBQUssRUFBRTtBQUFVLENBQUMsRUFDL0MsR0FBSSxDQUFDLFVBQVUsRUFBRSxVQUFVLEVBQUUsa0JBQWtCLEVBQUUsa0JBQWtCLEVBQUUsVUFBVSxFQUFFLFFBQVEsQ0FBQyxDQUFXTSxHQUFHLENBQ3JHb0IsSUFBSSxLQUFNO0VBQUVuQixFQUFFLEVBQUUsZ0JBQWdCbUIsSUFBSSxFQUFFO0VBQUVqQixJQUFJLEVBQUUsaUJBQWlCaUIsSUFBSSxFQUFFO0VBQUUxQixLQUFLLEVBQUU7QUFBZSxDQUFDLENBQ2pHLENBQUMsRUFDRDtBQUNBO0VBQUVPLEVBQUUsRUFBRSxtQkFBbUI7RUFBRUUsSUFBSSxFQUFFLHFCQUFxQjtFQUFFVCxLQUFLLEVBQUU7QUFBNEIsQ0FBQyxFQUM1RjtBQUNBO0VBQUVPLEVBQUUsRUFBRSxnQkFBZ0I7RUFBRUUsSUFBSSxFQUFFLDJCQUEyQjtFQUFFVCxLQUFLLEVBQUU7QUFBa0IsQ0FBQyxFQUNyRjtFQUFFTyxFQUFFLEVBQUUsaUJBQWlCO0VBQUVFLElBQUksRUFBRSw0QkFBNEI7RUFBRVQsS0FBSyxFQUFFO0FBQW1CLENBQUMsRUFDeEY7RUFBRU8sRUFBRSxFQUFFLHVCQUF1QjtFQUFFRSxJQUFJLEVBQUUsa0NBQWtDO0VBQUVULEtBQUssRUFBRSw2QkFBNkI7RUFBRXFCLE1BQU0sRUFBRTtBQUFrQixDQUFDO0FBRTFJO0FBQ0E7RUFBRWQsRUFBRSxFQUFFLFVBQVU7RUFBRUUsSUFBSSxFQUFFLFdBQVc7RUFBRVQsS0FBSyxFQUFFLE9BQU87RUFBRVcsTUFBTSxFQUFFLENBQUNyQixRQUFRLENBQUM7RUFBRXdCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxPQUFPO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFBRSxDQUFDO0FBRWpIO0FBQ0E7RUFDRVQsRUFBRSxFQUFFLHVCQUF1QjtFQUMzQkUsSUFBSSxFQUFFLHlCQUF5QjtFQUMvQlQsS0FBSyxFQUFFLHFCQUFxQjtFQUM1QlcsTUFBTSxFQUFFLENBQUN4QixLQUFLLENBQUM7RUFDZjJCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxXQUFXO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFDM0MsQ0FBQyxFQUNEO0VBQ0VULEVBQUUsRUFBRSx1QkFBdUI7RUFDM0JFLElBQUksRUFBRSx5QkFBeUI7RUFDL0JULEtBQUssRUFBRSxxQkFBcUI7RUFDNUJXLE1BQU0sRUFBRWxCLHlCQUF5QjtFQUNqQ2tDLGtCQUFrQixFQUFFLENBQUMsOEJBQThCLENBQUM7RUFDcERiLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxXQUFXO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFDM0MsQ0FBQztBQUVEO0FBQ0E7RUFDRVQsRUFBRSxFQUFFLHVCQUF1QjtFQUMzQkUsSUFBSSxFQUFFLHdCQUF3QjtFQUM5QlQsS0FBSyxFQUFFLHVCQUF1QjtFQUM5QlcsTUFBTSxFQUFFZixxQkFBcUI7RUFDN0JuQixRQUFRLEVBQUUsQ0FBQyxnQkFBZ0IsQ0FBQztFQUM1Qm1DLFlBQVksRUFBRXJCLFFBQVE7RUFDdEJ1QixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsY0FBYztJQUFFQyxLQUFLLEVBQUUsQ0FBQztJQUFFL0IsS0FBSyxFQUFFO0VBQVcsQ0FBQztBQUNqRSxDQUFDLEVBQ0Q7RUFDRXNCLEVBQUUsRUFBRSwwQkFBMEI7RUFDOUJFLElBQUksRUFBRSw0QkFBNEI7RUFDbENULEtBQUssRUFBRSxjQUFjO0VBQ3JCVyxNQUFNLEVBQUVsQix5QkFBeUI7RUFDakNoQixRQUFRLEVBQUUsQ0FBQyxnQkFBZ0IsQ0FBQztFQUM1QjRDLE1BQU0sRUFBRTtBQUNWLENBQUMsRUFDRDtFQUNFZCxFQUFFLEVBQUUsb0NBQW9DO0VBQ3hDRSxJQUFJLEVBQUUsdUNBQXVDO0VBQzdDVCxLQUFLLEVBQUUsWUFBWTtFQUNuQlcsTUFBTSxFQUFFbEIseUJBQXlCO0VBQ2pDaEIsUUFBUSxFQUFFLENBQUMsZ0JBQWdCLENBQUM7RUFDNUI0QyxNQUFNLEVBQUU7QUFDVixDQUFDLEVBQ0Q7RUFDRWQsRUFBRSxFQUFFLDBCQUEwQjtFQUM5QkUsSUFBSSxFQUFFLDJCQUEyQjtFQUNqQ1QsS0FBSyxFQUFFLDJCQUEyQjtFQUNsQ1csTUFBTSxFQUFFZixxQkFBcUI7RUFDN0JuQixRQUFRLEVBQUUsQ0FBQyxVQUFVLENBQUM7RUFDdEJtRCxvQkFBb0IsRUFBRSxJQUFJO0VBQzFCaEIsWUFBWSxFQUFFckIsUUFBUTtFQUN0QnVCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxjQUFjO0lBQUVDLEtBQUssRUFBRSxDQUFDO0lBQUUvQixLQUFLLEVBQUUsY0FBYztJQUFFNEMsS0FBSyxFQUFFbEM7RUFBYyxDQUFDO0FBQzNGLENBQUMsRUFDRDtFQUNFWSxFQUFFLEVBQUUsd0JBQXdCO0VBQzVCRSxJQUFJLEVBQUUseUJBQXlCO0VBQy9CVCxLQUFLLEVBQUUsd0JBQXdCO0VBQy9CVyxNQUFNLEVBQUUsQ0FBQ3hCLEtBQUssRUFBRVAsS0FBSyxFQUFFUSxRQUFRLEVBQUVDLGFBQWEsQ0FBQztFQUMvQ1osUUFBUSxFQUFFLENBQUMsZ0JBQWdCLEVBQUUsS0FBSyxFQUFFLGtCQUFrQixDQUFDO0VBQ3ZEbUMsWUFBWSxFQUFFckIsUUFBUTtFQUN0QnVCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxjQUFjO0lBQUVDLEtBQUssRUFBRSxDQUFDO0lBQUUvQixLQUFLLEVBQUU7RUFBWSxDQUFDO0FBQ2xFLENBQUMsRUFDRDtFQUNFc0IsRUFBRSxFQUFFLHFCQUFxQjtFQUN6QkUsSUFBSSxFQUFFLHNCQUFzQjtFQUM1QlQsS0FBSyxFQUFFLHFCQUFxQjtFQUM1QlcsTUFBTSxFQUFFLENBQUN4QixLQUFLLEVBQUVQLEtBQUssRUFBRVEsUUFBUSxFQUFFQyxhQUFhLENBQUM7RUFDL0NaLFFBQVEsRUFBRSxDQUFDLGdCQUFnQixFQUFFLEtBQUssRUFBRSxrQkFBa0IsQ0FBQztFQUN2RG1DLFlBQVksRUFBRXJCLFFBQVE7RUFDdEJ1QixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsY0FBYztJQUFFQyxLQUFLLEVBQUUsQ0FBQztJQUFFL0IsS0FBSyxFQUFFO0VBQVMsQ0FBQztBQUMvRCxDQUFDLEVBQ0Q7RUFDRXNCLEVBQUUsRUFBRSxzQkFBc0I7RUFDMUJFLElBQUksRUFBRSwyQkFBMkI7RUFDakNULEtBQUssRUFBRSxpQkFBaUI7RUFDeEJXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxFQUFFUCxLQUFLLEVBQUVRLFFBQVEsRUFBRUMsYUFBYSxDQUFDO0VBQy9DZ0MsTUFBTSxFQUFFO0FBQ1YsQ0FBQyxFQUNEO0VBQ0VkLEVBQUUsRUFBRSxzQ0FBc0M7RUFDMUNFLElBQUksRUFBRSx3Q0FBd0M7RUFDOUNULEtBQUssRUFBRSx1QkFBdUI7RUFDOUJXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxDQUFDO0VBQ2Z5QixZQUFZLEVBQUVyQixRQUFRO0VBQ3RCdUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLGNBQWM7SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUM5QyxDQUFDLEVBQ0Q7RUFDRVQsRUFBRSxFQUFFLDhCQUE4QjtFQUNsQ0UsSUFBSSxFQUFFLGdDQUFnQztFQUN0Q1QsS0FBSyxFQUFFLGVBQWU7RUFDdEJXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxDQUFDO0VBQ2Z5QixZQUFZLEVBQUVyQixRQUFRO0VBQ3RCdUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLGNBQWM7SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUM5QyxDQUFDO0FBRUQ7QUFDQTtFQUNFVCxFQUFFLEVBQUUsdUJBQXVCO0VBQzNCRSxJQUFJLEVBQUUsd0JBQXdCO0VBQzlCVCxLQUFLLEVBQUUsdUJBQXVCO0VBQzlCVyxNQUFNLEVBQUVmLHFCQUFxQjtFQUM3Qm5CLFFBQVEsRUFBRUosbUJBQW1CO0VBQzdCdUMsWUFBWSxFQUFFckIsUUFBUTtFQUN0QnVCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxhQUFhO0lBQUVDLEtBQUssRUFBRSxDQUFDO0lBQUUvQixLQUFLLEVBQUU7RUFBWSxDQUFDO0FBQ2pFLENBQUMsRUFDRDtFQUNFc0IsRUFBRSxFQUFFLG9CQUFvQjtFQUN4QkUsSUFBSSxFQUFFLHFCQUFxQjtFQUMzQlQsS0FBSyxFQUFFLG9CQUFvQjtFQUMzQlcsTUFBTSxFQUFFZixxQkFBcUI7RUFDN0JuQixRQUFRLEVBQUVKLG1CQUFtQjtFQUM3QnVDLFlBQVksRUFBRXJCLFFBQVE7RUFDdEJ1QixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsYUFBYTtJQUFFQyxLQUFLLEVBQUUsQ0FBQztJQUFFL0IsS0FBSyxFQUFFO0VBQVMsQ0FBQztBQUM5RCxDQUFDO0FBRUQ7QUFDQTtFQUNFc0IsRUFBRSxFQUFFLDRCQUE0QjtFQUNoQ0UsSUFBSSxFQUFFLDhCQUE4QjtFQUNwQ1QsS0FBSyxFQUFFLCtCQUErQjtFQUN0Q1csTUFBTSxFQUFHbUIsQ0FBQyxJQUFLQSxDQUFDLENBQUN0RCxJQUFJLEtBQUtXLEtBQUssSUFBS00seUJBQXlCLENBQWlDcUMsQ0FBQyxDQUFDO0VBQ2hHckQsUUFBUSxFQUFFSixtQkFBbUI7RUFDN0J1QyxZQUFZLEVBQUVyQixRQUFRO0VBQ3RCdUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLG9CQUFvQjtJQUFFQyxLQUFLLEVBQUUsQ0FBQztJQUFFL0IsS0FBSyxFQUFFO0VBQVUsQ0FBQztBQUN0RSxDQUFDLEVBQ0Q7QUFDQTtFQUNFc0IsRUFBRSxFQUFFLGtDQUFrQztFQUN0Q0UsSUFBSSxFQUFFLHFDQUFxQztFQUMzQ1QsS0FBSyxFQUFFLHlCQUF5QjtFQUNoQ1csTUFBTSxFQUFFbEIseUJBQXlCO0VBQ2pDaEIsUUFBUSxFQUFFLENBQUMsbUJBQW1CLENBQUM7RUFDL0I0QyxNQUFNLEVBQUU7QUFDVixDQUFDLEVBQ0Q7RUFDRWQsRUFBRSxFQUFFLDRCQUE0QjtFQUNoQ0UsSUFBSSxFQUFFLDhCQUE4QjtFQUNwQ1QsS0FBSyxFQUFFLHVDQUF1QztFQUM5Q1csTUFBTSxFQUFHbUIsQ0FBQyxJQUFLQSxDQUFDLENBQUN0RCxJQUFJLEtBQUtXLEtBQUssSUFBS00seUJBQXlCLENBQWlDcUMsQ0FBQyxDQUFDO0VBQ2hHckQsUUFBUSxFQUFFSixtQkFBbUI7RUFDN0J1QyxZQUFZLEVBQUVyQixRQUFRO0VBQ3RCdUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLG9CQUFvQjtJQUFFQyxLQUFLLEVBQUUsQ0FBQztJQUFFL0IsS0FBSyxFQUFFO0VBQVUsQ0FBQztBQUN0RSxDQUFDO0FBRUQ7QUFDQTtFQUNFc0IsRUFBRSxFQUFFLG9CQUFvQjtFQUN4QkUsSUFBSSxFQUFFLHNCQUFzQjtFQUM1QlQsS0FBSyxFQUFFLGlCQUFpQjtFQUN4QlcsTUFBTSxFQUFFZixxQkFBcUI7RUFDN0JuQixRQUFRLEVBQUUsQ0FBQyxrQkFBa0IsQ0FBQztFQUM5Qm1DLFlBQVksRUFBRXJCLFFBQVE7RUFDdEJ1QixJQUFJLEVBQUUsQ0FDSjtJQUFFQyxPQUFPLEVBQUUsVUFBVTtJQUFFQyxLQUFLLEVBQUUsQ0FBQztJQUFFL0IsS0FBSyxFQUFFLGdCQUFnQjtJQUFFNEMsS0FBSyxFQUFFLENBQUNqRCxLQUFLO0VBQUUsQ0FBQyxFQUMxRTtJQUFFbUMsT0FBTyxFQUFFLFVBQVU7SUFBRUMsS0FBSyxFQUFFLENBQUM7SUFBRS9CLEtBQUssRUFBRSxVQUFVO0lBQUU0QyxLQUFLLEVBQUUsQ0FBQzFDLEtBQUssRUFBRUMsUUFBUTtFQUFFLENBQUM7QUFFbEYsQ0FBQyxFQUNEO0VBQ0VtQixFQUFFLEVBQUUsb0JBQW9CO0VBQ3hCRSxJQUFJLEVBQUUsc0JBQXNCO0VBQzVCVCxLQUFLLEVBQUUsV0FBVztFQUNsQlcsTUFBTSxFQUFFZixxQkFBcUI7RUFDN0JuQixRQUFRLEVBQUUsQ0FBQyxrQkFBa0IsQ0FBQztFQUM5QjRDLE1BQU0sRUFBRSxvQkFBb0I7RUFDNUJULFlBQVksRUFBRXJCLFFBQVE7RUFDdEJ1QixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsVUFBVTtJQUFFQyxLQUFLLEVBQUUsQ0FBQztJQUFFYSxLQUFLLEVBQUUsQ0FBQ2pELEtBQUs7RUFBRSxDQUFDO0FBQzFELENBQUMsRUFDRDtFQUNFMkIsRUFBRSxFQUFFLGtCQUFrQjtFQUN0QkUsSUFBSSxFQUFFLG9CQUFvQjtFQUMxQlQsS0FBSyxFQUFFLFNBQVM7RUFDaEJXLE1BQU0sRUFBRWYscUJBQXFCO0VBQzdCbkIsUUFBUSxFQUFFLENBQUMsa0JBQWtCLENBQUM7RUFDOUI0QyxNQUFNLEVBQUUsb0JBQW9CO0VBQzVCVCxZQUFZLEVBQUVyQixRQUFRO0VBQ3RCdUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLFVBQVU7SUFBRUMsS0FBSyxFQUFFLENBQUM7SUFBRWEsS0FBSyxFQUFFLENBQUNqRCxLQUFLO0VBQUUsQ0FBQztBQUMxRCxDQUFDO0FBQ0Q7QUFDQTtFQUNFMkIsRUFBRSxFQUFFLGlCQUFpQjtFQUNyQkUsSUFBSSxFQUFFLG1CQUFtQjtFQUN6QlQsS0FBSyxFQUFFLFFBQVE7RUFDZlcsTUFBTSxFQUFFZixxQkFBcUI7RUFDN0JuQixRQUFRLEVBQUUsQ0FBQyxrQkFBa0IsQ0FBQztFQUM5QjRDLE1BQU0sRUFBRSxvQkFBb0I7RUFDNUJULFlBQVksRUFBRXJCLFFBQVE7RUFDdEJ1QixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsVUFBVTtJQUFFQyxLQUFLLEVBQUUsQ0FBQztJQUFFYSxLQUFLLEVBQUUsQ0FBQ2pELEtBQUs7RUFBRSxDQUFDO0FBQzFELENBQUM7QUFFRDtBQUNBLEdBQ0UsQ0FDRTtFQUFFbUIsR0FBRyxFQUFFLFFBQVE7RUFBRUMsS0FBSyxFQUFFO0FBQWUsQ0FBQyxFQUN4QztFQUFFRCxHQUFHLEVBQUUsU0FBUztFQUFFQyxLQUFLLEVBQUU7QUFBVSxDQUFDLEVBQ3BDO0VBQUVELEdBQUcsRUFBRSxXQUFXO0VBQUVDLEtBQUssRUFBRTtBQUFZLENBQUMsQ0FDekMsQ0FDRE0sR0FBRyxDQUFZRixDQUFDLEtBQU07RUFDdEJHLEVBQUUsRUFBRSxrQkFBa0JILENBQUMsQ0FBQ0wsR0FBRyxFQUFFO0VBQzdCVSxJQUFJLEVBQUUsb0JBQW9CTCxDQUFDLENBQUNMLEdBQUcsRUFBRTtFQUNqQ0MsS0FBSyxFQUFFSSxDQUFDLENBQUNKLEtBQUs7RUFDZFcsTUFBTSxFQUFFbEIseUJBQXlCO0VBQ2pDbUIsWUFBWSxFQUFFckIsUUFBUTtFQUN0QjhCLE1BQU0sRUFBRWpCLENBQUMsQ0FBQ0wsR0FBRyxLQUFLLFFBQVEsR0FBR3FCLFNBQVMsR0FBRyx1QkFBdUI7RUFDaEVOLElBQUksRUFBRVYsQ0FBQyxDQUFDTCxHQUFHLEtBQUssUUFBUSxHQUFHLENBQUM7SUFBRWdCLE9BQU8sRUFBRSxhQUFhO0lBQUVDLEtBQUssRUFBRSxDQUFDO0lBQUUvQixLQUFLLEVBQUU7RUFBZSxDQUFDLENBQUMsR0FBR21DO0FBQzdGLENBQUMsQ0FBQyxDQUFDO0FBRUg7QUFDQSxHQUFHdkIsa0JBQWtCLENBQUMsQ0FBQyxFQUN2QjtFQUNFO0VBQ0FVLEVBQUUsRUFBRSxzQkFBc0I7RUFDMUJFLElBQUksRUFBRSxnQ0FBZ0M7RUFDdENULEtBQUssRUFBRSwyQkFBMkI7RUFDbENXLE1BQU0sRUFBRWxCLHlCQUF5QjtFQUNqQ2hCLFFBQVEsRUFBRSxDQUFDLGdCQUFnQjtBQUM3QixDQUFDLEVBQ0Q7RUFDRTtFQUNBOEIsRUFBRSxFQUFFLHVCQUF1QjtFQUMzQkUsSUFBSSxFQUFFLHlCQUF5QjtFQUMvQlQsS0FBSyxFQUFFLDhCQUE4QjtFQUNyQ1csTUFBTSxFQUFFbEIseUJBQXlCO0VBQ2pDaEIsUUFBUSxFQUFFLENBQUMsZ0JBQWdCO0FBQzdCLENBQUMsRUFDRCxHQUFHNkMscUJBQXFCLENBQUMsQ0FBQztBQUUxQjtBQUNBLEdBQ0UsQ0FDRTtFQUFFZCxJQUFJLEVBQUUsZUFBZTtFQUFFUixLQUFLLEVBQUU7QUFBZ0IsQ0FBQyxFQUNqRDtFQUFFUSxJQUFJLEVBQUUsT0FBTztFQUFFUixLQUFLLEVBQUU7QUFBUSxDQUFDLEVBQ2pDO0VBQUVRLElBQUksRUFBRSxPQUFPO0VBQUVSLEtBQUssRUFBRTtBQUFRLENBQUMsRUFDakM7RUFBRVEsSUFBSSxFQUFFLFVBQVU7RUFBRVIsS0FBSyxFQUFFO0FBQVcsQ0FBQyxFQUN2QztFQUFFUSxJQUFJLEVBQUUsVUFBVTtFQUFFUixLQUFLLEVBQUU7QUFBVyxDQUFDLENBQ3hDLENBQ0RNLEdBQUcsQ0FBVyxDQUFDeUIsQ0FBQyxFQUFFQyxDQUFDLE1BQU07RUFDekJ6QixFQUFFLEVBQUUsbUJBQW1Cd0IsQ0FBQyxDQUFDdkIsSUFBSSxFQUFFO0VBQy9CQyxJQUFJLEVBQUUsb0JBQW9Cc0IsQ0FBQyxDQUFDdkIsSUFBSSxFQUFFO0VBQ2xDUixLQUFLLEVBQUUrQixDQUFDLENBQUMvQixLQUFLO0VBQ2RXLE1BQU0sRUFBRWxCLHlCQUF5QjtFQUNqQ3FCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxjQUFjO0lBQUVDLEtBQUssRUFBRWdCO0VBQUUsQ0FBQztBQUM5QyxDQUFDLENBQUMsQ0FBQztBQUVIO0FBQ0E7RUFBRXpCLEVBQUUsRUFBRSxlQUFlO0VBQUVFLElBQUksRUFBRSxnQkFBZ0I7RUFBRVQsS0FBSyxFQUFFLFNBQVM7RUFBRVcsTUFBTSxFQUFFbEIseUJBQXlCO0VBQUVxQixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsT0FBTztJQUFFQyxLQUFLLEVBQUU7RUFBRSxDQUFDO0FBQUUsQ0FBQyxFQUM1STtFQUFFVCxFQUFFLEVBQUUsc0JBQXNCO0VBQUVFLElBQUksRUFBRSx3QkFBd0I7RUFBRVQsS0FBSyxFQUFFLGNBQWM7RUFBRVcsTUFBTSxFQUFFbEIseUJBQXlCO0VBQUVxQixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsT0FBTztJQUFFQyxLQUFLLEVBQUU7RUFBRSxDQUFDO0FBQUUsQ0FBQyxFQUNoSztFQUFFVCxFQUFFLEVBQUUsMEJBQTBCO0VBQUVFLElBQUksRUFBRSw0QkFBNEI7RUFBRVQsS0FBSyxFQUFFLGtCQUFrQjtFQUFFVyxNQUFNLEVBQUVsQix5QkFBeUI7RUFBRXFCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxPQUFPO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFBRSxDQUFDLEVBQzVLO0VBQUVULEVBQUUsRUFBRSx3QkFBd0I7RUFBRUUsSUFBSSxFQUFFLDBCQUEwQjtFQUFFVCxLQUFLLEVBQUUsZ0JBQWdCO0VBQUVXLE1BQU0sRUFBRWxCLHlCQUF5QjtFQUFFcUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUFFLENBQUMsRUFDdEs7RUFBRVQsRUFBRSxFQUFFLHlCQUF5QjtFQUFFRSxJQUFJLEVBQUUsMkJBQTJCO0VBQUVULEtBQUssRUFBRSxpQkFBaUI7RUFBRVcsTUFBTSxFQUFFbEIseUJBQXlCO0VBQUVoQixRQUFRLEVBQUUsQ0FBQyxnQkFBZ0IsQ0FBQztFQUFFcUMsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUFFLENBQUMsRUFDdk07RUFBRVQsRUFBRSxFQUFFLGVBQWU7RUFBRUUsSUFBSSxFQUFFckMsYUFBYTtFQUFFNEIsS0FBSyxFQUFFLFVBQVU7RUFBRVcsTUFBTSxFQUFFbEIseUJBQXlCO0VBQUVoQixRQUFRLEVBQUUsQ0FBQyxLQUFLLENBQUM7RUFBRXFDLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxPQUFPO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFBRSxDQUFDLEVBQzdKO0VBQUVULEVBQUUsRUFBRSxzQkFBc0I7RUFBRUUsSUFBSSxFQUFFLHdCQUF3QjtFQUFFVCxLQUFLLEVBQUUsY0FBYztFQUFFVyxNQUFNLEVBQUVsQix5QkFBeUI7RUFBRWhCLFFBQVEsRUFBRSxDQUFDLGdCQUFnQixFQUFFLFVBQVUsQ0FBQztFQUFFcUMsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUFFLENBQUMsRUFDMU07RUFBRVQsRUFBRSxFQUFFLHNCQUFzQjtFQUFFRSxJQUFJLEVBQUUsd0JBQXdCO0VBQUVULEtBQUssRUFBRSxjQUFjO0VBQUVXLE1BQU0sRUFBRWxCLHlCQUF5QjtFQUFFcUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUFFLENBQUMsRUFDaEs7RUFBRVQsRUFBRSxFQUFFLHFCQUFxQjtFQUFFRSxJQUFJLEVBQUUsdUJBQXVCO0VBQUVULEtBQUssRUFBRSxnQkFBZ0I7RUFBRVcsTUFBTSxFQUFFbEIseUJBQXlCO0VBQUVxQixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsT0FBTztJQUFFQyxLQUFLLEVBQUU7RUFBRSxDQUFDO0FBQUUsQ0FBQyxFQUNoSztFQUFFVCxFQUFFLEVBQUUsOEJBQThCO0VBQUVFLElBQUksRUFBRSxpQ0FBaUM7RUFBRVQsS0FBSyxFQUFFLHVCQUF1QjtFQUFFVyxNQUFNLEVBQUVsQix5QkFBeUI7RUFBRWhCLFFBQVEsRUFBRSxDQUFDLFVBQVUsQ0FBQztFQUFFcUMsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUFFLENBQUMsRUFDbE47RUFBRVQsRUFBRSxFQUFFLCtCQUErQjtFQUFFRSxJQUFJLEVBQUUsaUNBQWlDO0VBQUVULEtBQUssRUFBRSx1QkFBdUI7RUFBRVcsTUFBTSxFQUFFbEIseUJBQXlCO0VBQUVoQixRQUFRLEVBQUUsQ0FBQyxnQkFBZ0IsQ0FBQztFQUFFb0MsV0FBVyxFQUFFO0FBQVksQ0FBQyxFQUMzTTtFQUFFTixFQUFFLEVBQUUsa0JBQWtCO0VBQUVFLElBQUksRUFBRSxtQkFBbUI7RUFBRVQsS0FBSyxFQUFFLGNBQWM7RUFBRVcsTUFBTSxFQUFFaEIsYUFBYTtFQUFFbUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFLEVBQUU7SUFBRS9CLEtBQUssRUFBRSxTQUFTO0lBQUU0QyxLQUFLLEVBQUUsQ0FBQ2pELEtBQUs7RUFBRSxDQUFDO0FBQUUsQ0FBQyxFQUM5SztFQUFFMkIsRUFBRSxFQUFFLFlBQVk7RUFBRUUsSUFBSSxFQUFFLGFBQWE7RUFBRVQsS0FBSyxFQUFFLFNBQVM7RUFBRVcsTUFBTSxFQUFFLENBQUMvQixLQUFLO0FBQUUsQ0FBQyxFQUM1RTtFQUFFMkIsRUFBRSxFQUFFLGdCQUFnQjtFQUFFRSxJQUFJLEVBQUUsaUJBQWlCO0VBQUVULEtBQUssRUFBRSxVQUFVO0VBQUVXLE1BQU0sRUFBRSxDQUFDL0IsS0FBSyxDQUFDO0VBQUVrQyxJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsT0FBTztJQUFFQyxLQUFLLEVBQUU7RUFBRyxDQUFDO0FBQUUsQ0FBQyxFQUM5SDtFQUFFVCxFQUFFLEVBQUUsbUJBQW1CO0VBQUVFLElBQUksRUFBRSxxQkFBcUI7RUFBRVQsS0FBSyxFQUFFLGNBQWM7RUFBRVcsTUFBTSxFQUFFLENBQUN0QixhQUFhLENBQUM7RUFBRXlCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxPQUFPO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFBRSxDQUFDLEVBQ2hKO0VBQ0VULEVBQUUsRUFBRSxlQUFlO0VBQ25CRSxJQUFJLEVBQUUsZ0JBQWdCO0VBQ3RCVCxLQUFLLEVBQUUsY0FBYztFQUNyQlcsTUFBTSxFQUFFLENBQUN2QixRQUFRLEVBQUVELEtBQUssRUFBRUUsYUFBYSxDQUFDO0VBQ3hDeUIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFLEVBQUU7SUFBRS9CLEtBQUssRUFBRTtFQUFVLENBQUM7QUFDMUQsQ0FBQztBQUVEO0FBQ0E7RUFBRXNCLEVBQUUsRUFBRSxlQUFlO0VBQUVFLElBQUksRUFBRSxnQkFBZ0I7RUFBRVQsS0FBSyxFQUFFLFlBQVk7RUFBRVcsTUFBTSxFQUFFLENBQUN4QixLQUFLLENBQUM7RUFBRTJCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxZQUFZO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFBRSxDQUFDLEVBQ2xJO0VBQUVULEVBQUUsRUFBRSxzQkFBc0I7RUFBRUUsSUFBSSxFQUFFLCtCQUErQjtFQUFFVCxLQUFLLEVBQUUsb0JBQW9CO0VBQUVXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxDQUFDO0VBQUVrQyxNQUFNLEVBQUU7QUFBZ0IsQ0FBQyxFQUM1STtFQUFFZCxFQUFFLEVBQUUsV0FBVztFQUFFRSxJQUFJLEVBQUUsWUFBWTtFQUFFVCxLQUFLLEVBQUUsUUFBUTtFQUFFVyxNQUFNLEVBQUUsQ0FBQ3hCLEtBQUssQ0FBQztFQUFFMkIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLFFBQVE7SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUFFLENBQUMsRUFDbEg7RUFBRVQsRUFBRSxFQUFFLGlCQUFpQjtFQUFFRSxJQUFJLEVBQUUsa0JBQWtCO0VBQUVULEtBQUssRUFBRSxjQUFjO0VBQUVXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxDQUFDO0VBQUUyQixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsbUJBQW1CO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFBRSxDQUFDLEVBQy9JO0VBQUVULEVBQUUsRUFBRSxlQUFlO0VBQUVFLElBQUksRUFBRSxnQkFBZ0I7RUFBRVQsS0FBSyxFQUFFLE9BQU87RUFBRVcsTUFBTSxFQUFFLENBQUN4QixLQUFLLENBQUM7RUFBRTJCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxPQUFPO0lBQUVDLEtBQUssRUFBRTtFQUFFLENBQUM7QUFBRSxDQUFDLEVBQ3hIO0VBQUVULEVBQUUsRUFBRSxnQkFBZ0I7RUFBRUUsSUFBSSxFQUFFLGlCQUFpQjtFQUFFVCxLQUFLLEVBQUUsT0FBTztFQUFFVyxNQUFNLEVBQUUsQ0FBQ3hCLEtBQUssQ0FBQztFQUFFMkIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUFFLENBQUMsRUFDMUg7RUFBRVQsRUFBRSxFQUFFLHVCQUF1QjtFQUFFRSxJQUFJLEVBQUUseUJBQXlCO0VBQUVULEtBQUssRUFBRSxlQUFlO0VBQUVXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxDQUFDO0VBQUUyQixJQUFJLEVBQUUsQ0FBQztJQUFFQyxPQUFPLEVBQUUsT0FBTztJQUFFQyxLQUFLLEVBQUU7RUFBRSxDQUFDO0FBQUUsQ0FBQyxFQUNqSjtFQUNFVCxFQUFFLEVBQUUscUJBQXFCO0VBQ3pCRSxJQUFJLEVBQUUsaUNBQWlDO0VBQ3ZDVCxLQUFLLEVBQUUsYUFBYTtFQUNwQlcsTUFBTSxFQUFFLENBQUN4QixLQUFLLENBQUM7RUFDZmtDLE1BQU0sRUFBRTtBQUNWLENBQUMsRUFDRDtFQUFFZCxFQUFFLEVBQUUsd0JBQXdCO0VBQUVFLElBQUksRUFBRSwwQkFBMEI7RUFBRVQsS0FBSyxFQUFFLGdCQUFnQjtFQUFFVyxNQUFNLEVBQUUsQ0FBQ3hCLEtBQUssQ0FBQztFQUFFMkIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUUsQ0FBQztBQUFFLENBQUMsRUFDcEo7RUFBRVQsRUFBRSxFQUFFLGdDQUFnQztFQUFFRSxJQUFJLEVBQUUsa0NBQWtDO0VBQUVULEtBQUssRUFBRSx3QkFBd0I7RUFBRVcsTUFBTSxFQUFFLENBQUN4QixLQUFLLENBQUM7RUFBRTBCLFdBQVcsRUFBRSxzQkFBc0I7RUFBRUMsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUcsQ0FBQztBQUFFLENBQUMsRUFDbE47RUFBRVQsRUFBRSxFQUFFLHdCQUF3QjtFQUFFRSxJQUFJLEVBQUUsMEJBQTBCO0VBQUVULEtBQUssRUFBRSx5QkFBeUI7RUFBRVcsTUFBTSxFQUFFLENBQUN4QixLQUFLLENBQUM7RUFBRTJCLElBQUksRUFBRSxDQUFDO0lBQUVDLE9BQU8sRUFBRSxPQUFPO0lBQUVDLEtBQUssRUFBRTtFQUFHLENBQUM7QUFBRSxDQUFDLEVBQzlKO0VBQUVULEVBQUUsRUFBRSx1QkFBdUI7RUFBRUUsSUFBSSxFQUFFLHdCQUF3QjtFQUFFVCxLQUFLLEVBQUUsY0FBYztFQUFFVyxNQUFNLEVBQUUsQ0FBQ3hCLEtBQUssQ0FBQztFQUFFMkIsSUFBSSxFQUFFLENBQUM7SUFBRUMsT0FBTyxFQUFFLE9BQU87SUFBRUMsS0FBSyxFQUFFO0VBQUcsQ0FBQztBQUFFLENBQUM7QUFFaEo7QUFDQTtFQUFFVCxFQUFFLEVBQUUsYUFBYTtFQUFFRSxJQUFJLEVBQUUsY0FBYztFQUFFVCxLQUFLLEVBQUUsaUJBQWlCO0VBQUVXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxFQUFFUCxLQUFLLEVBQUVRLFFBQVEsRUFBRUMsYUFBYTtBQUFFLENBQUMsRUFDdEg7RUFBRWtCLEVBQUUsRUFBRSxjQUFjO0VBQUVFLElBQUksRUFBRSxjQUFjO0VBQUVULEtBQUssRUFBRSxlQUFlO0VBQUVXLE1BQU0sRUFBRSxDQUFDeEIsS0FBSyxFQUFFUCxLQUFLLEVBQUVRLFFBQVEsRUFBRUMsYUFBYSxDQUFDO0VBQUVnQyxNQUFNLEVBQUU7QUFBYyxDQUFDLENBQzdJO0FBRUQsTUFBTVksSUFBSSxHQUFHLElBQUlDLEdBQUcsQ0FBQ1YsTUFBTSxDQUFDbEIsR0FBRyxDQUFFNkIsQ0FBQyxJQUFLLENBQUNBLENBQUMsQ0FBQzVCLEVBQUUsRUFBRTRCLENBQUMsQ0FBQyxDQUFDLENBQUM7QUFFbEQsT0FBTyxTQUFTQyxTQUFTQSxDQUFDN0IsRUFBVSxFQUFZO0VBQzlDLE1BQU04QixLQUFLLEdBQUdKLElBQUksQ0FBQ0ssR0FBRyxDQUFDL0IsRUFBRSxDQUFDO0VBQzFCLElBQUksQ0FBQzhCLEtBQUssRUFBRSxNQUFNLElBQUlFLEtBQUssQ0FBQyxvQkFBb0JoQyxFQUFFLEVBQUUsQ0FBQztFQUNyRCxPQUFPOEIsS0FBSztBQUNkOztBQUVBO0FBQ0EsT0FBTyxTQUFTRyxNQUFNQSxDQUFDSCxLQUFlLEVBQVU7RUFDOUMsTUFBTTVCLElBQUksR0FBRzRCLEtBQUssQ0FBQzVCLElBQUksQ0FBQ2dDLE9BQU8sQ0FBQyxhQUFhLEVBQUUsRUFBRSxDQUFDO0VBQ2xELE1BQU1DLEtBQUssR0FBR0wsS0FBSyxDQUFDekIsWUFBWSxHQUFHLElBQUksSUFBSStCLGVBQWUsQ0FBQ04sS0FBSyxDQUFDekIsWUFBWSxDQUFDLENBQUNnQyxRQUFRLENBQUMsQ0FBQyxFQUFFLEdBQUcsRUFBRTtFQUNoRyxPQUFPbkMsSUFBSSxHQUFHaUMsS0FBSztBQUNyQjtBQUVBLE9BQU8sU0FBU0csSUFBSUEsQ0FBQ3RDLEVBQVUsRUFBVTtFQUN2QyxPQUFPaUMsTUFBTSxDQUFDSixTQUFTLENBQUM3QixFQUFFLENBQUMsQ0FBQztBQUM5QjtBQUVBLFNBQVN1QyxPQUFPQSxDQUFDQyxPQUFlLEVBQUVDLFFBQWdCLEVBQVc7RUFDM0QsTUFBTUMsSUFBSSxHQUFHRixPQUFPLENBQUNHLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQy9DLE1BQU0sQ0FBQ2dELE9BQU8sQ0FBQztFQUMvQyxNQUFNQyxHQUFHLEdBQUdKLFFBQVEsQ0FBQ0UsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDL0MsTUFBTSxDQUFDZ0QsT0FBTyxDQUFDO0VBQy9DLElBQUlFLENBQUMsR0FBRyxDQUFDO0VBQ1QsS0FBSyxNQUFNQyxPQUFPLElBQUlMLElBQUksRUFBRTtJQUMxQixNQUFNTSxRQUFRLEdBQUdELE9BQU8sQ0FBQ0UsUUFBUSxDQUFDLEdBQUcsQ0FBQztJQUN0QyxJQUFJRixPQUFPLENBQUNHLFVBQVUsQ0FBQyxHQUFHLENBQUMsRUFBRTtNQUMzQixJQUFJSixDQUFDLEdBQUdELEdBQUcsQ0FBQ00sTUFBTSxFQUFFTCxDQUFDLEVBQUUsQ0FBQyxLQUNuQixJQUFJLENBQUNFLFFBQVEsRUFBRSxPQUFPLEtBQUs7SUFDbEMsQ0FBQyxNQUFNLElBQUlILEdBQUcsQ0FBQ0MsQ0FBQyxDQUFDLEtBQUtDLE9BQU8sRUFBRUQsQ0FBQyxFQUFFLENBQUMsS0FDOUIsT0FBTyxLQUFLO0VBQ25CO0VBQ0EsT0FBT0EsQ0FBQyxLQUFLRCxHQUFHLENBQUNNLE1BQU07QUFDekI7O0FBRUE7QUFDQSxPQUFPLFNBQVNDLFVBQVVBLENBQUNYLFFBQWdCLEVBQXdCO0VBQ2pFLE1BQU1ZLFVBQVUsR0FBR1osUUFBUSxDQUFDVSxNQUFNLEdBQUcsQ0FBQyxHQUFHVixRQUFRLENBQUNQLE9BQU8sQ0FBQyxNQUFNLEVBQUUsRUFBRSxDQUFDLEdBQUdPLFFBQVE7RUFDaEYsT0FBT3hCLE1BQU0sQ0FBQ3FDLElBQUksQ0FBRTFCLENBQUMsSUFBS1csT0FBTyxDQUFDWCxDQUFDLENBQUMxQixJQUFJLEVBQUVtRCxVQUFVLENBQUMsQ0FBQztBQUN4RDtBQUVBLE9BQU8sU0FBU0UsYUFBYUEsQ0FBQ3pCLEtBQWUsRUFBRTNDLElBQWlCLEVBQVc7RUFDekUsSUFBSSxDQUFDMkMsS0FBSyxDQUFDMUIsTUFBTSxFQUFFLE9BQU8sSUFBSTtFQUM5QixPQUFPLE9BQU8wQixLQUFLLENBQUMxQixNQUFNLEtBQUssVUFBVSxHQUFHMEIsS0FBSyxDQUFDMUIsTUFBTSxDQUFDakIsSUFBSSxDQUFDLEdBQUcyQyxLQUFLLENBQUMxQixNQUFNLENBQUNRLFFBQVEsQ0FBQ3pCLElBQUksQ0FBQ2xCLElBQUksQ0FBQztBQUNuRztBQUVBLE9BQU8sU0FBU3VGLGdCQUFnQkEsQ0FBQzFCLEtBQWUsRUFBRTJCLEtBQW1DLEdBQUc3RixhQUFhLEVBQVc7RUFDOUcsT0FBTyxDQUFDa0UsS0FBSyxDQUFDeEIsV0FBVyxJQUFJbUQsS0FBSyxDQUFDM0IsS0FBSyxDQUFDeEIsV0FBVyxDQUFDO0FBQ3ZEOztBQUVBO0FBQ0E7QUFDQTtBQUNBO0FBQ0EsT0FBTyxTQUFTb0Qsa0JBQWtCQSxDQUFDQyxPQUF5QyxFQUFFQyxXQUFvQixFQUFVO0VBQzFHLE1BQU07SUFBRUMsSUFBSTtJQUFFQztFQUFPLENBQUMsR0FBR0gsT0FBTztFQUNoQyxNQUFNSSxNQUFNLEdBQUdELE1BQU0sS0FBSyxPQUFPLElBQUlBLE1BQU0sS0FBSyxVQUFVO0VBQzFELElBQUlELElBQUksS0FBSyxjQUFjLEVBQUUsT0FBTyxzQ0FBc0M7RUFDMUUsSUFBSUEsSUFBSSxLQUFLLE1BQU0sRUFBRSxPQUFPLDhCQUE4QjtFQUMxRCxJQUFJQSxJQUFJLEtBQUssbUJBQW1CLEVBQUUsT0FBT0UsTUFBTSxHQUFHLG9CQUFvQixHQUFHLHVCQUF1QjtFQUNoRyxJQUFJRixJQUFJLEtBQUssVUFBVSxFQUFFLE9BQU9FLE1BQU0sR0FBRyxpQkFBaUIsR0FBR0QsTUFBTSxLQUFLLFNBQVMsR0FBRyxvQkFBb0IsR0FBRyxrQkFBa0I7RUFDN0gsSUFBSUMsTUFBTSxFQUFFLE9BQU8scUJBQXFCO0VBQ3hDLElBQUlELE1BQU0sS0FBSyxTQUFTLEVBQUUsT0FBTyx3QkFBd0I7RUFDekQsSUFBSUEsTUFBTSxLQUFLLGlCQUFpQixJQUFJRixXQUFXLEVBQUUsT0FBTywwQkFBMEI7RUFDbEYsT0FBTyx1QkFBdUI7QUFDaEMiLCJpZ25vcmVMaXN0IjpbXX0=