/**
 * The business network: connection kinds, their registration pages, invitation lifetime, and the
 * form schemas of the invite forms and the six registration forms, shared by the browser, the web actions and the API.
 */
import { z } from 'zod';
import { Messages } from './messages';
import { parseDollars, decimalDollars } from './money';
import { DESCRIPTION_MAX_LENGTH, MAX_PAYMENT_CENTS, PHONE_PATTERN, consumerPhoneField, consumerVehicleFields, optionalPhoneField, optionalText } from './payment-forms';
import { CREDENTIAL_BANKS } from './payment-systems';
import { Roles } from './roles';
import { findState, resolveState } from './states';
import { NAME_MAX_LENGTH } from './timings';
import {
  emailField,
  isLatinAlphanumeric,
  isPresent,
  nameField,
  newPasswordField,
  orderedRules,
  requiredStateField,
  requiredString,
  requiredUntrimmed,
  routingNumberField,
} from './validation';

/** Every relationship the spec names; each kind has one public registration page. */
export const CONNECTION_KINDS = ['employee', 'vendor', 'customer', 'consumer', 'businessOwner', 'bankUser'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

/** invited → accepted (→ suspended → accepted) or removed; only an invited connection has a working link. */
export const CONNECTION_STATUSES = ['invited', 'accepted', 'suspended', 'removed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** The registration page of each kind: /registration/<page>. */
export const REGISTRATION_PAGES = {
  employee: 'businessEmployee',
  vendor: 'vendor',
  customer: 'customer',
  consumer: 'businessConsumer',
  businessOwner: 'business',
  bankUser: 'bankUser',
} as const satisfies Record<ConnectionKind, string>;
export type RegistrationPage = (typeof REGISTRATION_PAGES)[ConnectionKind];

/** Pages that also open without an invitation (self sign-up). */
export const SELF_SIGN_UP_KINDS: readonly ConnectionKind[] = ['businessOwner', 'customer', 'consumer'];

/**
 * Self sign-ups that create an account: the page first asks only for the e-mail and sends a link there (an
 * invitation to oneself, single use, SIGN_UP_LINK_TTL_MS), so an account is made only by whoever reads that mailbox.
 */
export const SIGN_UP_BY_LINK_KINDS: readonly ConnectionKind[] = ['businessOwner', 'customer'];
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The sign-up page's first step: the e-mail the link goes to. */
export const signUpRequestSchema = z.object({ email: emailField });

export const INVITATION_TTL_DAYS = 14;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * Kinds whose link must be backed by the invited mailbox before registration takes bank details (decision 125): a
 * vendor's account is where the business's money goes, and a link can be copied by whoever invited (or re-minted
 * by any colleague with rights), so the link alone proves nothing about who holds it. A 6-digit code sent to the
 * invited address, bound to the current link, proves the mailbox.
 */
export const MAILBOX_PROOF_KINDS: readonly ConnectionKind[] = ['vendor'];
export const MAILBOX_CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong tries a code allows before a new one must be asked for. */
export const MAILBOX_CODE_MAX_ATTEMPTS = 5;
/** The least time between two codes for one link. */
export const MAILBOX_CODE_RESEND_MS = 60 * 1000;
/** The registration page's two mailbox forms, by their `intent`. */
export const MAILBOX_INTENTS = { send: 'sendMailboxCode', confirm: 'confirmMailboxCode' } as const;
/** The code as typed: six digits (spaces allowed around). */
export const mailboxCodeSchema = z.object({ mailboxCode: z.string({ required_error: Messages.mailboxCodeNeeded }).trim().regex(/^\d{6}$/, Messages.mailboxCodeFormat) });

/** Registrations (successful or not) one address may submit in REGISTRATION_WINDOW_MS. */
export const REGISTRATION_MAX_PER_ADDRESS = 20;
export const REGISTRATION_WINDOW_MS = 15 * 60 * 1000;

/** The link an invitation e-mail carries (the token is the only secret; the e-mail it is bound to is stored beside its hash). */
export function invitationPath(kind: ConnectionKind, token: string): string {
  return `/registration/${REGISTRATION_PAGES[kind]}?token=${encodeURIComponent(token)}`;
}

/** What a bad, used or expired link says on its page. */
export function invalidInvitationMessage(kind: ConnectionKind): string {
  return kind === 'customer' || kind === 'consumer' ? Messages.customerInvitationNotFound : Messages.invalidInvitation;
}

/** The role an account registered through each kind gets (consumers get no account: they never sign in). */
export const ROLE_OF_KIND = {
  employee: Roles.employee,
  vendor: Roles.vendorManager,
  customer: Roles.owner,
  consumer: null,
  businessOwner: Roles.owner,
  bankUser: Roles.bankUser,
} as const satisfies Record<ConnectionKind, string | null>;

// Fields.

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

const requiredPhone = orderedRules([
  [isPresent, Messages.required],
  [(v) => PHONE_PATTERN.test(v.trim()), Messages.phoneFormat],
]).transform((v) => v.trim());
const optionalName = optionalString.pipe(z.string().max(NAME_MAX_LENGTH - 1, Messages.nameTooLong).optional());
const zipcodeField = orderedRules([
  [isPresent, Messages.required],
  [(v) => ZIP_PATTERN.test(v.trim()), Messages.setupZipcodeFormat],
]).transform((v) => v.trim());
const optionalZipcode = optionalString.pipe(z.string().regex(ZIP_PATTERN, Messages.setupZipcodeFormat).optional());
const optionalState = optionalString.transform((v) => (v ? resolveState(v).code : undefined));
const accountNumberField = orderedRules([
  [isPresent, Messages.required],
  [(v) => isLatinAlphanumeric(v.trim()), Messages.latinOnly],
  [(v) => v.trim().length >= 4 && v.trim().length <= 17, Messages.accountNumberFormat],
]).transform((v) => v.trim());
const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('false'), z.boolean()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** A dollar amount that may be empty or zero (the consumer's initial payment, default 0), as cents. */
const optionalDollars = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    if (!value || !value.trim()) return;
    const cents = parseDollars(value);
    if (cents === null || cents < 0) return ctx.addIssue({ code: 'custom', message: Messages.amountFormat });
    if (cents > MAX_PAYMENT_CENTS) ctx.addIssue({ code: 'custom', message: Messages.amountTooLarge });
  })
  .transform((value) => (value && value.trim() ? (parseDollars(value) ?? 0) : 0));

export const PAYMENT_SYSTEM_CHOICES = CREDENTIAL_BANKS;
export const DEFAULT_PAYMENT_SYSTEM = 'bankOfAmerica';
const paymentSystemField = z
  .string()
  .optional()
  .transform((v) => v || DEFAULT_PAYMENT_SYSTEM)
  .pipe(z.enum(CREDENTIAL_BANKS.map((b) => b.key) as [string, ...string[]], { errorMap: () => ({ message: Messages.required }) }));

// Invite forms.

export const employeeInviteSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  isBusinessRightsAvailable: checkbox,
});
/** Spec §3's employee create: the invite's fields and a first password, under the registration's password policy. */
export const employeeCreateSchema = employeeInviteSchema.extend({ password: newPasswordField });
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

