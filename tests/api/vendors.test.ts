/**
 * Vendors: a vendor added by hand (createVendor) and the vendor manager's own bank account
 * (changeVendorPayoutAccount), whose change is audited, e-mailed to the paying business and holds the next payment.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts, businesses, outboxMessages, serviceLevels, users, vendors } from '../../api/db/schema';
import { SETUP_VERIFICATION_REQUIRED } from '../../api/graphql/setup-access';
import { PAYOUT_HOLD_CODE } from '../../api/modules/payments/payout-hold';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type GraphQLResult, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = keyof typeof DEMO_USERS;

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['northwindOwner', 'northwindEmployee', 'northwindClerk', 'baysideOwner', 'harborOwner', 'acmeVendorManager', 'admin'] as const) {
    token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  }
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: As | null, variables?: V) => t.gql(query, variables, as ? { token: token[as] } : {});
const CREATE_VENDOR = coreGraphql(`mutation VendorsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id name bankName accountNumberLast4 } }`);
const PAYABLE = coreGraphql(`query VendorsPayable { payableVendors { id name accountNumberLast4 } }`);
const CHANGE = coreGraphql(`mutation VendorsChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId vendorName bankAccountChangedAt bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }`);
const ACCOUNT = coreGraphql(`query VendorsAccount { vendorManagerAccount { vendorId vendorName bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }`);
const PAY = coreGraphql(`mutation VendorsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }`);
const PAYMENT_AS_READ = coreGraphql(`query VendorsPaymentAsRead($id: ID!) { paymentTransferTransaction(id: $id) { createdBy { name } paymentMethod { routingNumber } business { name } statusDetails { code description } } }`);
const APPROVE = coreGraphql(`mutation VendorsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }`);

const bank = (accountNumber = '000123456789') => ({ bankName: 'Puget Sound Bank', routingNumber: '125000024', accountNumber, accountHolderName: 'Pier Nine Ropes LLC' });
const vendorInput = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  email: 'AP@PierNine.test',
  address: '9 Pier Rd',
  city: 'Seattle',
  state: 'WA',
  zipcode: '98101',
  bankAccount: bank(),
  ...more,
});
let keySeq = 0;
const pay = (as: As, vendorId: string, amount = 12_500) => core(PAY, as, { input: { vendorId, amount, idempotencyKey: `vendors-test-${++keySeq}` } });

async function userId(email: string) {
  return (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
}
async function businessNamed(name: string) {
  return (await t.db.select().from(businesses).where(eq(businesses.name, name)))[0];
}

/** `call` is refused for want of a setup verification, then allowed once the setup code sent to `email` is confirmed. */
async function expectSetupGate(email: string, token: string, call: () => Promise<GraphQLResult<unknown>>) {
  const refused = await call();
  expect(codeOf(refused)).toBe(ErrorCodes.forbidden);
  expect(refused.errors![0].extensions!.reason).toBe(SETUP_VERIFICATION_REQUIRED);
  t.clock.advance(1000);
  await t.gql(authGraphql(`mutation VendorsInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }`), { input: { mfaPreference: 'email', confirmType: 'setup' } }, { token });
  const confirmed = await t.gql(authGraphql(`mutation VendorsConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }`), { input: { code: await t.latestCode(email), confirmType: 'setup' } }, { token });
  expect(confirmed.errors).toBeUndefined();
  expect((await call()).errors).toBeUndefined();
}

