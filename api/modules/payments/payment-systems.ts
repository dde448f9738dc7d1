/**
 * Payment-system settings of a business (spec §3 "Business payment system settings", the setup page
 * /bo/setup/bank-integration). Secrets (client secrets, the Wells Fargo passphrase, certificate and key
 * contents) are sealed with api/lib/crypto.ts inside businesses.paymentSettings.paymentSystemCredentials and
 * never leave the service: callers read `infoForUpdatingSettingsOfPaymentSystems` (flags and plain ids only).
 */
import { and, desc, eq } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import {
  bankCredentialsSchema,
  CERTIFICATE_MAX_BYTES,
  CREDENTIAL_BANKS,
  DEFAULT_CERTIFICATE_FILE_NAME,
  DEFAULT_KEY_FILE_NAME,
  isCredentialBank,
  keepsStoredSecret,
  looksLikePem,
  wellsFargoSettingsSchema,
  WELLS_FARGO,
  type CredentialBank,
  type PaymentSystemKey,
} from '../../../domain/payment-systems';
import { bankAccounts, businesses } from '../../db/schema';
import type { Database } from '../../db/client';
import type { ApiContext } from '../../graphql/context';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { validationError } from '../../lib/errors';
import { callerWithRights } from '../../graphql/access';
import type { BankCredentialSettingsInfo, InfoForUpdatingSettingsOfPaymentSystems, PaymentSystemsSettings, Resolvers } from '../../graphql/generated/core';
import { firstFieldErrors } from '../../../domain/field-errors';

interface SealedFile {
  fileName: string;
  /** Sealed PEM text. */
  content: string;
}

interface StoredBankCredentials {
  clientId: string;
  /** Sealed. */
  clientSecret: string;
  companyIdForACHPayment: string;
  updatedAt: string;
}

interface StoredWellsFargo {
  gatewayEntityId: string;
  paymentType: string;
  /** Sealed; null when the key has no passphrase. */
  passphrase: string | null;
  certificateFile: SealedFile | null;
  keyFile: SealedFile | null;
  updatedAt: string;
}

type StoredCredentials = Record<string, StoredBankCredentials | StoredWellsFargo | undefined>;

interface PaymentSettingsJson extends Record<string, unknown> {
  connectedPaymentSystems?: string[];
  paymentSystemCredentials?: StoredCredentials;
}

export type PaymentSystemStatus = 'connected' | 'incomplete' | 'notConnected';

function statusOf(key: PaymentSystemKey, settings: PaymentSettingsJson, hasSomething: boolean): PaymentSystemStatus {
  if ((settings.connectedPaymentSystems ?? []).includes(key)) return 'connected';
  return hasSomething ? 'incomplete' : 'notConnected';
}

function isBankComplete(stored: StoredBankCredentials | undefined): boolean {
  return Boolean(stored?.clientId && stored.clientSecret);
}

function isWellsFargoComplete(stored: StoredWellsFargo | undefined): boolean {
  return Boolean(stored?.gatewayEntityId && stored.certificateFile && stored.keyFile);
}

/** The public view (spec §3 infoForUpdatingSettingsOfPaymentSystems): no secret, sealed or not. */
export function paymentSystemsView(settings: PaymentSettingsJson): PaymentSystemsSettings {
  const stored = settings.paymentSystemCredentials ?? {};
  const bankInfo = (bank: (typeof CREDENTIAL_BANKS)[number]): BankCredentialSettingsInfo => {
    const s = stored[bank.key] as StoredBankCredentials | undefined;
    return {
      name: bank.name,
      clientId: s?.clientId ?? null,
      companyIdForACHPayment: s?.companyIdForACHPayment || null,
      isBankCredentialExists: isBankComplete(s),
      status: statusOf(bank.key, settings, Boolean(s)),
    };
  };
  const banks = Object.fromEntries(CREDENTIAL_BANKS.map((bank) => [bank.key, bankInfo(bank)])) as Record<CredentialBank, BankCredentialSettingsInfo>;
  const wf = stored.wellsFargo as StoredWellsFargo | undefined;
  const info: InfoForUpdatingSettingsOfPaymentSystems = {
    ...banks,
    wellsFargo: {
      name: WELLS_FARGO.name,
      isAuthCertificateExists: Boolean(wf?.certificateFile && wf.keyFile),
      isBankCredentialExists: Boolean(wf?.gatewayEntityId),
      isPassphraseExists: Boolean(wf?.passphrase),
      certificateFileName: wf?.certificateFile?.fileName ?? null,
      keyFileName: wf?.keyFile?.fileName ?? null,
      gatewayEntityId: wf?.gatewayEntityId ?? null,
      paymentType: wf?.paymentType ?? null,
      status: statusOf(WELLS_FARGO.key, settings, Boolean(wf)),
    },
  };
  return { connectedPaymentSystems: settings.connectedPaymentSystems ?? [], infoForUpdatingSettingsOfPaymentSystems: info };
}

