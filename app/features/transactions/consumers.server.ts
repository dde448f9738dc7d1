/** The consumers lists of Instant Collections: the consumers of a business, and the list pages' loader. */
import { canonicalListQuery } from './lists.server';
import { toSkipLimit, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { collectRights } from '../../../domain/collections';
import { Roles } from '../../../domain/roles';
import { routeById } from '../../../domain/routes';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { requireViewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import type { ConsumersListQuery } from '../../graphql/core/graphql';



// Consumers (instant collections).

export type ConsumerRow = ConsumersListQuery['consumers']['edges'][number]['node'];

/** What every consumers list shows of a consumer: these lists and on demand's Active Payments (features/on-demand) spread it. */
coreGraphql(`
  fragment ConsumerListFields on Consumer {
    consumerId
    firstName
    lastName
    email
    phoneNumber
    year
    make
    model
    businessName
    processStatus
    bankName
    accountNumberLast4
  }
`);

const CONSUMERS_QUERY = coreGraphql(`
  query ConsumersList($skip: Int, $limit: Int, $filter: ConsumerFilter) {
    consumers(skip: $skip, limit: $limit, filter: $filter) {
      meta {
        count
      }
      edges {
        node {
          ...ConsumerListFields
          initialPayment
          registrationStatus
          createdAt
          debitAuthorization
          collectBlock
        }
      }
    }
  }
`);

export async function fetchConsumers(
  context: RequestContext,
  processStatus: 'active' | 'pending',
  query: ListQuery,
): Promise<{ count: number; rows: ConsumerRow[] }> {
  const registrationStatus = query.payloadFilter.registrationStatus;
  const { consumers } = await callApi(context, {
    document: CONSUMERS_QUERY,
    variables: {
      ...toSkipLimit(query),
      filter: { processStatus, ...(registrationStatus ? { registrationStatus } : {}) },
    },
  });
  return { count: consumers.meta.count, rows: consumers.edges.map((e) => e.node) };
}

export interface ConsumerListData {
  title: string;
  pathname: string;
  query: ListQuery;
  count: number;
  rows: ConsumerRow[];
  showBusiness: boolean;
  /** The viewer may invite consumers (the API refuses the rest). */
  canInviteConsumers: boolean;
  /** The viewer may invite customer businesses: those who may collect from them (the API refuses the rest). */
  canInviteCustomers: boolean;
  /** The invitation asks for the consumer's vehicle: the viewer's business is automotive (decision 097). */
  asksForVehicle: boolean;
  /**
   * The list has a Vehicle column: by the same rule as the invitation (asksForVehicle), so a dental practice's list has
   * none; the administrator, who lists every business's consumers, sees it when a consumer on the page has a vehicle.
   */
  showVehicle: boolean;
  error: string | null;
}

/** The instant-collections consumer lists: active (enabled) or pending consumers, paged from the URL. */
export async function loadConsumerList(
  request: Request,
  context: RequestContext,
  routeId: 'instantCollections.enabled' | 'instantCollections.pending',
): Promise<ConsumerListData> {
  const { viewer } = await requireViewer(request, context);
  const url = new URL(request.url);
  const query = canonicalListQuery(url);
  const rights = collectRights(viewer);
  const base = {
    title: routeById(routeId).title,
    pathname: url.pathname,
    query,
    showBusiness: viewer.role === Roles.admin,
    canInviteConsumers: rights.consumers,
    canInviteCustomers: rights.customers,
    asksForVehicle: viewer.asksForVehicle,
  };
  try {
    const { count, rows } = await fetchConsumers(context, routeId === 'instantCollections.enabled' ? 'active' : 'pending', query);
    const showVehicle = base.asksForVehicle || (base.showBusiness && rows.some((c) => c.year || c.make || c.model));
    return { ...base, count, rows, showVehicle, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...base, count: 0, rows: [], showVehicle: base.asksForVehicle, error: error.message || Messages.somethingWentWrong };
  }
}
