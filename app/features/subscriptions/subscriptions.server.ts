/** Subscriptions for the web: service levels and products (admin), a business's subscription, invoices and totals. */
import { redirect } from '../../platform/redirect.server';
import { ErrorCodes } from '../../../domain/errors';
import { SETUP_VERIFICATION_PATH } from '../../../domain/mfa';
import { Messages } from '../../../domain/messages';
import { Roles } from '../../../domain/roles';
import { PRODUCTS_PAGE_SIZE } from '../../../domain/timings';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { requireViewer, type Viewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import type { ProductFieldsFragment, ServiceLevelFieldsFragment, SubscriptionBusinessQuery, SubscriptionInvoicesQuery, SubscriptionSummaryQuery } from '../../graphql/core/graphql';
import { apiErrorMessage, type RefusalReply } from '../../platform/form-action.server';

coreGraphql(`
  fragment ProductFields on Product {
    id name price description active
  }
`);
coreGraphql(`
  fragment ServiceLevelFields on ServiceLevel {
    id name shortDescription description active tags products { ...ProductFields }
    initialTerm { duration unit price } renewalTerm { duration unit price }
  }
`);

export type Product = ProductFieldsFragment;
export type ServiceLevel = ServiceLevelFieldsFragment;
export type Term = NonNullable<ServiceLevel['initialTerm']>;
export type SubscriptionBusiness = NonNullable<SubscriptionBusinessQuery['business']>;
export type SubscriptionInvoice = SubscriptionInvoicesQuery['subscriptionInvoices']['edges'][number]['node'];
export type SubscriptionSummary = SubscriptionSummaryQuery['subscriptionSummary'];
export type ServiceLevelGroup = SubscriptionSummaryQuery['businessesByServiceLevel'][number];

const SERVICE_LEVELS_QUERY = coreGraphql(`
  query ServiceLevels($skip: Int, $limit: Int, $filter: ServiceLevelFilter) {
    serviceLevels(skip: $skip, limit: $limit, filter: $filter) { meta { count } edges { node { ...ServiceLevelFields } } }
  }
`);
const PRODUCTS_QUERY = coreGraphql(`
  query Products($skip: Int, $limit: Int) {
    products(skip: $skip, limit: $limit) { meta { count } edges { node { ...ProductFields } } }
  }
`);
const BUSINESS_QUERY = coreGraphql(`
  query SubscriptionBusiness($id: ID!) {
    business(id: $id) {
      id name goLiveDate registrationDate billingAmount
      subscriptionSettings { termsAccepted legalAccepted actualServiceLevel { ...ServiceLevelFields } }
      products { ...ProductFields }
    }
  }
`);
const INVOICES_QUERY = coreGraphql(`
  query SubscriptionInvoices($skip: Int, $limit: Int) {
    subscriptionInvoices(skip: $skip, limit: $limit) {
      meta { count }
      edges { node { id uniqueId serviceLevelName term billDate periodEnd billingAmount isProcessed status } }
    }
  }
`);
const SUMMARY_QUERY = coreGraphql(`
  query SubscriptionSummary($date: String) {
    subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } }
    businessesByServiceLevel {
      serviceLevel { id name active initialTerm { duration unit price } renewalTerm { duration unit price } }
      businesses { id name goLiveDate registrationDate termsAccepted legalAccepted billedTotal }
    }
  }
`);

export const CREATE_LEVEL_MUTATION = coreGraphql(`
  mutation CreateServiceLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }
`);
export const UPDATE_LEVEL_MUTATION = coreGraphql(`
  mutation UpdateServiceLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { id } }
`);
export const DELETE_LEVEL_MUTATION = coreGraphql(`
  mutation DeleteServiceLevel($id: ID!) { deleteServiceLevel(id: $id) }
`);
export const ADD_PRODUCT_MUTATION = coreGraphql(`
  mutation AddProductToServiceLevel($serviceLevelId: ID!, $productId: ID!) {
    addProductToServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name products { id name } }
  }
`);
export const REMOVE_PRODUCT_MUTATION = coreGraphql(`
  mutation RemoveProductFromServiceLevel($serviceLevelId: ID!, $productId: ID!) {
    removeProductFromServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name }
  }
`);
export const CREATE_PRODUCT_MUTATION = coreGraphql(`
  mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }
`);
export const UPDATE_PRODUCT_MUTATION = coreGraphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }
`);
export const SETUP_SERVICE_LEVEL_MUTATION = coreGraphql(`
  mutation SetupServiceLevel($serviceLevelId: ID!) {
    setupServiceLevel(serviceLevelId: $serviceLevelId) { id subscriptionSettings { actualServiceLevel { id name } } }
  }
`);
export const SETUP_TERMS_MUTATION = coreGraphql(`
  mutation SetupSubscriptionTerms($input: SubscriptionTermsInput!) {
    setupSubscriptionTerms(input: $input) { id subscriptionSettings { termsAccepted legalAccepted } }
  }
`);
export const SETUP_GO_LIVE_DATE_MUTATION = coreGraphql(`
  mutation SetupGoLiveDate($goLiveDate: String) { setupGoLiveDate(goLiveDate: $goLiveDate) { status goLiveDate } }
