/**
 * Resolvers of the network SDL (served on core): each connection operation authorises its caller; registrations are
 * public. One topic over 400 lines: the one resolver map of one SDL, each entry a guard and a call into invitations.ts,
 * registration.ts, parties.ts or users.ts, where the work is.
 */
import { asksForVehicle } from '../../../domain/industries';
import { firstFieldErrors } from '../../../domain/field-errors';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Messages } from '../../../domain/messages';
import { PRODUCT_NAME } from '../../../domain/product';
import {
  CONNECTION_KINDS,
  CONNECTION_CREATED_MESSAGES,
  CONNECTION_STATUSES,
  invitationSentMessage,
  bankUserInviteSchema,
  businessTargetSchema,
  consumerInviteSchema,
  employeeCreateSchema,
  employeeInviteSchema,
  vendorInviteSchema,
  type ConnectionKind,
  type ConnectionStatus,
} from '../../../domain/network';
import { banks, businesses, connections, type ConnectionRow } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import { iso } from '../../lib/dates';
import { notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { issuePair } from '../auth';
import { callerWithScope, callerWithRights } from '../../graphql/access';
import {
  connectionInScope,
  createConnection,
  duplicatedInvitation,
  findInvitation,
  inviterFor,
  listConnections,
  reissueLink,
  removeConnection,
  updateTarget,
  type Inviter,
  type NewConnection,
} from './invitations';
import { register, takesConsumerSignUps, type RegistrationDeps } from './registration';
import { fixedByInvitation, invitablePayee } from './parties';
import { confirmMailboxCode, needsMailboxProof, sendMailboxCode } from './mailbox-proof';
import { requestSignUpLink } from './sign-up';
import { confirmMicroDeposits, microDepositCheck, authorizationTextFor, checkPerDebitLimit, consumerDebitSettingsOf, revokeAuthorizations, saveConsumerDebitSettings, vendorNameTaken, paymentsWaitingForRegistration } from '../payments';
import type { AccountValidationMethod } from '../../../domain/consumer-debits';
import { vendorProfileSchema } from '../../../domain/vendors';
import { changeEmployee, createEmployee, listBusinessUsers, type UserListStatus } from './users';
import type { BusinessConnectionInput, MutationResolvers, Resolvers, VendorConnectionInput } from '../../graphql/generated/core';
import { pageArgs } from '../../graphql/validation';

const MAX_LIMIT = 100;

const deps = (ctx: ApiContext): RegistrationDeps => ({
  db: ctx.db,
  now: ctx.clock(),
  address: ctx.address,
  webPublicUrl: ctx.webPublicUrl,
  encryptionKey: ctx.config.encryptionKey,
  newBusinessRail: ctx.config.newBusinessRail,
});

function parse<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  // GraphQL's explicit null of an optional field means "left out", as the form schemas expect.
  const given = input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) : input;
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw validationError(Messages.formIncorrect, firstFieldErrors(parsed.error));
  return parsed.data;
}

const page = (skip: number | null | undefined, limit: number | null | undefined) => pageArgs({ skip, limit }, { max: MAX_LIMIT, fallback: 10 });

function asKind(kind: string): ConnectionKind {
  if (!(CONNECTION_KINDS as readonly string[]).includes(kind)) throw validationError(`kind is one of ${CONNECTION_KINDS.join(', ')}`);
  return kind as ConnectionKind;
}

async function inviter(ctx: ApiContext, kind: ConnectionKind): Promise<Inviter> {
  const { user, scope } = await callerWithScope(ctx);
  return inviterFor(ctx.db, user, scope, kind);
}

const ACTIVATION: Record<ConnectionStatus, string> = { invited: 'pending', accepted: 'active', suspended: 'suspended', removed: 'removed' };

