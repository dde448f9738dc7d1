/** Resolvers of the subscriptions SDL (served by /core/graphql); each one authorises its caller before anything else. */
import { Messages } from '../../../domain/messages';
import {
  formLevelMessage,
  goLiveDateField,
  productInputSchema,
  serviceLevelInputSchema,
} from '../../../domain/subscription-validation';
import { PRODUCTS_PAGE_SIZE } from '../../../domain/timings';
import type { ApiContext } from '../../graphql/context';
import { ErrorCodes } from '../../../domain/errors';
import { apiError, forbidden, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { callerWithScope, isAdminUser, requireAdminCaller, callerWithRights } from '../../graphql/access';
import { findBusiness } from './business';
import { requireSetupAccess } from '../../graphql/setup-access';
import { chooseServiceLevel, runInvoicesJobAtOnce } from './invoices';
import { acceptSubscriptionAuthorization, subscriptionAuthorizationState, type SubscriptionAuthorizationState } from './authorization';
import * as svc from './service';
import type { Resolvers } from '../../graphql/generated/core';
import { pageArgs, parseInput } from '../../graphql/validation';



/** The caller's business, for an owner or an employee with business rights; everyone else is refused. */
async function requireBusinessWithRights(ctx: ApiContext): Promise<string> {
  const { scope } = await callerWithRights(ctx);
  return scope.businessId;
}

/** The spec's form-level message (required or incorrect); issues about a whole value are keyed 'input'. */
const FORM = { whole: 'input', message: (fieldErrors: Record<string, string>) => formLevelMessage(fieldErrors) ?? Messages.formIncorrect };


/** The authorization as the SDL shows it. */
function authorizationView(state: SubscriptionAuthorizationState) {
  return {
    needed: state.needed,
    text: state.text,
    accountLast4: state.accountLast4,
    acceptedAt: state.accepted?.acceptedAt.toISOString() ?? null,
    textVersion: state.accepted?.textVersion ?? null,
  };
}

export const subscriptionsResolvers = {
  Query: {
    subscriptionDebitAuthorization: async (_, __, ctx) => {
      const businessId = await requireBusinessWithRights(ctx);
      return authorizationView(await subscriptionAuthorizationState(ctx.db, businessId));
    },

    /** Admin: every level. Owners and employees with rights: the active ones (to choose from). */
    serviceLevels: async (_, args, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const admin = isAdminUser(user);
      if (!admin && !(scope.businessId && scope.hasRights)) throw forbidden();
      const filter = admin ? args.filter : { ...args.filter, active: true };
      return svc.listServiceLevels(ctx.db, { ...pageArgs(args, { max: svc.SERVICE_LEVELS_MAX_LIMIT, fallback: PRODUCTS_PAGE_SIZE }), filter });
    },

    serviceLevel: async (_, { id }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const admin = isAdminUser(user);
      if (!admin && !(scope.businessId && scope.hasRights)) throw forbidden();
      const level = await svc.findServiceLevel(ctx.db, id);
      return level && (admin || level.active) ? level : null;
    },

    /** Admin: any business's invoices (or all). Owners and employees with rights: their business's only. */
    subscriptionInvoices: async (_, args, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const paging = pageArgs(args, { max: svc.INVOICES_MAX_LIMIT, fallback: svc.INVOICES_MAX_LIMIT });
      if (isAdminUser(user)) {
        if (args.businessId && !isUuid(args.businessId)) return { meta: { count: 0 }, edges: [] };
        return svc.listInvoices(ctx.db, { businessId: args.businessId ?? null, ...paging });
      }
      if (!scope.businessId || !scope.hasRights) throw forbidden();
      if (args.businessId && args.businessId !== scope.businessId) throw forbidden();
      return svc.listInvoices(ctx.db, { businessId: scope.businessId, ...paging });
    },

    subscriptionSummary: async (_, { date }, ctx) => {
      await requireAdminCaller(ctx);
      const day = date ? parseInput(goLiveDateField, date, FORM) : ctx.clock().toISOString().slice(0, 10);
      return svc.subscriptionSummary(ctx.db, day);
    },

    businessesByServiceLevel: async (_, __, ctx) => {
      await requireAdminCaller(ctx);
      return svc.businessesByServiceLevel(ctx.db);
    },
  },

  Mutation: {
    createServiceLevel: async (_, { input }, ctx) => {
      await requireAdminCaller(ctx);
      await requireSetupAccess(ctx);
      const value = parseInput(serviceLevelInputSchema, input, FORM);
      return svc.createServiceLevel(ctx.db, value, input.productIds ?? [], ctx.clock());
    },
    updateServiceLevel: async (_, { id, input }, ctx) => {
      await requireAdminCaller(ctx);
      await requireSetupAccess(ctx);
      return svc.updateServiceLevel(ctx.db, id, parseInput(serviceLevelInputSchema, input, FORM), ctx.clock());
    },
    deleteServiceLevel: async (_, { id }, ctx) => {
      await requireAdminCaller(ctx);
      await requireSetupAccess(ctx);
      return svc.deleteServiceLevel(ctx.db, id);
    },
    addProductToServiceLevel: async (_, { serviceLevelId, productId }, ctx) => {
      await requireAdminCaller(ctx);
      await requireSetupAccess(ctx);
      return svc.addProductToServiceLevel(ctx.db, serviceLevelId, productId);
    },
    removeProductFromServiceLevel: async (_, { serviceLevelId, productId }, ctx) => {
      await requireAdminCaller(ctx);
      await requireSetupAccess(ctx);
      return svc.removeProductFromServiceLevel(ctx.db, serviceLevelId, productId);
    },
    createProduct: async (_, { input }, ctx) => {
      await requireAdminCaller(ctx);
      await requireSetupAccess(ctx);
      return svc.createProduct(ctx.db, parseInput(productInputSchema, input, FORM), ctx.clock());
    },
    updateProduct: async (_, { id, input }, ctx) => {
      await requireAdminCaller(ctx);
      await requireSetupAccess(ctx);
      return svc.updateProduct(ctx.db, id, parseInput(productInputSchema, input, FORM), ctx.clock());
    },

    /** Chooses or changes the business's service level; the first invoice is billed at once (or by the next cycle). */
    setupServiceLevel: async (_, { serviceLevelId }, ctx) => {
      const businessId = await requireBusinessWithRights(ctx);
      await requireSetupAccess(ctx);
      const now = ctx.clock();
      const jobId = await chooseServiceLevel(ctx.db, businessId, serviceLevelId, now);
      if (jobId) await runInvoicesJobAtOnce(ctx, businessId, jobId, now);
      const business = await findBusiness(ctx.db, businessId);
      if (!business) throw notFound('Business');
      return business;
    },

    /** The owner, and only the owner, authorizes the business's account to be debited; the words, time and address are stored. */
    acceptSubscriptionDebitAuthorization: async (_, { accepted, userAgent }, ctx) => {
      const { user, scope } = await callerWithRights(ctx);
      if (!scope.isOwner) throw apiError(ErrorCodes.forbidden, Messages.subscriptionAuthorizationOwnerOnly);
      await requireSetupAccess(ctx);
      if (!accepted) throw validationError(Messages.subscriptionAuthorizationRequired, { accepted: Messages.subscriptionAuthorizationRequired });
      await acceptSubscriptionAuthorization(ctx.db, { businessId: scope.businessId, userId: user.id, ipAddress: ctx.address, userAgent: userAgent?.trim() || 'unknown', at: ctx.clock() });
      return authorizationView(await subscriptionAuthorizationState(ctx.db, scope.businessId));
    },

    setupSubscriptionTerms: async (_, { input }, ctx) => {
      const businessId = await requireBusinessWithRights(ctx);
      await requireSetupAccess(ctx);
      await svc.setSubscriptionTerms(ctx.db, businessId, { termsAccepted: input.termsAccepted, legalAccepted: input.legalAccepted }, ctx.clock());
      const business = await findBusiness(ctx.db, businessId);
      if (!business) throw notFound('Business');
      return business;
    },

    /**
     * With a date: sets the go-live date (setup access needed). Without: fills an empty go-live date with today
     * (spec §4 'set up if absent', decision 009) and answers the date the business has.
     */
    setupGoLiveDate: async (_, { goLiveDate }, ctx) => {
      const businessId = await requireBusinessWithRights(ctx);
      const day = goLiveDate ? parseInput(goLiveDateField, goLiveDate, FORM) : null;
      if (day) await requireSetupAccess(ctx);
      const saved = await svc.setupGoLiveDate(ctx.db, businessId, day, ctx.clock());
      return { status: 'success', goLiveDate: saved };
    },
  },
} satisfies Resolvers;
