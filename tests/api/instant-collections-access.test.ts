/**
 * Instant Collections' product rule (decision 038): the consumers list answers exactly whom the route table lets open
 * the pages that show it, and consumer invitations and sign-ups need InstantCollection, the product that collects from
 * consumers (decision 026). Lakeside Dental holds InstantCollection only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, products, serviceLevelProducts, serviceLevels } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof DEMO_USERS;
const core = <R, V>(query: TestDocument<R, V>, as: As | null, variables?: V) => t.gql(query, variables, { token: as ? token[as] : undefined });

const PENDING = coreGraphql(`query InstantCollectionsAccessPending { consumers(limit: 100, filter: { processStatus: "pending" }) { meta { count } edges { node { consumerId email businessName } } } }`);
const INVITE_CONSUMER = coreGraphql(`mutation InstantCollectionsAccessInviteConsumer($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }`);
const SIGN_UP_BUSINESS = coreGraphql(`query InstantCollectionsAccessSignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name } }`);

async function businessIdOf(name: string): Promise<string> {
  const [b] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  return b.id;
}

/** Puts a business on a service level of its own holding only `held`; returns a function that puts it back. */
async function holdOnly(businessName: string, held: string[]): Promise<() => Promise<void>> {
  const [b] = await t.db.select().from(businesses).where(eq(businesses.name, businessName));
  const [level] = await t.db.insert(serviceLevels).values({ name: `Only ${held.join('+')} ${Date.now()}` }).returning();
  for (const name of held) {
    const [p] = await t.db.select().from(products).where(eq(products.name, name));
    await t.db.insert(serviceLevelProducts).values({ serviceLevelId: level.id, productId: p.id });
  }
  await t.db.update(businesses).set({ serviceLevelId: level.id }).where(eq(businesses.id, b.id));
  return async () => {
    await t.db.update(businesses).set({ serviceLevelId: b.serviceLevelId }).where(eq(businesses.id, b.id));
  };
}

describe('Instant Collections consumers', () => {
  it('Lakeside (InstantCollection only) invites a consumer, lists it under Pending and takes consumer sign-ups', async () => {
    const invited = await core(INVITE_CONSUMER, 'lakesideEmployee', { input: { firstName: 'Ava', lastName: 'Stone', email: 'ava.stone@example.test' } });
    expect(invited.errors).toBeUndefined();
    const list = await core(PENDING, 'lakesideEmployee');
    expect(list.errors).toBeUndefined();
    expect(list.data!.consumers.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ email: 'ava.stone@example.test', businessName: 'Lakeside Dental' }),
    ]);
    const signUp = await core(SIGN_UP_BUSINESS, null, { id: await businessIdOf('Lakeside Dental') });
    expect(signUp.data?.signUpBusiness).toEqual({ id: await businessIdOf('Lakeside Dental'), name: 'Lakeside Dental' });
  });

  it('a business with neither collection product nor On Demand may not read consumers; the admin reads every business’s', async () => {
    expect(codeOf(await core(PENDING, 'harborOwner'))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(PENDING, 'acmeVendorManager'))).toBe(ErrorCodes.forbidden);
    expect((await core(PENDING, 'admin')).errors).toBeUndefined();
  });

  it('InstantCollectionForCustomer alone opens the list (its connected customers are on the page) but not consumer invitations or sign-ups', async () => {
    const restore = await holdOnly('Bayside Auto Care', ['InstantCollectionForCustomer']);
    try {
      expect((await core(PENDING, 'baysideOwner')).errors).toBeUndefined();
      expect(codeOf(await core(INVITE_CONSUMER, 'baysideOwner', { input: { firstName: 'No', lastName: 'Way', email: 'no.way@example.test' } }))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(SIGN_UP_BUSINESS, null, { id: await businessIdOf('Bayside Auto Care') }))).toBe(ErrorCodes.notFound);
    } finally {
      await restore();
    }
  });

  it('rights decide as on the pages: Instant Collections needs business rights, On Demand’s Active Payments any staff', async () => {
    // Northwind's clerk has no rights, but Northwind holds OnDemandPayments: the On Demand page lists its consumers.
    expect((await core(PENDING, 'northwindClerk')).errors).toBeUndefined();
    const restore = await holdOnly('Northwind Supply Co.', ['InstantCollection']);
    try {
      expect(codeOf(await core(PENDING, 'northwindClerk'))).toBe(ErrorCodes.forbidden);
      expect((await core(PENDING, 'northwindEmployee')).errors).toBeUndefined();
    } finally {
      await restore();
    }
  });
});
