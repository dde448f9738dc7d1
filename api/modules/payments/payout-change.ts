/**
 * The one audited path by which the account a payee (a vendor, or a consumer the business pays) is paid into is set or
 * changed (decision 050): every caller (the vendor's own page, registration, the business's pages, the public API,
 * accounting sync, a bank's notification of change) goes through changePayoutAccount.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { bankAccounts, businesses, consumers, payments, vendors, type UserRow } from '../../db/schema';
import type { Database } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { encryptSecret } from '../../lib/crypto';
import { loadBusinessScope } from '../../graphql/access';
import { enqueueMessage } from '../notifications/outbox';
import { paymentEmailRecipients } from '../notifications/payment-emails';
import type { PayoutParty } from './payout-hold';
import { isApprover, type Tx } from './service';

/** Who made the change: a signed-in person, or something acting without one (an accounting system, a bank, an API client). */
export type PayoutActor = { user: UserRow } | { system: string };

export interface PayoutAccount {
  bankName: string | null;
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
  accountType?: string;
  /** A business's payment system (bank) the account belongs to, when known. */
  paymentSystem?: string | null;
}

export interface PayoutChange {
  party: PayoutParty;
  account: PayoutAccount;
  actor: PayoutActor;
  /** The party was created in this same transaction, so this is its first account and nothing is being redirected. */
  newParty?: boolean;
  address?: string | null;
  key: Buffer;
  now: Date;
}

export interface PayoutChangeResult {
  bankName: string | null;
  routingNumber: string;
  last4: string;
  accountHolderName: string;
  /** The party's next payment waits for a person's approval because of this change. */
  held: boolean;
  /** The businesses whose team was e-mailed the notice. */
  businessesNotified: string[];
}

interface PartyRow {
  businessId: string;
  name: string;
}

async function lockParty(tx: Tx, party: PayoutParty): Promise<PartyRow> {
  if ('vendorId' in party) {
    const [v] = await tx.select({ businessId: vendors.businessId, name: vendors.name }).from(vendors).where(eq(vendors.id, party.vendorId)).for('update');
    if (!v) throw new Error(`changePayoutAccount: no vendor ${party.vendorId}`);
    return v;
  }
  const [c] = await tx.select().from(consumers).where(eq(consumers.id, party.consumerId)).for('update');
  if (!c) throw new Error(`changePayoutAccount: no consumer ${party.consumerId}`);
  return { businessId: c.businessId, name: `${c.firstName} ${c.lastName}` };
}

/** The paying business's own owner or employee with rights: the one actor whose change of its payee does not hold (decision 029). */
async function isPayingApprover(tx: Tx, actor: PayoutActor, businessId: string): Promise<boolean> {
  if (!('user' in actor)) return false;
  const scope = await loadBusinessScope(tx as unknown as Database, actor.user);
  return scope.businessId === businessId && isApprover(actor.user, scope);
}

const actorLabel = (actor: PayoutActor) => ('user' in actor ? actor.user.email : actor.system);

async function writeAccount(tx: Tx, change: PayoutChange, held: boolean) {
  const { party, account, key, now } = change;
  const sealed = encryptSecret(account.accountNumber, key);
  const last4 = account.accountNumber.slice(-4);
  const changedAt = held ? { bankAccountChangedAt: now } : {};
  if ('vendorId' in party) {
    await tx.update(bankAccounts).set({ status: 'inactive', updatedAt: now }).where(and(eq(bankAccounts.vendorId, party.vendorId), eq(bankAccounts.status, 'active')));
    await tx.insert(bankAccounts).values({
      vendorId: party.vendorId,
      bankName: account.bankName ?? '',
      routingNumber: account.routingNumber,
      accountNumberEncrypted: sealed,
      last4,
      accountHolderName: account.accountHolderName,
      accountType: account.accountType ?? 'checking',
      paymentSystem: account.paymentSystem ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await tx.update(vendors).set({ ...changedAt, updatedAt: now }).where(eq(vendors.id, party.vendorId));
  } else {
    await tx
      .update(consumers)
      .set({
        bankName: account.bankName,
        routingNumber: account.routingNumber,
        accountNumberEncrypted: sealed,
        accountNumberLast4: last4,
        accountHolderName: account.accountHolderName,
        accountType: account.accountType ?? 'checking',
        ...changedAt,
        updatedAt: now,
      })
      .where(eq(consumers.id, party.consumerId));
  }
  return last4;
}

/** The businesses that pay this party: the one it belongs to and any that has sent it a payment. */
async function payingBusinesses(tx: Tx, party: PayoutParty, businessId: string) {
  const toParty = 'vendorId' in party ? eq(payments.vendorId, party.vendorId) : eq(payments.consumerId, party.consumerId);
  const paid = await tx.selectDistinct({ id: payments.businessId }).from(payments).where(toParty);
  const ids = [...new Set([businessId, ...paid.map((p) => p.id)])];
  return tx.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, ids));
}

/**
 * Sets the party's account. A change of an existing party's account is e-mailed to every business that pays it; it
 * holds the party's next payment (the engine's rule, payout-hold.ts) unless the paying business's own approver made
 * it. Everything commits in the caller's transaction, with one audit row naming who changed what.
 */
export async function changePayoutAccount(tx: Tx, change: PayoutChange): Promise<PayoutChangeResult> {
  const { party, account, actor, now } = change;
  const row = await lockParty(tx, party);
  const held = !change.newParty && !(await isPayingApprover(tx, actor, row.businessId));
  const last4 = await writeAccount(tx, change, held);
  const changedBy = actorLabel(actor);
  const told = change.newParty ? [] : await payingBusinesses(tx, party, row.businessId);
  for (const business of told) {
    for (const recipient of await paymentEmailRecipients(tx, business.id)) {
      await enqueueMessage(tx, { channel: 'email', recipient, ...payoutChangeEmail(row.name, business.name, last4, changedBy, held) }, now);
    }
  }
  const vendor = 'vendorId' in party;
  await writeAudit(tx, {
    at: now,
    userId: 'user' in actor ? actor.user.id : null,
    action: change.newParty ? (vendor ? 'vendorPayoutAccountSet' : 'consumerPayoutAccountSet') : vendor ? 'vendorBankAccountChanged' : 'consumerBankAccountChanged',
    address: change.address ?? null,
    outcome: 'success',
    details: { ...party, changedBy, accountNumberLast4: last4, routingNumber: account.routingNumber, held, businessesNotified: told.map((b) => b.id) },
  });
  return { bankName: account.bankName, routingNumber: account.routingNumber, last4, accountHolderName: account.accountHolderName, held, businessesNotified: told.map((b) => b.id) };
}

/** The notice a paying business gets (plain text; the last four digits only); a held change says the next payment waits. */
export function payoutChangeEmail(payeeName: string, businessName: string, last4: string, changedBy: string, held = true) {
  if (!held) {
    return {
      subject: `The bank account you pay ${payeeName} into was changed`,
      body: [
        `${changedBy} changed the bank account ${payeeName} is paid into. The new account ends in ${last4}.`,
        `If you did not expect this change, contact ${payeeName} by a phone number you already know and check the account before ${businessName} pays them again.`,
      ].join('\n\n'),
    };
  }
  return {
    subject: `${payeeName} changed the bank account you pay them into`,
    body: [
      `${changedBy} changed the bank account ${payeeName} is paid into. The new account ends in ${last4}.`,
      `The next payment ${businessName} makes to ${payeeName} waits for your approval: check the change with ${payeeName} by a phone number you already know before you approve it.`,
      'If you did not expect this change, do not approve the payment and contact the vendor.',
    ].join('\n\n'),
  };
}