`);

/** Levels are few; one page of 100 holds them (the API pages by 100 at most). */
export async function fetchServiceLevels(context: RequestContext, filter?: { active?: boolean }): Promise<{ count: number; levels: ServiceLevel[] }> {
  const d = await callApi(context, {
    document: SERVICE_LEVELS_QUERY,
    variables: { skip: 0, limit: 100, filter: filter ?? null },
  });
  return {
    count: d.serviceLevels.meta.count,
    levels: d.serviceLevels.edges.map((e) => e.node),
  };
}

/** One page of products (pages of 100, spec §9); page numbers start at 1. */
export async function fetchProducts(context: RequestContext, pageNumber = 1): Promise<{ count: number; products: Product[] }> {
  const d = await callApi(context, {
    document: PRODUCTS_QUERY,
    variables: {
      skip: (pageNumber - 1) * PRODUCTS_PAGE_SIZE,
      limit: PRODUCTS_PAGE_SIZE,
    },
  });
  return {
    count: d.products.meta.count,
    products: d.products.edges.map((e) => e.node),
  };
}

/** Every product (page after page of 100), for the lists a level's products are added from. */
export async function fetchAllProducts(context: RequestContext): Promise<Product[]> {
  const all: Product[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const { count, products } = await fetchProducts(context, pageNumber);
    all.push(...products);
    if (!products.length || all.length >= count) return all;
  }
}

export async function fetchBusiness(context: RequestContext, id: string): Promise<SubscriptionBusiness | null> {
  const d = await callApi(context, {
    document: BUSINESS_QUERY,
    variables: { id },
  });
  return d.business;
}

export async function fetchInvoices(context: RequestContext, pageNumber: number): Promise<{ count: number; invoices: SubscriptionInvoice[] }> {
  const d = await callApi(context, {
    document: INVOICES_QUERY,
    variables: {
      skip: (pageNumber - 1) * INVOICES_PAGE_SIZE,
      limit: INVOICES_PAGE_SIZE,
    },
  });
  return {
    count: d.subscriptionInvoices.meta.count,
    invoices: d.subscriptionInvoices.edges.map((e) => e.node),
  };
}
export const INVOICES_PAGE_SIZE = 20;

export async function fetchSummary(context: RequestContext, date: string | null) {
  return callApi(context, {
    document: SUMMARY_QUERY,
    variables: { date },
  });
}

/**
 * Spec §4 in the root loader: an owner's go-live date is read with the viewer (no call of its own) and set up,
 * once, when absent (today, decision 009). A failure never blocks the page; the next page tries again.
 */
export async function ensureGoLiveDate(context: RequestContext, viewer: Viewer | null): Promise<void> {
  if (!viewer || viewer.role !== Roles.owner || !viewer.businessId || viewer.goLiveDate) return;
  try {
    await callApi(context, { document: SETUP_GO_LIVE_DATE_MUTATION });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * The business of a subscription page. Spec §4: an owner's go-live date is fetched, or set up if absent
 * (today, decision 009); a failure to set it never blocks the page.
 */
export async function loadSubscriptionBusiness(context: RequestContext, viewer: Viewer): Promise<SubscriptionBusiness> {
  if (!viewer.businessId) throw new Response('No business', { status: 404 });
  const business = await fetchBusiness(context, viewer.businessId);
  if (!business) throw new Response('No business', { status: 404 });
  if (viewer.role === Roles.owner && !business.goLiveDate) {
    try {
      const d = await callApi(context, {
        document: SETUP_GO_LIVE_DATE_MUTATION,
      });
      return { ...business, goLiveDate: d.setupGoLiveDate.goLiveDate };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return business;
}

/** An API refusal because setup access expired sends the user to the setup verification, then back here. */
export function redirectIfSetupVerificationNeeded(error: ApiError, here: string): void {
  if (error.code === ErrorCodes.forbidden && error.message === Messages.setupVerificationRequired) {
    throw redirect(`${SETUP_VERIFICATION_PATH}?${new URLSearchParams({ redirectTo: here })}`);
  }
}

export const apiMessage = apiErrorMessage;

/** `page` from the query string: a whole number from 1, else 1. */
export function pageParam(url: URL, name = 'page'): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** A business subscription page's data: the signed-in owner or employee and their business (go-live date ensured). */
export async function subscriptionPageData(request: Request, context: RequestContext) {
  const { viewer } = await requireViewer(request, context);
  return { viewer, business: await loadSubscriptionBusiness(context, viewer) };
}

/**
 * How a business subscription save's API refusal shows on its form (`refused` of formAction): the verification
 * dialog first when setup access expired, else the API's message (or `failure` for a non-validation refusal).
 */
export function subscriptionRefusal(here: string, failure?: string) {
  return (error: ApiError): RefusalReply => {
    redirectIfSetupVerificationNeeded(error, here);
    return {
      formErrors: [error.code === ErrorCodes.validation || !failure ? apiMessage(error) : failure],
    };
  };
}
