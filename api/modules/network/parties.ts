/**
 * What a registration creates beside the account, and what its invitation fixes: the user, an employee's membership,
 * the vendor (its payout account through the one audited path, decision 050), the business with its bank account and
 * rail, the bank user; the payee or bank an invitation names.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../domain/errors';
import { ROLE_OF_KIND, invalidInvitationMessage, type ConnectionKind } from '../../../domain/network';
import type { RailChoice } from '../../../domain/rails';
import { bankAccounts, bankUsers, banks, businessEmployees, businesses, users, vendorManagers, vendors, type ConnectionRow, type UserRow } from '../../db/schema';
import { encryptSecret } from '../../lib/crypto';
import { apiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { applyNewBusinessRail, attachWaitingPayments, changePayoutAccount } from '../payments';
import type { Tx } from './invitations';

/** What creating a party needs of a registration (RegistrationDeps has it). */
export interface PartyDeps {
  now: Date;
  address: string;
  encryptionKey: Buffer;
  /** NEW_BUSINESS_RAIL: the rail a business gets when it is created here. */
  newBusinessRail: RailChoice;
}

/**
 * The existing payee a vendor invitation may be made for, and registration may attach to: a vendor of this business
 * that nobody manages yet, or null (unknown, another business's, or already registered).
 */
export async function invitablePayee(db: Pick<Tx, 'select'>, businessId: string, vendorId: string | null | undefined) {
  if (!isUuid(vendorId)) return null;
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, address: vendors.address, city: vendors.city, state: vendors.state, zipcode: vendors.zipcode })
    .from(vendors)
    .leftJoin(vendorManagers, eq(vendorManagers.vendorId, vendors.id))
    .where(and(eq(vendors.id, vendorId), eq(vendors.businessId, businessId), isNull(vendorManagers.id)))
    .limit(1);
  return row ?? null;
}
/** The bank a bank-user invitation names: the chosen bank's name, or the new bank's name the admin typed. */
async function invitedBankName(db: Pick<Tx, 'select'>, connection: ConnectionRow): Promise<string> {
  if (connection.bankId) {
    const [bank] = await db.select({ name: banks.name }).from(banks).where(eq(banks.id, connection.bankId)).limit(1);
    if (bank) return bank.name;
  }
  const name = connection.details.bankName?.trim();
  if (!name) throw apiError(ErrorCodes.notFound, invalidInvitationMessage(connection.kind));
  return name;
}
/** The new bank of an admin's invitation, made by the first invitee to register (later invitees join it). */
async function bankNamed(tx: Tx, name: string, now: Date): Promise<string> {
  const [existing] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.name, name)).limit(1);
  return existing?.id ?? (await tx.insert(banks).values({ name, createdAt: now }).returning({ id: banks.id }))[0].id;
}
/** The name of the payee a vendor invitation was made for: the business's, never the invitee's to type. */
async function invitedPayeeName(db: Pick<Tx, 'select'>, connection: ConnectionRow): Promise<string> {
  const payee = await invitablePayee(db, connection.businessId!, connection.vendorId);
  if (!payee) throw apiError(ErrorCodes.notFound, invalidInvitationMessage(connection.kind));
  return payee.name;
}
/**
 * What the link fixes whatever the form says: the e-mail it is bound to, a bank user's bank and an invited payee's
 * name. The one source: registration applies it, and the page shows these fields read-only (connectionInvitation).
 */
