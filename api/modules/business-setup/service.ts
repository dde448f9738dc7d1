/** Business setup data access: address, shared payment methods, accounting systems, payment time, approval, e-mail settings, branding and the registration progress. */
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from '../../../domain/accounting';
import { type RegistrationState } from '../../../domain/stepper';
import type { Database } from '../../db/client';
import {
  accountingConnections,
  bankAccounts,
  businessEmployees,
  businessSetupSettings,
  businesses,
  payments,
  users,
  type AccountingSystemInfo,
  type AccountingSystemSettings,
  type BusinessRow,
} from '../../db/schema';
import { iso } from '../../lib/dates';
import { CONNECTORS } from '../../integrations/accounting';
import { connectedAccountingSystems } from '../integrations';
import { businessProducts } from '../payments';
import { subscriptionAuthorizationState } from '../subscriptions';

export type Db = Database;

export async function loadBusiness(db: Db, businessId: string): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw new Error(`Business ${businessId} vanished`);
  return row;
}

async function loadSettings(db: Db, businessId: string) {
  const [row] = await db.select().from(businessSetupSettings).where(eq(businessSetupSettings.businessId, businessId)).limit(1);
  return row ?? null;
}

/** Inserts the settings row on first use and applies `patch`. */
export async function saveSettings(db: Db, businessId: string, patch: Partial<typeof businessSetupSettings.$inferInsert>, now: Date) {
  await db
    .insert(businessSetupSettings)
    .values({ businessId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: businessSetupSettings.businessId, set: { ...patch, updatedAt: now } });
}

function connectedPaymentSystemsOf(row: BusinessRow): string[] {
  const systems = (row.paymentSettings as { connectedPaymentSystems?: unknown }).connectedPaymentSystems;
  return Array.isArray(systems) ? systems.filter((s): s is string => typeof s === 'string') : [];
}

/**
 * A bank account as spec §3's shared payment method. `bin` is the bank identification part of the
 * routing number (its first six digits); the account number itself is never returned, only last4.
 */
function sharedPaymentMethodView(a: typeof bankAccounts.$inferSelect) {
  return {
    id: a.id,
    paymentMethodType: 'bankAccount',
    paymentSystem: a.paymentSystem,
    status: a.status,
    imageURL: null,
    bankName: a.bankName,
    bin: a.routingNumber.slice(0, 6),
    accountHolderName: a.accountHolderName,
    accountType: a.accountType,
    routingNumber: a.routingNumber,
    last4: a.last4,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export async function sharedPaymentMethods(db: Db, businessId: string) {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.businessId, businessId))
    .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  const actual = rows.find((r) => r.status === 'active') ?? null;
  return {
    actualSharedPaymentMethod: actual ? sharedPaymentMethodView(actual) : null,
    inactiveSharedPaymentMethods: rows.filter((r) => r.status !== 'active').map(sharedPaymentMethodView),
  };
}

/** The accounts each connected system records bill payments against (write-back), as the business chose them. */
async function writeBackAccounts(db: Db, businessId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ system: accountingConnections.system, name: accountingConnections.paymentAccountName })
    .from(accountingConnections)
    .where(and(eq(accountingConnections.businessId, businessId), eq(accountingConnections.status, 'connected')));
  return new Map(rows.map((r) => [r.system, r.name]));
}

function accountingView(settings: AccountingSystemSettings | null | undefined, writeBack: Map<string, string | null>) {
  const info = settings?.infoOfAccountingSystems ?? {};
  return ACCOUNTING_SYSTEMS.map((system) => {
    const entry = info[system.key];
    return {
      writeBackAccount: writeBack.get(system.key) ?? null,
      writeBackAccountNeeded: writeBack.has(system.key) && Boolean(CONNECTORS[system.key].listPaymentAccounts),
      key: system.key,
      name: system.name,
      connected: Boolean(entry && !entry.disconnected),
      everConnected: Boolean(entry),
      mode: (entry as { mode?: string } | undefined)?.mode ?? null,
      vendorsUpdatedAt: entry?.vendorsUpdatedAt ?? null,
    };
  });
}

/** Spec §7's check of the registration stepper: has a test payment of this business succeeded? (one row is enough) */
export async function hasSuccessfulTestPayment(db: Db, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.businessId, businessId), eq(payments.kind, 'test'), eq(payments.paymentProcessStatus, 'success')))
    .limit(1);
  return Boolean(row);
}

