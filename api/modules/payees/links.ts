/**
 * Duplicate payees made one (decision 137): which vendors of a business are likely the same (by tax id, e-mail, then
 * name; only fields the business keeps), and links that go one way, onto the twin with the bank account, several at once
 * after one review, all or none.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from '../../../domain/accounting';
import { mayLinkTo, vendorMatch, withoutSystemSuffix, type VendorMatchReason } from '../../../domain/vendor-matching';
import type { Database } from '../../db/client';
import { bankAccounts, vendorManagers, vendors } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { validationError } from '../../lib/errors';
import { Messages } from '../../../domain/messages';
import { holdPayouts, invitedVendorsAwaitingDetails } from '../payments';

export type Candidate = { id: string; name: string; email: string | null; taxId: string | null; aliasOf: string | null; accountingSystem: string | null; last4: string | null; canBePaid: boolean; age: number };

/**
 * A vendor's identity as matching may read it: only fields the business itself keeps. A registered vendor's own
 * manager edits its e-mail (Company details), so that e-mail is the vendor's word, not the business's, and never
 * makes two records one (else a vendor could copy another payee's e-mail and be offered its bills).
 */
// Qualified by hand: in a query on vendors alone drizzle writes its columns unqualified, and "id" would be the manager row's.
const managedVendor = sql<boolean>`exists (select 1 from ${vendorManagers} m where m.vendor_id = ${sql.identifier('vendors')}.${sql.identifier('id')})`;
const identityOf = <T extends { email: string | null; managed: boolean }>({ managed, ...v }: T): Omit<T, 'managed'> => ({ ...v, email: managed ? null : v.email });

/** Every vendor of the business with its active account's last four digits, oldest first (the business's own first). */
export async function linkCandidates(db: Database, businessId: string, now: Date): Promise<Candidate[]> {
  const invited = await invitedAwaitingDetails(db, businessId, now);
  const rows = await db
    .select({ id: vendors.id, name: vendors.name, email: vendors.email, taxId: vendors.taxId, aliasOf: vendors.aliasOfVendorId, accountingSystem: vendors.accountingSystem, last4: bankAccounts.last4, managed: managedVendor })
    .from(vendors)
    .leftJoin(bankAccounts, and(eq(bankAccounts.vendorId, vendors.id), eq(bankAccounts.status, 'active')))
    .where(eq(vendors.businessId, businessId))
    .orderBy(asc(vendors.createdAt), asc(vendors.id));
  return rows.map((row, age) => ({ ...identityOf(row), canBePaid: row.last4 !== null || invited.has(row.id), age }));
}

/** The ids of the business's invited vendors whose payments wait for their bank details: payable without an account. */
export async function invitedAwaitingDetails(db: Parameters<typeof invitedVendorsAwaitingDetails>[0], businessId: string, now: Date): Promise<Set<string>> {
  return new Set((await invitedVendorsAwaitingDetails(db, businessId, now)).map((v) => v.id));
}

export const aliasedIds = (all: Candidate[]) => new Set(all.map((c) => c.aliasOf).filter((id): id is string => id !== null));

const REASON_RANK: Record<VendorMatchReason, number> = { taxId: 0, email: 1, name: 2 };

/**
 * The vendor this one most likely duplicates: a vendor standing on its own (not an alias) that a link may point to
 * (mayLinkTo: it has a bank account, and the offer goes one way only, decision 137); one the business added itself before
 * another system's record of it (the three "Blue Ridge Logistics" become one: the business's own), then the strongest
 * reason, then the oldest.
 */
export function bestMatch(row: Candidate, all: Candidate[]) {
  let best: { vendor: Candidate; reason: VendorMatchReason; rank: number } | null = null;
  for (const o of all) {
    if (o.id === row.id || o.aliasOf || !mayLinkTo(row, o)) continue;
    const reason = vendorMatch(row, o);
    const rank = reason ? (o.accountingSystem ? 10 : 0) + REASON_RANK[reason] : Infinity;
    if (reason && (!best || rank < best.rank)) best = { vendor: o, reason, rank };
  }
  return best;
}

