import { expect, test, type Page, DISPLAY } from './support/test';
import { Messages } from '../../domain/messages';
import { PRODUCT_LABELS } from '../../domain/roles';
import { expectAccessible, signIn, signOut, signInAt } from './support/pages';

const ADMIN_LEVELS = '/pa/setup/service-levels';
const OWNER = 'owner@harbor.test';

async function goto(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

test('the admin creates a service level with two products; an owner subscribes, accepts the terms and is told when the first invoice comes', async ({ ownServers: { page } }, info) => {
  // One journey across three sign-ins and nine axe checks: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  // Its own servers over a fresh demo database: Harbor subscribes there, so the shared servers' Harbor stays as seeded.
  await subscribeJourney(page, `E2E ${info.project.name} plan ${Date.now()}`);
});

async function subscribeJourney(page: Page, level: string) {
  const card = () => page.getByTestId('service-level').filter({ has: page.getByRole('heading', { name: level, exact: true }) });

  await signIn(page, 'admin@payloft.test');
  await goto(page, ADMIN_LEVELS, 'Subscription Management');
  await page.getByRole('link', { name: 'New service level' }).click();
  await expect(page).toHaveURL(/dialog=new-level/);
  await expectAccessible(page);

  // Nothing filled in: the spec's form-level message and the field messages.
  await page.getByRole('button', { name: 'Create service level' }).click();
  await expect(page.getByText(Messages.formRequired)).toBeVisible();
  await expect(page.getByText(Messages.required).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Name', { exact: true }).fill(level);
  await page.getByLabel('Short description').fill('Freight payables');
  await page.getByLabel('Initial term duration').fill('1');
  await page.getByLabel('Initial term unit').selectOption('month');
  await page.getByLabel('Initial term price ($)').fill('125.00');
  await page.getByLabel('Renewal term duration').fill('1');
  await page.getByLabel('Renewal term unit').selectOption('year');
  await page.getByLabel('Renewal term price ($)').fill('1,000');
  await page.getByRole('checkbox', { name: 'API', exact: true }).check();
  await page.getByRole('button', { name: 'Create service level' }).click();
  await expect(page.getByText(Messages.serviceLevelCreated)).toBeVisible();
  await expect(card()).toContainText('1 month, $125.00');
  await expect(card()).toContainText('1 year, $1,000.00');

  // The second product through the add form, which never offers a product the level has.
  const addSelect = card().getByLabel(`Product to add to ${level}`);
  await expect(addSelect.locator('option', { hasText: /^API$/ })).toHaveCount(0);
  await addSelect.selectOption({ label: 'OnDemandPayments' });
  await card().getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(Messages.productAdded('OnDemandPayments', level))).toBeVisible();
  await expect(card().getByTestId('level-products')).toContainText('API');
  await expect(card().getByTestId('level-products')).toContainText('OnDemandPayments');
  await expect(card().getByLabel(`Product to add to ${level}`).locator('option', { hasText: /^OnDemandPayments$/ })).toHaveCount(0);
  await expectAccessible(page);
  await signOut(page);

  // The owner chooses the level, accepts the terms, and sees the first invoice.
  await signIn(page, OWNER);
  await goto(page, '/bo/subscription/service-level', 'Service Level');
  await page.getByRole('radio', { name: new RegExp(`^${level}`) }).check();
  await page.getByRole('button', { name: /(Choose|Change) service level/ }).click();
  await expect(page.getByText(Messages.serviceLevelChosen(level))).toBeVisible();
  await expect(page.getByRole('heading', { name: `Your service level: ${level}` })).toBeVisible();
  // Products in words, never their codes.
  await expect(page.getByTestId('actual-service-level')).toContainText(`${PRODUCT_LABELS.API}, ${PRODUCT_LABELS.OnDemandPayments}`);
  await expect(page.getByText('OnDemandPayments')).toHaveCount(0);
  await expectAccessible(page);

  await goto(page, '/bo/subscription/terms', 'Terms');
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('checkbox', { name: 'I accept the legal terms' }).check();
  await page.getByRole('button', { name: 'Accept terms' }).click();
  await expect(page.getByText(Messages.termsAccepted)).toBeVisible();
  await expect(page.getByTestId('terms-status')).toHaveText('You have accepted the terms and the legal terms.');

  await goto(page, '/bo/subscription/invoices', 'Invoices');
  // Harbor is still registering: nothing is billed before go-live (decision 117; onboarding.spec.ts follows the first
  // invoice once registration completes), and the page says when it will be.
  await expect(page.getByTestId('invoice-row')).toHaveCount(0);
  await expect(page.getByText(Messages.invoicesEmpty)).toBeVisible();

  await goto(page, '/bo/subscription/products', 'Products');
  await expect(page.getByTestId('business-product')).toHaveText([new RegExp(PRODUCT_LABELS.API), new RegExp(PRODUCT_LABELS.OnDemandPayments)]);

  await goto(page, '/bo/subscription/dates', 'Dates');
  // The owner's go-live date was set up on the first visit.
  await expect(page.getByTestId('go-live-date')).not.toHaveText('Not set');
  await expect(page.getByTestId('registration-date')).toHaveText('Not registered yet');
  await page.getByLabel('Go-live date', { exact: true }).fill('2027-01-04');
  await page.getByRole('button', { name: 'Save go-live date' }).click();
  await expect(page.getByText(Messages.goLiveDateSaved('01-04-2027'))).toBeVisible();
  await expect(page.getByTestId('go-live-date')).toHaveText('01-04-2027');
  await signOut(page);

  // The admin sees Harbor under the level and the totals, and can take a product off the level.
  await signIn(page, 'admin@payloft.test');
  await goto(page, '/pa/subscription', 'Subscription');
  const group = page.getByTestId('service-level-group').filter({ has: page.getByRole('heading', { name: new RegExp(`^${level}`) }) });
  await expect(group.getByTestId('subscribed-business')).toContainText('Harbor Freightways');
  await expect(page.getByTestId('total-all-time')).toContainText(/invoices?/);
  await page.goto(ADMIN_LEVELS);
  for (const product of ['API', 'OnDemandPayments']) {
    await card().getByRole('button', { name: `Remove ${product} from ${level}` }).click();
    await expect(page.getByText(Messages.productRemoved(product, level))).toBeVisible();
  }
  await expect(card()).toContainText('No products yet.');
}

test('the admin deletes a service level after confirming', async ({ page }, info) => {
  const level = `E2E ${info.project.name} short-lived ${Date.now()}`;
  await signInAt(page, 'admin@payloft.test', `${ADMIN_LEVELS}?dialog=new-level`);
  await page.getByLabel('Name', { exact: true }).fill(level);
  for (const term of ['Initial term', 'Renewal term']) {
    await page.getByLabel(`${term} duration`).fill('12');
    await page.getByLabel(`${term} price ($)`).fill('10');
  }
  await page.getByRole('button', { name: 'Create service level' }).click();
  await expect(page.getByText(Messages.serviceLevelCreated)).toBeVisible();
  await page.getByRole('link', { name: `Delete ${level}` }).click();
  await expect(page.getByText(Messages.confirmDeleteServiceLevel(level))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(Messages.serviceLevelDeleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: level })).toHaveCount(0);
});

