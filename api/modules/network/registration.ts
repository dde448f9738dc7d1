/**
 * The six public registrations: each checks its form with the shared schema, claims the invitation (single use,
 * bound to its e-mail) and creates what the kind needs (account with an argon2id password, business, vendor,
 * bank user or consumer; ./parties.ts) in one transaction. A consumer's initial payment goes through the payments engine.
 */
import { firstFieldErrors } from '../../../domain/field-errors';
import { and, eq, sql } from 'drizzle-orm';
import { PRODUCT_FOR_COLLECTION } from '../../../domain/collections';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import {
  REGISTRATION_MAX_PER_ADDRESS,
  REGISTRATION_SCHEMAS,
  REGISTRATION_WINDOW_MS,
  ROLE_OF_KIND,
  SELF_SIGN_UP_KINDS,
  SIGN_UP_BY_LINK_KINDS,
  invalidInvitationMessage,
  type ConnectionKind,
  type ConsumerRegistration,
} from '../../../domain/network';
import { sha256Hex } from '../../lib/crypto';
import { businesses, connections, consumers, vendors, type ConnectionRow, type UserRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { encryptSecret } from '../../lib/crypto';
import { apiError, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashPassword } from '../auth';
import { businessProducts, createPayment, startAccountValidation, checkPerDebitLimit, consumerDebitSettingsOf, recordAuthorization } from '../payments';
import type { RailChoice } from '../../../domain/rails';
import type { AccountValidationMethod } from '../../../domain/consumer-debits';
import { formatCents, parseDollars, decimalDollars } from '../../../domain/money';
import { emailHasAccount, findInvitation, recentRegistrations, type NetworkDeps, type Tx } from './invitations';
import { checkMailboxCode, needsMailboxProof } from './mailbox-proof';
import { createParty, createUser, fixedByInvitation } from './parties';

export interface RegistrationDeps extends NetworkDeps {
  encryptionKey: Buffer;
  /** NEW_BUSINESS_RAIL: the rail a business gets when it is created here. */
  newBusinessRail: RailChoice;
}

export interface RegistrationRequest {
  token?: string | null;
  /** Consumer self sign-up: the business the consumer signs up with. */
  businessId?: string | null;
  input: Record<string, unknown>;
  /** The browser that accepted a consumer's debit authorization (stored with it, decision 052). */
  userAgent?: string | null;
}

export interface RegistrationResult {
  /** The new account (null for consumers, who never sign in). */
  user: UserRow | null;
  consumerId: string | null;
  /** The consumer's initial payment, when one was created. */
  initialPayment: { paymentTransactionId: string; amount: number } | null;
  /** A consumer who authorized debits: how the account is checked before the first one. */
  accountValidation?: AccountValidationMethod | null;
}

/** Form values arrive as strings; absent or null values are left out so the schema's defaults apply. */
function asFormValues(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (v !== null && v !== undefined) out[k] = String(v);
  return out;
}

function parse(kind: ConnectionKind, values: Record<string, string>) {
  const parsed = REGISTRATION_SCHEMAS[kind].safeParse(values);
  if (!parsed.success) throw validationError(Messages.formIncorrect, firstFieldErrors(parsed.error));
  return parsed.data as Record<string, unknown> & { email: string };
}

async function businessNameTaken(db: NetworkDeps['db'], name: string): Promise<boolean> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(sql`lower(${businesses.name}) = ${name.toLowerCase()}`).limit(1);
  return Boolean(row);
}

/** The spec's duplicate messages, checked before anything is written (the unique indexes still guard races). */
async function checkDuplicates(deps: RegistrationDeps, kind: ConnectionKind, value: Record<string, unknown>, connection: ConnectionRow | null) {
  const { db } = deps;
  if (ROLE_OF_KIND[kind]) {
    if (await emailHasAccount(db, value.email as string)) throw validationError(Messages.duplicateEmail, { email: Messages.duplicateEmail });
    // A phone number is a contact, which an office line gives several people: never refused, so registering tells no one
    // that an account has it. Only the phone sign-in codes go to is one account's (api/modules/auth/mfa-phone.ts).
  }
  if ((kind === 'businessOwner' || kind === 'customer') && (await businessNameTaken(db, value.name as string))) {
    throw validationError(Messages.duplicateBusinessName, { name: Messages.duplicateBusinessName });
  }
  // A new vendor never takes an existing one's name: the only way onto an existing payee is an invitation made for it.
  if (kind === 'vendor' && connection?.businessId && !connection.vendorId) {
    const [row] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.businessId, connection.businessId), sql`lower(${vendors.name}) = ${(value.name as string).toLowerCase()}`))
      .limit(1);
    if (row) throw validationError(Messages.duplicateName, { name: Messages.duplicateName });
  }
}

/** Does this business take consumer sign-ups? Only one that collects from consumers: it holds InstantCollection (decision 038). */
export async function takesConsumerSignUps(db: RegistrationDeps['db'], businessId: string | null | undefined): Promise<boolean> {
  return isUuid(businessId) && (await businessProducts(db, businessId)).includes(PRODUCT_FOR_COLLECTION.instantCollection);
}

