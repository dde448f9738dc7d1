/** Resolvers of the financial-institution directory (core endpoint): the admin's only, except the routing-number lookup any signed-in user may use. */
import { DEFAULT_INSTITUTION_ORDER, financialInstitutionSchema, institutionDisplayName, isInstitutionOrder } from '../../../domain/financial-institutions';
import { Messages } from '../../../domain/messages';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/core';
import { isUuid } from '../../lib/ids';
import { notFound, validationError } from '../../lib/errors';
import { requireAdminCaller } from '../../graphql/access';
import * as directory from './service';
import { pageArgs } from '../../graphql/validation';
import { parseFormInput } from '../../graphql/validation';

/** Largest page of the directory (an export reads it page by page). */
export const INSTITUTION_LIST_MAX_LIMIT = 1_000;
const DEFAULT_LIMIT = 25;

const page = (args: { skip?: number | null; limit?: number | null }) => pageArgs(args, { max: INSTITUTION_LIST_MAX_LIMIT, fallback: DEFAULT_LIMIT });

async function save(ctx: ApiContext, id: string | null, input: Record<string, unknown>) {
  const user = await requireAdminCaller(ctx);
  if (id && !(isUuid(id) && (await directory.findInstitution(ctx.db, id)))) throw notFound('Financial institution');
  const value = parseFormInput(financialInstitutionSchema, input);
  const outcome = await directory.saveInstitution(ctx.db, id, value, { userId: user.id, address: ctx.address, now: ctx.clock() });
  if (!outcome.ok) throw validationError(Messages.financialInstitutionRoutingTaken, { routingId: Messages.financialInstitutionRoutingTaken });
  return directory.institutionView(outcome.row);
}

export const institutionsResolvers = {
  Query: {
    financialInstitutions: async (_, args, ctx) => {
      await requireAdminCaller(ctx);
      const orderBy = args.orderBy ?? DEFAULT_INSTITUTION_ORDER;
      if (!isInstitutionOrder(orderBy)) throw validationError('Unknown order', { orderBy: 'Unknown order' });
      return directory.listInstitutions(ctx.db, { search: args.filter?.complexInstitutionInfo ?? undefined, orderBy, ...page(args) });
    },

    financialInstitution: async (_, { id }, ctx) => {
      await requireAdminCaller(ctx);
      const row = isUuid(id) ? await directory.findInstitution(ctx.db, id) : null;
      return row ? directory.institutionView(row) : null;
    },

    routingNumberInstitution: async (_, { routingNumber }, ctx) => {
      await ctx.viewer();
      const wanted = routingNumber.trim();
      if (!/^\d{9}$/.test(wanted)) return null;
      const row = await directory.findByRoutingNumber(ctx.db, wanted);
      return row ? { routingId: row.routingId, bankName: institutionDisplayName(row), institutionName: row.institutionName, participantName: row.participantName } : null;
    },
  },

  Mutation: {
    createFinancialInstitution: (_, args, ctx) => save(ctx, null, args.input),
    updateFinancialInstitution: (_, args, ctx) => save(ctx, args.id, args.input),
  },
} satisfies Resolvers;