/**
 * Links synced vendors to the vendors of the same business they duplicate (decision 096), several at once and all or
 * none (decision 137): each synced record becomes an alias, its bills pay the linked vendor's account, and Send Payment
 * stops offering it. Only the business's own vendors, only a synced record that no other record aliases, only to a
 * vendor standing on its own that has a bank account (never the twin without one: mayLinkTo), and only when the two
 * match (tax ID, e-mail, or normalised name): an id of another business is refused exactly as an unknown id is. The kept
 * vendor takes the person's name, without the tail a sync added ("Acme (Xero)" becomes "Acme"). Payments already created
 * keep the destination they were created with. Each link audited with both accounts' last four digits.
 */
export async function linkPayees(db: Database, businessId: string, userId: string, system: AccountingSystemKey, links: { id: string; to: string }[], now: Date) {
  return db.transaction(async (tx) => {
    // Read once for the batch: a link changes aliases, not which vendors wait for their bank details.
    const invited = await invitedAwaitingDetails(tx, businessId, now);
    const linked = [];
    for (const link of links) linked.push(await linkOne(tx, businessId, userId, system, link.id, link.to, invited, now));
    return linked;
  });
}

/** One link (linkPayees); a refusal undoes the whole batch. */
export async function linkPayee(db: Database, businessId: string, userId: string, system: AccountingSystemKey, vendorId: string, targetId: string, now: Date) {
  const [linked] = await linkPayees(db, businessId, userId, system, [{ id: vendorId, to: targetId }], now);
  return linked!;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function linkOne(tx: Tx, businessId: string, userId: string, system: AccountingSystemKey, vendorId: string, targetId: string, invited: Set<string>, now: Date) {
  const locked = await tx
    .select({ id: vendors.id, name: vendors.name, email: vendors.email, taxId: vendors.taxId, aliasOf: vendors.aliasOfVendorId, accountingSystem: vendors.accountingSystem, createdAt: vendors.createdAt, managed: managedVendor })
    .from(vendors)
    .where(and(eq(vendors.businessId, businessId), inArray(vendors.id, [vendorId, targetId])))
    .for('update');
  const mine = locked.map(identityOf);
  const source = mine.find((v) => v.id === vendorId);
  const target = mine.find((v) => v.id === targetId);
  const refuse = (message: string = Messages.payeeLinkRefused) => validationError(message, { vendorId: message });
  if (!source || !target || source.id === target.id || source.accountingSystem !== system || source.aliasOf || target.aliasOf) throw refuse();
  const [aliased] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.aliasOfVendorId, source.id)).limit(1);
  const reason = vendorMatch(source, target);
  if (aliased || !reason) throw refuse();
  const accounts = await tx
    .select({ vendorId: bankAccounts.vendorId, last4: bankAccounts.last4, routingNumber: bankAccounts.routingNumber })
    .from(bankAccounts)
    .where(and(inArray(bankAccounts.vendorId, [source.id, target.id]), eq(bankAccounts.status, 'active')));
  const last4 = (id: string) => accounts.find((a) => a.vendorId === id)?.last4 ?? null;
  const own = accounts.find((a) => a.vendorId === source.id);
  const paidTo = accounts.find((a) => a.vendorId === target.id);
  if (!paidTo && !invited.has(target.id)) throw refuse(Messages.payeeLinkTargetWithoutAccount(target.name));
  // Age as the offer weighs it (linkCandidates): created, then id.
  const sourceFirst = source.createdAt.getTime() < target.createdAt.getTime() || (source.createdAt.getTime() === target.createdAt.getTime() && source.id < target.id);
  const party = (v: typeof source, age: number) => ({ canBePaid: Boolean(last4(v.id)) || invited.has(v.id), accountingSystem: v.accountingSystem, age });
  if (!mayLinkTo(party(source, sourceFirst ? 0 : 1), party(target, sourceFirst ? 1 : 0))) throw refuse();
  await tx.update(vendors).set({ aliasOfVendorId: target.id, updatedAt: now }).where(and(eq(vendors.id, source.id), eq(vendors.businessId, businessId)));
  const names = await keepPersonsName(tx, businessId, source, target, now);
  // The payee's bills now go to another account: its next payment waits for a person, as after any payout change.
  if (paidTo && (own?.routingNumber !== paidTo.routingNumber || own?.last4 !== paidTo.last4)) await holdPayouts(tx, { vendorId: target.id }, now);
  await writeAudit(tx, {
    at: now,
    userId,
    action: 'vendorLinked',
    outcome: 'success',
    details: {
      businessId,
      system,
      vendorId: source.id,
      vendorName: names.source,
      linkedToVendorId: target.id,
      linkedToName: names.target,
      ...(names.target !== target.name ? { renamedFrom: { [target.id]: target.name, ...(names.source !== source.name ? { [source.id]: source.name } : {}) } } : {}),
      reason,
      billsPaidToAccountLast4: last4(target.id),
      ownAccountLast4: last4(source.id),
    },
  });
  return { id: source.id, name: names.source, linkedTo: { id: target.id, name: names.target, reason, accountNumberLast4: last4(target.id) } };
}

