// An instant collection asked of the payer's bank by request for payment (decisions 108 and 114), as Bayside's owner
// follows it on the payment's page: sent and waiting for the payer until its expiry (in the business's zone), then paid
// once the sandbox payer pays; and, for a payer whose bank refuses it or who lets it lapse, Failed with the reason and
// what to do next, in the failed-collections list too. The sandbox's payers answer by account number
// (INSTANT_SANDBOX_PAYERS); the admin's processing cycle (local only, decision 086) hands the request over and reads
// the network's deliveries. JavaScript on and off.
import { expect, test, type Page, OWN_CLOCK } from './support/test';
import { Messages } from '../../domain/messages';
import { zoneFormat } from '../../domain/dates';
import { gqlAt, tokenOf } from './support/graphql';
import { expectAccessible, signIn } from './support/pages';

// Its journeys on servers of their own run every processing cycle themselves: the servers' loop is off.
test.use({ ownServersEnv: OWN_CLOCK });

const ENABLED = '/instant-collections/enabled?page=1';
/** JPMorgan Chase's routing number the demo directory marks as taking requests for payment. */
const REQUEST_BANK = '071000013';
/** The sandbox payer's bank: refuses the request (AM04); shows it to a payer who never pays. Any other account pays. */
const REFUSES = '900000000014';
const IGNORES = '900000000016';
const HOUR = 3_600_000;

interface RequestView {
  status: string;
  instantPaymentRequest: { state: string; expiresAt: string } | null;
}

/** Bayside's consumer who registered from an invitation at the request-taking bank, with the debit authorization. */
async function requestPayer(base: string, project: string, accountNumber: string): Promise<string> {
  const lastName = `Rfp${project === 'js' ? 'Script' : 'Plain'}${String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
  const email = `rfp.${project}.${Date.now()}@example.test`;
  const { consumerConnection } = await gqlAt<{ consumerConnection: { invitationLink: string } }>(
    base,
    'core',
    'mutation($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { invitationLink } }',
    { input: { firstName: 'Rosa', lastName, email, initialPayment: '0.00' } },
    await tokenOf('owner@bayside.test', base),
  );
  await gqlAt(base, 'core', 'mutation($token: String, $input: RegistrationInput!) { registerBusinessConsumer(token: $token, input: $input) { consumerId } }', {
    token: new URL(consumerConnection.invitationLink).searchParams.get('token'),
    input: { firstName: 'Rosa', lastName, email, bankName: 'JPMorgan Chase', routingNumber: REQUEST_BANK, accountNumber, accountHolderName: `Rosa ${lastName}`, acceptDebitAuthorization: 'on' },
  });
  return `Rosa ${lastName}`;
}

/** Collects from the payer on the Instant Collections page, as the owner does, and returns the collection's id. */
async function collectFrom(page: Page, base: string, name: string, amount: string, reference: string): Promise<string> {
  await page.goto(ENABLED);
  await page.getByRole('link', { name: `Collect from ${name}` }).click();
  const form = page.getByTestId('collect-form');
  await form.getByLabel('Amount (USD)').fill(amount);
  await form.getByLabel('Reference number').fill(reference);
  await form.getByRole('button', { name: 'Review collection' }).click();
  await page.getByTestId('collect-confirm').getByRole('button', { name: 'Confirm collection' }).click();
  await expect(page.getByText(Messages.collectionsRequested(1))).toBeVisible();
  const { instantCollectionPaymentTransferTransactions: list } = await gqlAt<{ instantCollectionPaymentTransferTransactions: { edges: { node: { id: string } }[] } }>(
    base,
    'reports',
    'query($filter: PaymentTransferTransactionFilter) { instantCollectionPaymentTransferTransactions(filter: $filter, limit: 10) { edges { node { id } } } }',
    { filter: { referenceNumber: reference } },
    await tokenOf('owner@bayside.test', base),
  );
  expect(list.edges).toHaveLength(1);
  return list.edges[0].node.id;
}

async function requestOf(base: string, id: string): Promise<RequestView> {
  const { paymentTransferTransaction } = await gqlAt<{ paymentTransferTransaction: RequestView }>(
    base,
    'core',
    'query($id: ID!) { paymentTransferTransaction(id: $id) { status instantPaymentRequest { state expiresAt } } }',
    { id },
    await tokenOf('owner@bayside.test', base),
  );
  return paymentTransferTransaction;
}

/** One processing cycle as of `at`, run by the administrator (the local environment's hook, decision 086). */
async function cycle(base: string, at: Date) {
  await gqlAt(base, 'core', 'mutation($at: String) { runProcessingCycle(at: $at) { succeeded } }', { at: at.toISOString() }, await tokenOf('admin@payloft.test', base));
}

/**
 * The cycles that get a new payer's collections asked of their bank: the first sends the consumer's account check (a
 * prenote) and holds the collections; a week later the account is validated and the requests go (decision 052's
 * check gates a request too, decision 108). Returns the instant the requests were sent.
 */
async function askPayersBank(base: string, ids: readonly string[]): Promise<Date> {
  await cycle(base, new Date(Date.now() + 60_000));
  const sent = new Date(Date.now() + 7 * 24 * HOUR);
  await cycle(base, sent);
  for (const id of ids) expect((await requestOf(base, id)).instantPaymentRequest, `collection ${id} was asked of the payer's bank`).not.toBeNull();
  return sent;
}

