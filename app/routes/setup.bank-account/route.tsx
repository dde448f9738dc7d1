/**
 * `/setup/bank-account` (vendor manager only): the account the vendor is paid into (last four
 * digits only) and the form to change it. A change is audited, e-mailed to every business that pays the vendor,
 * and holds that business's next payment for its approval (decision 029). Below it, the vendor manager account
 * form of spec §3: the company details the vendor's own side keeps (intent `company`).
 */
import { muiRoute } from '../../components/MuiScope';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Alert, Typography } from '@mui/material';
import { useLoaderData } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { href } from '../../../domain/routes';
import { vendorBankAccountFormSchema, vendorCompanyDetailsSchema } from '../../../domain/vendors';
import { findState } from '../../../domain/states';
import { AccountNumberField, ConformTextField, Facts, RoutingNumberField, StateSelect } from '../../components/Fields';
import { FormSection, PageForm, PageFrame, usePageForm } from '../../components/FormPage';
import { formActions } from '../../platform/form-action.server';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { withServiceBanner } from '../../platform/shell.server';
import { ACCOUNT_NUMBER_FIELDS, bankFormRefusal, changePayoutAccount, loadVendorManagerAccount, updateCompanyDetails } from '../../features/payees/vendors.server';
import { requireViewer } from '../../platform/viewer.server';
import { useZoneFormat } from '../../platform/time-zone';

export const meta: MetaFunction = () => [{ title: 'Bank Account' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return loadVendorManagerAccount(context);
  });
}

export const action = (args: ActionFunctionArgs) =>
  formActions(args, {
    company: {
      schema: vendorCompanyDetailsSchema,
      save: (value) => updateCompanyDetails(args.context, value),
      success: Messages.vendorCompanyDetailsSaved,
    },
    bank: {
      schema: vendorBankAccountFormSchema,
      save: (value) => changePayoutAccount(args.context, value),
      success: Messages.payoutAccountChanged,
      redirectTo: href('setup.bankAccount'),
      hideFields: ACCOUNT_NUMBER_FIELDS,
      refused: bankFormRefusal(href('setup.bankAccount')),
    },
  });

export default function VendorBankAccount() {
  const account = useLoaderData<typeof loader>();
  const zone = useZoneFormat();
  const [form, fields] = usePageForm(vendorBankAccountFormSchema, { id: 'vendor-bank-account', intent: 'bank', validate: 'onBlur' });
  const company = account.companyDetails;
  const [companyForm, companyFields] = usePageForm(vendorCompanyDetailsSchema, {
    id: 'vendor-company-details',
    intent: 'company',
    validate: 'onBlur',
    defaultValue: {
      description: company.description ?? '',
      email: company.email ?? '',
      phoneNumber: company.phoneNumber ?? '',
      address: company.address ?? '',
      address2: company.address2 ?? '',
      city: company.city ?? '',
      // The list's code for what was typed before the page offered a list; nothing chosen when it names no state.
      state: findState(company.state)?.code ?? '',
      zipcode: company.zipcode ?? '',
    },
  });
  const current = account.bankAccount;
  return (
    <PageFrame title="Bank Account" intro={`The account ${account.vendorName} is paid into.`}>
      {current ? (
        <Facts
          testId="payout-account"
          items={[
            { label: 'Bank name', value: current.bankName, testId: 'payout-bank-name' },
            { label: 'Routing number', value: current.routingNumber, testId: 'payout-routing-number' },
            { label: 'Account number', value: `ending ${current.accountNumberLast4}`, testId: 'payout-account-last4' },
            { label: 'Account holder name', value: current.accountHolderName, testId: 'payout-account-holder' },
            ...(account.bankAccountChangedAt ? [{ label: 'Last changed', value: `${zone.dateTime(account.bankAccountChangedAt)} ${zone.timeZone}` }] : []),
          ]}
        />
      ) : (
        <Typography sx={{ mb: 2 }}>No bank account yet.</Typography>
      )}
      <FormSection id="change-account" title="Change the bank account">
        <Alert severity="info" sx={{ mb: 2 }}>
          The businesses that pay you are told by e-mail, and each one approves its next payment to the new account before it is sent.
        </Alert>
        <PageForm form={form} intent="bank" submit="Change bank account">
          <ConformTextField field={fields.bankName} label="Bank name" autoComplete="off" required fullWidth margin="normal" />
          <RoutingNumberField field={fields.routingNumber} required fullWidth margin="normal" />
          <AccountNumberField field={fields.accountNumber} required fullWidth margin="normal" />
          <AccountNumberField field={fields.confirmAccountNumber} label="Account number again" required fullWidth margin="normal" />
          <ConformTextField field={fields.accountHolderName} label="Account holder name" autoComplete="off" required fullWidth margin="normal" />
        </PageForm>
      </FormSection>
      <FormSection id="company-details" title="Company details" testId="company-details">
        <Typography sx={{ mb: 1 }}>How the businesses that pay {account.vendorName} reach you.</Typography>
        <PageForm form={companyForm} intent="company" submit="Save company details">
          <ConformTextField field={companyFields.email} label="E-mail" type="email" autoComplete="email" required fullWidth margin="normal" />
          <ConformTextField field={companyFields.phoneNumber} label="Phone number" type="tel" autoComplete="tel" fullWidth margin="normal" />
          <ConformTextField field={companyFields.address} label="Address" autoComplete="address-line1" required fullWidth margin="normal" />
          <ConformTextField field={companyFields.address2} label="Address line 2" autoComplete="address-line2" fullWidth margin="normal" />
          <ConformTextField field={companyFields.city} label="City" autoComplete="address-level2" required fullWidth margin="normal" />
          <StateSelect field={companyFields.state} autoComplete="address-level1" required fullWidth margin="normal" />
          <ConformTextField field={companyFields.zipcode} label="ZIP code" autoComplete="postal-code" required fullWidth margin="normal" />
          <ConformTextField field={companyFields.description} label="Description" multiline minRows={2} fullWidth margin="normal" />
        </PageForm>
      </FormSection>
    </PageFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
