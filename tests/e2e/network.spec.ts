import { expect, test, type Page, DISPLAY, OWN_CLOCK } from './support/test';
import { invitationSentMessage } from '../../domain/network';
import { Messages } from '../../domain/messages';
import { dueInstant, gql, gqlAt, tokenOf } from './support/graphql';
import { codeFor, expectAccessible, latestMessageTo, signOut, signInAt } from './support/pages';

// Its journeys on servers of their own run every processing cycle themselves: the servers' loop is off.
test.use({ ownServersEnv: OWN_CLOCK });

const PASSWORD = 'Welcome2026x';

/** One processing cycle on a test's own servers, as of `at` (admin, APP_ENV local). */
async function runProcessingCycleAt(base: string, adminToken: string, at: Date) {
  await gqlAt(base, 'core', 'mutation($at: String) { runProcessingCycle(at: $at) { succeeded } }', { at: at.toISOString() }, adminToken);
}

async function invitationLink(page: Page, email: string, pagePath: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${pagePath.replace('/', '\\/')}\\?token=\\S+`);
  const link = (await latestMessageTo(page, email, (body) => pattern.test(body))).match(pattern)?.[0];
  if (!link) throw new Error(`no ${pagePath} link for ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

test('an owner invites an employee, who registers from the e-mailed link and lands signed in; the used link is refused', async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = `hire.${info.project.name}@example.test`;
  await signInAt(page, 'owner@northwind.test', '/bo/manage-users/pending?page=1');
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Park');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('toast')).toHaveText(invitationSentMessage('employee', email));
  await expect(page.getByTestId('pending-row').filter({ hasText: email })).toBeVisible();
  const link = await invitationLink(page, email, '/registration/businessEmployee');
  await signOut(page);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Employee registration' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Nia');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByText('expires 14 days after it was sent')).toBeVisible();
  await expectAccessible(page);
  // Northwind's office line, which its owner gave too: a shared number is no refusal and reveals no account (decision 085).
  await page.getByLabel('Phone number').fill('+1 312 555 0141');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Different2026x');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(Messages.passwordsMustMatch)).toBeVisible();
  // Nothing typed is lost (passwords excepted).
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 312 555 0141');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/transactions\/upcoming/);
  await expect(page.getByTestId('toast')).toHaveText(Messages.employeeConnectionCreated);
  await signOut(page);

  await page.goto(link);
  await expect(page.getByTestId('invitation-invalid')).toHaveText(Messages.invalidInvitation);
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  await expectAccessible(page);

  await signInAt(page, 'owner@northwind.test', '/bo/manage-users/active?page=1');
  await expect(page.getByTestId('active-user-row').filter({ hasText: email })).toBeVisible();
});

test('a second invitation to the same e-mail on Manage Users is ignored (spec §8): no error, the one invitation still waits', async ({ page }, info) => {
  const email = `twice.${info.project.name}@example.test`;
  await signInAt(page, 'owner@northwind.test', '/bo/manage-users/pending?page=1');
  const invite = async () => {
    await page.getByLabel('First name').fill('Ola');
    await page.getByLabel('Last name').fill('Twice');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
  };
  await invite();
  await expect(page.getByTestId('toast')).toHaveText(invitationSentMessage('employee', email));
  await invite();
  await expect(page).toHaveURL(/\/bo\/manage-users\/pending\?page=1$/);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByText(Messages.invitationAlreadySent)).toHaveCount(0);
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('pending-row').filter({ hasText: email })).toHaveCount(1);
  await expectAccessible(page);
});

