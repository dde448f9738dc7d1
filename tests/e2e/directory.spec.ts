// Financial institutions and integrations, with JavaScript on and off: the admin imports a
// directory file (a bad one first: errors by line, nothing imported), searches it, creates and edits an institution
// and exports the list; switches an accounting system off and the business no longer sees it; a business sends the
// accounting-system contact form and the admin reads it. axe on every page.
import { Messages } from '../../domain/messages';
import { expectAccessible, menuOutline, signIn, signInAt } from './support/pages';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 180_000 });

const HEADER = 'Routing Number,Participant ID,Participant Name,Institution ID,Institution Name,Receive Services,Receiving Connection,Participant Activation Date';
const PATH = '/pa/setup/financial-institutions';

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) };
}

test('the admin imports a directory file, searches it, creates and edits an institution and exports the list', async ({ page }) => {
  await signIn(page, 'admin@payloft.test');
  expect(await menuOutline(page)).toEqual(expect.arrayContaining(['Setup › Financial Institutions', 'Setup › Integrations']));
  await page.goto(`${PATH}?page=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Institutions' })).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('8 records');
  await expectAccessible(page);

  // A file with a bad row: every bad line is listed and nothing is imported.
  await page.getByLabel('Directory file (CSV)').setInputFiles(
    csvFile('bad.csv', [HEADER, '011000015,FN0000801,Federal Reserve Bank of Boston,FR00001,Federal Reserve Bank of Boston,Credit Transfer,Direct,07/20/2023', '011000016,FN0000802,Typo Bank,TB00001,Typo Bank,,,']),
  );
  await page.getByRole('button', { name: 'Import file' }).click();
  await expect(page.getByTestId('import-errors')).toContainText('bad.csv: ' + Messages.institutionImportRefused);
  await expect(page.getByTestId('import-errors')).toContainText(`Line 3: Routing Number: ${Messages.routingNumberChecksum}`);
  await expectAccessible(page);
  await page.goto(`${PATH}?page=1`);
  await expect(page.getByTestId('list-total')).toHaveText('8 records');

  // The corrected file imports whole.
  await page.getByLabel('Directory file (CSV)').setInputFiles(
    csvFile('fednow.csv', [
      'FedNow Service participants',
      HEADER,
      '011000015,FN0000801,Federal Reserve Bank of Boston,FR00001,Federal Reserve Bank of Boston,Credit Transfer,Direct,07/20/2023',
      '011000138,FN0000701,"Bank of America, N.A.",BA00001,Bank of America New England,"Credit Transfer, Request for Payment",Direct,07/20/2023',
    ]),
  );
  await page.getByRole('button', { name: 'Import file' }).click();
  await expect(page.getByText(Messages.institutionsImported(2, 0))).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('10 records');

  // Search: part of a name in another case; the view is a URL.
  await page.getByLabel('Routing number, name or ID').fill('reserve BANK of bos');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/filter=reserve/);
  await expect(page.getByTestId('institution-row')).toHaveCount(1);
  await expect(page.getByTestId('institution-row')).toContainText('011000015');
  await page.reload();
  await expect(page.getByTestId('institution-row')).toHaveCount(1);
  await page.goto(`${PATH}?page=1&filter=FR0000`);
  await expect(page.getByTestId('institution-row')).toHaveCount(1);

  // Participant ordering.
  await page.goto(`${PATH}?page=1&sortParams=participantNameDesc`);
  await expect(page.getByTestId('institution-row').first()).toContainText('Western Alliance Bank');

  // Create, then edit.
  await page.goto(`${PATH}?page=1`);
  await page.getByRole('link', { name: 'New institution' }).click();
  await expect(page.getByRole('heading', { name: 'New financial institution' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Routing number', { exact: true }).fill('011000028');
  await page.getByLabel('Institution name', { exact: true }).fill('State Street Bank');
  await page.getByLabel('Participant name', { exact: true }).fill('State Street Bank and Trust Company');
  await page.getByLabel('Participant activation date (MM/DD/YYYY)').fill('08/01/2023');
  await page.getByRole('button', { name: 'Create institution' }).click();
  await expect(page.getByText(Messages.financialInstitutionCreated)).toBeVisible();
  await expect(page.getByTestId('institution-row')).toHaveCount(1);
  await expect(page.getByTestId('institution-row')).toContainText('2023-08-01');
  await page.getByRole('link', { name: 'Edit 011000028' }).click();
  await page.getByLabel('Receiving connection', { exact: true }).fill('Service Provider');
  await page.getByRole('button', { name: 'Save institution' }).click();
  await expect(page.getByText(Messages.financialInstitutionUpdated)).toBeVisible();
  await expect(page.getByTestId('institution-row')).toContainText('Service Provider');

  const csv = await page.request.get(`${PATH}/export?page=1&filter=boston`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.split('\n')[0]).toContain(HEADER);
  expect(text).toContain('011000015');
  expect(text).not.toContain('026009593');
});

test('a routing number shows its bank’s name on the bank-account pages and the business dashboard', async ({ page, openPage }) => {
  await signInAt(page, 'owner@northwind.test', '/bo/setup/bank-account');
  await expect(page.getByTestId('directory-bank-name')).not.toContainText('Not in the directory');
  await expectAccessible(page);
  if (test.info().project.use.javaScriptEnabled !== false) {
    // While typing, the form shows the bank of a complete routing number.
    await page.getByRole('textbox', { name: 'Routing number' }).fill('071000013');
    await expect(page.getByTestId('routing-bank-hint')).toHaveText('Bank: JPMorgan Chase Bank, N.A.');
  }
  const admin = await openPage();
  await signIn(admin, 'admin@payloft.test');
  await admin.goto('/pa/businesses?page=1&filter=northwind');
  await admin.getByRole('link', { name: 'Northwind Supply Co.' }).click();
  await expect(admin.getByTestId('business-facts')).toContainText('Bank of America, N.A.');
  await admin.goto('/pa/setup/bank-accounts');
  await expect(admin.getByRole('cell', { name: /071000013 \(JPMorgan Chase Bank, N\.A\.\)/ }).first()).toBeVisible();
});

test('the admin switches an accounting system off and businesses no longer see it; a business asks for an unlisted system', async ({ openPage }) => {
  const admin = await openPage();
  const owner = await openPage();
  await signIn(admin, 'admin@payloft.test');
  await signIn(owner, 'owner@northwind.test');

  await admin.goto('/pa/setup/integrations');
  await expect(admin.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(admin.getByTestId('crm-entry')).toContainText('HubSpot');
  await expect(admin.getByRole('img', { name: 'HubSpot logo' })).toBeVisible();
  // Human words, never a route or a field name.
  const systems = admin.getByTestId('accounting-system-row');
  await expect(systems.filter({ hasText: 'QuickBooks' })).toContainText('Company ID (Intuit realm ID)');
  await expect(systems.filter({ hasText: 'QuickBooks' })).toContainText('QuickBooks Integration');
  for (const raw of ['realmId', 'tenantId', '/business/integration/']) await expect(systems.filter({ hasText: raw })).toHaveCount(0);
  await expectAccessible(admin);

  await owner.goto('/bo/setup/business-system');
  await expect(owner.locator('[data-testid="accounting-system"][data-system="xero"]')).toHaveCount(1);

  await admin.getByRole('button', { name: 'Deactivate Xero' }).click();
  await expect(admin.getByText(Messages.accountingSystemDeactivated('Xero'))).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Activate Xero' })).toBeVisible();

  await owner.reload();
  await expect(owner.getByTestId('accounting-system').first()).toBeVisible();
  await expect(owner.locator('[data-testid="accounting-system"][data-system="xero"]')).toHaveCount(0);
  await expectAccessible(owner);

  // The contact form: errors stay in the form; a good request is stored and reaches the admin.
  await owner.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not an e-mail');
  await owner.getByRole('button', { name: 'Send request' }).click();
  await expect(owner.getByText(Messages.invalidEmail).first()).toBeVisible();
  await owner.getByRole('textbox', { name: 'Accounting system', exact: true }).fill('NetSuite');
  await owner.getByRole('textbox', { name: 'Your name', exact: true }).fill('Olivia Bennett');
  await owner.getByRole('textbox', { name: 'E-mail', exact: true }).fill('owner@northwind.test');
  await owner.getByRole('textbox', { name: 'Message', exact: true }).fill('We moved to NetSuite.');
  await owner.getByRole('button', { name: 'Send request' }).click();
  await expect(owner.getByText(Messages.accountingSystemContactSent)).toBeVisible();

  await admin.getByRole('button', { name: 'Activate Xero' }).click();
  await expect(admin.getByText(Messages.accountingSystemActivated('Xero'))).toBeVisible();
  await expect(admin.getByTestId('contact-request-row')).toContainText('NetSuite');
  await expect(admin.getByTestId('contact-request-row')).toContainText('Northwind Supply Co.');
  await owner.reload();
  await expect(owner.locator('[data-testid="accounting-system"][data-system="xero"]')).toHaveCount(1);

  await admin.getByRole('button', { name: 'Connect HubSpot' }).click();
  await expect(admin.getByText(Messages.crmConnected('HubSpot'))).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Disconnect HubSpot' })).toBeVisible();
});
