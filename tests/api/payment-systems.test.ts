/** Payment-system settings: who may read and change them, secrets sealed and never returned, the placeholder, setup access. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, users } from '../../api/db/schema';
import { decryptSecret } from '../../api/lib/crypto';
import { SETUP_VERIFICATION_REQUIRED } from '../../api/graphql/setup-access';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { SECRET_PLACEHOLDER } from '../../domain/payment-systems';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof DEMO_USERS;
const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });

coreGraphql(`fragment PaymentSystemsView on PaymentSystemsSettings { connectedPaymentSystems infoForUpdatingSettingsOfPaymentSystems {
  jackHenry { name clientId companyIdForACHPayment isBankCredentialExists status }
  bankOfAmerica { clientId companyIdForACHPayment isBankCredentialExists status }
  usBank { clientId isBankCredentialExists status }
  bridgeBank { clientId isBankCredentialExists status }
  wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status } } }`);
const READ = coreGraphql(`query PaymentSystemsRead { paymentSystemsSettings { ...PaymentSystemsView } }`);
const UPDATE_BANK = coreGraphql(`mutation PaymentSystemsUpdateBank($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { ...PaymentSystemsView } }`);
const UPDATE_WF = coreGraphql(`mutation PaymentSystemsUpdateWf($input: WellsFargoSettingsInput!) { updateWellsFargoSettings(input: $input) { ...PaymentSystemsView } }`);

const CLIENT_SECRET = 'jh-client-secret-7f3a9c';
const PASSPHRASE = 'wf-pass-phrase-5521';
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUcertificatebodyQ==\n-----END CERTIFICATE-----\n';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49privatekeybodyAg==\n-----END PRIVATE KEY-----\n';
const SECRETS = [CLIENT_SECRET, PASSPHRASE, 'certificatebody', 'privatekeybody'];

async function storedSettings(name: string) {
  const [row] = await t.db.select({ s: businesses.paymentSettings }).from(businesses).where(eq(businesses.name, name));
  return row.s as Record<string, any>;
}

function expectNoSecrets(body: unknown) {
  const json = JSON.stringify(body);
  for (const secret of SECRETS) expect(json).not.toContain(secret);
  expect(json).not.toMatch(/v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./); // no sealed value either
}

describe('bank credentials (Jack Henry, Bank of America, U.S. Bank, Bridge Community Bank)', () => {
  it('an owner saves credentials: the secret is sealed at rest, never returned, and the bank is connected', async () => {
    const saved = await core(UPDATE_BANK, 'northwindOwner', { paymentSystem: 'jackHenry', input: { clientId: 'nw-client', clientSecret: CLIENT_SECRET, companyIdForACHPayment: '1872043196' } });
    expect(saved.errors).toBeUndefined();
    expectNoSecrets(saved);
    const view = saved.data!.updateBankCredentials;
    expect(view.infoForUpdatingSettingsOfPaymentSystems.jackHenry).toEqual({
      name: 'Jack Henry',
      clientId: 'nw-client',
      companyIdForACHPayment: '1872043196',
      isBankCredentialExists: true,
      status: 'connected',
    });
    // Appended: the business's first system (its rail's bank) stays first.
    expect(view.connectedPaymentSystems).toEqual(['bankOfAmerica', 'jackHenry']);
    const stored = await storedSettings('Northwind Supply Co.');
    expect(JSON.stringify(stored)).not.toContain(CLIENT_SECRET);
    expect(decryptSecret(stored.paymentSystemCredentials.jackHenry.clientSecret, t.config.encryptionKey)).toBe(CLIENT_SECRET);
    const read = await core(READ, 'northwindEmployee');
    expect(read.errors).toBeUndefined();
    expectNoSecrets(read);
    expect(read.data!.paymentSystemsSettings.infoForUpdatingSettingsOfPaymentSystems.jackHenry.isBankCredentialExists).toBe(true);
  });

  it('the placeholder keeps the stored secret; a new value replaces it', async () => {
    const kept = await core(UPDATE_BANK, 'northwindEmployee', { paymentSystem: 'jackHenry', input: { clientId: 'nw-client-2', clientSecret: SECRET_PLACEHOLDER } });
    expect(kept.errors).toBeUndefined();
    let stored = await storedSettings('Northwind Supply Co.');
    expect(stored.paymentSystemCredentials.jackHenry.clientId).toBe('nw-client-2');
    expect(decryptSecret(stored.paymentSystemCredentials.jackHenry.clientSecret, t.config.encryptionKey)).toBe(CLIENT_SECRET);
    await core(UPDATE_BANK, 'northwindOwner', { paymentSystem: 'jackHenry', input: { clientId: 'nw-client-2', clientSecret: 'rotated-secret' } });
    stored = await storedSettings('Northwind Supply Co.');
    expect(decryptSecret(stored.paymentSystemCredentials.jackHenry.clientSecret, t.config.encryptionKey)).toBe('rotated-secret');
  });

  it('the placeholder with nothing stored is refused as Required; blank fields are Required', async () => {
    const placeholder = await core(UPDATE_BANK, 'northwindOwner', { paymentSystem: 'usBank', input: { clientId: 'x', clientSecret: SECRET_PLACEHOLDER } });
    expect(codeOf(placeholder)).toBe(ErrorCodes.validation);
    expect(placeholder.errors![0].extensions!.fieldErrors).toEqual({ clientSecret: Messages.required });
    const blank = await core(UPDATE_BANK, 'northwindOwner', { paymentSystem: 'usBank', input: { clientId: ' ', clientSecret: '' } });
    expect(blank.errors![0].message).toBe(Messages.formIncorrect);
    expect(blank.errors![0].extensions!.fieldErrors).toEqual({ clientId: Messages.required, clientSecret: Messages.required });
    const unknown = await core(UPDATE_BANK, 'northwindOwner', { paymentSystem: 'wellsFargo', input: { clientId: 'x', clientSecret: 'y' } });
    expect(codeOf(unknown)).toBe(ErrorCodes.validation);
  });

  it('an employee without rights, a vendor manager, a bank user and the admin may neither read nor change them', async () => {
    for (const as of ['northwindClerk', 'acmeVendorManager', 'banker', 'admin'] as As[]) {
      expect(codeOf(await core(READ, as))).toBe(ErrorCodes.forbidden);
      const change = await core(UPDATE_BANK, as, { paymentSystem: 'jackHenry', input: { clientId: 'evil', clientSecret: 'evil' } });
      expect(codeOf(change)).toBe(ErrorCodes.forbidden);
    }
    const stored = await storedSettings('Northwind Supply Co.');
    expect(stored.paymentSystemCredentials.jackHenry.clientId).toBe('nw-client-2');
  });

  it('another business sees only its own settings and cannot touch Northwind’s', async () => {
    const bayside = await core(READ, 'baysideOwner');
    expect(bayside.data!.paymentSystemsSettings.infoForUpdatingSettingsOfPaymentSystems.jackHenry).toMatchObject({ clientId: null, isBankCredentialExists: false, status: 'notConnected' });
    await core(UPDATE_BANK, 'baysideOwner', { paymentSystem: 'jackHenry', input: { clientId: 'bay-client', clientSecret: 'bay-secret' } });
    const northwind = await storedSettings('Northwind Supply Co.');
    expect(northwind.paymentSystemCredentials.jackHenry.clientId).toBe('nw-client-2');
  });
});

describe('Wells Fargo', () => {
  const file = (text: string, fileName?: string) => ({ file: text, fileName });

  it('saves certificate, key and passphrase sealed, with default names, and connects', async () => {
    const saved = await core(UPDATE_WF, 'baysideOwner', {
      input: { gatewayEntityId: 'GW-1001', paymentType: 'ACH', authCertificate: { certificateFile: file(CERT), keyFile: file(KEY, 'bayside.key'), passphrase: PASSPHRASE } },
    });
    expect(saved.errors).toBeUndefined();
    expectNoSecrets(saved);
    expect(saved.data!.updateWellsFargoSettings.infoForUpdatingSettingsOfPaymentSystems.wellsFargo).toEqual({
      name: 'Wells Fargo',
      isAuthCertificateExists: true,
      isBankCredentialExists: true,
      isPassphraseExists: true,
      certificateFileName: 'certificate.pem',
      keyFileName: 'bayside.key',
      gatewayEntityId: 'GW-1001',
      paymentType: 'ACH',
      status: 'connected',
    });
    const wf = (await storedSettings('Bayside Auto Care')).paymentSystemCredentials.wellsFargo;
    expect(decryptSecret(wf.certificateFile.content, t.config.encryptionKey)).toBe(CERT);
    expect(decryptSecret(wf.keyFile.content, t.config.encryptionKey)).toBe(KEY);
    expect(decryptSecret(wf.passphrase, t.config.encryptionKey)).toBe(PASSPHRASE);
    expectNoSecrets(await core(READ, 'baysideEmployee'));
  });

  it('keeps files and passphrase when left out or given the placeholder; clearing a file disconnects', async () => {
    const kept = await core(UPDATE_WF, 'baysideEmployee', { input: { gatewayEntityId: 'GW-2002', paymentType: 'RTP', authCertificate: { passphrase: SECRET_PLACEHOLDER } } });
    expect(kept.errors).toBeUndefined();
    let wf = (await storedSettings('Bayside Auto Care')).paymentSystemCredentials.wellsFargo;
    expect(decryptSecret(wf.passphrase, t.config.encryptionKey)).toBe(PASSPHRASE);
    expect(wf.certificateFile.fileName).toBe('certificate.pem');
    expect(wf.gatewayEntityId).toBe('GW-2002');
    const cleared = await core(UPDATE_WF, 'baysideOwner', { input: { gatewayEntityId: 'GW-2002', paymentType: 'RTP', authCertificate: { passphrase: SECRET_PLACEHOLDER, clearKeyFile: true } } });
    const view = cleared.data!.updateWellsFargoSettings;
    expect(view.infoForUpdatingSettingsOfPaymentSystems.wellsFargo).toMatchObject({ isAuthCertificateExists: false, keyFileName: null, certificateFileName: 'certificate.pem', status: 'incomplete' });
    expect(view.connectedPaymentSystems).not.toContain('wellsFargo');
    wf = (await storedSettings('Bayside Auto Care')).paymentSystemCredentials.wellsFargo;
    expect(wf.keyFile).toBeNull();
  });

  it('refuses a file that is not PEM, an unknown payment type and a blank gateway entity id', async () => {
    const bad = await core(UPDATE_WF, 'baysideOwner', { input: { gatewayEntityId: '', paymentType: 'CHEQUE', authCertificate: { certificateFile: file('not a certificate') } } });
    expect(codeOf(bad)).toBe(ErrorCodes.validation);
    expect(bad.errors![0].extensions!.fieldErrors).toEqual({ gatewayEntityId: Messages.required, paymentType: Messages.required, certificateFile: 'The file must be a PEM file' });
  });

  it('an employee without rights cannot change them', async () => {
    const change = await core(UPDATE_WF, 'northwindClerk', { input: { gatewayEntityId: 'X', paymentType: 'ACH' } });
    expect(codeOf(change)).toBe(ErrorCodes.forbidden);
  });
});

describe('setup access', () => {
  it('an MFA owner of a registered business must verify for setup before changing settings, not before reading them', async () => {
    const read = await core(READ, 'northwindSecureOwner');
    expect(read.errors).toBeUndefined();
    const change = await core(UPDATE_BANK, 'northwindSecureOwner', { paymentSystem: 'usBank', input: { clientId: 'sec', clientSecret: 'sec-secret' } });
    expect(codeOf(change)).toBe(ErrorCodes.forbidden);
    expect(change.errors![0].extensions!.reason).toBe(SETUP_VERIFICATION_REQUIRED);
    await t.db.update(users).set({ setupExpiredAt: new Date(t.clock().getTime() + 60_000) }).where(eq(users.email, 'secure@northwind.test'));
    const allowed = await core(UPDATE_BANK, 'northwindSecureOwner', { paymentSystem: 'usBank', input: { clientId: 'sec', clientSecret: 'sec-secret' } });
    expect(allowed.errors).toBeUndefined();
  });
});