/** Nothing to authorize (nothing billed), or the owner authorized the subscription's debits of the current account. */
async function subscriptionDebitAuthorized(db: Db, businessId: string): Promise<boolean> {
  const state = await subscriptionAuthorizationState(db, businessId);
  return !state.needed || state.accepted !== null;
}

/** Everything the stepper reads except the test payment (which the web reads from the reports service). */

export async function registrationProgress(db: Db, row: BusinessRow) {
  const [[account], debitAuthorized] = await Promise.all([
    db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.businessId, row.id), eq(bankAccounts.status, 'active')))
      .limit(1),
    subscriptionDebitAuthorized(db, row.id),
  ]);
  return {
    serviceLevelChosen: row.serviceLevelId !== null,
    termsAccepted: row.termsAccepted,
    legalAccepted: row.legalAccepted,
    hasSharedPaymentMethod: Boolean(account),
    subscriptionDebitAuthorized: debitAuthorized,
    connectedPaymentSystemsCount: connectedPaymentSystemsOf(row).length,
    connectedAccountingSystemsCount: connectedAccountingSystems(row.accountingSystemSettings).length,
    accountingSystemAnswered: row.accountingSystemAnswer !== null,
    accountingSystemAnswer: row.accountingSystemAnswer,
    paymentTimeSet: Boolean(row.paymentTime && row.paymentTimeZone),
    isVisitedActiveUserPage: row.isVisitedActiveUserPage,
  };
}

/** The complete stepper state of spec §2, as the API checks it before setting the registration date. */
export async function registrationState(db: Db, businessId: string): Promise<RegistrationState> {
  const row = await loadBusiness(db, businessId);
  const progress = await registrationProgress(db, row);
  return {
    ...progress,
    products: (await businessProducts(db, businessId)) as RegistrationState['products'],
    businessName: row.name,
    location: { address: row.address, address2: row.address2, city: row.city, state: row.state, zipcode: row.zipcode, country: row.country },
    hasSuccessfulTestPayment: await hasSuccessfulTestPayment(db, businessId),
  };
}

export async function businessSetupView(db: Db, businessId: string) {
  const row = await loadBusiness(db, businessId);
  // Independent reads of one business, side by side: each is a round trip to the database.
  const [settings, products, methods, writeBack, registration] = await Promise.all([
    loadSettings(db, businessId),
    businessProducts(db, businessId),
    sharedPaymentMethods(db, businessId),
    writeBackAccounts(db, businessId),
    registrationProgress(db, row),
  ]);
  const acumatica = row.accountingSystemSettings?.infoOfAccountingSystems?.acumatica;
  return {
    businessId: row.id,
    name: row.name,
    tinOrEinNumber: row.tinOrEinNumber,
    industry: row.industry,
    location: { zipcode: row.zipcode, address: row.address, address2: row.address2, city: row.city, state: row.state, country: row.country },
    products,
    registrationDate: iso(row.registrationDate),
    isPaymentsApproved: row.isPaymentsApproved,
    paymentTime: row.paymentTime || row.paymentTimeZone ? { time: row.paymentTime, timeZone: row.paymentTimeZone } : null,
    emailSettings: settings?.emailSettings ?? false,
    connectedPaymentSystems: connectedPaymentSystemsOf(row),
    sharedPaymentMethods: methods,
    accountingSystems: accountingView(row.accountingSystemSettings, writeBack),
    acumatica: { url: acumatica?.meta?.url ?? null, isHashExists: Boolean(acumatica?.meta?.hash) },
    branding: brandingView(settings),
    registration,
  };
}

function brandingView(settings: Awaited<ReturnType<typeof loadSettings>>) {
  return {
    description: settings?.brandingDescription ?? null,
    logoContentType: settings?.logo ? settings.logoContentType : null,
    logoFileName: settings?.logo ? settings.logoFileName : null,
    logoSize: settings?.logo ? settings.logoSize : null,
    logoUpdatedAt: settings?.logo ? iso(settings.logoUpdatedAt) : null,
  };
}

export async function branding(db: Db, businessId: string) {
  return brandingView(await loadSettings(db, businessId));
}

