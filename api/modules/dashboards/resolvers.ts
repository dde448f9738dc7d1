/**
 * Resolvers of the executive dashboards (served on the core endpoint): the admin's across every business, a
 * business's for its owner, its employees with rights and the admin. Payment figures resolve only when asked for.
 */
import { DEFAULT_DASHBOARD_PERIOD, dashboardTimeZone, isDashboardPeriod, type DashboardPeriod } from '../../../domain/dashboard-period';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { callerWithScope, canReadBusinessDashboard, isAdminUser } from '../../graphql/access';
import { adminDashboard, businessDashboard } from './counts';
import { businessFigures, paymentFigures } from './payment-figures';
import type { Resolvers } from '../../graphql/generated/core';
import type { FiguresSource } from './parents';


function periodOf(period: number | null | undefined): DashboardPeriod {
  if (period === null || period === undefined) return DEFAULT_DASHBOARD_PERIOD;
  if (!isDashboardPeriod(period)) {
    const message = 'period must be 7, 30 or 90 days';
    throw validationError(message, { period: message });
  }
  return period;
}

export const dashboardResolvers = {
  Query: {
    adminDashboard: async (_, args, ctx) => {
      const { user } = await ctx.viewer();
      if (!isAdminUser(user)) throw forbidden();
      const period = periodOf(args.period);
      const counts = await adminDashboard(ctx.db);
      return { ...counts, figures: { scope: { businessId: null }, period, timeZone: DEFAULT_TIME_ZONE } } satisfies FiguresSource;
    },

    businessDashboard: async (_, args, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const businessId = args.businessId ?? scope.businessId;
      if (!businessId) {
        if (!isAdminUser(user)) throw forbidden();
        throw validationError('businessId is required', { businessId: 'businessId is required' });
      }
      if (!canReadBusinessDashboard(user, scope, businessId)) throw forbidden();
      const period = periodOf(args.period);
      const dashboard = isUuid(businessId) ? await businessDashboard(ctx.db, businessId) : null;
      if (!dashboard) throw notFound('Business');
      const timeZone = dashboardTimeZone(dashboard.business.subscriptionSettings.paymentTime?.timeZone);
      return { ...dashboard, figures: { scope: { businessId }, period, timeZone } } satisfies FiguresSource;
    },
  },

  AdminDashboard: {
    payments: ({ figures }, _, ctx) =>
      paymentFigures(ctx.db, figures.scope, figures.period, figures.timeZone, ctx.clock()),
    businesses: ({ figures }, _, ctx) => businessFigures(ctx.db, figures.period, ctx.clock()),
  },

  BusinessDashboard: {
    payments: ({ figures }, _, ctx) =>
      paymentFigures(ctx.db, figures.scope, figures.period, figures.timeZone, ctx.clock()),
  },
} satisfies Resolvers;
