/**
 * The invitation engine every connection kind uses: who may invite whom, the link's token (random, stored only
 * as a SHA-256 hash, single use, 14 days, bound to the invited e-mail), the e-mail written to the outbox in the
 * same transaction, resend (a new token voids the old one), removal and the public look-up of a link. A self
 * sign-up's link is an invitation to oneself (sign-up.ts): the same token, 24 hours, nobody's pending invitation.
 */
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import { PRODUCT_FOR_COLLECTION } from '../../../domain/collections';
import { formatCents } from '../../../domain/money';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import {
  INVITATION_TTL_DAYS,
  INVITATION_TTL_MS,
  SIGN_UP_LINK_TTL_MS,
  invalidInvitationMessage,
  invitationPath,
  type ConnectionKind,
  type ConnectionStatus,
} from '../../../domain/network';
import { PRODUCT_NAME } from '../../../domain/product';
import { Roles } from '../../../domain/roles';
import type { Database } from '../../db/client';
import {
  auditLog,
  bankUsers,
  banks,
  businesses,
  connections,
  consumers,
  users,
  vendors,
  type ConnectionDetails,
  type ConnectionRow,
  type TargetBusinessInfo,
  type UserRow,
} from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { apiError, forbidden, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { BusinessScope } from '../../graphql/access';
import { enqueueMessage, notifyEnqueued } from '../notifications';
import { businessProducts, paymentsWaitingForRegistration } from '../payments';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

export interface NetworkDeps {
  db: Database;
  now: Date;
  address: string;
  webPublicUrl: string;
}

/** Who is inviting, and into what: a business (its own parties) or the platform / a bank (business owners, bank users). */
export interface Inviter {
  user: UserRow;
  businessId: string | null;
  bankId: string | null;
}

export const duplicatedInvitation = () => apiError(ErrorCodes.requestDuplicated, Messages.invitationAlreadySent);

// Tokens.

export interface MintedToken {
  token: string;
  hash: string;
  expiresAt: Date;
}

/** A new link token: 32 random bytes, of which only the hash is stored. */
export function mintToken(now: Date, ttlMs = INVITATION_TTL_MS): MintedToken {
  const token = randomToken(32);
  return { token, hash: sha256Hex(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

/** How long a connection's link lives: a self sign-up's only proves an address, so it is short. */
export function linkTtlMs(row: Pick<ConnectionRow, 'selfSignUp'>): number {
  return row.selfSignUp ? SIGN_UP_LINK_TTL_MS : INVITATION_TTL_MS;
}

/** Does the stored connection still honour this link at `now`? (invited, same hash, not expired) */
export function linkIsValid(row: Pick<ConnectionRow, 'status' | 'tokenHash' | 'tokenExpiresAt'>, token: string, now: Date): boolean {
  return (
    row.status === 'invited' &&
    row.tokenHash !== null &&
    row.tokenHash === sha256Hex(token) &&
    row.tokenExpiresAt !== null &&
    row.tokenExpiresAt.getTime() > now.getTime()
  );
}

// Authorisation.

const BUSINESS_KINDS: readonly ConnectionKind[] = ['employee', 'vendor', 'customer', 'consumer'];
/** Products without which a business may not invite the kind (it could not serve it). */
const PRODUCTS_NEEDED: Partial<Record<ConnectionKind, readonly string[]>> = {
  // Each party is invited only by a business that may collect from it (decisions 026, 038 and 046): customer
  // businesses with InstantCollectionForCustomer, consumers with InstantCollection.
  customer: [PRODUCT_FOR_COLLECTION.instantCollectionForCustomer],
  consumer: [PRODUCT_FOR_COLLECTION.instantCollection],
};

async function bankOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ bankId: bankUsers.bankId }).from(bankUsers).where(eq(bankUsers.userId, userId)).limit(1);
  return row?.bankId ?? null;
}

/**
 * The caller as an inviter of `kind`, or forbidden: a business's owner or rights-holding employee invites its
 * employees, vendors, customers and consumers; the admin invites business owners and bank users; a bank user
 * invites business owners for its bank.
 */
export async function inviterFor(db: Db, user: UserRow, scope: BusinessScope, kind: ConnectionKind): Promise<Inviter> {
  if (BUSINESS_KINDS.includes(kind)) {
    if (!scope.businessId || !scope.hasRights) throw forbidden();
    const needed = PRODUCTS_NEEDED[kind];
    if (needed) {
      const held = await businessProducts(db, scope.businessId);
      if (!needed.some((p) => held.includes(p))) throw forbidden();
    }
    return { user, businessId: scope.businessId, bankId: null };
  }
  if (user.role === Roles.admin) return { user, businessId: null, bankId: null };
  if (kind === 'businessOwner' && user.role === Roles.bankUser) {
    const bankId = await bankOf(db, user.id);
    if (bankId) return { user, businessId: null, bankId };
  }
  throw forbidden();
}

/** The SQL scope of the connections an inviter may read and change. */
export function scopeCondition(inviter: Inviter, kind: ConnectionKind): SQL {
  const byKind = eq(connections.kind, kind);
  if (inviter.businessId) return and(byKind, eq(connections.businessId, inviter.businessId))!;
  if (inviter.bankId) return and(byKind, eq(connections.bankId, inviter.bankId), eq(connections.invitedByUserId, inviter.user.id))!;
  // The admin's own invitations: a self sign-up's link is nobody's to list, resend or remove.
  return and(byKind, eq(connections.selfSignUp, false))!;
}

/** A connection of the inviter's scope, or notFound (someone else's looks the same as none). */
export async function connectionInScope(db: Db, inviter: Inviter, id: string): Promise<ConnectionRow> {
  if (!isUuid(id)) throw notFound('Connection');
  const [row] = await db.select().from(connections).where(eq(connections.id, id)).limit(1);
  if (!row) throw notFound('Connection');
  const same =
    (inviter.businessId !== null && row.businessId === inviter.businessId) ||
    (inviter.bankId !== null && row.bankId === inviter.bankId && row.invitedByUserId === inviter.user.id) ||
    (inviter.businessId === null && inviter.bankId === null && inviter.user.role === Roles.admin && row.businessId === null && !row.selfSignUp);
  if (!same) throw notFound('Connection');
  return row;
}

// The e-mail.

async function inviterName(db: Db, row: Pick<ConnectionRow, 'businessId' | 'bankId'>): Promise<string> {
  if (row.businessId) {
    const [b] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, row.businessId)).limit(1);
    if (b) return b.name;
  }
  if (row.bankId) {
    const [b] = await db.select({ name: banks.name }).from(banks).where(eq(banks.id, row.bankId)).limit(1);
    if (b) return b.name;
  }
  return PRODUCT_NAME;
}

