/**
 * The route table: every route of spec §2 with its title, who may open it, the products it needs,
 * its default query, its breadcrumb parent and its place in the side menu. The guard, the menus,
 * the breadcrumbs and the login redirect are all read from here; nothing else lists routes. Kept whole (decision
 * 142): the table and the few functions that read it are one fact-place.
 */
import { ACCOUNTING_SYSTEMS } from './accounting';
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { API_KEYS_PATH } from './product';
import { COLLECTION_PRODUCTS, Roles, type Product, type Role } from './roles';
import type { PaymentSide } from './report-columns';

/** What the guard and the menus know about the signed-in user. */
export interface UserContext {
  role: Role;
  /** Products of the business's service level (empty for roles without a business). */
  products: readonly Product[];
  /** Employees only: may the employee use the business's rights-gated pages. */
  isBusinessRightsAvailable: boolean;
  /** Approval of payments switched on in the business's setup. */
  isPaymentsApproved: boolean;
  /** Accounting systems the business has connected (data keys). */
  connectedAccountingSystems: readonly string[];
}

/** A user context with the defaults of a user who holds nothing: owners hold their business's rights. */
export function userContext(role: Role, products: readonly Product[] = [], extra: Partial<UserContext> = {}): UserContext {
  return {
    role,
    products,
    isBusinessRightsAvailable: role === Roles.owner,
    isPaymentsApproved: false,
    connectedAccountingSystems: [],
    ...extra,
  };
}

export type Access = readonly Role[] | ((user: UserContext) => boolean);

export type MenuSection =
  | 'dashboard'
  | 'transactions'
  | 'collections'
  | 'banks'
  | 'adminSubscription'
  | 'businesses'
  | 'instantCollections'
  | 'onDemand'
  | 'manageUsers'
  | 'managePayees'
  | 'subscription'
  | 'setup'
  | 'errors'
  | 'leads';

/** Menu sections in the order they appear; a leaf section is one link, the others are groups. */
export const MENU_SECTIONS: readonly { key: MenuSection; label: string; leaf: boolean }[] = [
  { key: 'dashboard', label: 'Executive Dashboard', leaf: true },
  { key: 'transactions', label: 'Transactions', leaf: false },
  { key: 'collections', label: 'Collections', leaf: false },
  { key: 'banks', label: 'Banks', leaf: false },
  { key: 'adminSubscription', label: 'Subscription', leaf: true },
  { key: 'businesses', label: 'Businesses', leaf: true },
  { key: 'instantCollections', label: 'Instant Collections', leaf: false },
  { key: 'onDemand', label: 'On Demand', leaf: false },
  { key: 'manageUsers', label: 'Manage Users', leaf: true },
  { key: 'managePayees', label: 'Manage Payees', leaf: false },
  { key: 'subscription', label: 'Subscription', leaf: false },
  { key: 'setup', label: 'Setup', leaf: false },
  { key: 'errors', label: 'Errors', leaf: true },
  { key: 'leads', label: 'Leads', leaf: true },
];

export interface MenuPlacement {
  section: MenuSection;
  /** Position inside the section. */
  order: number;
  /** Label in the menu when it differs from the route's title. */
  label?: string;
  /** Only for these roles (the route's own access still applies). */
  roles?: readonly Role[];
  /** Hidden while the business holds any of these products. */
  hiddenWithProducts?: readonly Product[];
  /** Shown only when this holds. */
  when?: (user: UserContext) => boolean;
}

