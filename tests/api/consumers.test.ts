/** createConsumer: who may add consumers, validation of bank details, the account number sealed with only last4 returned. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../api/db/schema';
import { decryptSecret } from '../../api/lib/crypto';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
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

const CREATE = coreGraphql(`mutation ConsumersCreate($input: CreateConsumerInput!) { createConsumer(input: $input) {
  consumerId firstName lastName email businessName processStatus registrationStatus initialPayment bankName accountNumberLast4 year make model } }`);
const LIST = coreGraphql(`query ConsumersList { consumers(skip: 0, limit: 100, filter: { processStatus: "active" }) { meta { count } edges { node { consumerId firstName accountNumberLast4 } } } }`);

const ACCOUNT = '55501234987';
const valid = {
  firstName: 'Tom',
  lastName: 'Hardy',
  email: 'tom.hardy@example.test',
  phoneNumber: '+1 619 555 0299',
  year: 2020,
  make: 'Mazda',
  model: 'CX-5',
  bankName: 'Wells Fargo',
  routingNumber: '122000247',
  accountNumber: ACCOUNT,
  accountHolderName: 'Tom Hardy',
};

describe('createConsumer', () => {
  it('an owner of a business with OnDemandPayments adds an active consumer; only last4 is returned', async () => {
    const created = await core(CREATE, 'baysideOwner', { input: valid });
    expect(created.errors).toBeUndefined();
    expect(JSON.stringify(created)).not.toContain(ACCOUNT);
    expect(created.data!.createConsumer).toMatchObject({
      firstName: 'Tom',
      businessName: 'Bayside Auto Care',
      processStatus: 'active',
      registrationStatus: 'completed',
      initialPayment: 0,
      accountNumberLast4: '4987',
      year: 2020,
    });
    const [row] = await t.db.select().from(consumers).where(eq(consumers.id, created.data!.createConsumer.consumerId));
    // The phone number as the consumer forms keep it, not as typed.
    expect(row.phoneNumber).toBe('+16195550299');
    expect(row.accountNumberEncrypted).not.toContain(ACCOUNT);
    expect(decryptSecret(row.accountNumberEncrypted!, t.config.encryptionKey)).toBe(ACCOUNT);
    const list = await core(LIST, 'baysideEmployee');
    expect(JSON.stringify(list)).not.toContain(ACCOUNT);
    expect(list.data!.consumers.edges.map((e: any) => e.node.firstName)).toContain('Tom');
  });

  it('an employee with rights may add one too', async () => {
    const created = await core(CREATE, 'baysideEmployee', { input: { ...valid, firstName: 'Ann', email: '' } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createConsumer.email).toBeNull();
  });

  it('validates the routing number (length, then checksum) and the account number with the spec’s messages', async () => {
    const short = await core(CREATE, 'baysideOwner', { input: { ...valid, routingNumber: '12200024' } });
    expect(codeOf(short)).toBe(ErrorCodes.validation);
    expect(short.errors![0].message).toBe(Messages.formIncorrect);
    expect(short.errors![0].extensions!.fieldErrors).toEqual({ routingNumber: Messages.routingNumberLength });
    const checksum = await core(CREATE, 'baysideOwner', { input: { ...valid, routingNumber: '122000248' } });
    expect(checksum.errors![0].extensions!.fieldErrors).toEqual({ routingNumber: Messages.routingNumberChecksum });
    const blank = await core(CREATE, 'baysideOwner', { input: { ...valid, firstName: ' ', routingNumber: '', accountNumber: '12' } });
    expect(blank.errors![0].extensions!.fieldErrors).toEqual({
      firstName: Messages.required,
      routingNumber: Messages.required,
      accountNumber: Messages.accountNumberFormat,
    });
  });

  it('an employee without rights, a vendor manager, a bank user and the admin cannot add consumers', async () => {
    const before = (await t.db.select().from(consumers)).length;
    for (const as of ['northwindClerk', 'acmeVendorManager', 'banker', 'admin'] as As[]) {
      expect(codeOf(await core(CREATE, as, { input: valid }))).toBe(ErrorCodes.forbidden);
    }
    expect((await t.db.select().from(consumers)).length).toBe(before);
  });

  it('a business without OnDemandPayments cannot add consumers; another business never sees Bayside’s', async () => {
    // Lakeside's Starter level has no OnDemandPayments.
    expect(codeOf(await core(CREATE, 'lakesideEmployee', { input: valid }))).toBe(ErrorCodes.forbidden);
    const northwind = await core(LIST, 'northwindOwner');
    expect(northwind.data!.consumers.edges.map((e: any) => e.node.firstName)).not.toContain('Tom');
  });

  it('the demo has an R01 consumer (account ending 0001) among Bayside’s active consumers', async () => {
    const list = await core(LIST, 'baysideOwner');
    expect(list.data!.consumers.edges.filter((e: any) => e.node.accountNumberLast4 === '0001')).toHaveLength(1);
  });
});

describe("the demo's consumers", () => {
  it('keep their phone numbers as the consumer forms do (normalised), not as the seed typed them', async () => {
    const rows = await t.db.select({ phoneNumber: consumers.phoneNumber }).from(consumers);
    const seeded = rows.map((r) => r.phoneNumber).filter((p): p is string => Boolean(p) && p!.includes('555020'));
    expect(seeded.sort()).toEqual(['+16195550201', '+16195550202', '+16195550203', '+16195550204']);
  });
});
