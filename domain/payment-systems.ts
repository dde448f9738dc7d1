/**
 * Payment systems a business connects on /bo/setup/bank-integration (spec §3 "Business payment system
 * settings"): the catalogue, the placeholder shown for a stored secret, default certificate file names and
 * the form schemas shared by the web action and the API.
 */
import { z } from 'zod';
import { Messages } from './messages';
import { NAME_MAX_LENGTH } from './timings';
import { WELLS_FARGO_PAYMENT_TYPES } from './payment-system-names';
import { requiredString } from './validation';

export {
  BRAINTREE,
  CREDENTIAL_BANKS,
  isCredentialBank,
  PAYMENT_SYSTEM_KEYS,
  paymentSystemName,
  WELLS_FARGO,
  WELLS_FARGO_PAYMENT_TYPES,
  type CredentialBank,
  type PaymentSystemKey,
} from './payment-system-names';
/** Shown in the field of a stored secret; sending it back unchanged keeps the stored value. */
export const SECRET_PLACEHOLDER = '••••••••';

export const DEFAULT_CERTIFICATE_FILE_NAME = 'certificate.pem';
export const DEFAULT_KEY_FILE_NAME = 'certificateKey.key';
/** Certificates and keys are small PEM texts. */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;

/** The value is the placeholder of a stored secret: keep what is stored. */
export function keepsStoredSecret(value: string | null | undefined): boolean {
  return value === SECRET_PLACEHOLDER;
}

/** PEM text: at least one BEGIN/END block. */
export function looksLikePem(text: string): boolean {
  return /-----BEGIN [A-Z0-9 ]+-----[\s\S]+-----END [A-Z0-9 ]+-----/.test(text);
}

const shortText = (max = NAME_MAX_LENGTH - 1) => z.string().trim().max(max, Messages.nameTooLong);

export const bankCredentialsSchema = z.object({
  clientId: requiredString.pipe(shortText(200)),
  /** The placeholder keeps the stored secret. */
  clientSecret: requiredString.pipe(z.string().max(500, Messages.nameTooLong)),
  companyIdForACHPayment: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH - 1, Messages.nameTooLong)
    .refine((v) => /^[A-Za-z0-9]*$/.test(v), Messages.latinOnly)
    // NACHA's Company Identification: ten characters when given (a made-up value is not accepted).
    .refine((v) => v === '' || !/^[A-Za-z0-9]*$/.test(v) || v.length === 10, Messages.companyIdFormat)
    .optional()
    .default(''),
});
export type BankCredentialsInput = z.infer<typeof bankCredentialsSchema>;

export const wellsFargoSettingsSchema = z.object({
  gatewayEntityId: requiredString.pipe(shortText(200)),
  paymentType: z.enum(WELLS_FARGO_PAYMENT_TYPES, { errorMap: () => ({ message: Messages.required }) }),
  /** Empty: no passphrase; the placeholder keeps the stored one. */
  passphrase: z.string().max(500, Messages.nameTooLong).optional().default(''),
});
export type WellsFargoSettingsInput = z.infer<typeof wellsFargoSettingsSchema>;

export const certificateTooLarge = `The file must be at most ${CERTIFICATE_MAX_BYTES / 1024} KB`;
/** A PEM upload: none chosen is no file (conform reads an empty file part as absent); a larger one is refused by size. */
const pemUpload = z
  .instanceof(File)
  .refine((file) => file.size <= CERTIFICATE_MAX_BYTES, certificateTooLarge)
  .optional();
/** A checkbox: present ("on") when ticked. */
const ticked = z
  .string()
  .optional()
  .transform((value) => value === 'on');

/** The web's Wells Fargo form: the settings with the certificate and key uploads and their "remove" boxes. */
export const wellsFargoFormSchema = wellsFargoSettingsSchema.extend({
  certificateFile: pemUpload,
  keyFile: pemUpload,
  clearCertificateFile: ticked,
  clearKeyFile: ticked,
});
