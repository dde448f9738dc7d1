/**
 * The six public registration pages: one form per kind, pre-filled from the invitation, what the link fixes (the
 * e-mail, a bank user's bank) read-only, validated in the browser and again on the server with the same schema,
 * and working without JavaScript.
 */
import { getFormProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert, Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { HoneypotInputs, HoneypotProvider } from 'remix-utils/honeypot/react';
import type { ReactNode } from 'react';
import { AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import { authorizedAccount } from '../../../domain/consumer-debits';
import { LOGIN_PATH } from '../../../domain/guard';
import { Messages } from '../../../domain/messages';
import { MAILBOX_INTENTS, REGISTRATION_SCHEMAS, mailboxCodeSchema, signUpRequestSchema, type ConnectionKind } from '../../../domain/network';
import { PRODUCT_NAME } from '../../../domain/product';
import { US_STATES } from '../../../domain/states';
import type { RegistrationActionData, RegistrationLoaderData } from './registration.server';
import { ConformCheckbox, ConformSelect, ConformTextField, STATE_PLACEHOLDER } from '../../components/Fields';
import { FormErrorBanner } from '../../components/FormPage';
import { CardPage } from '../../components/CardPage';

interface FieldDef {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  required?: boolean;
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
  /** A select's empty first option, so nothing is chosen for the person. */
  placeholder?: string;
}

interface Section {
  title: string;
  note?: string;
  fields: readonly FieldDef[];
}

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

const f = (name: string, label: string, more: Omit<FieldDef, 'name' | 'label'> = {}): FieldDef => ({ name, label, ...more });
// Address tokens take no 'work'/'home' prefix: HTML allows those only on contact fields (tel, email).
const location = (): FieldDef[] => [
  f('address', 'Address', { required: true, autoComplete: 'address-line1' }),
  f('city', 'City', { required: true, autoComplete: 'address-level2' }),
  f('state', 'State', { required: true, options: STATE_OPTIONS, placeholder: STATE_PLACEHOLDER }),
  f('zipcode', 'ZIP code', { required: true, autoComplete: 'postal-code' }),
];
const person = [f('firstName', 'First name', { required: true, autoComplete: 'given-name' }), f('lastName', 'Last name', { required: true, autoComplete: 'family-name' })];
const email = f('email', 'Email', { type: 'email', required: true, autoComplete: 'email' });
const phone = (required = false) => f('phoneNumber', 'Phone number', { type: 'tel', required, autoComplete: 'tel' });
const passwords = [
  f('password', 'Password', { type: 'password', required: true, autoComplete: 'new-password' }),
  f('confirmPassword', 'Confirm password', { type: 'password', required: true, autoComplete: 'new-password' }),
];
const bankDetails = (required: boolean) => [
  f('bankName', 'Bank name', { required }),
  f('routingNumber', 'Routing number', { required }),
  f('accountNumber', 'Account number', { required }),
  f('accountHolderName', 'Account holder name', { required }),
];
const ACCOUNT_NOTE = 'Passwords must have at least 8 characters, include at least one number and both a lower and upper case letter.';

/** A consumer's vehicle: asked only by businesses whose industry calls for it (automotive, decision 097). */
const VEHICLE_FIELDS: readonly string[] = ['year', 'make', 'model'];

const SECTIONS: Record<ConnectionKind, { title: string; sections: readonly Section[] }> = {
  employee: { title: 'Employee registration', sections: [{ title: 'Your account', note: ACCOUNT_NOTE, fields: [...person, email, phone(), ...passwords] }] },
  vendor: {
    title: 'Vendor registration',
    sections: [
      { title: 'Vendor', fields: [f('name', 'Vendor name', { required: true, autoComplete: 'organization' }), f('description', 'Description'), ...location()] },
      { title: 'Bank details', note: 'Where your payments are sent.', fields: bankDetails(true) },
      { title: 'Your account', note: ACCOUNT_NOTE, fields: [...person, email, phone(), ...passwords] },
    ],
  },
  customer: {
    title: 'Customer registration',
    sections: [
      { title: 'Business', fields: [f('name', 'Business name', { required: true, autoComplete: 'organization' }), ...location(), phone(true)] },
      { title: 'Your account', note: ACCOUNT_NOTE, fields: [...person, email, ...passwords] },
    ],
  },
  consumer: {
    title: 'Customer registration',
    sections: [
      {
        title: 'About you',
        fields: [
          ...person,
          email,
          phone(),
          f('year', 'Vehicle year'),
          f('make', 'Make'),
          f('model', 'Model'),
          f('description', 'Description'),
          f('initialPayment', 'Initial payment (USD)', { autoComplete: 'off' }),
        ],
      },
      { title: 'Bank details', note: 'Needed for an initial payment above $0.00: it is collected from this account.', fields: bankDetails(false) },
    ],
  },
  businessOwner: {
    title: 'Business registration',
    sections: [
      { title: 'Business', fields: [f('name', 'Business name', { required: true, autoComplete: 'organization' }), ...location(), phone(true)] },
      {
        title: 'Bank account',
        note: Messages.businessBankAccountNote,
        fields: [f('bankName', 'Bank name', { required: true }), f('routingNumber', 'Routing number', { required: true }), f('accountNumber', 'Account number', { required: true })],
      },
      { title: 'Your account', note: ACCOUNT_NOTE, fields: [...person, email, ...passwords] },
    ],
  },
  bankUser: {
    title: 'Bank user registration',
    sections: [
      { title: 'Bank', fields: [f('name', 'Bank', { required: true, autoComplete: 'organization' })] },
      { title: 'Your account', note: ACCOUNT_NOTE, fields: [...person, email, phone(), ...passwords] },
    ],
  },
};

/** Whether this kind of registration makes a sign-in (a password field), so "Already registered? Sign in" means something. */
function hasAccount(kind: ConnectionKind): boolean {
  return SECTIONS[kind].sections.some((section) => section.fields.some((field) => field.name === 'password'));
}


/**
 * A registration page's conform form: the honeypot's hidden fields that keep bots out, the intent when the page has
 * several forms, the form's error banner, then the fields.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound for a form's shape
function GuardedForm<Schema extends Record<string, any>>(props: { form: FormMetadata<Schema, string[]>; honeypot: RegistrationLoaderData['honeypot']; intent?: string; children: ReactNode }) {
  const { form, honeypot, intent, children } = props;
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      <HoneypotProvider {...honeypot}>
        <HoneypotInputs />
      </HoneypotProvider>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormErrorBanner form={form} />
      {children}
    </Form>
  );
}

function RegistrationFields({ d, lastResult }: { d: RegistrationLoaderData; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `registration-${d.kind}`,
    lastResult,
    defaultValue: d.defaults,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: REGISTRATION_SCHEMAS[d.kind] }),
  });
  const all = fields as Record<string, FieldMetadata<string | undefined>>;
  return (
    <GuardedForm form={form} honeypot={d.honeypot}>
      {SECTIONS[d.kind].sections.map((section) => (
        <Box component="fieldset" key={section.title} sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
          <Typography component="legend" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
            {section.title}
          </Typography>
          {section.note ? (
            <Typography color="text.secondary" sx={{ mb: 1.5, fontSize: '0.9rem' }}>
              {section.note}
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {section.fields.filter((def) => d.asksForVehicle || !VEHICLE_FIELDS.includes(def.name)).map((def) =>
              def.options ? (
                <ConformSelect key={def.name} field={all[def.name]} label={def.label} options={def.options} required={def.required} placeholder={def.placeholder} />
              ) : (
                <ConformTextField
                  key={def.name}
                  field={all[def.name]}
                  label={def.label}
                  type={def.type ?? 'text'}
                  autoComplete={def.autoComplete}
                  required={def.required}
                  // The invitation fixes some fields; a consumer's initial payment is the business's (decision 052): shown, never typed.
                  readOnly={d.fixedFields.includes(def.name) || (d.kind === 'consumer' && def.name === 'initialPayment')}
                />
              ),
            )}
          </Box>
        </Box>
      ))}
      {d.debitAuthorizationText ? <DebitAuthorization text={d.debitAuthorizationText} accountNumber={all.accountNumber?.value} accept={all.acceptDebitAuthorization} /> : null}
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={navigation.state === 'submitting'}>
        Register
      </Button>
    </GuardedForm>
  );
}

/**
 * A vendor link's first step (decision 125): the invited mailbox proved by a code sent there, before the page asks for
 * the bank account payments will go to. Two forms (send, confirm), each a plain post that works without JavaScript.
 */
function MailboxProof({ d, lastResult, intent }: { d: RegistrationLoaderData; lastResult: SubmissionResult<string[]> | undefined; intent: string | undefined }) {
  const navigation = useNavigation();
  const proof = d.mailboxProof!;
  const [form, fields] = useForm({
    id: 'mailbox-proof',
    lastResult: intent === MAILBOX_INTENTS.confirm ? lastResult : undefined,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mailboxCodeSchema }),
  });
  const sendError = intent === MAILBOX_INTENTS.send ? lastResult?.error?.[''] : undefined;
  const busy = navigation.state === 'submitting';
  return (
    <Box component="section" aria-labelledby="mailbox-proof-title" sx={{ mt: 3 }} data-testid="mailbox-proof">
      <Typography id="mailbox-proof-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {Messages.mailboxProofTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {Messages.mailboxProofIntro(proof.email)}
      </Typography>
      {sendError?.length ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="mailbox-send-error">
          {sendError[0]}
        </Alert>
      ) : null}
      {proof.sent ? (
        <GuardedForm form={form} honeypot={d.honeypot} intent={MAILBOX_INTENTS.confirm}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ width: 220 }}>
              <ConformTextField
                field={fields.mailboxCode as FieldMetadata<string | undefined>}
                label={Messages.mailboxCodeLabel}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                required
              />
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Confirm
            </Button>
          </Box>
        </GuardedForm>
      ) : null}
      <Form method="post" noValidate>
        <HoneypotProvider {...d.honeypot}>
          <HoneypotInputs />
        </HoneypotProvider>
        <input type="hidden" name="intent" value={MAILBOX_INTENTS.send} />
        <Button type="submit" variant={proof.sent ? 'text' : 'contained'} size={proof.sent ? 'medium' : 'large'} sx={{ mt: 2 }} disabled={busy}>
          {proof.sent ? Messages.mailboxCodeSendAgain : Messages.mailboxCodeSend}
        </Button>
      </Form>
    </Box>
  );
}

