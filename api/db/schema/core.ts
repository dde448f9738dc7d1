/** Drizzle tables every other schema file refers to: users, products and service levels, businesses, employees, vendors and banks (sign-in security beside it). */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { BUSINESS_TYPES, ROLES } from "../../../domain/roles";
import { ACCOUNTING_SYSTEM_ANSWERS, type AccountingSystemAnswer } from "../../../domain/accounting";

/** `'a', 'b'` for a check constraint built from a constant list, so names stay in domain/. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow();
const moment = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "date" });

export type TermUnit = "month" | "year";

/** accountingSystemSettings.infoOfAccountingSystems entry (spec §3). */
export interface AccountingSystemInfo {
  name?: string;
  disconnected?: boolean;
  vendorsUpdatedAt?: string | null;
  realmId?: string;
  tenantId?: string;
  companyId?: string;
  meta?: { url?: string; hash?: string };
}
export interface AccountingSystemSettings {
  infoOfAccountingSystems?: Partial<Record<string, AccountingSystemInfo>>;
}

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index on lower(email) keeps it case-insensitive either way. */
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disableReason: text("disable_reason"),
    isSystem: boolean("is_system").notNull().default(false),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    mfaPreference: text("mfa_preference"),
    setupExpiredAt: moment("setup_expired_at"),
    /** The zone an administrator sees times in (decision 032); null is UTC. Business users see their business's zone. */
    timeZone: text("time_zone"),
    registeredAt: moment("registered_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role),
    check("users_role_check", sql`${t.role} in (${sqlList(ROLES)})`),
    check(
      "users_mfa_preference_check",
      sql`${t.mfaPreference} is null or ${t.mfaPreference} in ('phoneNumber', 'email')`
    ),
  ]
);

export const products = pgTable("products", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  /** Cents. */
  price: integer("price").notNull(),
  description: text("description"),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const serviceLevels = pgTable(
  "service_levels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    shortDescription: text("short_description"),
    description: text("description"),
    active: boolean("active").notNull().default(true),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    initialTermDuration: integer("initial_term_duration"),
    initialTermUnit: text("initial_term_unit").$type<TermUnit>(),
    /** Cents. */
    initialTermPrice: integer("initial_term_price"),
    renewalTermDuration: integer("renewal_term_duration"),
    renewalTermUnit: text("renewal_term_unit").$type<TermUnit>(),
    /** Cents. */
    renewalTermPrice: integer("renewal_term_price"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "service_levels_initial_unit_check",
      sql`${t.initialTermUnit} is null or ${t.initialTermUnit} in ('month', 'year')`
    ),
    check(
      "service_levels_renewal_unit_check",
      sql`${t.renewalTermUnit} is null or ${t.renewalTermUnit} in ('month', 'year')`
    ),
  ]
);

export const serviceLevelProducts = pgTable(
  "service_level_products",
  {
    serviceLevelId: uuid("service_level_id")
      .notNull()
      .references(() => serviceLevels.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceLevelId, t.productId] }),
    index("service_level_products_product_idx").on(t.productId),
  ]
);

