/**
 * Adversarial suite for collections (decision 052): the place for attacks on money taken from
 * consumers. Each test is an attack as an outsider, a consumer or a business would try it: a debit nobody authorized,
 * an initial payment the consumer lowered, someone else's account, a debit before the account is validated, a debit
 * over the business's limits, a confirmation link used twice. A new way to take money from a consumer adds its attack here.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountValidations, auditLog, businesses, consumerDebitSettings, consumers, debitAuthorizations, outboxMessages, payments, railSubmissions } from '../../api/db/schema';
import { decryptSecret, sha256Hex } from '../../api/lib/crypto';
import { DEBIT_AUTHORIZATION_VERSION, MICRO_DEPOSIT_MAX_ATTEMPTS } from '../../domain/consumer-debits';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { AdversarialCollectionsRegisterMutationVariables } from './graphql/core/graphql';

let t: TestApi;
let owner = '';
let bayside = '';

beforeAll(async () => {
  t = await startTestApi();
  owner = (await t.tokensFor('owner@bayside.test')).accessToken;
  bayside = (await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care')))[0].id;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const INVITE = coreGraphql(`mutation AdversarialCollectionsInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }`);
const REGISTER = coreGraphql(`mutation AdversarialCollectionsRegister($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) {
  registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { consumerId initialPaymentTransactionId initialPaymentAmount } }`);
const COLLECT = coreGraphql(`mutation AdversarialCollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id status moneyAmount } } }`);
const CYCLE = coreGraphql(`mutation AdversarialCollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }`);
const DETAILS = coreGraphql(`query AdversarialCollectionsDetails($id: ID!) { paymentTransferTransaction(id: $id) { id debitAuthorization { textVersion text textSha256 acceptedAt ipAddress userAgent accountLast4 amount } } }`);
const CHECK = coreGraphql(`query AdversarialCollectionsCheck($token: String!) { microDepositCheck(token: $token) { businessName accountLast4 } }`);
const CONFIRM = coreGraphql(`mutation AdversarialCollectionsConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }`);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
let n = 0;
/** Each registration from its own address: the per-address registration limit is not what these tests are about. */
const address = () => `198.51.100.${++n}`;
const bank = (accountNumber = '55501234') => ({ bankName: 'Chase', routingNumber: '122000247', accountNumber, accountHolderName: 'Lena Cruz' });

async function invite(email: string, initialPayment: string) {
  const r = await t.gql(INVITE, { input: { firstName: 'Lena', lastName: 'Cruz', email, initialPayment } }, { token: owner });
  expect(r.errors).toBeUndefined();
  return { token: new URL(r.data!.consumerConnection.invitationLink!).searchParams.get('token')!, consumerId: r.data!.consumerConnection.connection.consumerId as string };
}

const register = (variables: Omit<AdversarialCollectionsRegisterMutationVariables, 'userAgent'>, from = address()) => t.gql(REGISTER, { userAgent: BROWSER, ...variables }, { address: from });
const person = (email: string) => ({ firstName: 'Lena', lastName: 'Cruz', email });

async function paymentOf(consumerId: string) {
  return (await t.db.select().from(payments).where(eq(payments.consumerId, consumerId)))[0];
}
const runCycle = (at: Date) => t.gql(CYCLE, { at: at.toISOString() }, { token: adminToken });
let adminToken = '';
beforeAll(async () => {
  adminToken = (await t.tokensFor('admin@payloft.test')).accessToken;
});