/** Self sign-up's first step: only the e-mail, to which the link to the full form is sent. */
function SignUpEmail({ d, lastResult }: { d: RegistrationLoaderData; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `sign-up-${d.kind}`,
    lastResult,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpRequestSchema }),
  });
  return (
    <GuardedForm form={form} honeypot={d.honeypot}>
      <Box sx={{ mt: 3, maxWidth: 420 }}>
        <ConformTextField field={fields.email as FieldMetadata<string | undefined>} label={email.label} type="email" autoComplete={email.autoComplete} required />
      </Box>
      <Button type="submit" variant="contained" size="large" sx={{ mt: 3 }} disabled={navigation.state === 'submitting'}>
        Send link
      </Button>
    </GuardedForm>
  );
}

/**
 * The debit authorization an invited consumer accepts before anything is debited (NACHA WEB, decision 052). The server
 * renders it naming "the account entered above"; with JavaScript it names the last four digits as they are typed.
 */
function DebitAuthorization({ text, accountNumber, accept }: { text: string; accountNumber: string | undefined; accept: FieldMetadata<string | undefined> }) {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  const shown = digits.length >= 4 ? text.replace(authorizedAccount(null), authorizedAccount(digits.slice(-4))) : text;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {Messages.debitAuthorizationTitle}
      </Typography>
      <Typography data-testid="debit-authorization" sx={{ mb: 1.5, p: 2, bgcolor: 'grey.100', borderRadius: 1 }}>
        {shown}
      </Typography>
      <ConformCheckbox field={accept as FieldMetadata<string | boolean | undefined>} label={Messages.acceptDebitAuthorization} />
    </Box>
  );
}

