/** Vendor forms: a vendor added by hand and the bank details a vendor is paid into, one set of rules for web and API. */
import { z } from 'zod';
import { Messages } from './messages';
import { emailField, isPresent, nameField, orderedRules, profileSchema, requiredString, routingNumberField } from './validation';

/** A US deposit account number: digits only, 4 to 17 of them (the ACH entry's DFI account field is 17 wide). */
export const ACCOUNT_NUMBER_DIGITS = /^\d{4,17}$/;

const accountNumberDigitsField = orderedRules([
  [isPresent, Messages.required],
  [(v) => ACCOUNT_NUMBER_DIGITS.test(v.trim()), Messages.accountNumberDigits],
]).transform((v) => v.trim());

/** The bank details a vendor is paid into (spec §3 Bank contact): what the API accepts. */
const vendorBankDetailsFields = {
  bankName: nameField,
  routingNumber: routingNumberField,
  accountNumber: accountNumberDigitsField,
  accountHolderName: nameField,
};
export const vendorBankDetailsSchema = z.object(vendorBankDetailsFields);
export type VendorBankDetails = z.infer<typeof vendorBankDetailsSchema>;

/** A person types the account number twice: the second must equal the first. */
function accountNumbersMatch(value: { accountNumber?: string; confirmAccountNumber?: string }): boolean {
  return (value.accountNumber ?? '').trim() === (value.confirmAccountNumber ?? '').trim();
}

function confirmAccount(value: { accountNumber?: string; confirmAccountNumber?: string }, ctx: z.RefinementCtx) {
  // An empty confirmation is reported as Required by its own field.
  if (value.confirmAccountNumber?.trim() && !accountNumbersMatch(value)) {
    ctx.addIssue({ code: 'custom', path: ['confirmAccountNumber'], message: Messages.accountNumbersMismatch });
  }
}

const confirmAccountNumberField = requiredString;

/** The vendor manager's Bank Account form: the details with the account number entered twice. */
export const vendorBankAccountFormSchema = z
  .object({ ...vendorBankDetailsFields, confirmAccountNumber: confirmAccountNumberField })
  .superRefine(confirmAccount);
export type VendorBankAccountForm = z.infer<typeof vendorBankAccountFormSchema>;

/** Spec §5 "Vendor: name, address, city, state, zipcode" required, plus the e-mail the vendor is reached at. */
const vendorProfileFields = {
  name: nameField,
  email: emailField,
  address: requiredString,
  city: requiredString,
  state: requiredString,
  zipcode: requiredString,
};
export const vendorProfileSchema = z.object(vendorProfileFields);

export const BANK_DETAILS_BY = { enter: 'enter', invite: 'invite' } as const;

/** Add vendor: the vendor with bank details typed by the business, or an invitation for the vendor to enter their own. */
export const addVendorSchema = z
  .discriminatedUnion(
    'bankDetailsBy',
    [
      z.object({ bankDetailsBy: z.literal(BANK_DETAILS_BY.enter), ...vendorProfileFields, ...vendorBankDetailsFields, confirmAccountNumber: confirmAccountNumberField }),
      z.object({ bankDetailsBy: z.literal(BANK_DETAILS_BY.invite), ...vendorProfileFields }),
    ],
    { errorMap: () => ({ message: Messages.required }) },
  )
  .superRefine((value, ctx) => {
    if (value.bankDetailsBy === BANK_DETAILS_BY.enter) confirmAccount(value, ctx);
  });
export type AddVendorForm = z.infer<typeof addVendorSchema>;

/** The history code of a payment held because its vendor changed the bank account it is paid into (decision 029). */
export const PAYOUT_HOLD_CODE = 'payoutChangeHold';

/** Spec §3 "Vendor manager account": the company details the vendor's own side keeps (its name is the business's). */
export const vendorCompanyDetailsSchema = z.object({
  description: z
    .string()
    .trim()
    .max(1000, Messages.setupDescriptionTooLong)
    .optional()
    .transform((v) => v || null),
  email: emailField,
  phoneNumber: profileSchema.shape.phoneNumber.transform((v) => v || null),
  address: requiredString,
  address2: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null),
  city: requiredString,
  state: requiredString,
  zipcode: requiredString,
});
export type VendorCompanyDetails = z.infer<typeof vendorCompanyDetailsSchema>;
