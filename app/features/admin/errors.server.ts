/** The web's operations of the admin's Errors page: failures, their counts, retry and resolve. */
import { FAILURES_PAGE_SIZE, type FailureFilter, type FailureKind } from '../../../domain/failures';
import { coreGraphql } from '../../graphql/core';
import type { FailuresQuery } from '../../graphql/core/graphql';
import { callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';

export type FailureView = FailuresQuery['failures']['edges'][number]['node'];

const FAILURES_QUERY = coreGraphql(`
  query Failures($filter: FailureFilter, $skip: Int, $limit: Int) {
    failures(filter: $filter, skip: $skip, limit: $limit) {
      meta { count }
      edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } }
    }
  }
`);

const FAILURE_BUSINESSES_QUERY = coreGraphql(`
  query FailureBusinesses {
    adminBusinesses(orderBy: "nameAsc", limit: 500) { edges { node { id name } } }
  }
`);

const FAILURE_COUNTS_QUERY = coreGraphql(`
  query FailureCounts {
    failureCounts { kind count }
  }
`);

export const RETRY_FAILURE_MUTATION = coreGraphql(`
  mutation RetryFailure($kind: String!, $id: ID!) {
    retryFailure(kind: $kind, id: $id)
  }
`);

export const RESOLVE_FAILURE_MUTATION = coreGraphql(`
  mutation ResolveFailure($kind: String!, $id: ID!, $note: String!) {
    resolveFailure(kind: $kind, id: $id, note: $note) { id resolvedAt }
  }
`);

export async function fetchFailures(context: RequestContext, filter: FailureFilter, page: number) {
  const { failures } = await callApi(context, {
    document: FAILURES_QUERY,
    variables: { filter, skip: (page - 1) * FAILURES_PAGE_SIZE, limit: FAILURES_PAGE_SIZE },
  });
  return { count: failures.meta.count, rows: failures.edges.map((e) => e.node) };
}

export async function fetchFailureBusinesses(context: RequestContext) {
  const { adminBusinesses } = await callApi(context, { document: FAILURE_BUSINESSES_QUERY, variables: {} });
  return adminBusinesses.edges.map((e) => e.node);
}

export async function fetchFailureCounts(context: RequestContext): Promise<{ kind: FailureKind; count: number }[]> {
  const { failureCounts } = await callApi(context, { document: FAILURE_COUNTS_QUERY, variables: {} });
  return failureCounts as { kind: FailureKind; count: number }[];
}