export function RegistrationPage() {
  const d = useLoaderData<RegistrationLoaderData>();
  const actionData = useActionData<RegistrationActionData>();
  return (
    <CardPage maxWidth={760} title={SECTIONS[d.kind].title}>
      {actionData?.done ? (
        // Before the loader's verdict: after a consumer registers, the reloaded page finds the link used.
        <Alert severity="success" role="status" sx={{ my: 2 }} data-testid="registration-done">
          {actionData.done}
        </Alert>
      ) : d.invalid ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }} data-testid="invitation-invalid">
          {d.invalid}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">
            {d.invitedBy ? `${d.invitedBy} invited you to ${PRODUCT_NAME}.` : `Create your ${PRODUCT_NAME} account.`} {d.signUp ? Messages.signUpIntro : d.expiryNote}
          </Typography>
          {d.waitingPayments.length ? (
            <Alert severity="info" sx={{ my: 2 }} data-testid="waiting-payments">
              <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem', mb: 0.5 }}>
                {AwaitingBankDetailsMessages.waitsForYouTitle(d.waitingPayments.length)}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {d.waitingPayments.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          {d.signUp ? (
            <SignUpEmail d={d} lastResult={actionData?.result} />
          ) : d.mailboxProof && !d.mailboxProof.confirmed ? (
            <MailboxProof d={d} lastResult={actionData?.result} intent={actionData?.intent} />
          ) : (
            <RegistrationFields d={d} lastResult={actionData?.intent ? undefined : actionData?.result} />
          )}
        </>
      )}
      {/* Only a registration that makes a password has someone to sign in (a consumer has none). */}
      {hasAccount(d.kind) ? (
        <Typography sx={{ mt: 3, textAlign: 'center' }} data-testid="registration-sign-in">
          Already registered?{' '}
          <MuiLink component={RemixLink} to={LOGIN_PATH} underline="always">
            Sign in
          </MuiLink>
        </Typography>
      ) : null}
    </CardPage>
  );
}