export const vendorInviteSchema = z.object({
  name: nameField,
  email: emailField,
  firstName: optionalName,
  lastName: optionalName,
  phoneNumber: optionalPhoneField,
});
/** Business and customer connections (spec §3): targetBusinessInfo and targetUserInfo, flattened for forms. */
export const businessTargetSchema = z.object({
  name: nameField,
  email: emailField,
  phoneNumber: optionalPhoneField,
  firstName: optionalName,
  lastName: optionalName,
  address: optionalString,
  city: optionalString,
  state: optionalState,
  zipcode: optionalZipcode,
  tags: optionalString.transform((v) => (v ? v.split(',').map((t) => t.trim()).filter(Boolean) : [])),
});
export const consumerInviteSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNumber: consumerPhoneField,
  initialPayment: optionalDollars,
  ...consumerVehicleFields,
});
export const bankUserInviteSchema = z.object({
  /** An existing bank's id, or empty for a new bank called `name`. */
  bank: optionalString,
  name: nameField,
  role: z
    .string()
    .optional()
    .transform(() => Roles.bankUser),
  email: emailField,
  phoneNumber: optionalPhoneField,
  firstName: nameField,
  lastName: nameField,
});
/** The admin's bank user invite form: pick an existing bank, or name a new one (the API then gets the bank's name). */
export const bankUserInviteFormSchema = bankUserInviteSchema.extend({ name: optionalName }).superRefine((value, ctx) => {
  if (!value.bank && !value.name) ctx.addIssue({ code: 'custom', path: ['name'], message: Messages.required });
});

