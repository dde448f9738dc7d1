/**
 * The one audited path by which the account a payee (a vendor, or a consumer the business pays) is paid into is set or
 * changed (decision 050): every caller (the vendor's own page, registration, the business's pages, the public API,
 * accounting sync, a bank's notification of change) goes through changePayoutAccount.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import { bankAccounts, businesses, consumers, jobs, payments, vendors, type PaymentRow, type UserRow } from '../../db/schema';
import type { Database } from '../../db/client';
import { writeAudit } from '../../db/audit';
import { encryptSecret } from '../../lib/crypto';
import { loadBusinessScope } from '../../graphql/access';
import { enqueueMessage } from '../notifications';
import { emitPaymentEventsOfType } from './webhook-events';
import { paymentEmailRecipients } from './payment-emails';
import { PAYOUT_HOLD_CODE, type PayoutParty } from './payout-hold';
import { appendStatus, SUBMIT_JOB, type Tx } from './service';
import { isApprover } from './approvals';

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
/** Who made the change as the e-mail names them: the person, with the address they signed in with. */
const actorName = (actor: PayoutActor) => ('user' in actor ? `${`${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.email} (${actor.user.email})` : actor.system);

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
  const previous = change.newParty ? null : await activeAccountOf(tx, party);
  const last4 = await writeAccount(tx, change, held);
  if (!change.newParty) await redirectUnsentPayments(tx, { party, businessId: row.businessId, account, previous, held, now, key: change.key });
  const changedBy = actorLabel(actor);
  const told = change.newParty ? [] : await payingBusinesses(tx, party, row.businessId);
  for (const business of told) {
    for (const recipient of await paymentEmailRecipients(tx, business.id)) {
      await enqueueMessage(tx, { channel: 'email', recipient, ...payoutChangeEmail(row.name, business.name, last4, actorName(actor), held) }, now);
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
      `Payments to ${payeeName} that were not yet sent now go to the new account and wait for your approval too; each shows the old and the new account.`,
      'If you did not expect this change, do not approve the payment and contact the vendor.',
    ].join('\n\n'),
  };
}

/** The account a party is paid into now (before a change is written), as the approval shows it. */
async function activeAccountOf(tx: Tx, party: PayoutParty): Promise<ShownAccount | null> {
  if ('vendorId' in party) {
    const [a] = await tx
      .select({ bankName: bankAccounts.bankName, last4: bankAccounts.last4, accountHolderName: bankAccounts.accountHolderName })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.vendorId, party.vendorId), eq(bankAccounts.status, 'active')))
      .limit(1);
    return a ?? null;
  }
  const [c] = await tx
    .select({ bankName: consumers.bankName, last4: consumers.accountNumberLast4, accountHolderName: consumers.accountHolderName })
    .from(consumers)
    .where(eq(consumers.id, party.consumerId));
  return c?.last4 ? { bankName: c.bankName, last4: c.last4, accountHolderName: c.accountHolderName ?? '' } : null;
}

export interface ShownAccount {
  bankName: string | null;
  last4: string;
  accountHolderName: string;
}

/** An account as a payment's history names it (Messages.accountEnding). */
export const accountLabel = (a: { bankName: string | null; last4: string }) => Messages.accountEnding(a.bankName, a.last4);

/** The statuses of a payment that has a destination and has not been sent: the ones a payout change reaches. */
const UNSENT = ['pendingApproval', 'scheduled'] as const;

interface Redirect {
  party: PayoutParty;
  /** The business the party belongs to. */
  businessId: string;
  account: PayoutAccount;
  previous: ShownAccount | null;
  /** The change holds (it was not the paying business's own approver's). */
  held: boolean;
  now: Date;
  key: Buffer;
}

/**
 * Every unsent payment to the party takes the new account, so none goes on to an account its payee no longer has;
 * each one records the account it had, which its approval shows beside the new one. When the change holds, each
 * waits for a person's approval (a scheduled one leaves the queue); a payment of another business than the party's
 * always holds, since that business's approver made no change.
 */
async function redirectUnsentPayments(tx: Tx, r: Redirect): Promise<PaymentRow[]> {
  const toParty =
    'vendorId' in r.party ? eq(payments.vendorId, r.party.vendorId) : and(eq(payments.consumerId, r.party.consumerId), ne(payments.kind, 'instantCollection'));
  const unsent = await tx
    .select()
    .from(payments)
    .where(and(toParty, or(...UNSENT.map((s) => eq(payments.status, s))), ne(payments.destinationRoutingNumber, '')))
    .for('update');
  const to = accountLabel({ bankName: r.account.bankName, last4: r.account.accountNumber.slice(-4) });
  const sealed = encryptSecret(r.account.accountNumber, r.key);
  const moved: PaymentRow[] = [];
  for (const p of unsent) {
    const from = accountLabel({ bankName: p.destinationBankName, last4: p.destinationAccountLast4 });
    const hold = r.held || p.businessId !== r.businessId;
    const [row] = await tx
      .update(payments)
      .set({
        destinationBankName: r.account.bankName,
        destinationRoutingNumber: r.account.routingNumber,
        destinationAccountEncrypted: sealed,
        destinationAccountLast4: r.account.accountNumber.slice(-4),
        destinationAccountHolderName: r.account.accountHolderName,
        destinationAccountType: r.account.accountType ?? 'checking',
        previousDestinationBankName: p.destinationBankName,
        previousDestinationAccountLast4: p.destinationAccountLast4,
        previousDestinationAccountHolderName: p.destinationAccountHolderName,
        ...(hold ? { status: 'pendingApproval' as const } : {}),
        updatedAt: r.now,
      })
      .where(and(eq(payments.id, p.id), eq(payments.status, p.status)))
      .returning();
    if (!row) continue;
    if (hold) {
      // Out of the queue until a person approves it; approval queues it again.
      await tx.delete(jobs).where(and(eq(jobs.paymentId, p.id), eq(jobs.kind, SUBMIT_JOB), eq(jobs.status, 'queued')));
      await appendStatus(tx, p.id, 'pendingApproval', r.now, Messages.payoutChangeRedirected(from, to), PAYOUT_HOLD_CODE);
    } else {
      await appendStatus(tx, p.id, p.status, r.now, Messages.payoutChangeRepointed(from, to));
    }
    moved.push(row);
  }
  // The business's systems hear of it as of any change to a payment: its destination (and maybe its state) changed.
  if (moved.length) await emitPaymentEventsOfType(tx, moved, 'payment.updated', r.now);
  return moved;
}

/**
 * Holds the party's next payment for a person (payout-hold.ts), for a change of where its money goes that is not a
 * new account of its own (a payee linked to it, whose bills now pay it). The same clock as a changed account.
 */
export async function holdPayouts(tx: Tx, party: PayoutParty, now: Date): Promise<void> {
  if ('vendorId' in party) await tx.update(vendors).set({ bankAccountChangedAt: now, updatedAt: now }).where(eq(vendors.id, party.vendorId));
  else await tx.update(consumers).set({ bankAccountChangedAt: now, updatedAt: now }).where(eq(consumers.id, party.consumerId));
}