describe('who may start a debit', () => {
  it('an anonymous sign-up by business id cannot start a debit, from any account, of any amount', async () => {
    const attack = await register({ businessId: bayside, input: { ...person('thief@example.test'), initialPayment: '999999.99', ...bank('000111222333') } });
    expect(attack.errors![0].message).toBe(Messages.initialPaymentNeedsInvitation);
    // The sign-up itself may record the consumer, never a debit or an authorization.
    const signUp = await register({ businessId: bayside, input: { ...person('walkin@example.test'), ...bank('000111222334') } });
    expect(signUp.errors).toBeUndefined();
    const consumerId = signUp.data!.registerBusinessConsumer.consumerId!;
    expect(signUp.data!.registerBusinessConsumer.initialPaymentTransactionId).toBeNull();
    expect(await t.db.select().from(payments).where(eq(payments.consumerId, consumerId))).toEqual([]);
    expect(await t.db.select().from(debitAuthorizations).where(eq(debitAuthorizations.consumerId, consumerId))).toEqual([]);
    // And the business cannot collect from it either: nobody authorized a debit.
    const collected = await t.gql(COLLECT, { input: { idempotencyKey: 'adv-walkin-1', items: [{ consumerId, amount: 10_00 }] } }, { token: owner });
    expect(collected.errors![0].message).toBe(Messages.consumerNotAuthorized);
  });

  it("the initial payment is the business's: a lower (or higher) amount from the invited consumer is refused", async () => {
    const invited = await invite('lower@example.test', '25.00');
    for (const initialPayment of ['5.00', '25.01']) {
      const lowered = await register({ token: invited.token, input: { ...person('lower@example.test'), initialPayment, ...bank(), acceptDebitAuthorization: 'on' } });
      expect(lowered.errors![0].message, initialPayment).toBe(Messages.initialPaymentFixed('$25.00'));
    }
    expect(await paymentOf(invited.consumerId)).toBeUndefined();
    // Leaving it out does not lower it either: the business's amount is collected.
    const ok = await register({ token: invited.token, input: { ...person('lower@example.test'), ...bank(), acceptDebitAuthorization: 'on' } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.registerBusinessConsumer.initialPaymentAmount).toBe(25_00);
    expect(await paymentOf(invited.consumerId)).toMatchObject({ amount: 25_00, kind: 'instantCollection' });
  });

  it('no authorization accepted, no registration with bank details and no debit', async () => {
    const invited = await invite('noconsent@example.test', '30.00');
    const refused = await register({ token: invited.token, input: { ...person('noconsent@example.test'), initialPayment: '30.00', ...bank() } });
    expect(refused.errors![0].message).toBe(Messages.debitAuthorizationRequired);
    expect(refused.errors![0].extensions!.fieldErrors).toHaveProperty('acceptDebitAuthorization');
    expect(await paymentOf(invited.consumerId)).toBeUndefined();
  });
});

describe('authorization', () => {
  it('is stored with its exact text, version, hash, time, address and browser, and shown on the payment', async () => {
    const invited = await invite('proof@example.test', '25.00');
    const from = '192.0.2.77';
    const ok = await register({ token: invited.token, input: { ...person('proof@example.test'), initialPayment: '25.00', ...bank('99001234'), acceptDebitAuthorization: 'on' } }, from);
    expect(ok.errors).toBeUndefined();
    const [stored] = await t.db.select().from(debitAuthorizations).where(eq(debitAuthorizations.consumerId, invited.consumerId));
    expect(stored).toMatchObject({ textVersion: DEBIT_AUTHORIZATION_VERSION, ipAddress: from, userAgent: BROWSER, accountLast4: '1234', amount: 25_00, businessId: bayside });
    expect(stored.textSha256).toBe(sha256Hex(stored.text));
    for (const words of ['Bayside Auto Care', '$25.00', 'ending in 1234', 'revoke']) expect(stored.text).toContain(words);
    expect(stored.acceptedAt.getTime()).toBe(t.clock().getTime());
    const payment = await paymentOf(invited.consumerId);
    const shown = await t.gql(DETAILS, { id: payment.id }, { token: owner });
    expect(shown.data!.paymentTransferTransaction!.debitAuthorization).toEqual({
      textVersion: DEBIT_AUTHORIZATION_VERSION,
      text: stored.text,
      textSha256: stored.textSha256,
      acceptedAt: stored.acceptedAt.toISOString(),
      ipAddress: from,
      userAgent: BROWSER,
      accountLast4: '1234',
      amount: 25_00,
    });
  });
});

describe('account validation before the first debit', () => {
  it('prenote: the debit waits, unsent, until three banking days pass without a return; then it goes', async () => {
    const invited = await invite('prenote@example.test', '40.00');
    expect((await register({ token: invited.token, input: { ...person('prenote@example.test'), ...bank('55509876'), acceptDebitAuthorization: 'on' } })).errors).toBeUndefined();
    const payment = await paymentOf(invited.consumerId);
    expect(payment.status).toBe('scheduled');
    await runCycle(new Date(payment.dueAt.getTime() + 60_000));
    expect((await paymentOf(invited.consumerId)).status).toBe('scheduled');
    expect(await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, payment.id))).toEqual([]);
    const [check] = await t.db.select().from(accountValidations).where(eq(accountValidations.consumerId, invited.consumerId));
    expect(check).toMatchObject({ method: 'prenote', status: 'sent' });
    await runCycle(new Date(check.validatesAt!.getTime() + 2 * 3_600_000));
    expect((await t.db.select().from(accountValidations).where(eq(accountValidations.consumerId, invited.consumerId)))[0].status).toBe('validated');
    expect((await paymentOf(invited.consumerId)).status).toBe('success');
  });

  it('prenote returned (R03): the waiting debit fails with the reason, and no later debit is accepted', async () => {
    const invited = await invite('noaccount@example.test', '40.00');
    expect((await register({ token: invited.token, input: { ...person('noaccount@example.test'), ...bank('000000000003'), acceptDebitAuthorization: 'on' } })).errors).toBeUndefined();
    const payment = await paymentOf(invited.consumerId);
    await runCycle(new Date(payment.dueAt.getTime() + 60_000));
    const reason = Messages.accountNotValidated(Messages.prenoteReturned('R03', 'No Account/Unable to Locate Account'));
    expect(await paymentOf(invited.consumerId)).toMatchObject({ status: 'error', paymentErrorMessage: reason });
    expect(await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, payment.id))).toEqual([]);
    const again = await t.gql(COLLECT, { input: { idempotencyKey: 'adv-noaccount-1', items: [{ consumerId: invited.consumerId, amount: 10_00 }] } }, { token: owner });
    expect(again.errors![0].message).toBe(reason);
  });

  it("someone else's account on micro-deposits: nothing is debited without the two amounts, three misses fail it", async () => {
    await t.db.insert(consumerDebitSettings).values({ businessId: bayside, perDebitLimit: 2_500_00, perConsumerPerDayLimit: 5_000_00, accountValidation: 'microDeposits' });
    try {
      const invited = await invite('stranger@example.test', '60.00');
      expect((await register({ token: invited.token, input: { ...person('stranger@example.test'), ...bank('44400011'), acceptDebitAuthorization: 'on' } })).errors).toBeUndefined();
      const payment = await paymentOf(invited.consumerId);
      await runCycle(new Date(payment.dueAt.getTime() + 10 * 86_400_000));
      expect((await paymentOf(invited.consumerId)).status).toBe('scheduled');
      const link = (await latestMail('stranger@example.test')).body.match(/https?:\/\/\S+account-validation\?token=(\S+)/)!;
      const token = decodeURIComponent(link[1]);
      expect((await t.gql(CHECK, { token })).data!.microDepositCheck).toEqual({ businessName: 'Bayside Auto Care', accountLast4: '0011' });
      // Out-of-range amounts are refused without counting as a try.
      expect((await t.gql(CONFIRM, { token, first: '0.00', second: '1.00' })).errors![0].extensions!.fieldErrors).toHaveProperty('firstAmount');
      const [check] = await t.db.select().from(accountValidations).where(eq(accountValidations.consumerId, invited.consumerId));
      const [a, b] = JSON.parse(decryptSecret(check.amountsEncrypted!, t.config.encryptionKey)) as number[];
      const wrong = [(a / 100).toFixed(2), ((b === 99 ? 98 : b + 1) / 100).toFixed(2)];
      for (let left = MICRO_DEPOSIT_MAX_ATTEMPTS - 1; left > 0; left--) {
        expect((await t.gql(CONFIRM, { token, first: wrong[0], second: wrong[1] })).errors![0].message).toBe(Messages.microDepositsMismatch(left));
      }
      const last = await t.gql(CONFIRM, { token, first: wrong[0], second: wrong[1] });
      expect(last.errors![0].message).toBe(Messages.accountNotValidated(Messages.microDepositsWrong));
      await runCycle(new Date(payment.dueAt.getTime() + 11 * 86_400_000));
      expect(await paymentOf(invited.consumerId)).toMatchObject({ status: 'error', paymentErrorMessage: Messages.accountNotValidated(Messages.microDepositsWrong) });
      expect(await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, payment.id))).toEqual([]);
      // The link is dead: the right amounts now change nothing.
      expect(codeOf(await t.gql(CONFIRM, { token, first: (a / 100).toFixed(2), second: (b / 100).toFixed(2) }))).toBe('notFoundAPIError');
    } finally {
      await t.db.delete(consumerDebitSettings).where(eq(consumerDebitSettings.businessId, bayside));
    }
  });

  it('micro-deposits confirmed: the account is validated, the debit goes, and the link cannot be used twice', async () => {
    await t.db.insert(consumerDebitSettings).values({ businessId: bayside, perDebitLimit: 2_500_00, perConsumerPerDayLimit: 5_000_00, accountValidation: 'microDeposits' });
    try {
      const invited = await invite('owner.of.account@example.test', '60.00');
      expect((await register({ token: invited.token, input: { ...person('owner.of.account@example.test'), ...bank('44400022'), acceptDebitAuthorization: 'on' } })).errors).toBeUndefined();
      const token = decodeURIComponent((await latestMail('owner.of.account@example.test')).body.match(/account-validation\?token=(\S+)/)![1]);
      const [check] = await t.db.select().from(accountValidations).where(eq(accountValidations.consumerId, invited.consumerId));
      const [a, b] = JSON.parse(decryptSecret(check.amountsEncrypted!, t.config.encryptionKey)) as number[];
      const dollars = (c: number) => (c / 100).toFixed(2);
      const confirmed = await t.gql(CONFIRM, { token, first: dollars(b), second: dollars(a) });
      expect(confirmed.data!.confirmMicroDeposits.message).toBe(Messages.microDepositsConfirmed);
      const twice = await t.gql(CONFIRM, { token, first: dollars(a), second: dollars(b) });
      expect(twice.errors![0].message).toBe(Messages.microDepositsLinkInvalid);
      const payment = await paymentOf(invited.consumerId);
      await runCycle(new Date(payment.dueAt.getTime() + 60_000));
      expect((await paymentOf(invited.consumerId)).status).toBe('success');
    } finally {
      await t.db.delete(consumerDebitSettings).where(eq(consumerDebitSettings.businessId, bayside));
    }
  });
});

