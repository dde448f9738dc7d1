// Instant collections: Bayside collects from one consumer and from many (a consumer who settles, one whose
// bank returns it, and its connected customer business), confirms before money moves, runs a cycle, finds them in
// Collections › Completed and Failed (with the reason in words) and the receipts in the outbox. JavaScript on and off.
import { expect, test, type Page, DISPLAY, OWN_CLOCK } from './support/test';
import { invitationSentMessage } from '../../domain/network';
import { Messages } from '../../domain/messages';
import { dueInstant, gql, gqlAt, sharedApiUrl, tokenOf } from './support/graphql';
import { expectAccessible, latestMessageTo, signIn, signInAt } from './support/pages';

const ENABLED = '/instant-collections/enabled?page=1';

// Tests on their own servers run every cycle themselves.
test.use({ ownServersEnv: OWN_CLOCK });

interface Collection {
  referenceNumber: string | null;
  dueDateTime: { date: string; time: string; timezone: string };
}

/** The admin runs a cycle just after the last of the collections with `reference` falls due (on the servers at `api`). */
async function processCollections(reference: string, api: string = sharedApiUrl()) {
  const bayside = await tokenOf('owner@bayside.test', api);
  const { instantCollectionPaymentTransferTransactions: list } = await gqlAt<{ instantCollectionPaymentTransferTransactions: { edges: { node: Collection }[] } }>(
    api,
    'reports',
    '{ instantCollectionPaymentTransferTransactions(limit: 100) { edges { node { referenceNumber dueDateTime { date time timezone } } } } }',
    {},
    bayside,
  );
  const mine = list.edges.map((e) => e.node).filter((n) => n.referenceNumber === reference);
  expect(mine.length).toBeGreaterThan(0);
  const last = Math.max(...mine.map((n) => dueInstant(n).getTime()));
  await gqlAt(api, 'core', 'mutation($at: String) { runProcessingCycle(at: $at) { succeeded } }', { at: new Date(last + 60_000).toISOString() }, await tokenOf('admin@payloft.test', api));
}

/** At 1366px nothing is cut off: the page itself never scrolls sideways (wide tables scroll inside their own box). */
async function expectFitsAt1366(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
}

async function reviewAndConfirm(page: Page, question: string) {
  await page.getByRole('button', { name: 'Review collection' }).click();
  const confirm = page.getByTestId('collect-confirm');
  await expect(confirm.getByRole('heading', { name: 'Confirm collection' })).toBeVisible();
  await expect(confirm).toContainText(question);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirm collection' }).click();
}