const PURPOSE: Record<ConnectionKind, string> = {
  employee: 'join the team as an employee',
  vendor: 'register as a vendor and receive payments',
  customer: 'register as a customer',
  consumer: 'register as a customer',
  businessOwner: 'register your business',
  bankUser: 'register as a bank user',
};

export function invitationLink(webPublicUrl: string, kind: ConnectionKind, token: string): string {
  return `${webPublicUrl}${invitationPath(kind, token)}`;
}

const SIGN_UP_PURPOSE: Partial<Record<ConnectionKind, string>> = { businessOwner: 'register your business', customer: 'register as a customer' };

/** The e-mail carrying a link: an invitation, or the link a self sign-up asked for. */
export async function enqueueInvitation(tx: Tx, row: ConnectionRow, link: string, now: Date): Promise<void> {
  if (row.selfSignUp) {
    await enqueueMessage(
      tx,
      {
        channel: 'email',
        recipient: row.targetEmail,
        subject: `Continue your ${PRODUCT_NAME} registration`,
        body: `Hello,\n\nSomeone (we hope you) asked to ${SIGN_UP_PURPOSE[row.kind] ?? 'register'} on ${PRODUCT_NAME} with this e-mail address. Open this link to continue:\n\n${link}\n\nThe link works once and expires in 24 hours. If it was not you, ignore this e-mail: nothing is registered without it.`,
      },
      now,
    );
    return;
  }
  const from = await inviterName(tx, row);
  const greeting = row.targetFirstName ? `Hello ${row.targetFirstName},` : 'Hello,';
  // A vendor already being paid reads who pays and how much, before the link (decision 140).
  const waiting =
    row.kind === 'vendor' && row.businessId && row.vendorId
      ? (await paymentsWaitingForRegistration(tx, row.businessId, row.vendorId)).map((p) => AwaitingBankDetailsMessages.waitsForYou(p.payer, formatCents(p.amount), p.referenceNumber))
      : [];
  await enqueueMessage(
    tx,
    {
      channel: 'email',
      recipient: row.targetEmail,
      subject: `${from} invited you to ${PRODUCT_NAME}`,
      body: `${greeting}\n\n${from} invited you to ${PURPOSE[row.kind]} on ${PRODUCT_NAME}.${waiting.length ? `\n\n${waiting.join('\n\n')}\n\n` : ' '}Open this link to register:\n\n${link}\n\nThe link works once, only for ${row.targetEmail}, and expires in ${INVITATION_TTL_DAYS} days.`,
    },
    now,
  );
}