async function signUpBusiness(deps: RegistrationDeps, businessId: string | null | undefined): Promise<string> {
  if (!(await takesConsumerSignUps(deps.db, businessId))) throw apiError(ErrorCodes.notFound, Messages.signUpBusinessNotFound);
  return businessId!;
}

/** Marks the invitation used; false when another request used it first (the link is single use). */
async function claim(tx: Tx, connection: ConnectionRow, token: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(connections)
    .set({ status: 'accepted', acceptedAt: now, tokenHash: null, updatedAt: now })
    .where(and(eq(connections.id, connection.id), eq(connections.status, 'invited'), eq(connections.tokenHash, sha256Hex(token))))
    .returning({ id: connections.id });
  return Boolean(row);
}

/**
 * The initial payment is the business's: the one on the invited consumer's record (none without an invitation). A
 * different amount typed or sent is refused, so nobody lowers or raises it; the schema then checks the form with it.
 */
async function businessInitialPayment(db: RegistrationDeps['db'], connection: ConnectionRow | null, values: Record<string, string>): Promise<number> {
  const [invited] = connection?.consumerId ? await db.select({ initialPayment: consumers.initialPayment }).from(consumers).where(eq(consumers.id, connection.consumerId)) : [];
  const amount = invited?.initialPayment ?? 0;
  const typed = values.initialPayment?.trim() ? parseDollars(values.initialPayment) : null;
  if (typed !== null && typed !== amount) {
    const message = connection ? Messages.initialPaymentFixed(formatCents(amount)) : Messages.initialPaymentNeedsInvitation;
    throw validationError(message, { initialPayment: message });
  }
  values.initialPayment = decimalDollars(amount);
  return amount;
}

/** Writes (or completes, when invited) the consumer row; bank details make the consumer active. */
async function saveConsumer(tx: Tx, deps: RegistrationDeps, value: ConsumerRegistration, businessId: string, connection: ConnectionRow | null): Promise<string> {
  const { now, encryptionKey } = deps;
  const banked = Boolean(value.accountNumber);
  const fields = {
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    phoneNumber: value.phoneNumber ?? null,
    initialPayment: value.initialPayment,
    year: value.year ?? null,
    make: value.make ?? null,
    model: value.model ?? null,
    description: value.description ?? null,
    registrationStatus: 'completed',
    processStatus: banked ? 'active' : 'pending',
    bankName: value.bankName ?? null,
    routingNumber: value.routingNumber ?? null,
    accountNumberEncrypted: banked ? encryptSecret(value.accountNumber!, encryptionKey) : null,
    accountNumberLast4: banked ? value.accountNumber!.slice(-4) : null,
    accountHolderName: value.accountHolderName ?? null,
    updatedAt: now,
  };
  if (connection?.consumerId) {
    await tx.update(consumers).set(fields).where(eq(consumers.id, connection.consumerId));
    return connection.consumerId;
  }
  const [row] = await tx.insert(consumers).values({ ...fields, businessId, createdAt: now }).returning({ id: consumers.id });
  return row.id;
}

/** The consumer's initial payment (instantCollection) through the payments engine, once per consumer. */
async function collectInitialPayment(deps: RegistrationDeps, businessId: string, consumerId: string, value: ConsumerRegistration) {
  const payment = await createPayment(
    deps.db,
    deps.encryptionKey,
    {
      businessId,
      kind: 'instantCollection',
      amount: value.initialPayment,
      idempotencyKey: `consumer-initial-payment-${consumerId}`,
      consumerId,
      description: 'Initial payment',
      destination: {
        bankName: value.bankName ?? null,
        routingNumber: value.routingNumber!,
        accountNumber: value.accountNumber!,
        accountHolderName: value.accountHolderName!,
        accountType: 'checking',
      },
      createdByUserId: null,
    },
    deps.now,
  );
  await deps.db
    .update(consumers)
    .set({ initialPaymentResult: { success: true, uniqueTransactionId: payment.paymentTransactionId }, updatedAt: deps.now })
    .where(eq(consumers.id, consumerId));
  return { paymentTransactionId: payment.paymentTransactionId, amount: payment.amount };
}

/** The public forms' limit: REGISTRATION_MAX_PER_ADDRESS tries (registrations and sign-up links) per address and window. */
export async function limitRegistrations(deps: NetworkDeps): Promise<void> {
  const since = new Date(deps.now.getTime() - REGISTRATION_WINDOW_MS);
  if ((await recentRegistrations(deps.db, deps.address, since)) >= REGISTRATION_MAX_PER_ADDRESS) {
    throw apiError(ErrorCodes.tooManyAttempts, Messages.tooManyRegistrations);
  }
}

