/**
 * Vendors from the web: one added by hand from Send Payment (createVendor, or the vendor invitation that lets the
 * vendor enter their own bank details) and the vendor manager's own bank account (/setup/bank-account).
 */
import { Messages } from '../../../domain/messages';
import { BANK_DETAILS_BY, type AddVendorForm, type VendorBankAccountForm, type VendorCompanyDetails } from '../../../domain/vendors';
import { callApi, type ApiError } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { apiErrorMessage, apiFieldErrors, type RefusalReply } from '../../platform/form-action.server';
import { sendInvite } from '../network/invitations.server';
import { redirectIfSetupVerificationNeeded } from '../subscriptions/subscriptions.server';
import { coreGraphql } from '../../graphql/core';

const CREATE_VENDOR = coreGraphql(`
  mutation CreateVendor($input: CreateVendorInput!) {
    createVendor(input: $input) { id name }
  }
`);

const VENDOR_MANAGER_ACCOUNT = coreGraphql(`
  query VendorManagerAccount {
    vendorManagerAccount {
      vendorId
      vendorName
      bankAccountChangedAt
      bankAccount { bankName routingNumber accountNumberLast4 accountHolderName }
      companyDetails { description email phoneNumber address address2 city state zipcode country }
    }
  }
`);

const UPDATE_COMPANY_DETAILS = coreGraphql(`
  mutation UpdateVendorCompanyDetails($input: VendorCompanyDetailsInput!) {
    updateVendorCompanyDetails(input: $input) { vendorId }
  }
`);

const CHANGE_PAYOUT_ACCOUNT = coreGraphql(`
  mutation ChangeVendorPayoutAccount($input: BankAccountInput!) {
    changeVendorPayoutAccount(input: $input) { vendorId }
  }
`);

/** What adding a vendor did: created one ready to pay (its id), or invited it to enter its own bank details. */
export type AddVendorOutcome = { kind: 'created'; vendorId: string; name: string } | { kind: 'invited'; name: string };

export async function addVendor(context: RequestContext, form: AddVendorForm): Promise<AddVendorOutcome> {
  if (form.bankDetailsBy === BANK_DETAILS_BY.invite) {
    // The vendor is created now, with its address and without bank details, so it can be paid before it registers (decision 094).
    const { name, email, address, city, state, zipcode } = form;
    await sendInvite(context, 'vendorConnection', { name, email, address, city, state, zipcode });
    return { kind: 'invited', name: form.name };
  }
  const { name, email, address, city, state, zipcode, bankName, routingNumber, accountNumber, accountHolderName } = form;
  const { createVendor } = await callApi(context, {
    document: CREATE_VENDOR,
    variables: { input: { name, email, address, city, state, zipcode, bankAccount: { bankName, routingNumber, accountNumber, accountHolderName } } },
  });
  return { kind: 'created', vendorId: createVendor.id, name: createVendor.name };
}

export async function loadVendorManagerAccount(context: RequestContext) {
  return (await callApi(context, { document: VENDOR_MANAGER_ACCOUNT })).vendorManagerAccount;
}

export async function changePayoutAccount(context: RequestContext, form: VendorBankAccountForm) {
  const { bankName, routingNumber, accountNumber, accountHolderName } = form;
  await callApi(context, { document: CHANGE_PAYOUT_ACCOUNT, variables: { input: { bankName, routingNumber, accountNumber, accountHolderName } } });
}

export async function updateCompanyDetails(context: RequestContext, form: VendorCompanyDetails) {
  await callApi(context, { document: UPDATE_COMPANY_DETAILS, variables: { input: form } });
}

/** Account numbers never travel back into the page after a post. */
/** A bank-details form's 400 answer never sends back the account numbers typed. */
export const ACCOUNT_NUMBER_FIELDS = ['accountNumber', 'confirmAccountNumber'];

/**
 * A bank-details form's API refusal (its `refused`): the setup verification first (then back to `here`), else the
 * API's message with its field errors (a vendor name the business has is the name field's).
 */
export function bankFormRefusal(here: string) {
  return (error: ApiError): RefusalReply => {
    redirectIfSetupVerificationNeeded(error, here);
    const message = apiErrorMessage(error);
    const fieldErrors = message === Messages.duplicateName ? { name: [message] } : apiFieldErrors(error);
    return { formErrors: [message], fieldErrors };
  };
}