async function connectionView(ctx: ApiContext, row: ConnectionRow) {
  const connected = row.connectedBusinessId
    ? (await ctx.db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.id, row.connectedBusinessId)))[0] ?? null
    : null;
  const bankName = row.kind === 'bankUser' ? (row.bankId ? (await ctx.db.select({ name: banks.name }).from(banks).where(eq(banks.id, row.bankId)))[0]?.name : row.details.bankName) : null;
  const info = row.targetBusinessInfo;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    activationStatus: ACTIVATION[row.status],
    targetBusinessInfo: info ? { name: info.name ?? null, location: info.location ? { country: 'US', ...info.location } : null, tags: info.tags ?? [] } : null,
    targetUserInfo: { email: row.targetEmail, phoneNumber: row.targetPhoneNumber, firstName: row.targetFirstName, lastName: row.targetLastName },
    connectedBusiness: connected,
    isBusinessRightsAvailable: row.kind === 'employee' ? (row.details.isBusinessRightsAvailable ?? false) : null,
    bank: bankName ?? null,
    role: row.details.role ?? null,
    consumerId: row.consumerId,
    initialPayment: row.kind === 'consumer' ? (row.details.initialPayment ?? 0) : null,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.status === 'invited' ? iso(row.tokenExpiresAt) : null,
    acceptedAt: iso(row.acceptedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The vendor an invitation made without an existing payee creates at once, without bank details, so it can be paid
 * while it waits (decision 094): one way for Manage Users' invitation and Add Vendor's invite mode (which adds the
 * address). A second invitation to the same e-mail is the duplicate the spec ignores (§8), never a taken name.
 */
async function invitedVendor(ctx: ApiContext, businessId: string, v: z.infer<typeof vendorInviteSchema>, input: Pick<VendorConnectionInput, 'address' | 'city' | 'state' | 'zipcode'>) {
  const email = v.email.toLowerCase();
  const [open] = await ctx.db
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.kind, 'vendor'), eq(connections.businessId, businessId), eq(connections.status, 'invited'), eq(connections.selfSignUp, false), sql`lower(${connections.targetEmail}) = ${email}`))
    .limit(1);
  if (open) throw duplicatedInvitation();
  const place = input.address ? parse(vendorProfileSchema, { name: v.name, email: v.email, address: input.address, city: input.city, state: input.state, zipcode: input.zipcode }) : null;
  const name = place?.name ?? v.name;
  if (await vendorNameTaken(ctx.db, businessId, name)) throw validationError(Messages.duplicateName, { name: Messages.duplicateName });
  const now = ctx.clock();
  return {
    name,
    email,
    ...(place && { address: place.address, city: place.city, state: place.state, zipcode: place.zipcode }),
    createdAt: now,
    updatedAt: now,
  };
}

async function created(ctx: ApiContext, kind: ConnectionKind, input: NewConnection, from?: Inviter) {
  const result = await createConnection(deps(ctx), from ?? (await inviter(ctx, kind)), input);
  return { connection: await connectionView(ctx, result.connection), invitationLink: result.link, message: invitationSentMessage(kind, input.email) };
}

/** targetBusinessInfo and targetUserInfo checked with the invite form's schema. */
function businessTarget(input: BusinessConnectionInput) {
  const location = input.targetBusinessInfo.location ?? {};
  const v = parse(businessTargetSchema, {
    name: input.targetBusinessInfo.name,
    email: input.targetUserInfo.email,
    phoneNumber: input.targetUserInfo.phoneNumber ?? undefined,
    firstName: input.targetUserInfo.firstName ?? undefined,
    lastName: input.targetUserInfo.lastName ?? undefined,
    address: location.address ?? undefined,
    city: location.city ?? undefined,
    state: location.state ?? undefined,
    zipcode: location.zipcode ?? undefined,
    tags: (input.targetBusinessInfo.tags ?? []).join(','),
  });
  return {
    email: v.email,
    phoneNumber: v.phoneNumber ?? null,
    firstName: v.firstName ?? null,
    lastName: v.lastName ?? null,
    targetBusinessInfo: {
      name: v.name,
      location: { address: v.address, city: v.city, state: v.state, zipcode: v.zipcode, country: location.country || 'US' },
      tags: v.tags,
    },
  };
}

/** One resolver for the six registrations: they share RegistrationInput; only the consumer's takes a businessId. */
function registerAs(kind: ConnectionKind): NonNullable<MutationResolvers['registerBusinessConsumer']> {
  return async (_, args, ctx) => {
    const d = deps(ctx);
    const result = await register(d, kind, { token: args.token, businessId: args.businessId, input: args.input, userAgent: args.userAgent });
    const tokens = result.user ? await issuePair({ db: ctx.db, secret: ctx.config.accessTokenSecret, now: d.now, address: d.address }, result.user) : null;
    return {
      accessToken: tokens?.accessToken ?? null,
      refreshToken: tokens?.refreshToken ?? null,
      id: result.user?.id ?? null,
      role: result.user?.role ?? null,
      email: result.user?.email ?? String(args.input.email ?? ''),
      phoneNumber: result.user?.phoneNumber ?? null,
      message: CONNECTION_CREATED_MESSAGES[kind],
      consumerId: result.consumerId,
      initialPaymentTransactionId: result.initialPayment?.paymentTransactionId ?? null,
      initialPaymentAmount: result.initialPayment?.amount ?? null,
      accountValidation: result.accountValidation ?? null,
    };
  };
}

