/**
 * Resolvers of the admin console and the bank network (core endpoint). Businesses, banks and bank users are the
 * admin's only; leads are a bank user's own bank's (an admin may read any bank's by filter.bankId).
 */
import { bankSchema, businessSettingsSchema, isBusinessOrder, isRegistrationState, type BusinessListFilter, type BusinessOrder } from '../../../domain/admin';
import { Messages } from '../../../domain/messages';
import { Roles } from '../../../domain/roles';
import type { ApiContext } from '../../graphql/context';
import { apiError, forbidden, notFound, validationError } from '../../lib/errors';
import { requireAdminCaller } from '../../graphql/access';
import { sharedPaymentMethods } from '../business-setup';
import * as admin from './service';
import * as adminBanks from './banks';
import { assignBusinessRail, businessRail, listOriginatingAccounts, type BusinessRail, hasBankApiCredentials } from '../payments';
import { BANK_API_RAILS, bankApiRailExplanation, bankApiRailLabel, isBankApiRail, type BankApiRail } from '../../../domain/bank-transports';
import { paymentSystemName } from '../../../domain/payment-system-names';
import { achRailLabel, hasSandboxRail, NO_RAIL_LABEL, RAIL_EXPLANATIONS, SANDBOX_RAIL_LABEL } from '../../../domain/rails';
import { ErrorCodes } from '../../../domain/errors';
import { SETUP_VERIFICATION_REQUIRED } from '../../graphql/setup-access';
import type { AdminBusiness, BusinessListFilter as BusinessListFilterInput, InputMaybe, Resolvers } from '../../graphql/generated/core';
import { pageArgs } from '../../graphql/validation';
import { parseFormInput } from '../../graphql/validation';

/** Largest page of the business, lead and bank-user lists (an export reads at most this many rows). */
export const ADMIN_LIST_MAX_LIMIT = 10_000;
const DEFAULT_LIMIT = 25;

const page = (args: { skip?: number | null; limit?: number | null }) => pageArgs(args, { max: ADMIN_LIST_MAX_LIMIT, fallback: DEFAULT_LIMIT });

function orderOf(orderBy: string | null | undefined): BusinessOrder {
  if (!orderBy) return 'createdAtDesc';
  if (!isBusinessOrder(orderBy)) throw validationError('Unknown order', { orderBy: 'Unknown order' });
  return orderBy;
}

/** The filter as the service takes it: trimmed, empty values dropped (the API accepts null for any of them). */
function filterOf(filter: InputMaybe<BusinessListFilterInput> | undefined): BusinessListFilter {
  const out: BusinessListFilter = {};
  for (const key of ['search', 'businessType', 'serviceLevelId', 'registrationState', 'bankId'] as const) {
    const value = filter?.[key]?.trim();
    if (value) out[key] = value;
  }
  if (out.registrationState && !isRegistrationState(out.registrationState)) {
    throw validationError('Unknown registration state', { registrationState: 'Unknown registration state' });
  }
  return out;
}

