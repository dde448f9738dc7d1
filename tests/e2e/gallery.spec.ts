// The component gallery, JavaScript on and off: every form field in its four states with the spec's
// messages, the demo form answering as a real page, the list table's states as links (sorting, filters, paging,
// rows per page, the empty line, the phone layout), axe on both pages; and the history of a payment's purchase
// exported as CSV and XLSX from its details page.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { TABLE_CELL } from '../../app/components/chrome-styles';
import { GALLERY_DEMO_SUCCESS, GALLERY_TRANSACTIONS } from '../../domain/gallery';
import { Messages } from '../../domain/messages';
import { exportColumns, STATUS_LABELS } from '../../domain/report-columns';
import { expect, test, type Page, DISPLAY } from './support/test';
import { expectAccessible, keptPageTwice, openFilters, signInAt } from './support/pages';

const FORMS = '/dashonic/form-components';
const TABLES = '/dashonic/table-components';

const SPECIMENS = ['text', 'email', 'password', 'money', 'routing-number', 'account-number', 'date', 'time-zone', 'select', 'state', 'checkbox', 'radio', 'file', 'code'];

test.describe('form components', () => {
  test('every field shows empty, filled, with its message in the spec words, and disabled', DISPLAY, async ({ page }) => {
    const response = await page.goto(FORMS);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Form Components' })).toBeVisible();
    await expect(page.getByTestId('field-specimen')).toHaveCount(SPECIMENS.length);
    for (const id of SPECIMENS) {
      for (const state of ['empty', 'filled', 'error', 'disabled']) await expect(page.getByTestId(`${id}-${state}`), `${id} ${state}`).toHaveCount(1);
    }

    const error = (id: string) => page.getByTestId(`${id}-error`);
    await expect(error('text')).toContainText(Messages.nameTooLong);
    await expect(error('email')).toContainText(Messages.invalidEmail);
    await expect(error('password')).toContainText(Messages.newPasswordRules);
    await expect(error('money')).toContainText(Messages.amountFormat);
    await expect(error('routing-number')).toContainText(Messages.routingNumberLength);
    await expect(error('account-number')).toContainText(Messages.latinOnly);
    await expect(error('date')).toContainText(Messages.required);
    await expect(error('time-zone')).toContainText(Messages.setupTimeFormat);
    await expect(error('time-zone')).toContainText(Messages.setupTimeZone);
    await expect(error('select')).toContainText(Messages.setupAccountType);
    await expect(error('checkbox')).toContainText(Messages.required);
    await expect(error('radio')).toContainText(Messages.reportExportChooseFormat);
    await expect(error('file')).toContainText(Messages.uploadFailed);
    await expect(error('code')).toContainText(Messages.codeFormat);
    // The state list has no error: unknown input falls back to Alabama.
    await expect(error('state').getByLabel('State')).toHaveValue('AL');
    await expect(page.getByTestId('state-filled').getByLabel('State')).toHaveValue('IL');

    await expect(page.getByTestId('email-empty').getByLabel('Email')).toHaveValue('');
    await expect(page.getByTestId('email-filled').getByLabel('Email')).toHaveValue('owner@northwind.test');
    await expect(page.getByTestId('email-filled').getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('email-error').getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('money-filled').getByLabel('Amount (USD)')).toHaveValue('1250.75');
    await expect(page.getByTestId('radio-filled').getByLabel('XLSX')).toBeChecked();
    await expect(page.getByTestId('radio-empty').getByLabel('XLSX')).not.toBeChecked();
    await expect(page.getByTestId('checkbox-filled').getByLabel('I accept the terms')).toBeChecked();
    await expect(page.getByTestId('code-filled').getByLabel('Verification code')).toHaveValue('123456');
    for (const [id, label] of [
      ['text', 'Business name'],
      ['email', 'Email'],
      ['password', 'Password'],
      ['money', 'Amount (USD)'],
      ['routing-number', 'Routing number'],
      ['account-number', 'Account number'],
      ['date', 'Due date'],
      ['select', 'Account type'],
      ['state', 'State'],
      ['checkbox', 'I accept the terms'],
      ['file', 'Certificate file'],
      ['code', 'Verification code'],
    ] as const) {
      await expect(page.getByTestId(`${id}-disabled`).getByLabel(label, { exact: true }), id).toBeDisabled();
    }
    await expect(page.getByTestId('time-zone-disabled').getByLabel('Time', { exact: true })).toBeDisabled();
    await expect(page.getByTestId('radio-disabled').getByLabel('CSV')).toBeDisabled();
    await expectAccessible(page);
  });

  test('the demo form answers with the spec messages, then with a toast when every field is valid', async ({ page }) => {
    await page.goto(FORMS);
    const form = page.locator('form#gallery-demo');
    await form.getByRole('button', { name: 'Check the form' }).click();
    await expect(form.getByTestId('form-error')).toHaveText(Messages.formRequired);
    await expect(form.getByText(Messages.required).first()).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Business name').fill('Northwind Supply Co.');
    await form.getByLabel('Email').fill('owner@');
    await form.getByLabel('Password').fill('password');
    await form.getByLabel('Amount (USD)').fill('0');
    await form.getByLabel('Routing number').fill('123456789');
    await form.getByLabel('Account number').fill('5550001112');
    await form.getByLabel('Due date').fill('2026-12-01');
    await form.getByLabel('Time', { exact: true }).fill('14:30');
    await form.getByLabel('Account type').selectOption('checking');
    await form.getByLabel('State').selectOption('TX');
    await form.getByLabel('Verification code').fill('123456');
    await form.getByLabel('CSV').check();
    await form.getByLabel('I accept the terms').check();
    await form.getByRole('button', { name: 'Check the form' }).click();
    await expect(form.getByTestId('form-error')).toHaveText(Messages.formIncorrect);
    await expect(form.getByText(Messages.invalidEmail)).toBeVisible();
    await expect(form.getByText(Messages.newPasswordRules)).toBeVisible();
    await expect(form.getByText(Messages.amountPositive)).toBeVisible();
    await expect(form.getByText(Messages.routingNumberChecksum)).toBeVisible();
    // What was typed stays (the password is never sent back).
    await expect(form.getByLabel('Business name')).toHaveValue('Northwind Supply Co.');
    await expect(form.getByLabel('State')).toHaveValue('TX');

    await form.getByLabel('Email').fill('owner@northwind.test');
    await form.getByLabel('Password').fill('Payloft#2026');
    await form.getByLabel('Amount (USD)').fill('1250.75');
    await form.getByLabel('Routing number').fill('081902101');
    // Without JavaScript the page came back from the server with every choice kept.
    await expect(form.getByLabel('CSV')).toBeChecked();
    await expect(form.getByLabel('I accept the terms')).toBeChecked();
    await form.getByRole('button', { name: 'Check the form' }).click();
    await expect(page.getByTestId('toast')).toContainText(GALLERY_DEMO_SUCCESS);
    await expect(page).toHaveURL(FORMS);
  });
});

