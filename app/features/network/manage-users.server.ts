/** Manage Users (/bo/manage-users/…): the three tabs' loader and every form they post. */
import { notifyError } from '../../platform/notifications.server';
import type { ActionFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import { parseListQuery, pageCount, toSkipLimit, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { employeeCreateSchema, employeeInviteSchema } from '../../../domain/network';
import { zoneFormat } from '../../../domain/dates';
import { viewerZoneOf } from '../../platform/time-zone.server';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import type { BusinessUsersQuery, ConnectionFieldsFragment } from '../../graphql/core/graphql';
import { callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { requireViewer } from '../../platform/viewer.server';
import { formActions, intentForm, refusalToast } from '../../platform/form-action.server';
import { recordIdSchema } from '../../platform/forms';
import { NETWORK_DOCUMENTS, inviteForm, inviteRefusal } from './invitations.server';

type ConnectionView = ConnectionFieldsFragment;
export type ManagedUser = BusinessUsersQuery['businessUsers']['edges'][number]['node'];

type ManageUsersTab = 'active' | 'pending' | 'suspended';

export interface ManageUsersData {
  tab: ManageUsersTab;
  pathname: string;
  query: ListQuery;
  count: number;
  pageCount: number;
  users: (ManagedUser & { name: string; registered: string })[];
  invitations: (ConnectionView & { name: string; sent: string; expires: string })[];
  viewerId: string;
}

export async function loadManageUsers(request: Request, context: RequestContext, tab: ManageUsersTab): Promise<ManageUsersData> {
  const { viewer } = await requireViewer(request, context);
  const zone = zoneFormat(viewerZoneOf(viewer));
  const url = new URL(request.url);
  const query = parseListQuery(url.searchParams);
  const { skip, limit } = toSkipLimit(query);
  const base = { tab, pathname: url.pathname, query, viewerId: viewer.id, users: [], invitations: [] };
  if (tab === 'pending') {
    const { connections } = await callApi(context, {
      document: NETWORK_DOCUMENTS.connections,
      variables: { kind: 'employee', status: 'invited', skip, limit },
    });
    return {
      ...base,
      count: connections.meta.count,
      pageCount: pageCount(connections.meta.count, query.rows),
      invitations: connections.edges.map(({ node }) => ({
        ...node,
        name: [node.targetUserInfo.firstName, node.targetUserInfo.lastName].filter(Boolean).join(' '),
        sent: zone.date(node.sentAt),
        expires: node.expiresAt ? zone.date(node.expiresAt) : '',
      })),
    };
  }
  const { businessUsers } = await callApi(context, {
    document: NETWORK_DOCUMENTS.businessUsers,
    variables: { status: tab, skip, limit },
  });
  return {
    ...base,
    count: businessUsers.meta.count,
    pageCount: pageCount(businessUsers.meta.count, query.rows),
    users: businessUsers.edges.map(({ node }) => ({
      ...node,
      name: `${node.firstName} ${node.lastName}`.trim(),
      registered: node.registeredAt ? zone.date(node.registeredAt) : '',
    })),
  };
}

/** An invitation's fresh link, shown in a read-only field (and copied with JavaScript): the answer of `copyLink`. */
export interface InvitationLinkData {
  link: { id: string; url: string };
}

/**
 * Every form of the three Manage Users tabs posts here; all but the copied link redirect back with a message. The
 * invite and create forms answer a refusal with the one reply shape (`{ intent, result }`).
 */
export function manageUsersAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  // A button on one user's row: the API's refusal is a danger toast on the list, as every other outcome is a toast.
  const onRow = (operation: string, success: string, call: (id: string) => Promise<unknown>) => ({
    schema: recordIdSchema,
    save: (v: { id: string }) => call(v.id),
    success,
    redirectTo: back,
    refused: refusalToast(context, back, (error) => notifyError(context, operation, error)),
  });
  const setEmployee = (input: Omit<VariablesOf<typeof NETWORK_DOCUMENTS.updateBusinessEmployee>['input'], 'id'>) => (id: string) =>
    callApi(context, { document: NETWORK_DOCUMENTS.updateBusinessEmployee, variables: { input: { id, ...input } } });
  return formActions(args, {
    invite: inviteForm(context, {
      schema: employeeInviteSchema,
      mutation: 'employeeConnection',
      toInput: (value) => value,
      redirectTo: '/bo/manage-users/pending?page=1',
      duplicates: 'ignored',
    }),
    createEmployee: intentForm({
      schema: employeeCreateSchema,
      formLevel: false,
      save: (input: z.infer<typeof employeeCreateSchema>) => callApi(context, { document: NETWORK_DOCUMENTS.createBusinessEmployee, variables: { input } }),
      success: Messages.employeeCreatedWithPassword,
      redirectTo: '/bo/manage-users/active?page=1',
      refused: inviteRefusal,
      hideFields: ['password'],
    }),
    copyLink: {
      ...onRow('updateBusinessEmployee', '', (id) => callApi(context, { document: NETWORK_DOCUMENTS.connectionInvitationLink, variables: { id } })),
      success: false,
      answer: (made, v) => ({ link: { id: v.id, url: (made as { connectionInvitationLink: { invitationLink?: string | null } }).connectionInvitationLink.invitationLink ?? '' } }) satisfies InvitationLinkData,
    },
    resend: onRow('updateConnection', Messages.invitationResent, (id) => callApi(context, { document: NETWORK_DOCUMENTS.updateConnection, variables: { input: { id, isNeedToSendNotificationAgain: true } } })),
    remove: onRow('removeConnection', Messages.invitationRemoved, (id) => callApi(context, { document: NETWORK_DOCUMENTS.removeConnection, variables: { id } })),
    suspend: onRow('updateBusinessEmployee', Messages.userSuspended, setEmployee({ activationStatus: 'suspended' })),
    reactivate: onRow('updateBusinessEmployee', Messages.userReactivated, setEmployee({ activationStatus: 'active' })),
    grantRights: onRow('updateBusinessEmployee', Messages.rightsGranted, setEmployee({ isBusinessRightsAvailable: true })),
    withdrawRights: onRow('updateBusinessEmployee', Messages.rightsWithdrawn, setEmployee({ isBusinessRightsAvailable: false })),
  });
}

