/**
 * Accounting connections and payees (decision 031): the OAuth grant per business and system
 * (sealed), vendor sync (incremental, idempotent), the payees lists and their enabled/disabled switch, open bills.
 * Linking duplicate payees is ./links.ts.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { ACCOUNTING_SYSTEMS, paymentAccountLabel, type AccountingSystemKey } from '../../../domain/accounting';
import { isValidRoutingChecksum } from '../../../domain/validation';
import { displayStatus } from '../../../domain/report-columns';
import { isTimeZone, zoneFormat } from '../../../domain/dates';
import { vendorMatch } from '../../../domain/vendor-matching';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { accountingConnections, bankAccounts, businesses, vendors, type AccountingSystemSettings } from '../../db/schema';
import { CONNECTORS, endpointsFor, isSandbox } from '../../integrations/accounting';
import type { AccountingBill, ConnectorContext, ConnectedGrant } from '../../integrations/accounting/connector';
import { connectorFetch } from '../../integrations/accounting/transport';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { ErrorCodes } from '../../../domain/errors';
import { changePayoutAccount } from '../payments';
import * as paymentsService from '../payments';
import { aliasedIds, bestMatch, invitedAwaitingDetails, linkCandidates } from './links';

export const PAYEE_STATUSES = ['enabled', 'disabled'] as const;
export type PayeeStatus = (typeof PAYEE_STATUSES)[number];

export function connectorContext(db: Database, config: ApiConfig, system: AccountingSystemKey): ConnectorContext {
  return { endpoints: endpointsFor(config, system), fetch: connectorFetch(config, db) };
}

/** The web's OAuth callback page (registered as the redirect URI with every system). */
export const redirectUriOf = (config: Pick<ApiConfig, 'webPublicUrl'>) => `${config.webPublicUrl}/manage-payees/callback`;

interface StateClaims {
  b: string;
  u: string;
  s: AccountingSystemKey;
  exp: number;
}

/** The OAuth `state`: sealed (AES-GCM) business, user, system and expiry, so a callback can only finish its own flow. */
export function sealState(config: ApiConfig, claims: Omit<StateClaims, 'exp'>, now: Date): string {
  return encryptSecret(JSON.stringify({ ...claims, exp: now.getTime() + 15 * 60_000 }), config.encryptionKey);
}
export function openState(config: ApiConfig, state: string, now: Date): StateClaims | null {
  try {
    const claims = JSON.parse(decryptSecret(state, config.encryptionKey)) as StateClaims;
    return claims.exp > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}

/** Saves the grant (tokens sealed) and marks the system connected in accountingSystemSettings (spec §3 identifiers). */
export async function saveGrant(db: Database, config: ApiConfig, businessId: string, system: AccountingSystemKey, grant: ConnectedGrant, now: Date) {
  const endpoints = endpointsFor(config, system);
  const sealed = { accessTokenSealed: encryptSecret(grant.accessToken, config.encryptionKey), refreshTokenSealed: encryptSecret(grant.refreshToken, config.encryptionKey) };
  const idField = system === 'quickBooks' ? 'realmId' : system === 'xero' ? 'tenantId' : 'companyId';
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(accountingConnections).where(and(eq(accountingConnections.businessId, businessId), eq(accountingConnections.system, system))).for('update');
    // Another company than before: start the incremental sync afresh.
    const keepCursor = existing && existing.companyId === grant.companyId ? existing.vendorsUpdatedAt : null;
    // The payment account chosen belongs to the company: another company's grant asks again.
    const sameCompany = existing && existing.companyId === grant.companyId;
    const paymentAccount = { paymentAccountId: sameCompany ? existing.paymentAccountId : null, paymentAccountName: sameCompany ? existing.paymentAccountName : null };
    const values = { companyId: grant.companyId, ...sealed, accessTokenExpiresAt: grant.expiresAt, apiBaseUrl: endpoints.apiBaseUrl, vendorsUpdatedAt: keepCursor, ...paymentAccount, status: 'connected', updatedAt: now };
    if (existing) await tx.update(accountingConnections).set(values).where(and(eq(accountingConnections.businessId, businessId), eq(accountingConnections.system, system)));
    else await tx.insert(accountingConnections).values({ businessId, system, ...values, createdAt: now });
    const [row] = await tx.select({ settings: businesses.accountingSystemSettings }).from(businesses).where(eq(businesses.id, businessId)).for('update');
    const settings: AccountingSystemSettings = row?.settings ?? {};
    const info = { ...(settings.infoOfAccountingSystems ?? {}) };
    const name = ACCOUNTING_SYSTEMS.find((s) => s.key === system)!.name;
    info[system] = { ...(info[system] ?? {}), [idField]: grant.companyId, name, disconnected: false, vendorsUpdatedAt: keepCursor?.toISOString() ?? null, mode: isSandbox(endpoints) ? 'sandbox' : 'live' } as never;
    await tx.update(businesses).set({ accountingSystemSettings: { ...settings, infoOfAccountingSystems: info }, updatedAt: now }).where(eq(businesses.id, businessId));
  });
}