async function businessZone(base: string): Promise<string> {
  const { viewer } = await gqlAt<{ viewer: { timeZone: string } }>(base, 'core', '{ viewer { timeZone } }', {}, await tokenOf('owner@bayside.test', base));
  return viewer.timeZone;
}

const timeline = (page: Page) => page.getByTestId('status-history-row');

/** No engine word reaches the person: states, network keys and kinds are all in words ("expired" is also an English word the page uses). */
async function expectNoEnumNames(page: Page) {
  await expect(page.locator('main')).not.toContainText(/\b(presented|rejected|fednow|instantCollection|processing|error)\b/);
}

// Both journeys run on servers of their own: the account check and the request's 72 hours are passed by cycles run
// days ahead, which must not process other tests' payments early.
test('a collection asked by request for payment waits for the payer until its expiry, then is paid when the payer pays', async ({ ownServers: { page, servers } }, info) => {
  test.setTimeout(240_000);
  const base = servers.apiURL;
  const name = await requestPayer(base, info.project.name, '5500771001');
  const reference = `RFP-PAID-${info.project.name === 'js' ? 'JS' : 'NOJS'}-${Date.now()}`;
  await signIn(page, 'owner@bayside.test');
  const id = await collectFrom(page, base, name, '27.50', reference);

  const sent = await askPayersBank(base, [id]);
  const waiting = await requestOf(base, id);
  expect(waiting).toMatchObject({ status: 'processing', instantPaymentRequest: { state: 'presented' } });
  const zone = zoneFormat(await businessZone(base));
  expect(zone.timeZone).not.toBe('UTC');

  await page.goto(`/transactions/details/${id}`);
  const summary = page.getByTestId('payment-summary');
  await expect(summary.getByTestId('payment-amount')).toHaveText('$27.50');
  await expect(summary).toContainText('Sent to bank');
  await expect(summary).toContainText(`From ${name}`);
  await expect(page.getByTestId('time-zone-note')).toHaveText(Messages.timesInZone(zone.timeZone));
  await expect(page.getByTestId('payment-request')).toHaveText(Messages.requestWaitingForPayer(zone.dateTime(waiting.instantPaymentRequest!.expiresAt)));
  await expect(timeline(page).filter({ hasText: 'Request for payment sent to the payer’s bank over FedNow.' })).toHaveCount(1);
  await expect(timeline(page).filter({ hasText: 'The payer’s bank showed the request to the payer.' })).toHaveCount(1);
  await expect(page.getByTestId('payment-field').filter({ hasText: 'Rail' })).toContainText('Instant payment (FedNow or RTP)');
  await expectNoEnumNames(page);
  await expectAccessible(page);

  // The sandbox payer pays with the network's next delivery.
  await cycle(base, new Date(sent.getTime() + 2 * 60_000));
  expect(await requestOf(base, id)).toMatchObject({ status: 'success', instantPaymentRequest: { state: 'paid' } });
  await page.reload();
  await expect(summary).toContainText('Paid');
  await expect(page.getByTestId('payment-request')).toHaveCount(0);
  await expect(page.getByTestId('payment-failure')).toHaveCount(0);
  await expect(timeline(page).filter({ hasText: 'Paid by the payer over FedNow.' })).toHaveCount(1);
  await expectNoEnumNames(page);
  await expectAccessible(page);
});

