/**
 * The web side of the business network: every GraphQL operation of manage users, the invite forms and
 * the six registration pages, and the loaders and actions those routes share.
 */
import { notifyError } from '../../platform/notifications.server';
import type { SubmissionResult } from '@conform-to/react';
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import type { z } from 'zod';
import { ErrorCodes } from '../../../domain/errors';
import { parseListQuery, pageCount, toSkipLimit, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { decimalDollars, formatCents } from '../../../domain/money';
import {
  INVITATION_TTL_DAYS,
  REGISTRATION_SCHEMAS,
  SELF_SIGN_UP_KINDS,
  SIGN_UP_BY_LINK_KINDS,
  bankUserInviteFormSchema,
  businessTargetSchema,
  consumerInviteSchema,
  employeeCreateSchema,
  employeeInviteSchema,
  invalidInvitationMessage,
  registrationDefaults,
  signUpRequestSchema,
  type ConnectionKind,
} from '../../../domain/network';
import { isRole } from '../../../domain/roles';
import { formatDate, zoneFormat } from '../../../domain/dates';
import { viewerZoneFormat, viewerZoneOf } from '../../platform/time-zone.server';
import { coreGraphql } from '../../graphql/core';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import type { BusinessConnectionInput, BusinessUsersQuery, ConnectionFieldsFragment, ConnectionPayloadFieldsFragment, RegistrationInput, RegistrationPayloadFieldsFragment } from '../../graphql/core/graphql';
import { fetchBanks } from '../admin/admin.server';
import { ApiError, callApi, callApiAnonymous } from '../../platform/api.server';
import { completeSignIn } from '../../platform/auth.server';
import type { RequestContext } from '../../platform/context';
import { requireViewer } from '../../platform/viewer.server';
import { apiErrorMessage, apiFieldErrors, formAction, formActions, intentForm, invalidToast, refusalToast, type RefusalReply } from '../../platform/form-action.server';
import { recordIdSchema } from '../../platform/forms';
import { isAccountValidationMethod } from '../../../domain/consumer-debits';

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
  connectionInvitation: coreGraphql(`query ConnectionInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { kind asksForVehicle email firstName lastName phoneNumber invitedBy bankName role year make model description initialPayment selfSignUp debitAuthorizationText expiresAt fixedFields { name value } targetBusinessInfo { name location { address city state zipcode } } } }`),
  signUpBusiness: coreGraphql(`query SignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name asksForVehicle } }`),
  requestSignUpLink: coreGraphql(`mutation RequestSignUpLink($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { message } }`),
};

const REGISTER_DOCUMENTS = {
  employee: coreGraphql(`mutation RegisterBusinessEmployee($token: String!, $input: RegistrationInput!) { registration: registerBusinessEmployee(token: $token, input: $input) { ...RegistrationPayloadFields } }`),
  vendor: coreGraphql(`mutation RegisterVendor($token: String!, $input: RegistrationInput!) { registration: registerVendor(token: $token, input: $input) { ...RegistrationPayloadFields } }`),
  customer: coreGraphql(`mutation RegisterCustomer($token: String, $input: RegistrationInput!) { registration: registerCustomer(token: $token, input: $input) { ...RegistrationPayloadFields } }`),
  consumer: coreGraphql(`mutation RegisterBusinessConsumer($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) { registration: registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { ...RegistrationPayloadFields } }`),
  businessOwner: coreGraphql(`mutation RegisterBusiness($token: String, $input: RegistrationInput!) { registration: registerBusiness(token: $token, input: $input) { ...RegistrationPayloadFields } }`),
  bankUser: coreGraphql(`mutation RegisterBankUser($token: String!, $input: RegistrationInput!) { registration: registerBankUser(token: $token, input: $input) { ...RegistrationPayloadFields } }`),
};

/** What a registration sends: the link's token (if any), the consumer sign-up's business, the form's fields. */
interface RegistrationRequest {
  token: string | null;
  businessId: string | null;
  input: RegistrationInput;
  /** The browser's user agent: a consumer's accepted debit authorization is stored with it (decision 052). */
  userAgent: string | null;
}

/**
 * Each registration sent with its own document. Employees, vendors and bank users register only through a link
 * (their token is `String!`): without one, the empty token gets the API's invalid-invitation answer.
 */
