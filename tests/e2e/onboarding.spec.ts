// Business onboarding: Harbor Freightways' owner goes through the nine registration steps from the
// demo data and ends registered with the stepper expanded; every setup page is checked with axe.
import { expect, test, type Page, DISPLAY } from './support/test';
import { Messages } from '../../domain/messages';
import { routeById } from '../../domain/routes';
import { PRODUCT_LABELS, PRODUCTS } from '../../domain/roles';
import { gqlAt, sharedApiUrl, tokenOf } from './support/graphql';
import { expectAccessible, signIn, signInAt } from './support/pages';

const OWNER = 'owner@harbor.test';
/** The services the set-up calls go to: the journey's own servers while it runs, else the worker's. */
let journeyApiUrl: string | undefined;
const apiUrl = () => journeyApiUrl ?? sharedApiUrl();

/** A service call as an integrator would make it (not a browser): for the set-up the pages of others may not offer. */
const api = <T>(service: 'auth' | 'core' | 'reports', query: string, variables: Record<string, unknown> = {}, token?: string) =>
  gqlAt<T>(apiUrl(), service, query, variables, token);
const tokenFor = (email: string) => tokenOf(email, apiUrl());

const stepper = (page: Page) => page.getByTestId('registration-stepper');
const step = (page: Page, key: string) => page.locator(`[data-testid="registration-step"][data-step="${key}"]`);

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

