/**
 * Manage Payees: the payees of one connected accounting system by tab, enable/disable one or many,
 * vendor invitations (Generate Invite, Pending Acceptance), and the OAuth callback. requestIsDuplicatedAPIError is
 * answered quietly on these pages (spec §8).
 */
import { parseWithZod } from '@conform-to/zod';
// eslint-disable-next-line no-restricted-imports -- the consent page is another host by design; its URL comes from our services, never from the request.
import { data, redirect as remixRedirect } from '@remix-run/node';
import { ACCOUNTING_SYSTEMS, type AccountingSystem } from '../../../domain/accounting';
import { ErrorCodes } from '../../../domain/errors';
import { parseListQuery, pageCount, toSkipLimit, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { vendorInviteSchema } from '../../../domain/network';
import { PAYEES_TABS, type PayeesTab } from '../../../domain/payees';
import { isFeatureOn } from '../../../domain/features';
import { coreGraphql } from '../../graphql/core';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { NETWORK_DOCUMENTS, inviteFailure, sendInvite, type ManageUsersActionData } from '../network/network.server';
import { formatDate } from '../../platform/format';
import { redirect } from '../../platform/redirect.server';
import { requireViewer } from '../../platform/viewer.server';

/** Sends the browser to an accounting system's consent page (the URL accountingAuthorizationUrl answered). */
function redirectToConsentPage(url: string): never {
  if (!/^https?:\/\//.test(url)) throw new Error('Consent page URL must be absolute');
  throw remixRedirect(url);
}

const ACCOUNTING_AUTHORIZATION = coreGraphql(`mutation AccountingAuthorizationUrl($system: String!) { accountingAuthorizationUrl(system: $system) { url } }`);
const COMPLETE = coreGraphql(
  `mutation CompleteAccountingConnection($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }`,
);
const PAYEES = coreGraphql(
  `query Payees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name email externalId status hasBankAccount accountNumberLast4 city state possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }`,
);
const SET_STATUS = coreGraphql(`mutation SetPayeesStatus($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }`);
const LINK = coreGraphql(`mutation LinkPayee($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name } } }`);
const UNLINK = coreGraphql(`mutation UnlinkPayee($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id name } }`);
const SYNC = coreGraphql(`mutation SyncPayees($system: String!) { syncPayees(system: $system) { created updated } }`);


/** The system of a `/manage-payees/{slug}/{tab}` URL, or a 404 (unknown slug, CDR's missing pending tab, flag off). */
function payeesPageOf(params: { system?: string; tab?: string }): { system: AccountingSystem; tab: PayeesTab } {
  const system = ACCOUNTING_SYSTEMS.find((s) => s.slug === params.system);
  const tab = PAYEES_TABS.find((t) => t.tab === params.tab)?.tab;
  if (!system || !tab || (tab === 'pending' && !system.hasPendingTab) || (system.featureFlag && !isFeatureOn(system.featureFlag))) {
    throw new Response('Not found', { status: 404 });
  }
  return { system, tab };
}

export interface PayeeRow {
  id: string;
  name: string;
  email: string | null;
  externalId: string | null;
  hasBankAccount: boolean;
  accountNumberLast4: string | null;
  city: string | null;
  state: string | null;
  /** Another vendor of the business that looks like the same company, offered to link (issue 34 item 13, decision 096). */
  possibleDuplicateOf?: PayeeMatchRow | null;
  /** The vendor this payee is an alias of: its bills pay that vendor. */
  linkedTo?: PayeeMatchRow | null;
}
export interface PayeeMatchRow {
  id: string;
  name: string;
  reason?: string | null;
  accountNumberLast4?: string | null;
}
interface PendingVendorRow {
  id: string;
  name: string;
  email: string;
  sent: string;
  expires: string;
}

export interface PayeesPageData {
  systemSlug: string;
  systemKey: string;
  systemRouteKey: string;
  systemName: string;
  hasPendingTab: boolean;
  tab: PayeesTab;
  pathname: string;
  query: ListQuery;
  count: number;
  pageCount: number;
  payees: PayeeRow[];
  pending: PendingVendorRow[];
  /** The Generate Invite form's starting values (a payee's "Invite" link fills them, with the payee the invitation is for). */
  inviteDefaults: { name: string; email: string; vendorId: string };
}

export async function loadPayeesPage(request: Request, context: RequestContext, params: { system?: string; tab?: string }): Promise<PayeesPageData> {
  await requireViewer(request, context);
  const { system, tab } = payeesPageOf(params);
  const url = new URL(request.url);
  const query = parseListQuery(url.searchParams);
  const { skip, limit } = toSkipLimit(query);
  const base = {
    systemSlug: system.slug,
    systemKey: system.key,
    systemRouteKey: system.routeKey,
    systemName: system.name,
    hasPendingTab: system.hasPendingTab,
    tab,
    pathname: url.pathname,
    query,
    payees: [],
    pending: [],
    inviteDefaults: { name: url.searchParams.get('name') ?? '', email: url.searchParams.get('email') ?? '', vendorId: url.searchParams.get('vendorId') ?? '' },
  };
  if (tab === 'enabled' || tab === 'disabled') {
    const { payees } = await callApi(context, { document: PAYEES, variables: { system: system.key, status: tab, nameFilter: query.nameFilter || null, skip, limit } });
    return { ...base, count: payees.meta.count, pageCount: pageCount(payees.meta.count, query.rows), payees: payees.edges };
  }
  if (tab === 'pending') {
    const { connections } = await callApi(context, { document: NETWORK_DOCUMENTS.connections, variables: { kind: 'vendor', status: 'invited', skip, limit } });
    return {
      ...base,
      count: connections.meta.count,
      pageCount: pageCount(connections.meta.count, query.rows),
      pending: connections.edges.map(({ node }) => ({
        id: node.id,
        name: node.targetBusinessInfo?.name || [node.targetUserInfo.firstName, node.targetUserInfo.lastName].filter(Boolean).join(' '),
        email: node.targetUserInfo.email,
        sent: formatDate(node.sentAt) ?? '',
        expires: formatDate(node.expiresAt) ?? '',
      })),
    };
  }
  return { ...base, count: 0, pageCount: 1 };
}

/** Every form of the payees pages posts here. */
export async function payeesAction(request: Request, context: RequestContext, params: { system?: string; tab?: string }) {
  await requireViewer(request, context);
  const { system } = payeesPageOf(params);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const form = await request.formData();
  // Generate Invite's second button posts intent=inviteLink beside the form's hidden intent=invite.
  const intents = form.getAll('intent').map(String);
  const intent = intents.includes('inviteLink') ? 'inviteLink' : (intents[0] ?? '');
  if (intent === 'invite' || intent === 'inviteLink') return generateInvite(context, form, system, intent === 'inviteLink');
  try {
    switch (intent) {
      case 'enable':
      case 'disable': {
        const ids = form.getAll('payee').map(String).filter(Boolean);
        if (ids.length === 0) {
          context.session.flash('danger', Messages.payeesNoneSelected);
          break;
        }
        const { setPayeesStatus } = await callApi(context, { document: SET_STATUS, variables: { system: system.key, ids, status: intent === 'enable' ? 'enabled' : 'disabled' } });
        context.session.flash('success', intent === 'enable' ? Messages.payeesEnabled(setPayeesStatus.changed) : Messages.payeesDisabled(setPayeesStatus.changed));
        break;
      }
      case 'link': {
        const { linkPayee } = await callApi(context, { document: LINK, variables: { system: system.key, id: String(form.get('payee') ?? ''), to: String(form.get('to') ?? '') } });
        context.session.flash('success', Messages.payeeLinked(linkPayee.name, linkPayee.linkedTo?.name ?? ''));
        break;
      }
      case 'unlink': {
        const { unlinkPayee } = await callApi(context, { document: UNLINK, variables: { system: system.key, id: String(form.get('payee') ?? '') } });
        context.session.flash('success', Messages.payeeUnlinked(unlinkPayee.name));
        break;
      }
      case 'sync': {
        const { syncPayees } = await callApi(context, { document: SYNC, variables: { system: system.key } });
        context.session.flash('success', Messages.payeesSynced(syncPayees.created, syncPayees.updated));
        break;
      }
      case 'copyLink': {
        const id = String(form.get('id') ?? '');
        const { connectionInvitationLink } = await callApi(context, { document: NETWORK_DOCUMENTS.connectionInvitationLink, variables: { id } });
        return { invite: null, link: { id, url: connectionInvitationLink.invitationLink ?? '' } } satisfies ManageUsersActionData;
      }
      default:
        context.session.flash('danger', Messages.somethingWentWrong);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A repeated request changed nothing new: say nothing (spec §8).
    if (error.code !== ErrorCodes.requestDuplicated) context.session.flash('danger', error.message || Messages.somethingWentWrong);
  }
  throw redirect(back);
}

/** Generate Invite: e-mails the vendor a link to /registration/vendor; with `showLink` the page also shows a link to copy. */
async function generateInvite(context: RequestContext, form: FormData, system: AccountingSystem, showLink: boolean) {
  const submission = parseWithZod(form, { schema: vendorInviteSchema });
  if (submission.status !== 'success') return data({ invite: submission.reply(), link: null } satisfies ManageUsersActionData, { status: 400 });
  try {
    // A payee's Invite names the payee: its registration attaches to that payee, never to one matched by name.
    const vendorId = String(form.get('vendorId') ?? '') || null;
    const { name, email, firstName, lastName, phoneNumber } = submission.value;
    const payload = await sendInvite(context, 'vendorConnection', { name, email, firstName, lastName, phoneNumber, vendorId });
    if (showLink && payload.connection?.id) {
      const { connectionInvitationLink } = await callApi(context, { document: NETWORK_DOCUMENTS.connectionInvitationLink, variables: { id: payload.connection.id } });
      return { invite: submission.reply({ resetForm: true }), link: { id: payload.connection.id, url: connectionInvitationLink.invitationLink ?? '' } } satisfies ManageUsersActionData;
    }
    context.session.flash('success', payload.message || Messages.vendorConnectionCreated);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Already invited: ignored on payee pages (spec §8), as Manage Users does: on to the list that holds the invitation.
    if (error.code !== ErrorCodes.requestDuplicated) return data({ invite: inviteFailure(submission, error), link: null } satisfies ManageUsersActionData, { status: 400 });
  }
  throw redirect(system.hasPendingTab ? `/manage-payees/${system.slug}/pending?page=1` : `/manage-payees/${system.slug}/invite?page=1`);
}

/**
 * `/manage-payees/connect/{slug}`: starts the authorization-code flow and sends the browser to the consent page.
 * A link rather than a form post, because the web's CSP (form-action 'self') stops a form's redirect to another host.
 */
export async function startConnection(request: Request, context: RequestContext, params: { system?: string }): Promise<never> {
  await requireViewer(request, context);
  const system = ACCOUNTING_SYSTEMS.find((s) => s.slug === params.system);
  if (!system || (system.featureFlag && !isFeatureOn(system.featureFlag))) throw new Response('Not found', { status: 404 });
  try {
    const { accountingAuthorizationUrl } = await callApi(context, { document: ACCOUNTING_AUTHORIZATION, variables: { system: system.key } });
    redirectToConsentPage(accountingAuthorizationUrl.url);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    context.session.flash('danger', error.message || Messages.accountingConnectFailed);
  }
  throw redirect('/bo/setup/business-system');
}

/** The OAuth redirect URI: finishes the connection and goes back to Business System with the outcome. */
export async function completeConnection(request: Request, context: RequestContext): Promise<never> {
  await requireViewer(request, context);
  const url = new URL(request.url);
  const params = [...url.searchParams].filter(([name]) => !['state', 'code', 'error'].includes(name)).map(([name, value]) => ({ name, value }));
  try {
    const { completeAccountingConnection } = await callApi(context, {
      document: COMPLETE,
      variables: { state: url.searchParams.get('state') ?? '', code: url.searchParams.get('code'), error: url.searchParams.get('error'), params },
    });
    const system = ACCOUNTING_SYSTEMS.find((s) => s.key === completeAccountingConnection.system)!;
    context.session.flash('success', Messages.setupAccountingConnected(system.name));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    context.session.flash('danger', error.message || Messages.accountingConnectFailed);
  }
  throw redirect('/bo/setup/business-system');
}