async function adminBusinessView(ctx: ApiContext, id: string): Promise<AdminBusiness | null> {
  const row = await admin.loadBusinessRow(ctx.db, id);
  if (!row) return null;
  const [summary, people, methods, rail, accounts] = await Promise.all([
    admin.findBusinessSummary(ctx.db, id, ctx.clock()),
    admin.businessUsers(ctx.db, row),
    sharedPaymentMethods(ctx.db, id),
    businessRail(ctx.db, id),
    listOriginatingAccounts(ctx.db),
  ]);
  // AdminBusiness.summary is non-null: a business whose summary cannot be read (deleted meanwhile) is not found.
  if (!summary) return null;
  // The account the business's own Bank Account page shows, and no other (its bank accounts, never a copy in its settings).
  const shared = methods.actualSharedPaymentMethod;
  return {
    summary,
    description: row.description,
    tinOrEinNumber: row.tinOrEinNumber,
    dotNumber: row.dotNumber,
    goLiveDate: row.goLiveDate,
    billingAmount: row.billingAmount,
    paymentLimit: admin.storedPaymentLimitOf(row),
    accountingSystems: admin.connectedAccountingSystemNames(row.accountingSystemSettings),
    sharedPaymentMethod: shared
      ? { bankName: shared.bankName ?? null, routingNumber: shared.routingNumber ?? null, last4: shared.last4 ?? null, accountHolderName: shared.accountHolderName ?? null }
      : null,
    users: people,
    rail: railView(rail),
    railChoices: [
      ...accounts.map((a) => ({ rail: 'nacha', originatingAccountId: a.id, label: achRailLabel(a.name), explanation: RAIL_EXPLANATIONS.nacha })),
      ...(await bankApiChoices(ctx, row.id)),
      ...(hasSandboxRail(ctx.config.appEnv) ? [{ rail: 'sandbox', originatingAccountId: null, label: SANDBOX_RAIL_LABEL, explanation: RAIL_EXPLANATIONS.sandbox }] : []),
    ],
  };
}

/** The bank APIs this deployment reaches (decision 071). */
function bankApisOf(ctx: ApiContext): BankApiRail[] {
  return ctx.config.usBankApi ? ['usBankApi'] : [];
}

/** "<bank> API" for each bank API this deployment reaches and the business saved complete credentials for. */
async function bankApiChoices(ctx: ApiContext, businessId: string) {
  const choices = [];
  for (const rail of bankApisOf(ctx)) {
    const bank = BANK_API_RAILS[rail];
    if (await hasBankApiCredentials(ctx.db, businessId, bank)) {
      choices.push({ rail, originatingAccountId: null, label: bankApiRailLabel(paymentSystemName(bank)), explanation: bankApiRailExplanation(paymentSystemName(bank)) });
    }
  }
  return choices;
}

function railView(rail: BusinessRail | null) {
  if (!rail) return { rail: 'none', originatingAccount: null, label: NO_RAIL_LABEL, explanation: RAIL_EXPLANATIONS.none };
  if (isBankApiRail(rail.rail)) {
    const name = paymentSystemName(BANK_API_RAILS[rail.rail]);
    return { rail: rail.rail, originatingAccount: null, label: bankApiRailLabel(name), explanation: bankApiRailExplanation(name) };
  }
  if (rail.rail === 'sandbox') return { rail: 'sandbox', originatingAccount: null, label: SANDBOX_RAIL_LABEL, explanation: RAIL_EXPLANATIONS.sandbox };
  const account = rail.originatingAccountId && rail.originatingAccountName ? { id: rail.originatingAccountId, name: rail.originatingAccountName } : null;
  return { rail: rail.rail, originatingAccount: account, label: achRailLabel(rail.originatingAccountName ?? ''), explanation: RAIL_EXPLANATIONS.nacha };
}

/** The business after a change (AdminBusiness!): found a moment ago, so a missing one was deleted meanwhile. */
async function changedBusinessView(ctx: ApiContext, id: string): Promise<AdminBusiness> {
  const view = await adminBusinessView(ctx, id);
  if (!view) throw notFound('Business');
  return view;
}

async function bankView(ctx: ApiContext, id: string) {
  const bank = (await adminBanks.listBanks(ctx.db)).find((b) => b.id === id);
  if (!bank) throw notFound('Bank');
  return bank;
}

async function saveBank(ctx: ApiContext, id: string | null, input: unknown) {
  const user = await requireAdminCaller(ctx);
  if (id && !(await adminBanks.bankExists(ctx.db, id))) throw notFound('Bank');
  const value = parseFormInput(bankSchema, { ...(input as object), routingNumbers: (input as { routingNumbers?: string[] | null }).routingNumbers ?? [] });
  const routingNumbers = [...new Set(value.routingNumbers)];
  const outcome = await adminBanks.saveBank(ctx.db, id, { name: value.name, routingNumbers }, { userId: user.id, address: ctx.address, now: ctx.clock() });
  if (!outcome.ok) {
    if (outcome.reason === 'duplicateName') throw validationError(Messages.duplicateName, { name: Messages.duplicateName });
    const message = Messages.routingNumberTaken(outcome.routingNumber, outcome.bankName);
    throw validationError(message, { routingNumbers: message });
  }
  return bankView(ctx, outcome.id);
}

