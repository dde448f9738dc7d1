/** GraphQL of report exports on the reports endpoint: createReportTask and reportTask; each authorises its caller. */
import { callerWithScope } from '../../../graphql/access';
import { createReportTask, readableTask, taskView } from './tasks';
import type { Resolvers } from '../../../graphql/generated/reports';

export const reportExportResolvers = {
  Query: {
    reportTask: async (_, { id }, ctx) => {
      const { user } = await ctx.viewer();
      return taskView(ctx.db, await readableTask(ctx.db, user, id));
    },
  },
  Mutation: {
    createReportTask: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const task = await createReportTask(ctx.db, user, scope, input, ctx.clock());
      return taskView(ctx.db, task);
    },
  },
} satisfies Resolvers;