/** Disconnecting forgets the grant (tokens included); synced payees stay, and a later connect syncs them again by id. */
export async function markDisconnected(db: Database, businessId: string, system: AccountingSystemKey, _now: Date) {
  await db.delete(accountingConnections).where(and(eq(accountingConnections.businessId, businessId), eq(accountingConnections.system, system)));
}

/** A usable grant: refreshed (and re-sealed) when the access token is within a minute of expiry. Null when not connected. */
export async function grantFor(db: Database, config: ApiConfig, businessId: string, system: AccountingSystemKey, now: Date) {
  const [row] = await db.select().from(accountingConnections).where(and(eq(accountingConnections.businessId, businessId), eq(accountingConnections.system, system), eq(accountingConnections.status, 'connected')));
  if (!row) return null;
  const ctx = connectorContext(db, config, system);
  let accessToken = decryptSecret(row.accessTokenSealed, config.encryptionKey);
  if (row.accessTokenExpiresAt.getTime() - 60_000 < now.getTime()) {
    const fresh = await CONNECTORS[system].refresh(ctx, decryptSecret(row.refreshTokenSealed, config.encryptionKey));
    accessToken = fresh.accessToken;
    await db
      .update(accountingConnections)
      .set({ accessTokenSealed: encryptSecret(fresh.accessToken, config.encryptionKey), refreshTokenSealed: encryptSecret(fresh.refreshToken, config.encryptionKey), accessTokenExpiresAt: fresh.expiresAt, updatedAt: now })
      .where(and(eq(accountingConnections.businessId, businessId), eq(accountingConnections.system, system)));
  }
  return { ctx, grant: { accessToken, companyId: row.companyId }, vendorsUpdatedAt: row.vendorsUpdatedAt, paymentAccountId: row.paymentAccountId, paymentAccountName: row.paymentAccountName };
}

/** The accounts the system lets payments be recorded against, the business's choice marked; empty where the system has no choice. */
export async function paymentAccounts(db: Database, config: ApiConfig, businessId: string, system: AccountingSystemKey, now: Date) {
  const access = await grantFor(db, config, businessId, system, now);
  if (!access) return [];
  const offered = (await CONNECTORS[system].listPaymentAccounts?.(access.ctx, access.grant)) ?? [];
  // The name kept with the choice follows the system's (renamed there, or chosen before names were kept).
  const chosen = offered.find((a) => a.id === access.paymentAccountId);
  if (chosen && paymentAccountLabel(chosen) !== access.paymentAccountName) await keepPaymentAccount(db, businessId, system, chosen, now);
  return offered.map((a) => ({ ...a, chosen: a.id === access.paymentAccountId }));
}

async function keepPaymentAccount(db: Database, businessId: string, system: AccountingSystemKey, account: { id: string; name: string; code?: string | null }, now: Date) {
  await db
    .update(accountingConnections)
    .set({ paymentAccountId: account.id, paymentAccountName: paymentAccountLabel(account), updatedAt: now })
    .where(and(eq(accountingConnections.businessId, businessId), eq(accountingConnections.system, system)));
}

/** Keeps the business's choice of payment account, only among the accounts the system offers; false when it is not one. */
export async function choosePaymentAccount(db: Database, config: ApiConfig, businessId: string, system: AccountingSystemKey, accountId: string, now: Date): Promise<boolean> {
  const offered = await paymentAccounts(db, config, businessId, system, now);
  const account = offered.find((a) => a.id === accountId);
  if (!account) return false;
  await keepPaymentAccount(db, businessId, system, account, now);
  return true;
}

