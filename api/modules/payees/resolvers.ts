/** GraphQL of accounting connections and Manage Payees: owners and employees with rights, BusinessSystem product, own business only. */
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from '../../../domain/accounting';
import { Messages } from '../../../domain/messages';
import type { ApiContext } from '../../graphql/context';
import { CONNECTORS } from '../../integrations/accounting';
import { forbidden, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { callerWithRights } from '../../graphql/access';
import { requireSetupAccess } from '../../graphql/setup-access';
import { isAccountingSystemOffered } from '../integrations';
import { businessProducts } from '../payments';
import { talking } from './connect';
import * as payees from './service';
import * as links from './links';
import { billPayments } from './write-back';
import type { Resolvers } from '../../graphql/generated/core';

const MAX_LIMIT = 100;

async function payeesCaller(ctx: ApiContext) {
  const { user, scope } = await callerWithRights(ctx);
  if (!(await businessProducts(ctx.db, scope.businessId)).includes('BusinessSystem')) throw forbidden();
  return { user, businessId: scope.businessId };
}

function systemOf(system: string): AccountingSystemKey {
  const known = ACCOUNTING_SYSTEMS.find((s) => s.key === system);
  if (!known) throw validationError(Messages.setupUnknownAccountingSystem, { system: Messages.setupUnknownAccountingSystem });
  return known.key;
}

function statusOf(status: string): payees.PayeeStatus {
  if (!(payees.PAYEE_STATUSES as readonly string[]).includes(status)) throw validationError(Messages.formIncorrect, { status: Messages.formIncorrect });
  return status as payees.PayeeStatus;
}

export const payeesResolvers = {
  Query: {
    payees: async (_, args, ctx) => {
      const { businessId } = await payeesCaller(ctx);
      const limit = Math.min(Math.max(args.limit ?? 20, 1), MAX_LIMIT);
      return payees.listPayees(ctx.db, businessId, systemOf(args.system), statusOf(args.status), args.nameFilter ?? null, Math.max(args.skip ?? 0, 0), limit, ctx.clock());
    },
    accountingSystemBills: async (_, args, ctx) => {
      const { businessId } = await payeesCaller(ctx);
      return talking(() => payees.openBills(ctx.db, ctx.config, businessId, systemOf(args.system), ctx.clock()));
    },
    accountingBillPayments: async (_, args, ctx) => {
      const { businessId } = await payeesCaller(ctx);
      return billPayments(ctx.db, businessId, systemOf(args.system));
    },
    accountingPaymentAccounts: async (_, args, ctx) => {
      const { businessId } = await payeesCaller(ctx);
      return talking(() => payees.paymentAccounts(ctx.db, ctx.config, businessId, systemOf(args.system), ctx.clock()));
    },
  },
  Mutation: {
    accountingAuthorizationUrl: async (_, args, ctx) => {
      const { user, businessId } = await payeesCaller(ctx);
      const system = systemOf(args.system);
      if (!(await isAccountingSystemOffered(ctx.db, ctx.config, system))) throw validationError(Messages.accountingSystemInactive, { system: Messages.accountingSystemInactive });
      await requireSetupAccess(ctx);
      const state = payees.sealState(ctx.config, { b: businessId, u: user.id, s: system }, ctx.clock());
      return { url: CONNECTORS[system].authorizationUrl(payees.connectorContext(ctx.db, ctx.config, system), { state, redirectUri: payees.redirectUriOf(ctx) }) };
    },
    completeAccountingConnection: async (_, args, ctx) => {
      const { user, businessId } = await payeesCaller(ctx);
      await requireSetupAccess(ctx);
      const claims = payees.openState(ctx.config, args.state, ctx.clock());
      if (!claims || claims.b !== businessId || claims.u !== user.id) throw validationError(Messages.accountingConnectExpired);
      if (args.error || !args.code) throw validationError(Messages.accountingConnectDenied);
      const system = claims.s;
      const callbackParams = Object.fromEntries((args.params ?? []).map((p) => [p.name, p.value]));
      const grant = await talking(() => CONNECTORS[system].exchangeCode(payees.connectorContext(ctx.db, ctx.config, system), { code: args.code!, redirectUri: payees.redirectUriOf(ctx), callbackParams }), Messages.accountingConnectFailed);
      await payees.saveGrant(ctx.db, ctx.config, businessId, system, grant, ctx.clock());
      const sync = await talking(() => payees.syncVendors(ctx.db, ctx.config, businessId, system, ctx.clock()));
      return { system, companyId: grant.companyId, sync: sync ?? { created: 0, updated: 0, vendorsUpdatedAt: null } };
    },
    syncPayees: async (_, args, ctx) => {
      const { businessId } = await payeesCaller(ctx);
      const result = await talking(() => payees.syncVendors(ctx.db, ctx.config, businessId, systemOf(args.system), ctx.clock()));
      if (!result) throw validationError(Messages.accountingSystemNotConnected);
      return result;
    },
    payAccountingBills: async (_, args, ctx) => {
      const { user, businessId } = await payeesCaller(ctx);
      if (args.bills.length === 0) throw validationError(Messages.billsNoneSelected, { bills: Messages.billsNoneSelected });
      const system = systemOf(args.system);
      return talking(() => payees.payBills(ctx.db, ctx.config, businessId, user.id, system, [...new Set(args.bills)].slice(0, 100), ctx.clock()));
    },
    setAccountingPaymentAccount: async (_, args, ctx) => {
      const { businessId } = await payeesCaller(ctx);
      await requireSetupAccess(ctx);
      const system = systemOf(args.system);
      const chosen = await talking(() => payees.choosePaymentAccount(ctx.db, ctx.config, businessId, system, args.accountId, ctx.clock()));
      if (!chosen) throw validationError(Messages.formIncorrect, { accountId: Messages.formIncorrect });
      return talking(() => payees.paymentAccounts(ctx.db, ctx.config, businessId, system, ctx.clock()));
    },
    linkPayee: async (_, args, ctx) => {
      const { user, businessId } = await payeesCaller(ctx);
      if (!isUuid(args.id) || !isUuid(args.to)) throw validationError(Messages.payeeLinkRefused, { vendorId: Messages.payeeLinkRefused });
      return links.linkPayee(ctx.db, businessId, user.id, systemOf(args.system), args.id, args.to, ctx.clock());
    },
    linkPayees: async (_, args, ctx) => {
      const { user, businessId } = await payeesCaller(ctx);
      if (args.links.length === 0) throw validationError(Messages.payeesNoneSelected, { links: Messages.payeesNoneSelected });
      const sources = new Set(args.links.map((l) => l.id));
      if (args.links.length > MAX_LIMIT || sources.size !== args.links.length || args.links.some((l) => !isUuid(l.id) || !isUuid(l.to)))
        throw validationError(Messages.payeeLinkRefused, { vendorId: Messages.payeeLinkRefused });
      return links.linkPayees(ctx.db, businessId, user.id, systemOf(args.system), args.links, ctx.clock());
    },
    unlinkPayee: async (_, args, ctx) => {
      const { user, businessId } = await payeesCaller(ctx);
      if (!isUuid(args.id)) throw validationError(Messages.payeeLinkRefused, { vendorId: Messages.payeeLinkRefused });
      return links.unlinkPayee(ctx.db, businessId, user.id, systemOf(args.system), args.id, ctx.clock());
    },
    setPayeesStatus: async (_, args, ctx) => {
      const { businessId } = await payeesCaller(ctx);
      if (args.ids.length === 0) throw validationError(Messages.payeesNoneSelected, { ids: Messages.payeesNoneSelected });
      return { changed: await payees.setPayeesStatus(ctx.db, businessId, systemOf(args.system), [...new Set(args.ids)].slice(0, 500), statusOf(args.status), ctx.clock()) };
    },
  },
} satisfies Resolvers;