export async function businessLogo(db: Db, businessId: string) {
  const settings = await loadSettings(db, businessId);
  if (!settings?.logo || !settings.logoContentType) return null;
  return { contentType: settings.logoContentType, fileName: settings.logoFileName, contentBase64: settings.logo.toString('base64') };
}

export async function updateBusiness(db: Db, businessId: string, patch: Partial<typeof businesses.$inferInsert>, now: Date) {
  await db.update(businesses).set({ ...patch, updatedAt: now }).where(eq(businesses.id, businessId));
}

export async function isBusinessNameTaken(db: Db, name: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(sql`lower(${businesses.name}) = lower(${name.trim()})`, ne(businesses.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/** Records (or re-enables) a connection in accountingSystemSettings, keeping what the system had synced. */
export async function recordAccountingConnection(
  db: Db,
  businessId: string,
  system: AccountingSystemKey,
  change: { connect: true; identifiers: Partial<AccountingSystemInfo>; mode: string } | { connect: false },
  now: Date,
) {
  const name = ACCOUNTING_SYSTEMS.find((s) => s.key === system)!.name;
  await changeAccountingSystems(db, businessId, now, (info) => {
    const previous = info[system] ?? {};
    info[system] = change.connect
      ? { ...previous, ...change.identifiers, name, disconnected: false, vendorsUpdatedAt: previous.vendorsUpdatedAt ?? null, mode: change.mode } as AccountingSystemInfo
      : { ...previous, name, disconnected: true };
  });
}

/** Changes the business's infoOfAccountingSystems under a row lock, keeping the rest of its settings. */
async function changeAccountingSystems(
  db: Db,
  businessId: string,
  now: Date,
  change: (info: NonNullable<AccountingSystemSettings['infoOfAccountingSystems']>) => void,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: businesses.accountingSystemSettings })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    const settings: AccountingSystemSettings = row?.settings ?? {};
    const info = { ...(settings.infoOfAccountingSystems ?? {}) };
    change(info);
    await tx
      .update(businesses)
      .set({ accountingSystemSettings: { ...settings, infoOfAccountingSystems: info }, updatedAt: now })
      .where(eq(businesses.id, businessId));
  });
}

/** Saves Acumatica's url and (encrypted) hash under infoOfAccountingSystems.acumatica.meta. */
export async function saveAcumaticaMeta(db: Db, businessId: string, meta: { url: string; hashEncrypted: string | null }, now: Date) {
  await changeAccountingSystems(db, businessId, now, (info) => {
    const previous = info.acumatica ?? { name: 'Acumatica', disconnected: true };
    const hash = meta.hashEncrypted ?? previous.meta?.hash;
    info.acumatica = { ...previous, meta: { url: meta.url, ...(hash ? { hash } : {}) } };
  });
}

/** The business's people: its owner(s) and employees, blocked ones excluded, in name order. */
export async function activeBusinessUsers(db: Db, businessId: string) {
  const [business] = await db.select({ ownerUserId: businesses.ownerUserId }).from(businesses).where(eq(businesses.id, businessId));
  const members = await db
    .select({ user: users, rights: businessEmployees.isBusinessRightsAvailable })
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId))
    .where(and(eq(businessEmployees.businessId, businessId), isNull(businessEmployees.blockedAt), eq(users.enabled, true)));
  const owners = business?.ownerUserId
    ? await db.select().from(users).where(and(inArray(users.id, [business.ownerUserId]), eq(users.enabled, true)))
    : [];
  const all = [
    ...owners.map((u) => ({ user: u, rights: true })),
    ...members.filter((m) => m.user.id !== business?.ownerUserId),
  ];
  return all
    .map(({ user, rights }) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      role: user.role,
      isBusinessRightsAvailable: rights,
      registeredAt: iso(user.registeredAt),
    }))
    .sort((a, b) => `${a.lastName} ${a.firstName} ${a.id}`.localeCompare(`${b.lastName} ${b.firstName} ${b.id}`));
}

/** Sets the registration date to `now` when it is empty; true when it was set by this call. */
export async function setRegistrationDateIfEmpty(db: Pick<Db, 'update'>, businessId: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(businesses)
    .set({ registrationDate: now, updatedAt: now })
    .where(and(eq(businesses.id, businessId), isNull(businesses.registrationDate)))
    .returning({ id: businesses.id });
  return updated.length > 0;
}
