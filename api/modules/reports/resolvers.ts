/** Resolvers of the reports SDL: only a signed-in health probe until the payments engine brings the reports. */
import type { ApiContext } from '../../graphql/context';

export const reportsResolvers = {
  Query: {
    reportsHealth: async (_: unknown, __: unknown, ctx: ApiContext) => {
      await ctx.viewer();
      return { status: 'ok' };
    },
  },
};