test('copy an invitation link: a read-only field without JavaScript, the clipboard with it', async ({ page, context }, info) => {
  test.setTimeout(120_000);
  const email = `copy.${info.project.name}@example.test`;
  if (info.project.use.javaScriptEnabled) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAt(page, 'owner@northwind.test', '/bo/manage-users/pending?page=1');
  await page.getByLabel('First name').fill('Copy');
  await page.getByLabel('Last name').fill('Me');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('toast')).toHaveText(invitationSentMessage('employee', email));
  await page.getByRole('button', { name: `Copy link: ${email}` }).click();
  const field = page.getByTestId('invitation-link');
  await expect(field).toHaveValue(/\/registration\/businessEmployee\?token=/);
  await expect(field).toHaveAttribute('readonly', '');
  if (info.project.use.javaScriptEnabled) {
    await expect(page.getByTestId('link-copied')).toHaveText(Messages.invitationLinkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  }
  const copied = new URL(await field.inputValue());
  await expectAccessible(page);
  await signOut(page);
  await page.goto(copied.pathname + copied.search);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('a vendor proves the invited mailbox, registers from its invitation and lands on its transactions', async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = `ap.${info.project.name}@freshfarms.test`;
  const token = await tokenOf('owner@northwind.test');
  await gql('core', 'mutation($input: VendorConnectionInput!) { vendorConnection(input: $input) { message } }', { input: { name: `Fresh Farms ${info.project.name}`, email } }, token);
  await page.goto(await invitationLink(page, email, '/registration/vendor'));
  // The link alone asks for no bank details: first the code sent to the invited mailbox (decision 125).
  await expect(page.getByTestId('mailbox-proof')).toContainText(Messages.mailboxProofIntro(email));
  await expect(page.getByLabel('Bank name')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: Messages.mailboxCodeSend }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.mailboxCodeSent(email));
  const code = await codeFor(page, email);
  await page.getByLabel(Messages.mailboxCodeLabel).fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(Messages.mailboxCodeWrong).first()).toBeVisible();
  await expect(page.getByLabel('Bank name')).toHaveCount(0);
  await page.getByLabel(Messages.mailboxCodeLabel).fill(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.mailboxConfirmed);
  await expect(page.getByLabel('Vendor name')).toHaveValue(`Fresh Farms ${info.project.name}`);
  // The invitation named no state: none is chosen for the vendor (the select asks), and none is refused as Required.
  await expect(page.getByLabel('State')).toHaveValue('');
  await expect(page.getByLabel('State').locator('option').first()).toHaveText('Choose a state');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('');
  await page.getByLabel('Address').fill('1 Farm Rd');
  await page.getByLabel('City').fill('Fresno');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('93701');
  await page.getByLabel('Bank name').fill('Chase');
  await page.getByLabel('Routing number').fill('122000247');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByLabel('Account holder name').fill('Fresh Farms LLC');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/transactions\/completed/);
  await expect(page.getByTestId('toast')).toHaveText(Messages.vendorConnectionCreated);
});