test('a request the payer’s bank refuses, and one the payer lets lapse: Failed with the reason and what to do next, on the page and in the failed list', async ({ ownServers: { page, servers } }, info) => {
  test.setTimeout(240_000);
  const base = servers.apiURL;
  const project = info.project.name === 'js' ? 'JS' : 'NOJS';
  const refusing = await requestPayer(base, info.project.name, REFUSES);
  const lapsing = await requestPayer(base, info.project.name, IGNORES);
  await signIn(page, 'owner@bayside.test');
  const refusedRef = `RFP-REFUSED-${project}-${Date.now()}`;
  const lapsedRef = `RFP-LAPSED-${project}-${Date.now()}`;
  const refused = await collectFrom(page, base, refusing, '31.00', refusedRef);
  const lapsed = await collectFrom(page, base, lapsing, '12.75', lapsedRef);
  await askPayersBank(base, [refused, lapsed]);
  expect(await requestOf(base, refused)).toMatchObject({ status: 'error', instantPaymentRequest: { state: 'rejected' } });

  await page.goto(`/transactions/details/${refused}`);
  await expect(page.getByTestId('payment-summary')).toContainText('Failed');
  let failure = page.getByTestId('payment-failure');
  await expect(failure).toContainText('Request refused by the payer’s bank: AM04 Insufficient funds');
  await expect(failure.getByTestId('payment-next-step')).toHaveText(Messages.requestRefusedNextStep);
  await expect(timeline(page).filter({ hasText: 'Request for payment refused by the payer’s bank: AM04 Insufficient funds.' })).toHaveCount(1);
  await expect(page.getByTestId('payment-request')).toHaveCount(0);
  await expect(page.getByTestId('payment-field').filter({ hasText: 'Bank Status' })).toContainText('Refused by the bank');
  await expectNoEnumNames(page);
  await expectAccessible(page);

  // The payer never pays: the request lapses at its expiry.
  const waiting = await requestOf(base, lapsed);
  expect(waiting.instantPaymentRequest).toMatchObject({ state: 'presented' });
  const expiresAt = new Date(waiting.instantPaymentRequest!.expiresAt);
  await cycle(base, new Date(expiresAt.getTime() + HOUR));
  expect(await requestOf(base, lapsed)).toMatchObject({ status: 'error', instantPaymentRequest: { state: 'expired' } });
  const zone = zoneFormat(await businessZone(base));
  await page.goto(`/transactions/details/${lapsed}`);
  await expect(page.getByTestId('payment-summary')).toContainText('Failed');
  failure = page.getByTestId('payment-failure');
  await expect(failure).toContainText(Messages.requestExpiredReason);
  await expect(failure.getByTestId('payment-next-step')).toHaveText(Messages.requestExpiredNextStep(zone.dateTime(expiresAt)));
  await expect(timeline(page).filter({ hasText: 'Request for payment expired: the payer did not pay it in time.' })).toHaveCount(1);
  await expect(page.getByTestId('payment-field').filter({ hasText: 'Bank Status' })).toContainText('Expired unpaid');
  await expectNoEnumNames(page);
  await expectAccessible(page);

  // Collections › Failed lists both, Failed (not Returned: nothing was taken), with the reason in words.
  await page.goto('/collections/failed?page=1');
  for (const [reference, reason] of [
    [refusedRef, 'Request refused by the payer’s bank: AM04 Insufficient funds'],
    [lapsedRef, Messages.requestExpiredReason],
  ]) {
    const row = page.getByTestId('transaction-row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Failed');
    await expect(row).toContainText(reason);
    await expect(row).not.toContainText('Returned');
  }
  await expectAccessible(page);
});