export interface RouteDef {
  id: string;
  /** Path pattern; `:name?` marks an optional segment. */
  path: string;
  title: string;
  /** Who may open it; absent means anyone, signed in or not. */
  access?: Access;
  /** Owners and employees need at least one of these products. */
  products?: readonly Product[];
  /** Needs approval of payments switched on when the user holds the Approval product. */
  needsApprovalEnabled?: boolean;
  /** Not served (nor in menus) while the business holds any of these products: owners and employees go to their landing page. */
  hiddenWithProducts?: readonly Product[];
  /** A signed-in user opening it goes to the 401 page (the login page). */
  guestOnly?: boolean;
  defaultQuery?: Readonly<Record<string, string>>;
  /** Breadcrumb parent (route id). */
  parent?: string;
  menu?: readonly MenuPlacement[];
  featureFlag?: FeatureFlag;
}

const { admin, owner, employee, vendorManager, bankUser } = Roles;
const PAGE_ONE = { page: '1' } as const;

/** Owners, and employees who hold the business's rights. */
export const ownerOrEmployeeWithRights = (user: UserContext): boolean =>
  user.role === owner || (user.role === employee && user.isBusinessRightsAvailable);

const businessStaff = [owner, employee] as const;
const businessStaffAndAdmin = [admin, owner, employee] as const;

function managePayeesRoutes(): RouteDef[] {
  const tabs = [
    { tab: 'enabled', title: 'Enabled' },
    { tab: 'disabled', title: 'Disabled' },
    { tab: 'invite', title: 'Generate Invite' },
    { tab: 'pending', title: 'Pending Acceptance' },
  ];
  return ACCOUNTING_SYSTEMS.flatMap((system) =>
    tabs
      .filter((t) => t.tab !== 'pending' || system.hasPendingTab)
      .map<RouteDef>((t) => ({
        id: `managePayees.${system.slug}.${t.tab}`,
        path: `/manage-payees/${system.slug}/${t.tab}`,
        title: `${system.name} Payees`,
        access: ownerOrEmployeeWithRights,
        products: ['BusinessSystem'],
        defaultQuery: PAGE_ONE,
        featureFlag: system.featureFlag,
        menu:
          t.tab === 'enabled'
            ? [
                {
                  section: 'managePayees',
                  order: ACCOUNTING_SYSTEMS.indexOf(system),
                  label: system.name,
                  when: (user) => user.connectedAccountingSystems.includes(system.key),
                },
              ]
            : undefined,
        parent: t.tab === 'enabled' ? undefined : `managePayees.${system.slug}.enabled`,
      })),
  );
}

/**
 * The open bills of each connected system (the spec's /business/integration/{system}/list/enabled). The spec's menu
 * names only "Manage Payees per connected accounting system"; the bills are put in that section, after the system's
 * payees, as "{System} bills" (decision 096).
 */
function integrationListRoutes(): RouteDef[] {
  return ACCOUNTING_SYSTEMS.map((system) => ({
    id: `integration.${system.routeKey}`,
    path: `/business/integration/${system.routeKey}/list/enabled`,
    title: `${system.name} Integration`,
    access: ownerOrEmployeeWithRights,
    products: ['BusinessSystem'],
    featureFlag: system.featureFlag,
    menu: [
      {
        section: 'managePayees',
        order: ACCOUNTING_SYSTEMS.indexOf(system) + 0.5,
        label: `${system.name} bills`,
        when: (user) => user.connectedAccountingSystems.includes(system.key),
      },
    ],
  }));
}

