/**
 * Decision 137: a link goes one way, onto the twin whose bills can be paid (never the one without a bank account, a
 * refusal with the reason); several payees link at once and all or none; the kept vendor takes the person's name (no
 * " (Xero)" tail); who may link, and another business's ids refused as unknown ones; and Business System names the
 * account each connected system records bill payments against.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingConnections, auditLog, bankAccounts, vendors } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { choosePaymentAccount, paymentAccounts } from '../../api/modules/payees/service';
import { DEMO_USERS } from '../../api/seed/demo';
import { paymentAccountLabel } from '../../domain/accounting';
import { Messages } from '../../domain/messages';
import { startTestApi, type TestApi } from './harness';
import { northwindWithBothSandboxes } from './support/northwind-accounting';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = 'northwindOwner' | 'northwindEmployee' | 'northwindClerk' | 'baysideOwner' | 'acmeVendorManager';
let northwindId = '';
let baysideId = '';

const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const PAYEES = coreGraphql(
  `query PayeeDirectionPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name accountNumberLast4 } linkedTo { id name accountNumberLast4 } } } }`,
);
const LINK = coreGraphql(`mutation PayeeDirectionLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name } } }`);
const LINK_MANY = coreGraphql(`mutation PayeeDirectionLinkMany($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id name linkedTo { id name accountNumberLast4 } } }`);
const UNLINK = coreGraphql(`mutation PayeeDirectionUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }`);
const SETUP = coreGraphql(`query PayeeDirectionSetup { businessSetup { accountingSystems { key connected writeBackAccount writeBackAccountNeeded } } }`);

const vendorNamed = async (businessId: string, name: string) => (await t.db.select().from(vendors).where(and(eq(vendors.businessId, businessId), eq(vendors.name, name))))[0]!;
const addAccount = (vendorId: string, number: string) =>
  t.db.insert(bankAccounts).values({ vendorId, bankName: 'Chase', routingNumber: '021000021', accountNumberEncrypted: encryptSecret(number, t.config.encryptionKey), last4: number.slice(-4), accountHolderName: 'Holder' });
const aliasOf = async (id: string) => (await t.db.select({ a: vendors.aliasOfVendorId }).from(vendors).where(eq(vendors.id, id)))[0]!.a;
const offers = async (system: 'quickBooks' | 'xero', nameFilter: string) => {
  const r = await core(PAYEES, 'northwindOwner', { system, status: 'disabled', nameFilter });
  expect(r.errors).toBeUndefined();
  return r.data!.payees.edges;
};

beforeAll(async () => {
  t = await startTestApi();
  for (const as of ['northwindOwner', 'northwindEmployee', 'northwindClerk', 'baysideOwner', 'acmeVendorManager'] as const) token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  ({ northwindId, baysideId } = await northwindWithBothSandboxes(t));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('which way a link is offered', () => {
  it('offers the twin without a bank account a link to the one with it, and never the other way', async () => {
    // The sandboxes: QuickBooks' Acme Office Supply has no account, Xero's has one.
    const quickBooks = await vendorNamed(northwindId, 'Acme Office Supply');
    const xero = await vendorNamed(northwindId, 'Acme Office Supply (Xero)');
    expect(await offers('quickBooks', 'Acme Office')).toEqual([expect.objectContaining({ id: quickBooks.id, possibleDuplicateOf: expect.objectContaining({ id: xero.id }) })]);
    expect(await offers('xero', 'Acme Office')).toEqual([expect.objectContaining({ id: xero.id, possibleDuplicateOf: null })]);
    // Neither twin has an account: nothing to link to on either side.
    for (const system of ['quickBooks', 'xero'] as const) expect((await offers(system, 'Juniper')).map((p: { possibleDuplicateOf: unknown }) => p.possibleDuplicateOf)).toEqual([null]);
  });

  it('of two twins that both have an account, offers only the newer one a link to the older', async () => {
    const quickBooks = await vendorNamed(northwindId, 'Granite State Electric');
    const xero = await vendorNamed(northwindId, 'Granite State Electric (Xero)');
    await addAccount(quickBooks.id, '000055554444');
    // Older: created first, then the lower id (the test clock gives both syncs one instant).
    const olderFirst = quickBooks.createdAt.getTime() - xero.createdAt.getTime() || (quickBooks.id < xero.id ? -1 : 1);
    const older = olderFirst < 0 ? quickBooks : xero;
    const newer = older === quickBooks ? xero : quickBooks;
    const [olderSystem, newerSystem] = [older.accountingSystem as 'quickBooks' | 'xero', newer.accountingSystem as 'quickBooks' | 'xero'];
    expect((await offers(newerSystem, 'Granite')).find((p: { id: string }) => p.id === newer.id)?.possibleDuplicateOf).toMatchObject({ id: older.id });
    expect((await offers(olderSystem, 'Granite')).find((p: { id: string }) => p.id === older.id)?.possibleDuplicateOf).toBeNull();
    expect((await core(LINK, 'northwindOwner', { system: olderSystem, id: older.id, to: newer.id })).errors?.[0]?.message).toBe(Messages.payeeLinkRefused);
    expect(await aliasOf(older.id)).toBeNull();
  });
});

describe('what a link refuses', () => {
  it('never points a link at the twin without a bank account, and says why', async () => {
    const quickBooks = await vendorNamed(northwindId, 'Cascade Janitorial Services');
    const xero = await vendorNamed(northwindId, 'Cascade Janitorial Services (Xero)');
    const refused = await core(LINK, 'northwindOwner', { system: 'xero', id: xero.id, to: quickBooks.id });
    expect(refused.errors?.[0]?.message).toBe(Messages.payeeLinkTargetWithoutAccount('Cascade Janitorial Services'));
    // Neither twin has one: refused too, whichever way.
    const juniper = await vendorNamed(northwindId, 'Juniper IT Consulting');
    const juniperXero = await vendorNamed(northwindId, 'Juniper IT Consulting (Xero)');
    expect((await core(LINK_MANY, 'northwindOwner', { system: 'quickBooks', links: [{ id: juniper.id, to: juniperXero.id }] })).errors?.[0]?.message).toBe(
      Messages.payeeLinkTargetWithoutAccount('Juniper IT Consulting (Xero)'),
    );
    expect(await aliasOf(xero.id)).toBeNull();
    expect(await aliasOf(juniper.id)).toBeNull();
  });

  it("refuses another business's vendors as unknown ones, and links nothing of a batch that holds one", async () => {
    const [theirs] = await t.db.insert(vendors).values({ businessId: baysideId, name: 'Ironclad Security Systems' }).returning();
    await addAccount(theirs!.id, '000077776666');
    const ironclad = await vendorNamed(northwindId, 'Ironclad Security Systems');
    const ironcladXero = await vendorNamed(northwindId, 'Ironclad Security Systems (Xero)');
    const evergreen = await vendorNamed(northwindId, 'Evergreen Landscaping');
    const evergreenXero = await vendorNamed(northwindId, 'Evergreen Landscaping (Xero)');
    const onto = await core(LINK_MANY, 'northwindOwner', { system: 'quickBooks', links: [{ id: evergreen.id, to: evergreenXero.id }, { id: ironclad.id, to: theirs!.id }] });
    expect(onto.errors?.[0]?.message).toBe(Messages.payeeLinkRefused);
    const from = await core(LINK_MANY, 'northwindOwner', { system: 'quickBooks', links: [{ id: theirs!.id, to: ironcladXero.id }] });
    expect(from.errors?.[0]?.message).toBe(Messages.payeeLinkRefused);
    // All or none: the good pair of the refused batch was not linked.
    expect(await aliasOf(evergreen.id)).toBeNull();
    expect(await aliasOf(theirs!.id)).toBeNull();
  });

  it('lets only the business, with rights and the BusinessSystem product, link its payees', async () => {
    const keystone = await vendorNamed(northwindId, 'Keystone Freight Lines');
    const keystoneXero = await vendorNamed(northwindId, 'Keystone Freight Lines (Xero)');
    const links = [{ id: keystone.id, to: keystoneXero.id }];
    for (const as of ['northwindClerk', 'baysideOwner', 'acmeVendorManager'] as const) {
      const refused = await core(LINK_MANY, as, { system: 'quickBooks', links });
      expect(refused.errors, as).toBeDefined();
      expect(refused.data?.linkPayees ?? null, as).toBeNull();
    }
    expect((await t.gql(LINK_MANY, { system: 'quickBooks', links })).errors).toBeDefined();
    expect(await aliasOf(keystone.id)).toBeNull();
    // An employee with business rights may.
    const linked = await core(LINK_MANY, 'northwindEmployee', { system: 'quickBooks', links });
    expect(linked.errors).toBeUndefined();
    expect(await aliasOf(keystone.id)).toBe(keystoneXero.id);
    expect((await core(UNLINK, 'northwindEmployee', { system: 'quickBooks', id: keystone.id })).errors).toBeUndefined();
  });
});

describe('several links at once', () => {
  it("links every pair in one go, audited each; the kept vendor takes the person's name, the alias its system's", async () => {
    const acme = await vendorNamed(northwindId, 'Acme Office Supply');
    const acmeXero = await vendorNamed(northwindId, 'Acme Office Supply (Xero)');
    const evergreen = await vendorNamed(northwindId, 'Evergreen Landscaping');
    const evergreenXero = await vendorNamed(northwindId, 'Evergreen Landscaping (Xero)');
    const linked = await core(LINK_MANY, 'northwindOwner', {
      system: 'quickBooks',
      links: [
        { id: acme.id, to: acmeXero.id },
        { id: evergreen.id, to: evergreenXero.id },
      ],
    });
    expect(linked.errors).toBeUndefined();
    expect(linked.data!.linkPayees).toEqual([
      { id: acme.id, name: 'Acme Office Supply (QuickBooks)', linkedTo: { id: acmeXero.id, name: 'Acme Office Supply', accountNumberLast4: '3330' } },
      { id: evergreen.id, name: 'Evergreen Landscaping (QuickBooks)', linkedTo: { id: evergreenXero.id, name: 'Evergreen Landscaping', accountNumberLast4: '0611' } },
    ]);
    expect((await vendorNamed(northwindId, 'Acme Office Supply')).id).toBe(acmeXero.id);
    expect(await offers('quickBooks', 'Acme Office')).toEqual([expect.objectContaining({ id: acme.id, name: 'Acme Office Supply (QuickBooks)', linkedTo: expect.objectContaining({ name: 'Acme Office Supply' }) })]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'vendorLinked')).orderBy(desc(auditLog.at), desc(auditLog.id));
    expect(audits.map((a) => (a.details as { vendorId: string }).vendorId)).toEqual(expect.arrayContaining([acme.id, evergreen.id]));
    expect(audits.find((a) => (a.details as { vendorId: string }).vendorId === acme.id)!.details).toMatchObject({ linkedToName: 'Acme Office Supply', renamedFrom: { [acmeXero.id]: 'Acme Office Supply (Xero)' } });
    // Unlinked, both keep the names they have now: each is unique, and neither is a "(Xero)" the person did not choose.
    expect((await core(UNLINK, 'northwindOwner', { system: 'quickBooks', id: acme.id })).errors).toBeUndefined();
    expect((await t.db.select({ name: vendors.name }).from(vendors).where(and(eq(vendors.businessId, northwindId), like(vendors.name, 'Acme Office Supply%')))).map((v) => v.name).sort()).toEqual([
      'Acme Office Supply',
      'Acme Office Supply (QuickBooks)',
    ]);
  });

  it('keeps the tail when another vendor of the business holds the plain name', async () => {
    const frontier = await vendorNamed(northwindId, 'Frontier Fuel Co.');
    const frontierXero = await vendorNamed(northwindId, 'Frontier Fuel Co. (Xero)');
    await addAccount(frontierXero.id, '000012121212');
    await t.db.update(vendors).set({ name: 'Frontier Fuel Co. (Old)' }).where(eq(vendors.id, frontier.id));
    const [other] = await t.db.insert(vendors).values({ businessId: northwindId, name: 'Frontier Fuel Co.', taxId: '11-1111111' }).returning();
    const linked = await core(LINK, 'northwindOwner', { system: 'quickBooks', id: frontier.id, to: frontierXero.id });
    expect(linked.errors).toBeUndefined();
    expect(linked.data!.linkPayee.linkedTo!.name).toBe('Frontier Fuel Co. (Xero)');
    expect((await vendorNamed(northwindId, 'Frontier Fuel Co.')).id).toBe(other!.id);
  });
});

describe("Business System's write-back account", () => {
  it('names the account each connected system records bill payments against, or says none is chosen yet', async () => {
    const now = t.clock();
    await t.db.update(accountingConnections).set({ paymentAccountId: null, paymentAccountName: null }).where(eq(accountingConnections.businessId, northwindId));
    const read = async () => {
      const r = await core(SETUP, 'northwindOwner');
      expect(r.errors).toBeUndefined();
      return r.data!.businessSetup.accountingSystems.filter((s: { key: string }) => ['quickBooks', 'xero'].includes(s.key));
    };
    expect(await read()).toEqual([
      { key: 'quickBooks', connected: true, writeBackAccount: null, writeBackAccountNeeded: true },
      { key: 'xero', connected: true, writeBackAccount: null, writeBackAccountNeeded: true },
    ]);
    const [xeroAccount] = await paymentAccounts(t.db, t.config, northwindId, 'xero', now);
    expect(await choosePaymentAccount(t.db, t.config, northwindId, 'xero', xeroAccount!.id, now)).toBe(true);
    expect((await read()).find((s: { key: string }) => s.key === 'xero')).toEqual({ key: 'xero', connected: true, writeBackAccount: paymentAccountLabel(xeroAccount!), writeBackAccountNeeded: true });
    // A choice made before names were kept is named the next time the system's accounts are read.
    const [quickBooksAccount] = await paymentAccounts(t.db, t.config, northwindId, 'quickBooks', now);
    await t.db.update(accountingConnections).set({ paymentAccountId: quickBooksAccount!.id }).where(and(eq(accountingConnections.businessId, northwindId), eq(accountingConnections.system, 'quickBooks')));
    await paymentAccounts(t.db, t.config, northwindId, 'quickBooks', now);
    expect((await read()).find((s: { key: string }) => s.key === 'quickBooks')!.writeBackAccount).toBe(paymentAccountLabel(quickBooksAccount!));
  });
});
