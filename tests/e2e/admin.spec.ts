import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { expectAccessible, menuOutline, openFilters, signIn, signInAt } from './support/pages';

// Several sign-ins and page loads per test on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

test('the admin finds a business by e-mail, filters, sorts, pages and exports the list', async ({ page }) => {
  await signIn(page, 'admin@payloft.test');
  expect(await menuOutline(page)).toEqual(expect.arrayContaining(['Banks › Banks', 'Banks › Users', 'Businesses']));
  await page.goto('/pa/businesses');
  await expect(page.getByRole('heading', { level: 1, name: 'Businesses' })).toBeVisible();
  await expect(page.getByTestId('business-row')).toHaveCount(5);
  await expectAccessible(page);

  await openFilters(page);
  await page.getByLabel('Name or e-mail').fill('LAKESIDE.test');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filter=LAKESIDE.test/);
  await expect(page.getByTestId('business-row')).toHaveCount(1);
  await expect(page.getByTestId('business-row')).toContainText('First Community Bank');

  // Filters land in the query string: the same URL gives the same view.
  await page.goto('/pa/businesses?page=1');
  await openFilters(page);
  await page.getByLabel('Registration').selectOption('inProgress');
  await page.getByRole('button', { name: 'Apply' }).click();
  // Harbor, and Coastal Fleet Services (Bayside's customer, which has not chosen a service level either).
  await expect(page.getByTestId('business-row')).toHaveCount(2);
  await expect(page.getByTestId('business-row').filter({ hasText: 'Harbor Freightways' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('business-row')).toHaveCount(2);

  await page.goto('/pa/businesses?page=1&sortParams=nameAsc&rows=10');
  await expect(page.getByTestId('business-row').first()).toContainText('Bayside Auto Care');
  await page.getByRole('link', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sortParams=nameDesc/);
  await expect(page.getByTestId('business-row').first()).toContainText('Northwind Supply Co.');

  const csv = await page.request.get('/pa/businesses/export?page=1&filter=bayside');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.split('\n')[0]).toContain('Name,E-mail');
  expect(text).toContain('Bayside Auto Care');
  expect(text).not.toContain('Northwind');
});

test('the admin opens a business dashboard from the picker and edits its settings', async ({ page }, info) => {
  await signInAt(page, 'admin@payloft.test', '/pa/businesses/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name or e-mail').fill('bayside');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Bayside Auto Care' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayside Auto Care' })).toBeVisible();
  await expect(page.getByTestId('business-facts')).toContainText('Wells Fargo');
  await expectAccessible(page);

  // Each project writes its own description, so the two never see each other's.
  const description = `Auto repair (${info.project.name})`;
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Payment limit ($, empty for none)').fill('2,500.00');
  await page.getByLabel('TIN/EIN (###-##-####, ##-####### or #########)').fill('12-34');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(Messages.tinFormat).first()).toBeVisible();
  await page.getByLabel('TIN/EIN (###-##-####, ##-####### or #########)').fill('33-1957204');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(Messages.settingsUpdated)).toBeVisible();
  await expect(page.getByTestId('business-facts')).toContainText('$2,500.00');
  await expect(page.getByLabel('Description')).toHaveValue(description);
});

test('the admin disables a business’s users for a payment issue; they are signed out and may come back once enabled', async ({ openPage }) => {
  // The worker's own servers: Bayside's users are enabled again at the end, and sign in anew in every test.
  {
    const owner = await openPage();
    const admin = await openPage();
    await signIn(owner, 'owner@bayside.test');
    await signIn(admin, 'admin@payloft.test');
    await admin.goto('/pa/businesses?page=1&filter=bayside');
    await admin.getByRole('link', { name: 'Bayside Auto Care' }).click();
    await admin.getByRole('button', { name: 'Disable users for a payment issue' }).click();
    await expect(admin.getByText(Messages.businessUsersDisabled('Bayside Auto Care'))).toBeVisible();
    await expect(admin.getByTestId('users-disabled')).toBeVisible();
    await expect(admin.getByTestId('business-user-row').first()).toContainText('Disabled: payment issue');
    await expectAccessible(admin);

    // The owner's next page signs them out (the services answer userIsDisabledByPaymentIssueError), and they cannot sign in.
    await owner.goto('/collections/completed');
    await expect(owner).toHaveURL(/\/login/);
    await owner.getByLabel('Email').fill('owner@bayside.test');
    await owner.getByLabel('Password').fill('Payloft#2026');
    await owner.getByRole('button', { name: 'Sign In' }).click();
    await expect(owner.getByText(Messages.userDisabledByPaymentIssue)).toBeVisible();

    await admin.getByRole('button', { name: 'Enable users' }).click();
    await expect(admin.getByText(Messages.businessUsersEnabled('Bayside Auto Care'))).toBeVisible();
    await signIn(owner, 'owner@bayside.test');
    await expect(owner).toHaveURL(/\/collections\/completed/);
  }
});

