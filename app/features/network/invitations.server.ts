/**
 * The web side of invitations: the network's GraphQL documents, the invite forms of every page (InviteForm posts
 * through its route's action), Instant Collections' consumer and customer invites, and the admin's and bank users'
 * business owner and bank user invitations.
 */
import { notifyError } from '../../platform/notifications.server';
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import type { z } from 'zod';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { decimalDollars } from '../../../domain/money';
import {
  bankUserInviteFormSchema,
  businessTargetSchema,
  consumerInviteSchema,
} from '../../../domain/network';
import { viewerZoneFormat } from '../../platform/time-zone.server';
import { coreGraphql } from '../../graphql/core';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import type { BusinessConnectionInput, ConnectionFieldsFragment, ConnectionPayloadFieldsFragment } from '../../graphql/core/graphql';
import { fetchBanks } from '../admin/admin.server';
import { type ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { apiErrorMessage, apiFieldErrors, formActions, intentForm, invalidToast, refusalToast, type RefusalReply } from '../../platform/form-action.server';
import { recordIdSchema } from '../../platform/forms';

// Documents.

coreGraphql(`
  fragment ConnectionFields on Connection {
    id kind status activationStatus sentAt expiresAt acceptedAt createdAt consumerId initialPayment isBusinessRightsAvailable bank role
    targetUserInfo { email phoneNumber firstName lastName }
    targetBusinessInfo { name tags location { address city state zipcode country } }
  }
`);
coreGraphql(`
  fragment ConnectionPayloadFields on ConnectionPayload { connection { ...ConnectionFields } invitationLink message }
`);
coreGraphql(`
  fragment RegistrationPayloadFields on RegistrationPayload {
    accessToken refreshToken id role email phoneNumber message consumerId initialPaymentTransactionId initialPaymentAmount accountValidation
  }
`);

export const NETWORK_DOCUMENTS = {
  employeeConnection: coreGraphql(`mutation EmployeeConnection($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { ...ConnectionPayloadFields } }`),
  vendorConnection: coreGraphql(`mutation VendorConnection($input: VendorConnectionInput!) { vendorConnection(input: $input) { ...ConnectionPayloadFields } }`),
  customerConnection: coreGraphql(`mutation CustomerConnection($input: BusinessConnectionInput!) { customerConnection(input: $input) { ...ConnectionPayloadFields } }`),
  consumerConnection: coreGraphql(`mutation ConsumerConnection($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { ...ConnectionPayloadFields } }`),
  businessConnection: coreGraphql(`mutation BusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { ...ConnectionPayloadFields } }`),
  bankUserConnection: coreGraphql(`mutation BankUserConnection($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { ...ConnectionPayloadFields } }`),
  updateConnection: coreGraphql(`mutation UpdateConnection($input: UpdateConnectionInput!) { updateConnection(input: $input) { ...ConnectionPayloadFields } }`),
  connectionInvitationLink: coreGraphql(`mutation ConnectionInvitationLink($id: ID!) { connectionInvitationLink(id: $id) { ...ConnectionPayloadFields } }`),
  removeConnection: coreGraphql(`mutation RemoveConnection($id: ID!) { removeConnection(id: $id) { status message } }`),
  createBusinessEmployee: coreGraphql(`mutation CreateBusinessEmployee($input: CreateBusinessEmployeeInput!) { createBusinessEmployee(input: $input) { employeeId } }`),
  updateBusinessEmployee: coreGraphql(`mutation UpdateBusinessEmployee($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { employeeId } }`),
  connections: coreGraphql(`query Connections($kind: String!, $status: String, $skip: Int, $limit: Int) { connections(kind: $kind, status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { ...ConnectionFields } } } }`),
  businessUsers: coreGraphql(`query BusinessUsers($status: String, $skip: Int, $limit: Int) { businessUsers(status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { employeeId userId firstName lastName email phoneNumber role isBusinessRightsAvailable registeredAt blockedAt } } } }`),
  connectionInvitation: coreGraphql(`query ConnectionInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { kind asksForVehicle email firstName lastName phoneNumber invitedBy bankName role year make model description initialPayment selfSignUp debitAuthorizationText expiresAt asksForMailboxCode fixedFields { name value } waitingPayments { payer amount referenceNumber purchaseId } targetBusinessInfo { name location { address city state zipcode } } } }`),
  signUpBusiness: coreGraphql(`query SignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name asksForVehicle } }`),
  requestSignUpLink: coreGraphql(`mutation RequestSignUpLink($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { message } }`),
};

// Types.

type ConnectionView = ConnectionFieldsFragment;
export type ConnectionPayload = ConnectionPayloadFieldsFragment;

// Invitations from any page (the InviteForm component posts here through its route's action).

type InviteMutation = 'employeeConnection' | 'vendorConnection' | 'customerConnection' | 'consumerConnection' | 'businessConnection' | 'bankUserConnection';

/** The API input of an invite mutation, from its generated document. */
type InviteInput<M extends InviteMutation> = VariablesOf<(typeof NETWORK_DOCUMENTS)[M]>['input'];

/** Each invite mutation sent with its own document and input type; they all answer a ConnectionPayload. */
const INVITES: { [M in InviteMutation]: (context: RequestContext, input: InviteInput<M>) => Promise<ConnectionPayload> } = {
  employeeConnection: async (context, input) => (await callApi(context, { document: NETWORK_DOCUMENTS.employeeConnection, variables: { input } })).employeeConnection,
  vendorConnection: async (context, input) => (await callApi(context, { document: NETWORK_DOCUMENTS.vendorConnection, variables: { input } })).vendorConnection,
  customerConnection: async (context, input) => (await callApi(context, { document: NETWORK_DOCUMENTS.customerConnection, variables: { input } })).customerConnection,
  consumerConnection: async (context, input) => (await callApi(context, { document: NETWORK_DOCUMENTS.consumerConnection, variables: { input } })).consumerConnection,
  businessConnection: async (context, input) => (await callApi(context, { document: NETWORK_DOCUMENTS.businessConnection, variables: { input } })).businessConnection,
  bankUserConnection: async (context, input) => (await callApi(context, { document: NETWORK_DOCUMENTS.bankUserConnection, variables: { input } })).bankUserConnection,
};

/** Sends one invite mutation; the answer carries the new link and the spec's message. */
export function sendInvite<M extends InviteMutation>(context: RequestContext, mutation: M, input: InviteInput<M>): Promise<ConnectionPayload> {
  return INVITES[mutation](context, input);
}

/** How the API's refusal of an invite shows: its field errors on their fields, a duplicate e-mail on the e-mail (not an error toast, spec §8). */
export function inviteRefusal(error: ApiError): RefusalReply {
  if (error.code === ErrorCodes.validation && error.message === Messages.duplicateEmail) return { fieldErrors: { email: [Messages.duplicateEmail] } };
  if (error.fieldErrors) return { fieldErrors: apiFieldErrors(error) };
  return { formErrors: [apiErrorMessage(error)] };
}

/**
 * An invite form (`FormSave`): its schema, the mutation sent with the parsed value, then the spec's message (the
 * API's, unless `message`) and a redirect; the API's refusals on the form, a repeat answered 409 with
 * 'already sent'.
 */
export function inviteForm<S extends z.ZodTypeAny, M extends InviteMutation>(
  context: RequestContext,
  options: {
    schema: S;
    mutation: M;
    toInput: (value: z.infer<S>) => InviteInput<M>;
    redirectTo: string;
    message?: string;
    /**
     * `ignored` on the user management pages (spec §8): a repeat invitation changed nothing, so the form goes where a
     * sent one goes (the pending list, which holds the invitation already waiting) and says nothing.
     */
    duplicates?: 'ignored';
  },
) {
  return intentForm({
    schema: options.schema,
    // Invite forms show their field errors alone (InviteForm validates in the browser with the bare schema).
    formLevel: false,
    save: (value: z.infer<S>) => sendInvite(context, options.mutation, options.toInput(value)),
    success: (_value, payload) => options.message ?? payload.message,
    redirectTo: options.redirectTo,
    refused: (error) => inviteRefused(error, options),
  });
}

/**
 * An invite's refusal (`refused`): `inviteRefusal`, and a repeat answered 409 with 'already sent', or, where
 * duplicates are ignored, sent on where a sent invitation goes, saying nothing.
 */
export function inviteRefused(error: ApiError, { redirectTo, duplicates }: { redirectTo: string; duplicates?: 'ignored' }): RefusalReply {
  if (error.code !== ErrorCodes.requestDuplicated) return inviteRefusal(error);
  if (duplicates === 'ignored') throw redirect(redirectTo);
  return { formErrors: [Messages.invitationAlreadySent], status: 409 };
}

/**
 * Instant Collections' invite forms: a consumer (`invite`, InstantCollection) from the consumer lists, or a customer
 * business (`inviteCustomer`, customerConnection; it registers on /registration/customer).
 */
export function consumerInviteForms(context: RequestContext, redirectTo: string) {
  return {
    invite: inviteForm(context, {
      schema: consumerInviteSchema,
      mutation: 'consumerConnection',
      toInput: (value) => ({
        firstName: value.firstName,
        lastName: value.lastName,
        email: value.email,
        phoneNumber: value.phoneNumber,
        // The API takes dollars as a decimal string; no amount is its default, $0.00.
        initialPayment: value.initialPayment ? decimalDollars(value.initialPayment) : undefined,
        year: value.year === undefined ? undefined : String(value.year),
        make: value.make,
        model: value.model,
        description: value.description,
      }),
      redirectTo,
    }),
    inviteCustomer: inviteForm(context, { schema: businessTargetSchema, mutation: 'customerConnection', toInput: (value) => businessConnectionInput(value), redirectTo }),
  };
}

// Business owner and bank user invitations (the admin's /pa/businesses and /pa/banks/users, the bank user's /bu/leads).

export type PartyKind = 'businessOwner' | 'bankUser';

export interface PendingInvitation {
  id: string;
  email: string;
  name: string;
  business: string;
  bank: string;
  sent: string;
  expires: string;
  /** The invite form's values, to edit the invitation (business owners). */
  values: Record<string, string>;
}

function invitationValues(node: ConnectionView): Record<string, string> {
  const location = node.targetBusinessInfo?.location;
  const values: Record<string, string | null | undefined> = {
    name: node.kind === 'bankUser' ? node.bank : node.targetBusinessInfo?.name,
    email: node.targetUserInfo.email,
    phoneNumber: node.targetUserInfo.phoneNumber,
    firstName: node.targetUserInfo.firstName,
    lastName: node.targetUserInfo.lastName,
    address: location?.address,
    city: location?.city,
    state: location?.state,
    zipcode: location?.zipcode,
    tags: node.targetBusinessInfo?.tags.join(', '),
  };
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/** The caller's pending invitations of a kind (first 100, newest first). */
export async function loadPendingInvitations(context: RequestContext, kind: PartyKind): Promise<{ count: number; rows: PendingInvitation[] }> {
  const [{ connections }, zone] = await Promise.all([
    callApi(context, { document: NETWORK_DOCUMENTS.connections, variables: { kind, status: 'invited', skip: 0, limit: 100 } }),
    viewerZoneFormat(context),
  ]);
  return {
    count: connections.meta.count,
    rows: connections.edges.map(({ node }) => ({
      id: node.id,
      email: node.targetUserInfo.email,
      name: [node.targetUserInfo.firstName, node.targetUserInfo.lastName].filter(Boolean).join(' '),
      business: node.targetBusinessInfo?.name ?? '',
      bank: node.bank ?? '',
      sent: zone.date(node.sentAt),
      expires: node.expiresAt ? zone.date(node.expiresAt) : '',
      values: invitationValues(node),
    })),
  };
}

/** The BusinessConnectionInput of a business or customer invite form (its flat fields, parsed by businessTargetSchema). */
function businessConnectionInput(v: z.infer<typeof businessTargetSchema>, id?: string): BusinessConnectionInput {
  return {
    ...(id ? { id } : {}),
    targetBusinessInfo: {
      name: v.name,
      location: { address: v.address, city: v.city, state: v.state, zipcode: v.zipcode, country: 'US' },
      tags: v.tags,
    },
    targetUserInfo: { email: v.email, phoneNumber: v.phoneNumber, firstName: v.firstName, lastName: v.lastName },
  };
}

/**
 * The invitation forms of the admin and bank user pages: invite (`inviteBusinessOwner`, `inviteBankUser`), edit a
 * pending business owner invitation (`updateBusinessOwner`), `resend` and `remove`. Each ends in a redirect back
 * with the spec's message (the API's), or answers its form.
 */
export function partyInvitesAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  url.searchParams.delete('edit');
  const back = `${url.pathname}${url.search}`;
  const invite = <S extends z.ZodTypeAny>(schema: S, send: (value: z.infer<S>) => Promise<ConnectionPayload>) =>
    intentForm({
      schema,
      formLevel: false,
      save: send,
      success: (_value: z.infer<S>, payload: ConnectionPayload) => payload.message,
      redirectTo: back,
      refused: (error: ApiError) => inviteRefused(error, { redirectTo: back }),
    });
  // A button on a pending invitation's row: a refusal is a danger toast on the page.
  const onRow = <P extends Promise<unknown>>(operation: string, call: (id: string) => P, success: (saved: Awaited<P>) => string) =>
    intentForm({
      schema: recordIdSchema,
      save: (value: { id: string }) => call(value.id),
      success: (_value: { id: string }, saved: Awaited<P>) => success(saved),
      redirectTo: back,
      refused: refusalToast(context, back, (error) => notifyError(context, operation, error)),
      invalid: invalidToast(context, back),
    });
  return formActions(args, {
    inviteBusinessOwner: invite(businessTargetSchema, (value) => sendInvite(context, 'businessConnection', businessConnectionInput(value))),
    updateBusinessOwner: invite(businessTargetSchema.merge(recordIdSchema), (value) => sendInvite(context, 'businessConnection', businessConnectionInput(value, value.id))),
    inviteBankUser: invite(bankUserInviteFormSchema, async (value) => {
      // A chosen bank gives its own name; a new bank is created under the typed one when the user registers.
      const name = value.bank ? ((await fetchBanks(context)).find((b) => b.id === value.bank)?.name ?? value.name ?? '') : (value.name ?? '');
      return sendInvite(context, 'bankUserConnection', { ...value, name });
    }),
    resend: onRow(
      'updateConnection',
      (id) => callApi(context, { document: NETWORK_DOCUMENTS.updateConnection, variables: { input: { id, isNeedToSendNotificationAgain: true } } }),
      () => Messages.invitationResent,
    ),
    remove: onRow('removeConnection', (id) => callApi(context, { document: NETWORK_DOCUMENTS.removeConnection, variables: { id } }), (saved) => saved.removeConnection.message),
  });
}