export const businesses = pgTable(
  "businesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    description: text("description"),
    tinOrEinNumber: text("tin_or_ein_number"),
    businessType: text("business_type").notNull().default("General Business"),
    /** What the business does (domain/industries.ts), "unknown" until its owner says; asks for vehicles when automotive (decision 097). */
    industry: text("industry").notNull().default("unknown"),
    goLiveDate: date("go_live_date", { mode: "string" }),
    /** Cents. */
    billingAmount: integer("billing_amount"),
    dotNumber: text("dot_number"),
    registrationDate: moment("registration_date"),
    isVisitedActiveUserPage: boolean("is_visited_active_user_page")
      .notNull()
      .default(false),
    /** Business System answered without a connection: uses none, or asked for an unlisted system (domain/accounting.ts). */
    accountingSystemAnswer: text("accounting_system_answer").$type<AccountingSystemAnswer>(),
    isPaymentsApproved: boolean("is_payments_approved")
      .notNull()
      .default(false),
    zipcode: text("zipcode"),
    address: text("address"),
    address2: text("address2"),
    city: text("city"),
    state: text("state"),
    country: text("country").notNull().default("United States"),
    accountingSystemSettings: jsonb("accounting_system_settings")
      .$type<AccountingSystemSettings>()
      .notNull()
      .default({}),
    termsAccepted: boolean("terms_accepted").notNull().default(false),
    legalAccepted: boolean("legal_accepted").notNull().default(false),
    /** Daily payment time, HH:mm in paymentTimeZone. */
    paymentTime: text("payment_time"),
    paymentTimeZone: text("payment_time_zone"),
    serviceLevelId: uuid("service_level_id").references(
      () => serviceLevels.id,
      { onDelete: "set null" }
    ),
    /** Shape of spec §3 paymentSettings; secrets inside are encrypted with api/lib/crypto.ts. */
    paymentSettings: jsonb("payment_settings")
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    ownerUserId: uuid("owner_user_id").references(() => users.id, {
      onDelete: "restrict",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("businesses_owner_idx").on(t.ownerUserId),
    index("businesses_service_level_idx").on(t.serviceLevelId),
    check(
      "businesses_type_check",
      sql`${t.businessType} in (${sqlList(BUSINESS_TYPES)})`
    ),
    check(
      "businesses_accounting_system_answer_check",
      sql`${t.accountingSystemAnswer} in (${sqlList(ACCOUNTING_SYSTEM_ANSWERS)})`
    ),
  ]
);

export const businessEmployees = pgTable(
  "business_employees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    isBusinessRightsAvailable: boolean("is_business_rights_available")
      .notNull()
      .default(false),
    registeredAt: moment("registered_at"),
    updatedAt: updatedAt(),
    blockedAt: moment("blocked_at"),
  },
  (t) => [index("business_employees_business_idx").on(t.businessId)]
);

export const vendors = pgTable(
  "vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    zipcode: text("zipcode"),
    address: text("address"),
    address2: text("address2"),
    city: text("city"),
    state: text("state"),
    country: text("country").notNull().default("USA"),
    /** Where the business reaches the vendor (a vendor added by hand). */
    email: text("email"),
    /** The vendor's phone number (the vendor manager's company details, spec §3 Vendor manager account). */
    phoneNumber: text("phone_number"),
    /** When the account it is paid into last changed in a way that holds the next payment for approval (decisions 029, 050). */
    bankAccountChangedAt: moment("bank_account_changed_at"),
    /** The accounting system this vendor was synced from (data key, e.g. quickBooks); null for a vendor added by hand. */
    accountingSystem: text("accounting_system"),
    /** The vendor's id in that system. */
    externalId: text("external_id"),
    /** Manage Payees: a synced vendor is payable only once the business enables it. */
    payeeStatus: text("payee_status").notNull().default("enabled"),
    /** The vendor's tax ID as its accounting system holds it (Xero's TaxNumber); matched exactly (decision 096). */
    taxId: text("tax_id"),
    /**
     * A synced vendor linked by the business to the vendor it already had (decision 096): an alias. Its bills pay the
     * vendor it is linked to, and it is not offered by Send Payment. Null for every vendor that stands on its own.
     */
    aliasOfVendorId: uuid("alias_of_vendor_id").references((): AnyPgColumn => vendors.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("vendors_business_name_key").on(t.businessId, t.name),
    uniqueIndex("vendors_accounting_external_key").on(
      t.businessId,
      t.accountingSystem,
      t.externalId
    ),
    index("vendors_payees_idx").on(
      t.businessId,
      t.accountingSystem,
      t.payeeStatus,
      t.name,
      t.id
    ),
    check(
      "vendors_payee_status_check",
      sql`${t.payeeStatus} in ('enabled', 'disabled')`
    ),
  ]
);

export const vendorManagers = pgTable(
  "vendor_managers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("vendor_managers_vendor_idx").on(t.vendorId)]
);

export const banks = pgTable("banks", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});

export const bankUsers = pgTable(
  "bank_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    bankId: uuid("bank_id")
      .notNull()
      .references(() => banks.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("bankUserOwner"),
    createdAt: createdAt(),
  },
  (t) => [index("bank_users_bank_idx").on(t.bankId)]
);

export type UserRow = typeof users.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type ServiceLevelRow = typeof serviceLevels.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