describe('createVendor', () => {
  it('an owner adds a vendor with bank details: payable at once, e-mail kept, number sealed, audited', async () => {
    const result = await core(CREATE_VENDOR, 'northwindOwner', { input: vendorInput('Pier Nine Ropes') });
    expect(result.errors).toBeUndefined();
    const created = result.data!.createVendor;
    expect(created).toMatchObject({ name: 'Pier Nine Ropes', bankName: 'Puget Sound Bank', accountNumberLast4: '6789' });
    const listed = (await core(PAYABLE, 'northwindOwner')).data!.payableVendors;
    expect(listed.find((v: { id: string }) => v.id === created.id)).toMatchObject({ name: 'Pier Nine Ropes', accountNumberLast4: '6789' });
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, created.id));
    expect(row).toMatchObject({ businessId: (await businessNamed('Northwind Supply Co.')).id, email: 'ap@piernine.test', city: 'Seattle', bankAccountChangedAt: null });
    const [account] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.vendorId, created.id));
    expect(account.accountNumberEncrypted).toMatch(/^v1\./);
    expect(account.accountNumberEncrypted).not.toContain('000123456789');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'vendorCreated'));
    expect(audit).toMatchObject({ userId: await userId(DEMO_USERS.northwindOwner.email), outcome: 'success' });
    expect(audit.details).toMatchObject({ vendorId: created.id, name: 'Pier Nine Ropes', accountNumberLast4: '6789' });
    expect(JSON.stringify(audit.details)).not.toContain('000123456789');

    const paid = await pay('northwindOwner', created.id);
    expect(paid.errors).toBeUndefined();
    expect(['scheduled', 'pendingApproval']).toContain(paid.data!.createVendorPayment.status);
  });

  it('refuses a name the business already has, whatever the case, with the duplicate message', async () => {
    for (const name of ['Acme Paper', 'pier nine ROPES']) {
      const again = await core(CREATE_VENDOR, 'northwindEmployee', { input: vendorInput(name) });
      expect(codeOf(again), name).toBe(ErrorCodes.validation);
      expect(again.errors![0].message).toBe(Messages.duplicateName);
      expect(again.errors![0].extensions!.fieldErrors).toEqual({ name: Messages.duplicateName });
    }
  });

  it('checks the bank details with the shared rules: digits only, 4 to 17, routing checksum', async () => {
    const letters = await core(CREATE_VENDOR, 'northwindOwner', { input: vendorInput('Letters Co', { bankAccount: bank('12AB5678') }) });
    expect(letters.errors![0].extensions!.fieldErrors).toEqual({ accountNumber: Messages.accountNumberDigits });
    const routing = await core(CREATE_VENDOR, 'northwindOwner', { input: vendorInput('Routing Co', { bankAccount: { ...bank(), routingNumber: '125000025' } }) });
    expect(routing.errors![0].extensions!.fieldErrors).toEqual({ routingNumber: Messages.routingNumberChecksum });
    const address = await core(CREATE_VENDOR, 'northwindOwner', { input: vendorInput('Nowhere Co', { city: '  ' }) });
    expect(address.errors![0].extensions!.fieldErrors).toEqual({ city: Messages.required });
    expect(await t.db.select().from(vendors).where(eq(vendors.name, 'Letters Co'))).toHaveLength(0);
  });

  it('an employee with rights may; an employee without rights, the vendor manager, the admin and the signed-out may not', async () => {
    expect((await core(CREATE_VENDOR, 'northwindEmployee', { input: vendorInput('Harbor Rigging') })).errors).toBeUndefined();
    for (const as of ['northwindClerk', 'acmeVendorManager', 'admin'] as const) {
      expect(codeOf(await core(CREATE_VENDOR, as, { input: vendorInput(`Made by ${as}`) })), as).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await core(CREATE_VENDOR, null, { input: vendorInput('Anonymous Co') }))).toBe(ErrorCodes.unauthenticated);
    expect(await t.db.select().from(vendors).where(eq(vendors.name, 'Made by northwindClerk'))).toHaveLength(0);
  });

  it("adds to the caller's own business only: Bayside's vendor of the same name is Bayside's, invisible to Northwind", async () => {
    const northwind = await businessNamed('Northwind Supply Co.');
    const smuggled = await core(CREATE_VENDOR, 'baysideOwner', { input: vendorInput('Pier Nine Ropes', { businessId: northwind.id }) });
    expect(smuggled.errors?.length).toBeGreaterThan(0);
    const own = await core(CREATE_VENDOR, 'baysideOwner', { input: vendorInput('Pier Nine Ropes') });
    expect(own.errors).toBeUndefined();
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, own.data!.createVendor.id));
    expect(row.businessId).toBe((await businessNamed('Bayside Auto Care')).id);
    const northwindList = (await core(PAYABLE, 'northwindOwner')).data!.payableVendors;
    expect(northwindList.some((v: { id: string }) => v.id === own.data!.createVendor.id)).toBe(false);
    // Northwind cannot pay Bayside's vendor.
    expect(codeOf(await pay('northwindOwner', own.data!.createVendor.id))).toBe(ErrorCodes.notFound);
  });

  it('Harbor, still registering and with no accounting system, adds a vendor too', async () => {
    const result = await core(CREATE_VENDOR, 'harborOwner', { input: vendorInput('Sound Marine Fuel') });
    expect(result.errors).toBeUndefined();
    expect((await core(PAYABLE, 'harborOwner')).data!.payableVendors.map((v: { name: string }) => v.name)).toEqual(['Sound Marine Fuel']);
  });

  it('is behind the setup MFA gate: refused until a setup code is confirmed', async () => {
    const secure = (await t.tokensFor('secure@northwind.test')).accessToken;
    await expectSetupGate('secure@northwind.test', secure, () => t.gql(CREATE_VENDOR, { input: vendorInput('Gate Keepers') }, { token: secure }));
  });
});