// Create, resend, remove.

export interface NewConnection {
  kind: ConnectionKind;
  email: string;
  phoneNumber?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  targetBusinessInfo?: TargetBusinessInfo | null;
  details?: ConnectionDetails;
  /** Consumers only: the pending consumer row written with the invitation. */
  consumer?: Omit<typeof consumers.$inferInsert, 'businessId'>;
  /** Vendors only: the existing payee the invitation is made for (registration attaches to it and no other). */
  vendorId?: string | null;
  /** Vendors only: a new payee written with the invitation, without bank details (Add Vendor's invite mode, decision 094). */
  vendor?: Omit<typeof vendors.$inferInsert, 'businessId'>;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Kinds whose registration creates an account: an e-mail that already has one cannot be invited. */
const CREATES_ACCOUNT: readonly ConnectionKind[] = ['employee', 'vendor', 'customer', 'businessOwner', 'bankUser'];

export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return Boolean(row);
}

/** Invites: the connection, its consumer row (consumers), the e-mail and the audit row commit together. */
export async function createConnection(deps: NetworkDeps, inviter: Inviter, input: NewConnection): Promise<{ connection: ConnectionRow; link: string }> {
  const { db, now } = deps;
  const email = input.email.trim().toLowerCase();
  if (CREATES_ACCOUNT.includes(input.kind) && (await emailHasAccount(db, email))) {
    throw validationError(Messages.duplicateEmail, { email: Messages.duplicateEmail });
  }
  const minted = mintToken(now);
  const link = invitationLink(deps.webPublicUrl, input.kind, minted.token);
  try {
    const connection = await db.transaction(async (tx) => {
      let consumerId: string | null = null;
      if (input.consumer) {
        const [c] = await tx
          .insert(consumers)
          .values({ ...input.consumer, businessId: inviter.businessId!, processStatus: 'pending', registrationStatus: 'pending', createdAt: now, updatedAt: now })
          .returning({ id: consumers.id });
        consumerId = c.id;
      }
      let vendorId = input.vendorId ?? null;
      let details: ConnectionDetails = input.details ?? {};
      if (input.vendor) {
        const [v] = await tx.insert(vendors).values({ ...input.vendor, businessId: inviter.businessId! }).returning({ id: vendors.id });
        vendorId = v.id;
        details = { ...details, vendorCreatedWithInvitation: true };
      }
      const [row] = await tx
        .insert(connections)
        .values({
          kind: input.kind,
          businessId: inviter.businessId,
          bankId: inviter.bankId ?? null,
          invitedByUserId: inviter.user.id,
          targetEmail: email,
          targetPhoneNumber: input.phoneNumber ?? null,
          targetFirstName: input.firstName ?? null,
          targetLastName: input.lastName ?? null,
          targetBusinessInfo: input.targetBusinessInfo ?? null,
          details,
          consumerId,
          vendorId,
          status: 'invited',
          tokenHash: minted.hash,
          tokenExpiresAt: minted.expiresAt,
          sentAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await enqueueInvitation(tx, row, link, now);
      await writeAudit(tx, { at: now, userId: inviter.user.id, action: 'connectionInvited', address: deps.address, outcome: 'success', details: { connectionId: row.id, kind: row.kind } });
      return row;
    });
    notifyEnqueued();
    return { connection, link };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatedInvitation();
    throw error;
  }
}

/**
 * A new link for an invited connection: the new token's hash replaces the old one (so the old link stops
 * working) and the expiry starts again. With `sendEmail` the link goes out by e-mail as well.
 */
export async function reissueLink(deps: NetworkDeps, row: ConnectionRow, sendEmail: boolean): Promise<{ connection: ConnectionRow; link: string }> {
  const { db, now } = deps;
  if (row.status !== 'invited') throw validationError(Messages.invalidInvitation);
  const minted = mintToken(now, linkTtlMs(row));
  const link = invitationLink(deps.webPublicUrl, row.kind, minted.token);
  const connection = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(connections)
      // A new link voids the mailbox code sent for the old one (decision 125).
      .set({ tokenHash: minted.hash, tokenExpiresAt: minted.expiresAt, sentAt: now, updatedAt: now, mailboxCodeDigest: null, mailboxCodeExpiresAt: null, mailboxCodeSentAt: null, mailboxCodeAttempts: 0 })
      .where(and(eq(connections.id, row.id), eq(connections.status, 'invited')))
      .returning();
    if (!updated) throw validationError(Messages.invalidInvitation);
    if (sendEmail) await enqueueInvitation(tx, updated, link, now);
    return updated;
  });
  if (sendEmail) notifyEnqueued();
  return { connection, link };
}