async function shownRows(page: Page) {
  return page.getByTestId('transaction-row');
}

test.describe('table components', () => {
  test('the galleries are served again from the anonymous page cache, with a fresh nonce, and still work', async ({ page, request, javaScriptEnabled }) => {
    for (const path of [TABLES, `${TABLES}/phone`, FORMS]) await keptPageTwice(request, path);
    // The page a visitor gets from the cache sorts as the rendered one does.
    await page.goto(`${TABLES}?probe=kept`);
    expect((await page.goto(`${TABLES}?probe=kept`))?.headers()['x-page-cache']).toBe('hit');
    if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByTestId('gallery-list').getByRole('link', { name: 'Created', exact: true }).click();
    await expect(page).toHaveURL(/sortParams=createdAtAsc/);
    await expect((await shownRows(page)).first()).toContainText('PUR-GAL-001');
  });

  test('the list table with its toolbar, exports, pills and money cells, every state a link', async ({ page }) => {
    const response = await page.goto(TABLES);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Table Components' })).toBeVisible();
    const list = page.getByTestId('gallery-list');
    await expect(await shownRows(page)).toHaveCount(25);
    await expect(list.getByTestId('list-total')).toHaveText(Messages.listTotal(GALLERY_TRANSACTIONS.length));
    await expect(list.getByTestId('page-status')).toHaveText('Page 1 of 3');
    await expect(list.getByTestId('export-buttons').getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(list.getByTestId('export-buttons').getByRole('button', { name: 'Export XLSX' })).toBeVisible();
    await expect(list.locator('.payloft-pill').first()).toBeVisible();
    // One pill per status the product knows (domain/report-columns.ts).
    await expect(page.getByTestId('pill-row')).toHaveCount(Object.keys(STATUS_LABELS).length);
    const amount = list.locator(`td.${TABLE_CELL.right}`).first();
    await expect(amount).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(amount).toHaveCSS('text-align', 'right');
    await expectAccessible(page);

    // A sortable header is a link: newest first, then oldest first.
    await list.getByRole('link', { name: 'Created', exact: true }).click();
    await expect(page).toHaveURL(/sortParams=createdAtAsc/);
    await expect(list.getByRole('columnheader', { name: 'Created', exact: true })).toHaveAttribute('aria-sort', 'ascending');
    await expect((await shownRows(page)).first()).toContainText('PUR-GAL-001');

    // The state links.
    await page.getByTestId('state-sorted').click();
    await expect(page).toHaveURL(/sortParams=dateAsc/);
    await expect(list.getByRole('columnheader', { name: 'Due Date' })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByTestId('state-filtered').click();
    await expect(page).toHaveURL(/payloadFilter\.paymentProcessStatus=error/);
    // The address bar changes a moment before the new rows render: assert on what retries.
    const failed = GALLERY_TRANSACTIONS.filter((t) => t.paymentProcessStatus === 'error').length;
    expect(failed).toBeGreaterThan(0);
    await expect(await shownRows(page)).toHaveCount(failed);
    await expect(list.getByLabel('Process status')).toHaveValue('error');
    await page.getByTestId('state-page-2').click();
    await expect(list.getByTestId('page-status')).toHaveText('Page 2 of 3');
    await page.getByTestId('state-rows-10').click();
    await expect(await shownRows(page)).toHaveCount(10);
    await expect(list.getByTestId('page-status')).toHaveText('Page 1 of 6');
    await list.getByRole('link', { name: 'Next' }).click();
    await expect(list.getByTestId('page-status')).toHaveText('Page 2 of 6');
    await list.getByRole('link', { name: '50 rows per page' }).click();
    await expect(await shownRows(page)).toHaveCount(50);
    await page.getByTestId('state-last-page').click();
    await expect(await shownRows(page)).toHaveCount(GALLERY_TRANSACTIONS.length % 10 || 10);
    await page.getByTestId('state-empty').click();
    await expect(await shownRows(page)).toHaveCount(0);
    await expect(list.getByText(Messages.listEmpty)).toBeVisible();

    // The toolbar's filter form is a GET form: its state lands in the URL.
    // Wait for the default state to render before choosing: a choice made on the page being replaced is lost.
    await page.getByTestId('state-default').click();
    await expect(await shownRows(page)).toHaveCount(25);
    await openFilters(list);
    await list.getByLabel('Vendor').selectOption({ label: 'Acme Paper' });
    await list.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/payloadFilter\.vendorId=gallery-vendor-0/);
    const acme = GALLERY_TRANSACTIONS.filter((t) => t.vendor?.id === 'gallery-vendor-0').length;
    expect(acme).toBeGreaterThan(0);
    await expect(await shownRows(page)).toHaveCount(Math.min(acme, 25));
    expect(new Set(await list.getByTestId('transaction-row').locator('td:nth-child(2)').allInnerTexts())).toEqual(new Set(['Acme Paper']));
    // A reload shows the same state.
    await page.reload();
    await expect(list.getByLabel('Vendor')).toHaveValue('gallery-vendor-0');
  });

  test('the phone layout renders the same list at a phone width, filters stacked', DISPLAY, async ({ page }) => {
    await page.goto(`${TABLES}?page=2&rows=10`);
    await page.getByTestId('state-phone').click();
    await expect(page).toHaveURL(/\/dashonic\/table-components\/phone\?page=2&rows=10/);
    const list = page.getByTestId('gallery-list');
    await expect(list).toHaveAttribute('data-layout', 'phone');
    await expect(list.getByTestId('page-status')).toHaveText('Page 2 of 6');
    const box = await list.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await openFilters(list);
    const from = await list.getByLabel('Date from').boundingBox();
    const to = await list.getByLabel('Date to').boundingBox();
    // One filter a line, as on a phone.
    expect(Math.abs(from!.x - to!.x)).toBeLessThan(2);
    expect(to!.y).toBeGreaterThan(from!.y);
    await expectAccessible(page);
    // Paging keeps the phone layout.
    await list.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/dashonic\/table-components\/phone\?page=3/);
    await page.getByTestId('state-wide').click();
    await expect(page.getByTestId('gallery-list')).toHaveAttribute('data-layout', 'wide');
  });
});

