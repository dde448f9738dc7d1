/** The demo data (one account per kind of user, their businesses, products and service levels), seeded once. */
import { seedDemoFailures } from './failures';
import { seedBankNetwork, seedLeadBankAccounts } from './admin';
import { seedFinancialInstitutions } from './directory';
import { seedInstantParticipants } from './instant';
import { seedNetworkDemo } from './network';
import { seedCollectionsDemo } from './collections';
import { count, eq, sql } from 'drizzle-orm';
import type { BusinessType, Product, Role } from '../../domain/roles';
import { Roles } from '../../domain/roles';
import { isDevelopmentLike, type Environment } from '../../domain/environment';
import type { Database } from '../db/client';
import {
  bankUsers,
  banks,
  businessEmployees,
  businessSetupSettings,
  businesses,
  products,
  serviceLevelProducts,
  serviceLevels,
  users,
  vendorManagers,
  vendors,
} from '../db/schema';
import { hashPassword } from '../modules/auth';
import { seedBankingCalendar, seedPaymentDemo } from './payments';
import { seedApiClients } from './api-clients';
import { seedDemoHistory } from './history';

export const DEMO_PASSWORD = 'Payloft#2026';

export interface DemoUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export const DEMO_USERS = {
  admin: { email: 'admin@payloft.test', role: Roles.admin, firstName: 'Alex', lastName: 'Morgan', phoneNumber: '+1 415 555 0100' },
  northwindOwner: { email: 'owner@northwind.test', role: Roles.owner, firstName: 'Olivia', lastName: 'Bennett', phoneNumber: '+1 312 555 0141' },
  northwindEmployee: { email: 'employee@northwind.test', role: Roles.employee, firstName: 'Marcus', lastName: 'Reed', phoneNumber: '+1 312 555 0142' },
  northwindClerk: { email: 'clerk@northwind.test', role: Roles.employee, firstName: 'Priya', lastName: 'Shah', phoneNumber: '+1 312 555 0143' },
  baysideOwner: { email: 'owner@bayside.test', role: Roles.owner, firstName: 'Daniel', lastName: 'Ortiz', phoneNumber: '+1 619 555 0171' },
  baysideEmployee: { email: 'employee@bayside.test', role: Roles.employee, firstName: 'Grace', lastName: 'Kim', phoneNumber: '+1 619 555 0172' },
  lakesideEmployee: { email: 'employee@lakeside.test', role: Roles.employee, firstName: 'Hannah', lastName: 'Lee', phoneNumber: '+1 608 555 0181' },
  harborOwner: { email: 'owner@harbor.test', role: Roles.owner, firstName: 'Samuel', lastName: 'Brooks', phoneNumber: '+1 206 555 0191' },
  acmeVendorManager: { email: 'vendor@acme.test', role: Roles.vendorManager, firstName: 'Elena', lastName: 'Rossi', phoneNumber: '+1 773 555 0121' },
  banker: { email: 'banker@firstcommunity.test', role: Roles.bankUser, firstName: 'James', lastName: 'Carter', phoneNumber: '+1 501 555 0131' },
  /** A second owner of Northwind with MFA on by e-mail. */
  northwindSecureOwner: { email: 'secure@northwind.test', role: Roles.owner, firstName: 'Sofia', lastName: 'Alvarez', phoneNumber: '+1 312 555 0144' },
} as const satisfies Record<string, DemoUser>;

const PRODUCT_CATALOGUE: { name: Product; price: number; description: string }[] = [
  { name: 'Approval', price: 4_900, description: 'Approve payments before they are sent' },
  { name: 'InstantCollection', price: 7_900, description: 'Collect instant payments from consumers' },
  { name: 'InstantCollectionForCustomer', price: 9_900, description: 'Collect instant payments from customer businesses' },
  { name: 'BusinessSystem', price: 14_900, description: 'Pay bills from your accounting system' },
  { name: 'API', price: 9_900, description: 'Send payments from your own software' },
  { name: 'OnDemandPayments', price: 5_900, description: 'Take payments on demand' },
];

