/** User roles, their labels and the products a service level can bundle. */
import { ADMIN_ROLE, PRODUCT_NAME } from './product';

export const ROLES = [ADMIN_ROLE, 'businessOwner', 'businessEmployee', 'vendorManager', 'bankUserOwner'] as const;
export type Role = (typeof ROLES)[number];
export const Roles = {
  admin: ADMIN_ROLE as Role,
  owner: 'businessOwner' as Role,
  employee: 'businessEmployee' as Role,
  vendorManager: 'vendorManager' as Role,
  bankUser: 'bankUserOwner' as Role,
} as const;

export const ROLE_LABELS: Record<Role, string> = {
  [ADMIN_ROLE]: 'Administrator',
  businessOwner: 'Business',
  businessEmployee: 'Employee',
  vendorManager: 'Vendor',
  bankUserOwner: 'User',
} as Record<Role, string>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const PRODUCTS = [
  'Approval',
  'InstantCollection',
  'InstantCollectionForCustomer',
  'BusinessSystem',
  'API',
  'OnDemandPayments',
] as const;
export type Product = (typeof PRODUCTS)[number];

/**
 * What each product is called on the business's pages: the one place a product code becomes words. The
 * codes stay the names at the API boundary and on the administrator's product pages.
 */
export const PRODUCT_LABELS: Readonly<Record<Product, string>> = {
  Approval: 'Payment approvals',
  InstantCollection: 'Instant collections from consumers',
  InstantCollectionForCustomer: 'Instant collections from customers',
  BusinessSystem: 'Accounting system sync',
  API: `${PRODUCT_NAME} API`,
  OnDemandPayments: 'On-demand payments',
};

/** A product's label; a name that is not a product code (one an administrator made) is shown as it is. */
export function productLabel(name: string): string {
  return isProduct(name) ? PRODUCT_LABELS[name] : name;
}

/**
 * The products that collect money (decision 026): InstantCollection from consumers, InstantCollectionForCustomer from
 * customer businesses. The Collections and Instant Collections pages need either (decision 038).
 */
export const COLLECTION_PRODUCTS = ['InstantCollection', 'InstantCollectionForCustomer'] as const satisfies readonly Product[];

export function isProduct(value: unknown): value is Product {
  return typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);
}

export const BUSINESS_TYPES = ['General Business', 'Customer Business'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Roles that belong to a business and whose pages depend on the business's products. */
export function isBusinessRole(role: string): boolean {
  return role === Roles.owner || role === Roles.employee;
}