async function fileRows(path: string, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const bytes = await readFile(path);
  if (format === 'csv') return parse(bytes, { bom: true }) as string[][];
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => (values[i] == null ? '' : String(values[i]))));
  });
  return rows;
}


for (const format of ['csv', 'xlsx'] as const) {
  test(`the history of a payment's purchase downloads as ${format.toUpperCase()} from its details page`, async ({ page }) => {
    await signInAt(page, 'owner@northwind.test', '/transactions/completed?page=1');
    await page.getByTestId('transaction-row').first().locator('a[href^="/transactions/details/"]').first().click();
    await page.waitForURL(/\/transactions\/details\//);
    const purchaseId = (await page.getByTestId('payment-field').filter({ hasText: 'Purchase ID' }).locator('td').innerText()).trim();
    expect(purchaseId).not.toBe('');
    const history = page.getByRole('region', { name: `Transaction history of purchase ${purchaseId}` });
    if (format === 'csv') await expectAccessible(page);
    // A small file downloads at once, named for what it holds.
    const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('button', { name: format === 'csv' ? 'Export CSV' : 'Export XLSX' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^purchase-history-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
    const rows = await fileRows(await download.path(), format);
    expect(rows[0]).toEqual(exportColumns('history').map((c) => c.header));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row).toContain(purchaseId);
  });
}
