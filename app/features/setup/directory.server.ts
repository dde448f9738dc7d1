/**
 * The web's operations of the financial-institution directory and the integrations catalogue: the directory
 * list (with its CSV export and the file import), one institution, the routing-number
 * lookup, the accounting systems with their switches, the CRM entry and the accounting-system contact requests.
 */
import { stringify } from 'csv-stringify/sync';
import { DEFAULT_INSTITUTION_ORDER, isInstitutionOrder, type FinancialInstitutionValues } from '../../../domain/financial-institutions';
import type { ImportLineError } from '../../../domain/financial-institutions';
import { institutionCsvRows } from '../../../domain/institution-csv';
import { toSkipLimit, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { coreGraphql } from '../../graphql/core';
import type { FinancialInstitutionFieldsFragment } from '../../graphql/core/graphql';
import { callApi, fetchFromServices } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';

export type FinancialInstitution = FinancialInstitutionFieldsFragment;

coreGraphql(`
  fragment FinancialInstitutionFields on FinancialInstitution {
    id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate
  }
`);

const INSTITUTIONS_QUERY = coreGraphql(`
  query FinancialInstitutions($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {
    financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {
      meta { count }
      edges { node { ...FinancialInstitutionFields } }
    }
  }
`);

const INSTITUTION_QUERY = coreGraphql(`
  query FinancialInstitution($id: ID!) {
    financialInstitution(id: $id) { ...FinancialInstitutionFields }
  }
`);

export const CREATE_INSTITUTION_MUTATION = coreGraphql(`
  mutation CreateFinancialInstitution($input: FinancialInstitutionInput!) {
    createFinancialInstitution(input: $input) { id }
  }
`);

export const UPDATE_INSTITUTION_MUTATION = coreGraphql(`
  mutation UpdateFinancialInstitution($id: ID!, $input: FinancialInstitutionInput!) {
    updateFinancialInstitution(id: $id, input: $input) { id }
  }
`);

const ROUTING_LOOKUP_QUERY = coreGraphql(`
  query RoutingNumberInstitution($routingNumber: String!) {
    routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName }
  }
`);

/** The list's order: the query string's sortParams when it is a directory order, else by institution name. */
export function institutionOrderOf(query: ListQuery) {
  return isInstitutionOrder(query.sortParams) ? query.sortParams : DEFAULT_INSTITUTION_ORDER;
}

async function fetchInstitutionPage(context: RequestContext, query: ListQuery, page: { skip: number; limit: number }) {
  const d = await callApi(context, {
    document: INSTITUTIONS_QUERY,
    variables: { filter: query.filter ? { complexInstitutionInfo: query.filter } : null, orderBy: institutionOrderOf(query), ...page },
  });
  return { count: d.financialInstitutions.meta.count, rows: d.financialInstitutions.edges.map((e) => e.node) };
}

export function fetchInstitutions(context: RequestContext, query: ListQuery) {
  return fetchInstitutionPage(context, query, toSkipLimit(query));
}

/** Rows an export reads at most, 1,000 per call (within the services' query-cost budget). */
const INSTITUTION_EXPORT_MAX_ROWS = 100_000;
const EXPORT_PAGE_ROWS = 1_000;

/** The list's rows with its search and order as CSV, in the import's layout (so an export imports again). */
export async function institutionsCsv(context: RequestContext, query: ListQuery): Promise<string> {
  const rows: FinancialInstitutionValues[] = [];
  for (;;) {
    const next = await fetchInstitutionPage(context, query, { skip: rows.length, limit: EXPORT_PAGE_ROWS });
    rows.push(...next.rows);
    if (!next.rows.length || rows.length >= Math.min(next.count, INSTITUTION_EXPORT_MAX_ROWS)) break;
  }
  return stringify(institutionCsvRows(rows.slice(0, INSTITUTION_EXPORT_MAX_ROWS)));
}

export async function fetchInstitution(context: RequestContext, id: string) {
  const d = await callApi(context, { document: INSTITUTION_QUERY, variables: { id } });
  return d.financialInstitution ?? null;
}

/** The bank name the directory knows for a routing number, or null. */
export async function bankNameOfRoutingNumber(context: RequestContext, routingNumber: string | null | undefined): Promise<string | null> {
  if (!routingNumber || !/^\d{9}$/.test(routingNumber)) return null;
  const d = await callApi(context, { document: ROUTING_LOOKUP_QUERY, variables: { routingNumber } });
  return d.routingNumberInstitution?.bankName ?? null;
}

/** Bank names of several routing numbers (one lookup each; pages show a handful). */
export async function bankNamesOfRoutingNumbers(context: RequestContext, routingNumbers: readonly (string | null | undefined)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(routingNumbers.filter((r): r is string => Boolean(r && /^\d{9}$/.test(r))))].slice(0, 20);
  const names = await Promise.all(wanted.map(async (r) => [r, await bankNameOfRoutingNumber(context, r)] as const));
  return Object.fromEntries(names.filter((n): n is readonly [string, string] => n[1] !== null));
}