export async function register(deps: RegistrationDeps, kind: ConnectionKind, request: RegistrationRequest): Promise<RegistrationResult> {
  const { db, now, address } = deps;
  await limitRegistrations(deps);
  try {
    const result = await registerOnce(deps, kind, request);
    return result;
  } catch (error) {
    await writeAudit(db, { at: now, action: 'registration', address, outcome: 'failure', details: { kind } });
    throw error;
  }
}

async function registerOnce(deps: RegistrationDeps, kind: ConnectionKind, request: RegistrationRequest): Promise<RegistrationResult> {
  const { db, now, address } = deps;
  const token = request.token || null;
  let connection: ConnectionRow | null = null;
  if (token) connection = await findInvitation(db, kind, token, now);
  // A self sign-up that creates an account comes with the link sent to its e-mail (sign-up.ts), never without.
  else if (SIGN_UP_BY_LINK_KINDS.includes(kind)) throw apiError(ErrorCodes.notFound, Messages.signUpLinkNeeded);
  else if (!SELF_SIGN_UP_KINDS.includes(kind)) throw apiError(ErrorCodes.notFound, invalidInvitationMessage(kind));
  const values = asFormValues(request.input);
  if (connection) Object.assign(values, await fixedByInvitation(db, connection));
  if (kind === 'consumer') await businessInitialPayment(db, connection, values);
  const value = parse(kind, values);
  value.email = value.email.toLowerCase();
  // The invited mailbox before the bank account money will go to (decision 125).
  if (connection && needsMailboxProof(kind)) await checkMailboxCode(deps, connection, request.input.mailboxCode);
  await checkDuplicates(deps, kind, value, connection);

  if (kind === 'consumer') return registerConsumer(deps, request, connection, value as unknown as ConsumerRegistration);

  const passwordHash = await hashPassword(value.password as string);
  const user = await db.transaction(async (tx) => {
    if (connection && !(await claim(tx, connection, token!, now))) throw apiError(ErrorCodes.notFound, invalidInvitationMessage(kind));
    const created = await createUser(tx, kind, value, passwordHash, now);
    const businessId = await createParty(tx, deps, kind, value, created, connection);
    if (connection) {
      await tx
        .update(connections)
        .set({ acceptedUserId: created.id, connectedBusinessId: kind === 'employee' || kind === 'vendor' ? null : businessId })
        .where(eq(connections.id, connection.id));
    }
    await writeAudit(tx, { at: now, userId: created.id, action: 'registration', address, outcome: 'success', details: { kind } });
    return created;
  });
  return { user, consumerId: null, initialPayment: null };
}

/**
 * A consumer registers (decision 052). Only an invited consumer gives a debit authorization, and only with one is
 * anything debited: their bank details then need the authorization accepted, which is stored (exact text, version,
 * hash, time, address, browser) with the start of the account's validation, in the transaction that uses the link.
 * A self sign-up is recorded, never debited.
 */
async function registerConsumer(deps: RegistrationDeps, request: RegistrationRequest, connection: ConnectionRow | null, consumer: ConsumerRegistration): Promise<RegistrationResult> {
  const { db, now, address } = deps;
  const businessId = connection?.businessId ?? (await signUpBusiness(deps, request.businessId));
  const banked = Boolean(connection && consumer.accountNumber);
  if (banked && !consumer.acceptDebitAuthorization) {
    throw validationError(Messages.debitAuthorizationRequired, { acceptDebitAuthorization: Messages.debitAuthorizationRequired });
  }
  const settings = await consumerDebitSettingsOf(db, businessId);
  if (consumer.initialPayment > 0) checkPerDebitLimit(settings, consumer.initialPayment, 'initialPayment');
  const consumerId = await db.transaction(async (tx) => {
    if (connection && !(await claim(tx, connection, request.token!, now))) throw apiError(ErrorCodes.notFound, invalidInvitationMessage('consumer'));
    const id = await saveConsumer(tx, deps, consumer, businessId, connection);
    if (banked) {
      const last4 = consumer.accountNumber!.slice(-4);
      await recordAuthorization(tx, {
        consumerId: id,
        businessId,
        amount: consumer.initialPayment,
        routingNumber: consumer.routingNumber!,
        accountLast4: last4,
        ipAddress: address,
        userAgent: request.userAgent?.trim() || 'unknown',
        at: now,
      });
      const [biz] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
      await startAccountValidation(tx, {
        consumerId: id,
        businessId,
        method: settings.accountValidation,
        email: consumer.email,
        businessName: biz.name,
        accountLast4: last4,
        webPublicUrl: deps.webPublicUrl,
        encryptionKey: deps.encryptionKey,
        now,
      });
    }
    await writeAudit(tx, { at: now, action: 'registration', address, outcome: 'success', details: { kind: 'consumer', consumerId: id, debitAuthorized: banked } });
    return id;
  });
  const initialPayment = banked && consumer.initialPayment > 0 ? await collectInitialPayment(deps, businessId, consumerId, consumer) : null;
  return { user: null, consumerId, initialPayment, accountValidation: banked ? settings.accountValidation : null };
}