describe("the business's limits", () => {
  it('refuses a consumer debit above the per-debit limit and above the per-consumer daily limit, on every path', async () => {
    const [maria] = await t.db.select().from(consumers).where(eq(consumers.email, 'maria.lopez@example.test'));
    const collect = (key: string, amount: number) => t.gql(COLLECT, { input: { idempotencyKey: key, items: [{ consumerId: maria.id, amount }] } }, { token: owner });
    expect((await collect('adv-limit-1', 2_500_01)).errors![0].message).toBe(Messages.consumerDebitOverLimit('$2,500.00'));
    // Invited under the default limit, registering after the business lowered it.
    const invited = await invite('toomuch@example.test', '120.00');
    await t.db.insert(consumerDebitSettings).values({ businessId: bayside, perDebitLimit: 100_00, perConsumerPerDayLimit: 150_00, accountValidation: 'prenote' });
    try {
      expect((await collect('adv-limit-2', 100_01)).errors![0].message).toBe(Messages.consumerDebitOverLimit('$100.00'));
      expect((await collect('adv-limit-3', 100_00)).errors).toBeUndefined();
      expect((await collect('adv-limit-4', 50_01)).errors![0].message).toBe(Messages.consumerDebitOverDailyLimit('$150.00'));
      // An invitation cannot ask for more, and a registration is held to the limit before anything is recorded.
      const refused = await t.gql(INVITE, { input: { firstName: 'Lena', lastName: 'Cruz', email: 'toomuch2@example.test', initialPayment: '120.00' } }, { token: owner });
      expect(refused.errors![0].extensions!.fieldErrors).toEqual({ initialPayment: Messages.consumerDebitOverLimit('$100.00') });
      const over = await register({ token: invited.token, input: { ...person('toomuch@example.test'), ...bank(), acceptDebitAuthorization: 'on' } });
      expect(over.errors![0].message).toBe(Messages.consumerDebitOverLimit('$100.00'));
      expect(await t.db.select().from(debitAuthorizations).where(eq(debitAuthorizations.consumerId, invited.consumerId))).toEqual([]);
      // The public API's collections go through the same engine rule.
      expect((await t.db.select().from(payments).where(and(eq(payments.consumerId, maria.id), eq(payments.amount, 100_01)))).length).toBe(0);
    } finally {
      await t.db.delete(consumerDebitSettings).where(eq(consumerDebitSettings.businessId, bayside));
    }
  });
});