async function expectSaved(page: Page, message: string = Messages.settingsUpdated) {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test('owner@harbor.test completes the nine registration steps and ends registered with the stepper expanded', async ({ ownServers: { page, servers } }) => {
  test.setTimeout(300_000);
  // Its own servers over a fresh demo database, so that the journey runs in full with JavaScript and again
  // without it, and the shared servers' Harbor stays as seeded for the other tests.
  journeyApiUrl = servers.apiURL;
  try {
    await harborJourney(page);
  } finally {
    journeyApiUrl = undefined;
  }
});

async function harborJourney(page: Page) {
  const ownerToken = await tokenFor(OWNER);
  const before = await api<{ businessSetup: { registrationDate: string | null } }>('core', `query { businessSetup { registrationDate } }`, {}, ownerToken);
  expect(before.businessSetup.registrationDate).toBeNull();

  // A first load with no registration date opens the next step: the server redirects without JavaScript,
  // the header navigates after 0.5 s with it.
  // From the demo data that is the first step, the service level.
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/bo\/subscription\/service-level/);
  await expect(stepper(page)).toBeVisible();
  // "Step 1 of 9" on arrival, the first three steps shown (the rest behind "All 9 steps").
  await expect(page.getByTestId('registration-progress')).toHaveText(Messages.setupProgress(1, 9));
  await expect(stepper(page)).toHaveAttribute('data-expanded', 'false');
  await expect(page.getByTestId('registration-step')).toHaveCount(9);
  await expect(stepper(page).locator('ol').first().getByTestId('registration-step')).toHaveCount(3);
  const opened = stepper(page).locator('[data-testid="registration-step"]').filter({ has: page.locator('[aria-current="step"]') });
  await expect(opened).toHaveCount(1);
  await expect(opened).toHaveAttribute('data-complete', 'false');
  // The open step is not a link to the page it is on.
  await expect(opened.getByRole('link')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(routeById('bo.subscription.service-level').path);
  const firstIncomplete = stepper(page).locator('[data-testid="registration-step"][data-complete="false"]').first();
  await expect(firstIncomplete).toHaveAttribute('data-step', (await opened.getAttribute('data-step'))!);

  // On another page the stepper shows the first three steps; the others open from "All 9 steps".
  await page.goto('/bo/setup/banks-settings');
  await expect(stepper(page)).toHaveAttribute('data-expanded', 'false');
  await expect(stepper(page).locator('ol').first().getByTestId('registration-step')).toHaveCount(3);
  await expectAccessible(page);

  // 1–2. Service level and terms.
  await open(page, '/bo/subscription/service-level', 'Service Level');
  await page.getByRole('radio', { name: /^Enterprise/ }).check();
  await page.getByRole('button', { name: /(Choose|Change) service level/ }).click();
  await expectSaved(page, Messages.serviceLevelChosen('Enterprise'));
  await open(page, '/bo/subscription/terms', 'Terms');
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('checkbox', { name: 'I accept the legal terms' }).check();
  await page.getByRole('button', { name: 'Accept terms' }).click();
  await expectSaved(page, Messages.termsAccepted);
  await page.goto('/setup/address');
  await expect(step(page, 'serviceLevel')).toHaveAttribute('data-complete', 'true');
  await expect(step(page, 'terms')).toHaveAttribute('data-complete', 'true');

  // 3. Business address: the spec's messages, then a save.
  await open(page, '/setup/address', 'Business Address');
  await page.getByLabel('Address', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(Messages.formRequired)).toBeVisible();
  await expect(page.getByText(Messages.required).first()).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill('1 Pier Rd');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('WA');
  await page.getByLabel('ZIP code').fill('9810');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(Messages.formIncorrect)).toBeVisible();
  await expect(page.getByText(Messages.setupZipcodeFormat)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByLabel(/^TIN\/EIN/).fill('12-3456789');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await expect(page.getByLabel('State')).toHaveValue('WA');
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await expect(step(page, 'businessAddress')).toHaveAttribute('data-complete', 'true');

  // 4. Bank account: a wrong routing number, then two accounts (the first becomes inactive).
  await open(page, '/bo/setup/bank-account', 'Bank Account');
  await page.getByLabel('Bank name').fill('Puget Sound Bank');
  await page.getByLabel('Routing number').fill('021000022');
  await page.getByLabel('Account number').fill('000111122223');
  await page.getByLabel('Account holder name').fill('Harbor Freightways');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(Messages.routingNumberChecksum)).toBeVisible();
  await expect(page.getByText(Messages.formIncorrect)).toBeVisible();
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number').fill('000111122223');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await expect(page.getByTestId('actual-last4')).toHaveText('•••• 6789');
  await expect(page.getByTestId('inactive-method-row').filter({ hasText: '2223' }).first()).toBeVisible();
  // The subscription is a debit of this account: the step is done once the owner accepts its authorization, whose
  // words name the account and the price. Nothing is billed before go-live.
  await expect(step(page, 'bankAccount')).toHaveAttribute('data-complete', 'false');
  await expect(page.getByTestId('subscription-authorization-text')).toContainText('debit its bank account ending in 6789 by ACH');
  await page.getByRole('button', { name: Messages.subscriptionAuthorizationAccept }).click();
  await expect(page.getByText(Messages.subscriptionAuthorizationRequired).first()).toBeVisible();
  await page.getByRole('checkbox', { name: Messages.subscriptionAuthorizationCheckbox }).check();
  await page.getByRole('button', { name: Messages.subscriptionAuthorizationAccept }).click();
  await expectSaved(page, Messages.subscriptionAuthorizationAccepted);
  await expect(page.getByTestId('subscription-authorization-accepted')).toBeVisible();
  await expectAccessible(page);
  await expect(step(page, 'bankAccount')).toHaveAttribute('data-complete', 'true');
  const invoices = () => api<{ subscriptionInvoices: { edges: { node: { billingAmount: number; paymentId: string | null } }[] } }>('core', `query { subscriptionInvoices { edges { node { billingAmount paymentId } } } }`, {}, ownerToken);
  expect((await invoices()).subscriptionInvoices.edges).toEqual([]);

  // 5. Bank integration: optional (decision 078). Harbor's bank has no API: it reads why it needs nothing here,
  // the banks' forms stay folded away, and "Save and continue" goes on to the next step without a save.
  await open(page, '/bo/setup/bank-integration', 'Bank Integration');
  await expect(page.getByTestId('bank-integration-intro')).toContainText(Messages.bankIntegrationIntro);
  await expect(step(page, 'bankIntegration')).toHaveAttribute('data-complete', 'true');
  await expect(page.getByLabel('Bank of America client ID')).toBeHidden();
  await page.getByTestId('save-and-continue').click();
  await expect(page).toHaveURL(/\/bo\/setup\/business-system$/);

  // 6. Business system: "I don't use one" is a complete answer (so is a request for an unlisted system), and the page
  // then offers the way on; Harbor then connects QuickBooks through its (sandbox) consent page all the same.
  await open(page, '/bo/setup/business-system', 'Business System');
  if ((await step(page, 'businessSystem').getAttribute('data-complete')) !== 'true') {
    await expect(page.getByTestId('continue-step')).toHaveCount(0);
    await page.getByRole('button', { name: Messages.accountingSystemNone }).click();
    await expectSaved(page, Messages.accountingSystemNoneSaved);
    await expect(page.getByTestId('accounting-system-answer')).toHaveText(Messages.accountingSystemAnsweredNone);
    await expect(step(page, 'businessSystem')).toHaveAttribute('data-complete', 'true');
    await expect(page.getByTestId('continue-step')).toHaveText(Messages.continueToStep('Payment Time'));
  }
  const quickBooks = page.locator('[data-testid="accounting-system"][data-system="quickBooks"]');
  if ((await quickBooks.getAttribute('data-connected')) === 'true') {
    // Connected by an earlier project's run in the shared database: disconnect first.
    await page.getByRole('button', { name: 'Disconnect QuickBooks', exact: true }).click();
    await expectSaved(page, Messages.setupAccountingDisconnected('QuickBooks'));
    await expect(quickBooks).toHaveAttribute('data-connected', 'false');
  }
  // Connect walks the OAuth redirect flow: QuickBooks' consent page (the sandbox's, decision 031), then back.
  await page.getByRole('link', { name: 'Connect QuickBooks', exact: true }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expectSaved(page, Messages.setupAccountingConnected('QuickBooks'));
  await expect(quickBooks).toHaveAttribute('data-connected', 'true');
  await expectAccessible(page);
  await expect(step(page, 'businessSystem')).toHaveAttribute('data-complete', 'true');

  // 7. Payment time.
  await open(page, '/bo/setup/payment-time', 'Payment Time');
  // Nothing saved yet: the zone of the business's Washington address is offered, not UTC.
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Los_Angeles');
  await expect(step(page, 'paymentTime')).toHaveAttribute('data-complete', 'false');
  await page.getByLabel('Time', { exact: true }).fill('09:30');
  await page.getByLabel('Time zone').selectOption('America/Los_Angeles');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Los_Angeles');
  await expect(step(page, 'paymentTime')).toHaveAttribute('data-complete', 'true');

  // 8. Active users: visiting the page completes the step.
  await open(page, '/bo/manage-users/active?page=1', 'Manage Users');
  await expect(page.getByTestId('active-user-row')).toContainText(OWNER);
  await expect(step(page, 'activeUsers')).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('continue-step')).toHaveText(Messages.continueToStep('Payment Test'));

  // The other setup pages of the owner: approval (Enterprise holds Approval), e-mail, Acumatica, branding.
  await open(page, '/bo/setup/approval-for-payments', 'Approval For Payments');
  await expect(page.getByLabel('Payments need approval')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await open(page, '/setup/email-settings', 'Email Settings');
  await page.getByLabel('Send e-mail notifications about payments').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await expect(page.getByLabel('Send e-mail notifications about payments')).toBeChecked();
  await open(page, '/bo/setup/acumatica-instruction', 'Acumatica Instruction');
  await page.getByLabel(/^Acumatica address/).fill('http://erp.harbor.test');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(Messages.setupUrlFormat)).toBeVisible();
  await page.getByLabel(/^Acumatica address/).fill('https://erp.harbor.test');
  await page.getByLabel(/^Hash/).fill('harborHash123');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await expect(page.getByLabel('Hash (stored: leave blank to keep it)')).toBeVisible();
  await open(page, '/setup/branding', 'Branding');
  await page.getByLabel(/^Logo file/).setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#0a4"/></svg>'),
  });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expectSaved(page, Messages.setupUploaded);
  await expect(page.getByTestId('current-logo')).toBeVisible();
  const logo = await page.request.get('/setup/branding/logo');
  expect(logo.headers()['content-type']).toBe('image/svg+xml');
  const logoText = await logo.text();
  expect(logoText).toContain('<rect');
  expect(logoText).not.toMatch(/script|onload|alert/);
  await page.getByLabel(/^Logo file/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText(Messages.uploadFailed, { exact: true })).toBeVisible();
  await expect(page.getByText(Messages.setupLogoType)).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('Freight forwarding on the Puget Sound.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await expectAccessible(page);

  // 9. Payment test: send it; it succeeds when a processing cycle reaches its due time (run here by the admin).
  await open(page, '/bo/setup/payment-test', 'Payment Test');
  await expect(stepper(page)).toHaveAttribute('data-registered', 'false');
  // The last step left is not its own "Next step".
  await expect(page.getByTestId('next-step')).toHaveCount(0);
  await expect(page.getByText(/^Next step: Payment Test/)).toHaveCount(0);
  // No bank API is connected: the page does not say one is.
  await expect(page.getByRole('main')).not.toContainText('connected bank');
  // The Payment Time is said once, in the product's time format.
  await expect(page.getByTestId('payment-test-time')).toHaveText(Messages.paymentTestTimeNote('09:30 AM', 'America/Los_Angeles'));
  await page.getByRole('button', { name: 'Send test payment' }).click();
  // The sandbox pays it at once: the toast says so, not that it waits for a cycle beside a banner saying it succeeded.
  await expectSaved(page, Messages.setupTestPaymentPaid);
  await expect(page.getByText(Messages.setupTestPaymentSent)).toHaveCount(0);
  await expect(page.getByTestId('test-payment-row').first()).toBeVisible();
  // It went now, and says so: due when it was created, not at the bank's next window; times labelled with the zone.
  const cells = page.getByTestId('test-payment-row').first().getByRole('cell');
  await expect(cells.nth(1)).toHaveText((await cells.nth(0).textContent()) ?? 'created');
  await expect(page.getByRole('region', { name: 'Test payments' }).getByTestId('time-zone-note')).toHaveText(Messages.timesInZone('America/Los_Angeles'));

  // In local, dev and demo the sandbox settles the test payment at once: with every step
  // complete the registration date is set and the stepper expands, on the same page, with no link to itself.
  await expect(page.getByTestId('refresh-test-payments')).toHaveCount(0);
  // A status in plain words, never the engine's enum.
  await expect(page.getByTestId('test-payment-status').first()).toHaveText('Paid');
  await expect(page.getByTestId('test-payment-succeeded')).toContainText(Messages.paymentTestComplete);
  await expect(stepper(page)).toHaveAttribute('data-registered', 'true');
  await expect(stepper(page)).toHaveAttribute('data-expanded', 'true');
  await expect(page.getByTestId('registration-step')).toHaveCount(9);
  for (const s of await page.getByTestId('registration-step').all()) await expect(s).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('registration-progress')).toHaveText(Messages.setupRegistered);
  await expect(page.getByTestId('next-step')).toHaveText(Messages.registrationWayOn);
  await expectAccessible(page);
  // The way on: the welcome page, reached by a click, not by typing its address.
  await page.getByTestId('payment-test-way-on').click();
  await expect(page).toHaveURL(/\/bo\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Freightways is ready' })).toBeVisible();
  await expectAccessible(page);

  const after = await api<{ businessSetup: { registrationDate: string | null } }>('core', `query { businessSetup { registrationDate } }`, {}, ownerToken);
  expect(after.businessSetup.registrationDate).not.toBeNull();
  // Go-live bills the first term, charged under the authorization accepted at the Bank Account step.
  const billed = (await invoices()).subscriptionInvoices.edges;
  expect(billed).toHaveLength(1);
  expect(billed[0].node.paymentId).not.toBeNull();
  // Registered: the stepper is no longer reachable, and the landing page no longer sends the owner away.
  await page.goto('/bo/executive-dashboard');
  await expect(page).toHaveURL(/\/bo\/executive-dashboard$/);
  await expect(stepper(page)).toHaveCount(0);
}