test('a consumer invited from Instant Collections accepts the debit authorization; the initial payment waits for the account check, then shows its authorization', async ({ ownServers: { page, servers } }, info) => {
  test.setTimeout(300_000);
  // Its own servers: the consumer and the payment change Bayside's lists.
  const javaScript = info.project.use.javaScriptEnabled !== false;
  const email = 'lena.cruz@example.test';
  await signInAt(page, 'owner@bayside.test', '/instant-collections/pending?page=1');
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Cruz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Initial payment (USD)').fill('45.50');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(invitationSentMessage('consumer', email));
  await expect(page.getByTestId('consumer-row').filter({ hasText: email })).toBeVisible();
  await expectAccessible(page);
  const link = await invitationLink(page, email, '/registration/businessConsumer');
  await signOut(page);

  await page.goto(link);
  // The initial payment is the business's: shown, not editable (decision 052).
  await expect(page.getByLabel('Initial payment (USD)')).toHaveValue('45.50');
  await expect(page.getByLabel('Initial payment (USD)')).toHaveAttribute('readonly', '');
  const authorization = page.getByTestId('debit-authorization');
  for (const words of ['Bayside Auto Care', '$45.50', 'revoke']) await expect(authorization).toContainText(words);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('#registration-consumer-routingNumber-helptext, [id$="routingNumber-error"]').first().or(page.getByText(Messages.required).first())).toBeVisible();
  await page.getByLabel('Bank name').fill('Chase');
  await page.getByLabel('Routing number').fill('122000247');
  await page.getByLabel('Account number').fill('55501234');
  await page.getByLabel('Account holder name').fill('Lena Cruz');
  // With JavaScript the authorization names the account as it is typed; without, "the account entered above".
  if (javaScript) await expect(authorization).toContainText('ending in 1234');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(Messages.debitAuthorizationRequired).first()).toBeVisible();
  await page.getByLabel('Account number').fill('55501234');
  await page.getByLabel(Messages.acceptDebitAuthorization).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-done')).toContainText(Messages.consumerRegistered);
  await expect(page.getByTestId('registration-done')).not.toContainText(Messages.customerConnectionCreated);
  await expect(page.getByTestId('registration-done')).toContainText(Messages.initialPaymentStarted('$45.50'));
  await expect(page.getByTestId('registration-done')).toContainText(Messages.accountCheckNote('prenote'));
  await expectAccessible(page);
  await page.goto(link);
  await expect(page.getByTestId('invitation-invalid')).toHaveText(Messages.customerInvitationNotFound);

  await signInAt(page, 'owner@bayside.test', '/instant-collections/enabled?page=1');
  await expect(page.getByTestId('consumer-row').filter({ hasText: email })).toBeVisible();

  // The first cycle sends the prenote and holds the debit; three banking days later the account is validated and
  // the debit goes: it then shows in Collections › Completed.
  const admin = await tokenOf('admin@payloft.test', servers.apiURL);
  const owner = await tokenOf('owner@bayside.test', servers.apiURL);
  const { paymentTransferTransactions } = await gqlAt<{ paymentTransferTransactions: { edges: { node: { id: string; dueDateTime: { date: string; time: string; timezone: string } } }[] } }>(
    servers.apiURL,
    'reports',
    'query($filter: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $filter, limit: 1) { edges { node { id dueDateTime { date time timezone } } } } }',
    { filter: { type: 'instantCollection', status: 'scheduled' } },
    owner,
  );
  const { id, dueDateTime } = paymentTransferTransactions.edges[0].node;
  // Requested, not settled: Collections › Upcoming says it waits for the account check, which starts
  // with the next cycle, and once the prenote is out, until which day.
  await page.goto('/collections/upcoming?page=1');
  const waiting = page.getByTestId('transaction-row').filter({ hasText: 'Lena Cruz' });
  await expect(waiting).toContainText('$45.50');
  await expect(waiting).toContainText(Messages.awaitingAccountCheckToStart);
  const at = new Date(dueInstant({ dueDateTime }).getTime() + 60_000);
  await runProcessingCycleAt(servers.apiURL, admin, at);
  await page.goto('/collections/upcoming?page=1');
  await expect(waiting).toContainText(/Waiting for the account check until \d{2}-\d{2}-\d{4}/);
  await expectAccessible(page);
  await page.goto(`/transactions/details/${id}`);
  await expect(page.getByTestId('status-history-row').filter({ hasText: Messages.awaitingAccountValidation })).toBeVisible();
  await runProcessingCycleAt(servers.apiURL, admin, new Date(at.getTime() + 7 * 86_400_000));
  await page.goto('/collections/completed?page=1');
  await expect(page.getByRole('row').filter({ hasText: 'Lena Cruz' }).filter({ hasText: '$45.50' })).toBeVisible();
  await expectAccessible(page);
  // The payment's page shows what the consumer accepted, when and from where.
  await page.goto(`/transactions/details/${id}`);
  const shown = page.getByTestId('payment-debit-authorization');
  await expect(shown.getByTestId('debit-authorization-text')).toContainText('ending in 1234');
  await expect(shown).toContainText('consumer-debit-v1');
  await expectAccessible(page);

  // The business switches to micro-deposits on its consumer debit settings (defaults shown until saved); a daily
  // limit under the one-debit limit is refused.
  await page.goto('/instant-collections/enabled?page=1');
  await page.getByRole('link', { name: 'Consumer debit settings' }).click();
  await expect(page.getByLabel('Limit for one debit (USD)')).toHaveValue('2500.00');
  await expect(page.getByLabel('Limit for one consumer in a day (USD)')).toHaveValue('5000.00');
  await expectAccessible(page);
  await page.getByLabel('Limit for one consumer in a day (USD)').fill('100.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(Messages.consumerDailyLimitBelowDebit).first()).toBeVisible();
  await page.getByLabel('Limit for one consumer in a day (USD)').fill('5000.00');
  await page.getByLabel(/^Micro-deposits/).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.settingsUpdated);
  await expect(page.getByLabel(/^Micro-deposits/)).toBeChecked();

  // A business on micro-deposits: the consumer confirms two amounts on the e-mailed link's page.
  const second = 'omar.diaz@example.test';
  const invited = await gqlAt<{ consumerConnection: { invitationLink: string } }>(
    servers.apiURL,
    'core',
    'mutation($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { invitationLink } }',
    { input: { firstName: 'Omar', lastName: 'Diaz', email: second, initialPayment: '20.00' } },
    owner,
  );
  await signOut(page);
  const secondLink = new URL(invited.consumerConnection.invitationLink);
  await page.goto(secondLink.pathname + secondLink.search);
  await page.getByLabel('Bank name').fill('Chase');
  await page.getByLabel('Routing number').fill('122000247');
  await page.getByLabel('Account number').fill('77705678');
  await page.getByLabel('Account holder name').fill('Omar Diaz');
  await page.getByLabel(Messages.acceptDebitAuthorization).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('registration-done')).toContainText(Messages.accountCheckNote('microDeposits'));
  const pattern = /https?:\/\/\S+\/account-validation\?token=\S+/;
  const confirmLink = new URL((await latestMessageTo(page, second, (body) => pattern.test(body))).match(pattern)![0]);
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page.getByRole('heading', { name: Messages.microDepositsTitle })).toBeVisible();
  await expect(page.getByText(Messages.microDepositsIntro('Bayside Auto Care', '5678'))).toBeVisible();
  await expectAccessible(page);
  // Two equal amounts never match (the deposits differ): one try is used, two are left.
  await page.getByLabel(Messages.microDepositAmount(1)).fill('0.01');
  await page.getByLabel(Messages.microDepositAmount(2)).fill('0.01');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('micro-deposits-error')).toHaveText(Messages.microDepositsMismatch(2));
  await expectAccessible(page);
  // The demo's consumer reads the two credits where a real one reads their bank statement: the sandbox bank's, on the outbox.
  await page.goto('/dev/outbox');
  const credits = page.getByTestId('statement-line').filter({ hasText: 'Omar Diaz ••••5678' });
  await expect(credits).toHaveCount(2);
  await expect(credits.getByTestId('statement-descriptor')).toHaveText(['BAYSIDE AUTO CAR ACCTVERIFY', 'BAYSIDE AUTO CAR ACCTVERIFY']);
  const amounts = (await credits.getByTestId('statement-amount').allTextContents()).map((a) => a.replace(/^\+\$/, ''));
  await expectAccessible(page);
  await page.goto(confirmLink.pathname + confirmLink.search);
  await page.getByLabel(Messages.microDepositAmount(1)).fill(amounts[0]);
  await page.getByLabel(Messages.microDepositAmount(2)).fill(amounts[1]);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('micro-deposits-done')).toHaveText(Messages.microDepositsConfirmed);
  await page.goto('/account-validation?token=not-a-real-token');
  await expect(page.getByTestId('micro-deposits-invalid')).toHaveText(Messages.microDepositsLinkInvalid);
});