describe('at the same moment', () => {
  it("debits of one consumer sent at once cannot pass the daily limit together: each is checked after the one before it is recorded", async () => {
    const [kevin] = await t.db.select().from(consumers).where(eq(consumers.email, 'kevin.nguyen@example.test'));
    await t.db.insert(consumerDebitSettings).values({ businessId: bayside, perDebitLimit: 100_00, perConsumerPerDayLimit: 150_00, accountValidation: 'prenote' });
    try {
      const already = await t.db.select().from(payments).where(and(eq(payments.consumerId, kevin.id), like(payments.idempotencyKey, 'adv-race-%')));
      expect(already).toEqual([]);
      const answers = await Promise.all(
        [1, 2, 3, 4].map((i) => t.gql(COLLECT, { input: { idempotencyKey: `adv-race-${i}`, items: [{ consumerId: kevin.id, amount: 60_00 }] } }, { token: owner })),
      );
      const made = await t.db.select().from(payments).where(and(eq(payments.consumerId, kevin.id), like(payments.idempotencyKey, 'adv-race-%')));
      // 60 + 60 fits under 150; a third would be 180.
      expect(made).toHaveLength(2);
      expect(answers.filter((a) => a.errors).map((a) => a.errors![0].message)).toEqual([Messages.consumerDebitOverDailyLimit('$150.00'), Messages.consumerDebitOverDailyLimit('$150.00')]);
    } finally {
      await t.db.delete(consumerDebitSettings).where(eq(consumerDebitSettings.businessId, bayside));
    }
  });
});

