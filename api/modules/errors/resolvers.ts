/** Resolvers of the admin's Errors page (core endpoint): every query and mutation is the admin's only. */
import { FAILURE_STATES, isFailureKind, resolveFailureSchema, type FailureFilter, type FailureKind, type FailureState } from '../../../domain/failures';
import type { ApiContext } from '../../graphql/context';
import type { FailureFilter as FailureFilterInput, Resolvers } from '../../graphql/generated/core';
import { notFound, validationError } from '../../lib/errors';
import { requireAdminCaller } from '../../graphql/access';
import * as failures from './service';
import { pageArgs } from '../../graphql/validation';
import { parseFormInput } from '../../graphql/validation';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function kindOf(kind: string | null | undefined): FailureKind {
  if (!kind || !isFailureKind(kind)) throw validationError('Unknown kind', { kind: 'Unknown kind' });
  return kind;
}

function filterOf(input: FailureFilterInput | null | undefined): FailureFilter {
  const filter: FailureFilter = { state: 'open' };
  if (input?.kind) filter.kind = kindOf(input.kind);
  if (input?.businessId?.trim()) filter.businessId = input.businessId.trim();
  for (const key of ['from', 'to'] as const) {
    const value = input?.[key]?.trim();
    if (!value) continue;
    if (!DAY.test(value) || Number.isNaN(Date.parse(value))) throw validationError('Dates are yyyy-MM-dd', { [key]: 'Dates are yyyy-MM-dd' });
    filter[key] = value;
  }
  if (input?.state) {
    if (!(FAILURE_STATES as readonly string[]).includes(input.state)) throw validationError('Unknown state', { state: 'Unknown state' });
    filter.state = input.state as FailureState;
  }
  return filter;
}

const page = (args: { skip?: number | null; limit?: number | null }) => pageArgs(args, { max: MAX_LIMIT, fallback: DEFAULT_LIMIT });

async function found(ctx: ApiContext, kind: FailureKind, id: string) {
  const failure = await failures.findFailure(ctx.db, kind, id);
  if (!failure) throw notFound('Failure');
  return failure;
}

export const errorsResolvers = {
  Query: {
    failures: async (_, args, ctx) => {
      await requireAdminCaller(ctx);
      return failures.listFailures(ctx.db, filterOf(args.filter), page(args));
    },
    failureCounts: async (_, __, ctx) => {
      await requireAdminCaller(ctx);
      return failures.countOpenFailures(ctx.db);
    },
  },
  Mutation: {
    retryFailure: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      const kind = kindOf(args.kind);
      if (kind === 'payment' || kind === 'review' || kind === 'server') {
        throw validationError('This failure cannot be retried; mark it resolved when it is dealt with', { kind: 'Not retryable' });
      }
      const failure = await failures.findFailure(ctx.db, kind, args.id);
      if (failure?.resolvedAt) throw validationError('This failure was marked resolved', { id: 'Resolved' });
      if (!failure) {
        // Not failed (any more): a repeat of a retry is a no-op; an unknown id is not found.
        if (!(await failures.sourceExists(ctx.db, kind, args.id))) throw notFound('Failure');
        return false;
      }
      return failures.retryFailure(ctx.db, kind, args.id, { userId: user.id, address: ctx.address, now: ctx.clock() });
    },
    resolveFailure: async (_, args, ctx) => {
      const user = await requireAdminCaller(ctx);
      const kind = kindOf(args.kind);
      const { note } = parseFormInput(resolveFailureSchema, { note: args.note });
      await found(ctx, kind, args.id);
      await failures.resolveFailure(ctx.db, kind, args.id, note, { userId: user.id, address: ctx.address, now: ctx.clock() });
      return found(ctx, kind, args.id);
    },
  },
} satisfies Resolvers;