const SERVICE_LEVELS: {
  key: 'enterprise' | 'customerCollections' | 'starter' | 'growth';
  name: string;
  shortDescription: string;
  description: string;
  tags: string[];
  products: Product[];
  initialTerm: [number, 'month' | 'year', number];
  renewalTerm: [number, 'month' | 'year', number];
}[] = [
  {
    key: 'enterprise',
    name: 'Enterprise',
    shortDescription: 'Every payables product with approvals',
    description: 'Accounting-system bill pay, approvals, API and on-demand payments, and instant collections.',
    tags: ['payables', 'approvals', 'api'],
    products: ['Approval', 'InstantCollection', 'BusinessSystem', 'API', 'OnDemandPayments'],
    initialTerm: [12, 'month', 199_000],
    renewalTerm: [1, 'year', 179_000],
  },
  {
    key: 'customerCollections',
    name: 'Customer Collections',
    shortDescription: 'Collect from customers and consumers',
    description: 'Instant collections from businesses and consumers, with on-demand payments.',
    tags: ['collections', 'consumers'],
    products: ['InstantCollection', 'InstantCollectionForCustomer', 'OnDemandPayments'],
    initialTerm: [6, 'month', 59_400],
    renewalTerm: [1, 'month', 9_900],
  },
  {
    key: 'starter',
    name: 'Starter',
    shortDescription: 'Instant collections only',
    description: 'Collect instant payments from consumers.',
    tags: ['collections'],
    products: ['InstantCollection'],
    initialTerm: [1, 'month', 7_900],
    renewalTerm: [1, 'month', 7_900],
  },
  {
    key: 'growth',
    name: 'Growth',
    shortDescription: 'API and on-demand payments',
    description: 'Send payments from your software and on demand, and collect instantly.',
    tags: ['api', 'collections'],
    products: ['API', 'OnDemandPayments', 'InstantCollection'],
    initialTerm: [12, 'month', 99_000],
    renewalTerm: [1, 'year', 89_000],
  },
];

const NORTHWIND_VENDORS = [
  { name: 'Acme Paper', description: 'Paper and packaging stock', address: '400 W Lake St', city: 'Chicago', state: 'IL', zipcode: '60606' },
  { name: 'Blue Ridge Logistics', description: 'Regional freight', address: '18 Depot Rd', city: 'Roanoke', state: 'VA', zipcode: '24011' },
  { name: 'Cedar Office Furniture', description: 'Office furniture', address: '2201 Grand Ave', city: 'Des Moines', state: 'IA', zipcode: '50312' },
  { name: 'Delta Packaging', description: 'Corrugated boxes', address: '75 Industrial Pkwy', city: 'Memphis', state: 'TN', zipcode: '38118' },
  { name: 'Evergreen Janitorial', description: 'Cleaning services', address: '930 Pine St', city: 'Seattle', state: 'WA', zipcode: '98101' },
];

export interface SeedOptions {
  /** The services' ENCRYPTION_KEY: with it the payments demo (bank details, payments, ACH files) is seeded too. */
  encryptionKey?: Buffer;
  /** The seeding instant; scheduled demo payments fall due after it. */
  now?: Date;
  /** The web's public address, for the invitation links in the demo's e-mails. */
  webPublicUrl?: string;
  /** Also a 90-day payment history, invoices and varied registration dates (api/seed/history.ts). */
  history?: boolean;
}

/**
 * What a start of the services seeds: the demo accounts (the README's password) only in local, dev and demo;
 * staging and prod start with no account at all (`npm run admin:create` makes the first administrator, see
 * api/seed/first-admin.ts). Every environment gets the banking calendar.
 */
export async function seedForEnvironment(db: Database, appEnv: Environment, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (isDevelopmentLike(appEnv)) return seedDemoData(db, options);
  await seedBankingCalendar(db);
  return { seeded: false };
}