// Registration forms.

const accountFields = {
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: newPasswordField,
  confirmPassword: requiredUntrimmed,
};

function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: Messages.passwordsMustMatch });
  }
}

const locationFields = { address: requiredString, city: requiredString, state: requiredStateField, zipcode: zipcodeField };

export const employeeRegistrationSchema = z
  .object({ ...accountFields, phoneNumber: optionalPhoneField })
  .superRefine(passwordsMatch);

export const vendorRegistrationSchema = z
  .object({
    ...accountFields,
    name: nameField,
    description: optionalText(DESCRIPTION_MAX_LENGTH),
    ...locationFields,
    bankName: nameField,
    routingNumber: routingNumberField,
    accountNumber: accountNumberField,
    accountHolderName: nameField,
    phoneNumber: optionalPhoneField,
  })
  .superRefine(passwordsMatch);

export const businessRegistrationSchema = z
  .object({
    ...accountFields,
    name: nameField,
    ...locationFields,
    phoneNumber: requiredPhone,
    bankName: nameField,
    routingNumber: routingNumberField,
    accountNumber: accountNumberField,
    // A bank's API credentials are the optional Bank Integration step's (decision 078): nobody is asked to make them up
    // before an account exists. An API caller may still send all three; then both secrets are needed.
    paymentSystem: paymentSystemField,
    clientId: optionalText(NAME_MAX_LENGTH),
    clientSecret: optionalText(NAME_MAX_LENGTH),
  })
  .superRefine(passwordsMatch)
  .superRefine((value, ctx) => {
    if (Boolean(value.clientId) === Boolean(value.clientSecret)) return;
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [value.clientId ? 'clientSecret' : 'clientId'], message: Messages.required });
  });

export const customerRegistrationSchema = z
  .object({ ...accountFields, name: nameField, ...locationFields, phoneNumber: requiredPhone })
  .superRefine(passwordsMatch);

export const bankUserRegistrationSchema = z
  .object({ ...accountFields, name: nameField, phoneNumber: optionalPhoneField })
  .superRefine(passwordsMatch);

const BANK_DETAIL_FIELDS = ['bankName', 'routingNumber', 'accountNumber', 'accountHolderName'] as const;

/** Consumers get no account; bank details are needed only to collect an initial payment. */
export const consumerRegistrationSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phoneNumber: consumerPhoneField,
    ...consumerVehicleFields,
    initialPayment: optionalDollars,
    bankName: optionalString,
    routingNumber: optionalString,
    accountNumber: optionalString,
    accountHolderName: optionalString,
    /** The debit authorization shown on an invited consumer's page (decision 052); the API requires it there. */
    acceptDebitAuthorization: checkbox,
  })
  .superRefine((value, ctx) => {
    const anyBankDetail = BANK_DETAIL_FIELDS.some((f) => value[f]);
    if (!anyBankDetail && value.initialPayment === 0) return;
    const checks = {
      bankName: nameField,
      routingNumber: routingNumberField,
      accountNumber: accountNumberField,
      accountHolderName: nameField,
    };
    for (const field of BANK_DETAIL_FIELDS) {
      const result = checks[field].safeParse(value[field] ?? '');
      if (!result.success) ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0].message });
    }
  });
