/** Data and saves of /bo/setup/bank-integration: payment-system settings without secrets, and the two kinds of save. */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { BankCredentialsInput, wellsFargoFormSchema } from '../../../domain/payment-systems';
import { callApi } from '../../platform/api.server';
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

/** Saves a bank's client credentials; an ApiError is the services' refusal. */
export async function saveBankCredentials(context: RequestContext, paymentSystem: string, input: BankCredentialsInput): Promise<void> {
  await callApi(context, { document: UPDATE_BANK, variables: { paymentSystem, input } });
}

/** An uploaded PEM file as the services take it: its text and name (none chosen, or an empty one: none sent). */
async function uploaded(file: File | undefined) {
  return file && file.size > 0 ? { file: await file.text(), fileName: file.name } : null;
}

type WellsFargoFormInput = z.infer<typeof wellsFargoFormSchema>;

/** Saves Wells Fargo's settings with its certificate and key; an ApiError is the services' refusal. */
export async function saveWellsFargo(context: RequestContext, input: WellsFargoFormInput): Promise<void> {
  const { gatewayEntityId, paymentType, passphrase, clearCertificateFile, clearKeyFile } = input;
  const [certificateFile, keyFile] = await Promise.all([uploaded(input.certificateFile), uploaded(input.keyFile)]);
  await callApi(context, {
    document: UPDATE_WELLS_FARGO,
    variables: { input: { gatewayEntityId, paymentType, authCertificate: { passphrase, certificateFile, keyFile, clearCertificateFile, clearKeyFile } } },
  });
}

/** A token that differs on every load (the page keys its forms on it). */
export function newRevision(): string {
  return randomUUID();
}