/** Owner, or employee with rights, of a business: nobody else reads or changes its payment systems. */
async function businessOfCaller(ctx: ApiContext): Promise<string> {
  const { scope } = await callerWithRights(ctx);
  return scope.businessId;
}

async function loadSettings(db: Database, businessId: string): Promise<PaymentSettingsJson> {
  const [row] = await db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, businessId));
  return (row?.settings ?? {}) as PaymentSettingsJson;
}

/** Complete settings connect the system (appended, so the business's first system stays its rail); incomplete ones disconnect it. */
function withConnection(settings: PaymentSettingsJson, key: PaymentSystemKey, complete: boolean): string[] {
  const current = (settings.connectedPaymentSystems ?? []).filter((k) => k !== key || complete);
  return complete && !current.includes(key) ? [...current, key] : current;
}

/** Read, change and write the settings in one transaction, locking the business row. */
async function updateSettings(ctx: ApiContext, businessId: string, change: (settings: PaymentSettingsJson) => PaymentSettingsJson) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, businessId)).for('update');
    const next = change((row?.settings ?? {}) as PaymentSettingsJson);
    await tx.update(businesses).set({ paymentSettings: next, updatedAt: ctx.clock() }).where(eq(businesses.id, businessId));
    return next;
  });
}

type FileInput = { file: string; fileName?: string | null } | null | undefined;

function sealFile(input: FileInput, defaultName: string, field: string, key: Buffer, errors: Record<string, string>): SealedFile | undefined {
  if (!input) return undefined;
  const text = input.file ?? '';
  if (Buffer.byteLength(text, 'utf8') > CERTIFICATE_MAX_BYTES) {
    errors[field] = `The file must be at most ${CERTIFICATE_MAX_BYTES / 1024} KB`;
    return undefined;
  }
  if (!looksLikePem(text)) {
    errors[field] = 'The file must be a PEM file';
    return undefined;
  }
  const fileName = (input.fileName ?? '').trim().replace(/[\\/]/g, '_').slice(0, 200) || defaultName;
  return { fileName, content: encryptSecret(text, key) };
}

