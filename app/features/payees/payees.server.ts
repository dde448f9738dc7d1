/**
 * Manage Payees: the payees of one connected accounting system by tab, enable/disable one or many,
 * vendor invitations (Generate Invite, Pending Acceptance), and the OAuth callback. requestIsDuplicatedAPIError is
 * answered quietly on these pages (spec §8).
 */
// eslint-disable-next-line no-restricted-imports -- the consent page is another host by design; its URL comes from our services, never from the request.
import { redirect as remixRedirect, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { ACCOUNTING_SYSTEMS, type AccountingSystem } from '../../../domain/accounting';
import { ErrorCodes } from '../../../domain/errors';
import { parseListQuery, pageCount, toSkipLimit, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { PAYEES_TABS, linkPairsOf, payeeChoiceSchema, payeeInviteSchema, payeeLinksSchema, payeeSchema, type PayeesTab } from '../../../domain/payees';
import { isFeatureOn } from '../../../domain/features';
import { coreGraphql } from '../../graphql/core';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { NETWORK_DOCUMENTS, inviteRefused, sendInvite } from '../network/invitations.server';
import type { InvitationLinkData } from '../network/manage-users.server';
import { apiErrorMessage, formActions, intentForm, invalidToast, refusalToast } from '../../platform/form-action.server';
import { recordIdSchema } from '../../platform/forms';
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
const LINK = coreGraphql(`mutation LinkPayees($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id } }`);
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
  /** Another vendor of the business that looks like the same company, offered to link (decision 096). */
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

/** A fresh link of an invitation (Copy link, Send and show link). */
async function invitationLinkOf(context: RequestContext, id: string): Promise<InvitationLinkData> {
  const { connectionInvitationLink } = await callApi(context, { document: NETWORK_DOCUMENTS.connectionInvitationLink, variables: { id } });
  return { link: { id, url: connectionInvitationLink.invitationLink ?? '' } };
}

/**
 * Every form of the payees pages posts here, each `intent` with its schema. A button's refusal is a danger toast on
 * the page, except a repeated request, which changed nothing new and says nothing (spec §8).
 */
/** One link a review offers: the payee, the vendor that keeps its bills, and that vendor's account. */
export interface LinkOffer {
  id: string;
  name: string;
  to: string;
  toName: string;
  accountNumberLast4: string | null;
}
/** What "Link selected" (or a row's "Link to …") answers: the links to confirm, and how many chosen rows had none. */
export interface LinksReview {
  links: LinkOffer[];
  skipped: number;
}
export interface LinksReviewAnswer {
  intent: 'reviewLinks';
  review: LinksReview;
}

export function payeesAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  // The page's system, known once the guard has let the post through (an unknown system is a 404 there).
  const system = () => payeesPageOf(params).system;
  const quietly = refusalToast(context, back, (error) => {
    if (error.code !== ErrorCodes.requestDuplicated) context.session.flash('danger', apiErrorMessage(error));
  });
  const button = { redirectTo: back, refused: quietly, invalid: invalidToast(context, back) };
  const setStatus = (status: 'enabled' | 'disabled') => (value: z.infer<typeof payeeChoiceSchema>) =>
    callApi(context, { document: SET_STATUS, variables: { system: system().key, ids: value.payee, status } });
  return formActions(
    args,
    {
      enable: intentForm({ ...button, schema: payeeChoiceSchema, save: setStatus('enabled'), success: (_v, saved) => Messages.payeesEnabled(saved.setPayeesStatus.changed) }),
      disable: intentForm({ ...button, schema: payeeChoiceSchema, save: setStatus('disabled'), success: (_v, saved) => Messages.payeesDisabled(saved.setPayeesStatus.changed) }),
      // The review saves nothing: it reads the rows again and lists each chosen payee's link for one confirmation.
      reviewLinks: intentForm({
        ...button,
        schema: payeeChoiceSchema,
        save: async ({ payee: chosen }): Promise<LinksReview> => {
          const page = await loadPayeesPage(request, context, params);
          const picked = page.payees.filter((p) => chosen.includes(p.id));
          const links = picked.flatMap((p) =>
            p.possibleDuplicateOf ? [{ id: p.id, name: p.name, to: p.possibleDuplicateOf.id, toName: p.possibleDuplicateOf.name, accountNumberLast4: p.possibleDuplicateOf.accountNumberLast4 ?? null }] : [],
          );
          if (links.length === 0) {
            context.session.flash('danger', Messages.payeesLinkNoneOffered);
            throw redirect(back);
          }
          return { links, skipped: picked.length - links.length };
        },
        success: false,
        answer: (review): LinksReviewAnswer => ({ intent: 'reviewLinks', review }),
      }),
      link: intentForm({
        ...button,
        schema: payeeLinksSchema,
        save: (value) => callApi(context, { document: LINK, variables: { system: system().key, links: linkPairsOf(value.link) } }),
        success: (_v, { linkPayees }) => Messages.payeesLinked(linkPayees.length),
      }),
      unlink: intentForm({
        ...button,
        schema: payeeSchema,
        save: (value) => callApi(context, { document: UNLINK, variables: { system: system().key, id: value.payee } }),
        success: (_v, { unlinkPayee }) => Messages.payeeUnlinked(unlinkPayee.name),
      }),
      sync: intentForm({
        ...button,
        schema: z.object({}),
        save: () => callApi(context, { document: SYNC, variables: { system: system().key } }),
        success: (_v, { syncPayees }) => Messages.payeesSynced(syncPayees.created, syncPayees.updated),
      }),
      copyLink: intentForm({ ...button, schema: recordIdSchema, save: (value) => invitationLinkOf(context, value.id), success: false, answer: (shown) => shown }),
      invite: generateInvite(context, system),
    },
    {
      guard: async ({ request, context, params }) => {
        await requireViewer(request, context);
        payeesPageOf(params);
      },
    },
  );
}

/**
 * Generate Invite: e-mails the vendor a link to /registration/vendor; with `showLink` (its second button) the page
 * shows the link to copy instead of going to the pending list. Already invited: ignored on payee pages (spec §8), as
 * Manage Users does: on to the list that holds the invitation.
 */
function generateInvite(context: RequestContext, system: () => AccountingSystem) {
  const invited = () => (system().hasPendingTab ? `/manage-payees/${system().slug}/pending?page=1` : `/manage-payees/${system().slug}/invite?page=1`);
  return intentForm({
    schema: payeeInviteSchema,
    formLevel: false,
    save: async ({ vendorId, showLink, ...vendor }) => {
      // A payee's Invite names the payee: its registration attaches to that payee, never to one matched by name.
      const payload = await sendInvite(context, 'vendorConnection', { ...vendor, vendorId: vendorId || null });
      if (showLink && payload.connection?.id) return invitationLinkOf(context, payload.connection.id);
      context.session.flash('success', payload.message || Messages.vendorConnectionCreated);
      return null;
    },
    success: false,
    redirectTo: invited,
    refused: (error) => inviteRefused(error, { redirectTo: invited(), duplicates: 'ignored' }),
    answer: (shown, _value, reply) => (shown ? { ...shown, intent: 'invite', result: reply({ resetForm: true }) } : undefined),
  });
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
