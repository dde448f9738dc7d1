/**
 * One rule in the services for every mutation that changes where money goes or who can move it
 * (SETUP_GATED_MUTATIONS): without a fresh setup verification an MFA user is refused, whichever client calls.
 */
import { eq } from 'drizzle-orm';
import { Kind, parse, type DocumentNode } from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../api/app';
import { users, vendors } from '../../api/db/schema';
import { loadSdl, type EndpointName } from '../../api/graphql/endpoint';
import { createContext } from '../../api/graphql/context';
import { SETUP_GATED_MUTATIONS, SETUP_VERIFICATION_REQUIRED } from '../../api/graphql/setup-access';
import { ErrorCodes } from '../../domain/errors';
import { startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'owner@bayside.test'));
});
afterAll(async () => {
  await t?.close();
});

const REFUSED = `${ErrorCodes.forbidden}:${SETUP_VERIFICATION_REQUIRED}`;
const outcomeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.length ? `${result.errors[0].extensions?.code}:${result.errors[0].extensions?.reason ?? ''}` : 'allowed';

function mutationFields(document: DocumentNode): string[] {
  return document.definitions.flatMap((d) =>
    (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION) && d.name.value === 'Mutation'
      ? (d.fields ?? []).map((f) => f.name.value)
      : [],
  );
}

async function grantSetupAccess(email: string, token: string) {
  t.clock.advance(1000); // the code sent now is the outbox's newest
  await t.gql(authGraphql(`mutation SetupGateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }`), { input: { mfaPreference: 'email', confirmType: 'setup' } }, { token });
  const done = await t.gql(authGraphql(`mutation SetupGateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }`), { input: { code: await t.latestCode(email), confirmType: 'setup' } }, { token });
  expect(done.errors).toBeUndefined();
}

describe('SETUP_GATED_MUTATIONS', () => {
  it('names only mutations that exist, and every one of them is gated on its endpoint', async () => {
    const { accessToken } = await t.tokensFor('secure@northwind.test');
    const ctx = createContext({ db: t.db, config: t.config, clock: t.clock, logger: pino({ level: 'silent' }), requestId: 't', address: '10.0.0.1', authorization: `Bearer ${accessToken}` });
    const seen = new Set<string>();
    for (const endpoint of Object.keys(ENDPOINTS) as EndpointName[]) {
      const declared = mutationFields(parse(loadSdl(endpoint)));
      const resolvers = (ENDPOINTS[endpoint] as { Mutation?: Record<string, (...args: unknown[]) => Promise<unknown>> }).Mutation ?? {};
      for (const name of SETUP_GATED_MUTATIONS.filter((n) => declared.includes(n))) {
        seen.add(name);
        // The rule answers before the resolver looks at its arguments.
        const refusal = await resolvers[name]({}, {}, ctx, {}).then(
          () => 'allowed',
          (error: { extensions?: Record<string, unknown> }) => `${error.extensions?.code}:${error.extensions?.reason ?? ''}`,
        );
        expect(refusal, name).toBe(REFUSED);
      }
    }
    expect([...seen].sort()).toEqual([...SETUP_GATED_MUTATIONS].sort());
  });

  it('refuses setBusinessBankAccount, setVendorBankAccount and createConsumer over HTTP until a setup code is confirmed', async () => {
    const bank = { bankName: 'Lake Bank', routingNumber: '021000021', accountNumber: '000123456789', accountHolderName: 'Northwind Supply Co.', accountType: 'checking' };
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
    const SET_BANK = coreGraphql(`mutation SetupGateSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }`);
    const SET_VENDOR_BANK = coreGraphql(`mutation SetupGateSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }`);
    const secure = await t.tokensFor('secure@northwind.test');
    const token = secure.accessToken;
    expect(outcomeOf(await t.gql(SET_BANK, { input: bank }, { token }))).toBe(REFUSED);
    expect(outcomeOf(await t.gql(SET_VENDOR_BANK, { vendorId: vendor.id, input: bank }, { token }))).toBe(REFUSED);
    await grantSetupAccess('secure@northwind.test', token);
    expect(outcomeOf(await t.gql(SET_BANK, { input: bank }, { token }))).toBe('allowed');
    expect(outcomeOf(await t.gql(SET_VENDOR_BANK, { vendorId: vendor.id, input: bank }, { token }))).toBe('allowed');

    const CREATE = coreGraphql(`mutation SetupGateCreate($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }`);
    const consumer = {
      firstName: 'Tom', lastName: 'Hardy', email: 'tom.gate@example.test', phoneNumber: '+1 619 555 0299', year: 2020, make: 'Mazda', model: 'CX-5',
      bankName: 'Wells Fargo', routingNumber: '122000247', accountNumber: '55501234987', accountHolderName: 'Tom Hardy',
    };
    const bayside = (await t.tokensFor('owner@bayside.test')).accessToken;
    expect(outcomeOf(await t.gql(CREATE, { input: consumer }, { token: bayside }))).toBe(REFUSED);
    await grantSetupAccess('owner@bayside.test', bayside);
    expect(outcomeOf(await t.gql(CREATE, { input: consumer }, { token: bayside }))).toBe('allowed');
  });
});
