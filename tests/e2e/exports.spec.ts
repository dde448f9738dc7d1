// Report exports in the browser, JavaScript on and off: from a transaction list, export CSV and XLSX, follow the
// status page (self-refreshing with JavaScript, a Refresh link without) to the download, and check the file's
// rows against the rows on screen.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { exportColumns, listColumns } from '../../domain/report-columns';
import { expectAccessible, signInAt } from './support/pages';

const LIST = '/transactions/completed?page=1&rows=100&sortParams=createdAtAsc';

async function screenRows(page: Page): Promise<string[][]> {
  return page
    .getByTestId('transaction-row')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText.trim())));
}

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

/** Waits on the status page until the file is ready: by itself with JavaScript, through the Refresh link without. */
async function waitForFile(page: Page, jsOn: boolean) {
  const download = page.getByTestId('report-task-download');
  if (jsOn) {
    await expect(download).toBeVisible({ timeout: 30_000 });
    return download;
  }
  for (let i = 0; i < 60 && !(await download.count()); i++) {
    await page.waitForTimeout(500);
    await page.getByTestId('report-task-refresh').click();
    await page.waitForLoadState();
  }
  await expect(download).toBeVisible();
  return download;
}

const money = (text: string) => Number(text.replace(/[$,]/g, ''));

for (const format of ['csv', 'xlsx'] as const) {
  test(`the admin exports completed transactions as ${format.toUpperCase()}: the small list downloads at once, named after the list, typed`, async ({ page }) => {
    await signInAt(page, 'admin@payloft.test', LIST);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const onScreen = await screenRows(page);
    expect(onScreen.length).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: format === 'csv' ? 'Export CSV' : 'Export XLSX' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^completed-transactions-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
    // The page stays the list.
    await expect(page).toHaveURL(/\/transactions\/completed/);
    const columns = exportColumns('generalTransfers');
    const at = (key: string) => columns.findIndex((c) => c.key === key);
    // The admin's completed list: the screen's columns (Business shown, no failure columns).
    const screenAt = (key: string) => listColumns('generalTransfers', { showBusiness: true, showFailure: false }).findIndex((c) => c.key === key);
    const path = await download.path();
    if (format === 'csv') {
      const rows = await fileRows(path, 'csv');
      expect(rows[0]).toEqual(columns.map((c) => c.header));
      expect(rows.slice(1).map((r) => r[at('purchaseId')])).toEqual(onScreen.map((r) => r[screenAt('purchaseId')]));
      for (const [i, row] of rows.slice(1).entries()) {
        expect(row[at('amount')]).toMatch(/^\d+\.\d{2}$/);
        expect(Number(row[at('amount')])).toBe(money(onScreen[i][screenAt('amount')]));
        expect(row[at('created')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      }
    } else {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.rowCount - 1).toBe(onScreen.length);
      for (let i = 0; i < onScreen.length; i++) {
        const row = sheet.getRow(i + 2);
        expect(typeof row.getCell(at('amount') + 1).value).toBe('number');
        expect(row.getCell(at('amount') + 1).value).toBe(money(onScreen[i][screenAt('amount')]));
        const created = row.getCell(at('created') + 1).value;
        expect(created).toBeInstanceOf(Date);
        // The admin sees UTC: the date cell's wall clock is the screen's date (the screen adds the time).
        const d = created as Date;
        const mmddyyyy = `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;
        expect(onScreen[i][screenAt('created')].startsWith(mmddyyyy)).toBe(true);
      }
    }
  });
}

test('an export that is not ready at once shows its progress page, which links back to the list', async ({ page }, info) => {
  const jsOn = info.project.use.javaScriptEnabled !== false;
  await signInAt(page, 'admin@payloft.test', '/reports/new?report=generalTransfers');
  await page.getByRole('button', { name: 'Start export' }).click();
  await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
  const url = new URL(page.url());
  await page.goto(`${url.pathname}?back=${encodeURIComponent(LIST)}`);
  await expect(page.getByTestId('report-task-back')).toHaveAttribute('href', LIST);
  await waitForFile(page, jsOn);
  await expectAccessible(page);
});

test('the export page starts an export from its own form, and an unknown task answers 404', async ({ page }) => {
  await signInAt(page, 'vendor@acme.test', '/reports/new?report=vendor');
  await expect(page.getByRole('heading', { level: 1, name: 'Export a report' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByLabel('Report', { exact: true })).toHaveValue('vendor');
  await page.getByLabel('XLSX', { exact: true }).check();
  await page.getByRole('button', { name: 'Start export' }).click();
  await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('report-task-report')).toHaveText('Vendor payments');

  // Pending approval is the sending business's report: a vendor manager is told so on the form.
  await page.goto('/reports/new?report=pendingApproval');
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByRole('alert')).toContainText('You do not have access to this resource');

  const response = await page.goto('/reports/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
});
