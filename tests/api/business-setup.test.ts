/** Business setup and the registration stepper over the API: who may read and change what, validation, the logo, and Harbor's registration. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSetupSettings, businesses, serviceLevels } from '../../api/db/schema';
import { SETUP_VERIFICATION_REQUIRED } from '../../api/graphql/setup-access';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { LOGO_MAX_BYTES } from '../../domain/setup-validation';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
const businessId: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const [key, user] of Object.entries(DEMO_USERS)) {
    if (key === 'northwindSecureOwner') continue;
    token[key] = (await t.tokensFor(user.email)).accessToken;
  }
  for (const b of await t.db.select().from(businesses)) businessId[b.name] = b.id;
});
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof DEMO_USERS;
const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const reports = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });

const SETUP = coreGraphql(`query BusinessSetupSetup { businessSetup { businessId name tinOrEinNumber location { zipcode address city state country } emailSettings isPaymentsApproved
  paymentTime { time timeZone } connectedPaymentSystems
  sharedPaymentMethods { actualSharedPaymentMethod { bankName bin last4 status } inactiveSharedPaymentMethods { bankName bin last4 status } }
  accountingSystems { key connected mode } acumatica { url isHashExists } branding { description logoContentType logoSize }
  registration { serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount connectedAccountingSystemsCount paymentTimeSet isVisitedActiveUserPage } } }`);
const EMAIL = coreGraphql(`mutation BusinessSetupEmail($on: Boolean!) { setEmailSettings(emailSettings: $on) { emailSettings } }`);
const ADDRESS = coreGraphql(`mutation BusinessSetupAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name tinOrEinNumber location { zipcode address city state country } } }`);
const UPLOAD = coreGraphql(`mutation BusinessSetupUpload($input: BusinessLogoInput!) { uploadBusinessLogo(input: $input) { logoContentType logoFileName logoSize } }`);
const LOGO = coreGraphql(`query BusinessSetupLogo { businessLogo { contentType fileName contentBase64 } }`);
const REGISTER = coreGraphql(`mutation BusinessSetupRegister { setupRegistrationDate { status } }`);
const harborAddress = { name: 'Harbor Freightways', zipcode: '98101', address: '1 Pier Rd', city: 'Seattle', state: 'WA', tinOrEinNumber: '12-3456789' };

describe('who may read and change a business setup', () => {
  it('lets the owner and an employee with rights read their own business', async () => {
    const owner = await core(SETUP, 'harborOwner');
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.businessSetup.businessId).toBe(businessId['Harbor Freightways']);
    expect(owner.data!.businessSetup.location.country).toBe('United States');
    const employee = await core(SETUP, 'northwindEmployee');
    expect(employee.data!.businessSetup.businessId).toBe(businessId['Northwind Supply Co.']);
  });

  it('refuses an employee without rights, a vendor manager, a bank user and the admin', async () => {
    for (const as of ['northwindClerk', 'acmeVendorManager', 'banker', 'admin'] as As[]) {
      expect(codeOf(await core(SETUP, as))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(EMAIL, as, { on: false }))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(ADDRESS, as, { input: harborAddress }))).toBe(ErrorCodes.forbidden);
    }
    const [northwind] = await t.db.select().from(businessSetupSettings).where(eq(businessSetupSettings.businessId, businessId['Northwind Supply Co.']));
    // Northwind's flag is on in the demo data, and none of them turned it off.
    expect(northwind?.emailSettings).toBe(true);
  });

  it('does not let a vendor manager see a business', async () => {
    const result = await core(coreGraphql(`query BusinessSetupBusiness($id: ID!) { business(id: $id) { id name } }`), 'acmeVendorManager', { id: businessId['Northwind Supply Co.'] });
    expect(codeOf(result)).toBe(ErrorCodes.forbidden);
    expect(result.data?.business ?? null).toBeNull();
  });

  it('changes only the caller’s own business', async () => {
    expect((await core(EMAIL, 'baysideOwner', { on: true })).data!.setEmailSettings.emailSettings).toBe(true);
    expect((await core(SETUP, 'harborOwner')).data!.businessSetup.emailSettings).toBe(false);
    expect((await core(SETUP, 'baysideEmployee')).data!.businessSetup.emailSettings).toBe(true);
    expect((await core(EMAIL, 'baysideEmployee', { on: false })).data!.setEmailSettings.emailSettings).toBe(false);
  });

  it('needs setup access (a fresh verification) when MFA is on', async () => {
    const secure = await t.tokensFor(DEMO_USERS.northwindSecureOwner.email);
    const result = await t.gql(EMAIL, { on: true }, { token: secure.accessToken });
    expect(codeOf(result)).toBe(ErrorCodes.forbidden);
    expect(result.errors![0].extensions!.reason).toBe(SETUP_VERIFICATION_REQUIRED);
    // Reading is not a change.
    expect((await t.gql(SETUP, {}, { token: secure.accessToken })).errors).toBeUndefined();
  });

  it('keeps approval for payments to businesses with the Approval product', async () => {
    const SET = coreGraphql(`mutation BusinessSetupSet($on: Boolean!) { setPaymentsApproval(isPaymentsApproved: $on) { isPaymentsApproved } }`);
    expect(codeOf(await core(SET, 'baysideOwner', { on: true }))).toBe(ErrorCodes.forbidden);
    expect((await core(SET, 'northwindOwner', { on: true })).data!.setPaymentsApproval.isPaymentsApproved).toBe(true);
    expect((await core(SET, 'northwindOwner', { on: false })).data!.setPaymentsApproval.isPaymentsApproved).toBe(false);
  });

  it('keeps branding to the owner', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const input = { fileName: 'logo.png', contentBase64: png.toString('base64') };
    expect(codeOf(await core(UPLOAD, 'northwindEmployee', { input }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(coreGraphql(`mutation BusinessSetupUpdateBranding { updateBranding(input: { description: "x" }) { description } }`), 'northwindEmployee'))).toBe(ErrorCodes.forbidden);
  });
});

describe('validation', () => {
  it('answers field errors and the form-level message', async () => {
    const empty = await core(ADDRESS, 'harborOwner', { input: { name: '', zipcode: '', address: '', city: '' } });
    expect(codeOf(empty)).toBe(ErrorCodes.validation);
    expect(empty.errors![0].message).toBe(Messages.formRequired);
    expect(empty.errors![0].extensions!.fieldErrors).toMatchObject({ name: Messages.required, city: Messages.required, state: Messages.required });
    const wrong = await core(ADDRESS, 'harborOwner', { input: { ...harborAddress, tinOrEinNumber: '1234' } });
    expect(wrong.errors![0].message).toBe(Messages.formIncorrect);
    expect(wrong.errors![0].extensions!.fieldErrors).toEqual({ tinOrEinNumber: Messages.tinFormat });
  });

  it('refuses another business’s name', async () => {
    const taken = await core(ADDRESS, 'harborOwner', { input: { ...harborAddress, name: 'northwind supply co.' } });
    expect(taken.errors![0].extensions!.fieldErrors).toEqual({ name: Messages.duplicateBusinessName });
  });

  it('stores the two-letter state, Alabama for unknown input, and the default country', async () => {
    const saved = await core(ADDRESS, 'harborOwner', { input: { ...harborAddress, state: 'Atlantis' } });
    expect(saved.data!.updateBusinessAddress.location).toMatchObject({ state: 'AL', country: 'United States' });
    const again = await core(ADDRESS, 'harborOwner', { input: { ...harborAddress, state: 'washington', address2: null, country: null, tinOrEinNumber: null } });
    expect(again.data!.updateBusinessAddress.location).toMatchObject({ state: 'WA', country: 'United States' });
    expect(again.data!.updateBusinessAddress.tinOrEinNumber).toBeNull();
  });

  it('checks the payment time and the accounting system', async () => {
    const time = await core(coreGraphql(`mutation BusinessSetupSetPaymentTime { setPaymentTime(input: { time: "9am", timeZone: "UTC" }) { paymentTime { time } } }`), 'northwindOwner');
    expect(time.errors![0].extensions!.fieldErrors).toEqual({ time: Messages.setupTimeFormat });
    const system = await core(coreGraphql(`mutation BusinessSetupConnectAccountingSystem { connectAccountingSystem(system: "oracle") { businessId } }`), 'northwindOwner');
    expect(codeOf(system)).toBe(ErrorCodes.validation);
    // Harbor holds no product yet: neither page applies.
    expect(codeOf(await core(coreGraphql(`mutation BusinessSetupConnectAccountingSystem2 { connectAccountingSystem(system: "xero") { businessId } }`), 'harborOwner'))).toBe(ErrorCodes.forbidden);
  });

  it('keeps the Acumatica hash secret', async () => {
    const first = await core(coreGraphql(`mutation BusinessSetupUpdateAcumaticaSettings { updateAcumaticaSettings(input: { url: "https://erp.northwind.test" }) { acumatica { url } } }`), 'northwindOwner');
    expect(first.errors![0].extensions!.fieldErrors).toEqual({ hash: Messages.required });
    const saved = await core(coreGraphql(`mutation BusinessSetupUpdateAcumaticaSettings2 { updateAcumaticaSettings(input: { url: "https://erp.northwind.test", hash: "abc123XYZ" }) { acumatica { url isHashExists } } }`), 'northwindOwner');
    expect(saved.data!.updateAcumaticaSettings.acumatica).toEqual({ url: 'https://erp.northwind.test', isHashExists: true });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId['Northwind Supply Co.']));
    expect(JSON.stringify(row.accountingSystemSettings)).not.toContain('abc123XYZ');
  });
});

describe('the logo', () => {
  it('sanitises an SVG: no scripts, event handlers or outside references', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(2)</script><rect width="10" height="10" fill="#123" onclick="steal()" style="fill:url(https://evil.test/x)"/>
      <image href="https://evil.test/track.png"/><use xlink:href="https://evil.test/a.svg#x"/><text x="1" y="8">Harbor</text></svg>`;
    const saved = await core(UPLOAD, 'harborOwner', { input: { fileName: 'logo.svg', contentBase64: Buffer.from(svg).toString('base64') } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.uploadBusinessLogo.logoContentType).toBe('image/svg+xml');
    const logo = await core(LOGO, 'harborOwner');
    const stored = Buffer.from(logo.data!.businessLogo!.contentBase64, 'base64').toString();
    expect(stored).toContain('<rect');
    expect(stored).toContain('Harbor');
    for (const bad of ['script', 'alert', 'onload', 'onclick', 'evil.test', '<image']) expect(stored).not.toContain(bad);
  });

  it('refuses an oversize file and a file that is not an image', async () => {
    const big = Buffer.alloc(LOGO_MAX_BYTES + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const oversize = await core(UPLOAD, 'harborOwner', { input: { fileName: 'big.png', contentBase64: big.toString('base64') } });
    expect(oversize.errors![0].message).toBe(Messages.uploadFailed);
    expect(oversize.errors![0].extensions!.fieldErrors).toEqual({ logo: Messages.setupLogoTooLarge });
    const html = await core(UPLOAD, 'harborOwner', { input: { fileName: 'logo.svg', contentBase64: Buffer.from('<html><script>x</script></html>').toString('base64') } });
    expect(html.errors![0].extensions!.fieldErrors).toEqual({ logo: Messages.setupLogoType });
    const broken = await core(UPLOAD, 'harborOwner', { input: { fileName: 'logo.svg', contentBase64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>').toString('base64') } });
    expect(broken.errors![0].extensions!.fieldErrors).toEqual({ logo: Messages.setupLogoType });
    // The earlier logo stays.
    expect((await core(LOGO, 'harborOwner')).data!.businessLogo!.contentType).toBe('image/svg+xml');
  });
});

describe('Business System without a connected system', () => {
  const PROGRESS = coreGraphql(`query BusinessSetupAnswerProgress { businessSetup { registration { connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer } } }`);
  const ANSWER = coreGraphql(`mutation BusinessSetupAnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }`);
  const CONTACT = coreGraphql(`mutation BusinessSetupAccountingContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }`);

  it('"I don\'t use one" and a request for an unlisted system each complete the step; only the business\'s people may answer', async () => {
    const harbor = businessId['Harbor Freightways'];
    const before = (await core(PROGRESS, 'harborOwner')).data!.businessSetup.registration;
    expect(before).toEqual({ connectedAccountingSystemsCount: 0, accountingSystemAnswered: false, accountingSystemAnswer: null });
    expect(codeOf(await core(ANSWER, 'harborOwner', { answer: 'notListed' }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(ANSWER, 'northwindClerk', { answer: 'none' }))).toBe(ErrorCodes.forbidden);
    expect((await core(ANSWER, 'harborOwner', { answer: 'none' })).errors).toBeUndefined();
    expect((await core(PROGRESS, 'harborOwner')).data!.businessSetup.registration).toMatchObject({ accountingSystemAnswered: true, accountingSystemAnswer: 'none' });
    expect((await core(ANSWER, 'harborOwner', { answer: null })).errors).toBeUndefined();
    // The request for a system that is not listed answers the step too (and still reaches the team).
    const asked = await core(CONTACT, 'harborOwner', { input: { systemName: 'Harbor Ledger 7', contactName: 'Hal Harbor', email: 'owner@harbor.test' } });
    expect(asked.errors).toBeUndefined();
    expect((await core(PROGRESS, 'harborOwner')).data!.businessSetup.registration).toMatchObject({ accountingSystemAnswered: true, accountingSystemAnswer: 'notListed' });
    await t.db.update(businesses).set({ accountingSystemAnswer: null }).where(eq(businesses.id, harbor));
  });
});

describe('Harbor Freightways registers', () => {
  const SUCCESSFUL_TEST_PAYMENTS = reportsGraphql(`query BusinessSetupSuccessfulTestPayments { testPaymentTransferTransactions(filter: { paymentProcessStatus: "success" }, skip: 0, limit: 1) { meta { count } } }`);

  it('sets the registration date only once every step is complete', async () => {
    const harbor = businessId['Harbor Freightways'];
    expect(codeOf(await core(REGISTER, 'harborOwner'))).toBe(ErrorCodes.validation);

    const [enterprise] = await t.db.select().from(serviceLevels).where(eq(serviceLevels.name, 'Enterprise'));
    expect((await core(coreGraphql(`mutation BusinessSetupSetupServiceLevel($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }`), 'harborOwner', { id: enterprise.id })).errors).toBeUndefined();
    expect((await core(coreGraphql(`mutation BusinessSetupSetupSubscriptionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }`), 'harborOwner')).errors).toBeUndefined();
    expect((await core(ADDRESS, 'harborOwner', { input: harborAddress })).errors).toBeUndefined();
    const bank = { bankName: 'Puget Sound Bank', routingNumber: '021000021', accountNumber: '000123456789', accountHolderName: 'Harbor Freightways', accountType: 'checking' };
    const SET_BANK = coreGraphql(`mutation BusinessSetupSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }`);
    expect((await core(SET_BANK, 'harborOwner', { input: { ...bank, accountNumber: '000111122223' } })).errors).toBeUndefined();
    expect((await core(SET_BANK, 'harborOwner', { input: bank })).errors).toBeUndefined();
    const methods = (await core(SETUP, 'harborOwner')).data!.businessSetup.sharedPaymentMethods;
    expect(methods.actualSharedPaymentMethod).toEqual({ bankName: 'Puget Sound Bank', bin: '021000', last4: '6789', status: 'active' });
    // Newest first, down to the First Community Bank account Harbor came with (the demo's lead).
    expect(methods.inactiveSharedPaymentMethods).toEqual([
      { bankName: 'Puget Sound Bank', bin: '021000', last4: '2223', status: 'inactive' },
      { bankName: 'First Community Bank', bin: '075900', last4: '3342', status: 'inactive' },
    ]);
    // The Bank Account step also takes the owner's authorization of the subscription's debits of that account.
    expect((await core(SETUP, 'harborOwner')).data!.businessSetup.registration).toMatchObject({ hasSharedPaymentMethod: true, subscriptionDebitAuthorized: false });
    expect((await core(coreGraphql(`mutation BusinessSetupAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }`), 'harborOwner')).errors).toBeUndefined();

    const credentials = await core(coreGraphql(`mutation BusinessSetupUpdateBankCredentials { updateBankCredentials(paymentSystem: "bankOfAmerica", input: { clientId: "harbor-client", clientSecret: "harbor-secret", companyIdForACHPayment: "1234567890" }) { connectedPaymentSystems } }`),
      'harborOwner',
    );
    expect(credentials.errors).toBeUndefined();
    const connected = await core(coreGraphql(`mutation BusinessSetupConnectAccountingSystem3 { connectAccountingSystem(system: "quickBooks") { accountingSystems { key connected mode } } }`), 'harborOwner');
    expect(connected.data!.connectAccountingSystem.accountingSystems).toContainEqual({ key: 'quickBooks', connected: true, mode: 'sandbox' });
    expect((await core(coreGraphql(`mutation BusinessSetupSetPaymentTime2 { setPaymentTime(input: { time: "09:30", timeZone: "America/Los_Angeles" }) { businessId } }`), 'harborOwner')).errors).toBeUndefined();
    const users = await core(coreGraphql(`query BusinessSetupActiveBusinessUsers { activeBusinessUsers { email isBusinessRightsAvailable } }`), 'harborOwner');
    expect(users.data!.activeBusinessUsers).toEqual([{ email: 'owner@harbor.test', isBusinessRightsAvailable: true }]);
    expect((await core(coreGraphql(`mutation BusinessSetupMarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }`), 'harborOwner')).data!.markActiveUsersPageVisited.status).toBe(true);

    const progress = (await core(SETUP, 'harborOwner')).data!.businessSetup.registration;
    expect(Object.values(progress).every((v) => v === true || (typeof v === 'number' && v > 0))).toBe(true);
    // Everything but the test payment: still refused.
    expect(codeOf(await core(REGISTER, 'harborOwner'))).toBe(ErrorCodes.validation);

    // The shell's one core call brings the stepper's state with the viewer (decision 043).
    const VIEWER_REGISTRATION = coreGraphql(`query BusinessSetupViewerRegistration { viewer { isBusinessRegistered registration { setup { businessId registration { isVisitedActiveUserPage } } hasSuccessfulTestPayment } } }`);
    const before = (await core(VIEWER_REGISTRATION, 'harborOwner')).data!.viewer;
    expect(before).toEqual({ isBusinessRegistered: false, registration: { setup: { businessId: harbor, registration: { isVisitedActiveUserPage: true } }, hasSuccessfulTestPayment: false } });

    const sent = await core(coreGraphql(`mutation BusinessSetupSendTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }`), 'harborOwner', { input: { idempotencyKey: 'harbor-test-1' } });
    expect(sent.errors).toBeUndefined();
    // Local, dev and demo: the sandbox settles the test payment at once, so registration finishes the same day.
    expect(sent.data!.sendTestPayment.paymentProcessStatus).toBe('success');
    expect((await reports(SUCCESSFUL_TEST_PAYMENTS, 'harborOwner')).data!.testPaymentTransferTransactions.meta.count).toBe(1);
    expect((await core(VIEWER_REGISTRATION, 'harborOwner')).data!.viewer.registration!.hasSuccessfulTestPayment).toBe(true);

    expect(codeOf(await core(REGISTER, 'northwindClerk'))).toBe(ErrorCodes.forbidden);
    expect((await core(REGISTER, 'harborOwner')).data!.setupRegistrationDate.status).toBe(true);
    const [first] = await t.db.select().from(businesses).where(eq(businesses.id, harbor));
    expect(first.registrationDate).not.toBeNull();
    // Registered: the viewer no longer carries the stepper, nor does it for anyone but an unregistered business's owner.
    expect((await core(VIEWER_REGISTRATION, 'harborOwner')).data!.viewer).toEqual({ isBusinessRegistered: true, registration: null });
    for (const as of ['northwindOwner', 'northwindClerk'] as const) expect((await core(VIEWER_REGISTRATION, as)).data!.viewer.registration).toBeNull();
    t.clock.advance(60_000);
    expect((await core(REGISTER, 'harborOwner')).data!.setupRegistrationDate.status).toBe(true);
    const [second] = await t.db.select().from(businesses).where(eq(businesses.id, harbor));
    expect(second.registrationDate).toEqual(first.registrationDate);
  });
});