test('an employee without business rights cannot open the setup pages', DISPLAY, async ({ page }) => {
  await signIn(page, 'clerk@northwind.test');
  for (const path of ['/setup/address', '/bo/setup/bank-account', '/bo/setup/payment-test', '/setup/email-settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error-401$/);
  }
});

test('the business address asks for a state: an empty one is refused as Required, never made Alabama', async ({ page }) => {
  // Harbor keeps no address yet; a refused save changes nothing, so the shared servers serve it.
  await signInAt(page, OWNER, '/setup/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Address' })).toBeVisible();
  const state = page.getByLabel('State');
  await expect(state).toHaveValue('');
  await expect(state.locator('option').first()).toHaveText('Choose a state');
  await page.getByLabel('Address', { exact: true }).fill('1 Pier Rd');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(Messages.formRequired)).toBeVisible();
  await expect(state).toHaveValue('');
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});

test("Harbor's own Bank Account page shows the account the administrator sees for it", DISPLAY, async ({ page }) => {
  await signInAt(page, OWNER, '/bo/setup/bank-account');
  await expect(page.getByTestId('actual-last4')).toHaveText('•••• 3342');
  await expect(page.getByText('First Community Bank').first()).toBeVisible();
});

test('the setup pages of a registered business show no stepper and save without it', async ({ page }) => {
  await signIn(page, 'owner@northwind.test');
  await open(page, '/setup/address', 'Business Address');
  await expect(stepper(page)).toHaveCount(0);
  await page.getByLabel('Business name').fill('Harbor Freightways');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(Messages.duplicateBusinessName)).toBeVisible();
  await expect(page.getByText(Messages.formIncorrect)).toBeVisible();
  await open(page, '/bo/setup/business-system', 'Business System');
  await open(page, '/bo/setup/payment-time', 'Payment Time');
  await open(page, '/bo/setup/approval-for-payments', 'Approval For Payments');
  await open(page, '/bo/setup/acumatica-instruction', 'Acumatica Instruction');
  await open(page, '/setup/email-settings', 'Email Settings');
  await open(page, '/setup/branding', 'Branding');
  await open(page, '/bo/manage-users/active?page=1', 'Manage Users');
  await open(page, '/bo/setup/payment-test', 'Payment Test');
});