describe("the vendor manager's bank account", () => {
  let acmeId: string;
  beforeAll(async () => {
    acmeId = (await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper')))[0].id;
  });

  it('shows the vendor manager their account with last4 only; nobody else may read or change it this way', async () => {
    const mine = await core(ACCOUNT, 'acmeVendorManager');
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.vendorManagerAccount).toMatchObject({ vendorId: acmeId, vendorName: 'Acme Paper', bankAccount: { accountNumberLast4: '2018' } });
    for (const as of ['northwindOwner', 'northwindEmployee', 'admin'] as const) {
      expect(codeOf(await core(ACCOUNT, as)), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(CHANGE, as, { input: bank('55550001') })), as).toBe(ErrorCodes.forbidden);
    }
    // The vendor's side cannot go around the hold through the business's mutation.
    const around = await core(coreGraphql(`mutation VendorsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }`), 'acmeVendorManager', { vendorId: acmeId, input: bank('55550002') });
    expect(codeOf(around)).toBe(ErrorCodes.forbidden);
    const invalid = await core(CHANGE, 'acmeVendorManager', { input: bank('12AB') });
    expect(invalid.errors![0].extensions!.fieldErrors).toEqual({ accountNumber: Messages.accountNumberDigits });
  });

  it('a change is audited with who made it and e-mailed to the paying business; the next payment waits even with approval off, approve releases it, the one after is not held', async () => {
    const northwind = await businessNamed('Northwind Supply Co.');
    await t.db.update(businesses).set({ isPaymentsApproved: false }).where(eq(businesses.id, northwind.id));
    const before = await pay('northwindOwner', acmeId);
    expect(before.data!.createVendorPayment.status).toBe('scheduled');

    t.clock.advance(60_000);
    const changed = await core(CHANGE, 'acmeVendorManager', { input: { ...bank('99887766'), accountHolderName: 'Acme Paper Inc.' } });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changeVendorPayoutAccount).toMatchObject({
      vendorId: acmeId,
      bankAccountChangedAt: t.clock().toISOString(),
      bankAccount: { bankName: 'Puget Sound Bank', routingNumber: '125000024', accountNumberLast4: '7766', accountHolderName: 'Acme Paper Inc.' },
    });
    expect(JSON.stringify(changed.data)).not.toContain('99887766');

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'vendorBankAccountChanged'));
    expect(audit).toMatchObject({ userId: await userId(DEMO_USERS.acmeVendorManager.email), outcome: 'success' });
    expect(audit.details).toMatchObject({ vendorId: acmeId, changedBy: DEMO_USERS.acmeVendorManager.email, accountNumberLast4: '7766', businessesNotified: [northwind.id] });

    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.subject, 'Acme Paper changed the bank account you pay them into'));
    // One e-mail to each owner and rights employee of the one business that pays Acme; none to the clerk or to other businesses.
    expect(mails.map((m) => m.recipient).sort()).toEqual([DEMO_USERS.northwindEmployee.email, DEMO_USERS.northwindOwner.email, 'secure@northwind.test'].sort());
    expect(mails[0].body).toContain('ends in 7766');
    // The e-mail names the person who made the change, not only an address.
    expect(mails[0].body).toContain('Elena Rossi (vendor@acme.test) changed the bank account Acme Paper is paid into.');
    expect(mails[0].body).not.toContain('99887766');

    const heldFlag = async () => (await core(coreGraphql(`query VendorsPayableVendors { payableVendors { id payoutChangeHeld } }`), 'northwindOwner')).data!.payableVendors.find((v) => v.id === acmeId)!.payoutChangeHeld;
    expect(await heldFlag()).toBe(true);
    const held = (await pay('northwindOwner', acmeId)).data!.createVendorPayment;
    expect(held.status).toBe('pendingApproval');
    expect(held.statusDetails.at(-1)).toEqual({ status: 'pendingApproval', code: PAYOUT_HOLD_CODE, description: Messages.payoutChangeHold });
    // A second payment before anyone approves waits too.
    expect((await pay('northwindOwner', acmeId)).data!.createVendorPayment.status).toBe('pendingApproval');

    // Approval is off at Northwind, yet the held payment can be approved (and an ordinary one could not be).
    expect(codeOf(await core(APPROVE, 'northwindClerk', { ids: [held.id] }))).toBe(ErrorCodes.forbidden);
    const approved = await core(APPROVE, 'northwindEmployee', { ids: [held.id, before.data!.createVendorPayment.id] });
    expect(approved.errors).toBeUndefined();
    // The payment scheduled before the change was unsent: it took the new account and waited for a person too.
    expect(approved.data!.approvePayments).toEqual({
      payments: expect.arrayContaining([{ id: held.id, status: 'scheduled' }, { id: before.data!.createVendorPayment.id, status: 'scheduled' }]),
      skippedIds: [],
    });

    expect(await heldFlag()).toBe(false);
    expect((await pay('northwindOwner', acmeId)).data!.createVendorPayment.status).toBe('scheduled');
    await t.db.update(businesses).set({ isPaymentsApproved: true }).where(eq(businesses.id, northwind.id));

    // The payee reads what a payee needs, not the payer's people or the account it pays from.
    const asPayee = await core(PAYMENT_AS_READ, 'acmeVendorManager', { id: held.id });
    expect(asPayee.errors).toBeUndefined();
    const seen = asPayee.data!.paymentTransferTransaction!;
    expect(seen).toMatchObject({ createdBy: null, paymentMethod: null, business: { name: 'Northwind Supply Co.' } });
    expect(seen.statusDetails.find((d) => d.code === 'approved')?.description).toBe('Approved by Northwind Supply Co.');
    expect(JSON.stringify(seen)).not.toContain(DEMO_USERS.northwindEmployee.lastName);
    // The payer reads its own facts as before.
    const asPayer = (await core(PAYMENT_AS_READ, 'northwindOwner', { id: held.id })).data!.paymentTransferTransaction!;
    expect(asPayer.paymentMethod).not.toBeNull();
    expect(asPayer.statusDetails.find((d) => d.code === 'approved')?.description).toContain(DEMO_USERS.northwindEmployee.lastName);
  });

  it('a business without the Approval product can still release the held payment; an ordinary approval stays refused', async () => {
    const northwind = await businessNamed('Northwind Supply Co.');
    const [starter] = await t.db.select().from(serviceLevels).where(eq(serviceLevels.name, 'Starter'));
    await t.db.update(businesses).set({ serviceLevelId: starter.id }).where(eq(businesses.id, northwind.id));
    try {
      t.clock.advance(60_000);
      expect((await core(CHANGE, 'acmeVendorManager', { input: bank('11223344') })).errors).toBeUndefined();
      const held = (await pay('northwindOwner', acmeId)).data!.createVendorPayment;
      expect(held.status).toBe('pendingApproval');
      const approved = await core(APPROVE, 'northwindOwner', { ids: [held.id] });
      expect(approved.data!.approvePayments.payments).toEqual([{ id: held.id, status: 'scheduled' }]);
      const ordinary = (await pay('northwindOwner', acmeId)).data!.createVendorPayment;
      expect(ordinary.status).toBe('scheduled');
      expect(codeOf(await core(APPROVE, 'northwindOwner', { ids: [ordinary.id] }))).toBe(ErrorCodes.forbidden);
    } finally {
      await t.db.update(businesses).set({ serviceLevelId: northwind.serviceLevelId }).where(eq(businesses.id, northwind.id));
    }
  });

  it('with MFA on, the vendor manager changes the account only after a setup verification', async () => {
    const email = DEMO_USERS.acmeVendorManager.email;
    await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, email));
    try {
      t.clock.advance(60_000);
      await expectSetupGate(email, token.acmeVendorManager, () => core(CHANGE, 'acmeVendorManager', { input: bank('10203040') }));
    } finally {
      await t.db.update(users).set({ mfaEnabled: false, mfaPreference: null }).where(eq(users.email, email));
    }
  });

  it('with approval on, the held payment is also listed for approval and says why', async () => {
    t.clock.advance(60_000);
    expect((await core(CHANGE, 'acmeVendorManager', { input: bank('44556677') })).errors).toBeUndefined();
    const held = (await pay('northwindOwner', acmeId)).data!.createVendorPayment;
    expect(held.statusDetails.map((d: { code: string | null }) => d.code)).toContain(PAYOUT_HOLD_CODE);
    const [row] = await t.db.select().from(vendors).where(and(eq(vendors.id, acmeId)));
    expect(row.bankAccountChangedAt?.toISOString()).toBe(t.clock().toISOString());
  });
});