type ImportOutcome = { ok: true; created: number; updated: number } | { ok: false; errors: ImportLineError[]; message: string };

/** Sends a directory file to the services' import (the session's token never reaches the browser). */
export async function importInstitutionFile(context: RequestContext, text: string): Promise<ImportOutcome> {
  const token = context.session.get('accessToken');
  let response: Response;
  try {
    response = await fetchFromServices(context, '/rest/financial-institutions/import', {
      method: 'POST',
      token,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: text,
      signal: AbortSignal.timeout(120_000),
    });
  } catch {
    throw new Response(Messages.serverUnavailable, { status: 503 });
  }
  const body = (await response.json().catch(() => ({}))) as { created?: number; updated?: number; errors?: ImportLineError[]; error?: string };
  if (response.ok) return { ok: true, created: body.created ?? 0, updated: body.updated ?? 0 };
  if (response.status === 413) return { ok: false, errors: [], message: body.error ?? Messages.uploadFailed };
  return { ok: false, errors: body.errors ?? [], message: body.error ?? Messages.uploadFailed };
}

// Integrations.

const ACCOUNTING_SYSTEMS_QUERY = coreGraphql(`
  query AccountingSystems {
    accountingSystems { key name active route siteLink idType }
  }
`);

const INTEGRATIONS_QUERY = coreGraphql(`
  query Integrations($skip: Int, $limit: Int) {
    accountingSystems { key name active route siteLink idType }
    crmIntegrations { key name connected logo { url alt } }
    accountingSystemContacts(skip: $skip, limit: $limit) {
      meta { count }
      edges { node { id systemName contactName email phoneNumber message businessName createdAt } }
    }
  }
`);

export const SET_ACCOUNTING_SYSTEM_ACTIVE_MUTATION = coreGraphql(`
  mutation SetAccountingSystemActive($key: ID!, $active: Boolean!) {
    setAccountingSystemActive(key: $key, active: $active) { key name active }
  }
`);

export const SET_CRM_CONNECTED_MUTATION = coreGraphql(`
  mutation SetCrmIntegrationConnected($key: ID!, $connected: Boolean!) {
    setCrmIntegrationConnected(key: $key, connected: $connected) { key name connected }
  }
`);

export const ACCOUNTING_SYSTEM_CONTACT_MUTATION = coreGraphql(`
  mutation AccountingSystemContact($input: AccountingSystemContactInput!) {
    accountingSystemContact(input: $input) { id }
  }
`);

/** The accounting systems the caller may see (the admin: all; anyone else: the active ones). */
export async function fetchAccountingSystems(context: RequestContext) {
  return (await callApi(context, { document: ACCOUNTING_SYSTEMS_QUERY })).accountingSystems;
}

/** The catalogue, the CRM entries and one page of the contact requests (the page's list query). */
export async function fetchIntegrations(context: RequestContext, query: ListQuery) {
  return callApi(context, { document: INTEGRATIONS_QUERY, variables: toSkipLimit(query) });
}