describe('all or none', () => {
  it("a request whose later debit the engine refuses collects none: the earlier one is not left behind, and the refusal is on record", async () => {
    const [maria] = await t.db.select().from(consumers).where(eq(consumers.email, 'maria.lopez@example.test'));
    const items = [
      { consumerId: maria.id, amount: 10_00 },
      { consumerId: maria.id, amount: 2_500_01 },
    ];
    const refused = await t.gql(COLLECT, { input: { idempotencyKey: 'adv-all-or-none', items } }, { token: owner });
    expect(refused.errors![0].message).toBe(Messages.consumerDebitOverLimit('$2,500.00'));
    expect(await t.db.select().from(payments).where(like(payments.idempotencyKey, 'adv-all-or-none:%'))).toEqual([]);
    const blocked = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'paymentsCollected'), eq(auditLog.outcome, 'blocked')));
    expect(blocked.filter((a) => (a.details as { idempotencyKey?: string }).idempotencyKey === 'adv-all-or-none')).toHaveLength(1);
  });
});

/** Moves the suite's clock on, with fresh tokens for the later tests (the old ones expire on the way). */
async function moveClockTo(iso: string) {
  t.clock.advance(new Date(iso).getTime() - t.clock().getTime());
  owner = (await t.tokensFor('owner@bayside.test')).accessToken;
  adminToken = (await t.tokensFor('admin@payloft.test')).accessToken;
}