/** Seeds the demo data unless the database already has users; returns whether it seeded. */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return { seeded: false };
  // argon2 is deliberately slow: hash the shared demo password once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const registeredAt = new Date('2026-01-05T15:00:00Z');

  await db.transaction(async (tx) => {
    const userIds = {} as Record<keyof typeof DEMO_USERS, string>;
    for (const [key, user] of Object.entries(DEMO_USERS) as [keyof typeof DEMO_USERS, DemoUser][]) {
      const [row] = await tx
        .insert(users)
        .values({
          ...user,
          passwordHash,
          registeredAt,
          mfaEnabled: key === 'northwindSecureOwner',
          mfaPreference: key === 'northwindSecureOwner' ? 'email' : null,
        })
        .returning({ id: users.id });
      userIds[key] = row.id;
    }

    const productIds = new Map<string, string>();
    for (const product of PRODUCT_CATALOGUE) {
      const [row] = await tx.insert(products).values(product).returning({ id: products.id });
      productIds.set(product.name, row.id);
    }

    const levelIds = {} as Record<(typeof SERVICE_LEVELS)[number]['key'], string>;
    for (const level of SERVICE_LEVELS) {
      const [row] = await tx
        .insert(serviceLevels)
        .values({
          name: level.name,
          shortDescription: level.shortDescription,
          description: level.description,
          tags: level.tags,
          initialTermDuration: level.initialTerm[0],
          initialTermUnit: level.initialTerm[1],
          initialTermPrice: level.initialTerm[2],
          renewalTermDuration: level.renewalTerm[0],
          renewalTermUnit: level.renewalTerm[1],
          renewalTermPrice: level.renewalTerm[2],
        })
        .returning({ id: serviceLevels.id });
      levelIds[level.key] = row.id;
      await tx
        .insert(serviceLevelProducts)
        .values(level.products.map((name) => ({ serviceLevelId: row.id, productId: productIds.get(name)! })));
    }

    const business = async (values: typeof businesses.$inferInsert & { businessType: BusinessType }) => {
      const [row] = await tx.insert(businesses).values(values).returning({ id: businesses.id });
      return row.id;
    };
    const registered = {
      registrationDate: new Date('2026-01-20T17:00:00Z'),
      termsAccepted: true,
      legalAccepted: true,
      isVisitedActiveUserPage: true,
      paymentTime: '10:00',
      paymentTimeZone: 'America/Chicago',
    };

    const northwind = await business({
      ...registered,
      name: 'Northwind Supply Co.',
      email: 'ap@northwind.test',
      phoneNumber: '+1 312 555 0140',
      description: 'Industrial and office supplies distributor',
      tinOrEinNumber: '36-4821907',
      businessType: 'General Business',
      goLiveDate: '2026-02-01',
      billingAmount: 199_000,
      dotNumber: '2849131',
      isPaymentsApproved: true,
      address: '1200 W Fulton Market',
      address2: 'Suite 300',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60607',
      serviceLevelId: levelIds.enterprise,
      ownerUserId: userIds.northwindOwner,
      accountingSystemSettings: {
        infoOfAccountingSystems: {
          quickBooks: { name: 'QuickBooks', realmId: '9130357766542016', disconnected: false, vendorsUpdatedAt: '2026-02-03T14:00:00.000Z' },
        },
      },
      paymentSettings: {
        connectedPaymentSystems: ['bankOfAmerica'],
        actualSharedPaymentMethod: {
          paymentMethodType: 'bankAccount',
          paymentSystem: 'bankOfAmerica',
          status: 'active',
          bankName: 'Bank of America',
          accountHolderName: 'Northwind Supply Co.',
          accountType: 'checking',
          routingNumber: '026009593',
          last4: '4821',
        },
        inactiveSharedPaymentMethods: [],
      },
    });
    const bayside = await business({
      ...registered,
      name: 'Bayside Auto Care',
      email: 'office@bayside.test',
      phoneNumber: '+1 619 555 0170',
      description: 'Auto repair and maintenance',
      industry: 'automotive',
      tinOrEinNumber: '33-1957204',
      businessType: 'Customer Business',
      goLiveDate: '2026-02-15',
      billingAmount: 59_400,
      address: '2850 Shelter Island Dr',
      city: 'San Diego',
      state: 'CA',
      zipcode: '92106',
      serviceLevelId: levelIds.customerCollections,
      ownerUserId: userIds.baysideOwner,
    });
    const lakeside = await business({
      ...registered,
      name: 'Lakeside Dental',
      email: 'frontdesk@lakeside.test',
      phoneNumber: '+1 608 555 0180',
      description: 'Family dentistry',
      industry: 'dental',
      tinOrEinNumber: '39-6610245',
      businessType: 'General Business',
      goLiveDate: '2026-03-01',
      billingAmount: 7_900,
      address: '15 E Gorham St',
      city: 'Madison',
      state: 'WI',
      zipcode: '53703',
      serviceLevelId: levelIds.starter,
    });
    await business({
      name: 'Harbor Freightways',
      email: 'dispatch@harbor.test',
      phoneNumber: '+1 206 555 0190',
      businessType: 'General Business',
      dotNumber: '3310457',
      ownerUserId: userIds.harborOwner,
    });

    await tx.insert(businessEmployees).values([
      { userId: userIds.northwindEmployee, businessId: northwind, isBusinessRightsAvailable: true, registeredAt },
      { userId: userIds.northwindClerk, businessId: northwind, isBusinessRightsAvailable: false, registeredAt },
      { userId: userIds.baysideEmployee, businessId: bayside, isBusinessRightsAvailable: true, registeredAt },
      { userId: userIds.lakesideEmployee, businessId: lakeside, isBusinessRightsAvailable: true, registeredAt },
      // Membership of Northwind's second owner (see loadBusinessScope).
      { userId: userIds.northwindSecureOwner, businessId: northwind, isBusinessRightsAvailable: true, registeredAt },
    ]);

    const vendorRows = await tx
      .insert(vendors)
      .values(NORTHWIND_VENDORS.map((v) => ({ ...v, businessId: northwind })))
      .returning({ id: vendors.id, name: vendors.name });
    await tx.insert(vendors).values({
      businessId: bayside,
      name: 'Pacific Auto Parts',
      description: 'OEM and aftermarket parts',
      address: '3400 Midway Dr',
      city: 'San Diego',
      state: 'CA',
      zipcode: '92110',
    });
    const acme = vendorRows.find((v) => v.name === 'Acme Paper')!;
    await tx.insert(vendorManagers).values({ userId: userIds.acmeVendorManager, vendorId: acme.id });

    const [bank] = await tx.insert(banks).values({ name: 'First Community Bank' }).returning({ id: banks.id });
    await tx.insert(bankUsers).values({ userId: userIds.banker, bankId: bank.id, role: Roles.bankUser });
    await seedBankNetwork(tx);
    await seedFinancialInstitutions(tx);
    await seedInstantParticipants(tx);
  });
  await seedBankingCalendar(db);
  if (options.encryptionKey) await seedPaymentDemo(db, options.encryptionKey, options.now ?? new Date());
  if (options.encryptionKey) await seedLeadBankAccounts(db, options.encryptionKey);
  await seedApiClients(db, options.now ?? new Date());
  await seedNetworkDemo(db, { passwordHash, now: options.now ?? new Date(), webPublicUrl: options.webPublicUrl ?? 'http://localhost:3000' });
  if (options.encryptionKey) await seedCollectionsDemo(db, options.encryptionKey, { passwordHash });
  // Every other demo business (Bayside's customer, the network's) pays through the sandbox, as a new one would here.
  await db.execute(sql`insert into business_rails (business_id, rail) select id, 'sandbox' from businesses on conflict (business_id) do nothing`);
  await seedDemoFailures(db, options.now ?? new Date());
  if (options.encryptionKey && options.history) await seedDemoHistory(db, options.now ?? new Date(), options.encryptionKey);
  // Northwind hears about its payments by e-mail: set after the demo payments, which send nothing.
  const [northwind] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  if (northwind) await db.insert(businessSetupSettings).values({ businessId: northwind.id, emailSettings: true }).onConflictDoUpdate({ target: businessSetupSettings.businessId, set: { emailSettings: true } });
  return { seeded: true };
}
