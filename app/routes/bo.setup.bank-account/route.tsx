/**
 * `/bo/setup/bank-account`: the business's shared payment method (bank name, routing number, account number,
 * holder, type). Saving a new one makes the previous one inactive; inactive methods are listed below.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { Box, Typography } from '@mui/material';
import { Messages } from '../../../domain/messages';
import { bankAccountSchema } from '../../../domain/setup-validation';
import { DataTable } from '../../components/DataTable';
import { AccountNumberField, ConformCheckbox, ConformSelect, ConformTextField, Facts, RoutingNumberField } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SaveButton, SetupForm, SetupFormErrors, SetupPage, SetupSection, validateSetupForm } from '../../features/setup/SetupForm';
import { fetchBusinessSetup, setupFormSave } from '../../features/setup/business-setup.server';
import { formActions } from '../../platform/form-action.server';
import { callApi } from '../../platform/api.server';
import { Roles } from '../../../domain/roles';
import { subscriptionDebitAuthorizationSchema } from '../../../domain/subscription-validation';
import { bankNameOfRoutingNumber } from '../../features/setup/directory.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import { viewerZoneFormat } from '../../platform/time-zone.server';

const SET_BANK_ACCOUNT = coreGraphql(`
  mutation SetBusinessBankAccount($input: BankAccountInput!) {
    setBusinessBankAccount(input: $input) { id }
  }
`);
const SUBSCRIPTION_DEBIT_AUTHORIZATION = coreGraphql(`
  query BankAccountSubscriptionDebitAuthorization {
    subscriptionDebitAuthorization { needed text accountLast4 acceptedAt }
  }
`);
const ACCEPT_SUBSCRIPTION_DEBITS = coreGraphql(`
  mutation AcceptSubscriptionDebitAuthorization($userAgent: String) {
    acceptSubscriptionDebitAuthorization(accepted: true, userAgent: $userAgent) { acceptedAt }
  }
`);
const ACCOUNT_INTENT = 'account';
const AUTHORIZE_INTENT = 'authorizeSubscriptionDebits';

const ACCOUNT_TYPE_OPTIONS = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { viewer } = await requireViewer(request, context);
    const zone = await viewerZoneFormat(context);
    const { sharedPaymentMethods } = await fetchBusinessSetup(context);
    const actual = sharedPaymentMethods.actualSharedPaymentMethod;
    // The bank's name as the financial-institution directory knows its routing number, so the owner sees which bank the number reaches.
    const directoryBankName = await bankNameOfRoutingNumber(context, actual?.routingNumber);
    const { subscriptionDebitAuthorization: authorization } = await callApi(context, { document: SUBSCRIPTION_DEBIT_AUTHORIZATION });
    return {
      actual,
      authorization: { ...authorization, accepted: authorization.acceptedAt ? zone.dateTime(authorization.acceptedAt) : null },
      isOwner: viewer.role === Roles.owner,
      directoryBankName,
      inactive: sharedPaymentMethods.inactiveSharedPaymentMethods.map((m) => ({ ...m, replaced: zone.dateTime(m.updatedAt ?? m.createdAt) })),
      defaults: { bankName: actual?.bankName ?? '', routingNumber: actual?.routingNumber ?? '', accountNumber: '', accountHolderName: actual?.accountHolderName ?? '', accountType: actual?.accountType ?? 'checking' },
    };
  });
}

export const action = (args: ActionFunctionArgs) =>
  formActions(args, {
    [ACCOUNT_INTENT]: setupFormSave(args.context, {
      schema: bankAccountSchema,
      document: SET_BANK_ACCOUNT,
      variables: (input) => ({ input }),
      fieldFor: (message) => (message === Messages.routingNumberChecksum || message === Messages.routingNumberLength ? 'routingNumber' : undefined),
    }),
    // The owner's acceptance is stored by the services with its words, time, address and this browser.
    [AUTHORIZE_INTENT]: setupFormSave(args.context, {
      schema: subscriptionDebitAuthorizationSchema,
      document: ACCEPT_SUBSCRIPTION_DEBITS,
      variables: () => ({ userAgent: args.request.headers.get('user-agent') }),
      message: Messages.subscriptionAuthorizationAccepted,
    }),
  });

export default function BusinessBankAccount() {
  const { actual, inactive, defaults, directoryBankName, authorization, isOwner } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const answered = actionData && 'result' in actionData ? actionData : undefined;
  const [authorizeForm, authorizeFields] = useForm({
    id: 'subscription-debit-authorization',
    lastResult: answered?.intent === AUTHORIZE_INTENT ? answered.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => validateSetupForm(formData, subscriptionDebitAuthorizationSchema),
  });
  // With JavaScript, the directory's bank name of a complete routing number shows under the field.
  const lookup = useFetcher<{ bankName: string | null }>();
  const lookUp = (value: string) => {
    const routingNumber = value.trim();
    if (/^\d{9}$/.test(routingNumber)) lookup.load(`/bo/setup/bank-account/bank-name?${new URLSearchParams({ routingNumber })}`);
  };
  const [form, fields] = useForm({
    id: 'bank-account',
    lastResult: answered && answered.intent !== AUTHORIZE_INTENT ? answered.result : undefined,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateSetupForm(formData, bankAccountSchema),
  });
  return (
    <SetupPage title="Bank Account" intro="The account your business pays from and receives test payments to. Only its last four digits are ever shown.">
      <SetupSection id="actual-method" title="Current payment method">
        {actual ? (
          <Facts
            items={[
              { label: 'Bank name', value: actual.bankName, testId: 'actual-bank-name' },
              { label: 'Routing number', value: actual.routingNumber ?? '—', testId: 'actual-routing-number' },
              { label: 'Bank of this routing number', value: directoryBankName ?? 'Not in the directory', testId: 'directory-bank-name' },
              { label: 'BIN', value: actual.bin },
              { label: 'Account', value: `•••• ${actual.last4}`, testId: 'actual-last4' },
              { label: 'Account holder', value: actual.accountHolderName },
              { label: 'Account type', value: actual.accountType },
              { label: 'Status', value: actual.status, testId: 'actual-status' },
            ]}
          />
        ) : (
          <p data-testid="no-payment-method">No bank account yet.</p>
        )}
      </SetupSection>
      {authorization.needed && authorization.text ? (
        <SetupSection id="subscription-debit-authorization" title={Messages.subscriptionAuthorizationTitle}>
          <Typography sx={{ mb: 1 }}>{Messages.subscriptionAuthorizationIntro}</Typography>
          <Box component="blockquote" data-testid="subscription-authorization-text" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
            {authorization.text}
          </Box>
          {authorization.accepted ? (
            <Typography data-testid="subscription-authorization-accepted">{`${Messages.subscriptionAuthorizationAccepted} (${authorization.accepted})`}</Typography>
          ) : isOwner ? (
            <Form method="post" {...getFormProps(authorizeForm)} noValidate>
              <SetupFormErrors form={authorizeForm} />
              <input type="hidden" name="intent" value={AUTHORIZE_INTENT} />
              <ConformCheckbox field={authorizeFields.accepted} label={Messages.subscriptionAuthorizationCheckbox} />
              <SaveButton intent={AUTHORIZE_INTENT}>{Messages.subscriptionAuthorizationAccept}</SaveButton>
            </Form>
          ) : (
            <Typography data-testid="subscription-authorization-owner-only">{Messages.subscriptionAuthorizationOwnerOnly}</Typography>
          )}
        </SetupSection>
      ) : null}
      <SetupSection id="bank-account-form" title={actual ? 'Replace the bank account' : 'Add the bank account'}>
        <SetupForm form={form} autoComplete="off">
          <input type="hidden" name="intent" value={ACCOUNT_INTENT} />
          <ConformTextField field={fields.bankName} label="Bank name" required fullWidth margin="normal" />
          <RoutingNumberField field={fields.routingNumber} required fullWidth margin="normal" onChange={(event) => lookUp(event.target.value)} />
          <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="routing-bank-hint">
            {lookup.data?.bankName ? `Bank: ${lookup.data.bankName}` : ''}
          </Typography>
          <AccountNumberField field={fields.accountNumber} required fullWidth margin="normal" />
          <ConformTextField field={fields.accountHolderName} label="Account holder name" required fullWidth margin="normal" />
          <ConformSelect fullWidth margin="normal" field={fields.accountType} label="Account type" options={ACCOUNT_TYPE_OPTIONS} required />
        </SetupForm>
      </SetupSection>
      <SetupSection id="inactive-methods" title="Inactive payment methods">
        <DataTable
          labelledBy="inactive-methods-heading"
          rowTestId="inactive-method-row"
          rows={inactive}
          rowKey={(m) => m.id}
          empty="No inactive payment methods."
          columns={[
            { label: 'Bank name', cell: (m) => m.bankName },
            { label: 'BIN', cell: (m) => m.bin },
            { label: 'Account', cell: (m) => `•••• ${m.last4}` },
            { label: 'Status', cell: (m) => m.status },
            { label: 'Replaced', cell: (m) => m.replaced },
          ]}
        />
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
