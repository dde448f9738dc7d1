/**
 * `/transactions/send-payment/add-vendor`: a vendor added by hand, for a business with no
 * accounting system: with its bank details (then back to Send Payment with the vendor chosen) or with an
 * invitation that lets the vendor enter their own (`vendorConnection`, which opens /registration/vendor).
 */
import { muiRoute } from '../../components/MuiScope';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Box, Typography } from '@mui/material';
import { Messages } from '../../../domain/messages';
import { href } from '../../../domain/routes';
import { addVendorSchema, BANK_DETAILS_BY } from '../../../domain/vendors';
import { AccountNumberField, ConformRadioGroup, ConformTextField, RoutingNumberField, StateSelect } from '../../components/Fields';
import { FormPage, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { formAction } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { ACCOUNT_NUMBER_FIELDS, addVendor, bankFormRefusal } from '../../features/payees/vendors.server';
import { requireViewer } from '../../platform/viewer.server';

export const meta: MetaFunction = () => [{ title: 'Add Vendor' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return null;
  });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    schema: addVendorSchema,
    save: (value) => addVendor(args.context, value),
    success: (_, outcome) => (outcome.kind === 'invited' ? Messages.vendorInvited(outcome.name) : Messages.vendorAdded(outcome.name)),
    // Back to Send Payment, with the vendor chosen when it was added with its bank details.
    redirectTo: (_, outcome) => (outcome.kind === 'invited' ? href('transactions.sendPayment') : `${href('transactions.sendPayment')}?${new URLSearchParams({ vendorId: outcome.vendorId })}`),
    hideFields: ACCOUNT_NUMBER_FIELDS,
    refused: bankFormRefusal(href('transactions.sendPayment.addVendor')),
  });

/**
 * The invitation choice shows and hides the bank fields and names the button by a CSS rule on the checked radio, so
 * the form reads right before any script runs and without JavaScript (no reload, nothing typed is lost).
 */
const INVITING = '& form:has(input[name="bankDetailsBy"][value="invite"]:checked)';
const ENTERING = '& form:not(:has(input[name="bankDetailsBy"][value="invite"]:checked))';
const modeStyles = {
  [`${INVITING} .add-vendor-when-entering`]: { display: 'none' },
  [`${ENTERING} .add-vendor-when-inviting`]: { display: 'none' },
};

export default function AddVendor() {
  const [form, fields] = usePageForm(addVendorSchema, {
    id: 'add-vendor',
    defaultValue: { bankDetailsBy: BANK_DETAILS_BY.enter },
    validate: 'onBlur',
  });
  return (
    <Box sx={modeStyles}>
      <FormPage
        title="Add Vendor"
        intro="A vendor you pay by bank transfer (ACH). Enter their bank details yourself, or invite the vendor to enter them."
        section={{ id: 'add-vendor', title: 'Vendor details' }}
        form={form}
        submit={
          <>
            <span className="add-vendor-when-entering">Add vendor</span>
            <span className="add-vendor-when-inviting">Send invitation</span>
          </>
        }
        cancelTo={href('transactions.sendPayment')}
      >
        <Box sx={{ mt: 1 }}>
          <ConformRadioGroup
            field={fields.bankDetailsBy}
            label="Bank details"
            options={[
              { value: BANK_DETAILS_BY.enter, label: 'Enter the bank details now' },
              { value: BANK_DETAILS_BY.invite, label: 'Invite the vendor to enter their own bank details' },
            ]}
          />
        </Box>
        <ConformTextField field={fields.name} label="Vendor name" autoComplete="organization" required fullWidth margin="normal" />
        <ConformTextField field={fields.email} label="Email" type="email" autoComplete="email" required fullWidth margin="normal" />
        <ConformTextField field={fields.address} label="Address" autoComplete="address-line1" required fullWidth margin="normal" />
        <ConformTextField field={fields.city} label="City" autoComplete="address-level2" required fullWidth margin="normal" />
        {/* No state is chosen for the person: a vendor's state is required (spec §5), never Alabama by default. */}
        <StateSelect fullWidth margin="normal" field={fields.state} required />
        <ConformTextField field={fields.zipcode} label="ZIP code" autoComplete="postal-code" required fullWidth margin="normal" />
        <Typography className="add-vendor-when-inviting" sx={{ mt: 2 }} data-testid="add-vendor-invite-note">
          {Messages.vendorInviteNote}
        </Typography>
        <Box component="fieldset" className="add-vendor-when-entering" sx={{ border: 0, p: 0, m: 0, mt: 1 }} data-testid="add-vendor-bank-fields">
          <Typography component="legend" variant="body2" color="text.secondary">
            The vendor&apos;s bank account
          </Typography>
          <ConformTextField field={fields.bankName} label="Bank name" autoComplete="off" fullWidth margin="normal" />
          <RoutingNumberField field={fields.routingNumber} fullWidth margin="normal" />
          <AccountNumberField field={fields.accountNumber} fullWidth margin="normal" />
          <AccountNumberField field={fields.confirmAccountNumber} label="Account number again" fullWidth margin="normal" />
          <ConformTextField field={fields.accountHolderName} label="Account holder name" autoComplete="off" fullWidth margin="normal" />
        </Box>
      </FormPage>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