// Its own servers with the processing loop off: a collection is due at once, and the shared servers' loop could
// settle it between the request and the look at Upcoming (it did, once in a rehearsal).
test('Bayside collects from one consumer, confirms, and after a cycle sees it completed and the receipt sent', async ({ ownServers: { page, servers } }, info) => {
  const reference = `E2E-ONE-${info.project.name === 'js' ? 'JS' : 'NOJS'}-${Date.now()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, 'owner@bayside.test', ENABLED);
  await expect(page.getByRole('heading', { level: 1, name: 'Instant Collections Consumers' })).toBeVisible();
  await expectFitsAt1366(page);
  await expect(page.getByTestId('customer-row').filter({ hasText: 'Coastal Fleet Services' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Collect from Maria Lopez' }).click();
  const form = page.getByTestId('collect-form');
  await expect(form.getByRole('heading', { name: 'Collect from Maria Lopez' })).toBeVisible();
  // The number on file, in the product's one phone format.
  await expect(form.getByLabel('Phone number')).toHaveValue('(619) 555-0201');
  await form.getByLabel('Amount (USD)').fill('0');
  await form.getByRole('button', { name: 'Review collection' }).click();
  await expect(page.getByText(Messages.amountPositive)).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Amount (USD)').fill('64.20');
  await form.getByLabel('Reference number').fill(reference);
  await form.getByLabel('Description').fill('Brake inspection');
  await reviewAndConfirm(page, Messages.confirmCollect(1, '$64.20'));
  await expect(page.getByText(Messages.collectionsRequested(1))).toBeVisible();

  // Requested and not yet settled: Collections › Upcoming holds it, scheduled, with the day it is expected.
  await page.goto('/collections/upcoming?page=1');
  const upcoming = page.getByTestId('transaction-row').filter({ hasText: reference });
  await expect(upcoming).toContainText('$64.20');
  await expect(upcoming).toContainText('Maria Lopez');
  await expect(upcoming).toContainText('Scheduled');
  await expect(upcoming).toContainText(/\d{2}-\d{2}-\d{4}/);
  await expectFitsAt1366(page);
  await expectAccessible(page);

  await processCollections(reference, servers.apiURL);
  await page.goto('/collections/completed?page=1');
  const row = page.getByTestId('transaction-row').filter({ hasText: reference });
  await expect(row).toContainText('$64.20');
  await expect(row).toContainText('Maria Lopez');
  await expect(row).toContainText('From a consumer');
  await expect(row).not.toContainText('instantCollection');
  await expectFitsAt1366(page);
  await expectAccessible(page);
  await row.getByRole('link', { name: /^PUR-/ }).click();
  await expect(page.getByText('(619) 555-0201')).toBeVisible();
  await expect(page.getByText('From a consumer')).toBeVisible();

  const receipt = await latestMessageTo(page, 'maria.lopez@example.test', (body) => body.includes(reference));
  expect(receipt).toContain('Your payment of $64.20 to Bayside Auto Care was received.');
  expect(receipt).toContain('(America/Chicago)');
});

test('Bayside collects from many at once: the settled ones are completed with receipts, the returned one failed with its reason', async ({ page }, info) => {
  const reference = `E2E-MANY-${info.project.name === 'js' ? 'JS' : 'NOJS'}-${Date.now()}`;
  await signInAt(page, 'owner@bayside.test', ENABLED);
  await page.getByRole('checkbox', { name: 'Select Maria Lopez' }).check();
  await page.getByRole('checkbox', { name: 'Select Kevin Nguyen' }).check();
  await page.getByRole('checkbox', { name: 'Select Coastal Fleet Services' }).check();
  await page.getByRole('button', { name: 'Collect from selected', exact: true }).click();

  const form = page.getByTestId('collect-form');
  await expect(form.getByRole('heading', { name: 'Collect from 3 payers' })).toBeVisible();
  for (const name of ['Maria Lopez', 'Kevin Nguyen', 'Coastal Fleet Services']) await expect(form).toContainText(name);
  await expect(form.getByLabel('Phone number')).toHaveCount(0);
  await expectAccessible(page);
  await form.getByLabel('Amount from each payer (USD)').fill('15');
  await form.getByLabel('Reference number').fill(reference);
  await reviewAndConfirm(page, Messages.confirmCollect(3, '$45.00'));
  await expect(page.getByText(Messages.collectionsRequested(3))).toBeVisible();

  await processCollections(reference);
  await page.goto('/collections/completed?page=1');
  const completed = page.getByTestId('transaction-row').filter({ hasText: reference });
  await expect(completed).toHaveCount(2);
  await expect(completed.filter({ hasText: 'Coastal Fleet Services' })).toContainText('From a customer business');
  await expect(completed.filter({ hasText: 'Maria Lopez' })).toContainText('$15.00');

  await page.goto('/collections/failed?page=1');
  const failed = page.getByTestId('transaction-row').filter({ hasText: reference });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('Kevin Nguyen');
  await expect(failed).toContainText('No account / unable to locate account');
  await expectAccessible(page);

  const toCustomer = await latestMessageTo(page, 'owner@coastalfleet.test', (body) => body.includes(reference));
  expect(toCustomer).toContain('Paid by: Coastal Fleet Services');
  const toKevin = await latestMessageTo(page, 'kevin.nguyen@example.test', (body) => body.includes(reference));
  expect(toKevin).toContain('Nothing was taken from your account.');
});

/**
 * A consumer of Bayside who registered from an invitation and accepted the debit authorization (a name of its own per
 * run), with no initial payment: revoking then fails no debit, so no other test's Errors page gains a failure of ours.
 */
async function consumerWithDebitAuthorization(project: string): Promise<string> {
  const lastName = `${project === 'js' ? 'Script' : 'Plain'}${String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
  const email = `revoke.${project}.${Date.now()}@example.test`;
  const { consumerConnection } = await gql<{ consumerConnection: { invitationLink: string } }>(
    'core',
    'mutation($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { invitationLink } }',
    { input: { firstName: 'Reva', lastName, email, initialPayment: '0.00' } },
    await tokenOf('owner@bayside.test'),
  );
  await gql('core', 'mutation($token: String, $input: RegistrationInput!) { registerBusinessConsumer(token: $token, input: $input) { consumerId } }', {
    token: new URL(consumerConnection.invitationLink).searchParams.get('token'),
    input: { firstName: 'Reva', lastName, email, bankName: 'Chase', routingNumber: '122000247', accountNumber: '55509876', accountHolderName: `Reva ${lastName}`, acceptDebitAuthorization: 'on' },
  });
  return `Reva ${lastName}`;
}

test("Bayside records a consumer's revoked debit authorization after a confirmation; the row then says debits are revoked", async ({ page }, info) => {
  const name = await consumerWithDebitAuthorization(info.project.name);
  await signInAt(page, 'owner@bayside.test', ENABLED);
  const row = page.getByTestId('consumer-row').filter({ hasText: name });
  await row.getByRole('link', { name: `${Messages.revokeDebitAuthorization} of ${name}` }).click();
  // The confirmation is URL state rendered by the server: it says what will happen before anything does.
  await expect(page).toHaveURL(/dialog=revoke-debits/);
  const dialog = page.getByRole('alertdialog', { name: Messages.revokeDebitAuthorization });
  await expect(dialog).toContainText(Messages.confirmRevokeDebitAuthorization(name));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: Messages.revokeDebitAuthorization }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.debitAuthorizationRevokedNow);
  await expect(row).toContainText(Messages.debitsRevoked);
  await expect(row.getByRole('link', { name: `Collect from ${name}` })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `${Messages.revokeDebitAuthorization} of ${name}` })).toHaveCount(0);
  await expectAccessible(page);
});

