/**
 * `/setup/bank-account` (vendor manager only, issue 11 item 5): the account the vendor is paid into (last four
 * digits only) and the form to change it. A change is audited, e-mailed to every business that pays the vendor,
 * and holds that business's next payment for its approval (decision 029).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Alert, Typography } from '@mui/material';
import { useLoaderData } from '@remix-run/react';
import { Messages } from '../../domain/messages';
import { href } from '../../domain/routes';
import { vendorBankAccountFormSchema } from '../../domain/vendors';
import { AccountNumberField, ConformTextField, Facts, RoutingNumberField } from '../components/Fields';
import { FormPage, usePageForm } from '../components/FormPage';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { redirect } from '../services/redirect.server';
import { withServiceBanner } from '../services/shell.server';
import { bankFormInvalid, bankFormRefused, changePayoutAccount, loadVendorManagerAccount } from '../services/vendors.server';
import { requireViewer } from '../services/viewer.server';
import { parseForm } from '../utils/forms';
import { useZoneFormat } from '../utils/time-zone';

export const meta: MetaFunction = () => [{ title: 'Bank Account' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return loadVendorManagerAccount(context);
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const submission = parseForm(await request.formData(), vendorBankAccountFormSchema);
    if (submission.status !== 'success') return bankFormInvalid(submission);
    try {
      await changePayoutAccount(context, submission.value);
    } catch (error) {
      return bankFormRefused(submission, error, href('setup.bankAccount'));
    }
    context.session.flash('success', Messages.payoutAccountChanged);
    throw redirect(href('setup.bankAccount'));
  });
}

export default function VendorBankAccount() {
  const account = useLoaderData<typeof loader>();
  const zone = useZoneFormat();
  const [form, fields] = usePageForm(vendorBankAccountFormSchema, { id: 'vendor-bank-account', validate: 'onBlur' });
  const current = account.bankAccount;
  return (
    <FormPage
      title="Bank Account"
      intro={`The account ${account.vendorName} is paid into.`}
      before={
        current ? (
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
        )
      }
      section={{ id: 'change-account', title: 'Change the bank account' }}
      lead={
        <Alert severity="info" sx={{ mb: 2 }}>
          The businesses that pay you are told by e-mail, and each one approves its next payment to the new account before it is sent.
        </Alert>
      }
      form={form}
      submit="Change bank account"
    >
      <ConformTextField field={fields.bankName} label="Bank name" autoComplete="off" required fullWidth margin="normal" />
      <RoutingNumberField field={fields.routingNumber} required fullWidth margin="normal" />
      <AccountNumberField field={fields.accountNumber} required fullWidth margin="normal" />
      <AccountNumberField field={fields.confirmAccountNumber} label="Account number again" required fullWidth margin="normal" />
      <ConformTextField field={fields.accountHolderName} label="Account holder name" autoComplete="off" required fullWidth margin="normal" />
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