export const networkResolvers = {
  Query: {
    connectionInvitation: async (_, args, ctx) => {
      const kind = asKind(args.kind);
      const row = await findInvitation(ctx.db, kind, args.token, ctx.clock());
      const view = await connectionView(ctx, row);
      const [from] = row.businessId
        ? await ctx.db.select({ name: businesses.name, industry: businesses.industry }).from(businesses).where(eq(businesses.id, row.businessId))
        : row.bankId && kind === 'businessOwner'
          ? await ctx.db.select({ name: banks.name }).from(banks).where(eq(banks.id, row.bankId))
          : [];
      return {
        kind,
        asksForVehicle: kind === 'consumer' && asksForVehicle(from && 'industry' in from ? (from.industry as string) : null),
        email: row.targetEmail,
        firstName: row.targetFirstName,
        lastName: row.targetLastName,
        phoneNumber: row.targetPhoneNumber,
        targetBusinessInfo: view.targetBusinessInfo,
        // The platform itself when the admin invited (business owners, bank users).
        invitedBy: from?.name ?? PRODUCT_NAME,
        bankName: view.bank,
        role: view.role,
        year: row.details.year ?? null,
        make: row.details.make ?? null,
        model: row.details.model ?? null,
        description: row.details.description ?? null,
        initialPayment: row.details.initialPayment ?? null,
        selfSignUp: row.selfSignUp,
        debitAuthorizationText: kind === 'consumer' && row.businessId ? await authorizationTextFor(ctx.db, row.businessId, row.details.initialPayment ?? 0, null, ctx.clock()) : null,
        expiresAt: row.tokenExpiresAt!.toISOString(),
        fixedFields: Object.entries(await fixedByInvitation(ctx.db, row)).map(([name, value]) => ({ name, value })),
        asksForMailboxCode: needsMailboxProof(kind),
        // Only the inviting business's payments to the invitation's own vendor (decision 140).
        waitingPayments: kind === 'vendor' && row.businessId && row.vendorId ? await paymentsWaitingForRegistration(ctx.db, row.businessId, row.vendorId) : [],
      };
    },
    microDepositCheck: async (_, { token }, ctx) => microDepositCheck(ctx.db, token, ctx.clock()),
    consumerDebitSettings: async (_, __, ctx) => {
      const { scope } = await callerWithRights(ctx);
      return consumerDebitSettingsOf(ctx.db, scope.businessId);
    },
    signUpBusiness: async (_, { id }, ctx) => {
      if (!(await takesConsumerSignUps(ctx.db, id))) throw notFound('Business');
      const [b] = await ctx.db.select({ id: businesses.id, name: businesses.name, industry: businesses.industry }).from(businesses).where(eq(businesses.id, id));
      return { id: b!.id, name: b!.name, asksForVehicle: asksForVehicle(b!.industry) };
    },
    connections: async (_, args, ctx) => {
      const kind = asKind(args.kind);
      const status = (args.status ?? 'invited') as ConnectionStatus;
      if (!CONNECTION_STATUSES.includes(status)) throw validationError(`status is one of ${CONNECTION_STATUSES.join(', ')}`);
      const { skip, limit } = page(args.skip, args.limit);
      const result = await listConnections(ctx.db, await inviter(ctx, kind), kind, status, skip, limit);
      return { meta: { count: result.count }, edges: await Promise.all(result.rows.map(async (r) => ({ node: await connectionView(ctx, r) }))) };
    },
    businessUsers: async (_, args, ctx) => {
      const { scope } = await callerWithRights(ctx);
      const status = (args.status ?? 'active') as UserListStatus;
      if (status !== 'active' && status !== 'suspended') throw validationError('status is active or suspended');
      const { skip, limit } = page(args.skip, args.limit);
      const result = await listBusinessUsers(ctx.db, scope.businessId, status, skip, limit);
      return { meta: { count: result.count }, edges: result.rows.map((node) => ({ node })) };
    },
  },
  Mutation: {
    sendInvitationCode: async (_, { kind, token }, ctx) => ({ status: true, message: await sendMailboxCode(deps(ctx), asKind(kind), token) }),
    confirmInvitationCode: async (_, { kind, token, code }, ctx) => ({ status: true, message: await confirmMailboxCode(deps(ctx), asKind(kind), token, code) }),
    confirmMicroDeposits: async (_, { token, firstAmount, secondAmount }, ctx) => confirmMicroDeposits(ctx.db, ctx.config.encryptionKey, token, [firstAmount, secondAmount], ctx.clock()),
    updateConsumerDebitSettings: async (_, { input }, ctx) => {
      const { scope } = await callerWithRights(ctx);
      return saveConsumerDebitSettings(ctx.db, scope.businessId, { ...input, accountValidation: input.accountValidation as AccountValidationMethod }, ctx.clock());
    },
    revokeDebitAuthorization: async (_, { consumerId }, ctx) => {
      const { scope } = await callerWithRights(ctx);
      if (!isUuid(consumerId) || !(await revokeAuthorizations(ctx.db, scope.businessId, consumerId, ctx.clock()))) throw notFound('Debit authorization');
      return { message: Messages.debitAuthorizationRevokedNow };
    },
    employeeConnection: async (_, { input }, ctx) => {
      const v = parse(employeeInviteSchema, input);
      return created(ctx, 'employee', {
        kind: 'employee',
        email: v.email,
        firstName: v.firstName,
        lastName: v.lastName,
        details: { isBusinessRightsAvailable: v.isBusinessRightsAvailable },
      });
    },
    vendorConnection: async (_, { input }, ctx) => {
      const v = parse(vendorInviteSchema, input);
      const from = await inviter(ctx, 'vendor');
      // Made for an existing payee (Manage Payees' Invite): only one of the inviter's own that nobody manages yet.
      const payee = input.vendorId ? await invitablePayee(ctx.db, from.businessId!, input.vendorId) : null;
      if (input.vendorId && !payee) throw notFound('Vendor');
      const invitation = { kind: 'vendor' as const, email: v.email, firstName: v.firstName, lastName: v.lastName, phoneNumber: v.phoneNumber };
      const vendor = payee ? undefined : await invitedVendor(ctx, from.businessId!, v, input);
      // The address the business keeps for the payee prefills the vendor's registration (blank parts stay blank).
      const place = payee ?? vendor;
      const location = place?.address ? { address: place.address, city: place.city ?? undefined, state: place.state ?? undefined, zipcode: place.zipcode ?? undefined } : undefined;
      return created(ctx, 'vendor', { ...invitation, targetBusinessInfo: { name: payee?.name ?? v.name, ...(location && { location }) }, vendorId: payee?.id ?? null, vendor }, from);
    },
    customerConnection: async (_, { input }, ctx) =>
      created(ctx, 'customer', { kind: 'customer', ...businessTarget(input) }),
    consumerConnection: async (_, { input }, ctx) => {
      const v = parse(consumerInviteSchema, input);
      // The initial payment the consumer will authorize must be one the business's limits allow (decision 052).
      const { businessId } = await inviter(ctx, 'consumer');
      if (businessId && v.initialPayment > 0) checkPerDebitLimit(await consumerDebitSettingsOf(ctx.db, businessId), v.initialPayment, 'initialPayment');
      const vehicle = { year: v.year, make: v.make, model: v.model, description: v.description };
      return created(ctx, 'consumer', {
        kind: 'consumer',
        email: v.email,
        firstName: v.firstName,
        lastName: v.lastName,
        phoneNumber: v.phoneNumber,
        details: { initialPayment: v.initialPayment, ...vehicle },
        consumer: {
          firstName: v.firstName,
          lastName: v.lastName,
          email: v.email,
          phoneNumber: v.phoneNumber ?? null,
          initialPayment: v.initialPayment,
          year: v.year ?? null,
          make: v.make ?? null,
          model: v.model ?? null,
          description: v.description ?? null,
        },
      });
    },
    businessConnection: async (_, { input }, ctx) => {
      const target = businessTarget(input);
      if (!input.id) return created(ctx, 'businessOwner', { kind: 'businessOwner', ...target });
      const who = await inviter(ctx, 'businessOwner');
      const row = await connectionInScope(ctx.db, who, input.id);
      if (row.kind !== 'businessOwner') throw notFound('Connection');
      const updated = await updateTarget(deps(ctx), row, {
        targetPhoneNumber: target.phoneNumber,
        targetFirstName: target.firstName,
        targetLastName: target.lastName,
        targetBusinessInfo: target.targetBusinessInfo,
      });
      return { connection: await connectionView(ctx, updated), invitationLink: null, message: Messages.businessConnectionUpdated };
    },
    bankUserConnection: async (_, { input }, ctx) => {
      const v = parse(bankUserInviteSchema, input);
      const who = await inviter(ctx, 'bankUser');
      let bankId: string | null = null;
      if (v.bank) {
        const [bank] = isUuid(v.bank) ? await ctx.db.select({ id: banks.id }).from(banks).where(eq(banks.id, v.bank)) : [];
        if (!bank) throw validationError(Messages.formIncorrect, { bank: Messages.required });
        bankId = bank.id;
      }
      const result = await createConnection(deps(ctx), { ...who, bankId }, {
        kind: 'bankUser',
        email: v.email,
        firstName: v.firstName,
        lastName: v.lastName,
        phoneNumber: v.phoneNumber,
        details: { bankName: v.name, role: v.role },
      });
      return { connection: await connectionView(ctx, result.connection), invitationLink: result.link, message: Messages.bankUserInvitationSent };
    },
    updateConnection: async (_, { input }, ctx) => {
      const row = await scopedConnection(ctx, input.id);
      if (input.activationStatus === 'removed') {
        await removeConnection(deps(ctx), row);
        return { connection: await connectionView(ctx, { ...row, status: 'removed' }), invitationLink: null, message: removedMessage(row.kind) };
      }
      if (input.activationStatus) throw validationError('activationStatus of a connection is removed; suspend users with updateBusinessEmployee');
      if (!input.isNeedToSendNotificationAgain) return { connection: await connectionView(ctx, row), invitationLink: null, message: Messages.connectionUnchanged };
      const result = await reissueLink(deps(ctx), row, true);
      return { connection: await connectionView(ctx, result.connection), invitationLink: result.link, message: Messages.invitationResent };
    },
    connectionInvitationLink: async (_, { id }, ctx) => {
      const result = await reissueLink(deps(ctx), await scopedConnection(ctx, id), false);
      return { connection: await connectionView(ctx, result.connection), invitationLink: result.link, message: Messages.invitationLinkNote };
    },
    removeConnection: async (_, { id }, ctx) => {
      const row = await scopedConnection(ctx, id);
      await removeConnection(deps(ctx), row);
      return { status: true, message: removedMessage(row.kind) };
    },
    updateBusinessEmployee: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithRights(ctx);
      return changeEmployee(deps(ctx), user, scope.businessId, input);
    },
    createBusinessEmployee: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const who = await inviterFor(ctx.db, user, scope, 'employee');
      return createEmployee(deps(ctx), user, who.businessId!, parse(employeeCreateSchema, input));
    },
    requestSignUpLink: async (_, args, ctx) => ({ status: true, message: await requestSignUpLink(deps(ctx), args.kind, args.email) }),
    registerBusinessEmployee: registerAs('employee'),
    registerVendor: registerAs('vendor'),
    registerCustomer: registerAs('customer'),
    registerBusinessConsumer: registerAs('consumer'),
    registerBusiness: registerAs('businessOwner'),
    registerBankUser: registerAs('bankUser'),
  },
} satisfies Resolvers;

const removedMessage = (kind: ConnectionKind) => (kind === 'businessOwner' ? Messages.businessConnectionRemoved : Messages.invitationRemoved);

/** The connection with this id that the caller may manage (as an inviter of its kind), or notFound. */
async function scopedConnection(ctx: ApiContext, id: string): Promise<ConnectionRow> {
  if (!isUuid(id)) throw notFound('Connection');
  const [row] = await ctx.db.select().from(connections).where(eq(connections.id, id)).limit(1);
  if (!row) throw notFound('Connection');
  const who = await inviter(ctx, row.kind).catch(() => {
    throw notFound('Connection');
  });
  return connectionInScope(ctx.db, who, id);
}