export const paymentSystemsResolvers = {
  Query: {
    paymentSystemsSettings: async (_, __, ctx) => {
      const businessId = await businessOfCaller(ctx);
      const [paying] = await ctx.db
        .select({ bankName: bankAccounts.bankName, last4: bankAccounts.last4 })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.businessId, businessId), eq(bankAccounts.status, 'active')))
        .orderBy(desc(bankAccounts.createdAt))
        .limit(1);
      return { ...paymentSystemsView(await loadSettings(ctx.db, businessId)), payingAccount: paying ?? null };
    },
  },
  Mutation: {
    updateBankCredentials: async (_, { paymentSystem, input }, ctx) => {
      const businessId = await businessOfCaller(ctx);
      if (!isCredentialBank(paymentSystem)) throw validationError(Messages.formIncorrect, { paymentSystem: 'Unknown payment system' });
      const parsed = bankCredentialsSchema.safeParse({ ...input, companyIdForACHPayment: input.companyIdForACHPayment ?? '' });
      if (!parsed.success) throw validationError(Messages.formIncorrect, firstFieldErrors(parsed.error));
      const { clientId, clientSecret, companyIdForACHPayment } = parsed.data;
      const now = ctx.clock().toISOString();
      const next = await updateSettings(ctx, businessId, (settings) => {
        const stored = settings.paymentSystemCredentials ?? {};
        const previous = stored[paymentSystem] as StoredBankCredentials | undefined;
        let sealed: string;
        if (keepsStoredSecret(clientSecret)) {
          if (!previous?.clientSecret) throw validationError(Messages.formIncorrect, { clientSecret: Messages.required });
          sealed = previous.clientSecret;
        } else sealed = encryptSecret(clientSecret, ctx.config.encryptionKey);
        const entry: StoredBankCredentials = { clientId, clientSecret: sealed, companyIdForACHPayment, updatedAt: now };
        return {
          ...settings,
          paymentSystemCredentials: { ...stored, [paymentSystem]: entry },
          connectedPaymentSystems: withConnection(settings, paymentSystem, isBankComplete(entry)),
        };
      });
      return paymentSystemsView(next);
    },
    updateWellsFargoSettings: async (_, { input }, ctx) => {
      const businessId = await businessOfCaller(ctx);
      const auth = input.authCertificate ?? {};
      const parsed = wellsFargoSettingsSchema.safeParse({ gatewayEntityId: input.gatewayEntityId, paymentType: input.paymentType, passphrase: auth.passphrase ?? '' });
      const errors: Record<string, string> = parsed.success ? {} : firstFieldErrors(parsed.error);
      const key = ctx.config.encryptionKey;
      const certificateFile = sealFile(auth.certificateFile, DEFAULT_CERTIFICATE_FILE_NAME, 'certificateFile', key, errors);
      const keyFile = sealFile(auth.keyFile, DEFAULT_KEY_FILE_NAME, 'keyFile', key, errors);
      if (!parsed.success || Object.keys(errors).length) throw validationError(Messages.formIncorrect, errors);
      const { gatewayEntityId, paymentType, passphrase } = parsed.data;
      const now = ctx.clock().toISOString();
      const next = await updateSettings(ctx, businessId, (settings) => {
        const stored = settings.paymentSystemCredentials ?? {};
        const previous = stored.wellsFargo as StoredWellsFargo | undefined;
        const entry: StoredWellsFargo = {
          gatewayEntityId,
          paymentType,
          passphrase: keepsStoredSecret(passphrase) ? (previous?.passphrase ?? null) : passphrase ? encryptSecret(passphrase, key) : null,
          certificateFile: certificateFile ?? (auth.clearCertificateFile ? null : (previous?.certificateFile ?? null)),
          keyFile: keyFile ?? (auth.clearKeyFile ? null : (previous?.keyFile ?? null)),
          updatedAt: now,
        };
        return {
          ...settings,
          paymentSystemCredentials: { ...stored, wellsFargo: entry },
          connectedPaymentSystems: withConnection(settings, WELLS_FARGO.key, isWellsFargoComplete(entry)),
        };
      });
      return paymentSystemsView(next);
    },
  },
} satisfies Resolvers;

/** What a bank's API connector needs of a business: its saved client id and secret (opened), company id and name. */
import type { BankApiCredentials } from '../../rails/payments-port';
export type { BankApiCredentials };

/**
 * The business's saved credentials for a bank's API, opened for the moment of a call; null when they are incomplete
 * (the rail then cannot submit, and says so). Never returned through GraphQL.
 */
export async function bankApiCredentials(db: Pick<Database, 'select'>, businessId: string, bank: CredentialBank, key: Buffer): Promise<BankApiCredentials | null> {
  const [row] = await db.select({ name: businesses.name, settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, businessId));
  const stored = ((row?.settings ?? {}) as PaymentSettingsJson).paymentSystemCredentials?.[bank] as StoredBankCredentials | undefined;
  if (!row || !isBankComplete(stored) || !stored!.companyIdForACHPayment) return null;
  return { clientId: stored!.clientId, clientSecret: decryptSecret(stored!.clientSecret, key), companyId: stored!.companyIdForACHPayment, companyName: row.name };
}

/** Whether the business saved everything a bank's API connector needs (the administrator's rail choice offers it then). */
export async function hasBankApiCredentials(db: Pick<Database, 'select'>, businessId: string, bank: CredentialBank): Promise<boolean> {
  const [row] = await db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, businessId));
  const stored = ((row?.settings ?? {}) as PaymentSettingsJson).paymentSystemCredentials?.[bank] as StoredBankCredentials | undefined;
  return isBankComplete(stored) && Boolean(stored!.companyIdForACHPayment);
}
