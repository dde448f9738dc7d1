// Report exports in the browser, JavaScript on and off: from a transaction list, export CSV and XLSX, follow the
// status page (self-refreshing with JavaScript, a Refresh link without) to the download, and check the file's
// rows against the rows on screen.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { REPORT_COLUMNS } from '../../domain/report-columns';
import { expectAccessible, signIn } from './support/pages';

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

for (const format of ['csv', 'xlsx'] as const) {
  test(`the admin exports completed transactions as ${format.toUpperCase()} and the file holds the rows on screen`, async ({ page }, info) => {
    const jsOn = info.project.use.javaScriptEnabled !== false;
    await signIn(page, 'admin@payloft.test');
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const onScreen = await screenRows(page);
    expect(onScreen.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: format === 'csv' ? 'Export CSV' : 'Export XLSX' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report export' })).toBeVisible();
    await expect(page.getByTestId('report-task-report')).toHaveText('General transfers');
    await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    const link = await waitForFile(page, jsOn);
    await expect(page.getByTestId('report-task-status')).toHaveAttribute('data-status', 'done');
    await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '100');
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^generalTransfers-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
    const rows = await fileRows(await download.path(), format);
    expect(rows[0]).toEqual(REPORT_COLUMNS.generalTransfers.map((c) => c.header));
    expect(rows.slice(1)).toEqual(onScreen);
  });
}

test('the export page starts an export from its own form, and an unknown task answers 404', async ({ page }) => {
  await signIn(page, 'vendor@acme.test');
  await page.goto('/reports/new?report=vendor');
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
