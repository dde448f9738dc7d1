/** Resolvers of the notifications SDL. */
import { isDevelopmentLike } from '../../../domain/environment';
import type { ApiContext } from '../../graphql/context';
import { iso } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { latestMessages } from './outbox';

export const notificationsResolvers = {
  Query: {
    // Nothing produces notifications yet (they arrive with payments and invitations), so the honest
    // answer is an empty list for the signed-in caller, not sample data.
    notifications: async (_: unknown, __: { skip?: number | null; limit?: number | null }, ctx: ApiContext) => {
      await ctx.viewer();
      return { meta: { count: 0 }, edges: [] };
    },
    // The demo works without a mail server; staging and prod never expose messages (they carry codes and links).
    devOutbox: async (_: unknown, { limit }: { limit?: number | null }, ctx: ApiContext) => {
      if (!isDevelopmentLike(ctx.config.appEnv)) throw notFound('Outbox');
      const rows = await latestMessages(ctx.db, Math.min(Math.max(limit ?? 50, 1), 200));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), deliveredAt: iso(r.deliveredAt) }));
    },
  },
};