// The stepper fits the header on a phone and on a laptop; the step being shown is in view.
for (const width of [390, 1366]) {
  test(`the registration stepper fits a ${width} px screen and shows the open step`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAt(page, OWNER, '/bo/setup/bank-account');
    const nav = stepper(page);
    await expect(nav).toBeVisible();
    const box = (await nav.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // The header (bar and breadcrumbs) stays a header: two short rows on a phone, one on a laptop.
    // Nothing of the stepper (its hidden words included) widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const header = (await page.locator('header').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(width < 900 ? 140 : 100);
    // The open step (the 4th) is on screen without scrolling by hand, with JavaScript or without.
    const open = nav.locator('[aria-current="step"]');
    await expect(open).toHaveText(/^Bank Account/);
    const openBox = (await open.boundingBox())!;
    expect(openBox.x).toBeGreaterThanOrEqual(box.x);
    expect(openBox.x + openBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    // A step Harbor's service level does not need (no service level yet) is said so, not shown as done.
    const notNeeded = nav.locator('[data-testid="registration-step"][data-step="paymentTime"]');
    await expect(notNeeded).toHaveAttribute('data-applies', 'false');
    await expect(notNeeded).toContainText(`(${Messages.stepNotNeededShort})`);
    // "All 9 steps" opens inside the screen.
    await nav.getByText(Messages.setupAllSteps(9)).click();
    const rest = (await nav.locator('details ol').boundingBox())!;
    expect(rest.x).toBeGreaterThanOrEqual(0);
    expect(rest.x + rest.width).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });
}

// A consumer's registration makes no password, so it offers no "Sign in"; the others do.
test('only a registration that makes a password offers "Already registered? Sign in"', async ({ page }) => {
  await page.goto('/registration/businessConsumer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('registration-sign-in')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.goto('/registration/businessEmployee');
  await expect(page.getByTestId('registration-sign-in').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
});

// The service-level step has one main button that says where it goes, and products in words.
test('the service-level step leads with "Save and continue to Terms" and lists products in words', async ({ page }) => {
  await signInAt(page, OWNER, '/bo/subscription/service-level');
  const form = page.locator('form').filter({ has: page.getByRole('radio').first() });
  const buttons = form.getByRole('button');
  await expect(buttons).toHaveCount(2);
  // The first (and main) button moves on and names the next step; the page's own save is the secondary one (the
  // stylesheet's contained and outlined buttons, decision 040).
  await expect(buttons.nth(0)).toHaveText(Messages.saveAndContinueTo('Terms'));
  await expect(buttons.nth(0)).toHaveClass(/\bpl-contained\b/);
  await expect(buttons.nth(1)).toHaveText('Choose service level');
  await expect(buttons.nth(1)).toHaveClass(/\bpl-outlined\b/);
  // Products by their labels (domain/roles.ts), never their codes.
  const levels = page.getByRole('radiogroup');
  await expect(levels).toContainText(PRODUCT_LABELS.InstantCollectionForCustomer);
  // ("API" is a code and a word of its label, "Payloft API".)
  for (const code of PRODUCTS.filter((p) => p !== 'API')) await expect(levels).not.toContainText(new RegExp(`\\b${code}\\b`));
  await expectAccessible(page);
});