/**
 * Pulls vendors changed since the cursor and upserts them by (business, system, external id). New payees start
 * disabled (the business chooses whom it pays); bank details the system holds become the vendor's account when it
 * has none, through changePayoutAccount. Idempotent: a second run with nothing changed writes nothing.
 */
export async function syncVendors(db: Database, config: ApiConfig, businessId: string, system: AccountingSystemKey, now: Date) {
  const access = await grantFor(db, config, businessId, system, now);
  if (!access) return null;
  const remote = await CONNECTORS[system].listVendors(access.ctx, access.grant, access.vendorsUpdatedAt);
  let created = 0;
  let updated = 0;
  let cursor = access.vendorsUpdatedAt;
  const systemName = ACCOUNTING_SYSTEMS.find((s) => s.key === system)!.name;
  await db.transaction(async (tx) => {
    for (const v of remote) {
      if (!cursor || v.updatedAt > cursor) cursor = v.updatedAt;
      const fields = { email: v.email, taxId: v.taxId ?? null, address: v.address, city: v.city, state: v.state, zipcode: v.zipcode };
      const [existing] = await tx.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, businessId), eq(vendors.accountingSystem, system), eq(vendors.externalId, v.externalId)));
      let vendorId: string;
      const isNew = !existing;
      if (existing) {
        await tx.update(vendors).set({ ...fields, updatedAt: now }).where(eq(vendors.id, existing.id));
        vendorId = existing.id;
        updated += 1;
      } else {
        // A vendor name is unique per business: a synced vendor whose name is taken carries its system's name.
        const [taken] = await tx.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, businessId), sql`lower(${vendors.name}) = lower(${v.name})`));
        const name = taken ? `${v.name} (${systemName})` : v.name;
        const [row] = await tx
          .insert(vendors)
          .values({ businessId, name: name.slice(0, 99), ...fields, accountingSystem: system, externalId: v.externalId, payeeStatus: 'disabled', createdAt: now, updatedAt: now })
          .returning({ id: vendors.id });
        vendorId = row!.id;
        created += 1;
      }
      const bank = v.bankAccount;
      if (bank && /^\d{4,17}$/.test(bank.accountNumber) && isValidRoutingChecksum(bank.routingNumber)) {
        const [active] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(and(eq(bankAccounts.vendorId, vendorId), eq(bankAccounts.status, 'active')));
        if (!active) {
          // Bank details nobody entered in Payloft: for a payee that already existed the change holds its next payment (decision 050).
          const account = { ...bank, accountHolderName: bank.accountHolderName.slice(0, 99) };
          await changePayoutAccount(tx, { party: { vendorId }, account, actor: { system: `${systemName} sync` }, newParty: isNew, key: config.encryptionKey, now });
        }
      }
    }
    await tx.update(accountingConnections).set({ vendorsUpdatedAt: cursor, updatedAt: now }).where(and(eq(accountingConnections.businessId, businessId), eq(accountingConnections.system, system)));
    const [row] = await tx.select({ settings: businesses.accountingSystemSettings }).from(businesses).where(eq(businesses.id, businessId)).for('update');
    const settings: AccountingSystemSettings = row?.settings ?? {};
    const info = { ...(settings.infoOfAccountingSystems ?? {}) };
    if (info[system]) info[system] = { ...info[system]!, vendorsUpdatedAt: cursor?.toISOString() ?? null };
    await tx.update(businesses).set({ accountingSystemSettings: { ...settings, infoOfAccountingSystems: info } }).where(eq(businesses.id, businessId));
  });
  return { created, updated, vendorsUpdatedAt: cursor ? (cursor as Date).toISOString() : null };
}

