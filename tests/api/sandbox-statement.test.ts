/**
 * The sandbox bank's statement (local, dev and demo only): a consumer of a business on the sandbox rail who is sent two
 * micro-deposits can read them as their bank statement would show them, and finish the check with them; the amounts
 * are never answered in staging or prod, nor for a business on a real rail.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountValidations, businessRails, businesses, consumerDebitSettings, outboxMessages } from '../../api/db/schema';
import { decryptSecret } from '../../api/lib/crypto';
import { sandboxStatementLines } from '../../api/modules/payments/account-validation';
import { Messages } from '../../domain/messages';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';

let t: TestApi;
let owner = '';
let bayside = '';

beforeAll(async () => {
  t = await startTestApi();
  owner = (await t.tokensFor('owner@bayside.test')).accessToken;
  bayside = (await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care')))[0].id;
  await t.db.insert(consumerDebitSettings).values({ businessId: bayside, perDebitLimit: 2_500_00, perConsumerPerDayLimit: 5_000_00, accountValidation: 'microDeposits' });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const INVITE = coreGraphql(`mutation SandboxStatementInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }`);
const REGISTER = coreGraphql(`mutation SandboxStatementRegister($token: String, $input: RegistrationInput!, $userAgent: String) {
  registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }`);
const STATEMENT = coreGraphql(`query SandboxStatementLines { sandboxBankStatement { id date accountHolderName accountLast4 descriptor amountCents } }`);
const CONFIRM = coreGraphql(`mutation SandboxStatementConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }`);

async function registerConsumer(email: string, accountNumber: string) {
  const invited = await t.gql(INVITE, { input: { firstName: 'Omar', lastName: 'Diaz', email, initialPayment: '20.00' } }, { token: owner });
  expect(invited.errors).toBeUndefined();
  const token = new URL(invited.data!.consumerConnection.invitationLink!).searchParams.get('token')!;
  const input = { firstName: 'Omar', lastName: 'Diaz', email, bankName: 'Chase', routingNumber: '122000247', accountNumber, accountHolderName: 'Omar Diaz', acceptDebitAuthorization: 'on' };
  expect((await t.gql(REGISTER, { token, input, userAgent: 'Mozilla/5.0 Chrome/156.0' }, { address: '198.51.100.40' })).errors).toBeUndefined();
  return invited.data!.consumerConnection.connection.consumerId as string;
}

describe("the sandbox bank's statement", () => {
  it('shows the two credits as the consumer’s statement would, and they finish the check', async () => {
    const consumerId = await registerConsumer('omar.statement@example.test', '77705678');
    const [check] = await t.db.select().from(accountValidations).where(eq(accountValidations.consumerId, consumerId));
    const sent = JSON.parse(decryptSecret(check.amountsEncrypted!, t.config.encryptionKey)) as number[];
    // Local: no sign-in, as the outbox (the demo asks for the administrator).
    const lines = (await t.gql(STATEMENT, {})).data!.sandboxBankStatement.filter((l) => l.id.startsWith(check.id));
    expect(lines.map((l) => Number(l.amountCents)).sort()).toEqual([...sent].sort());
    for (const line of lines) {
      expect(line).toMatchObject({ accountHolderName: 'Omar Diaz', accountLast4: '5678', descriptor: 'BAYSIDE AUTO CAR ACCTVERIFY' });
      expect(line.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, 'omar.statement@example.test'), eq(outboxMessages.subject, Messages.microDepositsEmailSubject('Bayside Auto Care'))))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const token = decodeURIComponent(mail.body.match(/account-validation\?token=(\S+)/)![1]);
    const dollars = (cents: number | string) => (Number(cents) / 100).toFixed(2);
    const confirmed = await t.gql(CONFIRM, { token, first: dollars(lines[0].amountCents), second: dollars(lines[1].amountCents) });
    expect(confirmed.data!.confirmMicroDeposits.message).toBe(Messages.microDepositsConfirmed);
  });

  it('never in staging or prod, and never for a business on a real rail', async () => {
    expect((await sandboxStatementLines(t.db, t.config.encryptionKey, 'local', 100)).length).toBeGreaterThan(0);
    expect(await sandboxStatementLines(t.db, t.config.encryptionKey, 'prod', 100)).toEqual([]);
    expect(await sandboxStatementLines(t.db, t.config.encryptionKey, 'staging', 100)).toEqual([]);
    const [rail] = await t.db.select().from(businessRails).where(eq(businessRails.businessId, bayside));
    await t.db.update(businessRails).set({ rail: 'nacha' }).where(eq(businessRails.businessId, bayside));
    try {
      expect((await t.gql(STATEMENT, {})).data!.sandboxBankStatement).toEqual([]);
    } finally {
      await t.db.update(businessRails).set({ rail: rail.rail }).where(eq(businessRails.businessId, bayside));
    }
  });
});
