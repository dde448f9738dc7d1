/** Resolvers of the notifications SDL. */
import type { ApiContext } from '../../graphql/context';

export const notificationsResolvers = {
  Query: {
    // Nothing produces notifications yet (they arrive with payments and invitations), so the honest
    // answer is an empty list for the signed-in caller, not sample data.
    notifications: async (_: unknown, __: { skip?: number | null; limit?: number | null }, ctx: ApiContext) => {
      await ctx.viewer();
      return { meta: { count: 0 }, edges: [] };
    },
  },
};
