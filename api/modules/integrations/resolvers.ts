/**
 * Resolvers of the integrations catalogue (core endpoint). The admin switches accounting systems and the CRM entry;
 * every signed-in user reads the active accounting systems; a business's owner or employee sends the contact form.
 */
import { isAccountingSystemKey } from '../../../domain/setup-validation';
import { accountingSystemContactSchema, CRM_INTEGRATIONS } from '../../../domain/integrations';
import type { Resolvers } from '../../graphql/generated/core';
import { isAccountingSystemConfigured } from '../../settings/accounting';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { callerWithScope, isAdminUser, requireAdminCaller } from '../../graphql/access';
import * as integrations from './service';
import { parseFormInput } from '../../graphql/validation';

const CONTACTS_MAX_LIMIT = 500;

export const integrationsResolvers = {
  Query: {
    accountingSystems: async (_, __, ctx) => {
      const { user } = await ctx.viewer();
      const all = await integrations.accountingSystems(ctx.db);
      // Businesses see what they can connect; the administrator sees every switch.
      return isAdminUser(user) ? all : all.filter((s) => s.active && isAccountingSystemConfigured(ctx.config, s.key));
    },

    crmIntegrations: async (_, __, ctx) => {
      await requireAdminCaller(ctx);
      return integrations.crmEntries(ctx.db);
    },

    accountingSystemContacts: async (_, args, ctx) => {
      await requireAdminCaller(ctx);
      const skip = args.skip ?? 0;
      const limit = args.limit ?? 25;
      if (skip < 0 || limit < 1 || limit > CONTACTS_MAX_LIMIT) throw validationError(`limit must be between 1 and ${CONTACTS_MAX_LIMIT}`, { limit: `limit must be between 1 and ${CONTACTS_MAX_LIMIT}` });
      return integrations.listContactRequests(ctx.db, { skip, limit });
    },
  },

  Mutation: {
    setAccountingSystemActive: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      if (!isAccountingSystemKey(args.key)) throw notFound('Accounting system');
      await integrations.setAccountingSystemActive(ctx.db, args.key, args.active, { userId: user.id, address: ctx.address, now: ctx.clock() });
      return (await integrations.accountingSystems(ctx.db)).find((s) => s.key === args.key)!;
    },

    setCrmIntegrationConnected: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      if (!CRM_INTEGRATIONS.some((c) => c.key === args.key)) throw notFound('CRM integration');
      await integrations.setCrmConnected(ctx.db, args.key, args.connected, { userId: user.id, address: ctx.address, now: ctx.clock() });
      return (await integrations.crmEntries(ctx.db)).find((c) => c.key === args.key)!;
    },

    accountingSystemContact: async (_, args, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      if (!scope.businessId) throw forbidden();
      const value = parseFormInput(accountingSystemContactSchema, args.input);
      const id = await integrations.recordContactRequest(ctx.db, value, { userId: user.id, businessId: scope.businessId }, ctx.clock());
      return { id };
    },
  },
} satisfies Resolvers;
