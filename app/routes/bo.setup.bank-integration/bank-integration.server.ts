/** Data and saves of /bo/setup/bank-integration: payment-system settings without secrets, and the two kinds of save. */
import { randomUUID } from 'node:crypto';
import type { BankCredentialsInput, WellsFargoSettingsInput } from '../../../domain/payment-systems';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { coreGraphql } from '../../graphql/core';
import type { BankCredentialFieldsFragment, PaymentSystemsSettingsQuery } from '../../graphql/core/graphql';

coreGraphql(`
  fragment BankCredentialFields on BankCredentialSettingsInfo {
    name clientId companyIdForACHPayment isBankCredentialExists status
  }
`);
const SETTINGS_QUERY = coreGraphql(`
  query PaymentSystemsSettings {
    paymentSystemsSettings {
      connectedPaymentSystems
      infoForUpdatingSettingsOfPaymentSystems {
        jackHenry { ...BankCredentialFields }
        bankOfAmerica { ...BankCredentialFields }
        usBank { ...BankCredentialFields }
        bridgeBank { ...BankCredentialFields }
        wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status }
      }
    }
  }
`);
const UPDATE_BANK = coreGraphql(`
  mutation UpdateBankCredentials($paymentSystem: String!, $input: BankCredentialsInput!) {
    updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems }
  }
`);
const UPDATE_WELLS_FARGO = coreGraphql(`
  mutation UpdateWellsFargoSettings($input: WellsFargoSettingsInput!) {
    updateWellsFargoSettings(input: $input) { connectedPaymentSystems }
  }
`);

export type PaymentSystemsSettings = PaymentSystemsSettingsQuery['paymentSystemsSettings'];
export type BankCredentialInfo = BankCredentialFieldsFragment;
export type WellsFargoInfo = PaymentSystemsSettings['infoForUpdatingSettingsOfPaymentSystems']['wellsFargo'];

export async function fetchPaymentSystems(context: RequestContext): Promise<PaymentSystemsSettings> {
  const result = await callApi(context, { document: SETTINGS_QUERY });
  return result.paymentSystemsSettings;
}

type SaveResult = { ok: true } | { ok: false; message: string; code?: string };

async function save(run: () => Promise<unknown>): Promise<SaveResult> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.message, code: error.code };
  }
}

export function saveBankCredentials(context: RequestContext, paymentSystem: string, input: BankCredentialsInput): Promise<SaveResult> {
  return save(() => callApi(context, { document: UPDATE_BANK, variables: { paymentSystem, input } }));
}

interface UploadedFile {
  file: string;
  fileName: string;
}

export function saveWellsFargo(
  context: RequestContext,
  input: WellsFargoSettingsInput & {
    certificateFile: UploadedFile | null;
    keyFile: UploadedFile | null;
    clearCertificateFile: boolean;
    clearKeyFile: boolean;
  },
): Promise<SaveResult> {
  const { gatewayEntityId, paymentType, passphrase, certificateFile, keyFile, clearCertificateFile, clearKeyFile } = input;
  return save(() =>
    callApi(context, {
      document: UPDATE_WELLS_FARGO,
      variables: { input: { gatewayEntityId, paymentType, authCertificate: { passphrase, certificateFile, keyFile, clearCertificateFile, clearKeyFile } } },
    }),
  );
}

/** An uploaded file's text, or null when none was chosen; an error message when it is too big. */
export async function readUpload(value: FormDataEntryValue | null, maxBytes: number): Promise<{ file: UploadedFile | null; error?: string }> {
  if (!value || typeof value === 'string' || value.size === 0) return { file: null };
  if (value.size > maxBytes) return { file: null, error: `The file must be at most ${maxBytes / 1024} KB` };
  return { file: { file: await value.text(), fileName: value.name } };
}

/** A token that differs on every load (the page keys its forms on it). */
export function newRevision(): string {
  return randomUUID();
}