export async function fixedByInvitation(db: Pick<Tx, 'select'>, connection: ConnectionRow): Promise<Record<string, string>> {
  const fixed: Record<string, string> = { email: connection.targetEmail };
  if (connection.kind === 'bankUser') fixed.name = await invitedBankName(db, connection);
  if (connection.kind === 'vendor' && connection.vendorId) fixed.name = await invitedPayeeName(db, connection);
  return fixed;
}
/** The account of a registration or of an employee created with a first password (users.ts). */
export async function createUser(tx: Tx, kind: ConnectionKind, value: Record<string, unknown>, passwordHash: string, now: Date): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      email: value.email as string,
      phoneNumber: (value.phoneNumber as string | undefined) ?? null,
      firstName: value.firstName as string,
      lastName: value.lastName as string,
      passwordHash,
      role: ROLE_OF_KIND[kind]!,
      registeredAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return user;
}
/** The user's membership of the business, as an employee with or without business rights. */
export async function addEmployee(tx: Tx, userId: string, businessId: string, isBusinessRightsAvailable: boolean, now: Date) {
  await tx.insert(businessEmployees).values({ userId, businessId, isBusinessRightsAvailable, registeredAt: now, updatedAt: now });
}
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
/** The registered vendor's or business's bank account, the number sealed and only its last four kept readable. */
async function insertBankAccount(
  tx: Tx,
  deps: PartyDeps,
  owner: { vendorId: string } | { businessId: string },
  value: Record<string, unknown>,
  accountHolderName: string,
  paymentSystem: string | null,
) {
  const accountNumber = value.accountNumber as string;
  await tx.insert(bankAccounts).values({
    ...owner,
    bankName: value.bankName as string,
    routingNumber: value.routingNumber as string,
    accountNumberEncrypted: encryptSecret(accountNumber, deps.encryptionKey),
    last4: accountNumber.slice(-4),
    accountHolderName,
    paymentSystem,
    createdAt: deps.now,
    updatedAt: deps.now,
  });
}
/** What each kind creates beside the account; returns the business the connection joined or created. */
export async function createParty(
  tx: Tx,
  deps: PartyDeps,
  kind: ConnectionKind,
  value: Record<string, unknown>,
  user: UserRow,
  connection: ConnectionRow | null,
): Promise<string | null> {
  const { now, encryptionKey } = deps;
  switch (kind) {
    case 'employee':
      await addEmployee(tx, user.id, connection!.businessId!, connection!.details.isBusinessRightsAvailable ?? false, now);
      return connection!.businessId;
    case 'vendor': {
      const payout = { bankName: value.bankName as string, routingNumber: value.routingNumber as string, accountNumber: value.accountNumber as string, accountHolderName: value.accountHolderName as string };
      const change = { actor: { user }, address: deps.address, key: deps.encryptionKey, now };
      if (connection!.vendorId) {
        // The invitation was made for this payee: it gets the vendor's own address, and its bank details change through
        // the one audited path, which tells the business and holds the next payment (decision 050).
        // Locked first, so two invitations for the same payee cannot both register into it.
        await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, connection!.vendorId)).for('update');
        const payee = await invitablePayee(tx, connection!.businessId!, connection!.vendorId);
        if (!payee) throw apiError(ErrorCodes.notFound, invalidInvitationMessage(kind));
        await tx
          .update(vendors)
          .set({ description: str(value.description), address: value.address as string, city: value.city as string, state: value.state as string, zipcode: value.zipcode as string, updatedAt: now })
          .where(eq(vendors.id, payee.id));
        // A payee created with this very invitation (Add Vendor's invite mode) and never given an account is new: its
        // first account is set as a new vendor's is (decision 094); any other payee's changes and holds (decision 050).
        const [previous] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.vendorId, payee.id)).limit(1);
        const newParty = connection!.details.vendorCreatedWithInvitation === true && !previous;
        const set = await changePayoutAccount(tx, { party: { vendorId: payee.id }, account: payout, newParty, ...change });
        await tx.insert(vendorManagers).values({ userId: user.id, vendorId: payee.id, createdAt: now });
        // Payments the business made to the payee while it waited for these details take them now (decision 094).
        await attachWaitingPayments(tx, { businessId: connection!.businessId!, vendorId: payee.id, account: payout, held: set.held, key: deps.encryptionKey, now, userId: user.id, address: deps.address });
        return connection!.businessId;
      }
      const [vendor] = await tx
        .insert(vendors)
        .values({
          businessId: connection!.businessId!,
          name: value.name as string,
          description: str(value.description),
          address: value.address as string,
          city: value.city as string,
          state: value.state as string,
          zipcode: value.zipcode as string,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: vendors.id });
      await changePayoutAccount(tx, { party: { vendorId: vendor.id }, account: payout, newParty: true, ...change });
      await tx.insert(vendorManagers).values({ userId: user.id, vendorId: vendor.id, createdAt: now });
      return connection!.businessId;
    }
    case 'businessOwner':
    case 'customer': {
      // The bank's API only when its credentials came with the registration (the form leaves them to Bank Integration).
      const paymentSystem = value.clientId ? (value.paymentSystem as string | undefined) : undefined;
      const [business] = await tx
        .insert(businesses)
        .values({
          name: value.name as string,
          email: user.email,
          phoneNumber: value.phoneNumber as string,
          businessType: kind === 'customer' ? 'Customer Business' : 'General Business',
          address: value.address as string,
          city: value.city as string,
          state: value.state as string,
          zipcode: value.zipcode as string,
          ownerUserId: user.id,
          paymentSettings: paymentSystem
            ? {
                connectedPaymentSystems: [paymentSystem],
                paymentSystemCredentials: {
                  [paymentSystem]: {
                    clientId: value.clientId as string,
                    clientSecret: encryptSecret(value.clientSecret as string, encryptionKey),
                    companyIdForACHPayment: '',
                    updatedAt: now.toISOString(),
                  },
                },
              }
            : {},
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: businesses.id });
      await applyNewBusinessRail(tx, business.id, deps.newBusinessRail, now);
      if (kind === 'businessOwner') {
        await insertBankAccount(tx, deps, { businessId: business.id }, value, value.name as string, paymentSystem ?? null);
      }
      return business.id;
    }
    case 'bankUser': {
      // The bank is the invitation's, never the form's: a typed name must not open another bank's leads.
      const bankId = connection!.bankId ?? (await bankNamed(tx, await invitedBankName(tx, connection!), now));
      await tx.insert(bankUsers).values({ userId: user.id, bankId, role: ROLE_OF_KIND.bankUser, createdAt: now });
      return null;
    }
    default:
      return null;
  }
}
