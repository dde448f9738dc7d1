/**
 * Linking a synced vendor to the vendor the business already has (decision 096): offered when the two
 * match (tax ID, e-mail, normalised name), refused across businesses, between vendors that do not match and onto an
 * alias; a linked payee's bills pay the linked vendor's account and Send Payment no longer offers it; payments created
 * before the link keep their destination; linking and unlinking are audited.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts, businesses, payments, vendors } from '../../api/db/schema';
import { decryptSecret, encryptSecret } from '../../api/lib/crypto';
import { DEMO_USERS } from '../../api/seed/demo';
import { Messages } from '../../domain/messages';
import { vendorMatch } from '../../domain/vendor-matching';
import { startTestApi, type TestApi } from './harness';
import { northwindWithBothSandboxes } from './support/northwind-accounting';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = 'northwindOwner' | 'baysideOwner';
let northwindId = '';
let baysideId = '';

const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const PAYEES = coreGraphql(
  `query PayeeLinksPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }`,
);
const LINK = coreGraphql(`mutation PayeeLinksLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name reason accountNumberLast4 } } }`);
const UNLINK = coreGraphql(`mutation PayeeLinksUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id linkedTo { id } } }`);
const PAYABLE = coreGraphql(`query PayeeLinksPayable { payableVendors { id name accountNumberLast4 } }`);
const BILLS = coreGraphql(`query PayeeLinksBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber vendorId vendorName payable paymentId } }`);
const PAY = coreGraphql(`mutation PayeeLinksPay($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }`);

const account = (vendorId: string, number: string) => ({
  vendorId,
  bankName: 'Chase',
  routingNumber: '021000021',
  accountNumberEncrypted: encryptSecret(number, t.config.encryptionKey),
  last4: number.slice(-4),
  accountHolderName: 'Holder',
});
const vendorNamed = async (businessId: string, name: string) => (await t.db.select().from(vendors).where(and(eq(vendors.businessId, businessId), eq(vendors.name, name))))[0]!;
const linkAudits = async () => t.db.select().from(auditLog).where(inArray(auditLog.action, ['vendorLinked', 'vendorUnlinked'])).orderBy(desc(auditLog.at), desc(auditLog.id));
const destinationOf = async (paymentId: string) => {
  const [p] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  return { vendorId: p!.vendorId, account: decryptSecret(p!.destinationAccountEncrypted, t.config.encryptionKey) };
};

beforeAll(async () => {
  t = await startTestApi();
  for (const as of ['northwindOwner', 'baysideOwner'] as const) token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  ({ northwindId, baysideId } = await northwindWithBothSandboxes(t));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('matching', () => {
  it('matches by tax ID first, then e-mail, then the normalised name; two different tax IDs are two companies', () => {
    expect(vendorMatch({ name: 'A', taxId: '12-3456789' }, { name: 'B', taxId: '123456789' })).toBe('taxId');
    expect(vendorMatch({ name: 'Blue Ridge Logistics', taxId: '12-3456789' }, { name: 'Blue Ridge Logistics', taxId: '98-7654321' })).toBeNull();
    expect(vendorMatch({ name: 'A', email: 'AP@x.example' }, { name: 'B', email: 'ap@x.example' })).toBe('email');
    expect(vendorMatch({ name: 'Blue Ridge Logistics, LLC (QuickBooks)' }, { name: 'blue ridge logistics inc.' })).toBe('name');
    expect(vendorMatch({ name: 'Blue Ridge Freight' }, { name: 'Blue Ridge Logistics' })).toBeNull();
  });

  it("offers the vendor Northwind already has, with the reason and that vendor's account, on both systems' records", async () => {
    const own = await vendorNamed(northwindId, 'Blue Ridge Logistics');
    const [ownAccount] = await t.db.select().from(bankAccounts).where(and(eq(bankAccounts.vendorId, own.id), eq(bankAccounts.status, 'active')));
    for (const system of ['quickBooks', 'xero'] as const) {
      const found = await core(PAYEES, 'northwindOwner', { system, status: 'disabled', nameFilter: 'Blue Ridge' });
      expect(found.errors).toBeUndefined();
      expect(found.data!.payees.edges).toEqual([
        expect.objectContaining({ possibleDuplicateOf: { id: own.id, name: 'Blue Ridge Logistics', reason: 'name', accountNumberLast4: ownAccount?.last4 ?? null }, linkedTo: null }),
      ]);
    }
    // Xero answers the tax ID (TaxNumber) and sync keeps it.
    const xero = await vendorNamed(northwindId, 'Blue Ridge Logistics (Xero)');
    expect(xero.taxId).toMatch(/^\d{2}-\d{7}$/);
  });
});

describe('what linking refuses', () => {
  it("never links to another business's vendor, even one of the same name, nor lets another business link Northwind's payee", async () => {
    const [theirs] = await t.db.insert(vendors).values({ businessId: baysideId, name: 'Blue Ridge Logistics' }).returning();
    const synced = await vendorNamed(northwindId, 'Blue Ridge Logistics (QuickBooks)');
    const own = await vendorNamed(northwindId, 'Blue Ridge Logistics');
    const before = await linkAudits();
    const refused = await core(LINK, 'northwindOwner', { system: 'quickBooks', id: synced.id, to: theirs!.id });
    expect(refused.errors?.[0]?.message).toBe(Messages.payeeLinkRefused);
    const fromOutside = await core(LINK, 'baysideOwner', { system: 'quickBooks', id: synced.id, to: own.id });
    expect(fromOutside.errors).toBeDefined();
    expect((await vendorNamed(northwindId, 'Blue Ridge Logistics (QuickBooks)')).aliasOfVendorId).toBeNull();
    expect(await linkAudits()).toEqual(before);
  });

  it("refuses vendors that do not match, a vendor to itself, a hand-added vendor as the alias, and a chain onto an alias", async () => {
    const synced = await vendorNamed(northwindId, 'Blue Ridge Logistics (QuickBooks)');
    const xero = await vendorNamed(northwindId, 'Blue Ridge Logistics (Xero)');
    const own = await vendorNamed(northwindId, 'Blue Ridge Logistics');
    const office = await vendorNamed(northwindId, 'Acme Office Supply');
    const refusedWith = async (id: string, to: string, system: 'quickBooks' | 'xero' = 'quickBooks') => (await core(LINK, 'northwindOwner', { system, id, to })).errors?.[0]?.message;
    expect(await refusedWith(office.id, own.id)).toBe(Messages.payeeLinkRefused);
    expect(await refusedWith(synced.id, synced.id)).toBe(Messages.payeeLinkRefused);
    expect(await refusedWith(own.id, synced.id)).toBe(Messages.payeeLinkRefused);
    expect(await refusedWith(synced.id, 'not-an-id')).toBe(Messages.payeeLinkRefused);
    // Linked once, the QuickBooks record is an alias: nothing may be linked onto it, and it may not be linked again.
    expect((await core(LINK, 'northwindOwner', { system: 'quickBooks', id: synced.id, to: own.id })).errors).toBeUndefined();
    expect(await refusedWith(xero.id, synced.id, 'xero')).toBe(Messages.payeeLinkRefused);
    expect(await refusedWith(synced.id, xero.id)).toBe(Messages.payeeLinkRefused);
    expect((await core(UNLINK, 'northwindOwner', { system: 'quickBooks', id: synced.id })).errors).toBeUndefined();
  });
});

describe('a linked payee', () => {
  it("pays its bills to the linked vendor's account, leaves Send Payment, keeps earlier payments' destination, and unlinks; each step audited", async () => {
    // Northwind's own Delta, added by hand with its account, and QuickBooks' Delta (two open bills) with another.
    const [own] = await t.db.insert(vendors).values({ businessId: northwindId, name: 'Delta Print and Sign, Inc.' }).returning();
    await t.db.insert(bankAccounts).values(account(own!.id, '000011112222'));
    const synced = await vendorNamed(northwindId, 'Delta Print & Sign');
    await t.db.update(vendors).set({ payeeStatus: 'enabled' }).where(eq(vendors.id, synced.id));
    await t.db.insert(bankAccounts).values(account(synced.id, '000099998888'));

    const payable = async () => (await core(PAYABLE, 'northwindOwner')).data!.payableVendors.map((v: { name: string }) => v.name);
    expect(await payable()).toEqual(expect.arrayContaining(['Delta Print & Sign', 'Delta Print and Sign, Inc.']));
    const bills = async () => (await core(BILLS, 'northwindOwner', { system: 'quickBooks' })).data!.accountingSystemBills.filter((b: { vendorId: string }) => [own!.id, synced.id].includes(b.vendorId));
    const [first, second] = await bills();
    expect(first).toMatchObject({ vendorId: synced.id, vendorName: 'Delta Print & Sign', payable: true });
    expect(second).toBeDefined();
    const [earlier] = (await core(PAY, 'northwindOwner', { system: 'quickBooks', bills: [first!.externalId] })).data!.payAccountingBills.paymentIds;
    expect(await destinationOf(earlier!)).toEqual({ vendorId: synced.id, account: '000099998888' });

    const linked = await core(LINK, 'northwindOwner', { system: 'quickBooks', id: synced.id, to: own!.id });
    expect(linked.errors).toBeUndefined();
    expect(linked.data!.linkPayee.linkedTo).toEqual({ id: own!.id, name: 'Delta Print and Sign, Inc.', reason: 'name', accountNumberLast4: '2222' });
    const [audit] = await linkAudits();
    expect(audit).toMatchObject({ action: 'vendorLinked', outcome: 'success', details: expect.objectContaining({ vendorId: synced.id, linkedToVendorId: own!.id, billsPaidToAccountLast4: '2222', ownAccountLast4: '8888' }) });
    const listed = await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled', nameFilter: 'Delta' });
    expect(listed.data!.payees.edges).toEqual([expect.objectContaining({ id: synced.id, possibleDuplicateOf: null, linkedTo: expect.objectContaining({ id: own!.id }) })]);

    // Send Payment offers one Delta; the earlier payment still goes where it was created to go.
    expect((await payable()).filter((n: string) => n.startsWith('Delta Print'))).toEqual(['Delta Print and Sign, Inc.']);
    expect(await destinationOf(earlier!)).toEqual({ vendorId: synced.id, account: '000099998888' });
    // The other bill is now the linked vendor's: its name, its account.
    const after = (await bills()).find((b: { externalId: string }) => b.externalId === second!.externalId);
    expect(after).toMatchObject({ vendorId: own!.id, vendorName: 'Delta Print and Sign, Inc.', payable: true });
    const [later] = (await core(PAY, 'northwindOwner', { system: 'quickBooks', bills: [second!.externalId] })).data!.payAccountingBills.paymentIds;
    expect(await destinationOf(later!)).toEqual({ vendorId: own!.id, account: '000011112222' });

    const unlinked = await core(UNLINK, 'northwindOwner', { system: 'quickBooks', id: synced.id });
    expect(unlinked.data!.unlinkPayee.linkedTo).toBeNull();
    expect((await linkAudits())[0]).toMatchObject({ action: 'vendorUnlinked', details: expect.objectContaining({ vendorId: synced.id, wasLinkedToVendorId: own!.id }) });
    expect(await payable()).toEqual(expect.arrayContaining(['Delta Print & Sign', 'Delta Print and Sign, Inc.']));
    expect(await destinationOf(later!)).toEqual({ vendorId: own!.id, account: '000011112222' });
    // Unlinking what is not linked is refused.
    expect((await core(UNLINK, 'northwindOwner', { system: 'quickBooks', id: synced.id })).errors?.[0]?.message).toBe(Messages.payeeLinkRefused);
  });
});

describe('overdue bills', () => {
  it("marks a bill overdue once its due date is before today in the business's time zone, not in UTC", async () => {
    const OVERDUE_BILLS = coreGraphql(`query PayeeLinksOverdue($system: String!) { accountingSystemBills(system: $system) { externalId dueDate overdue paymentId } }`);
    await t.db.update(vendors).set({ payeeStatus: 'enabled' }).where(and(eq(vendors.businessId, northwindId), eq(vendors.accountingSystem, 'xero')));
    await t.db.update(businesses).set({ paymentTimeZone: 'America/Chicago' }).where(eq(businesses.id, northwindId));
    const read = async () => {
      const r = await core(OVERDUE_BILLS, 'northwindOwner', { system: 'xero' });
      expect(r.errors).toBeUndefined();
      return r.data!.accountingSystemBills as { externalId: string; dueDate: string; overdue: boolean }[];
    };
    const before = await read();
    const last = before.reduce((a, b) => (b.dueDate > a.dueDate ? b : a));
    expect(last.overdue).toBe(false);
    // 03:00 UTC the day after the last due date: already the next day in UTC, still the due date in Chicago.
    const next = new Date(`${last.dueDate}T00:00:00Z`).getTime() + 27 * 3_600_000;
    t.clock.advance(next - t.clock().getTime());
    token.northwindOwner = (await t.tokensFor(DEMO_USERS.northwindOwner.email)).accessToken;
    const chicago = await read();
    expect(chicago.find((b) => b.externalId === last.externalId)!.overdue).toBe(false);
    expect(chicago.filter((b) => b.dueDate < last.dueDate).every((b) => b.overdue)).toBe(true);
    await t.db.update(businesses).set({ paymentTimeZone: null }).where(eq(businesses.id, northwindId));
    expect((await read()).find((b) => b.externalId === last.externalId)!.overdue).toBe(true);
  });
});
