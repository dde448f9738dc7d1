/** The six registration pages (/registration/…): the invitation's or sign-up's page data, and registering. */
import type { SubmissionResult } from '@conform-to/react';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import {
  INVITATION_TTL_DAYS,
  MAILBOX_INTENTS,
  MAILBOX_PROOF_KINDS,
  REGISTRATION_SCHEMAS,
  mailboxCodeSchema,
  SELF_SIGN_UP_KINDS,
  SIGN_UP_BY_LINK_KINDS,
  invalidInvitationMessage,
  registrationDefaults,
  signUpRequestSchema,
  type ConnectionKind,
} from '../../../domain/network';
import { isRole } from '../../../domain/roles';
import { formatDate } from '../../../domain/dates';
import { coreGraphql } from '../../graphql/core';
import type { RegistrationInput, RegistrationPayloadFieldsFragment } from '../../graphql/core/graphql';
import { ApiError, callApiAnonymous } from '../../platform/api.server';
import { completeSignIn } from '../../platform/auth.server';
import type { RequestContext } from '../../platform/context';
import { apiErrorMessage, apiFieldErrors, formAction, type RefusalReply } from '../../platform/form-action.server';
import { isAccountValidationMethod } from '../../../domain/consumer-debits';
import { NETWORK_DOCUMENTS } from './invitations.server';

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

type RegisterPayload = RegistrationPayloadFieldsFragment;

const MAILBOX_DOCUMENTS = {
  send: coreGraphql(`mutation SendInvitationCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }`),
  confirm: coreGraphql(`mutation ConfirmInvitationCode($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { message } }`),
};

/** Which link a session's mailbox proof belongs to: a digest of its token (the token itself stays out of the cookie). */
const linkKey = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

/** The session's mailbox proof for this link, if any (a proof for another link counts for nothing). */
function mailboxProofOf(context: RequestContext, token: string) {
  const proof = context.session.get('mailboxProof');
  return proof && proof.link === linkKey(token) ? proof : null;
}

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
  /**
   * A vendor link: the invited mailbox is proved by an e-mailed code before the form is shown (decision 125); `sent`
   * once a code went out, `confirmed` once it was typed right (the form then shows).
   */
  mailboxProof: { email: string; sent: boolean; confirmed: boolean } | null;
  /** A vendor's invitation: each payment of the inviting business that waits for this registration, in words (decision 140). */
  waitingPayments: readonly string[];
  honeypot: ReturnType<Honeypot['getInputProps']>;
}

export async function loadRegistration(request: Request, context: RequestContext, kind: ConnectionKind): Promise<RegistrationLoaderData> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const businessId = url.searchParams.get('business');
  const base = { kind, token, business: null, invitedBy: null, expiryNote: null, fixedFields: [] as readonly string[], signUp: false, asksForVehicle: false, debitAuthorizationText: null, mailboxProof: null, waitingPayments: [] as readonly string[], honeypot: honeypot.getInputProps() };
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
        mailboxProof: invitation.asksForMailboxCode ? mailboxStep(context, token, invitation.email) : null,
        waitingPayments: invitation.waitingPayments.map((p) => AwaitingBankDetailsMessages.waitsForYou(p.payer, formatCents(p.amount), p.referenceNumber ?? null)),
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

function mailboxStep(context: RequestContext, token: string, email: string): RegistrationLoaderData['mailboxProof'] {
  const proof = mailboxProofOf(context, token);
  return { email, sent: Boolean(proof?.sent), confirmed: Boolean(proof?.code) };
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
  /** Which form answered: a mailbox step's (decision 125), or the registration's (none). */
  intent?: string;
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
  // Not the API's "Customer connection created successfully": a consumer reads what happened to them, in words.
  return `${Messages.consumerRegistered}${paid}${check}`;
}

/**
 * Registers: the honeypot, the shared schema, then the kind's mutation; field errors come back on their fields with
 * everything typed kept (passwords and secrets excepted). Accounts are signed in and sent to their landing page;
 * consumers are thanked on the page. Without a link, the kinds that sign up by e-mail get their link instead.
 */
export async function registrationAction(args: ActionFunctionArgs, kind: ConnectionKind) {
  const { request, context } = args;
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const publicForm = { guard: async () => undefined, screen: checkHoneypot, formLevel: false as const, refused: registrationRefused };
  if (token && MAILBOX_PROOF_KINDS.includes(kind)) {
    const intent = (await request.clone().formData()).get('intent');
    if (intent === MAILBOX_INTENTS.send || intent === MAILBOX_INTENTS.confirm) return mailboxAction(args, kind, token, intent);
  }
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
        // A vendor's link: the code that proved the invited mailbox, kept in the session since (decision 125).
        input: { ...registrationInputOf(posted), mailboxCode: token ? mailboxProofOf(context, token)?.code : undefined },
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
 * A vendor link's mailbox step (decision 125): "Send the code" e-mails it to the invited address; the code typed right
 * is kept in the session for registration to send with the form. Each answers with the page again (Post/Redirect/Get).
 */
function mailboxAction(args: ActionFunctionArgs, kind: ConnectionKind, token: string, intent: string) {
  const { context, request } = args;
  const page = new URL(request.url);
  const common = { guard: async () => undefined, screen: checkHoneypot, formLevel: false as const, refused: registrationRefused, redirectTo: page.pathname + page.search, intent };
  if (intent === MAILBOX_INTENTS.send) {
    return formAction(args, {
      ...common,
      schema: z.object({}),
      save: async () => {
        const { sendInvitationCode } = await callApiAnonymous(context, { document: MAILBOX_DOCUMENTS.send, variables: { kind, token } });
        context.session.set({ mailboxProof: { link: linkKey(token), sent: true } });
        return sendInvitationCode.message;
      },
      success: (_value, message) => message,
    });
  }
  return formAction(args, {
    ...common,
    schema: mailboxCodeSchema,
    save: async ({ mailboxCode }) => {
      const { confirmInvitationCode } = await callApiAnonymous(context, { document: MAILBOX_DOCUMENTS.confirm, variables: { kind, token, code: mailboxCode } });
      context.session.set({ mailboxProof: { link: linkKey(token), sent: true, code: mailboxCode } });
      return confirmInvitationCode.message;
    },
    success: (_value, message) => message,
  });
}
