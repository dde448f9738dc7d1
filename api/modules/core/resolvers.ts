/** Resolvers of the core SDL; each one authorises the caller (role and business scope) before reading. */
import { PRODUCTS_PAGE_SIZE } from '../../../domain/timings';
import { forbidden } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { businessSetupView, hasSuccessfulTestPayment } from '../business-setup';
import { openMicroDepositTest, openPrenoteTest } from '../payments';
import { callerWithScope, canReadBusiness, canReadEmployee, isAdminUser } from '../../graphql/access';
import { findBusiness } from '../subscriptions';
import * as core from './service';
import type { Resolvers } from '../../graphql/generated/core';
import { pageArgs } from '../../graphql/validation';

export const coreResolvers = {
  Query: {
    viewer: async (_, __, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      // Asked on every page: read once per live session (forgotten by any mutation, or after SESSION_CACHE_MS).
      const facts = await (await ctx.viewer()).remember('viewerFacts', () => core.viewerFacts(ctx.db, user, scope));
      return core.viewerInfo(facts, user, scope, ctx.clock());
    },

    business: async (_, { id }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      // Scope first, so a non-admin cannot tell an unknown id from someone else's business.
      if (!canReadBusiness(user, scope, id)) throw forbidden();
      return isUuid(id) ? findBusiness(ctx.db, id) : null;
    },

    products: async (_, args, ctx) => {
      await ctx.viewer();
      const { skip, limit } = pageArgs(args, { max: core.PRODUCTS_MAX_LIMIT, fallback: PRODUCTS_PAGE_SIZE });
      return core.listProducts(ctx.db, { skip, limit, filter: args.filter });
    },

    businessEmployee: async (_, { id }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const employee = isUuid(id) ? await core.findEmployee(ctx.db, id) : null;
      if (!employee) {
        if (isAdminUser(user)) return null;
        throw forbidden();
      }
      if (!canReadEmployee(user, scope, employee)) throw forbidden();
      return employee.view;
    },

  },
  Viewer: {
    // Read on each call, not with the session's facts: a test payment settles in a job, not in a mutation.
    registration: async (viewer, _, ctx) => {
      const { scope } = await callerWithScope(ctx);
      const businessId = scope.isOwner && !viewer.isBusinessRegistered ? scope.businessId : null;
      if (!businessId) return null;
      try {
        const [setup, testPaymentSucceeded, prenote, deposits] = await Promise.all([
          businessSetupView(ctx.db, businessId),
          hasSuccessfulTestPayment(ctx.db, businessId),
          openPrenoteTest(ctx.db, businessId),
          openMicroDepositTest(ctx.db, businessId),
        ]);
        return { setup, hasSuccessfulTestPayment: testPaymentSucceeded, paymentTestWaiting: Boolean(prenote ?? deposits) };
      } catch (error) {
        // The header's step list is not worth failing the viewer for (a failed viewer read signs the user out).
        ctx.logger.warn({ err: error }, 'registration stepper unavailable');
        return null;
      }
    },
  },
} satisfies Resolvers;