/** Removes a pending invitation: its link stops working; a consumer invitation's pending consumer goes too. */
export async function removeConnection(deps: NetworkDeps, row: ConnectionRow): Promise<void> {
  const { db, now } = deps;
  if (row.status !== 'invited') throw validationError(Messages.invalidInvitation);
  await db.transaction(async (tx) => {
    await tx.update(connections).set({ status: 'removed', tokenHash: null, updatedAt: now }).where(eq(connections.id, row.id));
    if (row.consumerId) {
      await tx.update(connections).set({ consumerId: null }).where(eq(connections.id, row.id));
      await tx.delete(consumers).where(and(eq(consumers.id, row.consumerId), eq(consumers.registrationStatus, 'pending')));
    }
  });
}

/** Changes the target of a pending business connection (spec: "id on update"). */
export async function updateTarget(deps: NetworkDeps, row: ConnectionRow, change: Partial<Pick<ConnectionRow, 'targetPhoneNumber' | 'targetFirstName' | 'targetLastName' | 'targetBusinessInfo'>>): Promise<ConnectionRow> {
  if (row.status !== 'invited') throw validationError(Messages.invalidInvitation);
  const [updated] = await deps.db.update(connections).set({ ...change, updatedAt: deps.now }).where(eq(connections.id, row.id)).returning();
  return updated;
}

// Reads.

/** The invited connection behind a link of `kind`, or the page's 'invalid link' error. */
export async function findInvitation(db: Db, kind: ConnectionKind, token: string | null | undefined, now: Date): Promise<ConnectionRow> {
  const invalid = () => apiError(ErrorCodes.notFound, invalidInvitationMessage(kind));
  if (!token || token.length > 200) throw invalid();
  const [row] = await db.select().from(connections).where(and(eq(connections.tokenHash, sha256Hex(token)), eq(connections.kind, kind))).limit(1);
  if (!row || !linkIsValid(row, token, now)) throw invalid();
  return row;
}

export async function listConnections(db: Db, inviter: Inviter, kind: ConnectionKind, status: ConnectionStatus, skip: number, limit: number) {
  const where = and(scopeCondition(inviter, kind), eq(connections.status, status));
  const [{ total }] = await db.select({ total: count() }).from(connections).where(where);
  const rows = await db.select().from(connections).where(where).orderBy(desc(connections.createdAt), desc(connections.id)).offset(skip).limit(limit);
  return { count: total, rows };
}

/** Registrations one address made lately (the public forms' rate limit reads the audit trail). */
export async function recentRegistrations(db: Db, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'registration'), eq(auditLog.address, address), gt(auditLog.at, since)));
  return row?.n ?? 0;
}
