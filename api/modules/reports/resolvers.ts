/** Resolvers of the reports SDL: one list per report type of spec §3 and the transaction history by purchaseId; each authorises its caller. */
import { and, asc, eq } from 'drizzle-orm';
import type { ApiContext } from '../../graphql/context';
import { payments } from '../../db/schema';
import { callerWithScope } from '../../graphql/access';
import { reportVisibility, visibilityOf } from './access';
import { EMPTY_PAGE, listReport } from './list';
import { viewFor } from './views';
import type { ReportName } from './query';
import type { QueryPaymentTransferTransactionsArgs, QueryResolvers, Resolvers } from '../../graphql/generated/reports';
import { pageArgs } from '../../graphql/validation';

/** The largest page of a report list; whole lists are exported by report tasks (decision 010). */
export const MAX_LIMIT = 1_000;
const DEFAULT_LIMIT = 10;

/** The arguments every report list takes (the same on each list query of the SDL). */
type ListArgs = QueryPaymentTransferTransactionsArgs;

const page = (args: { skip?: number | null; limit?: number | null }) => pageArgs(args, { max: MAX_LIMIT, fallback: DEFAULT_LIMIT });

/** The list of one report for the signed-in caller. */
async function reportList(ctx: ApiContext, report: ReportName, args: ListArgs) {
  const { user, scope } = await callerWithScope(ctx);
  const visibility = await reportVisibility(ctx.db, user, scope, report);
  const { skip, limit } = page(args);
  if (visibility === null) return EMPTY_PAGE;
  const found = await listReport(ctx.db, report, visibility, { filter: args.filter, orderBy: args.orderBy, skip, limit, after: args.after });
  return { ...found, edges: found.edges.map((e) => ({ ...e, node: viewFor(e.node, user.role) })) };
}

const list = (report: ReportName): NonNullable<QueryResolvers['paymentTransferTransactions']> => (_, args, ctx) => reportList(ctx, report, args);

export const reportsResolvers = {
  Query: {
    reportsHealth: async (_, __, ctx) => {
      await ctx.viewer();
      return { status: 'ok' };
    },
    paymentTransferTransactions: list('generalTransfers'),
    pendingApprovalPaymentTransferTransactions: list('pendingApproval'),
    testPaymentTransferTransactions: list('test'),
    vendorPaymentTransferTransactions: list('vendor'),
    apiPaymentTransferTransactions: list('api'),
    subscriptionPaymentTransferTransactions: list('subscription'),
    instantCollectionPaymentTransferTransactions: list('instantCollection'),
    onDemandPaymentTransferTransactions: list('onDemand'),
    /** Every payment sharing the purchaseId that the caller may see, oldest first. */
    transactionHistory: async (_, { purchaseId }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      const visible = await visibilityOf(ctx.db, user, scope);
      if (visible === null || !purchaseId) return [];
      const rows = await ctx.db
        .select()
        .from(payments)
        .where(and(eq(payments.purchaseId, purchaseId), visible))
        .orderBy(asc(payments.createdAt), asc(payments.id));
      return rows.map((p) => ({
        paymentTransferTransactionId: p.id,
        createdDate: p.createdAt.toISOString(),
        dueDateTime: { date: p.dueDate, time: p.dueTime, timezone: p.timezone },
        moneyAmount: p.amount,
        paymentProcessStatus: p.paymentProcessStatus,
        status: p.status,
        returnCode: p.returnCode,
        paymentBankStatus: p.paymentBankStatus,
      }));
    },
  },
} satisfies Resolvers;