export type ConsumerRegistration = z.infer<typeof consumerRegistrationSchema>;

export const REGISTRATION_SCHEMAS = {
  employee: employeeRegistrationSchema,
  vendor: vendorRegistrationSchema,
  customer: customerRegistrationSchema,
  consumer: consumerRegistrationSchema,
  businessOwner: businessRegistrationSchema,
  bankUser: bankUserRegistrationSchema,
} as const satisfies Record<ConnectionKind, z.ZodTypeAny>;

/** The success message of each registration, and of each invite of a business's own parties (spec §8). */
export const CONNECTION_CREATED_MESSAGES: Record<ConnectionKind, string> = {
  employee: Messages.employeeConnectionCreated,
  vendor: Messages.vendorConnectionCreated,
  customer: Messages.customerConnectionCreated,
  consumer: Messages.customerConnectionCreated,
  businessOwner: Messages.businessConnectionCreated,
  bankUser: Messages.bankUserConnectionCreated,
};

/**
 * The message after sending an invitation: what happened (an invitation to that address) and what happens next (the
 * party joins when they register from its link). "… connection created successfully" is the spec's text for a
 * registration, where it is true; at the invite nothing is connected yet (decision 087). Business owners and bank
 * users keep the spec's own invitation texts.
 */
export function invitationSentMessage(kind: ConnectionKind, email: string): string {
  if (kind === 'businessOwner') return Messages.businessOwnerInvitationSent;
  if (kind === 'bankUser') return Messages.bankUserInvitationSent;
  return Messages.invitationSentTo(email, INVITATION_PARTY[kind], INVITATION_TTL_DAYS);
}

/** Who an invitation makes of its recipient, in the message's words. */
const INVITATION_PARTY: Record<Exclude<ConnectionKind, 'businessOwner' | 'bankUser'>, string> = {
  employee: 'an employee of your business',
  vendor: 'your vendor',
  customer: 'your customer',
  consumer: 'your consumer',
};

/** What a registration page's link says about the invited party (the API's ConnectionInvitation). */
export interface InvitationPrefill {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  targetBusinessInfo?: { name?: string | null; location?: { address?: string | null; city?: string | null; state?: string | null; zipcode?: string | null } | null } | null;
  bankName?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  description?: string | null;
  /** Cents. */
  initialPayment?: number | null;
}

/** The registration form's defaults "filled from invitation target" (spec §4); blanks stay blank, an unknown state too. */
export function registrationDefaults(kind: ConnectionKind, invitation: InvitationPrefill | null): Record<string, string> {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const location = invitation?.targetBusinessInfo?.location ?? null;
  const defaults: Record<string, string> = {
    email: text(invitation?.email),
    firstName: text(invitation?.firstName),
    lastName: text(invitation?.lastName),
    phoneNumber: text(invitation?.phoneNumber),
  };
  if (kind === 'vendor' || kind === 'customer' || kind === 'businessOwner') {
    Object.assign(defaults, {
      name: text(invitation?.targetBusinessInfo?.name),
      address: text(location?.address),
      city: text(location?.city),
      // An invitation without a state leaves it for the person to choose (the select asks), never Alabama.
      state: findState(location?.state)?.code ?? '',
      zipcode: text(location?.zipcode),
    });
  }
  if (kind === 'businessOwner') defaults.paymentSystem = DEFAULT_PAYMENT_SYSTEM;
  if (kind === 'bankUser') defaults.name = text(invitation?.bankName);
  if (kind === 'consumer') {
    Object.assign(defaults, {
      year: text(invitation?.year),
      make: text(invitation?.make),
      model: text(invitation?.model),
      description: text(invitation?.description),
      initialPayment: invitation?.initialPayment ? decimalDollars(invitation.initialPayment) : '0.00',
    });
  }
  return defaults;
}