describe("the business's day", () => {
  it("counts the per-consumer daily limit over the business's own day (Bayside: Chicago), not the UTC day", async () => {
    // 06:xx in Chicago on 11-21: the day the suite's clock starts on, in both zones.
    expect(t.clock().toISOString().slice(0, 10)).toBe('2026-11-21');
    const invited = await invite('late-evening@example.test', '100.00');
    await t.db.insert(consumerDebitSettings).values({ businessId: bayside, perDebitLimit: 100_00, perConsumerPerDayLimit: 150_00, accountValidation: 'prenote' });
    try {
      expect((await register({ token: invited.token, input: { ...person('late-evening@example.test'), ...bank('55507788'), acceptDebitAuthorization: 'on' } })).errors).toBeUndefined();
      const collectAt = async (iso: string, key: string) => {
        await moveClockTo(iso);
        return t.gql(COLLECT, { input: { idempotencyKey: key, items: [{ consumerId: invited.consumerId, amount: 100_00 }] } }, { token: owner });
      };
      // 21:00 in Chicago, still 11-21 there (a new UTC day): $100 more would be $200 that day.
      expect((await collectAt('2026-11-22T03:00:00Z', 'adv-zone-1')).errors![0].message).toBe(Messages.consumerDebitOverDailyLimit('$150.00'));
      // 01:00 in Chicago on 11-22 (the same UTC day as the refusal): a new day for the business.
      expect((await collectAt('2026-11-22T07:00:00Z', 'adv-zone-2')).errors).toBeUndefined();
    } finally {
      await t.db.delete(consumerDebitSettings).where(eq(consumerDebitSettings.businessId, bayside));
    }
  });
});

/** The micro-deposit e-mail to a consumer (the invitation went to the same address at the same instant). */
async function latestMail(recipient: string) {
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.subject, Messages.microDepositsEmailSubject('Bayside Auto Care'))))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row;
}

describe('revoking', () => {
  it('a revoked authorization stops the debit not yet sent and every later one; another business cannot revoke it', async () => {
    const REVOKE = coreGraphql(`mutation AdversarialCollectionsRevoke($consumerId: ID!) { revokeDebitAuthorization(consumerId: $consumerId) { message } }`);
    const invited = await invite('revoke@example.test', '35.00');
    expect((await register({ token: invited.token, input: { ...person('revoke@example.test'), ...bank('55504321'), acceptDebitAuthorization: 'on' } })).errors).toBeUndefined();
    const northwind = (await t.tokensFor('owner@northwind.test')).accessToken;
    expect(codeOf(await t.gql(REVOKE, { consumerId: invited.consumerId }, { token: northwind }))).toBe('notFoundAPIError');
    expect((await t.gql(REVOKE, { consumerId: invited.consumerId }, { token: owner })).data!.revokeDebitAuthorization.message).toBe(Messages.debitAuthorizationRevokedNow);
    const payment = await paymentOf(invited.consumerId);
    await runCycle(new Date(payment.dueAt.getTime() + 10 * 86_400_000));
    expect(await paymentOf(invited.consumerId)).toMatchObject({ status: 'error', paymentErrorMessage: Messages.debitAuthorizationRevoked });
    expect(await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, payment.id))).toEqual([]);
    const later = await t.gql(COLLECT, { input: { idempotencyKey: 'adv-revoked-1', items: [{ consumerId: invited.consumerId, amount: 10_00 }] } }, { token: owner });
    expect(later.errors![0].message).toBe(Messages.consumerNotAuthorized);
    // The business's list says so (the web's Enabled list shows "Debits revoked" from it).
    const listed = await t.gql(coreGraphql(`query AdversarialCollectionsConsumers { consumers(limit: 100) { edges { node { consumerId debitAuthorization } } } }`), {}, { token: owner });
    const states = new Map(listed.data!.consumers.edges.map((e: { node: { consumerId: string; debitAuthorization: string | null } }) => [e.node.consumerId, e.node.debitAuthorization]));
    expect(states.get(invited.consumerId)).toBe('revoked');
    const [maria] = await t.db.select().from(consumers).where(eq(consumers.email, 'maria.lopez@example.test'));
    expect(states.get(maria.id)).toBe('authorized');
  });
});
