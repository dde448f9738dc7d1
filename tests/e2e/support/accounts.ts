// The demo accounts (README) as the browser tests see them: where each lands and what it holds.
import { PRODUCTS, type Product, type Role } from '../../../domain/roles';
import { userContext, type UserContext } from '../../../domain/routes';

export const DEMO_PASSWORD = 'Payloft#2026';

export interface DemoAccount {
  email: string;
  landsOn: string;
  user: UserContext;
}

function account(
  email: string,
  role: Role,
  landsOn: string,
  products: readonly Product[] = [],
  extra: Partial<UserContext> = {},
): DemoAccount {
  return { email, landsOn, user: userContext(role, products, extra) };
}

const northwind = PRODUCTS.filter((p) => p !== 'InstantCollectionForCustomer');
const northwindExtra = { isPaymentsApproved: true, connectedAccountingSystems: ['quickBooks', 'xero'] };
const bayside: Product[] = ['InstantCollection', 'InstantCollectionForCustomer', 'OnDemandPayments'];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  account('admin@payloft.test', 'payloftAdmin' as Role, '/pa/executive-dashboard'),
  account('owner@northwind.test', 'businessOwner', '/bo/executive-dashboard', northwind, northwindExtra),
  account('employee@northwind.test', 'businessEmployee', '/transactions/upcoming?page=1', northwind, {
    ...northwindExtra,
    isBusinessRightsAvailable: true,
  }),
  account('clerk@northwind.test', 'businessEmployee', '/transactions/upcoming?page=1', northwind, northwindExtra),
  account('owner@bayside.test', 'businessOwner', '/collections/completed?page=1', bayside),
  account('employee@bayside.test', 'businessEmployee', '/transactions/completed?page=1', bayside, {
    isBusinessRightsAvailable: true,
  }),
  account('employee@lakeside.test', 'businessEmployee', '/collections/completed?page=1', ['InstantCollection'], {
    isBusinessRightsAvailable: true,
  }),
  // Not registered yet: the first load opens the first registration step (spec §4).
  account('owner@harbor.test', 'businessOwner', '/bo/subscription/service-level'),
  account('vendor@acme.test', 'vendorManager', '/transactions/completed?page=1'),
  account('banker@firstcommunity.test', 'bankUserOwner', '/bu/leads'),
];

export function demoAccount(email: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`No demo account ${email}`);
  return found;
}