describe("the vendor manager's company details (spec §3 Vendor manager account)", () => {
  const DETAILS = coreGraphql(`query VendorsDetails { vendorManagerAccount { vendorName companyDetails { description email phoneNumber address address2 city state zipcode country } } }`);
  const UPDATE = coreGraphql(`mutation VendorsUpdate($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { companyDetails { email phoneNumber address city state zipcode description } } }`);
  const details = (more: Record<string, unknown> = {}) => ({
    email: 'Billing@AcmePaper.test',
    phoneNumber: '+1 (206) 555-0142',
    address: '400 Mill St',
    city: 'Tacoma',
    state: 'WA',
    zipcode: '98402',
    description: 'Paper and packaging',
    ...more,
  });

  it('the vendor manager reads and saves them; the change is audited with the fields that changed', async () => {
    expect((await core(DETAILS, 'acmeVendorManager')).data!.vendorManagerAccount.companyDetails.country).toBeTruthy();
    const saved = await core(UPDATE, 'acmeVendorManager', { input: details() });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateVendorCompanyDetails.companyDetails).toEqual({
      email: 'billing@acmepaper.test',
      phoneNumber: '+1 (206) 555-0142',
      address: '400 Mill St',
      city: 'Tacoma',
      state: 'WA',
      zipcode: '98402',
      description: 'Paper and packaging',
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'vendorCompanyDetailsChanged'));
    expect(audit.details).toMatchObject({ fields: expect.arrayContaining(['email', 'phoneNumber', 'address']) });
  });

  it('refuses a bad e-mail or phone number and a missing address with field errors', async () => {
    const bad = await core(UPDATE, 'acmeVendorManager', { input: details({ email: 'not-an-email', phoneNumber: 'call me', address: ' ' }) });
    expect(codeOf(bad)).toBe(ErrorCodes.validation);
  });

  it('nobody but the vendor manager may change them', async () => {
    for (const as of ['northwindOwner', 'northwindEmployee', 'admin'] as const) {
      expect(codeOf(await core(UPDATE, as, { input: details() })), as).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await core(UPDATE, null, { input: details() }))).toBe(ErrorCodes.unauthenticated);
  });
});