const REGISTER: Record<ConnectionKind, (context: RequestContext, request: RegistrationRequest) => Promise<RegisterPayload>> = {
  employee: async (context, { token, input }) =>
    (await callApiAnonymous(context, { document: REGISTER_DOCUMENTS.employee, variables: { token: token ?? '', input } })).registration,
  vendor: async (context, { token, input }) => (await callApiAnonymous(context, { document: REGISTER_DOCUMENTS.vendor, variables: { token: token ?? '', input } })).registration,
  customer: async (context, { token, input }) => (await callApiAnonymous(context, { document: REGISTER_DOCUMENTS.customer, variables: { token, input } })).registration,
  consumer: async (context, { token, businessId, input, userAgent }) =>
    (await callApiAnonymous(context, { document: REGISTER_DOCUMENTS.consumer, variables: { token, businessId, input, userAgent } })).registration,
  businessOwner: async (context, { token, input }) =>
    (await callApiAnonymous(context, { document: REGISTER_DOCUMENTS.businessOwner, variables: { token, input } })).registration,
  bankUser: async (context, { token, input }) =>
    (await callApiAnonymous(context, { document: REGISTER_DOCUMENTS.bankUser, variables: { token: token ?? '', input } })).registration,
};

// Types.

type ConnectionView = ConnectionFieldsFragment;
export type ConnectionPayload = ConnectionPayloadFieldsFragment;
export type ManagedUser = BusinessUsersQuery['businessUsers']['edges'][number]['node'];
type RegisterPayload = RegistrationPayloadFieldsFragment;

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

// Manage users.

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

// Registration pages.

export const honeypot = new Honeypot({ nameFieldName: 'website', validFromFieldName: null, randomizeNameFieldName: false });

export interface RegistrationLoaderData {
  kind: ConnectionKind;
  token: string | null;
  /** Consumer self sign-up: the business the consumer signs up with. */
  business: { id: string; name: string } | null;
  /** The link or sign-up link is not usable: the page shows this and nothing to submit. */
  invalid: string | null;
  invitedBy: string | null;
  expiryNote: string | null;
  defaults: Record<string, string>;
  /** Fields the link fixes (the invited e-mail, a bank user's bank, an invited payee's name), as the API says: shown read-only. */
  fixedFields: readonly string[];
  /** Self sign-up's first step: the page asks only for the e-mail the link goes to. */
  signUp: boolean;
  /** A consumer of an automotive business is asked for the vehicle; nobody else is (decision 097). */
  asksForVehicle: boolean;
  /** An invited consumer: the debit authorization to accept (the initial payment is the business's, read-only). */
  debitAuthorizationText: string | null;
  honeypot: ReturnType<Honeypot['getInputProps']>;
}