export const ROUTES: readonly RouteDef[] = [
  // Public
  { id: 'login', path: '/login', title: 'Sign In', guestOnly: true },
  { id: 'loginVerify', path: '/login/verify', title: 'Verify your Account', guestOnly: true },
  { id: 'resetPassword', path: '/reset-password', title: 'Reset Password' },
  {
    id: 'setupVerification',
    path: '/setup-verification',
    title: 'You need to double authenticate',
    access: [admin, owner, employee, vendorManager, bankUser],
  },
  /** Local, dev and demo only (the page answers 404 elsewhere): the e-mails and texts the platform sent. */
  { id: 'dev.outbox', path: '/dev/outbox', title: 'Outbox' },
  { id: 'error401', path: '/error-401', title: 'Access Denied' },
  /** The public API reference, generated from the services' OpenAPI document. */
  { id: 'developers', path: '/developers', title: 'API Reference' },
  { id: 'logout', path: '/logout', title: 'Sign Out' },
  { id: 'notifications', path: '/notifications', title: 'Notifications' },
  { id: 'main', path: '/main', title: 'Welcome' },
  ...(['bankUser', 'business', 'businessConsumer', 'businessEmployee', 'customer', 'vendor'] as const).map<RouteDef>(
    (kind) => ({ id: `registration.${kind}`, path: `/registration/${kind}`, title: 'Registration' }),
  ),
  /** A consumer confirms the two micro-deposits from the e-mailed link (decision 052). */
  { id: 'accountValidation', path: '/account-validation', title: 'Confirm your bank account' },
  /** The living gallery of the product's own components, where a change to a field or table is seen in every state. */
  { id: 'dashonic.forms', path: '/dashonic/form-components', title: 'Form Components' },
  { id: 'dashonic.tables', path: '/dashonic/table-components', title: 'Table Components' },
  { id: 'dashonic.tables.phone', path: '/dashonic/table-components/phone', title: 'Table Components on a Phone', parent: 'dashonic.tables' },

  // Bank user owner
  { id: 'bu.leads', path: '/bu/leads', title: 'Leads', access: [bankUser], menu: [{ section: 'leads', order: 0 }] },

  // Executive dashboards
  {
    id: 'pa.executiveDashboard',
    path: '/pa/executive-dashboard',
    title: 'Executive Dashboard',
    access: [admin],
    menu: [{ section: 'dashboard', order: 0 }],
  },
  {
    id: 'bo.executiveDashboard',
    path: '/bo/executive-dashboard',
    title: 'Executive Dashboard',
    access: ownerOrEmployeeWithRights,
    // Spec §3: hidden from the menu while the business holds InstantCollectionForCustomer; the page itself stays
    // open ("the dashboard fetch is effectively always allowed", §6; decision 087).
    menu: [{ section: 'dashboard', order: 0, hiddenWithProducts: ['InstantCollectionForCustomer'] }],
  },

  // Transactions
  {
    id: 'transactions.upcoming',
    path: '/transactions/upcoming',
    title: 'Upcoming Transactions',
    access: businessStaffAndAdmin,
    products: ['BusinessSystem'],
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'transactions', order: 0, label: 'Upcoming' }],
  },
  {
    id: 'transactions.sendPayment',
    path: '/transactions/send-payment',
    title: 'Send Payment',
    access: ownerOrEmployeeWithRights,
    products: ['BusinessSystem'],
    parent: 'transactions.upcoming',
  },
  {
    id: 'transactions.sendPayment.addVendor',
    path: '/transactions/send-payment/add-vendor',
    title: 'Add Vendor',
    access: ownerOrEmployeeWithRights,
    products: ['BusinessSystem'],
    parent: 'transactions.sendPayment',
  },
  {
    id: 'transactions.forApproval',
    path: '/transactions/forapproval',
    title: 'Transactions For Approval',
    access: businessStaffAndAdmin,
    products: ['Approval'],
    needsApprovalEnabled: true,
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'transactions', order: 1, label: 'For Approval', roles: businessStaff }],
  },
  {
    // A vendor manager's view of what is on its way to them (decision 084).
    id: 'transactions.incoming',
    path: '/transactions/incoming',
    title: 'Incoming Payments',
    access: [vendorManager],
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'transactions', order: 0, label: 'Incoming' }],
  },
  {
    id: 'transactions.completed',
    path: '/transactions/completed',
    title: 'Completed Transactions',
    access: [admin, owner, employee, vendorManager],
    products: ['BusinessSystem', 'API', 'OnDemandPayments'],
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'transactions', order: 2, label: 'Completed' }],
  },
  {
    id: 'transactions.failed',
    path: '/transactions/failed',
    title: 'Failed Transactions',
    access: [admin, owner, employee, vendorManager],
    products: ['BusinessSystem', 'API', 'OnDemandPayments'],
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'transactions', order: 3, label: 'Failed' }],
  },
  {
    id: 'transactions.details',
    path: '/transactions/details/:id',
    title: 'Payment Details',
    access: [admin, owner, employee, vendorManager],
    parent: 'transactions.completed',
  },
  {
    id: 'pa.transactions.subscriptionPayments',
    path: '/pa/transactions/subscription-payments',
    title: 'Subscription Payments',
    access: [admin],
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'transactions', order: 4 }],
  },
  {
    id: 'pa.transactions.testPayments',
    path: '/pa/transactions/test-payments',
    title: 'Test Payments',
    access: [admin],
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'transactions', order: 5 }],
  },

  // Collections
  {
    // Not in the spec: requested collections were nowhere until they settled.
    id: 'collections.upcoming',
    path: '/collections/upcoming',
    title: 'Upcoming Collections',
    access: businessStaffAndAdmin,
    products: COLLECTION_PRODUCTS,
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'collections', order: 0, label: 'Upcoming' }],
  },
  {
    id: 'collections.completed',
    path: '/collections/completed',
    title: 'Completed Collections',
    access: businessStaffAndAdmin,
    products: COLLECTION_PRODUCTS,
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'collections', order: 1, label: 'Completed' }],
  },
  {
    id: 'collections.failed',
    path: '/collections/failed',
    title: 'Failed Collections',
    access: businessStaffAndAdmin,
    products: COLLECTION_PRODUCTS,
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'collections', order: 2, label: 'Failed' }],
  },

  // Instant collections: the consumers (InstantCollection) and, on Enabled, the connected customers (InstantCollectionForCustomer).
  {
    id: 'instantCollections.enabled',
    path: '/instant-collections/enabled',
    title: 'Instant Collections Consumers',
    access: (u) => u.role === admin || (ownerOrEmployeeWithRights as (u: UserContext) => boolean)(u),
    products: COLLECTION_PRODUCTS,
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'instantCollections', order: 0, label: 'Enabled' }],
  },
  /** The business's limits on consumer debits and how consumers' accounts are checked (decision 052), linked from the lists. */
  {
    id: 'instantCollections.debitSettings',
    path: '/instant-collections/debit-settings',
    title: 'Consumer Debit Settings',
    access: ownerOrEmployeeWithRights,
    products: ['InstantCollection'],
    parent: 'instantCollections.enabled',
  },
  {
    id: 'instantCollections.pending',
    path: '/instant-collections/pending',
    title: 'Pending Instant Collections Consumers',
    access: (u) => u.role === admin || (ownerOrEmployeeWithRights as (u: UserContext) => boolean)(u),
    products: COLLECTION_PRODUCTS,
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'instantCollections', order: 1, label: 'Pending' }],
  },

  // On demand
  {
    id: 'onDemand.consumers',
    path: '/on-demand/consumers',
    title: 'Active Payments',
    access: businessStaffAndAdmin,
    products: ['OnDemandPayments'],
    defaultQuery: PAGE_ONE,
    menu: [
      { section: 'onDemand', order: 0, label: 'Create Payment', roles: [owner] },
      { section: 'onDemand', order: 0, label: 'Payments', roles: [admin, employee] },
    ],
  },
  {
    id: 'onDemand.completed',
    path: '/on-demand/completed',
    title: 'Completed',
    access: businessStaffAndAdmin,
    products: ['OnDemandPayments'],
    parent: 'onDemand.consumers',
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'onDemand', order: 1, roles: [owner] }],
  },
  {
    id: 'onDemand.pending',
    path: '/on-demand/pending',
    title: 'Pending',
    access: businessStaffAndAdmin,
    products: ['OnDemandPayments'],
    parent: 'onDemand.consumers',
    defaultQuery: PAGE_ONE,
    menu: [{ section: 'onDemand', order: 2, roles: [owner] }],
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
    menu: [{ section: 'onDemand', order: 3, roles: [owner] }],
  },

  // Manage users
  ...(
    [
      { tab: 'active', title: 'Active Users' },
      { tab: 'pending', title: 'Pending' },
      { tab: 'suspended', title: 'Suspended' },
    ] as const
  ).map<RouteDef>((t) => ({
    id: `bo.manageUsers.${t.tab}`,
    path: `/bo/manage-users/${t.tab}`,
    title: t.title,
    access: ownerOrEmployeeWithRights,
    defaultQuery: PAGE_ONE,
    parent: t.tab === 'active' ? undefined : 'bo.manageUsers.active',
    menu: t.tab === 'active' ? [{ section: 'manageUsers', order: 0, label: 'Manage Users' }] : undefined,
  })),

  // Manage payees and accounting integrations
  ...managePayeesRoutes(),
  {
    // A link (not a form: the web's CSP form-action keeps form posts on our origin) to the system's consent page.
    id: 'managePayees.connect',
    path: '/manage-payees/connect/:system',
    title: 'Connect accounting system',
    access: ownerOrEmployeeWithRights,
    products: ['BusinessSystem'],
  },
  {
    // The OAuth redirect URI every accounting system sends the browser back to (decision 031).
    id: 'managePayees.callback',
    path: '/manage-payees/callback',
    title: 'Connecting accounting system',
    access: ownerOrEmployeeWithRights,
    products: ['BusinessSystem'],
  },
  ...integrationListRoutes(),

  // Subscription (business)
  ...(
    [
      { slug: 'service-level', title: 'Service Level' },
      { slug: 'terms', title: 'Terms' },
      { slug: 'dates', title: 'Dates' },
      { slug: 'invoices', title: 'Invoices' },
      { slug: 'products', title: 'Products' },
    ] as const
  ).map<RouteDef>((p, i) => ({
    id: `bo.subscription.${p.slug}`,
    path: `/bo/subscription/${p.slug}`,
    title: p.title,
    access: ownerOrEmployeeWithRights,
    menu: [{ section: 'subscription', order: i }],
  })),

  // Setup (business, in the owner's menu order)
  { id: 'setup.address', path: '/setup/address', title: 'Address', access: ownerOrEmployeeWithRights, menu: [{ section: 'setup', order: 0 }] },
  { id: 'bo.setup.bankAccount', path: '/bo/setup/bank-account', title: 'Bank Account', access: ownerOrEmployeeWithRights, menu: [{ section: 'setup', order: 1 }] },
  { id: 'bo.setup.bankIntegration', path: '/bo/setup/bank-integration', title: 'Bank Integration', access: ownerOrEmployeeWithRights, menu: [{ section: 'setup', order: 2 }] },
  { id: 'bo.setup.banksSettings', path: '/bo/setup/banks-settings', title: 'Banks Settings', access: ownerOrEmployeeWithRights, menu: [{ section: 'setup', order: 3 }] },
  { id: 'bo.setup.businessSystem', path: '/bo/setup/business-system', title: 'Business System', access: ownerOrEmployeeWithRights, products: ['BusinessSystem'], menu: [{ section: 'setup', order: 4 }] },
  { id: 'setup.apiKeys', path: API_KEYS_PATH, title: 'API Keys', access: ownerOrEmployeeWithRights, products: ['API'], menu: [{ section: 'setup', order: 5 }] },
  { id: 'bo.setup.paymentTime', path: '/bo/setup/payment-time', title: 'Payment Time', access: ownerOrEmployeeWithRights, products: ['BusinessSystem', 'Approval'], menu: [{ section: 'setup', order: 6 }] },
  { id: 'bo.setup.paymentTest', path: '/bo/setup/payment-test', title: 'Payment Test', access: ownerOrEmployeeWithRights, menu: [{ section: 'setup', order: 7 }] },
  { id: 'setup.emailSettings', path: '/setup/email-settings', title: 'Email Settings', access: ownerOrEmployeeWithRights, menu: [{ section: 'setup', order: 8 }] },
  { id: 'bo.setup.approvalForPayments', path: '/bo/setup/approval-for-payments', title: 'Approval For Payments', access: ownerOrEmployeeWithRights, products: ['Approval'], menu: [{ section: 'setup', order: 9 }] },
  { id: 'bo.setup.acumaticaInstruction', path: '/bo/setup/acumatica-instruction', title: 'Acumatica Instruction', access: ownerOrEmployeeWithRights, products: ['BusinessSystem'], featureFlag: 'acumatica' },
  { id: 'bo.setup.profile', path: '/bo/setup/profile', title: 'User Profile', access: businessStaff, menu: [{ section: 'setup', order: 10, label: 'Profile', roles: [owner] }] },
  { id: 'bo.welcome', path: '/bo/welcome', title: 'Welcome', access: [owner] },
  { id: 'setup.branding', path: '/setup/branding', title: 'Branding', access: [owner], menu: [{ section: 'setup', order: 11 }] },
  { id: 'setup.bankAccount', path: '/setup/bank-account', title: 'Bank Account', access: [vendorManager], menu: [{ section: 'setup', order: 0 }] },
  {
    id: 'setup.profile',
    path: '/setup/profile',
    title: 'User Profile',
    access: [employee, admin, vendorManager],
    menu: [{ section: 'setup', order: 20, label: 'Profile' }],
  },

  // Platform admin
  { id: 'pa.businesses', path: '/pa/businesses', title: 'Businesses', access: [admin], menu: [{ section: 'businesses', order: 0 }] },
  { id: 'pa.businessDashboard', path: '/pa/businesses/dashboard/:id?', title: 'Business Dashboard', access: [admin], parent: 'pa.businesses' },
  { id: 'pa.errors', path: '/pa/errors', title: 'Errors', access: [admin], menu: [{ section: 'errors', order: 0 }] },
  { id: 'pa.subscription', path: '/pa/subscription', title: 'Subscription', access: [admin], menu: [{ section: 'adminSubscription', order: 0 }] },
  { id: 'pa.banks.list', path: '/pa/banks/list', title: 'Banks', access: [admin], menu: [{ section: 'banks', order: 0 }] },
  { id: 'pa.banks.users', path: '/pa/banks/users', title: 'Users', access: [admin], menu: [{ section: 'banks', order: 1 }] },
  { id: 'pa.setup.bankAccounts', path: '/pa/setup/bank-accounts', title: 'Bank Accounts', access: [admin], menu: [{ section: 'setup', order: 0 }] },
  {
    id: 'pa.setup.achReturns',
    path: '/pa/setup/bank-accounts/returns',
    title: 'ACH Returns',
    access: [admin],
    parent: 'pa.setup.bankAccounts',
  },
  {
    id: 'pa.setup.achChannel',
    path: '/pa/setup/bank-accounts/channel/:id',
    title: 'File Channel',
    access: [admin],
    parent: 'pa.setup.bankAccounts',
  },
  { id: 'pa.setup.banksSettings', path: '/pa/setup/banks-settings', title: 'Banks Settings', access: [admin], menu: [{ section: 'setup', order: 1 }] },
  { id: 'pa.setup.financialInstitutions', path: '/pa/setup/financial-institutions', title: 'Financial Institutions', access: [admin], featureFlag: 'financialInstitution', menu: [{ section: 'setup', order: 21 }] },
  { id: 'pa.setup.serviceLevels', path: '/pa/setup/service-levels', title: 'Subscription Management', access: [admin], menu: [{ section: 'setup', order: 22 }] },
  { id: 'pa.setup.integrations', path: '/pa/setup/integrations', title: 'Integrations', access: [admin], menu: [{ section: 'setup', order: 23 }] },

  // Report exports: no menu entry; reached from the export buttons of the lists. /reports/new comes first so it is not read as an id.
  { id: 'reports.new', path: '/reports/new', title: 'Export a report', access: [admin, owner, employee, vendorManager] },
  { id: 'reports.task', path: '/reports/:id', title: 'Report export', access: [admin, owner, employee, vendorManager], parent: 'reports.new' },
];

