/** GraphQL of report exports on the reports endpoint: createReportTask and reportTask; each authorises its caller. */
import type { ApiContext } from '../../../graphql/context';
import { loadBusinessScope } from '../../core/access';
import { createReportTask, readableTask, taskView, type CreateReportTaskInput } from './tasks';

export const reportExportResolvers = {
  Query: {
    reportTask: async (_: unknown, { id }: { id: string }, ctx: ApiContext) => {
      const { user } = await ctx.viewer();
      return taskView(ctx.db, await readableTask(ctx.db, user, id));
    },
  },
  Mutation: {
    createReportTask: async (_: unknown, { input }: { input: CreateReportTaskInput }, ctx: ApiContext) => {
      const { user } = await ctx.viewer();
      const scope = await loadBusinessScope(ctx.db, user);
      const task = await createReportTask(ctx.db, user, scope, input, ctx.clock());
      return taskView(ctx.db, task);
    },
  },
};