test('every registration page passes axe, with and without an invitation', DISPLAY, async ({ page }) => {
  for (const path of ['/registration/business', '/registration/customer', '/registration/businessConsumer', '/registration/businessEmployee', '/registration/vendor', '/registration/bankUser']) {
    await page.goto(path);
    await expectAccessible(page);
  }
  await expect(page.getByTestId('invitation-invalid')).toHaveText(Messages.invalidInvitation);
});

test('self sign-up asks for the e-mail first, answers the same for a taken address, and registers from the e-mailed link', async ({ ownServers: { page } }) => {
  test.setTimeout(300_000);
  // Its own servers: the new business changes the admin's business list that other tests count.
  const askForLink = async (email: string) => {
    await page.goto('/registration/business');
    await expect(page.getByRole('heading', { name: 'Business registration' })).toBeVisible();
    await expect(page.getByText(Messages.signUpIntro)).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveCount(0);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByTestId('registration-done')).toHaveText(Messages.signUpLinkSent);
  };
  // An address with an account gets the very same answer; its holder hears that someone tried, and gets no link.
  await askForLink('owner@northwind.test');
  await expect(page.getByText(Messages.duplicateEmail)).toHaveCount(0);
  expect(await latestMessageTo(page, 'owner@northwind.test', (body) => body.includes('Someone tried to register'))).not.toContain('token=');
  const email = 'owner@sunrise.test';
  await askForLink(email);
  await expectAccessible(page);
  const link = await invitationLink(page, email, '/registration/business');

  await page.goto(link);
  await expect(page.getByText(`Create your Payloft account.`)).toBeVisible();
  await expect(page.getByText('expires 24 hours after it was sent')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expectAccessible(page);
  const fields: [string, string][] = [
    ['Business name', 'Sunrise Bakery'], ['Address', '9 Main St'], ['City', 'Austin'], ['ZIP code', '73301'], ['Phone number', '+1 512 555 0101'],
    ['Bank name', 'Bank of America'], ['Routing number', '122000247'], ['Account number', '99887766'],
    ['First name', 'Sunny'], ['Last name', 'Baker'], ['Password', PASSWORD], ['Confirm password', PASSWORD],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await expect(page.getByLabel('State')).toHaveValue('');
  await page.getByLabel('State').selectOption('TX');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/registration'));
  await expect(page.getByTestId('toast')).toHaveText(Messages.businessConnectionCreated);
  await signOut(page);
  await page.goto(link);
  await expect(page.getByTestId('invitation-invalid')).toHaveText(Messages.invalidInvitation);
});