export async function listPayees(db: Database, businessId: string, system: AccountingSystemKey, status: PayeeStatus, nameFilter: string | null, skip: number, limit: number, now: Date) {
  const escaped = (nameFilter ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(eq(vendors.businessId, businessId), eq(vendors.accountingSystem, system), eq(vendors.payeeStatus, status), escaped ? ilike(vendors.name, `%${escaped}%`) : undefined);
  const [total] = await db.select({ n: count() }).from(vendors).where(where);
  const rows = await db
    .select({ id: vendors.id, name: vendors.name, email: vendors.email, taxId: vendors.taxId, externalId: vendors.externalId, status: vendors.payeeStatus, city: vendors.city, state: vendors.state, last4: bankAccounts.last4, aliasOf: vendors.aliasOfVendorId })
    .from(vendors)
    .leftJoin(bankAccounts, and(eq(bankAccounts.vendorId, vendors.id), eq(bankAccounts.status, 'active')))
    .where(where)
    .orderBy(asc(vendors.name), asc(vendors.id))
    .offset(skip)
    .limit(limit);
  // The business's other vendors (its own only: the condition is the business), to offer a likely duplicate.
  const others = rows.length ? await linkCandidates(db, businessId, now) : [];
  return {
    meta: { count: total?.n ?? 0 },
    edges: rows.map((r) => {
      const linked = r.aliasOf ? others.find((o) => o.id === r.aliasOf) : null;
      const self = others.find((o) => o.id === r.id);
      const match = r.aliasOf || !self || aliasedIds(others).has(r.id) ? null : bestMatch(self, others);
      return {
        ...r,
        hasBankAccount: r.last4 !== null,
        accountNumberLast4: r.last4,
        possibleDuplicateOf: match ? { id: match.vendor.id, name: match.vendor.name, reason: match.reason, accountNumberLast4: match.vendor.last4 } : null,
        linkedTo: linked ? { id: linked.id, name: linked.name, reason: vendorMatch(r, linked), accountNumberLast4: linked.last4 } : null,
      };
    }),
  };
}

/** Enables or disables the given payees of this business and system; ids of other businesses are simply not matched. */
export async function setPayeesStatus(db: Database, businessId: string, system: AccountingSystemKey, ids: string[], status: PayeeStatus, now: Date) {
  if (ids.length === 0) return 0;
  const changed = await db
    .update(vendors)
    .set({ payeeStatus: status, updatedAt: now })
    .where(and(eq(vendors.businessId, businessId), eq(vendors.accountingSystem, system), inArray(vendors.id, ids), sql`${vendors.payeeStatus} <> ${status}`))
    .returning({ id: vendors.id });
  return changed.length;
}

/** Open bills of the enabled payees (spec §3 accountingSystemBillInfo), straight from the system. */
export async function openBills(db: Database, config: ApiConfig, businessId: string, system: AccountingSystemKey, now: Date) {
  const access = await grantFor(db, config, businessId, system, now);
  if (!access) return [];
  const bills: AccountingBill[] = await CONNECTORS[system].listOpenBills(access.ctx, access.grant);
  // A bill belongs to the payee its system names, or, for a payee linked to another vendor, to that vendor (decision 096):
  // its name, its account. An alias's bills show while the vendor it is linked to can be paid.
  const payee = alias(vendors, 'linked_vendor');
  const payees = await db
    .select({ id: sql<string>`coalesce(${payee.id}, ${vendors.id})`, name: sql<string>`coalesce(${payee.name}, ${vendors.name})`, externalId: vendors.externalId, last4: bankAccounts.last4 })
    .from(vendors)
    .leftJoin(payee, and(eq(payee.id, vendors.aliasOfVendorId), eq(payee.businessId, businessId)))
    .leftJoin(bankAccounts, and(eq(bankAccounts.vendorId, sql`coalesce(${payee.id}, ${vendors.id})`), eq(bankAccounts.status, 'active')))
    .where(
      and(
        eq(vendors.businessId, businessId),
        eq(vendors.accountingSystem, system),
        or(and(isNull(vendors.aliasOfVendorId), eq(vendors.payeeStatus, 'enabled')), and(sql`${payee.id} is not null`, or(isNull(payee.accountingSystem), eq(payee.payeeStatus, 'enabled')))),
      ),
    );
  const byExternal = new Map(payees.map((p) => [p.externalId, p]));
  const shown = bills.filter((b) => byExternal.has(b.vendorExternalId));
  // A bill stays open in the system until its payment settles and is written back: it shows its payment meanwhile.
  const paid = await paymentsService.paymentsOfBills(db, businessId, system, shown.map((b) => b.externalId));
  // Overdue: due before today as the business's calendar reads it (its payment-time zone, UTC until it sets one).
  const [biz] = await db.select({ zone: businesses.paymentTimeZone }).from(businesses).where(eq(businesses.id, businessId));
  const today = zoneFormat(isTimeZone(biz?.zone) ? biz.zone : undefined).isoDate(now);
  // A payee with no account yet is still payable when it is (or is linked to) this business's invited vendor: the
  // payment waits for its bank details, by the engine's one rule for that (decision 094).
  const invited = await invitedAwaitingDetails(db, businessId, now);
  return shown
    .map((b) => {
      const p = byExternal.get(b.vendorExternalId)!;
      const payment = paid.get(b.externalId);
      const awaitingBankDetails = p.last4 === null && invited.has(p.id);
      return {
        ...b,
        vendorId: p.id,
        vendorName: p.name,
        payable: (p.last4 !== null || awaitingBankDetails) && (!payment || payment.ended),
        hasBankAccount: p.last4 !== null,
        awaitingBankDetails,
        paymentId: payment?.id ?? null,
        paymentStatus: payment ? displayStatus(payment) : null,
        overdue: b.dueDate < today && (!payment || payment.ended),
      };
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.billNumber.localeCompare(b.billNumber));
}



/**
 * The authorization-code flow without a browser, against a sandbox only: consents for the sandbox's first company,
 * exchanges the code, saves the grant and syncs. Used by connectAccountingSystem and the demo data. False when the
 * sandbox gave no code.
 */
export async function connectSandboxHeadless(db: Database, config: ApiConfig, businessId: string, userId: string, system: AccountingSystemKey, now: Date): Promise<boolean> {
  const ctx = connectorContext(db, config, system);
  if (!isSandbox(ctx.endpoints)) return false;
  const redirectUri = redirectUriOf(config);
  const state = sealState(config, { b: businessId, u: userId, s: system }, now);
  const consent = new URL(CONNECTORS[system].authorizationUrl(ctx, { state, redirectUri }));
  const form = new URLSearchParams(consent.searchParams);
  form.set('decision', 'allow');
  const answer = await ctx.fetch(`${consent.origin}${consent.pathname}`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? redirectUri);
  const code = back.searchParams.get('code');
  if (!code) return false;
  const grant = await CONNECTORS[system].exchangeCode(ctx, { code, redirectUri, callbackParams: Object.fromEntries(back.searchParams) });
  await saveGrant(db, config, businessId, system, grant, now);
  await syncVendors(db, config, businessId, system, now);
  return true;
}


/**
 * Pays the chosen open bills: amounts and payees are read again from the accounting system (never from the browser),
 * then one vendor payment per bill through the engine (approval, due date, limits and the payout hold as for any vendor
 * payment), carrying accountingSystemBillInfo. A bill already paid through Payloft is skipped, not paid twice.
 */
export async function payBills(db: Database, config: ApiConfig, businessId: string, userId: string, system: AccountingSystemKey, billIds: string[], now: Date) {
  const open = new Map((await openBills(db, config, businessId, system, now)).map((b) => [b.externalId, b]));
  const [biz] = await db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, businessId));
  const paymentIds: string[] = [];
  const skipped: string[] = [];
  let awaitingApproval = 0;
  for (const id of billIds) {
    const bill = open.get(id);
    const destination = bill?.payable && bill.hasBankAccount ? await paymentsService.vendorDestination(db, bill.vendorId) : null;
    // Without an account, only an invited vendor's bill goes on, with no destination: the engine checks the
    // invitation again and makes the payment wait for the vendor's details (decision 094).
    if (!bill || !bill.payable || (!destination && !bill.awaitingBankDetails)) {
      skipped.push(id);
      continue;
    }
    try {
      const row = await paymentsService.createPayment(
        db,
        config.encryptionKey,
        {
          businessId,
          kind: 'vendor',
          amount: bill.amount,
          idempotencyKey: paymentsService.billIdempotencyKey(system, bill.externalId),
          vendorId: bill.vendorId,
          description: `Bill ${bill.billNumber}`,
          referenceNumber: bill.billNumber,
          destination: destination && { ...destination, accountNumber: decryptSecret(destination.encrypted, config.encryptionKey) },
          bank: paymentsService.paymentSystemOf(biz?.settings as Record<string, unknown> | undefined),
          createdByUserId: userId,
          accountingSystem: system,
          accountingSystemBillInfo: { billNumber: bill.billNumber, dueDate: bill.dueDate, amount: bill.amount, currency: bill.currency, externalId: bill.externalId, vendorExternalId: bill.vendorExternalId },
        },
        now,
      );
      paymentIds.push(row.id);
      if (row.status === 'pendingApproval') awaitingApproval += 1;
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === ErrorCodes.requestDuplicated) skipped.push(id);
      else throw error;
    }
  }
  return { paymentIds, skipped, awaitingApproval };
}
