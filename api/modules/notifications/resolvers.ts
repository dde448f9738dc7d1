/** Resolvers of the notifications SDL. */
import { isDevelopmentLike, outboxNeedsAdmin } from '../../../domain/environment';
import { requireAdminCaller } from '../../graphql/access';
import { iso } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { latestMessages } from './outbox';
import type { Resolvers } from '../../graphql/generated/notifications';

export const notificationsResolvers = {
  Query: {
    // Nothing produces notifications yet (they arrive with payments and invitations), so the honest
    // answer is an empty list for the signed-in caller, not sample data.
    notifications: async (_, __, ctx) => {
      await ctx.viewer();
      return { meta: { count: 0 }, edges: [] };
    },
    // The demo works without a mail server; staging and prod never expose messages (they carry codes and links).
    devOutbox: async (_, { limit }, ctx) => {
      if (!isDevelopmentLike(ctx.config.appEnv)) throw notFound('Outbox');
      if (outboxNeedsAdmin(ctx.config.appEnv)) await requireAdminCaller(ctx);
      const rows = await latestMessages(ctx.db, Math.min(Math.max(limit ?? 50, 1), 200));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), deliveredAt: iso(r.deliveredAt) }));
    },
  },
} satisfies Resolvers;