const byId = new Map(ROUTES.map((r) => [r.id, r]));

export function routeById(id: string): RouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}

/** The route's path with no optional segments filled in (for links). */
export function hrefOf(route: RouteDef): string {
  const path = route.path.replace(/\/:[^/]+\?/g, '');
  const query = route.defaultQuery ? `?${new URLSearchParams(route.defaultQuery).toString()}` : '';
  return path + query;
}

export function href(id: string): string {
  return hrefOf(routeById(id));
}

/** Each route's pattern in segments, split once. */
const PATTERNS = new Map(ROUTES.map((r) => [r, r.path.split('/').filter(Boolean)]));

function matches(want: readonly string[], pathname: string): boolean {
  const got = pathname.split('/').filter(Boolean);
  let g = 0;
  for (const segment of want) {
    const optional = segment.endsWith('?');
    if (segment.startsWith(':')) {
      if (g < got.length) g++;
      else if (!optional) return false;
    } else if (got[g] === segment) g++;
    else return false;
  }
  return g === got.length;
}

/** Paths matched recently (a page asks for its route several times: loader, meta, shell), emptied whole when full. */
const MATCHED_MAX = 1_000;
const matched = new Map<string, RouteDef | undefined>();

/** The table's route for a URL path, if any. */
export function matchRoute(pathname: string): RouteDef | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = ROUTES.find((r) => matches(PATTERNS.get(r)!, normalised));
  if (matched.size >= MATCHED_MAX) matched.clear();
  matched.set(pathname, route);
  return route;
}