export const adminResolvers = {
  Query: {
    adminBusinesses: async (_, args, ctx) => {
      await requireAdminCaller(ctx);
      return admin.listBusinesses(ctx.db, { filter: filterOf(args.filter), orderBy: orderOf(args.orderBy), ...page(args) }, ctx.clock());
    },

    adminBusiness: async (_, { id }, ctx) => {
      await requireAdminCaller(ctx);
      return adminBusinessView(ctx, id);
    },

    leads: async (_, args, ctx) => {
      const { user } = await ctx.viewer();
      const filter = filterOf(args.filter);
      if (user.role === Roles.bankUser) {
        const bankId = await adminBanks.bankOfUser(ctx.db, user.id);
        if (!bankId) throw forbidden();
        // A bank user's leads are their own bank's, whatever bank the filter names.
        filter.bankId = bankId;
      } else if (user.role === Roles.admin) {
        if (!filter.bankId) throw validationError('bankId is required', { bankId: 'bankId is required' });
      } else {
        throw forbidden();
      }
      return admin.listBusinesses(ctx.db, { filter, orderBy: orderOf(args.orderBy), ...page(args) }, ctx.clock());
    },

    banks: async (_, __, ctx) => {
      await requireAdminCaller(ctx);
      return adminBanks.listBanks(ctx.db);
    },

    bankUsers: async (_, args, ctx) => {
      await requireAdminCaller(ctx);
      return adminBanks.listBankUsers(ctx.db, { bankId: args.bankId ?? undefined, ...page(args) });
    },
  },

  Mutation: {
    updateBusinessSettings: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      const row = await admin.loadBusinessRow(ctx.db, args.id);
      if (!row) throw notFound('Business');
      const value = parseFormInput(businessSettingsSchema, args.input);
      const outcome = await admin.updateBusinessSettings(ctx.db, row, value, { userId: user.id, address: ctx.address, now: ctx.clock() });
      if (!outcome.ok) throw validationError(Messages.duplicateBusinessName, { name: Messages.duplicateBusinessName });
      return changedBusinessView(ctx, row.id);
    },

    setBusinessUsersDisabled: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      const row = await admin.loadBusinessRow(ctx.db, args.id);
      if (!row) throw notFound('Business');
      await admin.setBusinessUsersDisabled(ctx.db, row, args.disabled, { userId: user.id, address: ctx.address, now: ctx.clock() });
      return changedBusinessView(ctx, row.id);
    },

    setBusinessRail: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      // Where a business's money goes is the most sensitive admin change: MFA must be on (the setup gate then asks for
      // a fresh verification, SETUP_GATED_MUTATIONS), not merely honoured when the admin happens to have it.
      if (!user.mfaEnabled) throw apiError(ErrorCodes.forbidden, Messages.railNeedsMfa, { reason: SETUP_VERIFICATION_REQUIRED });
      const row = await admin.loadBusinessRow(ctx.db, args.id);
      if (!row) throw notFound('Business');
      await assignBusinessRail(ctx.db, row.id, { rail: args.rail, originatingAccountId: args.originatingAccountId }, { userId: user.id, address: ctx.address, now: ctx.clock(), appEnv: ctx.config.appEnv, bankApis: bankApisOf(ctx) });
      return changedBusinessView(ctx, row.id);
    },

    createBank: (_, args, ctx) => saveBank(ctx, null, args.input),
    updateBank: (_, args, ctx) => saveBank(ctx, args.id, args.input),
  },
} satisfies Resolvers;