test('the admin creates a bank with a routing number, renames it, and lists the bank users', async ({ page }, info) => {
  const name = `E2E ${info.project.name} Bank ${Date.now()}`;
  await signInAt(page, 'admin@payloft.test', '/pa/banks/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Banks' })).toBeVisible();
  await expect(page.getByTestId('bank-row').filter({ hasText: 'First Community Bank' })).toContainText('081902101');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New bank' }).click();
  await expect(page).toHaveURL(/dialog=new-bank/);
  await page.getByLabel('Bank name').fill(name);
  await page.getByLabel('Routing numbers (one per line)').fill('123456789');
  await page.getByRole('button', { name: 'Create bank' }).click();
  await expect(page.getByText(`123456789: ${Messages.routingNumberChecksum}`).first()).toBeVisible();
  await page.getByLabel('Routing numbers (one per line)').fill('');
  await page.getByRole('button', { name: 'Create bank' }).click();
  await expect(page.getByText(Messages.bankCreated)).toBeVisible();
  const row = page.getByTestId('bank-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Bank name')).toHaveValue(name);
  await page.getByLabel('Bank name').fill(`${name} & Trust`);
  await page.getByRole('button', { name: 'Save bank' }).click();
  await expect(page.getByText(Messages.bankUpdated)).toBeVisible();
  await expect(page.getByTestId('bank-row').filter({ hasText: `${name} & Trust` })).toHaveCount(1);

  await page.getByRole('link', { name: '1 users of First Community Bank' }).click();
  await expect(page).toHaveURL(/\/pa\/banks\/users\?.*payloadFilter\.bankId=/);
  await expect(page.getByTestId('bank-user-row')).toHaveCount(1);
  await expect(page.getByTestId('bank-user-row')).toContainText('banker@firstcommunity.test');
  await expect(page.getByTestId('bank-user-row')).toContainText('Active');
  await expectAccessible(page);
});

test('the bank user lands on Leads and sees only their own bank’s businesses', async ({ page }) => {
  await signIn(page, 'banker@firstcommunity.test');
  await expect(page).toHaveURL(/\/bu\/leads/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  expect(await menuOutline(page)).toEqual(['Leads']);
  const rows = page.getByTestId('business-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('table').first()).toContainText('Lakeside Dental');
  await expect(page.getByRole('table').first()).toContainText('Harbor Freightways');
  await expect(page.getByRole('table').first()).not.toContainText('Northwind');
  await expectAccessible(page);

  // A lead opens in place (a native disclosure, with or without JavaScript): whom to contact and how far it got.
  const lakeside = rows.filter({ hasText: 'Lakeside Dental' }).getByTestId('lead-details');
  await expect(lakeside.getByText('Routing number')).toBeHidden();
  await lakeside.getByText('Lakeside Dental', { exact: true }).click();
  await expect(lakeside.getByText('Routing number')).toBeVisible();
  await expect(lakeside).toContainText('081902101');
  await expect(lakeside).toContainText(/Registered on \d{2}-\d{2}-\d{4}/);
  await expectAccessible(page);

  await openFilters(page);
  await page.getByLabel('Registration').selectOption('registered');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Lakeside Dental');
  // Another bank's id in the URL changes nothing: leads are the bank user's own bank's.
  await page.goto('/bu/leads?page=1&payloadFilter.bankId=00000000-0000-0000-0000-000000000000');
  await expect(rows).toHaveCount(2);
  const csv = await page.request.get('/bu/leads/export?page=1');
  expect(await csv.text()).toContain('Harbor Freightways');
  // Admin pages stay closed to the bank user.
  await page.goto('/pa/businesses');
  await expect(page).toHaveURL(/\/error-401$/);
});

test('the admin runs processing now from the executive dashboard, and the report says what the cycle did', async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', '/pa/executive-dashboard');
  const control = page.getByRole('region', { name: Messages.processingHeading });
  await expect(control).toBeVisible();
  // The as-of time is read in the administrator's own zone, which the field names (UTC for the demo's admin).
  await expect(control.getByLabel(Messages.processingAsOfLabel('UTC'))).toHaveAttribute('type', 'datetime-local');
  await expectAccessible(page);
  // Empty as-of: the cycle runs now, as the scheduled loop would (a later time would move other tests' payments).
  await control.getByRole('button', { name: Messages.processingRun }).click();
  await expect(page).toHaveURL(/\/pa\/executive-dashboard$/);
  await expect(page.getByTestId('toast')).toContainText(/^Processing ran as of \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M \(UTC\):/);
  await expect(page.getByTestId('toast')).toContainText(/\d+ paid, \d+ failed or returned, \d+ filed in \d+ ACH files?, \d+ awaiting the bank's confirmation, \d+ to be retried\./);
});