test('the admin creates a product and makes it inactive', async ({ page }, info) => {
  const product = `E2E ${info.project.name} product ${Date.now()}`;
  await signInAt(page, 'admin@payloft.test', `${ADMIN_LEVELS}?dialog=new-product`);
  await expectAccessible(page);
  await page.getByLabel('Product name').fill(product);
  await page.getByLabel('Price ($)').fill('twelve');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(Messages.formIncorrect)).toBeVisible();
  await page.getByLabel('Price ($)').fill('12.50');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(Messages.productCreated)).toBeVisible();
  const row = page.getByTestId('product-row').filter({ hasText: product });
  await expect(row).toContainText('$12.50');
  await row.getByRole('link', { name: `Edit ${product}` }).click();
  await expect(page.getByLabel('Product name')).toHaveValue(product);
  await page.getByRole('checkbox', { name: 'Active product' }).uncheck();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(Messages.productUpdated)).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('No');
});

test('the admin’s Subscription page says what each plan costs, and never bills $0.00 for a business on a paid plan', DISPLAY, async ({ page }) => {
  await signIn(page, 'admin@payloft.test');
  await goto(page, '/pa/subscription', 'Subscription');
  const groups = page.getByTestId('service-level-group');
  await expect(groups.first().getByTestId('service-level-terms')).toContainText(/Initial term: \d+ (month|year)s?, \$[\d,]+\.\d\d\. Renewal term:/);
  // Northwind's plan is a paid one: before its first invoice the row says so in words.
  const northwind = page.getByTestId('subscribed-business').filter({ hasText: 'Northwind Supply Co.' });
  await expect(northwind).toHaveCount(1);
  await expect(northwind).not.toContainText('$0.00');
  await expectAccessible(page);
});