export function isRoleAllowed(route: RouteDef, user: UserContext): boolean {
  if (!route.access) return true;
  return typeof route.access === 'function' ? route.access(user) : route.access.includes(user.role);
}

export function isFeatureEnabled(route: RouteDef, flags: Record<FeatureFlag, boolean> = FEATURE_FLAGS): boolean {
  return !route.featureFlag || flags[route.featureFlag];
}

/**
 * The list a payment lives in (the details page's breadcrumb follows it): its kind picks the section, its
 * status the tab. `approvalsOn`: a payment awaiting approval is in For Approval, else (a payout-change hold) in Upcoming.
 * Its payee (`side` payee, a vendor manager) finds what is not yet paid under Incoming (decision 084).
 */
export function paymentHomeRouteId(payment: { type: string; status: string }, approvalsOn: boolean, side: PaymentSide = 'payer'): string {
  const { type, status } = payment;
  const failed = status === 'error' || status === 'returned';
  if (side === 'payee') return failed ? 'transactions.failed' : status === 'success' ? 'transactions.completed' : 'transactions.incoming';
  if (type === 'subscription') return 'pa.transactions.subscriptionPayments';
  if (type === 'test') return 'pa.transactions.testPayments';
  if (type === 'instantCollection') return failed ? 'collections.failed' : ['pendingApproval', 'scheduled', 'processing'].includes(status) ? 'collections.upcoming' : 'collections.completed';
  if (type === 'onDemand') return failed ? 'onDemand.failed' : status === 'success' ? 'onDemand.completed' : 'onDemand.pending';
  if (failed) return 'transactions.failed';
  if (status === 'success') return 'transactions.completed';
  if (status === 'pendingApproval' && approvalsOn) return 'transactions.forApproval';
  return 'transactions.upcoming';
}