test("a consumer who is not enabled cannot be chosen, even through a hand-made URL", DISPLAY, async ({ page }) => {
  await signIn(page, 'owner@bayside.test');
  // Aisha Patel is pending: a hand-made URL naming her opens no form.
  const { consumers } = await gql<{ consumers: { edges: { node: { consumerId: string; firstName: string } }[] } }>(
    'core',
    '{ consumers(limit: 100, filter: { processStatus: "pending" }) { edges { node { consumerId firstName } } } }',
    {},
    await tokenOf('owner@bayside.test'),
  );
  const aisha = consumers.edges.find((e) => e.node.firstName === 'Aisha')!.node.consumerId;
  await page.goto(`${ENABLED}&collect=consumer:${aisha}`);
  await expect(page.getByTestId('collect-form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Collect from Aisha Patel' })).toHaveCount(0);
});

test('a consumer list has a Vehicle column only where the invitation asks for the vehicle (Bayside Auto Care, not Lakeside Dental), and its phone numbers in one format', DISPLAY, async ({ page }) => {
  for (const [email, automotive] of [
    ['employee@lakeside.test', false],
    ['owner@bayside.test', true],
  ] as const) {
    await page.context().clearCookies();
    await signIn(page, email);
    for (const path of [ENABLED, '/instant-collections/pending?page=1']) {
      await page.goto(path);
      const headers = page.getByRole('table').first().getByRole('columnheader');
      await expect(headers.filter({ hasText: 'Email' })).toHaveCount(1);
      await expect(headers.filter({ hasText: 'Vehicle' }), `${email} ${path}`).toHaveCount(automotive ? 1 : 0);
      // The invitation on the same page asks for the vehicle by the same rule.
      await expect(page.getByLabel('Make')).toHaveCount(automotive ? 1 : 0);
    }
    // Phone numbers in the product's one format, whatever way they were typed (the demo's were typed +1 619 555 0201).
    if (automotive) {
      await page.goto(ENABLED);
      await expect(page.getByTestId('consumer-row').filter({ hasText: 'Maria Lopez' })).toContainText('(619) 555-0201');
    }
  }
});

test("Lakeside's employee (InstantCollection only) reaches its consumers from the menu and invites one (decision 038)", async ({ page }, info) => {
  const email = `ava.${info.project.name}.${Date.now()}@example.test`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'employee@lakeside.test');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.locator('summary', { hasText: 'Instant Collections' }).click();
  await menu.getByRole('link', { name: 'Pending', exact: true }).click();
  await page.waitForURL(/\/instant-collections\/pending\?page=1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Instant Collections Consumers' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Ava');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(invitationSentMessage('consumer', email));
  await expect(page.getByTestId('consumer-row').filter({ hasText: email })).toBeVisible();

  await page.goto(ENABLED);
  await expect(page.getByRole('heading', { level: 1, name: 'Instant Collections Consumers' })).toBeVisible();
  // Collecting from customer businesses needs InstantCollectionForCustomer, which Lakeside does not hold.
  await expect(page.getByTestId('customer-row')).toHaveCount(0);
  await expectAccessible(page);
});

test('Collect is offered only where it can succeed: a consumer added for On Demand (no debit authorization) reads what they must do, and a hand-made URL opens no form', async ({ ownServers: { page, servers } }) => {
  // Its own servers: the new consumer changes Bayside's lists.
  const owner = await tokenOf('owner@bayside.test', servers.apiURL);
  const { createConsumer } = await gqlAt<{ createConsumer: { consumerId: string } }>(
    servers.apiURL,
    'core',
    'mutation($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }',
    { input: { firstName: 'Nina', lastName: 'Okafor', email: 'nina.okafor@example.test', bankName: 'Chase', routingNumber: '122000247', accountNumber: '44410021', accountHolderName: 'Nina Okafor' } },
    owner,
  );
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1366) await signInAt(page, 'owner@bayside.test', ENABLED);
    const nina = page.getByTestId('consumer-row').filter({ hasText: 'Nina Okafor' });
    await expect(nina.getByTestId('collect-blocked')).toHaveText(Messages.collectBlockedNoAuthorization);
    await expect(nina.getByRole('link', { name: 'Collect from Nina Okafor' })).toHaveCount(0);
    await expect(nina.getByRole('checkbox')).toHaveCount(0);
    // A consumer who can be collected from still can.
    await expect(page.getByRole('link', { name: 'Collect from Maria Lopez' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  }
  await page.goto(`${ENABLED}&collect=${encodeURIComponent(`consumer:${createConsumer.consumerId}`)}`);
  await expect(page.getByTestId('collect-form')).toHaveCount(0);
});