export async function loadRegistration(request: Request, context: RequestContext, kind: ConnectionKind): Promise<RegistrationLoaderData> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const businessId = url.searchParams.get('business');
  const base = { kind, token, business: null, invitedBy: null, expiryNote: null, fixedFields: [] as readonly string[], signUp: false, asksForVehicle: false, debitAuthorizationText: null, honeypot: honeypot.getInputProps() };
  if (token) {
    try {
      const { connectionInvitation: invitation } = await callApiAnonymous(context, {
        document: NETWORK_DOCUMENTS.connectionInvitation,
        variables: { kind, token },
      });
      return {
        ...base,
        invalid: null,
        // A self sign-up's link: nobody invited, and the link lives a day.
        invitedBy: invitation.selfSignUp ? null : invitation.invitedBy,
        expiryNote: invitation.selfSignUp ? Messages.signUpLinkExpiry(formatDate(invitation.expiresAt)) : Messages.invitationExpiry(INVITATION_TTL_DAYS, formatDate(invitation.expiresAt)),
        // The API says which fields the link fixes and to what: shown read-only, with the values registration will take.
        defaults: { ...registrationDefaults(kind, invitation), ...Object.fromEntries(invitation.fixedFields.map((f) => [f.name, f.value])) },
        fixedFields: invitation.fixedFields.map((f) => f.name),
        asksForVehicle: invitation.asksForVehicle,
        debitAuthorizationText: invitation.debitAuthorizationText ?? null,
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { ...base, token: null, invalid: invalidInvitationMessage(kind), defaults: registrationDefaults(kind, null) };
    }
  }
  if (!SELF_SIGN_UP_KINDS.includes(kind)) return { ...base, invalid: invalidInvitationMessage(kind), defaults: registrationDefaults(kind, null) };
  if (SIGN_UP_BY_LINK_KINDS.includes(kind)) return { ...base, signUp: true, invalid: null, defaults: { email: '' } };
  if (kind === 'consumer') {
    if (!businessId) return { ...base, invalid: invalidInvitationMessage(kind), defaults: registrationDefaults(kind, null) };
    try {
      const { signUpBusiness } = await callApiAnonymous(context, {
        document: NETWORK_DOCUMENTS.signUpBusiness,
        variables: { id: businessId },
      });
      return { ...base, business: { id: signUpBusiness.id, name: signUpBusiness.name }, asksForVehicle: signUpBusiness.asksForVehicle, invitedBy: signUpBusiness.name, invalid: null, defaults: registrationDefaults(kind, null) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { ...base, invalid: Messages.signUpBusinessNotFound, defaults: registrationDefaults(kind, null) };
    }
  }
  return { ...base, invalid: null, defaults: registrationDefaults(kind, null) };
}

/** Form fields the API's RegistrationInput takes (the rest of the form, e.g. the honeypot, stays behind). */
const REGISTRATION_INPUT_FIELDS = [
  'firstName', 'lastName', 'email', 'phoneNumber', 'password', 'confirmPassword', 'name', 'description', 'address', 'city', 'state', 'zipcode',
  'paymentSystem', 'bankName', 'routingNumber', 'accountNumber', 'accountHolderName', 'clientId', 'clientSecret', 'year', 'make', 'model', 'initialPayment',
  'acceptDebitAuthorization',
] as const;
const HIDDEN_ON_ERROR = ['password', 'confirmPassword', 'clientSecret'];


/** What a registration page answers when it stays: conform's reply, and the page's thanks once it is done. */
export interface RegistrationActionData {
  result: SubmissionResult<string[]>;
  done?: string;
}

/** A public form's honeypot: a filled trap field is a robot's post, answered 400 before anything is read. */
function checkHoneypot(formData: FormData) {
  try {
    honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response('Bad request', { status: 400 });
    throw error;
  }
}

/** A refusal of a registration or sign-up: the API's field errors on their fields beside its message; 429 when throttled. */
function registrationRefused(error: ApiError): RefusalReply {
  const status = error.code === ErrorCodes.tooManyAttempts ? 429 : 400;
  if (error.fieldErrors && Object.keys(error.fieldErrors).length) return { fieldErrors: apiFieldErrors(error), formErrors: [error.message], status };
  return { formErrors: [apiErrorMessage(error)], status };
}

/** The RegistrationInput of a posted form: its fields as typed (the services parse them with the same schema). */
function registrationInputOf(formData: FormData): RegistrationInput {
  const input: RegistrationInput = {};
  for (const field of REGISTRATION_INPUT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') input[field] = value;
  }
  return input;
}

/** What a consumer's page says once registered (consumers get no account; the page thanks them in place). */
function consumerThanks(payload: RegisterPayload): string {
  const paid = payload.initialPaymentAmount ? ` ${Messages.initialPaymentStarted(formatCents(payload.initialPaymentAmount))}` : '';
  const check = isAccountValidationMethod(payload.accountValidation) ? ` ${Messages.accountCheckNote(payload.accountValidation)}` : '';
  return `${payload.message}. ${Messages.consumerRegistered}${paid}${check}`;
}

/**
 * Registers: the honeypot, the shared schema, then the kind's mutation; field errors come back on their fields with
 * everything typed kept (passwords and secrets excepted). Accounts are signed in and sent to their landing page;
 * consumers are thanked on the page. Without a link, the kinds that sign up by e-mail get their link instead.
 */
export function registrationAction(args: ActionFunctionArgs, kind: ConnectionKind) {
  const { request, context } = args;
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const publicForm = { guard: async () => undefined, screen: checkHoneypot, formLevel: false as const, refused: registrationRefused };
  if (!token && SIGN_UP_BY_LINK_KINDS.includes(kind)) {
    // Self sign-up's first step: the link goes to the e-mail; the page says the same whatever the address is.
    return formAction(args, {
      ...publicForm,
      schema: signUpRequestSchema,
      save: ({ email }) => callApiAnonymous(context, { document: NETWORK_DOCUMENTS.requestSignUpLink, variables: { kind, email } }),
      success: false,
      answer: (saved, _value, reply): RegistrationActionData => ({ result: reply({ resetForm: true }), done: saved.requestSignUpLink.message }),
    });
  }
  return formAction(args, {
    ...publicForm,
    schema: REGISTRATION_SCHEMAS[kind],
    hideFields: HIDDEN_ON_ERROR,
    save: async (_value, posted) => {
      const payload = await REGISTER[kind](context, {
        token: token || null,
        businessId: url.searchParams.get('business'),
        input: registrationInputOf(posted),
        userAgent: request.headers.get('user-agent'),
      });
      if (!payload.accessToken || !payload.refreshToken || !payload.id || !isRole(payload.role)) return { payload, redirectTo: null };
      const signedIn = await completeSignIn(
        context,
        { accessToken: payload.accessToken, refreshToken: payload.refreshToken, id: payload.id, role: payload.role, email: payload.email, phoneNumber: payload.phoneNumber },
        undefined,
      );
      if ('message' in signedIn) {
        context.session.flash('danger', signedIn.message);
        throw redirect('/login');
      }
      return { payload, redirectTo: signedIn.redirectTo };
    },
    success: (_value, saved) => (saved.redirectTo ? saved.payload.message : false),
    redirectTo: (_value, saved) => saved.redirectTo ?? url.pathname,
    answer: (saved, _value, reply): RegistrationActionData | undefined => (saved.redirectTo ? undefined : { result: reply({ resetForm: true }), done: consumerThanks(saved.payload) }),
  });
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