/**
 * The kept vendor carries the person's name: a synced record named "Acme (Xero)" because "Acme" was taken becomes
 * "Acme" once it is the one kept. When the alias held that name, the alias takes its own system's tail
 * ("Acme (QuickBooks)"); when another vendor holds it, or the alias's new name is taken too, nothing is renamed.
 */
async function keepPersonsName(tx: Tx, businessId: string, source: { id: string; name: string; accountingSystem: string | null }, target: { id: string; name: string }, now: Date) {
  const unchanged = { source: source.name, target: target.name };
  const plain = withoutSystemSuffix(target.name);
  if (!plain || plain === target.name) return unchanged;
  const holderOf = async (name: string) =>
    (await tx.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, businessId), sql`lower(${vendors.name}) = lower(${name})`)))[0]?.id ?? null;
  const holder = await holderOf(plain);
  if (holder && holder !== source.id) return unchanged;
  let sourceName = source.name;
  if (holder === source.id) {
    const systemName = ACCOUNTING_SYSTEMS.find((s) => s.key === source.accountingSystem)?.name;
    const renamed = `${plain} (${systemName})`.slice(0, 99);
    if (!systemName || (await holderOf(renamed))) return unchanged;
    await tx.update(vendors).set({ name: renamed, updatedAt: now }).where(eq(vendors.id, source.id));
    sourceName = renamed;
  }
  await tx.update(vendors).set({ name: plain, updatedAt: now }).where(eq(vendors.id, target.id));
  return { source: sourceName, target: plain };
}

/** Undoes a link: the synced record stands on its own again (its own account, if any; disabled payees stay disabled). Audited. */
export async function unlinkPayee(db: Database, businessId: string, userId: string, system: AccountingSystemKey, vendorId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select({ id: vendors.id, name: vendors.name, aliasOf: vendors.aliasOfVendorId })
      .from(vendors)
      .where(and(eq(vendors.businessId, businessId), eq(vendors.id, vendorId), eq(vendors.accountingSystem, system)))
      .for('update');
    if (!source?.aliasOf) throw validationError(Messages.payeeLinkRefused, { vendorId: Messages.payeeLinkRefused });
    await tx.update(vendors).set({ aliasOfVendorId: null, updatedAt: now }).where(eq(vendors.id, source.id));
    await writeAudit(tx, { at: now, userId, action: 'vendorUnlinked', outcome: 'success', details: { businessId, system, vendorId: source.id, vendorName: source.name, wasLinkedToVendorId: source.aliasOf } });
    return { id: source.id, name: source.name, linkedTo: null };
  });
}
